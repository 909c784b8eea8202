//! Control-flow sinking (MLIR's `control-flow-sink` pass): an op without
//! memory effects whose users all sit in one region of a region-branching
//! op (`RegionBranchOpInterface`) that runs at most once is moved to the
//! start of that region, so that it only runs when the region does.
//!
//! For each region-branching op, the regions that the op's constant
//! operands say run at most once are visited; ops defined outside such a
//! region, feeding an op inside it, are sunk when every user is in a block
//! the region's entry dominates, depth first, so that what the sunk op
//! uses may follow it.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::Dominance;
use dialectic_runtime::pass::{PassResult, PassRun};
use dialectic_runtime::rewrite::constant_value;
use dialectic_runtime::storage::dominance::DominanceInfo;
use dialectic_runtime::storage::walk::WalkOrder;
use dialectic_runtime::{Attribute, BlockId, Context, Ir, OpId, RegionId};

use crate::interfaces::{RegionBranchOpInterface, is_memory_effect_free};

/// The options of `control-flow-sink` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ControlFlowSinkOptions {}

/// What `control-flow-sink` did (MLIR's pass statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ControlFlowSinkStatistics {
    /// `num-sunk`: ops moved into a region.
    pub num_sunk: u64,
}

/// Sinks side-effect-free ops into the regions of the region-branching
/// ops nested in `root` that run at most once.
pub fn control_flow_sink(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    _options: &ControlFlowSinkOptions,
    dominance: &mut Dominance,
) -> ControlFlowSinkStatistics {
    let mut branches = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |op| {
        if ctx.op_implements::<dyn RegionBranchOpInterface>(ir, op) {
            branches.push(op);
        }
    });
    let mut statistics = ControlFlowSinkStatistics::default();
    for branch in branches {
        for region in singly_executed_regions(ctx, ir, branch) {
            if ir.entry_block(region).is_some() {
                statistics.num_sunk += sink_into_region(ctx, ir, region, dominance);
            }
        }
    }
    statistics
}

/// The regions of `branch` known to run at most once, given its constant
/// operands.
fn singly_executed_regions(ctx: &Context, ir: &Ir, branch: OpId) -> Vec<RegionId> {
    let Some(interface) = ctx.op_interface::<dyn RegionBranchOpInterface>(ir, branch) else {
        return Vec::new();
    };
    let operands: Vec<Option<Attribute>> = ir
        .operands(branch)
        .map(|value| constant_value(ctx, ir, value))
        .collect();
    let bounds = interface.region_invocation_bounds(ctx, ir, &operands);
    ir.regions(branch)
        .iter()
        .zip(bounds)
        .filter(|(_, bound)| bound.upper.is_some_and(|upper| upper <= 1))
        .map(|(&region, _)| region)
        .collect()
}

/// Sinks what the ops of `region` use into it; how many ops moved.
fn sink_into_region(
    ctx: &Context,
    ir: &mut Ir,
    region: RegionId,
    dominance: &mut Dominance,
) -> u64 {
    let mut moved = 0;
    let mut stack: Vec<OpId> = ir
        .blocks_of(region)
        .flat_map(|block| ir.ops_of(block))
        .collect();
    while let Some(user) = stack.pop() {
        let operands: Vec<_> = ir.operands(user).collect();
        for value in operands {
            let Some(op) = ir.defining_op(value) else {
                continue;
            };
            if parent_region(ir, op) == Some(region) {
                continue;
            }
            if all_users_dominated_by(ir, op, region, dominance.of(ir, region))
                && is_memory_effect_free(ctx, ir, op)
            {
                let Some(entry) = ir.entry_block(region) else {
                    continue;
                };
                match ir.first_op(entry) {
                    Some(first) => ir.move_op_before(op, first),
                    None => {
                        ir.remove_op(op);
                        ir.append_op(entry, op);
                    }
                }
                moved += 1;
                stack.push(op);
            }
        }
    }
    moved
}

fn parent_region(ir: &Ir, op: OpId) -> Option<RegionId> {
    ir.op_parent_block(op)
        .and_then(|block| ir.block_parent(block))
}

/// Whether every user of `op` is in a block of `region` (or nested in
/// one) that the region's entry block dominates.
fn all_users_dominated_by(ir: &Ir, op: OpId, region: RegionId, dominance: &DominanceInfo) -> bool {
    let Some(entry) = ir.entry_block(region) else {
        return false;
    };
    ir.results(op).all(|result| {
        ir.uses(result).all(|operand| {
            let user = ir.operand_owner(operand);
            ancestor_block_in(ir, user, region)
                .is_some_and(|block| dominance.dominates(entry, block))
        })
    })
}

/// The block of `region` holding `op` or an op `op` is nested in.
fn ancestor_block_in(ir: &Ir, mut op: OpId, region: RegionId) -> Option<BlockId> {
    loop {
        let block = ir.op_parent_block(op)?;
        if ir.block_parent(block) == Some(region) {
            return Some(block);
        }
        op = ir.block_parent_op(block)?;
    }
}

impl PassBody for super::ControlFlowSink {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let dominance = run.analysis_mut::<Dominance>(ctx, ir);
        let statistics =
            control_flow_sink(ctx, ir, op, &ControlFlowSinkOptions::default(), dominance);
        self.statistics.num_sunk += statistics.num_sunk;
        if statistics.num_sunk == 0 {
            run.preserve_all();
        }
        Ok(())
    }
}
