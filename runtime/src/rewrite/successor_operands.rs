//! The operands a branch forwards to its successors (MLIR's
//! `BranchOpInterface::getSuccessorOperands` of ops whose spec has the
//! `BranchOpInterface` relation), and removing one of them (MLIR's
//! `SuccessorOperands::erase`) or adding some (`SuccessorOperands::append`),
//! which keeps the op's segment sizes
//! (`operandSegmentSizes`, a `VariadicOfVariadic` group's sizes) right.

use std::ops::Range;

use crate::ods::segments::{Side, dense_i32_values, segment_sizes_attr};
use crate::ods::{OpSpec, TraitSpec, ValueKind};
use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId, Value};

/// The spec of `op` and the operand group each successor group takes.
fn branch_spec(ctx: &Context, ir: &Ir, op: OpId) -> Option<(&'static OpSpec, &'static [usize])> {
    let spec = ctx.op_definition(ir.op_name(op))?.spec?;
    let groups = spec.relations.iter().find_map(|r| match r {
        TraitSpec::BranchOpInterface(groups) => Some(*groups),
        _ => None,
    })?;
    Some((spec, groups))
}

/// The operands `op` forwards to successor `index` (indices into its
/// operands), if it is a branch whose spec says.
pub fn successor_operands(ctx: &Context, ir: &Ir, op: OpId, index: usize) -> Option<Range<usize>> {
    let (spec, groups) = branch_spec(ctx, ir, op)?;
    crate::ods::segments::successor_operand_ranges(spec, ctx, ir, op, groups)
        .get(index)
        .cloned()
}

/// The operand group, and the part of it when it is `VariadicOfVariadic`,
/// that successor `index` of `op` takes.
fn successor_group(
    spec: &OpSpec,
    ir: &Ir,
    op: OpId,
    groups: &[usize],
    index: usize,
) -> Option<(usize, usize)> {
    let successors = ir.num_successors(op);
    let mut first = 0;
    for (successor_group, &operand_group) in spec.successors.iter().zip(groups) {
        let count = if successor_group.variadic {
            successors.saturating_sub(first)
        } else {
            1
        };
        if index < first + count {
            return Some((operand_group, index - first));
        }
        first += count;
    }
    None
}

/// Removes operand `position` of those `op` forwards to successor
/// `index`; false (changing nothing) when `op` is not such a branch.
pub fn erase_successor_operand(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    index: usize,
    position: usize,
) -> bool {
    let Some(range) = successor_operands(ctx, ir, op, index) else {
        return false;
    };
    if position >= range.len() {
        return false;
    }
    if !resize_successor_group(ctx, ir, op, index, -1) {
        return false;
    }
    let mut operands: Vec<Value> = ir.operands(op).collect();
    operands.remove(range.start + position);
    ir.set_operands(op, &operands);
    true
}

/// Appends `values` to the operands `op` forwards to successor `index`
/// (MLIR's `SuccessorOperands::append`); false (changing nothing) when
/// `op` is not such a branch.
pub fn append_successor_operands(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    index: usize,
    values: &[Value],
) -> bool {
    let Some(range) = successor_operands(ctx, ir, op, index) else {
        return false;
    };
    if values.is_empty() {
        return true;
    }
    if !resize_successor_group(ctx, ir, op, index, values.len() as i32) {
        return false;
    }
    let mut operands: Vec<Value> = ir.operands(op).collect();
    operands.splice(range.end..range.end, values.iter().copied());
    ir.set_operands(op, &operands);
    true
}

/// Adds `delta` to the recorded size of the operands `op` forwards to
/// successor `index` (its `operandSegmentSizes` entry, its part of a
/// `VariadicOfVariadic` group); done before the operands change, as the
/// sizes are read from the operands as they are. False when `op` is not
/// such a branch.
fn resize_successor_group(ctx: &Context, ir: &mut Ir, op: OpId, index: usize, delta: i32) -> bool {
    let Some((spec, groups)) = branch_spec(ctx, ir, op) else {
        return false;
    };
    let Some((group, part)) = successor_group(spec, ir, op, groups, index) else {
        return false;
    };
    if Side::Operands.attr_sized(spec) {
        let group_sizes =
            segment_sizes_attr(ctx, ir, op, Side::Operands).and_then(|a| dense_i32_values(ctx, a));
        if let Some(mut sizes) = group_sizes {
            if let Some(size) = sizes.get_mut(group) {
                *size += delta;
            }
            let (name, alias) = Side::Operands.segment_attr_names();
            replace_sizes(ctx, ir, op, &[name, alias], &sizes);
        }
    }
    if let Some(ValueKind::VariadicOfVariadic { segment_attr }) =
        spec.operands.get(group).map(|g| g.kind)
        && let Some(mut sizes) =
            crate::ods::segments::subgroup_sizes(spec, ctx, ir, op, segment_attr)
    {
        if let Some(size) = sizes.get_mut(part) {
            *size += delta;
        }
        replace_sizes(ctx, ir, op, &[segment_attr], &sizes);
    }
    true
}

/// Sets the first of `names` that `op` has (among its properties, else its
/// discardable attributes) to the dense `i32` array `sizes`.
fn replace_sizes(ctx: &Context, ir: &mut Ir, op: OpId, names: &[&str], sizes: &[i32]) {
    let value: Attribute = ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: sizes.iter().map(|&s| s as u32 as u128).collect(),
    });
    let replace = |entries: &[(crate::storage::context::Ident, Attribute)]| -> Option<Vec<_>> {
        let at = entries
            .iter()
            .position(|(k, _)| names.contains(&ctx.ident_str(*k)))?;
        let mut entries = entries.to_vec();
        entries[at].1 = value;
        Some(entries)
    };
    if let Some(properties) = ir.op_properties(op)
        && let Some(entries) = replace(ctx.dictionary_entries(properties))
    {
        ir.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
        return;
    }
    if let Some(entries) = replace(ctx.dictionary_entries(ir.op_attributes(op))) {
        ir.set_op_attributes(op, ctx.dictionary_attr(entries));
    }
}
