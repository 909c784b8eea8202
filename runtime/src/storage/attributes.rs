//! Builtin attributes as uniqued data: integers, floats, strings, arrays,
//! dictionaries, types, unit, symbol references, dense elements and arrays,
//! affine maps and sets, strided layouts, locations, and opaque attributes of
//! dialects that are not registered.

use crate::storage::affine::{AffineMap, IntegerSet};
use crate::storage::apint::ApInt;
use crate::storage::context::{Context, Ident};
use crate::storage::types::Type;

/// A uniqued attribute: two attributes are equal exactly when their handles are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The raw handle, for hashing and debugging.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// A named attribute of a dictionary.
pub type NamedAttribute = (Ident, Attribute);

/// The elements of a `dense<...>` attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DenseElements {
    /// Integer or float elements as raw bits (a complex element takes two
    /// entries: real, imaginary). One entry set (or one pair) for a splat.
    Bits(Vec<u128>),
    /// String elements (`dense<"a">`), one entry for a splat.
    Strings(Vec<Box<[u8]>>),
}

/// What a location is (`loc(...)`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LocationKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// The file name.
        file: Ident,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Box<[u8]>,
        /// The child location (unknown if absent).
        child: Attribute,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the call went.
        callee: Attribute,
        /// Where it was made.
        caller: Attribute,
    },
    /// `loc(fused<metadata>[locs])`.
    Fused {
        /// The fused locations.
        locations: Vec<Attribute>,
        /// Optional metadata.
        metadata: Option<Attribute>,
    },
}

/// What an attribute is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrKind {
    /// `unit`: present or absent, no value.
    Unit,
    /// `42 : i32`, `true`.
    Integer {
        /// The integer or index type.
        ty: Type,
        /// The value at the type's width.
        value: ApInt,
    },
    /// `4.200000e+01 : f32`.
    Float {
        /// The float type.
        ty: Type,
        /// The value's bits in the type's format.
        bits: u128,
    },
    /// `"text"` (bytes; may hold any byte through `\XX` escapes), with an optional type.
    String {
        /// The bytes.
        value: Box<[u8]>,
        /// Its type: `none` unless one was given.
        ty: Type,
    },
    /// A type as an attribute.
    Type(Type),
    /// `[a, b]`.
    Array(Vec<Attribute>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Vec<NamedAttribute>),
    /// `@root::@nested`.
    SymbolRef {
        /// The root symbol.
        root: Box<[u8]>,
        /// Nested references.
        nested: Vec<Box<[u8]>>,
    },
    /// `dense<...> : tensor<...>`.
    DenseElements {
        /// The shaped type.
        ty: Type,
        /// Whether a single element stands for all.
        splat: bool,
        /// The elements.
        elements: DenseElements,
    },
    /// `array<i32: 1, 2>`.
    DenseArray {
        /// The element type (i1, i8, i16, i32, i64, f32, f64).
        element: Type,
        /// The elements as raw bits.
        values: Vec<u128>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[strides], offset: n>`; [`crate::storage::types::DYNAMIC`] for `?`.
    StridedLayout {
        /// The offset.
        offset: i64,
        /// The strides.
        strides: Vec<i64>,
    },
    /// A location.
    Location(LocationKind),
    /// An attribute of a registered dialect: `#arith.fastmath<fast>`.
    Dialect(crate::storage::dialect_symbol::DialectSymbol),
    /// `distinct[N]<attr>`: an attribute unique to where it was created
    /// (each creation differs from every other one, whatever it refers
    /// to). `N` in the text only pairs up the uses within one parse; the
    /// printer numbers them in print order.
    Distinct {
        /// The creation number (unique in the context).
        id: u64,
        /// The attribute it refers to (`unit` when written `distinct[N]<>`).
        referenced: Attribute,
    },
    /// An attribute of an unregistered dialect, kept verbatim: `#foo.bar<...>`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The text after the namespace.
        data: Box<str>,
        /// Its type (`none` unless one was given).
        ty: Type,
    },
}

impl Context {
    /// What `attr` is.
    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// Uniques an attribute.
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern_flagged(kind, |k| self.attr_alias_flag(k)))
    }

    /// Whether printing `attr` may involve an alias (`#map`, `#set`, `#loc`,
    /// `!tuple` inside); computed once per attribute.
    #[inline]
    pub fn attr_may_have_alias(&self, attr: Attribute) -> bool {
        self.attrs.flags(attr.0) != 0
    }

    fn attr_alias_flag(&self, kind: &AttrKind) -> u8 {
        let a = |a: &Attribute| self.attr_may_have_alias(*a);
        let may = match kind {
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Location(_) => {
                self.has_aliasable
                    .store(true, std::sync::atomic::Ordering::Relaxed);
                true
            }
            AttrKind::Array(elems) => elems.iter().any(a),
            AttrKind::Dictionary(entries) => entries.iter().any(|(_, v)| a(v)),
            AttrKind::Type(ty)
            | AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::String { ty, .. }
            | AttrKind::Opaque { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseArray { element: ty, .. } => self.type_may_have_alias(*ty),
            AttrKind::Unit | AttrKind::SymbolRef { .. } | AttrKind::StridedLayout { .. } => false,
            // `#distinct` unless it refers to `unit`.
            AttrKind::Distinct { referenced, .. } => {
                self.has_distinct
                    .store(true, std::sync::atomic::Ordering::Relaxed);
                let own = *referenced != self.common.unit;
                if own {
                    self.has_aliasable
                        .store(true, std::sync::atomic::Ordering::Relaxed);
                }
                own || a(referenced)
            }
            AttrKind::Dialect(sym) => {
                let own = self
                    .dialect_registration(sym.dialect)
                    .and_then(|d| d.attribute_alias)
                    .is_some_and(|h| h(self, sym).is_some());
                if own {
                    self.has_aliasable
                        .store(true, std::sync::atomic::Ordering::Relaxed);
                }
                let (types, attrs) = sym.nested();
                own || types.iter().any(|t| self.type_may_have_alias(*t)) || attrs.iter().any(a)
            }
        };
        may as u8
    }

    /// A new `distinct[N]<referenced>` attribute, different from every
    /// other one.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self
            .distinct_count
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.intern_attr(AttrKind::Distinct { id, referenced })
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attribute {
        self.common.empty_dict
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Attribute {
        self.common.unknown_loc
    }

    /// A string attribute of type `none`.
    pub fn string_attr(&self, value: &[u8]) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: value.into(),
            ty: self.none_type(),
        })
    }

    /// An integer attribute.
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        let width = self.int_or_float_width(ty).unwrap_or(64);
        self.intern_attr(AttrKind::Integer {
            ty,
            value: ApInt::from_i128(width, value),
        })
    }

    /// `dense<...> : ty` of integer or float elements given as their bits
    /// (two entries per complex element), a splat when every element is
    /// the same (MLIR keeps such attributes as splats).
    pub fn dense_bits_attr(&self, ty: Type, bits: Vec<u128>) -> Attribute {
        let per = match self.element_type(ty).map(|e| self.type_kind(e)) {
            Some(crate::storage::types::TypeKind::Complex(_)) => 2,
            _ => 1,
        };
        let splat = bits.len() >= per && bits.chunks(per).all(|c| c == &bits[..per]);
        let elements = if splat { bits[..per].to_vec() } else { bits };
        self.intern_attr(AttrKind::DenseElements {
            ty,
            splat,
            elements: DenseElements::Bits(elements),
        })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// An array attribute.
    pub fn array_attr(&self, elements: Vec<Attribute>) -> Attribute {
        self.intern_attr(AttrKind::Array(elements))
    }

    /// Like [`Context::array_attr`], taking the elements from `elements`;
    /// when an equal array already exists, `elements` gets its vector
    /// back for the caller to clear and reuse.
    pub fn array_attr_reusing(&self, elements: &mut Vec<Attribute>) -> Attribute {
        let kind = AttrKind::Array(std::mem::take(elements));
        let (index, unused) = self
            .attrs
            .intern_returning(kind, |k| self.attr_alias_flag(k));
        if let Some(AttrKind::Array(v)) = unused {
            *elements = v;
        }
        Attribute(index)
    }

    /// A dictionary attribute from entries in any order; later duplicates
    /// replace earlier ones.
    pub fn dictionary_attr(&self, mut entries: Vec<NamedAttribute>) -> Attribute {
        self.dictionary_attr_reusing(&mut entries)
    }

    /// Like [`Context::dictionary_attr`], taking the entries from
    /// `entries`; when an equal dictionary already exists, `entries` gets
    /// its vector back (holding the sorted entries) for the caller to
    /// clear and reuse.
    pub fn dictionary_attr_reusing(&self, entries: &mut Vec<NamedAttribute>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary();
        }
        self.sort_named_attributes(entries);
        entries.dedup_by(|later, earlier| {
            if later.0 == earlier.0 {
                earlier.1 = later.1;
                true
            } else {
                false
            }
        });
        let kind = AttrKind::Dictionary(std::mem::take(entries));
        let (index, unused) = self
            .attrs
            .intern_returning(kind, |k| self.attr_alias_flag(k));
        if let Some(AttrKind::Dictionary(v)) = unused {
            *entries = v;
        }
        Attribute(index)
    }

    /// Sorts entries by name (stable), as MLIR keeps attribute dictionaries.
    pub fn sort_named_attributes(&self, entries: &mut [NamedAttribute]) {
        if entries
            .windows(2)
            .all(|w| self.ident_str(w[0].0) < self.ident_str(w[1].0))
        {
            return;
        }
        entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
    }

    /// The entries of a dictionary attribute (empty for other attributes).
    pub fn dictionary_entries(&self, attr: Attribute) -> &[NamedAttribute] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn dictionary_get(&self, attr: Attribute, name: &str) -> Option<Attribute> {
        let entries = self.dictionary_entries(attr);
        // Most dictionaries are small: a scan that compares lengths first
        // touches the bytes of few names; large ones are searched by halves.
        if entries.len() <= 16 {
            return entries.iter().find_map(|&(k, v)| {
                let key = self.ident_str(k);
                (key.len() == name.len() && key == name).then_some(v)
            });
        }
        entries
            .binary_search_by(|(k, _)| self.ident_str(*k).cmp(name))
            .ok()
            .map(|i| entries[i].1)
    }

    /// Looks up the entry named `name` in a dictionary attribute.
    #[inline]
    pub fn dictionary_get_ident(&self, attr: Attribute, name: Ident) -> Option<Attribute> {
        self.dictionary_entries(attr)
            .iter()
            .find_map(|&(k, v)| (k == name).then_some(v))
    }

    /// Looks up `name` (a name that lives as long as the program, such as
    /// one from an op's spec) in a dictionary attribute, comparing
    /// identifiers rather than text.
    #[inline]
    pub fn dictionary_get_static(&self, attr: Attribute, name: &'static str) -> Option<Attribute> {
        let entries = self.dictionary_entries(attr);
        if entries.is_empty() {
            return None;
        }
        let name = self.static_ident(name);
        entries.iter().find_map(|&(k, v)| (k == name).then_some(v))
    }

    /// A location `loc("file":line:col)`.
    pub fn file_line_col_loc(&self, file: &str, line: u32, col: u32) -> Attribute {
        self.intern_attr(AttrKind::Location(LocationKind::FileLineCol {
            file: self.ident(file),
            line,
            col,
        }))
    }

    /// Whether `attr` is a location.
    pub fn is_location(&self, attr: Attribute) -> bool {
        matches!(self.attr_kind(attr), AttrKind::Location(_))
    }
}
