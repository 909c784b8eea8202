//! Evaluation of [`Pred`]icates over types and attributes, with MLIR's
//! meaning of each (`isSignlessInteger`, `ShapedType`, `TypedAttr`, ...),
//! and the type helpers the verifier shares (element types, shapes, the
//! type of a typed attribute, compatible shapes).

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::Context;
use crate::storage::types::{DYNAMIC, Signedness, Type, TypeKind};

use super::spec::{Constraint, Pred, SignednessReq, Subject};

impl Pred {
    /// Whether the predicate holds for `subject`. Type predicates are false
    /// for attributes and attribute predicates for types; never panics.
    pub fn holds(&self, ctx: &Context, subject: Subject) -> bool {
        match *self {
            Pred::True => true,
            Pred::And(ps) => ps.iter().all(|p| p.holds(ctx, subject)),
            Pred::Or(ps) => ps.iter().any(|p| p.holds(ctx, subject)),
            Pred::Not(p) => !p.holds(ctx, subject),
            Pred::Rust(f) => f(ctx, subject),
            _ => match subject {
                Subject::Type(ty) => self.holds_for_type(ctx, ty),
                Subject::Attr(attr) => self.holds_for_attr(ctx, attr),
            },
        }
    }

    /// Whether the predicate holds for a type.
    pub fn holds_for(&self, ctx: &Context, ty: Type) -> bool {
        self.holds(ctx, Subject::Type(ty))
    }

    fn holds_for_type(&self, ctx: &Context, ty: Type) -> bool {
        let kind = ctx.type_kind(ty);
        match *self {
            Pred::IntegerType { width, signedness } => match kind {
                TypeKind::Integer {
                    width: w,
                    signedness: s,
                } => {
                    (width == 0 || *w == width)
                        && match signedness {
                            SignednessReq::Any => true,
                            SignednessReq::Signless => *s == Signedness::Signless,
                            SignednessReq::Signed => *s == Signedness::Signed,
                            SignednessReq::Unsigned => *s == Signedness::Unsigned,
                        }
                }
                _ => false,
            },
            Pred::IndexType => matches!(kind, TypeKind::Index),
            Pred::FloatType(sem) => match kind {
                TypeKind::Float(s) => sem.is_none_or(|want| want == *s),
                _ => false,
            },
            Pred::NoneType => matches!(kind, TypeKind::None),
            Pred::FunctionType => matches!(kind, TypeKind::Function { .. }),
            Pred::TupleType => matches!(kind, TypeKind::Tuple(_)),
            Pred::ComplexType(p) => match kind {
                TypeKind::Complex(e) => p.holds_for(ctx, *e),
                _ => false,
            },
            Pred::VectorType { element, any_rank } => match kind {
                TypeKind::Vector {
                    shape, element: e, ..
                } => (any_rank || !shape.is_empty()) && element.holds_for(ctx, *e),
                _ => false,
            },
            Pred::TensorType(p) => match kind {
                TypeKind::RankedTensor { element, .. } | TypeKind::UnrankedTensor { element } => {
                    p.holds_for(ctx, *element)
                }
                _ => false,
            },
            Pred::MemRefType(p) => match kind {
                TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => {
                    p.holds_for(ctx, *element)
                }
                _ => false,
            },
            Pred::ShapedType => is_shaped(ctx, ty),
            Pred::HasRank => ctx.shape(ty).is_some(),
            Pred::HasStaticShape => ctx
                .shape(ty)
                .is_some_and(|s| s.iter().all(|&d| d != DYNAMIC)),
            Pred::RankAtLeast(n) => ctx.shape(ty).is_some_and(|s| s.len() >= n as usize),
            Pred::ElementType(p) => ctx.element_type(ty).is_some_and(|e| p.holds_for(ctx, e)),
            Pred::DialectType { dialect, mnemonic } => match kind {
                TypeKind::Dialect(sym) => {
                    sym.dialect == ctx.static_ident(dialect)
                        && (mnemonic.is_empty() || sym.mnemonic == ctx.static_ident(mnemonic))
                }
                TypeKind::Opaque { dialect: d, data } => {
                    ctx.ident_str(*d) == dialect && opaque_mnemonic_is(data, mnemonic)
                }
                _ => false,
            },
            Pred::DialectTypeParam { index, pred } => match kind {
                TypeKind::Dialect(sym) => {
                    // Generated types store their mnemonic first.
                    let skip = matches!(sym.params.first(),
                        Some(crate::storage::dialect_symbol::Param::Str(m)) if **m == *ctx.ident_str(sym.mnemonic));
                    match sym.params.get(index as usize + skip as usize) {
                        Some(crate::storage::dialect_symbol::Param::Type(t)) => {
                            pred.holds_for(ctx, *t)
                        }
                        _ => false,
                    }
                }
                _ => false,
            },
            _ => false,
        }
    }

    fn holds_for_attr(&self, ctx: &Context, attr: Attribute) -> bool {
        let kind = ctx.attr_kind(attr);
        match *self {
            Pred::IntegerAttr(p) => match kind {
                AttrKind::Integer { ty, .. } => p.holds_for(ctx, *ty),
                _ => false,
            },
            Pred::FloatAttr(p) => match kind {
                AttrKind::Float { ty, .. } => p.holds_for(ctx, *ty),
                _ => false,
            },
            Pred::StringAttr => matches!(kind, AttrKind::String { .. }),
            Pred::UnitAttr => matches!(kind, AttrKind::Unit),
            Pred::BoolAttr => match kind {
                AttrKind::Integer { ty, .. } => *ty == ctx.i1_type(),
                _ => false,
            },
            Pred::TypeAttr(p) => match kind {
                AttrKind::Type(ty) => p.holds_for(ctx, *ty),
                _ => false,
            },
            Pred::ArrayAttr(p) => match kind {
                AttrKind::Array(elems) => elems.iter().all(|e| p.holds(ctx, Subject::Attr(*e))),
                _ => false,
            },
            Pred::DictionaryAttr => matches!(kind, AttrKind::Dictionary(_)),
            Pred::SymbolRefAttr => matches!(kind, AttrKind::SymbolRef { .. }),
            Pred::FlatSymbolRefAttr => {
                matches!(kind, AttrKind::SymbolRef { nested, .. } if nested.is_empty())
            }
            Pred::DenseArrayAttr(p) => match kind {
                AttrKind::DenseArray { element, .. } => p.holds_for(ctx, *element),
                _ => false,
            },
            Pred::ElementsAttr => matches!(kind, AttrKind::DenseElements { .. }),
            Pred::TypedAttr => typed_attr_type(ctx, attr).is_some(),
            Pred::AttrType(p) => typed_attr_type(ctx, attr).is_some_and(|t| p.holds_for(ctx, t)),
            Pred::LocationAttr => matches!(kind, AttrKind::Location(_)),
            Pred::DialectAttr { dialect, mnemonic } => match kind {
                AttrKind::Dialect(sym) => {
                    sym.dialect == ctx.static_ident(dialect)
                        && (mnemonic.is_empty() || sym.mnemonic == ctx.static_ident(mnemonic))
                }
                AttrKind::Opaque {
                    dialect: d, data, ..
                } => ctx.ident_str(*d) == dialect && opaque_mnemonic_is(data, mnemonic),
                _ => false,
            },
            Pred::IntMin(n) => int_value(ctx, attr).is_some_and(|v| v >= n as i128),
            Pred::IntMax(n) => int_value(ctx, attr).is_some_and(|v| v <= n as i128),
            Pred::IntPowerOf2 => match kind {
                AttrKind::Integer { value, .. } => {
                    value.words().iter().map(|w| w.count_ones()).sum::<u32>() == 1
                }
                _ => false,
            },
            Pred::IntOneOf(values) => {
                int_value(ctx, attr).is_some_and(|v| values.iter().any(|&c| c as i128 == v))
            }
            Pred::IntBitsIn(mask) => match kind {
                AttrKind::Integer { value, .. } => value
                    .words()
                    .iter()
                    .enumerate()
                    .all(|(i, &w)| if i == 0 { w & !mask == 0 } else { w == 0 }),
                _ => false,
            },
            Pred::ArrayCount(n) => array_len(ctx, attr) == Some(n),
            Pred::ArrayMinCount(n) => array_len(ctx, attr).is_some_and(|l| l >= n),
            _ => false,
        }
    }
}

impl Constraint {
    /// Whether a type satisfies the constraint.
    pub fn accepts_type(&self, ctx: &Context, ty: Type) -> bool {
        self.pred.holds(ctx, Subject::Type(ty))
    }

    /// Whether an attribute satisfies the constraint.
    pub fn accepts_attr(&self, ctx: &Context, attr: Attribute) -> bool {
        self.pred.holds(ctx, Subject::Attr(attr))
    }
}

/// Whether the text of an opaque type or attribute (`bar<...>`) starts with
/// the mnemonic (or the mnemonic is empty).
fn opaque_mnemonic_is(data: &str, mnemonic: &str) -> bool {
    mnemonic.is_empty()
        || data.strip_prefix(mnemonic).is_some_and(|rest| {
            !rest
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
        })
}

/// The value of an integer attribute as MLIR's `getInt` sees it:
/// sign-extended for signless, signed and index types, zero-extended for
/// unsigned ones; `None` for other attributes or values beyond 128 bits.
pub fn int_value(ctx: &Context, attr: Attribute) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => match ctx.type_kind(*ty) {
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => {
                if value.words().iter().skip(2).any(|&w| w != 0) {
                    None
                } else {
                    i128::try_from(value.low_u128()).ok()
                }
            }
            _ => value.to_i128(),
        },
        _ => None,
    }
}

fn array_len(ctx: &Context, attr: Attribute) -> Option<usize> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(elems) => Some(elems.len()),
        AttrKind::DenseArray { values, .. } => Some(values.len()),
        _ => None,
    }
}

/// Whether `ty` is a shaped type (vector, tensor or memref, ranked or not).
pub fn is_shaped(ctx: &Context, ty: Type) -> bool {
    ctx.element_type(ty).is_some()
}

/// MLIR's `getElementTypeOrSelf`: the element type of a shaped type, the
/// type itself otherwise.
pub fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// The type of a typed attribute (MLIR's `TypedAttr`: integers, floats,
/// strings, elements and opaque attributes), `None` for other attributes.
pub fn typed_attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::String { ty, .. }
        | AttrKind::DenseElements { ty, .. }
        | AttrKind::Opaque { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// Whether a type is a scalable vector.
fn is_scalable_vector(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// MLIR's `verifyCompatibleShape(ArrayRef, ArrayRef)`: same rank, and
/// equal dimensions where both are static.
pub fn compatible_dims(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// MLIR's `verifyCompatibleShape(Type, Type)`: both shaped or neither, and
/// compatible shapes when both are ranked.
pub fn compatible_shape(ctx: &Context, a: Type, b: Type) -> bool {
    match (is_shaped(ctx, a), is_shaped(ctx, b)) {
        (false, false) => true,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => compatible_dims(x, y),
            _ => true,
        },
        _ => false,
    }
}

/// MLIR's `verifyCompatibleShapes(TypeRange)`: all shaped or none, all
/// scalable vectors or none, and among the ranked ones the same rank and
/// compatible dimensions.
pub fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shaped = types.iter().filter(|&&t| is_shaped(ctx, t)).count();
    if shaped == 0 {
        return true;
    }
    if shaped != types.len() {
        return false;
    }
    let scalable = types
        .iter()
        .filter(|&&t| is_scalable_vector(ctx, t))
        .count();
    if scalable != 0 && scalable != types.len() {
        return false;
    }
    let shapes: Vec<&[i64]> = types.iter().filter_map(|&t| ctx.shape(t)).collect();
    let Some(first) = shapes.first() else {
        return true;
    };
    if shapes.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut static_dim = None;
        shapes.iter().all(|s| {
            let d = s[i];
            if d == DYNAMIC {
                return true;
            }
            match static_dim {
                None => {
                    static_dim = Some(d);
                    true
                }
                Some(x) => x == d,
            }
        })
    })
}

/// Whether `ty` is of the builtin type class a type constraint names
/// (MLIR's `cppType`: `IntegerType` for `AnyInteger` and `I32`,
/// `FloatType`, `IndexType`, `VectorType`, `TensorType`,
/// `RankedTensorType`, `FunctionType`, `ComplexType`, `NoneType`), which a
/// declarative format reads the type as; `None` when the constraint names
/// no such class (`::mlir::Type`).
pub fn builtin_class_holds(pred: &Pred, ctx: &Context, ty: Type) -> Option<bool> {
    let kind = ctx.type_kind(ty);
    match pred {
        Pred::IntegerType { .. } => Some(matches!(kind, TypeKind::Integer { .. })),
        Pred::IndexType => Some(matches!(kind, TypeKind::Index)),
        Pred::FloatType(_) => Some(ctx.float_semantics(ty).is_some()),
        Pred::NoneType => Some(matches!(kind, TypeKind::None)),
        Pred::FunctionType => Some(matches!(kind, TypeKind::Function { .. })),
        Pred::ComplexType(_) => Some(matches!(kind, TypeKind::Complex(_))),
        Pred::VectorType { .. } => Some(matches!(kind, TypeKind::Vector { .. })),
        Pred::TensorType(_) => Some(matches!(
            kind,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )),
        Pred::And(children) => {
            let tensor = children.iter().any(|c| matches!(c, Pred::TensorType(_)));
            if tensor && children.iter().any(|c| matches!(c, Pred::HasRank)) {
                return Some(matches!(kind, TypeKind::RankedTensor { .. }));
            }
            children
                .first()
                .and_then(|c| builtin_class_holds(c, ctx, ty))
        }
        _ => None,
    }
}
