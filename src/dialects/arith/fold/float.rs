//! Folders of the floating-point arithmetic: negation, the four
//! operations and the remainder (rounded to nearest even, as `APFloat`),
//! minimum and maximum with their NaN rules.

use super::support::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    ApFloat, Attribute, Context, FoldOperands, Ir, OpFoldResult, OpFolder,
    const_fold::{const_fold_binary, const_fold_unary},
    matchers::{
        is_neg_inf_float, is_neg_zero_float, is_one_float, is_pos_inf_float, is_pos_zero_float,
    },
};

/// Folds the two constants with `compute`.
fn fold_floats(
    ctx: &Context,
    operands: &FoldOperands,
    compute: impl Fn(ApFloat, ApFloat) -> ApFloat,
) -> Option<OpFoldResult> {
    const_fold_binary(
        ctx,
        operands.operand(0),
        operands.operand(1),
        None,
        |a: &ApFloat, b: &ApFloat| Some(compute(*a, *b)),
    )
    .map(OpFoldResult::Attribute)
}

impl OpFolder for NegFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: NegFOpFoldAdaptor) -> Option<OpFoldResult> {
        // negf(negf(x)) -> x
        if let Some(inner) = defining::<NegFOp>(ctx, ir, self.operand(ctx, ir)) {
            return Some(inner.operand(ctx, ir).into());
        }
        const_fold_unary(ctx, a.operand(), |x: &ApFloat| Some(-*x)).map(OpFoldResult::Attribute)
    }
}

impl OpFolder for AddFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: AddFOpFoldAdaptor) -> Option<OpFoldResult> {
        // addf(x, -0) -> x
        if is_neg_zero_float(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_floats(ctx, &a, |x, y| x + y)
    }
}

impl OpFolder for SubFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: SubFOpFoldAdaptor) -> Option<OpFoldResult> {
        // subf(x, +0) -> x
        if is_pos_zero_float(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_floats(ctx, &a, |x, y| x - y)
    }
}

impl OpFolder for MulFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: MulFOpFoldAdaptor) -> Option<OpFoldResult> {
        // mulf(x, 1) -> x
        if is_one_float(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_floats(ctx, &a, |x, y| x * y)
    }
}

impl OpFolder for DivFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: DivFOpFoldAdaptor) -> Option<OpFoldResult> {
        // divf(x, 1) -> x
        if is_one_float(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_floats(ctx, &a, |x, y| x / y)
    }
}

impl OpFolder for RemFOp {
    fn fold(self, ctx: &Context, _ir: &mut Ir, a: RemFOpFoldAdaptor) -> Option<OpFoldResult> {
        // The remainder has the sign of the dividend (`fmod`).
        fold_floats(ctx, &a, |x, y| x % y)
    }
}

/// Folds a float minimum or maximum: `op(x, x) -> x`, `op(x, identity) ->
/// x`, constants with `compute`.
macro_rules! min_max_folders {
    ($($op:ident, $adaptor:ident: $identity:expr, $compute:expr;)*) => {$(
        impl OpFolder for $op {
            fn fold(self, ctx: &Context, ir: &mut Ir, a: $adaptor) -> Option<OpFoldResult> {
                let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
                if lhs == rhs {
                    return Some(rhs.into());
                }
                let identity: fn(&Context, Option<Attribute>) -> bool = $identity;
                if identity(ctx, a.rhs()) {
                    return Some(lhs.into());
                }
                fold_floats(ctx, &a, $compute)
            }
        }
    )*};
}

min_max_folders! {
    MaximumFOp, MaximumFOpFoldAdaptor: is_neg_inf_float, ApFloat::maximum;
    MinimumFOp, MinimumFOpFoldAdaptor: is_pos_inf_float, ApFloat::minimum;
    // MLIR 19 folds `maxnumf` and `minnumf` as `maximumf` and `minimumf`
    // (a NaN operand gives NaN).
    MaxNumFOp, MaxNumFOpFoldAdaptor: is_neg_inf_float, ApFloat::maximum;
    MinNumFOp, MinNumFOpFoldAdaptor: is_pos_inf_float, ApFloat::minimum;
}
