//! Ordering graph regions topologically (MLIR's `topological-sort` pass):
//! in every region without SSA dominance (those of `builtin.module`), ops
//! are moved so that each comes after the ops defining its operands and
//! the operands of the ops nested in it, keeping the given order where it
//! already is one. Ops on a cycle stay where the sort gives up on them;
//! a terminator stays last.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use rustc_hash::FxHashSet;

use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::storage::walk::WalkOrder;
use dialectic_runtime::{BlockId, Context, Ir, OpId, Value};

/// The options of `topological-sort` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TopologicalSortOptions {}

/// Sorts the blocks of the graph regions of `root` and of the ops nested
/// in it.
pub fn topological_sort(ctx: &Context, ir: &mut Ir, root: OpId, _options: &TopologicalSortOptions) {
    let mut graph_ops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |op| {
        if ctx
            .op_traits(ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::GRAPH_REGION))
        {
            graph_ops.push(op);
        }
    });
    for op in graph_ops {
        let blocks: Vec<BlockId> = ir
            .regions(op)
            .iter()
            .flat_map(|&region| ir.blocks_of(region))
            .collect();
        for block in blocks {
            sort_block_topologically(ctx, ir, block);
        }
    }
}

/// Sorts the ops of `block` (all but a terminator); whether every op
/// could be placed after what it uses (MLIR's `sortTopologically`).
pub fn sort_block_topologically(ctx: &Context, ir: &mut Ir, block: BlockId) -> bool {
    let mut ops: Vec<OpId> = ir.ops_of(block).collect();
    if let Some(&last) = ops.last()
        && ctx
            .op_traits(ir.op_name(last))
            .is_some_and(|t| t.contains(OpTraits::TERMINATOR))
    {
        ops.pop();
    }
    let Some(&first) = ops.first() else {
        return true;
    };
    // The ops not placed yet; `end` (exclusive) bounds the range sorted.
    let end = ir.next_op(*ops.last().unwrap_or(&first));
    let mut unscheduled: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut next_scheduled = Some(first);
    let mut all_scheduled = true;
    while !unscheduled.is_empty() {
        let mut scheduled_one = false;
        let mut cursor = next_scheduled;
        while let Some(op) = cursor
            && Some(op) != end
        {
            cursor = ir.next_op(op);
            if !is_op_ready(ir, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            scheduled_one = true;
            if Some(op) == next_scheduled {
                next_scheduled = ir.next_op(op);
            } else if let Some(before) = next_scheduled {
                ir.move_op_before(op, before);
            }
        }
        if !scheduled_one {
            all_scheduled = false;
            let Some(stuck) = next_scheduled else {
                break;
            };
            unscheduled.remove(&stuck);
            next_scheduled = ir.next_op(stuck);
        }
    }
    all_scheduled
}

/// Whether every operand of `op` and of the ops nested in it is a block
/// argument or defined outside the unscheduled ops (or inside `op`).
fn is_op_ready(ir: &Ir, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    let ready = |value: Value| {
        let mut parent = ir.defining_op(value);
        while let Some(p) = parent {
            if p == op {
                return true;
            }
            if unscheduled.contains(&p) {
                return false;
            }
            parent = ir.parent_op(p);
        }
        true
    };
    let mut all_ready = true;
    ir.walk(op, WalkOrder::PostOrder, |nested| {
        all_ready = all_ready && ir.operands(nested).all(ready);
    });
    all_ready
}

impl PassBody for super::TopologicalSort {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        _run: &mut PassRun<'_>,
    ) -> PassResult {
        topological_sort(ctx, ir, op, &TopologicalSortOptions::default());
        Ok(())
    }
}
