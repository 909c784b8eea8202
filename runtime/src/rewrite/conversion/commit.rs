//! Ending a conversion that succeeded (MLIR's `applyRewrites` and the
//! legalization of unresolved materializations): results of replaced ops
//! that ops left in place still use are cast back to their type (source
//! materializations); then the recorded replacements happen and replaced
//! ops and blocks go; last, the casts the conversion built are folded
//! where they cancel out, and those still used are built by the type
//! converter's materializations, or the conversion fails.

use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::storage::diagnostics::{Diagnostic, Severity};
use crate::storage::ir::{BlockId, OpId, Value};
use crate::text::print::type_to_string;
use crate::verify::{diag_location, op_as_streamed};

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
            .filter(|&user| !self.is_replaced(user) && !self.ir.is_erased(user))
            .collect();
        users.last().copied()
    }

    /// Source materializations for the results of replaced ops still used
    /// by ops that stay, where the replacement's type differs.
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
        for (op, converter, erased) in replaced {
            let results: Vec<Value> = self.ir.results(op).collect();
            for (index, result) in results.into_iter().enumerate() {
                let Some(user) = self.live_user(result) else {
                    continue;
                };
                if !self.is_mapped(result) {
                    if !erased {
                        continue;
                    }
                    let name = self.ctx.ident_str(self.ir.op_name(op));
                    let mut d = Diagnostic::error(
                        diag_location(self.ctx, self.ir.op_loc(op)),
                        format!("failed to legalize operation '{name}' marked as erased"),
                    );
                    d.notes.push(Diagnostic::new(
                        Severity::Note,
                        diag_location(self.ctx, self.ir.op_loc(user)),
                        format!(
                            "found live user of result #{index}: {}",
                            op_as_streamed(self.ctx, self.ir, user)
                        ),
                    ));
                    return Err(d);
                }
                let replacement = self.lookup(result, None);
                let ty = self.ir.value_type(result);
                if self.ir.value_type(replacement) == ty {
                    continue;
                }
                let point = self.point_after_definition(replacement);
                let loc = self.ir.op_loc(op);
                let cast = self.build_unresolved_materialization(
                    MaterializationKind::Source,
                    point,
                    loc,
                    &[replacement],
                    ty,
                    converter,
                );
                self.map(replacement, cast);
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
                        replacements
                            .push((result, self.lookup(result, Some(self.ir.value_type(result)))));
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
            let Some(user) = self.ir.uses(result).map(|u| self.ir.operand_owner(u)).last() else {
                continue;
            };
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
                            converter.materialize_target_conversion(ctx, &mut builder, ty, &inputs, loc)
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
                None => return Err(self.unresolved_error(cast, user)),
            }
        }
        Ok(())
    }

    fn unresolved_error(&self, cast: OpId, user: OpId) -> Diagnostic {
        let quoted = |v: Value| format!("'{}'", type_to_string(self.ctx, self.ir.value_type(v)));
        let inputs: Vec<String> = self.ir.operands(cast).map(quoted).collect();
        let mut d = Diagnostic::error(
            diag_location(self.ctx, self.ir.op_loc(cast)),
            format!(
                "failed to legalize unresolved materialization from ({}) to {} that remained live after conversion",
                inputs.join(", "),
                quoted(self.ir.result(cast, 0))
            ),
        );
        d.notes.push(Diagnostic::new(
            Severity::Note,
            diag_location(self.ctx, self.ir.op_loc(user)),
            format!("see existing live user here: {}", op_as_streamed(self.ctx, self.ir, user)),
        ));
        d
    }
}

