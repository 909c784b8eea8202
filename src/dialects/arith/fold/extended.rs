//! Folders of the integer ops with two results: `addui_extended` (sum and
//! overflow bit), `mulsi_extended` and `mului_extended` (low and high
//! halves of the product).

use std::cmp::Ordering;

use super::support::i1_same_shape;
use crate::dialects::arith::*;
use crate::op_support::{
    ApInt, Attribute, Context, FoldOperands, Ir, OpFoldResult, OpMultiFolder, const_fold,
    const_fold::{const_fold_binary, zero_attr},
    matchers::{constant_int, is_one_int, is_zero_int},
};

fn product(
    ctx: &Context,
    operands: &FoldOperands,
    compute: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<Attribute> {
    const_fold_binary(ctx, operands.operand(0), operands.operand(1), None, compute)
}

impl OpMultiFolder for AddUIExtendedOp {
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        a: AddUIExtendedOpFoldAdaptor,
    ) -> Option<Vec<OpFoldResult>> {
        let overflow_type = ir.value_type(self.overflow(ctx, ir));
        // addui_extended(x, 0) -> x, false
        if constant_int(ctx, ir, self.rhs(ctx, ir)).is_some_and(|v| v.is_zero()) {
            let no_overflow = zero_attr(ctx, overflow_type)?;
            return Some(vec![self.lhs(ctx, ir).into(), no_overflow.into()]);
        }
        // Constants: the sum, and whether it is less than an operand.
        let sum = product(ctx, &a, |x, y| Some(x.wrapping_add(y)))?;
        let sum_type = const_fold::attr_type(ctx, sum)?;
        let overflow = const_fold_binary(
            ctx,
            Some(sum),
            a.lhs(),
            Some(i1_same_shape(ctx, sum_type)),
            |s: &ApInt, x: &ApInt| {
                Some(ApInt::from_u128(1, u128::from(s.ucmp(x) == Ordering::Less)))
            },
        )?;
        Some(vec![sum.into(), overflow.into()])
    }
}

impl OpMultiFolder for MulSIExtendedOp {
    fn fold(
        self,
        ctx: &Context,
        _ir: &mut Ir,
        a: MulSIExtendedOpFoldAdaptor,
    ) -> Option<Vec<OpFoldResult>> {
        // mulsi_extended(x, 0) -> 0, 0
        if is_zero_int(ctx, a.rhs()) {
            let zero = a.rhs()?;
            return Some(vec![zero.into(), zero.into()]);
        }
        let low = product(ctx, &a, |x, y| Some(x.wrapping_mul(y)))?;
        let high = product(ctx, &a, |x, y| Some(x.mulhs(y)))?;
        Some(vec![low.into(), high.into()])
    }
}

impl OpMultiFolder for MulUIExtendedOp {
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        a: MulUIExtendedOpFoldAdaptor,
    ) -> Option<Vec<OpFoldResult>> {
        // mului_extended(x, 0) -> 0, 0
        if is_zero_int(ctx, a.rhs()) {
            let zero = a.rhs()?;
            return Some(vec![zero.into(), zero.into()]);
        }
        // mului_extended(x, 1) -> x, 0
        if is_one_int(ctx, a.rhs()) {
            let lhs = self.lhs(ctx, ir);
            let zero = zero_attr(ctx, ir.value_type(lhs))?;
            return Some(vec![lhs.into(), zero.into()]);
        }
        let low = product(ctx, &a, |x, y| Some(x.wrapping_mul(y)))?;
        let high = product(ctx, &a, |x, y| Some(x.mulhu(y)))?;
        Some(vec![low.into(), high.into()])
    }
}
