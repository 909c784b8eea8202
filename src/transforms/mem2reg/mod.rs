//! `mem2reg` (MLIR 19's pass of that name): promotes the memory slots of
//! allocations implementing `PromotableAllocationOpInterface` into SSA
//! values. Each slot is analysed ([`analysis`]) and, when every use can be
//! removed, promoted ([`promoter`]) with the iterated dominance frontier
//! of its stores ([`dominance_frontier`]) deciding where block arguments
//! merge the stored values. The allocations are tried in rounds, as MLIR
//! does: those that could not be promoted are tried again after a round
//! that promoted others (a promoted slot may have held the only use that
//! blocked another), until a round promotes nothing.

mod analysis;
mod dominance_frontier;
mod promoter;

use rustc_hash::FxHashMap;

use crate::interfaces::promotable::{DataLayout, PromotableAllocationOpInterface};
use crate::pass_hooks::PassBody;
use crate::storage::walk::WalkOrder;
use crate::{Context, Ir, OpId, RegionId};
use dialectic_runtime::pass::{Dominance, PassResult, PassRun};

use super::data_layout_analysis::DataLayoutAnalysis;

use analysis::slot_block;
use dominance_frontier::DominatorTree;
use promoter::Promoter;

/// What `mem2reg` did (MLIR's pass statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mem2RegStatistics {
    /// `promoted slots`.
    pub promoted_slots: u64,
    /// `new block args`.
    pub new_block_arguments: u64,
}

/// Promotes the slots of the allocations nested in each region of `root`
/// (MLIR's `Mem2Reg::runOnOperation`), with the data layout in force at
/// `root`.
pub fn mem2reg(ctx: &Context, ir: &mut Ir, root: OpId) -> Mem2RegStatistics {
    let layout = DataLayout::at_or_above(ctx, ir, root);
    mem2reg_with(ctx, ir, root, &layout, &mut Dominance::default())
}

/// [`mem2reg`] with the data layout and the dominance a pass run has.
pub fn mem2reg_with(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    layout: &DataLayout,
    dominance: &mut Dominance,
) -> Mem2RegStatistics {
    let mut statistics = Mem2RegStatistics::default();
    for region in ir.regions(root).to_vec() {
        if ir.entry_block(region).is_none() {
            continue;
        }
        let mut allocators = Vec::new();
        for block in ir.blocks_of(region).collect::<Vec<_>>() {
            for op in ir.ops_of(block).collect::<Vec<_>>() {
                ir.walk(op, WalkOrder::PostOrder, |nested| {
                    if ctx.op_implements::<dyn PromotableAllocationOpInterface>(ir, nested) {
                        allocators.push(nested);
                    }
                });
            }
        }
        promote_slots(ctx, ir, allocators, layout, dominance, &mut statistics);
    }
    statistics
}

/// Promotes what it can of the slots of `allocators`, in rounds (MLIR's
/// `tryToPromoteMemorySlots`).
fn promote_slots(
    ctx: &Context,
    ir: &mut Ir,
    mut work_list: Vec<OpId>,
    layout: &DataLayout,
    dominance: &mut Dominance,
    statistics: &mut Mem2RegStatistics,
) {
    // Promotion adds block arguments, never blocks or edges: the
    // dominator tree of a region stays valid throughout.
    let mut trees: FxHashMap<RegionId, DominatorTree> = FxHashMap::default();
    loop {
        let mut changed = false;
        let mut next_round = Vec::with_capacity(work_list.len());
        for allocator in work_list {
            let Some(allocation) =
                ctx.op_interface::<dyn PromotableAllocationOpInterface>(ir, allocator)
            else {
                continue;
            };
            let mut promoted = false;
            for slot in allocation.promotable_slots(ctx, ir) {
                if ir.use_empty(slot.ptr) {
                    continue;
                }
                let Some(region) = slot_block(ir, &slot).and_then(|b| ir.block_parent(b)) else {
                    continue;
                };
                let tree = trees
                    .entry(region)
                    .or_insert_with(|| DominatorTree::new(dominance.of(ir, region).clone()));
                let Some(info) = analysis::analyze(ctx, ir, &slot, tree, layout) else {
                    continue;
                };
                let promoter = Promoter::new(ctx, slot, allocator, info, layout, tree);
                let (new_allocator, new_arguments) = promoter.promote(ir);
                statistics.promoted_slots += 1;
                statistics.new_block_arguments += new_arguments;
                next_round.extend(new_allocator);
                promoted = true;
                // Promoting one slot may change the others of the allocator.
                break;
            }
            if !promoted {
                next_round.push(allocator);
            }
            changed |= promoted;
        }
        if !changed {
            return;
        }
        work_list = next_round;
    }
}

impl PassBody for super::Mem2Reg {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        // `region-simplify` is accepted and, as in MLIR 19, unused.
        let _ = self.options.enable_region_simplification;
        let layout = run.analysis::<DataLayoutAnalysis>(ctx, ir).layout().clone();
        let dominance = run.analysis_mut::<Dominance>(ctx, ir);
        let statistics = mem2reg_with(ctx, ir, op, &layout, dominance);
        self.statistics.promoted_amount += statistics.promoted_slots;
        self.statistics.new_block_argument_amount += statistics.new_block_arguments;
        if statistics.promoted_slots == 0 {
            run.preserve_all();
        }
        Ok(())
    }
}
