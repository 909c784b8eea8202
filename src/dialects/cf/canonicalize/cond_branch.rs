//! The canonicalization patterns of `cf.cond_br` (MLIR's, in its order).

use super::branches::{
    collapse_branch, replace_with_branch, replace_with_cond_branch, single_predecessor,
    unique_predecessor,
};
use crate::dialects::arith::{ConstantOp, SelectOp};
use crate::dialects::cf::CondBranchOp;
use crate::op_support::{
    BlockId, Context, Ir, MatchResult, OpId, OpRewritePattern, OperandId, PatternRewriter, Value,
    matchers,
};

/// The destination `op` takes when its condition is `condition`, and the
/// operands it forwards there.
fn destination(ctx: &Context, ir: &Ir, op: CondBranchOp, condition: bool) -> (BlockId, Vec<Value>) {
    if condition {
        (op.true_dest(ctx, ir), op.true_dest_operands(ctx, ir))
    } else {
        (op.false_dest(ctx, ir), op.false_dest_operands(ctx, ir))
    }
}

/// `cf.cond_br` on a constant: `cf.br` to the destination it takes.
pub(super) struct SimplifyConstCondBranchPred;

impl OpRewritePattern for SimplifyConstCondBranchPred {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let condition = matchers::constant_int(ctx, ir, op.condition(ctx, ir))?;
        let (dest, operands) = destination(ctx, ir, op, !condition.is_zero());
        replace_with_branch(rewriter, op.0, dest, &operands);
        Some(())
    }
}

/// `cf.cond_br` to blocks that only branch on: to where they go.
pub(super) struct SimplifyPassThroughCondBranch;

impl OpRewritePattern for SimplifyPassThroughCondBranch {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let t = destination(ctx, ir, op, true);
        let f = destination(ctx, ir, op, false);
        let collapsed_true = collapse_branch(ctx, ir, t.0, &t.1);
        let collapsed_false = collapse_branch(ctx, ir, f.0, &f.1);
        if collapsed_true.is_none() && collapsed_false.is_none() {
            return None;
        }
        let t = collapsed_true.unwrap_or(t);
        let f = collapsed_false.unwrap_or(f);
        let condition = op.condition(ctx, ir);
        replace_with_cond_branch(rewriter, op.0, condition, (t.0, &t.1), (f.0, &f.1));
        Some(())
    }
}

/// `cf.cond_br` to one block with the same operands: `cf.br`; with other
/// operands, when the branch's block is the only way there: `cf.br` with
/// an `arith.select` per differing operand.
pub(super) struct SimplifyCondBranchIdenticalSuccessors;

impl OpRewritePattern for SimplifyCondBranchIdenticalSuccessors {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (dest, t) = destination(ctx, ir, op, true);
        let (false_dest, f) = destination(ctx, ir, op, false);
        if dest != false_dest {
            return None;
        }
        if t == f {
            replace_with_branch(rewriter, op.0, dest, &t);
            return Some(());
        }
        if unique_predecessor(ir, dest) != ir.op_parent_block(op.0) {
            return None;
        }
        let condition = op.condition(ctx, ir);
        let mut merged = Vec::with_capacity(t.len());
        for (a, b) in t.into_iter().zip(f) {
            if a == b {
                merged.push(a);
                continue;
            }
            let loc = rewriter.ir().op_loc(op.0);
            let select = SelectOp::builder(ctx)
                .condition(condition)
                .true_value(a)
                .false_value(b)
                .loc(loc)
                .build(&mut rewriter.builder());
            merged.push(select.result(ctx, rewriter.ir()));
        }
        replace_with_branch(rewriter, op.0, dest, &merged);
        Some(())
    }
}

/// `cf.cond_br` in a block only reached from a `cf.cond_br` on the same
/// condition: `cf.br` to the destination that condition takes.
pub(super) struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl OpRewritePattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let block = ir.op_parent_block(op.0)?;
        let predecessor = single_predecessor(ir, block)?;
        let previous = CondBranchOp::from_op(ctx, ir, ir.last_op(predecessor)?)?;
        if previous.condition(ctx, ir) != op.condition(ctx, ir) {
            return None;
        }
        let taken = block == previous.true_dest(ctx, ir);
        let (dest, operands) = destination(ctx, ir, op, taken);
        replace_with_branch(rewriter, op.0, dest, &operands);
        Some(())
    }
}

/// In a destination only the `cf.cond_br` reaches, the condition is known:
/// its uses there take a constant (MLIR's `CondBranchTruthPropagation`).
pub(super) struct CondBranchTruthPropagation;

impl CondBranchTruthPropagation {
    /// Makes the uses of `condition` by ops of `dest` use the constant
    /// `value` (made once); whether there were any.
    fn propagate(
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        condition: Value,
        dest: BlockId,
        value: bool,
    ) -> bool {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if single_predecessor(ir, dest).is_none() {
            return false;
        }
        let users: Vec<(OperandId, OpId)> = ir
            .uses(condition)
            .map(|u| (u, ir.operand_owner(u)))
            .filter(|&(_, owner)| ir.op_parent_block(owner) == Some(dest))
            .collect();
        let mut constant: Option<Value> = None;
        for (slot, owner) in users.into_iter().rev() {
            let c = match constant {
                Some(c) => c,
                None => {
                    let loc = rewriter.ir().op_loc(op);
                    let attr = ctx.integer_attr(ctx.i1_type(), i128::from(value));
                    let made = ConstantOp::builder(ctx)
                        .value(attr)
                        .loc(loc)
                        .build(&mut rewriter.builder());
                    let c = made.result(ctx, rewriter.ir());
                    constant = Some(c);
                    c
                }
            };
            rewriter.modify_op_in_place(owner, |ir| ir.set_operand_value(slot, c));
        }
        constant.is_some()
    }
}

impl OpRewritePattern for CondBranchTruthPropagation {
    type Op = CondBranchOp;

    fn match_and_rewrite(
        &self,
        op: CondBranchOp,
        rewriter: &mut PatternRewriter<'_>,
    ) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let condition = op.condition(ctx, ir);
        let (t, f) = (op.true_dest(ctx, ir), op.false_dest(ctx, ir));
        let on_true = Self::propagate(rewriter, op.0, condition, t, true);
        let on_false = Self::propagate(rewriter, op.0, condition, f, false);
        (on_true || on_false).then_some(())
    }
}
