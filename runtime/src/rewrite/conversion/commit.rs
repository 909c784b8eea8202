//! Ending a conversion that succeeded (MLIR's `applyRewrites` and the
//! legalization of unresolved materializations): results of replaced ops
//! that ops left in place still use are cast back to their type (source
//! materializations); then the recorded replacements happen and replaced
//! ops and blocks go; last, the casts the conversion built are folded
//! where they cancel out, and those still used are built by the type
//! converter's materializations, or the conversion fails.

use rustc_hash::FxHashMap;

use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::storage::diagnostics::{Diagnostic, Severity};
use crate::storage::ir::{BlockId, OpId, Value};
use crate::text::diag_location::diag_location;
use crate::text::print::type_to_string;

use super::op_text::generic_op_text;

use super::reconcile::reconcile_unrealized_casts;
use super::rewriter::{Change, ConversionPatternRewriter};
use super::type_converter::MaterializationKind;

impl ConversionPatternRewriter<'_> {
    /// Makes the conversion's changes final.
    pub(super) fn commit(mut self) -> Result<(), Diagnostic> {
        self.record_created_ops();
        self.materialize_live_results()?;
        self.apply_replacements();
        self.resolve_materializations()
    }

    /// The first use of `value` by an op that stays (MLIR's
    /// `getUsers().begin()`: the latest use).
    fn live_user(&self, value: Value) -> Option<OpId> {
        let users: Vec<OpId> = self
            .ir
            .uses(value)
            .map(|u| self.ir.operand_owner(u))
            .filter(|&user| !self.is_ignored(user) && !self.ir.is_erased(user))
            .collect();
        users.last().copied()
    }

    /// A live user of `value` or of a value replaced by it, directly or
    /// through other replacements.
    fn live_user_through(
        &self,
        value: Value,
        replaced_by: &FxHashMap<Value, Vec<Value>>,
    ) -> Option<OpId> {
        let mut worklist = vec![value];
        while let Some(value) = worklist.pop() {
            if let Some(user) = self.live_user(value) {
                return Some(user);
            }
            if let Some(sources) = replaced_by.get(&value) {
                worklist.extend(sources);
            }
        }
        None
    }

    /// Source materializations for the results of replaced ops whose
    /// replacement has another type, where ops that stay still use them
    /// (or values they replaced); an error where a result of an erased op
    /// is still used.
    fn materialize_live_results(&mut self) -> Result<(), Diagnostic> {
        let replaced: Vec<_> = self
            .journal
            .iter()
            .filter_map(|change| match change {
                Change::Replaced {
                    op,
                    converter,
                    erased,
                    ..
                } => Some((*op, *converter, *erased)),
                _ => None,
            })
            .collect();
        let replaced_by = self.inverse_mapping();
        for (op, converter, erased) in replaced {
            let results: Vec<Value> = self.ir.results(op).collect();
            for (index, result) in results.into_iter().enumerate() {
                let Some(replacement) = self.direct_replacement(result) else {
                    if !erased {
                        continue;
                    }
                    let Some(user) = self.live_user(result) else {
                        continue;
                    };
                    let name = self.ctx.ident_str(self.ir.op_name(op));
                    let mut d = op_error(
                        self,
                        op,
                        format!("failed to legalize operation '{name}' marked as erased"),
                    );
                    d.notes.push(Diagnostic::new(
                        Severity::Note,
                        diag_location(self.ctx, self.ir.op_loc(user)),
                        format!(
                            "found live user of result #{index}: {}",
                            (self.op_text)(self.ctx, self.ir, user)
                        ),
                    ));
                    return Err(d);
                };
                let ty = self.ir.value_type(result);
                if self.ir.value_type(replacement) == ty {
                    continue;
                }
                let Some(user) = self.live_user_through(result, &replaced_by) else {
                    continue;
                };
                // As MLIR, right before the replaced op (still in place).
                let point = InsertionPoint::Before(op);
                let loc = self.ir.op_loc(op);
                self.record_created_ops();
                let materialized = converter.and_then(|converter| {
                    let mut builder = OpBuilder::new(self.ir);
                    builder.set_insertion_point(point);
                    converter.materialize_source_conversion(
                        self.ctx,
                        &mut builder,
                        ty,
                        &[replacement],
                        loc,
                    )
                });
                self.record_created_ops();
                let Some(cast) = materialized else {
                    let name = self.ctx.ident_str(self.ir.op_name(op));
                    let mut d = op_error(
                        self,
                        op,
                        format!(
                            "failed to materialize conversion for result #{index} of operation '{name}' that remained live after conversion"
                        ),
                    );
                    d.notes.push(Diagnostic::new(
                        Severity::Note,
                        diag_location(self.ctx, self.ir.op_loc(user)),
                        format!(
                            "see existing live user here: {}",
                            (self.op_text)(self.ctx, self.ir, user)
                        ),
                    ));
                    return Err(d);
                };
                // The result now stands for the cast: its users, and those
                // of values it replaced, get the cast.
                self.map(result, cast);
            }
        }
        Ok(())
    }

    /// Replaces the uses of replaced values and erases replaced ops and
    /// blocks, in the order they were replaced.
    fn apply_replacements(&mut self) {
        let mut dead_ops: Vec<OpId> = Vec::new();
        let mut dead_blocks: Vec<BlockId> = Vec::new();
        let mut replacements: Vec<(Value, Value)> = Vec::new();
        for change in &self.journal {
            match change {
                Change::SignatureConverted { old, .. } => {
                    for &arg in self.ir.block_arguments(*old) {
                        replacements.push((arg, self.lookup(arg, Some(self.ir.value_type(arg)))));
                    }
                    dead_blocks.push(*old);
                }
                Change::Replaced { op, .. } => {
                    for result in self.ir.results(*op) {
                        replacements.push((
                            result,
                            self.lookup(result, Some(self.ir.value_type(result))),
                        ));
                    }
                    dead_ops.push(*op);
                }
                Change::BlockErased { block, .. } => dead_blocks.push(*block),
                _ => {}
            }
        }
        for (from, to) in replacements {
            if from != to && self.ir.value_type(from) == self.ir.value_type(to) {
                self.ir.replace_all_uses_with(from, to);
            }
        }
        for op in dead_ops {
            if !self.ir.is_erased(op) {
                self.ir.force_erase_op(op);
            }
        }
        for block in dead_blocks {
            self.ir.erase_block(block);
        }
    }

    /// Folds the casts the conversion built, then has the type converter
    /// build those still used.
    fn resolve_materializations(&mut self) -> Result<(), Diagnostic> {
        let materializations = std::mem::take(&mut self.materializations);
        let casts: Vec<OpId> = materializations
            .iter()
            .map(|m| m.cast)
            .filter(|&cast| !self.ir.is_erased(cast))
            .collect();
        let remaining = reconcile_unrealized_casts(self.ctx, self.ir, &casts);
        for cast in remaining {
            let Some(m) = materializations.iter().find(|m| m.cast == cast) else {
                continue;
            };
            let result = self.ir.result(cast, 0);
            if self.ir.use_empty(result) {
                continue;
            }
            let ty = self.ir.value_type(result);
            let inputs: Vec<Value> = self.ir.operands(cast).collect();
            let loc = self.ir.op_loc(cast);
            let built = m.converter.and_then(|converter| {
                let mut builder = OpBuilder::new(self.ir);
                builder.set_insertion_point(InsertionPoint::Before(cast));
                let ctx = self.ctx;
                match m.kind {
                    MaterializationKind::Argument => converter
                        .materialize_argument_conversion(ctx, &mut builder, ty, &inputs, loc)
                        .or_else(|| {
                            converter.materialize_target_conversion(
                                ctx,
                                &mut builder,
                                ty,
                                &inputs,
                                loc,
                            )
                        }),
                    MaterializationKind::Target => {
                        converter.materialize_target_conversion(ctx, &mut builder, ty, &inputs, loc)
                    }
                    MaterializationKind::Source => {
                        converter.materialize_source_conversion(ctx, &mut builder, ty, &inputs, loc)
                    }
                }
            });
            match built {
                Some(value) => {
                    self.ir.replace_all_uses_with(result, value);
                    self.ir.force_erase_op(cast);
                }
                None => return Err(self.unresolved_error(cast)),
            }
        }
        Ok(())
    }

    fn unresolved_error(&self, cast: OpId) -> Diagnostic {
        let quoted = |v: Value| format!("'{}'", type_to_string(self.ctx, self.ir.value_type(v)));
        let inputs: Vec<String> = self.ir.operands(cast).map(quoted).collect();
        op_error(
            self,
            cast,
            format!(
                "failed to legalize unresolved materialization from ({}) to {} that remained live after conversion",
                inputs.join(", "),
                quoted(self.ir.result(cast, 0))
            ),
        )
    }
}

/// `op->emitError() << message`, with the `see current operation` note
/// `mlir-opt` attaches to diagnostics about an op.
pub(super) fn op_error(
    rewriter: &ConversionPatternRewriter<'_>,
    op: OpId,
    message: String,
) -> Diagnostic {
    let location = diag_location(rewriter.ctx, rewriter.ir.op_loc(op));
    let mut d = Diagnostic::error(location.clone(), message);
    d.notes.push(Diagnostic::new(
        Severity::Note,
        location,
        format!(
            "see current operation: {}",
            generic_op_text(rewriter.ctx, rewriter.ir, op)
        ),
    ));
    d
}
