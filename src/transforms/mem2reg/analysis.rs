//! Whether a memory slot can be promoted, without changing the IR (MLIR's
//! `MemorySlotPromotionAnalyzer`): the uses that must go for the slot
//! pointer to have none left ("blocking uses", found from the pointer's
//! uses forward through the ops that ask for their own users' uses to go),
//! each owned by an op that says it can remove them; and the blocks where
//! a block argument will merge stored values (the iterated dominance
//! frontier of the stores, pruned to where the content is live), whose
//! predecessors must all end in branches that can pass it.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::interfaces::BranchOpInterface;
use crate::interfaces::promotable::{
    DataLayout, MemorySlot, PromotableMemOpInterface, PromotableOpInterface,
};
use crate::op_support::OperandId;
use crate::storage::op_traits::OpTraits;
use crate::{BlockId, Context, Ir, OpId};

use super::dominance_frontier::DominatorTree;

/// The ops that must let go of the slot, each with the uses it must drop,
/// in the order they were first found.
#[derive(Default)]
pub struct BlockingUses {
    ops: Vec<(OpId, Vec<OperandId>)>,
    index: FxHashMap<OpId, usize>,
}

impl BlockingUses {
    fn insert(&mut self, ir: &Ir, operand: OperandId) {
        let owner = ir.operand_owner(operand);
        let at = *self.index.entry(owner).or_insert_with(|| {
            self.ops.push((owner, Vec::new()));
            self.ops.len() - 1
        });
        let uses = &mut self.ops[at].1;
        if !uses.contains(&operand) {
            uses.push(operand);
        }
    }

    /// The uses `op` must drop, if it must drop any.
    pub fn of(&self, op: OpId) -> Option<&[OperandId]> {
        self.index.get(&op).map(|&at| self.ops[at].1.as_slice())
    }

    /// The ops with uses to drop.
    pub fn ops(&self) -> impl Iterator<Item = OpId> + '_ {
        self.ops.iter().map(|(op, _)| *op)
    }
}

/// What promoting a slot takes (MLIR's `MemorySlotPromotionInfo`).
pub struct PromotionInfo {
    /// The blocks that get a block argument for the slot's content.
    pub merge_points: FxHashSet<BlockId>,
    /// The uses to remove.
    pub blocking_uses: BlockingUses,
}

/// The promotion of `slot`, or `None` when it cannot be promoted.
pub fn analyze(
    ctx: &Context,
    ir: &Ir,
    slot: &MemorySlot,
    tree: &DominatorTree,
    layout: &DataLayout,
) -> Option<PromotionInfo> {
    let blocking_uses = blocking_uses(ctx, ir, slot, layout)?;
    let merge_points = merge_points(ctx, ir, slot, tree);
    merge_points_usable(ctx, ir, &merge_points).then_some(PromotionInfo {
        merge_points,
        blocking_uses,
    })
}

/// The block holding the slot pointer's definition.
pub fn slot_block(ir: &Ir, slot: &MemorySlot) -> Option<BlockId> {
    ir.value_parent_block(slot.ptr)
}

/// The uses of the slot that must go, or `None` when one of them cannot.
fn blocking_uses(
    ctx: &Context,
    ir: &Ir,
    slot: &MemorySlot,
    layout: &DataLayout,
) -> Option<BlockingUses> {
    let region = ir.block_parent(slot_block(ir, slot)?)?;
    // A graph region has no order in which to forward stored values.
    let parent = ir.region_parent(region);
    let graph = parent.is_some_and(|op| {
        ctx.op_traits(ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::GRAPH_REGION))
    });
    if graph {
        return None;
    }
    let mut uses = BlockingUses::default();
    for operand in ir.uses(slot.ptr) {
        uses.insert(ir, operand);
    }
    // In a topological order of the ops using the pointer (transitively),
    // every op's blocking uses are known when it is reached.
    for user in forward_slice(ir, slot) {
        let Some(blocking) = uses.of(user).map(<[OperandId]>::to_vec) else {
            continue;
        };
        let mut new_uses = Vec::new();
        let removable = if let Some(op) = ctx.op_interface::<dyn PromotableOpInterface>(ir, user) {
            op.can_uses_be_removed(ctx, ir, &blocking, &mut new_uses, layout)
        } else if let Some(op) = ctx.op_interface::<dyn PromotableMemOpInterface>(ir, user) {
            op.can_uses_be_removed(ctx, ir, slot, &blocking, &mut new_uses, layout)
        } else {
            false
        };
        if !removable {
            return None;
        }
        for operand in new_uses {
            uses.insert(ir, operand);
        }
    }
    // Only the slot's own region is rewritten: an op with uses to drop
    // elsewhere could not be given the slot's content there.
    let outside = uses
        .ops()
        .any(|op| ir.op_parent_block(op).and_then(|b| ir.block_parent(b)) != Some(region));
    (!outside).then_some(uses)
}

/// The ops using the slot pointer, directly or through the results of
/// other such ops, users after the ops they use (MLIR's `getForwardSlice`).
fn forward_slice(ir: &Ir, slot: &MemorySlot) -> Vec<OpId> {
    let mut post_order = Vec::new();
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let roots: Vec<OpId> = ir.uses(slot.ptr).map(|u| ir.operand_owner(u)).collect();
    for root in roots {
        if !seen.insert(root) {
            continue;
        }
        let mut stack: Vec<(OpId, Vec<OpId>)> = vec![(root, users_of(ir, root))];
        while let Some((op, pending)) = stack.last_mut() {
            if let Some(next) = pending.pop() {
                if seen.insert(next) {
                    let users = users_of(ir, next);
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

/// The ops using a result of `op`, the last found first (so that a stack
/// visits them in use order).
fn users_of(ir: &Ir, op: OpId) -> Vec<OpId> {
    let mut users: Vec<OpId> = ir
        .results(op)
        .flat_map(|result| {
            ir.uses(result)
                .map(|u| ir.operand_owner(u))
                .collect::<Vec<_>>()
        })
        .collect();
    users.reverse();
    users
}

/// The blocks where stores of the slot meet: the iterated dominance
/// frontier of the blocks holding one.
fn merge_points(
    ctx: &Context,
    ir: &Ir,
    slot: &MemorySlot,
    tree: &DominatorTree,
) -> FxHashSet<BlockId> {
    let single_block = slot_block(ir, slot)
        .and_then(|b| ir.block_parent(b))
        .and_then(|r| ir.entry_block(r))
        .is_none_or(|entry| ir.next_block(entry).is_none());
    if single_block {
        return FxHashSet::default();
    }
    let mut defining = FxHashSet::default();
    for operand in ir.uses(slot.ptr) {
        let user = ir.operand_owner(operand);
        if let Some(memory) = ctx.op_interface::<dyn PromotableMemOpInterface>(ir, user)
            && memory.stores_to(ctx, ir, slot)
            && let Some(block) = ir.op_parent_block(user)
        {
            defining.insert(block);
        }
    }
    let live_in = live_in_blocks(ctx, ir, slot, &defining);
    let mut merge_points = tree.iterated_frontier(ir, &defining);
    // Pruned SSA: a block where the slot's content is dead on entry needs
    // no argument for it.
    merge_points.retain(|block| live_in.contains(block));
    merge_points
}

/// The blocks on entry to which the slot's content may still be read: the
/// blocks that read it before writing it, and their predecessors back to
/// the blocks that write it.
fn live_in_blocks(
    ctx: &Context,
    ir: &Ir,
    slot: &MemorySlot,
    defining: &FxHashSet<BlockId>,
) -> FxHashSet<BlockId> {
    let mut pending = Vec::new();
    let mut visited = FxHashSet::default();
    for operand in ir.uses(slot.ptr) {
        let Some(block) = ir.op_parent_block(ir.operand_owner(operand)) else {
            continue;
        };
        if !visited.insert(block) {
            continue;
        }
        for op in ir.ops_of(block) {
            let Some(memory) = ctx.op_interface::<dyn PromotableMemOpInterface>(ir, op) else {
                continue;
            };
            if memory.loads_from(ctx, ir, slot) {
                pending.push(block);
                break;
            }
            if memory.stores_to(ctx, ir, slot) {
                break;
            }
        }
    }
    let mut live_in = FxHashSet::default();
    while let Some(block) = pending.pop() {
        if !live_in.insert(block) {
            continue;
        }
        pending.extend(ir.predecessors(block).filter(|p| !defining.contains(p)));
    }
    live_in
}

/// Whether every predecessor of every merge point ends in a branch that
/// can pass one more value.
fn merge_points_usable(ctx: &Context, ir: &Ir, merge_points: &FxHashSet<BlockId>) -> bool {
    merge_points.iter().all(|&block| {
        ir.predecessors(block).all(|predecessor| {
            ir.last_op(predecessor).is_some_and(|terminator| {
                ctx.op_implements::<dyn BranchOpInterface>(ir, terminator)
            })
        })
    })
}
