//! Sparse conditional constant propagation (MLIR's `sccp` pass): which
//! blocks may run and which values are constants, found together and
//! optimistically, then every value found constant is replaced by a
//! constant op (uniqued at the start of its function) and ops left with
//! no use and no effect are erased.
//!
//! The analysis is MLIR's pair of data-flow analyses, run to their fixed
//! point over the op and everything in it:
//!
//! * dead code: the entry blocks of the op's regions run; a live branch
//!   makes live the successor its constant operands select
//!   (`BranchOpInterface::successor_for_operands`), or all of them; a
//!   function (`CallableOpInterface`) runs when it may be called from
//!   outside (public, or used other than by a call) or a live call calls
//!   it, and its return-like terminators return to its known calls;
//! * constants: each value is not yet known, one constant (of a dialect),
//!   or unknown. An op's results are what folding it with its operands'
//!   constants gives; a block argument joins what the live edges into it
//!   pass, a function's arguments what its calls pass, a call's results
//!   what its callee returns.
//!
//! Ops with regions, calls to declarations and values nothing can be said
//! of are unknown.

mod analysis;
mod constant_cache;

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use rustc_hash::FxHashMap;

use dialectic_runtime::{BlockId, Context, Ir, OpId, Value};

use crate::interfaces::would_op_be_trivially_dead;
use analysis::{ConstantLattice, solve};
use constant_cache::ConstantCache;

/// The options of `sccp` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SccpOptions {}

/// Propagates constants through the regions of `root` and replaces the
/// values found constant.
pub fn sccp(ctx: &Context, ir: &mut Ir, root: OpId, _options: &SccpOptions) {
    let values = solve(ctx, ir, root);
    rewrite(ctx, ir, root, &values);
}

/// Replaces the values found constant, block by block in program order
/// (nested regions after the ops before them), and erases the ops whose
/// results all became constants and that have no effect.
fn rewrite(ctx: &Context, ir: &mut Ir, root: OpId, values: &FxHashMap<Value, ConstantLattice>) {
    let mut constants = ConstantCache::default();
    let mut worklist: Vec<BlockId> = Vec::new();
    let push_regions = |ir: &Ir, op: OpId, worklist: &mut Vec<BlockId>| {
        for &region in ir.regions(op) {
            let blocks: Vec<BlockId> = ir.blocks_of(region).collect();
            worklist.extend(blocks.into_iter().rev());
        }
    };
    push_regions(ir, root, &mut worklist);
    while let Some(block) = worklist.pop() {
        let mut next = ir.first_op(block);
        while let Some(op) = next {
            next = ir.next_op(op);
            let results: Vec<Value> = ir.results(op).collect();
            let mut replaced_all = !results.is_empty();
            for result in results {
                replaced_all &= constants.replace(ctx, ir, values, block, result);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, ir, op) && ir.erase_op(op).is_ok() {
                continue;
            }
            push_regions(ir, op, &mut worklist);
        }
        for argument in ir.block_arguments(block).to_vec() {
            constants.replace(ctx, ir, values, block, argument);
        }
    }
}

impl PassBody for super::Sccp {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        _run: &mut PassRun<'_>,
    ) -> PassResult {
        sccp(ctx, ir, op, &SccpOptions::default());
        Ok(())
    }
}
