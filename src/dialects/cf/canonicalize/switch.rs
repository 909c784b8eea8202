//! The canonicalization patterns of `cf.switch` (MLIR's, in its order).

use super::branches::{
    SwitchCase, collapse_branch, replace_with_branch, replace_with_switch, single_predecessor,
};
use crate::dialects::cf::SwitchOp;
use crate::op_support::{
    Context, Ir, MatchResult, OpRewritePattern, PatternRewriter, matchers,
    switch_cases::case_values,
};

/// The default destination and the cases of `op`, each with its value
/// (as bits), destination and operands.
fn cases(ctx: &Context, ir: &Ir, op: SwitchOp) -> (SwitchCase, Vec<SwitchCase>) {
    let default = SwitchCase {
        value: None,
        dest: op.default_destination(ctx, ir),
        operands: op.default_operands(ctx, ir),
    };
    let values = op
        .case_values(ctx, ir)
        .and_then(|values| case_values(ctx, values))
        .map(|(values, _)| values)
        .unwrap_or_default();
    let cases = op
        .case_destinations(ctx, ir)
        .into_iter()
        .zip(op.case_operands(ctx, ir))
        .zip(values)
        .map(|((dest, operands), value)| SwitchCase {
            value: Some(value),
            dest,
            operands,
        })
        .collect();
    (default, cases)
}

/// The destination a switch takes for the flag value `value` (bits).
fn destination_for(default: SwitchCase, cases: Vec<SwitchCase>, value: u128) -> SwitchCase {
    cases
        .into_iter()
        .find(|c| c.value == Some(value))
        .unwrap_or(default)
}

/// A switch with only a default: `cf.br`.
pub(super) struct SimplifySwitchWithOnlyDefault;

impl OpRewritePattern for SimplifySwitchWithOnlyDefault {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        if !op.case_destinations(ctx, ir).is_empty() {
            return None;
        }
        let (dest, operands) = (
            op.default_destination(ctx, ir),
            op.default_operands(ctx, ir),
        );
        replace_with_branch(rewriter, op.0, dest, &operands);
        Some(())
    }
}

/// Cases going where the default goes, with its operands, go.
pub(super) struct DropSwitchCasesThatMatchDefault;

impl OpRewritePattern for DropSwitchCasesThatMatchDefault {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (default, cases) = cases(ctx, ir, op);
        let count = cases.len();
        let kept: Vec<SwitchCase> = cases
            .into_iter()
            .filter(|c| !(c.dest == default.dest && c.operands == default.operands))
            .collect();
        if kept.len() == count {
            return None;
        }
        let flag = op.flag(ctx, ir);
        replace_with_switch(rewriter, op.0, flag, &default, &kept);
        Some(())
    }
}

/// A switch on a constant: `cf.br` to the case it takes.
pub(super) struct SimplifyConstSwitchValue;

impl OpRewritePattern for SimplifyConstSwitchValue {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let value = matchers::constant_int(ctx, ir, op.flag(ctx, ir))?.low_u128();
        let (default, cases) = cases(ctx, ir, op);
        let taken = destination_for(default, cases, value);
        replace_with_branch(rewriter, op.0, taken.dest, &taken.operands);
        Some(())
    }
}

/// Destinations that only branch on are skipped.
pub(super) struct SimplifyPassThroughSwitch;

impl OpRewritePattern for SimplifyPassThroughSwitch {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (mut default, mut cases) = cases(ctx, ir, op);
        let mut changed = false;
        for case in cases.iter_mut().chain(std::iter::once(&mut default)) {
            if let Some((dest, operands)) = collapse_branch(ctx, ir, case.dest, &case.operands) {
                case.dest = dest;
                case.operands = operands;
                changed = true;
            }
        }
        if !changed {
            return None;
        }
        let flag = op.flag(ctx, ir);
        replace_with_switch(rewriter, op.0, flag, &default, &cases);
        Some(())
    }
}

/// The switch ending the only predecessor of `op`'s block, if it switches
/// on the same flag.
fn switch_on_same_flag(ctx: &Context, ir: &Ir, op: SwitchOp) -> Option<SwitchOp> {
    let block = ir.op_parent_block(op.0)?;
    let predecessor = single_predecessor(ir, block)?;
    let previous = SwitchOp::from_op(ctx, ir, ir.last_op(predecessor)?)?;
    (previous.flag(ctx, ir) == op.flag(ctx, ir)).then_some(previous)
}

/// A switch reached through a case of a switch on the same flag: `cf.br`
/// where that case's value goes.
pub(super) struct SimplifySwitchFromSwitchOnSameCondition;

impl OpRewritePattern for SimplifySwitchFromSwitchOnSameCondition {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let previous = switch_on_same_flag(ctx, ir, op)?;
        let block = ir.op_parent_block(op.0)?;
        if previous.default_destination(ctx, ir) == block {
            return None;
        }
        let (_, previous_cases) = cases(ctx, ir, previous);
        let (default, cases) = cases(ctx, ir, op);
        let taken = match previous_cases.iter().find(|c| c.dest == block) {
            Some(case) => destination_for(default, cases, case.value.unwrap_or(0)),
            None => default,
        };
        replace_with_branch(rewriter, op.0, taken.dest, &taken.operands);
        Some(())
    }
}

/// A switch reached through the default of a switch on the same flag:
/// the cases that switch takes elsewhere go.
pub(super) struct SimplifySwitchFromDefaultSwitchOnSameCondition;

impl OpRewritePattern for SimplifySwitchFromDefaultSwitchOnSameCondition {
    type Op = SwitchOp;

    fn match_and_rewrite(&self, op: SwitchOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let previous = switch_on_same_flag(ctx, ir, op)?;
        let block = ir.op_parent_block(op.0)?;
        if previous.default_destination(ctx, ir) != block {
            return None;
        }
        let (_, previous_cases) = cases(ctx, ir, previous);
        let impossible: Vec<u128> = previous_cases
            .iter()
            .filter(|c| c.dest != block)
            .filter_map(|c| c.value)
            .collect();
        let (default, cases) = cases(ctx, ir, op);
        let count = cases.len();
        let kept: Vec<SwitchCase> = cases
            .into_iter()
            .filter(|c| !c.value.is_some_and(|v| impossible.contains(&v)))
            .collect();
        if kept.len() == count {
            return None;
        }
        let flag = op.flag(ctx, ir);
        replace_with_switch(rewriter, op.0, flag, &default, &kept);
        Some(())
    }
}
