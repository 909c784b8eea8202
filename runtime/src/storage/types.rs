//! Builtin types as uniqued data: integers, `index`, floats, `complex`,
//! `tuple`, functions, `vector`, `tensor`, `memref`, `none`, and opaque types
//! of dialects that are not registered.

use crate::storage::attributes::Attribute;
use crate::storage::context::{Context, Ident};
use crate::storage::float::FloatSemantics;

/// A uniqued type: two types are equal exactly when their handles are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) u32);

/// Marks a dynamic dimension (`?`) in a shape, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// The signedness of an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no sign semantics.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// What a type is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Width in bits.
        width: u32,
        /// Sign semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A float type such as `f32`.
    Float(FloatSemantics),
    /// `none`.
    None,
    /// `complex<T>`.
    Complex(Type),
    /// `tuple<T...>`.
    Tuple(Vec<Type>),
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `vector<4x[4]xf32>`.
    Vector {
        /// The dimensions.
        shape: Vec<i64>,
        /// Which dimensions are scalable (same length as `shape`).
        scalable: Vec<bool>,
        /// The element type.
        element: Type,
    },
    /// `tensor<4x?xf32, encoding>`.
    RankedTensor {
        /// The dimensions; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// The element type.
        element: Type,
        /// The optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// The element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, memory-space>`.
    MemRef {
        /// The dimensions; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// The element type.
        element: Type,
        /// The layout attribute, `None` for the identity layout.
        layout: Option<Attribute>,
        /// The memory space attribute, `None` for the default space.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, memory-space>`.
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space attribute, `None` for the default space.
        memory_space: Option<Attribute>,
    },
    /// A type of a registered dialect: `!llvm.ptr<1>`.
    Dialect(crate::storage::dialect_symbol::DialectSymbol),
    /// A type of an unregistered dialect, kept verbatim: `!foo.bar<...>`.
    Opaque {
        /// The dialect namespace (`foo`).
        dialect: Ident,
        /// The text after the namespace (`bar<...>`).
        data: Box<str>,
    },
}

impl Type {
    /// The raw handle, for hashing and debugging.
    pub fn index(self) -> u32 {
        self.0
    }
}

impl Context {
    /// What `ty` is.
    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// Uniques a type.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern_flagged(kind, |k| self.type_alias_flag(k)))
    }

    /// Whether printing `ty` may involve an alias (`!tuple`, or a `#map`
    /// inside); computed once per type so printers can skip the rest. A
    /// type with a body set after it was interned (an identified struct)
    /// may, as far as this knows: its body is looked at when printing.
    #[inline]
    pub fn type_may_have_alias(&self, ty: Type) -> bool {
        self.types.flags(ty.0) != 0
            || (matches!(self.type_kind(ty), TypeKind::Dialect(_)) && self.has_type_body(ty))
    }

    fn type_alias_flag(&self, kind: &TypeKind) -> u8 {
        let t = |t: &Type| self.type_may_have_alias(*t);
        let a = |a: &Option<Attribute>| a.is_some_and(|a| self.attr_may_have_alias(a));
        let may = match kind {
            TypeKind::Tuple(ts) if ts.len() > 16 => {
                self.has_aliasable
                    .store(true, std::sync::atomic::Ordering::Relaxed);
                true
            }
            TypeKind::Tuple(ts) => ts.iter().any(t),
            TypeKind::Complex(e)
            | TypeKind::UnrankedTensor { element: e }
            | TypeKind::Vector { element: e, .. } => t(e),
            TypeKind::Function { inputs, results } => inputs.iter().chain(results).any(t),
            TypeKind::RankedTensor {
                element, encoding, ..
            } => t(element) || a(encoding),
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => t(element) || a(layout) || a(memory_space),
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => t(element) || a(memory_space),
            TypeKind::Dialect(sym) => {
                let own = self
                    .dialect_registration(sym.dialect)
                    .and_then(|d| d.type_alias)
                    .is_some_and(|h| h(self, sym).is_some());
                if own {
                    self.has_aliasable
                        .store(true, std::sync::atomic::Ordering::Relaxed);
                }
                let (types, attrs) = sym.nested();
                own || types.iter().any(t) || attrs.iter().any(|x| self.attr_may_have_alias(*x))
            }
            _ => false,
        };
        may as u8
    }

    /// A signless integer type `iN`.
    pub fn integer_type(&self, width: u32) -> Type {
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.common.index
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.common.none
    }

    /// `i64`.
    pub fn i64_type(&self) -> Type {
        self.common.i64
    }

    /// `i1`.
    pub fn i1_type(&self) -> Type {
        self.common.i1
    }

    /// `f64`.
    pub fn f64_type(&self) -> Type {
        self.common.f64
    }

    /// A float type.
    pub fn float_type(&self, semantics: FloatSemantics) -> Type {
        self.intern_type(TypeKind::Float(semantics))
    }

    /// A function type.
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { inputs, results })
    }

    /// Like [`Context::function_type`], taking the types from `inputs` and
    /// `results`; when an equal function type already exists, they get
    /// their vectors back for the caller to clear and reuse.
    pub fn function_type_reusing(&self, inputs: &mut Vec<Type>, results: &mut Vec<Type>) -> Type {
        let kind = TypeKind::Function {
            inputs: std::mem::take(inputs),
            results: std::mem::take(results),
        };
        let (index, unused) = self
            .types
            .intern_returning(kind, |k| self.type_alias_flag(k));
        if let Some(TypeKind::Function {
            inputs: used_inputs,
            results: used_results,
        }) = unused
        {
            *inputs = used_inputs;
            *results = used_results;
        }
        Type(index)
    }

    /// Whether `ty` is an integer of any signedness.
    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }

    /// The bit width of an integer or float type, `index` counting as 64.
    pub fn int_or_float_width(&self, ty: Type) -> Option<u32> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(s) => Some(s.bit_width()),
            _ => None,
        }
    }

    /// The float semantics of a float type.
    pub fn float_semantics(&self, ty: Type) -> Option<FloatSemantics> {
        match self.type_kind(ty) {
            TypeKind::Float(s) => Some(*s),
            _ => None,
        }
    }

    /// For shaped types (vector, tensor, memref): the element type.
    pub fn element_type(&self, ty: Type) -> Option<Type> {
        match self.type_kind(ty) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
            _ => None,
        }
    }

    /// For ranked shaped types: the shape.
    pub fn shape(&self, ty: Type) -> Option<&[i64]> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, .. }
            | TypeKind::RankedTensor { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
}
