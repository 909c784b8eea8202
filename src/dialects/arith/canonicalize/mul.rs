//! Multiplications: `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`, and the
//! extended ops whose second result is unused becoming plain ones
//! (`addui_extended -> addi`, `mulsi_extended -> muli`, ...), or
//! `mulsi_extended(x, 1) -> x, extsi(x < 0)`; the high half of a product
//! computed in twice the width (`trunci(shrui(muli(extsi(x), extsi(y)),
//! w))`) becoming the high result of `mulsi_extended`/`mului_extended`.

use super::support::{
    constant_op, element_width, int_constant, int_constant_op, int_or_splat, merge_overflow,
    set_declarative_loc,
};
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    Context, Ir, MatchResult, OpId, OpRewritePattern, PatternBenefit, PatternRewriter, Value,
    const_fold::zero_attr,
};

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`.
pub(super) struct MulIMulIConstant;

impl OpRewritePattern for MulIMulIConstant {
    type Op = MulIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: MulIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let inner = defining::<MulIOp>(ctx, ir, op.lhs(ctx, ir))?;
        let (x, c0) = (
            inner.lhs(ctx, ir),
            int_constant(ctx, ir, inner.rhs(ctx, ir))?,
        );
        let c1 = int_constant(ctx, ir, op.rhs(ctx, ir))?;
        let ty = ir.value_type(op.result(ctx, ir));
        // The constants have the result's type (no splat, no other type).
        let same_type = |v: Value| ir.value_type(v) == ty;
        if !same_type(inner.rhs(ctx, ir)) || !same_type(op.rhs(ctx, ir)) {
            return None;
        }
        let flags = merge_overflow(inner.overflow_flags(ctx, ir), op.overflow_flags(ctx, ir));
        // Recorded: the root, c0, the inner op, c1.
        let c0_value = inner.rhs(ctx, ir);
        set_declarative_loc(rewriter, op.0, &[c0_value]);
        let c = int_constant_op(rewriter, ty, &c0.wrapping_mul(&c1));
        let new = MulIOp::builder(ctx)
            .lhs(x)
            .rhs(c)
            .overflow_flags(flags)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}

/// Whether the second result of `op` is unused.
fn second_result_unused(ir: &Ir, op: OpId) -> bool {
    ir.num_results(op) == 2 && ir.use_empty(ir.result(op, 1))
}

/// `addui_extended(x, y) -> addi(x, y), x` when the overflow bit is unused.
pub(super) struct AddUIExtendedToAddI;

impl OpRewritePattern for AddUIExtendedToAddI {
    type Op = AddUIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: AddUIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if !second_result_unused(ir, op.0) {
            return None;
        }
        let (x, y) = (op.lhs(ctx, ir), op.rhs(ctx, ir));
        let add = AddIOp::builder(ctx)
            .lhs(x)
            .rhs(y)
            .build(&mut rewriter.builder());
        let sum = add.result(ctx, rewriter.ir());
        rewriter.replace_op(op.0, &[sum, x]);
        Some(())
    }
}

/// `mulsi_extended(x, y) -> muli(x, y), x` when the high half is unused.
pub(super) struct MulSIExtendedToMulI;

impl OpRewritePattern for MulSIExtendedToMulI {
    type Op = MulSIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: MulSIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if !second_result_unused(ir, op.0) {
            return None;
        }
        let (x, y) = (op.lhs(ctx, ir), op.rhs(ctx, ir));
        let mul = MulIOp::builder(ctx)
            .lhs(x)
            .rhs(y)
            .build(&mut rewriter.builder());
        let low = mul.result(ctx, rewriter.ir());
        rewriter.replace_op(op.0, &[low, x]);
        Some(())
    }
}

/// `mului_extended(x, y) -> muli(x, y), x` when the high half is unused.
pub(super) struct MulUIExtendedToMulI;

impl OpRewritePattern for MulUIExtendedToMulI {
    type Op = MulUIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: MulUIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if !second_result_unused(ir, op.0) {
            return None;
        }
        let (x, y) = (op.lhs(ctx, ir), op.rhs(ctx, ir));
        let mul = MulIOp::builder(ctx)
            .lhs(x)
            .rhs(y)
            .build(&mut rewriter.builder());
        let low = mul.result(ctx, rewriter.ir());
        rewriter.replace_op(op.0, &[low, x]);
        Some(())
    }
}

/// `mulsi_extended(x, 1) -> x, extsi(cmpi slt, x, 0)`.
pub(super) struct MulSIExtendedRhsOne;

impl OpRewritePattern for MulSIExtendedRhsOne {
    type Op = MulSIExtendedOp;

    fn match_and_rewrite(
        &self,
        op: MulSIExtendedOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let one = int_or_splat(ctx, ir, op.rhs(ctx, ir))?;
        if !one.is_one() {
            return None;
        }
        let x = op.lhs(ctx, ir);
        let x_type = ir.value_type(x);
        let zero = zero_attr(ctx, x_type)?;
        let zero = constant_op(rewriter, zero);
        let negative = CmpIOp::builder(ctx)
            .predicate(CmpIPredicate::slt)
            .lhs(x)
            .rhs(zero)
            .build(&mut rewriter.builder());
        let negative = negative.result(ctx, rewriter.ir());
        let high = ExtSIOp::builder(ctx)
            .r#in(negative)
            .out_type(x_type)
            .build(&mut rewriter.builder());
        let high = high.out(ctx, rewriter.ir());
        rewriter.replace_op(op.0, &[x, high]);
        Some(())
    }
}

/// `trunci(shrui(muli(extsi(x), extsi(y)), c)) -> mulsi_extended(x, y)#1`
/// (`signed`) and the same with `extui` and `mului_extended`: the high
/// half of a product computed in the wider type. `x`, `y` and the result
/// have one type; the product is twice as wide and `c` its width minus
/// theirs.
///
/// MLIR 19 asks only that `c` be the product's width minus theirs, so it
/// also rewrites products more (or less) than twice as wide, whose shifted
/// bits are not the high half: those are left alone here.
pub(super) struct TruncIOfHighHalfOfProduct {
    pub(super) signed: bool,
}

impl TruncIOfHighHalfOfProduct {
    /// The operand of the extension of the kind this pattern matches
    /// defining `value`.
    fn extended(&self, ctx: &Context, ir: &Ir, value: Value) -> Option<Value> {
        if self.signed {
            Some(defining::<ExtSIOp>(ctx, ir, value)?.r#in(ctx, ir))
        } else {
            Some(defining::<ExtUIOp>(ctx, ir, value)?.r#in(ctx, ir))
        }
    }
}

impl OpRewritePattern for TruncIOfHighHalfOfProduct {
    type Op = TruncIOp;

    fn benefit(&self) -> PatternBenefit {
        5
    }

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let shift = defining::<ShRUIOp>(ctx, ir, op.r#in(ctx, ir))?;
        let product = shift.lhs(ctx, ir);
        let mul = defining::<MulIOp>(ctx, ir, product)?;
        let x = self.extended(ctx, ir, mul.lhs(ctx, ir))?;
        let y = self.extended(ctx, ir, mul.rhs(ctx, ir))?;
        let tr = op.out(ctx, ir);
        let ty = ir.value_type(tr);
        if ir.value_type(x) != ty || ir.value_type(y) != ty {
            return None;
        }
        let width = element_width(ctx, ir, x)?;
        if element_width(ctx, ir, product)? != 2 * width {
            return None;
        }
        let amount = int_or_splat(ctx, ir, shift.rhs(ctx, ir))?;
        if amount.to_u64() != Some(u64::from(width)) {
            return None;
        }
        // Recorded: the root, the extensions, the product, the amount
        // (then the shift).
        let matched = [
            mul.lhs(ctx, ir),
            mul.rhs(ctx, ir),
            product,
            shift.rhs(ctx, ir),
        ];
        set_declarative_loc(rewriter, op.0, &matched);
        let high = if self.signed {
            let new = MulSIExtendedOp::builder(ctx)
                .lhs(x)
                .rhs(y)
                .build(&mut rewriter.builder());
            new.high(ctx, rewriter.ir())
        } else {
            let new = MulUIExtendedOp::builder(ctx)
                .lhs(x)
                .rhs(y)
                .build(&mut rewriter.builder());
            new.high(ctx, rewriter.ir())
        };
        rewriter.replace_op(op.0, &[high]);
        Some(())
    }
}
