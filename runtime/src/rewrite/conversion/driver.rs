//! The conversion drivers (MLIR's `applyPartialConversion`,
//! `applyFullConversion` and `applyAnalysisConversion`): every op nested
//! in the ops given (in pre-order, blocks in depth-first order from the
//! entry, skipping the insides of recursively legal ops) is legalized:
//! legal as it is, or folded, or rewritten by the best conversion pattern
//! whose result can itself be legalized. A failed pattern's changes are
//! undone; a failed conversion's too.

use rustc_hash::FxHashSet;

use crate::rewrite::fold::fold_op;
use crate::rewrite::fold_result::OpFoldResult;
use crate::rewrite::materialize::{dialect_of, materialize_constant};
use crate::storage::builder::OpBuilder;
use crate::storage::context::Context;
use crate::storage::diagnostics::Diagnostic;
use crate::storage::ir::{BlockId, Ir, OpId, Value};
use crate::storage::op_traits::OpTraits;

use super::op_text::ConversionConfig;
use super::pattern::{ConversionPattern, ConversionPatternSet};
use super::rewriter::{Change, ConversionPatternRewriter};
use super::target::ConversionTarget;

/// How a conversion treats the ops it cannot legalize.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ConversionMode {
    /// Only explicitly illegal ops must go.
    Partial,
    /// Every op must become legal.
    Full,
    /// Nothing changes: find which ops could be legalized.
    Analysis,
}

/// What a conversion that succeeded found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionOutcome {
    /// Partial conversion: the ops left as they were, not legalized.
    pub unlegalized_ops: Vec<OpId>,
    /// Analysis conversion: the ops that could be legalized.
    pub legalizable_ops: Vec<OpId>,
}

/// Converts the ops in `ops` (and nested in them) to `target` with
/// `patterns`; ops that cannot be legalized stay unless explicitly
/// illegal (then the conversion fails and nothing changes).
pub fn apply_partial_conversion(
    ctx: &Context,
    ir: &mut Ir,
    ops: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionOutcome, Diagnostic> {
    convert(
        ctx,
        ir,
        ops,
        target,
        patterns,
        config,
        ConversionMode::Partial,
    )
}

/// Converts the ops in `ops` so that every one is legal for `target`, or
/// fails and changes nothing.
pub fn apply_full_conversion(
    ctx: &Context,
    ir: &mut Ir,
    ops: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionOutcome, Diagnostic> {
    convert(ctx, ir, ops, target, patterns, config, ConversionMode::Full)
}

/// Finds which ops of `ops` could be legalized, changing nothing.
pub fn apply_analysis_conversion(
    ctx: &Context,
    ir: &mut Ir,
    ops: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionOutcome, Diagnostic> {
    convert(
        ctx,
        ir,
        ops,
        target,
        patterns,
        config,
        ConversionMode::Analysis,
    )
}

fn convert(
    ctx: &Context,
    ir: &mut Ir,
    ops: &[OpId],
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    config: &ConversionConfig,
    mode: ConversionMode,
) -> Result<ConversionOutcome, Diagnostic> {
    let to_convert = conversion_set(ctx, ir, ops, target);
    let mut rewriter = ConversionPatternRewriter::new(ctx, ir, config.op_text);
    let mut legalizer = Legalizer {
        target,
        patterns,
        applied: FxHashSet::default(),
    };
    let mut outcome = ConversionOutcome::default();
    for op in to_convert {
        if legalizer.legalize(op, &mut rewriter) {
            if mode == ConversionMode::Analysis {
                outcome.legalizable_ops.push(op);
            }
            continue;
        }
        let name = ctx.ident_str(rewriter.ir().op_name(op)).to_string();
        let message = match mode {
            ConversionMode::Full => Some(format!("failed to legalize operation '{name}'")),
            ConversionMode::Partial if target.is_illegal(ctx, rewriter.ir(), op) => Some(format!(
                "failed to legalize operation '{name}' that was explicitly marked illegal"
            )),
            ConversionMode::Partial => {
                outcome.unlegalized_ops.push(op);
                None
            }
            ConversionMode::Analysis => None,
        };
        if let Some(message) = message {
            let diagnostic = super::commit::op_error(&rewriter, op, message);
            rewriter.undo_to(0);
            return Err(diagnostic);
        }
    }
    if mode == ConversionMode::Analysis {
        rewriter.undo_to(0);
        return Ok(outcome);
    }
    rewriter.commit()?;
    Ok(outcome)
}

/// The ops to legalize, in the order MLIR visits them: each op before
/// the ops nested in it, the blocks of a region depth first from the
/// entry block (blocks no branch reaches are left out).
fn conversion_set(ctx: &Context, ir: &Ir, ops: &[OpId], target: &ConversionTarget) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = ops.iter().rev().copied().collect();
    while let Some(op) = stack.pop() {
        out.push(op);
        if target
            .is_legal(ctx, ir, op)
            .is_some_and(|l| l.is_recursively_legal)
        {
            continue;
        }
        let mut nested = Vec::new();
        for &region in ir.regions(op) {
            for block in blocks_depth_first(ir, region) {
                nested.extend(ir.ops_of(block));
            }
        }
        stack.extend(nested.into_iter().rev());
    }
    out
}

/// The blocks of `region` in depth-first pre-order from its entry block,
/// following each block's successors in order.
fn blocks_depth_first(ir: &Ir, region: crate::storage::ir::RegionId) -> Vec<BlockId> {
    let Some(entry) = ir.entry_block(region) else {
        return Vec::new();
    };
    let mut order = vec![entry];
    let mut seen = FxHashSet::default();
    seen.insert(entry);
    let mut stack = vec![(entry, 0usize)];
    while let Some((block, next)) = stack.last_mut() {
        let successors: Vec<BlockId> = ir
            .last_op(*block)
            .map(|term| ir.successors(term).collect())
            .unwrap_or_default();
        match successors.get(*next) {
            Some(&succ) => {
                *next += 1;
                if seen.insert(succ) {
                    order.push(succ);
                    stack.push((succ, 0));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    order
}

/// Legalizes one op at a time (MLIR's `OperationLegalizer`).
struct Legalizer<'a> {
    target: &'a ConversionTarget,
    patterns: &'a ConversionPatternSet,
    /// The patterns being applied, so that none applies to what it built.
    applied: FxHashSet<*const ()>,
}

impl<'a> Legalizer<'a> {
    fn legalize(&mut self, op: OpId, rewriter: &mut ConversionPatternRewriter<'a>) -> bool {
        let ctx = rewriter.context();
        if let Some(legal) = self.target.is_legal(ctx, rewriter.ir(), op) {
            if legal.is_recursively_legal {
                rewriter.ignore_nested(op);
            }
            return true;
        }
        if rewriter.is_ignored(op) {
            return true;
        }
        self.legalize_with_fold(op, rewriter) || self.legalize_with_pattern(op, rewriter)
    }

    /// Folds `op`, its constants materialized and legalized.
    fn legalize_with_fold(
        &mut self,
        op: OpId,
        rewriter: &mut ConversionPatternRewriter<'a>,
    ) -> bool {
        let ctx = rewriter.context();
        let is_constant = ctx
            .op_definition(rewriter.ir().op_name(op))
            .is_some_and(|d| d.traits.contains(OpTraits::CONSTANT_LIKE));
        if is_constant {
            return false;
        }
        let checkpoint = rewriter.journal.len();
        let before = snapshot(rewriter.ir(), op);
        let Some(results) = fold_op(ctx, rewriter.ir_mut(), op) else {
            return false;
        };
        if results.is_empty() {
            rewriter.journal.push(before);
            return self.legalize(op, rewriter);
        }
        let name = ctx.ident_str(rewriter.ir().op_name(op)).to_string();
        let loc = rewriter.ir().op_loc(op);
        let mut values = Vec::with_capacity(results.len());
        for (index, result) in results.into_iter().enumerate() {
            match result {
                OpFoldResult::Value(value) => values.push(value),
                OpFoldResult::Attribute(attr) => {
                    let ty = rewriter.ir().value_type(rewriter.ir().result(op, index));
                    rewriter.set_insertion_point(op);
                    let point = rewriter.insertion_point();
                    rewriter.record_created_ops();
                    let mut builder = OpBuilder::new(rewriter.ir_mut());
                    builder.set_insertion_point(point);
                    let Some(constant) =
                        materialize_constant(ctx, &mut builder, dialect_of(&name), attr, ty, loc)
                    else {
                        rewriter.undo_to(checkpoint);
                        return false;
                    };
                    rewriter.record_created_ops();
                    values.push(rewriter.ir().result(constant, 0));
                }
            }
        }
        rewriter.replace_op(op, &values);
        let created = created_since(rewriter, checkpoint);
        for new_op in created {
            if !self.legalize(new_op, rewriter) {
                rewriter.undo_to(checkpoint);
                return false;
            }
        }
        true
    }

    /// Tries the patterns for `op`, best first.
    fn legalize_with_pattern(
        &mut self,
        op: OpId,
        rewriter: &mut ConversionPatternRewriter<'a>,
    ) -> bool {
        let ctx = rewriter.context();
        let name = ctx.ident_str(rewriter.ir().op_name(op));
        let patterns: &'a ConversionPatternSet = self.patterns;
        for pattern in patterns.patterns_for(name) {
            let key = pattern as *const dyn ConversionPattern as *const ();
            if !pattern.has_bounded_rewrite_recursion() && !self.applied.insert(key) {
                continue;
            }
            let applied = self.apply_pattern(op, pattern, rewriter);
            self.applied.remove(&key);
            if applied {
                return true;
            }
        }
        false
    }

    fn apply_pattern(
        &mut self,
        op: OpId,
        pattern: &'a dyn ConversionPattern,
        rewriter: &mut ConversionPatternRewriter<'a>,
    ) -> bool {
        let checkpoint = rewriter.journal.len();
        let previous_converter = rewriter.converter;
        rewriter.converter = pattern.type_converter();
        let loc = rewriter.ir().op_loc(op);
        rewriter.set_insertion_point(op);
        rewriter.set_loc(loc);
        let operands: Vec<Value> = rewriter.ir().operands(op).collect();
        let matched = match rewriter.remap_values(&operands, rewriter.converter, loc) {
            Some(converted) => pattern
                .match_and_rewrite(op, &converted, rewriter)
                .is_some(),
            None => false,
        };
        rewriter.converter = previous_converter;
        rewriter.record_created_ops();
        if matched && self.legalize_pattern_result(op, rewriter, checkpoint) {
            return true;
        }
        rewriter.undo_to(checkpoint);
        false
    }

    /// Legalizes what a pattern changed: blocks it moved into regions
    /// with a type converter get their arguments converted, ops it
    /// changed in place and ops it created must become legal.
    fn legalize_pattern_result(
        &mut self,
        op: OpId,
        rewriter: &mut ConversionPatternRewriter<'a>,
        checkpoint: usize,
    ) -> bool {
        let end = rewriter.journal.len();
        let mut moved = Vec::new();
        let mut modified = Vec::new();
        for change in &rewriter.journal[checkpoint..end] {
            match change {
                Change::BlockMoved { block, .. } => moved.push(*block),
                Change::Modified { op, .. } => modified.push(*op),
                _ => {}
            }
        }
        for block in moved {
            let Some(region) = rewriter.ir().block_parent(block) else {
                continue;
            };
            if rewriter.ir().block_parent_op(block) == Some(op)
                || rewriter.ir().block_arguments(block).is_empty()
            {
                continue;
            }
            if let Some(converter) = rewriter.region_converter(region) {
                let Some(conversion) =
                    converter.convert_block_signature(rewriter.context(), rewriter.ir(), block)
                else {
                    return false;
                };
                rewriter.apply_signature_conversion(block, &conversion, Some(converter));
            }
        }
        for modified_op in modified {
            if !self.legalize(modified_op, rewriter) {
                return false;
            }
        }
        let created = created_between(rewriter, checkpoint, end);
        for new_op in created {
            if !self.legalize(new_op, rewriter) {
                return false;
            }
        }
        true
    }
}

/// The ops created after journal entry `checkpoint`, in order.
fn created_since(rewriter: &ConversionPatternRewriter<'_>, checkpoint: usize) -> Vec<OpId> {
    created_between(rewriter, checkpoint, rewriter.journal.len())
}

fn created_between(
    rewriter: &ConversionPatternRewriter<'_>,
    start: usize,
    end: usize,
) -> Vec<OpId> {
    rewriter.journal[start..end]
        .iter()
        .filter_map(|change| match change {
            Change::Created(op)
                if !rewriter.ir().is_erased(*op) && !rewriter.is_materialization(*op) =>
            {
                Some(*op)
            }
            _ => None,
        })
        .collect()
}

/// The state of `op` a fold in place may change.
fn snapshot<'a>(ir: &Ir, op: OpId) -> Change<'a> {
    Change::Modified {
        op,
        operands: ir.operands(op).collect(),
        attributes: ir.op_attributes(op),
        properties: ir.op_properties(op),
        successors: ir.successors(op).collect(),
        loc: ir.op_loc(op),
    }
}
