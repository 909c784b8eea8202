//! What the arith folders share: element types, boolean constants shaped
//! like a type, and the op defining a value.

use crate::op_support::{self, Attribute, Context, Ir, Type, TypeKind, TypedOp, Value};

/// The element type of a shaped type, the type itself otherwise.
pub(crate) fn element_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.element_type(ty).unwrap_or(ty)
}

/// `i1` of the shape of `ty` (MLIR's `getI1SameShape`).
pub(crate) fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    op_support::same_shape_with_element_type(ctx, ty, ctx.i1_type())
}

/// `true` or `false`, or a splat of it shaped like `ty` (MLIR's
/// `getBoolAttribute`); `None` for a shape that is not static.
pub(crate) fn bool_attr_like(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    let i1 = ctx.i1_type();
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            let shape = ctx.shape(ty)?;
            if shape.iter().any(|&d| d < 0) {
                return None;
            }
            let shaped = op_support::same_shape_with_element_type(ctx, ty, i1);
            Some(ctx.dense_bits_attr(shaped, vec![u128::from(value)]))
        }
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(ctx.integer_attr(i1, i128::from(value))),
    }
}

/// The op of kind `T` defining `value` (MLIR's `getDefiningOp<T>()`).
pub(crate) fn defining<T: TypedOp>(ctx: &Context, ir: &Ir, value: Value) -> Option<T> {
    T::from_op(ctx, ir, ir.defining_op(value)?)
}

/// The bit width of an integer type's elements.
pub(crate) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(element_or_self(ctx, ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}
