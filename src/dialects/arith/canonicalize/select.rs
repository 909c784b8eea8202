//! Selects between constant zeros and ones that are extensions or
//! negations of the condition (MLIR's `SelectToExtUI`, a C++ pattern).

use super::support::{int_constant_op, int_or_splat};
use crate::dialects::arith::*;
use crate::op_support::{ApInt, MatchResult, OpRewritePattern, PatternRewriter, TypeKind, Value};

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(xori(p,
/// true))` for a scalar integer result wider than `i1`.
pub(super) struct SelectToExtUI;

impl OpRewritePattern for SelectToExtUI {
    type Op = SelectOp;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let result_type = ir.value_type(op.result(ctx, ir));
        if !matches!(ctx.type_kind(result_type), TypeKind::Integer { width, .. } if *width != 1) {
            return None;
        }
        let constant = |v: Value| int_or_splat(ctx, ir, v);
        let (t, f) = (
            constant(op.true_value(ctx, ir)),
            constant(op.false_value(ctx, ir)),
        );
        let is = |c: &Option<ApInt>, one: bool| {
            c.as_ref()
                .is_some_and(|v| if one { v.is_one() } else { v.is_zero() })
        };
        let condition = op.condition(ctx, ir);
        let extended = if is(&t, true) && is(&f, false) {
            condition
        } else if is(&t, false) && is(&f, true) {
            let condition_type = ir.value_type(condition);
            let one = int_constant_op(rewriter, condition_type, &ApInt::one(1));
            let not = XOrIOp::builder(ctx)
                .lhs(condition)
                .rhs(one)
                .build(&mut rewriter.builder());
            not.result(ctx, rewriter.ir())
        } else {
            return None;
        };
        let new = ExtUIOp::builder(ctx)
            .r#in(extended)
            .out_type(result_type)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}
