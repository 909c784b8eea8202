//! Selects: nested selects on one condition, a negated condition, and
//! selects between constant zeros and ones that are extensions or
//! negations of the condition.

use super::bitwise::is_i1_constant;
use super::support::{int_constant, int_constant_op, int_or_splat, set_declarative_loc};
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    ApInt, MatchResult, OpId, OpRewritePattern, PatternBenefit, PatternRewriter, TypeKind, Value,
};

/// Builds `select(condition, on_true, on_false)` and replaces `root`.
fn replace_with_select(
    rewriter: &mut PatternRewriter<'_>,
    root: OpId,
    condition: Value,
    on_true: Value,
    on_false: Value,
) -> MatchResult {
    let ctx = rewriter.context();
    let new = SelectOp::builder(ctx)
        .condition(condition)
        .true_value(on_true)
        .false_value(on_false)
        .build(&mut rewriter.builder());
    rewriter.replace_op_with_op(root, new.0);
    Some(())
}

/// `select(p, a, select(p, b, c)) -> select(p, a, c)` (`nested_true`
/// false), `select(p, select(p, a, b), c) -> select(p, a, c)` (true).
pub(super) struct RedundantSelect {
    pub(super) nested_true: bool,
}

impl OpRewritePattern for RedundantSelect {
    type Op = SelectOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let condition = op.condition(ctx, ir);
        let (t, f) = (op.true_value(ctx, ir), op.false_value(ctx, ir));
        let nested = defining::<SelectOp>(ctx, ir, if self.nested_true { t } else { f })?;
        if nested.condition(ctx, ir) != condition {
            return None;
        }
        let (on_true, on_false) = if self.nested_true {
            (nested.true_value(ctx, ir), f)
        } else {
            (t, nested.false_value(ctx, ir))
        };
        set_declarative_loc(rewriter, op.0, &[nested.result(ctx, ir)]);
        replace_with_select(rewriter, op.0, condition, on_true, on_false)
    }
}

/// `select(xori(p, -1), a, b) -> select(p, b, a)`.
pub(super) struct SelectNotCond;

impl OpRewritePattern for SelectNotCond {
    type Op = SelectOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let not = defining::<XOrIOp>(ctx, ir, op.condition(ctx, ir))?;
        if !int_constant(ctx, ir, not.rhs(ctx, ir))?.is_all_ones() {
            return None;
        }
        let (t, f) = (op.true_value(ctx, ir), op.false_value(ctx, ir));
        let condition = not.lhs(ctx, ir);
        // Recorded: the root, the constant, the negation.
        set_declarative_loc(rewriter, op.0, &[not.rhs(ctx, ir)]);
        replace_with_select(rewriter, op.0, condition, f, t)
    }
}

/// `select(p, false, true) -> xori(p, true)`.
pub(super) struct SelectI1ToNot;

impl OpRewritePattern for SelectI1ToNot {
    type Op = SelectOp;

    fn match_and_rewrite(&self, op: SelectOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if !is_i1_constant(ctx, ir, op.true_value(ctx, ir), false)
            || !is_i1_constant(ctx, ir, op.false_value(ctx, ir), true)
        {
            return None;
        }
        let condition = op.condition(ctx, ir);
        let one = int_constant_op(rewriter, ctx.i1_type(), &ApInt::one(1));
        let new = XOrIOp::builder(ctx)
            .lhs(condition)
            .rhs(one)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}

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
