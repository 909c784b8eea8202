//! What the C++-side arith patterns share: matching integer constants
//! (MLIR's `ConstantLikeMatcher APIntAttr`) and making them.

use crate::dialects::arith::ConstantOp;
use crate::op_support::{
    ApInt, Attribute, Context, Ir, PatternRewriter, Type, Value, const_fold::FoldElement,
    constant_value, matchers,
};

/// The value of the integer constant, or splat, defining `value` (MLIR's
/// `getIntOrSplatIntValue`).
pub(super) fn int_or_splat(ctx: &Context, ir: &Ir, value: Value) -> Option<ApInt> {
    matchers::constant_int(ctx, ir, value)
}

/// The attribute of the constant defining `value`.
pub(super) fn constant_attr(ctx: &Context, ir: &Ir, value: Value) -> Option<Attribute> {
    constant_value(ctx, ir, value)
}

/// Builds `arith.constant` of `value` (an integer of type `ty`) at the
/// rewriter's insertion point; its result.
pub(super) fn int_constant_op(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    value: &ApInt,
) -> Value {
    let ctx = rewriter.context();
    let attr = value.scalar_attr(ctx, ty);
    let op = ConstantOp::builder(ctx)
        .value(attr)
        .build(&mut rewriter.builder());
    op.result(ctx, rewriter.ir())
}
