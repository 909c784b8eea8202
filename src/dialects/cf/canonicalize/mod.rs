//! The canonicalizations of the cf ops, as MLIR 19 has them: `cf.assert`
//! of a true constant goes; `cf.br` merges its destination into its block
//! when it is the only way there, or jumps past a block that only
//! branches on; `cf.cond_br` on a constant becomes `cf.br`, skips
//! pass-through blocks, merges identical destinations (selecting
//! differing operands), follows a dominating branch on the same
//! condition, and replaces the condition by a constant in a destination
//! only it reaches; `cf.switch` on a constant or with only a default
//! becomes `cf.br`, drops cases that go where the default goes, skips
//! pass-through blocks and follows a dominating switch on the same flag.

mod branches;
mod cond_branch;
mod switch;

use super::{AssertOp, BranchOp, CondBranchOp, SwitchOp};
use crate::op_support::{
    Context, MatchResult, OpCanonicalize, OpCanonicalizer, PatternRewriter, RewritePatternSet,
    matchers,
};
use branches::{collapse_branch, replace_with_branch, single_predecessor};

impl OpCanonicalize for AssertOp {
    /// An assertion of a constant true goes.
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if !matchers::constant_int(ctx, ir, self.arg(ctx, ir))?.is_one() {
            return None;
        }
        rewriter.erase_op(self.0);
        Some(())
    }
}

impl OpCanonicalize for BranchOp {
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        simplify_branch_to_single_predecessor(self, rewriter)
            .or_else(|| simplify_pass_through_branch(self, rewriter))
    }
}

/// `cf.br` to a block only it reaches: the block's ops join the branch's
/// block (MLIR's `simplifyBrToBlockWithSinglePred`).
fn simplify_branch_to_single_predecessor(
    op: BranchOp,
    rewriter: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (ctx, ir) = (rewriter.context(), rewriter.ir());
    let dest = op.dest(ctx, ir);
    let block = ir.op_parent_block(op.0)?;
    if dest == block || single_predecessor(ir, dest).is_none() {
        return None;
    }
    let operands = op.dest_operands(ctx, ir);
    rewriter.erase_op(op.0);
    rewriter.merge_blocks(dest, block, &operands);
    Some(())
}

/// `cf.br ^a` where `^a` only branches to `^b`: `cf.br ^b` (MLIR's
/// `simplifyPassThroughBr`).
fn simplify_pass_through_branch(op: BranchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, ir) = (rewriter.context(), rewriter.ir());
    let dest = op.dest(ctx, ir);
    if Some(dest) == ir.op_parent_block(op.0) {
        return None;
    }
    let (dest, operands) = collapse_branch(ctx, ir, dest, &op.dest_operands(ctx, ir))?;
    replace_with_branch(rewriter, op.0, dest, &operands);
    Some(())
}

impl OpCanonicalizer for CondBranchOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns
            .add(cond_branch::SimplifyConstCondBranchPred)
            .add(cond_branch::SimplifyPassThroughCondBranch)
            .add(cond_branch::SimplifyCondBranchIdenticalSuccessors)
            .add(cond_branch::SimplifyCondBranchFromCondBranchOnSameCondition)
            .add(cond_branch::CondBranchTruthPropagation);
    }
}

impl OpCanonicalizer for SwitchOp {
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, _: &Context) {
        patterns
            .add(switch::SimplifySwitchWithOnlyDefault)
            .add(switch::DropSwitchCasesThatMatchDefault)
            .add(switch::SimplifyConstSwitchValue)
            .add(switch::SimplifyPassThroughSwitch)
            .add(switch::SimplifySwitchFromSwitchOnSameCondition)
            .add(switch::SimplifySwitchFromDefaultSwitchOnSameCondition);
    }
}
