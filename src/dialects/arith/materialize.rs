//! `arith.constant` as a constant: its value (what it folds to) and the
//! dialect's constant materializer, which builds one for a folded value
//! (MLIR's `ArithDialect::materializeConstant`).

use super::ConstantOp;
use crate::op_support::{
    self, AttrKind, Attribute, Context, Ir, Location, OpBuilder, OpConstantValue, OpId, Signedness,
    Type, TypeKind, const_fold::attr_type,
};

impl OpConstantValue for ConstantOp {
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        op_support::inherent_or_discardable(ctx, ir, self.0, "value")
    }
}

/// Whether `arith.constant` can hold `value` with result type `ty` (MLIR's
/// `ConstantOp::isBuildableWith`): an integer, float or elements
/// attribute of that type, not of a signed or unsigned integer type.
fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    if attr_type(ctx, value) != Some(ty) {
        return false;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty)
        && *signedness != Signedness::Signless
    {
        return false;
    }
    matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    )
}

/// Builds `arith.constant value` when it can hold `value` as a `ty`.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    if !is_buildable_with(ctx, value, ty) {
        return None;
    }
    let op = ConstantOp::builder(ctx)
        .value(value)
        .loc(loc)
        .build(builder);
    Some(op.0)
}
