//! Loop-invariant code motion (MLIR's `loop-invariant-code-motion` pass):
//! in every loop (`LoopLikeOpInterface`), innermost first, the ops of the
//! loop body that have no memory effect, may be speculated, and use only
//! values defined outside the loop (or inside themselves) are moved out
//! of it; the users of a moved op are then tried again.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use std::collections::VecDeque;

use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::storage::walk::WalkOrder;
use dialectic_runtime::{Context, Ir, OpId, RegionId, Value};

use crate::interfaces::{LoopLikeOpInterface, is_memory_effect_free, is_speculatable};
use crate::op_support::is_defined_inside;

/// The options of `loop-invariant-code-motion` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoopInvariantCodeMotionOptions {}

/// Hoists invariant code out of the loops nested in `root`; how many ops
/// moved.
pub fn loop_invariant_code_motion(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    _options: &LoopInvariantCodeMotionOptions,
) -> usize {
    let mut loops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |op| {
        if ctx.op_implements::<dyn LoopLikeOpInterface>(ir, op) {
            loops.push(op);
        }
    });
    loops
        .into_iter()
        .map(|loop_op| move_loop_invariant_code(ctx, ir, loop_op))
        .sum()
}

/// Hoists the invariant ops of one loop; how many moved.
pub fn move_loop_invariant_code(ctx: &Context, ir: &mut Ir, loop_op: OpId) -> usize {
    let Some(interface) = ctx.op_interface::<dyn LoopLikeOpInterface>(ir, loop_op) else {
        return 0;
    };
    let mut moved = 0;
    for region in interface.loop_regions(ctx, ir) {
        let mut worklist: VecDeque<OpId> = ir
            .blocks_of(region)
            .flat_map(|block| ir.ops_of(block))
            .collect();
        while let Some(op) = worklist.pop_front() {
            // Ops already moved out are skipped.
            if parent_region(ir, op) != Some(region) {
                continue;
            }
            let movable = is_memory_effect_free(ctx, ir, op) && is_speculatable(ctx, ir, op);
            let defined_outside =
                |ir: &Ir, value: Value| interface.is_defined_outside_of_loop(ctx, ir, value);
            if !movable || !can_be_hoisted(ctx, ir, op, &defined_outside) {
                continue;
            }
            interface.move_out_of_loop(ctx, ir, op);
            moved += 1;
            for result in ir.results(op).collect::<Vec<_>>() {
                for operand in ir.uses(result) {
                    let user = ir.operand_owner(operand);
                    if parent_region(ir, user) == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

fn parent_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.op_parent_block(op)
        .and_then(|block| ir.block_parent(block))
}

/// Whether `op` is no terminator and every value it and its nested ops use
/// is defined outside the loop or inside `op`.
fn can_be_hoisted(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    defined_outside: &dyn Fn(&Ir, Value) -> bool,
) -> bool {
    if ctx
        .op_traits(ir.op_name(op))
        .is_some_and(|t| t.contains(OpTraits::TERMINATOR))
    {
        return false;
    }
    let mut hoistable = true;
    ir.walk(op, WalkOrder::PostOrder, |nested| {
        hoistable = hoistable
            && ir
                .operands(nested)
                .all(|value| is_defined_inside(ir, op, value) || defined_outside(ir, value));
    });
    hoistable
}

impl PassBody for super::LoopInvariantCodeMotion {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let moved =
            loop_invariant_code_motion(ctx, ir, op, &LoopInvariantCodeMotionOptions::default());
        if moved == 0 {
            run.preserve_all();
        }
        Ok(())
    }
}
