//! Merging identical blocks (MLIR's `mergeIdenticalBlocks`, part of
//! `aggressive` region simplification): non-entry blocks that branch to the
//! same successors and hold the same ops, in the same order, using their
//! own values in the same places, become one. Where they use different
//! values from outside, the block that stays (the cluster's leader) takes
//! them as new arguments, which every predecessor passes (one argument for
//! places that use the same values in every block).
//!
//! ```mlir
//! ^bb1:                          ^bb1(%v: i32):
//!   "use"(%a) : (i32) -> ()  ->    "use"(%v) : (i32) -> ()
//!   cf.br ^bb3                     cf.br ^bb3
//! ^bb2:                          // ^bb2 is gone: its predecessors branch
//!   "use"(%b) : (i32) -> ()      // to ^bb1(%b), ^bb1's to ^bb1(%a)
//!   cf.br ^bb3
//! ```
//!
//! Blocks holding ops with non-empty regions, and blocks whose arguments
//! or results are used elsewhere, stay as they are.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;

use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir, OpId, RegionId, Value};

use super::rewriter::PatternRewriter;
use super::successor_operands::{append_successor_operands, successor_operands};

/// Merges the identical blocks of `region` and of the regions nested in
/// it, again in a region where blocks merged; whether any did.
pub fn merge_identical_blocks(rewriter: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let mut changed = false;
    // A set kept in insertion order, popped from its end (MLIR's SetVector).
    let mut worklist = vec![region];
    let push = |worklist: &mut Vec<RegionId>, region: RegionId| {
        if !worklist.contains(&region) {
            worklist.push(region);
        }
    };
    while let Some(region) = worklist.pop() {
        if merge_in_region(rewriter, region) {
            push(&mut worklist, region);
            changed = true;
        }
        let ir = rewriter.ir();
        for block in ir.blocks_of(region) {
            for op in ir.ops_of(block) {
                for &nested in ir.regions(op) {
                    push(&mut worklist, nested);
                }
            }
        }
    }
    changed
}

/// The blocks the last op of `block` branches to, in order.
fn block_successors(ir: &Ir, block: BlockId) -> Vec<BlockId> {
    ir.last_op(block)
        .map(|t| ir.successors(t).collect())
        .unwrap_or_default()
}

/// Merges the identical blocks among the non-entry blocks of `region` with
/// the same successors; whether any merged.
fn merge_in_region(rewriter: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let ctx = rewriter.context();
    let blocks: Vec<BlockId> = rewriter.ir().blocks_of(region).collect();
    if blocks.len() <= 1 {
        return false;
    }
    // Groups of blocks with the same successors, in order of appearance.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &block in &blocks[1..] {
        let successors = block_successors(rewriter.ir(), block);
        match groups.iter_mut().find(|(s, _)| *s == successors) {
            Some((_, members)) => members.push(block),
            None => groups.push((successors, vec![block])),
        }
    }
    let mut merged = false;
    for (_, members) in groups {
        if members.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for block in members {
            let ir = rewriter.ir();
            if !is_mergeable(ir, block) {
                continue;
            }
            let data = BlockShape::new(ir, block);
            if !clusters.iter_mut().any(|c| c.add(ir, &data)) {
                clusters.push(Cluster::new(data));
            }
        }
        for cluster in clusters {
            merged |= cluster.merge(ctx, rewriter);
        }
    }
    merged
}

/// Whether `block` may merge: no op of it has a non-empty region and no
/// argument of it is used in another block.
fn is_mergeable(ir: &Ir, block: BlockId) -> bool {
    let has_region = ir
        .ops_of(block)
        .any(|op| ir.regions(op).iter().any(|&r| ir.entry_block(r).is_some()));
    let args_escape = ir
        .block_arguments(block)
        .iter()
        .any(|&arg| is_used_outside(ir, arg, block));
    !has_region && !args_escape
}

/// Whether an op outside `block` uses `value`.
fn is_used_outside(ir: &Ir, value: Value, block: BlockId) -> bool {
    ir.uses(value)
        .any(|u| ir.op_parent_block(ir.operand_owner(u)) != Some(block))
}

/// A block and where each value it defines stands among them (MLIR's
/// `BlockEquivalenceData`): arguments first, then the results of its ops.
struct BlockShape {
    block: BlockId,
    ops: Vec<OpId>,
    /// The position of the first result of each op with results.
    first_result: FxHashMap<OpId, usize>,
}

impl BlockShape {
    fn new(ir: &Ir, block: BlockId) -> Self {
        let ops: Vec<OpId> = ir.ops_of(block).collect();
        let mut first_result = FxHashMap::default();
        let mut next = ir.block_arguments(block).len();
        for &op in &ops {
            let results = ir.num_results(op);
            if results > 0 {
                first_result.insert(op, next);
                next += results;
            }
        }
        BlockShape {
            block,
            ops,
            first_result,
        }
    }

    /// The position of `value`, defined in this block.
    fn position_of(&self, ir: &Ir, value: Value) -> Option<usize> {
        match ir.defining_op(value) {
            Some(op) => {
                let index = ir.results(op).position(|r| r == value)?;
                Some(self.first_result.get(&op)? + index)
            }
            None => ir
                .block_arguments(self.block)
                .iter()
                .position(|&a| a == value),
        }
    }
}

/// Whether `a` and `b` are the same op but for their operands and
/// locations (MLIR's `OperationEquivalence::isEquivalentTo` ignoring
/// values and locations; their regions are empty).
fn same_op(ir: &Ir, a: OpId, b: OpId) -> bool {
    ir.op_name(a) == ir.op_name(b)
        && ir.op_attributes(a) == ir.op_attributes(b)
        && ir.op_properties(a) == ir.op_properties(b)
        && ir.regions(a).len() == ir.regions(b).len()
        && ir.num_successors(a) == ir.num_successors(b)
        && ir.num_operands(a) == ir.num_operands(b)
        && ir.num_results(a) == ir.num_results(b)
        && ir
            .operands(a)
            .zip(ir.operands(b))
            .all(|(x, y)| x == y || ir.value_type(x) == ir.value_type(y))
        && ir
            .results(a)
            .zip(ir.results(b))
            .all(|(x, y)| ir.value_type(x) == ir.value_type(y))
}

/// Whether `operand`, used in a block merging into or with `block`, can be
/// passed to it: not a result of the terminator of one of its
/// predecessors, which would not dominate the merged block.
fn can_be_passed(ir: &Ir, block: BlockId, operand: Value) -> bool {
    let Some(parent) = ir.value_parent_block(operand) else {
        return true;
    };
    if ir.defining_op(operand).is_none() || ir.defining_op(operand) != ir.last_op(parent) {
        return true;
    }
    !ir.predecessors(block).any(|p| p == parent)
}

/// Blocks that merge into their leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockShape,
    blocks: Vec<BlockId>,
    /// The (op index, operand index) pairs where the blocks use different
    /// values from outside: they become arguments of the leader.
    operands_to_merge: BTreeSet<(usize, usize)>,
}

impl Cluster {
    fn new(leader: BlockShape) -> Self {
        Cluster {
            leader,
            blocks: Vec::new(),
            operands_to_merge: BTreeSet::new(),
        }
    }

    /// Adds `data`'s block if it is identical to the leader; whether it
    /// was.
    fn add(&mut self, ir: &Ir, data: &BlockShape) -> bool {
        let (leader, block) = (self.leader.block, data.block);
        let arg_types = |b: BlockId| -> Vec<_> {
            ir.block_arguments(b)
                .iter()
                .map(|&a| ir.value_type(a))
                .collect()
        };
        if arg_types(leader) != arg_types(block) || self.leader.ops.len() != data.ops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&lhs, &rhs)) in self.leader.ops.iter().zip(&data.ops).enumerate() {
            if !same_op(ir, lhs, rhs) {
                return false;
            }
            for (k, (l, r)) in ir.operands(lhs).zip(ir.operands(rhs)).enumerate() {
                if l == r {
                    continue;
                }
                let l_inside = ir.value_parent_block(l) == Some(leader);
                let r_inside = ir.value_parent_block(r) == Some(block);
                if l_inside != r_inside {
                    return false;
                }
                if !l_inside {
                    if !can_be_passed(ir, leader, l) || !can_be_passed(ir, block, r) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.position_of(ir, l) != data.position_of(ir, r) {
                    return false;
                }
            }
            let escapes = |op: OpId, b: BlockId| ir.results(op).any(|v| is_used_outside(ir, v, b));
            if escapes(rhs, block) || escapes(lhs, leader) {
                return false;
            }
        }
        self.operands_to_merge.extend(mismatched);
        if !self.blocks.contains(&block) {
            self.blocks.push(block);
        }
        true
    }

    /// Whether every edge into `block` comes from a branch whose operands
    /// can grow.
    fn predecessors_are_branches(ctx: &Context, ir: &Ir, block: BlockId) -> bool {
        ir.predecessor_edges(block)
            .into_iter()
            .all(|(op, index)| successor_operands(ctx, ir, op, index).is_some())
    }

    /// Merges the cluster's blocks into its leader; whether any merged.
    fn merge(self, ctx: &Context, rewriter: &mut PatternRewriter<'_>) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands_to_merge.is_empty() {
            let ir = rewriter.ir();
            if !std::iter::once(&leader)
                .chain(&self.blocks)
                .all(|&b| Self::predecessors_are_branches(ctx, ir, b))
            {
                return false;
            }
            let op_lists: Vec<Vec<OpId>> = std::iter::once(self.leader.ops.clone())
                .chain(self.blocks.iter().map(|&b| ir.ops_of(b).collect()))
                .collect();
            let mut new_arguments = vec![Vec::new(); op_lists.len()];
            let old_arguments = ir.block_arguments(leader).len();
            let ir = rewriter.ir_mut();
            for &(op_index, operand_index) in &self.operands_to_merge {
                for (i, ops) in op_lists.iter().enumerate() {
                    let op = ops[op_index];
                    let value = ir.operand(op, operand_index);
                    new_arguments[i].push(value);
                    if i == 0 {
                        let loc = ir.value_loc(value);
                        let arg = ir.add_block_argument(leader, ir.value_type(value), loc);
                        let slot = ir
                            .operand_slots(op)
                            .nth(operand_index)
                            .expect("operand exists");
                        ir.set_operand_value(slot, arg);
                    }
                }
            }
            let new_arguments =
                prune_redundant_arguments(rewriter, leader, old_arguments, new_arguments);
            let ir = rewriter.ir_mut();
            for (i, &block) in std::iter::once(&leader).chain(&self.blocks).enumerate() {
                for (branch, index) in ir.predecessor_edges(block) {
                    append_successor_operands(ctx, ir, branch, index, &new_arguments[i]);
                }
            }
        }
        for block in self.blocks {
            rewriter.ir_mut().replace_all_block_uses_with(block, leader);
            rewriter.erase_block(block);
        }
        true
    }
}

/// Drops the new arguments of `leader` (those from `old_arguments` on,
/// `new_arguments[0]` passed by its predecessors, `new_arguments[i]` by
/// those of the `i`th merged block) that repeat an earlier one in every
/// list: they become that argument (MLIR's `pruneRedundantArguments`).
/// The lists without the dropped ones.
fn prune_redundant_arguments(
    rewriter: &mut PatternRewriter<'_>,
    leader: BlockId,
    old_arguments: usize,
    new_arguments: Vec<Vec<Value>>,
) -> Vec<Vec<Value>> {
    let Some(first) = new_arguments.first() else {
        return new_arguments;
    };
    // Where each value first appears in the leader's list.
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &value) in first.iter().enumerate() {
        first_index.entry(value).or_insert(j);
    }
    // Argument j repeats argument k < j in every list.
    let mut replacement: Vec<Option<usize>> = vec![None; first.len()];
    for (j, value) in first.iter().enumerate() {
        let k = first_index[value];
        if k != j && new_arguments[1..].iter().all(|list| list[k] == list[j]) {
            replacement[j] = Some(k);
        }
    }
    for (j, k) in replacement.iter().enumerate() {
        if let Some(k) = k {
            let args = rewriter.ir().block_arguments(leader);
            let (old, new) = (args[old_arguments + j], args[old_arguments + k]);
            rewriter.replace_all_uses_with(old, new);
        }
    }
    for (j, k) in replacement.iter().enumerate().rev() {
        if k.is_some() {
            let _ = rewriter
                .ir_mut()
                .erase_block_argument(leader, old_arguments + j);
        }
    }
    new_arguments
        .into_iter()
        .map(|list| {
            list.into_iter()
                .zip(&replacement)
                .filter(|(_, r)| r.is_none())
                .map(|(v, _)| v)
                .collect()
        })
        .collect()
}
