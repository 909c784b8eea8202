//! `sroa` (MLIR 19's scalar replacement of aggregates): splits the slots of
//! allocations implementing `DestructurableAllocationOpInterface` into one
//! allocation per field used. A slot is split when each use of its pointer
//! is an accessor that can be rewired onto the fields
//! (`DestructurableAccessorOpInterface`), every use of the pointers those
//! accessors derive stays within bounds (`SafeMemorySlotAccessOpInterface`),
//! and every other use can be removed (`PromotableOpInterface`). New
//! allocations are tried in later rounds, as MLIR does, until a round
//! splits nothing.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::interfaces::destructurable::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, SafeMemorySlotAccessOpInterface,
};
use crate::interfaces::promotable::{DataLayout, DeletionKind, MemorySlot, PromotableOpInterface};
use crate::op_support::OperandId;
use crate::pass_hooks::PassBody;
use crate::storage::builder::InsertionPoint;
use crate::storage::walk::WalkOrder;
use crate::{Attribute, Context, Ir, OpId};
use dialectic_runtime::pass::{PassResult, PassRun};

use super::data_layout_analysis::DataLayoutAnalysis;

/// What `sroa` did (MLIR's pass statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SroaStatistics {
    /// `destructured slots`.
    pub destructured_slots: u64,
    /// `slots with memory benefit`: slots of which some field was unused.
    pub slots_with_memory_benefit: u64,
    /// `max subelement number`: the most fields a split slot had.
    pub max_subelement_number: u64,
}

/// What splitting a slot takes (MLIR's `MemorySlotDestructuringInfo`).
struct DestructuringInfo {
    /// The fields accessed, in the order they were found.
    used_indices: Vec<Attribute>,
    /// The uses that must be removed, by owner, owners in the order found.
    blocking_uses: Vec<(OpId, Vec<OperandId>)>,
    /// The accessors to rewire.
    accessors: Vec<OpId>,
}

impl DestructuringInfo {
    fn block(&mut self, ir: &Ir, operand: OperandId) {
        let owner = ir.operand_owner(operand);
        match self.blocking_uses.iter_mut().find(|(op, _)| *op == owner) {
            Some((_, uses)) => {
                if !uses.contains(&operand) {
                    uses.push(operand);
                }
            }
            None => self.blocking_uses.push((owner, vec![operand])),
        }
    }

    fn blocking_of(&self, op: OpId) -> Option<&[OperandId]> {
        self.blocking_uses
            .iter()
            .find(|(o, _)| *o == op)
            .map(|(_, uses)| uses.as_slice())
    }
}

/// The uses of `value` in MLIR's use-list order (the most recent first).
fn uses_most_recent_first(ir: &Ir, value: crate::Value) -> Vec<OperandId> {
    let mut uses: Vec<OperandId> = ir.uses(value).collect();
    uses.reverse();
    uses
}

/// Whether `slot` can be split, and how (MLIR's `computeDestructuringInfo`).
fn analyze(
    ctx: &Context,
    ir: &Ir,
    slot: &DestructurableMemorySlot,
    layout: &DataLayout,
) -> Option<DestructuringInfo> {
    if ir.use_empty(slot.slot.ptr) {
        return None;
    }
    let mut info = DestructuringInfo {
        used_indices: Vec::new(),
        blocking_uses: Vec::new(),
        accessors: Vec::new(),
    };
    let mut must_be_safe: Vec<MemorySlot> = Vec::new();
    for operand in uses_most_recent_first(ir, slot.slot.ptr) {
        let user = ir.operand_owner(operand);
        if let Some(accessor) = ctx.op_interface::<dyn DestructurableAccessorOpInterface>(ir, user)
            && accessor.can_rewire(
                ctx,
                ir,
                slot,
                &mut info.used_indices,
                &mut must_be_safe,
                layout,
            )
        {
            info.accessors.push(user);
            continue;
        }
        info.block(ir, operand);
    }
    let mut visited: FxHashSet<OperandId> = FxHashSet::default();
    while let Some(safe) = must_be_safe.pop() {
        for operand in uses_most_recent_first(ir, safe.ptr) {
            if !visited.insert(operand) {
                continue;
            }
            let user = ir.operand_owner(operand);
            if let Some(access) = ctx.op_interface::<dyn SafeMemorySlotAccessOpInterface>(ir, user)
                && access.ensure_only_safe_accesses(ctx, ir, &safe, &mut must_be_safe, layout)
            {
                continue;
            }
            info.block(ir, operand);
        }
    }
    // The ops with uses to drop must be able to, users after what they use.
    for user in forward_slice(ir, slot.slot.ptr) {
        let Some(blocking) = info.blocking_of(user).map(<[OperandId]>::to_vec) else {
            continue;
        };
        let promotable = ctx.op_interface::<dyn PromotableOpInterface>(ir, user)?;
        let mut new_uses = Vec::new();
        if !promotable.can_uses_be_removed(ctx, ir, &blocking, &mut new_uses, layout) {
            return None;
        }
        for operand in new_uses {
            info.block(ir, operand);
        }
    }
    // A use outside the forward slice (of a value the slot does not reach)
    // cannot be blocking; one inside was handled above.
    Some(info)
}

/// The ops using `value`, directly or through results of such ops, users
/// after the ops they use.
fn forward_slice(ir: &Ir, value: crate::Value) -> Vec<OpId> {
    let mut post_order = Vec::new();
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let users_of = |op: OpId| -> Vec<OpId> {
        let mut users: Vec<OpId> = ir
            .results(op)
            .flat_map(|r| ir.uses(r).map(|u| ir.operand_owner(u)).collect::<Vec<_>>())
            .collect();
        users.reverse();
        users
    };
    let roots: Vec<OpId> = ir.uses(value).map(|u| ir.operand_owner(u)).collect();
    for root in roots {
        if !seen.insert(root) {
            continue;
        }
        let mut stack = vec![(root, users_of(root))];
        while let Some((op, pending)) = stack.last_mut() {
            if let Some(next) = pending.pop() {
                if seen.insert(next) {
                    let users = users_of(next);
                    stack.push((next, users));
                }
            } else {
                post_order.push(*op);
                stack.pop();
            }
        }
    }
    post_order.reverse();
    post_order
}

/// Where `op` sits: its block's place in its region and its place in the
/// block, for ordering ops of one region.
fn program_order(ir: &Ir, ops: &mut [OpId]) {
    let mut positions: FxHashMap<OpId, (usize, usize)> = FxHashMap::default();
    for &op in ops.iter() {
        let block = ir.op_parent_block(op);
        let block_index = block
            .and_then(|b| {
                let region = ir.block_parent(b)?;
                ir.blocks_of(region).position(|x| x == b)
            })
            .unwrap_or(usize::MAX);
        let in_block = block.map_or(0, |b| ir.ops_of(b).position(|o| o == op).unwrap_or(0));
        positions.insert(op, (block_index, in_block));
    }
    ops.sort_by_key(|op| positions[op]);
}

/// Splits `slot` of `allocator` as `info` says; returns the new
/// allocations (MLIR's `destructureSlot`).
fn destructure(
    ctx: &Context,
    ir: &mut Ir,
    slot: &DestructurableMemorySlot,
    allocator: OpId,
    info: &DestructuringInfo,
    layout: &DataLayout,
    statistics: &mut SroaStatistics,
) -> Vec<OpId> {
    let Some(allocation) =
        ctx.op_interface::<dyn DestructurableAllocationOpInterface>(ir, allocator)
    else {
        return Vec::new();
    };
    let at = match ir
        .value_parent_block(slot.slot.ptr)
        .and_then(|b| ir.first_op(b))
    {
        Some(first) => InsertionPoint::Before(first),
        None => InsertionPoint::Detached,
    };
    let (subslots, mut new_allocators) =
        allocation.destructure(ctx, ir, slot, &info.used_indices, at);
    if slot.subelement_types.len() != info.used_indices.len() {
        statistics.slots_with_memory_benefit += 1;
    }
    statistics.max_subelement_number = statistics
        .max_subelement_number
        .max(slot.subelement_types.len() as u64);
    let mut users: Vec<OpId> = info.blocking_uses.iter().map(|(op, _)| *op).collect();
    for &accessor in &info.accessors {
        if !users.contains(&accessor) {
            users.push(accessor);
        }
    }
    program_order(ir, &mut users);
    let mut to_erase = Vec::new();
    for &user in users.iter().rev() {
        let at = after(ir, user);
        if let Some(accessor) = ctx.op_interface::<dyn DestructurableAccessorOpInterface>(ir, user)
            && info.accessors.contains(&user)
        {
            if accessor.rewire(ctx, ir, slot, &subslots, at, layout) == DeletionKind::Delete {
                to_erase.push(user);
            }
            continue;
        }
        let Some(promotable) = ctx.op_interface::<dyn PromotableOpInterface>(ir, user) else {
            continue;
        };
        let blocking = info.blocking_of(user).unwrap_or_default().to_vec();
        if promotable.remove_blocking_uses(ctx, ir, &blocking, at) == DeletionKind::Delete {
            to_erase.push(user);
        }
    }
    for op in to_erase {
        ir.force_erase_op(op);
    }
    statistics.destructured_slots += 1;
    new_allocators.extend(allocation.handle_destructuring_complete(ctx, ir, slot));
    new_allocators
}

/// The insertion point just after `op`.
fn after(ir: &Ir, op: OpId) -> InsertionPoint {
    match ir.next_op(op) {
        Some(next) => InsertionPoint::Before(next),
        None => match ir.op_parent_block(op) {
            Some(block) => InsertionPoint::End(block),
            None => InsertionPoint::Detached,
        },
    }
}

/// Splits what it can of the slots of the allocations nested in each
/// region of `root` (MLIR's `SROA::runOnOperation`), with the data layout
/// in force at `root`.
pub fn sroa(ctx: &Context, ir: &mut Ir, root: OpId) -> SroaStatistics {
    sroa_with(ctx, ir, root, &DataLayout::at_or_above(ctx, ir, root))
}

/// [`sroa`] with the data layout a pass run has.
pub fn sroa_with(ctx: &Context, ir: &mut Ir, root: OpId, layout: &DataLayout) -> SroaStatistics {
    let mut statistics = SroaStatistics::default();
    for region in ir.regions(root).to_vec() {
        if ir.entry_block(region).is_none() {
            continue;
        }
        let mut work_list = Vec::new();
        for block in ir.blocks_of(region).collect::<Vec<_>>() {
            for op in ir.ops_of(block).collect::<Vec<_>>() {
                ir.walk(op, WalkOrder::PostOrder, |nested| {
                    if ctx.op_implements::<dyn DestructurableAllocationOpInterface>(ir, nested) {
                        work_list.push(nested);
                    }
                });
            }
        }
        loop {
            let mut changed = false;
            let mut next_round = Vec::with_capacity(work_list.len());
            for allocator in work_list {
                let Some(allocation) =
                    ctx.op_interface::<dyn DestructurableAllocationOpInterface>(ir, allocator)
                else {
                    continue;
                };
                let mut split = false;
                for slot in allocation.destructurable_slots(ctx, ir) {
                    let Some(info) = analyze(ctx, ir, &slot, layout) else {
                        continue;
                    };
                    let new =
                        destructure(ctx, ir, &slot, allocator, &info, layout, &mut statistics);
                    next_round.extend(new);
                    split = true;
                    // Splitting one slot may change the others of the allocator.
                    break;
                }
                if !split {
                    next_round.push(allocator);
                }
                changed |= split;
            }
            if !changed {
                break;
            }
            work_list = next_round;
        }
    }
    statistics
}

impl PassBody for super::Sroa {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let layout = run.analysis::<DataLayoutAnalysis>(ctx, ir).layout().clone();
        let statistics = sroa_with(ctx, ir, op, &layout);
        self.statistics.destructured_amount += statistics.destructured_slots;
        self.statistics.slots_with_memory_benefit += statistics.slots_with_memory_benefit;
        self.statistics.max_subelement_amount = self
            .statistics
            .max_subelement_amount
            .max(statistics.max_subelement_number);
        if statistics.destructured_slots == 0 {
            run.preserve_all();
        }
        Ok(())
    }
}
