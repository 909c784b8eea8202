//! Promoting one memory slot, once the analysis says it can be (MLIR's
//! `MemorySlotPromoter`): the slot's content is forwarded from each store
//! to the ops after it down the dominator tree, merge points get a block
//! argument that each predecessor's branch feeds, the blocking uses are
//! removed in reverse dominance order (so that a value replaced later is
//! already where the earlier replacements put it), and the allocation is
//! told the slot is gone.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::interfaces::promotable::{
    DataLayout, DeletionKind, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, PromotableOpInterface,
};
use crate::storage::builder::InsertionPoint;
use crate::{BlockId, Context, Ir, OpId, RegionId, Value};
use dialectic_runtime::rewrite::{append_successor_operands, successor_operands};

use super::analysis::{PromotionInfo, slot_block};
use super::dominance_frontier::DominatorTree;

/// The state of one slot's promotion.
pub struct Promoter<'a> {
    pub ctx: &'a Context,
    pub slot: MemorySlot,
    pub allocator: OpId,
    pub info: PromotionInfo,
    pub layout: &'a DataLayout,
    pub tree: &'a DominatorTree,
    /// The slot's content before each memory op with uses to drop.
    reaching_defs: FxHashMap<OpId, Value>,
    /// The content after each op that stored into the slot.
    stored_values: FxHashMap<OpId, Value>,
    default_value: Option<Value>,
    /// Block arguments added.
    pub new_block_arguments: u64,
}

impl<'a> Promoter<'a> {
    /// A promotion of `slot` of `allocator`, as `info` plans it.
    pub fn new(
        ctx: &'a Context,
        slot: MemorySlot,
        allocator: OpId,
        info: PromotionInfo,
        layout: &'a DataLayout,
        tree: &'a DominatorTree,
    ) -> Self {
        Promoter {
            ctx,
            slot,
            allocator,
            info,
            layout,
            tree,
            reaching_defs: FxHashMap::default(),
            stored_values: FxHashMap::default(),
            default_value: None,
            new_block_arguments: 0,
        }
    }

    fn allocation(&self, ir: &Ir) -> Box<dyn PromotableAllocationOpInterface> {
        self.ctx
            .op_interface::<dyn PromotableAllocationOpInterface>(ir, self.allocator)
            .expect("a promoted slot comes from a promotable allocation")
    }

    /// The content of the slot before any store, built at the start of the
    /// pointer's block the first time it is asked for.
    fn default_value(&mut self, ir: &mut Ir) -> Value {
        if let Some(value) = self.default_value {
            return value;
        }
        let block = slot_block(ir, &self.slot).expect("the slot pointer is in a block");
        let at = match ir.first_op(block) {
            Some(first) => InsertionPoint::Before(first),
            None => InsertionPoint::End(block),
        };
        let value = self
            .allocation(ir)
            .default_value(self.ctx, ir, &self.slot, at);
        self.default_value = Some(value);
        value
    }

    /// Promotes the slot; returns a new allocation to promote, if the
    /// allocator made one.
    pub fn promote(mut self, ir: &mut Ir) -> (Option<OpId>, u64) {
        let region = slot_block(ir, &self.slot)
            .and_then(|b| ir.block_parent(b))
            .expect("the slot pointer is in a region");
        let default = self.default_value(ir);
        self.forward_in_region(ir, region, default);
        self.remove_blocking_uses(ir, region);
        // Branches from blocks the entry does not reach were not visited:
        // they pass the default value.
        let mut merge_points: Vec<BlockId> = self.info.merge_points.iter().copied().collect();
        merge_points.sort_unstable();
        for merge_point in merge_points {
            let arguments = ir.block_arguments(merge_point).len();
            for (branch, index) in ir.predecessor_edges(merge_point) {
                let passed = successor_operands(self.ctx, ir, branch, index).map_or(0, |r| r.len());
                if passed + 1 == arguments {
                    let value = self.default_value(ir);
                    append_successor_operands(self.ctx, ir, branch, index, &[value]);
                }
            }
        }
        let new_arguments = self.new_block_arguments;
        let default = self.default_value;
        let allocation = self.allocation(ir);
        let next = allocation.handle_promotion_complete(self.ctx, ir, &self.slot, default);
        (next, new_arguments)
    }

    /// Forwards stored values through the ops of `block`, the slot holding
    /// `reaching` on entry; returns what it holds at the end.
    fn forward_in_block(&mut self, ir: &mut Ir, block: BlockId, mut reaching: Value) -> Value {
        let ops: Vec<OpId> = ir.ops_of(block).collect();
        for op in ops {
            let Some(memory) = self
                .ctx
                .op_interface::<dyn PromotableMemOpInterface>(ir, op)
            else {
                continue;
            };
            if self.info.blocking_uses.of(op).is_some() {
                self.reaching_defs.insert(op, reaching);
            }
            if memory.stores_to(self.ctx, ir, &self.slot) {
                let at = after(ir, op);
                reaching = memory.stored(self.ctx, ir, &self.slot, at, reaching, self.layout);
                self.stored_values.insert(op, reaching);
            }
        }
        reaching
    }

    /// Forwards stored values through `region` down its dominator tree,
    /// adding the merge points' arguments and passing each block's final
    /// content to the merge points it branches to.
    fn forward_in_region(&mut self, ir: &mut Ir, region: RegionId, reaching: Value) {
        let Some(entry) = ir.entry_block(region) else {
            return;
        };
        if ir.next_block(entry).is_none() {
            self.forward_in_block(ir, entry, reaching);
            return;
        }
        let Some(root) = self.tree.root() else {
            return;
        };
        let mut stack = vec![(root, reaching)];
        while let Some((block, mut reaching)) = stack.pop() {
            if self.info.merge_points.contains(&block) {
                let loc = ir.value_loc(self.slot.ptr);
                let argument = ir.add_block_argument(block, self.slot.elem_type, loc);
                let at = match ir.first_op(block) {
                    Some(first) => InsertionPoint::Before(first),
                    None => InsertionPoint::End(block),
                };
                self.allocation(ir)
                    .handle_block_argument(self.ctx, ir, &self.slot, argument, at);
                reaching = argument;
                self.new_block_arguments += 1;
            }
            reaching = self.forward_in_block(ir, block, reaching);
            if let Some(terminator) = ir.last_op(block) {
                let successors: Vec<BlockId> = ir.successors(terminator).collect();
                for (index, successor) in successors.into_iter().enumerate() {
                    if self.info.merge_points.contains(&successor) {
                        append_successor_operands(self.ctx, ir, terminator, index, &[reaching]);
                    }
                }
            }
            for &child in self.tree.children(block) {
                stack.push((child, reaching));
            }
        }
    }

    /// Removes the blocking uses, the last op in dominance order first,
    /// then lets the ops that asked see the stored values, then erases the
    /// ops that said they go.
    fn remove_blocking_uses(&mut self, ir: &mut Ir, region: RegionId) {
        let mut users: Vec<OpId> = self.info.blocking_uses.ops().collect();
        sort_by_dominance(ir, region, &mut users);
        let mut to_erase = Vec::new();
        let mut replaced_values: Vec<(OpId, Value)> = Vec::new();
        let mut to_visit = Vec::new();
        for &user in users.iter().rev() {
            let blocking = self
                .info
                .blocking_uses
                .of(user)
                .unwrap_or_default()
                .to_vec();
            let at = after(ir, user);
            if let Some(memory) = self
                .ctx
                .op_interface::<dyn PromotableMemOpInterface>(ir, user)
            {
                let reaching = match self.reaching_defs.get(&user) {
                    Some(&value) => value,
                    // Out of the entry's reach: the slot holds the default.
                    None => self.default_value(ir),
                };
                let kind = memory.remove_blocking_uses(
                    self.ctx,
                    ir,
                    &self.slot,
                    &blocking,
                    reaching,
                    self.layout,
                );
                if kind == DeletionKind::Delete {
                    to_erase.push(user);
                }
                if memory.stores_to(self.ctx, ir, &self.slot)
                    && let Some(&value) = self.stored_values.get(&user)
                {
                    replaced_values.push((user, value));
                }
                continue;
            }
            let Some(promotable) = self.ctx.op_interface::<dyn PromotableOpInterface>(ir, user)
            else {
                continue;
            };
            if promotable.remove_blocking_uses(self.ctx, ir, &blocking, at) == DeletionKind::Delete
            {
                to_erase.push(user);
            }
            if promotable.requires_replaced_values(self.ctx, ir) {
                to_visit.push(user);
            }
        }
        for user in to_visit {
            if let Some(promotable) = self.ctx.op_interface::<dyn PromotableOpInterface>(ir, user) {
                promotable.visit_replaced_values(self.ctx, ir, &replaced_values);
            }
        }
        for op in to_erase {
            ir.force_erase_op(op);
        }
    }
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

/// Sorts ops of `region` so that an op comes after those dominating it:
/// blocks in reverse post-order from each block not yet visited, in
/// region order (MLIR's `getTopologicallySortedBlocks`), ops in block order.
fn sort_by_dominance(ir: &Ir, region: RegionId, ops: &mut [OpId]) {
    let mut block_index: FxHashMap<BlockId, usize> = FxHashMap::default();
    let mut visited: FxHashSet<BlockId> = FxHashSet::default();
    let blocks: Vec<BlockId> = ir.blocks_of(region).collect();
    for &start in &blocks {
        if visited.contains(&start) {
            continue;
        }
        let mut post_order = Vec::new();
        visited.insert(start);
        let mut stack = vec![(start, successors_of(ir, start))];
        while let Some((block, pending)) = stack.last_mut() {
            if let Some(next) = pending.pop() {
                if visited.insert(next) {
                    let successors = successors_of(ir, next);
                    stack.push((next, successors));
                }
            } else {
                post_order.push(*block);
                stack.pop();
            }
        }
        for block in post_order.into_iter().rev() {
            let next = block_index.len();
            block_index.insert(block, next);
        }
    }
    let position = |op: OpId| {
        let block = ir.op_parent_block(op);
        let index = block
            .and_then(|b| block_index.get(&b).copied())
            .unwrap_or(usize::MAX);
        let in_block = block.map_or(0, |b| ir.ops_of(b).position(|o| o == op).unwrap_or(0));
        (index, in_block)
    };
    let mut keyed: Vec<((usize, usize), OpId)> = ops.iter().map(|&op| (position(op), op)).collect();
    keyed.sort_by_key(|(key, _)| *key);
    for (slot, (_, op)) in ops.iter_mut().zip(keyed) {
        *slot = op;
    }
}

/// The successors of a block's terminator, the last first (so that a
/// stack visits them in order).
fn successors_of(ir: &Ir, block: BlockId) -> Vec<BlockId> {
    let mut successors: Vec<BlockId> = ir
        .last_op(block)
        .map(|t| ir.successors(t).collect())
        .unwrap_or_default();
    successors.reverse();
    successors
}
