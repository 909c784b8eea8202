//! Simplifying the control flow of regions, as the greedy driver does
//! after each iteration (MLIR's `simplifyRegions`): blocks no path from
//! the entry block reaches are erased ([`erase_unreachable_blocks`]), then
//! dead code is removed ([`run_region_dce`]): ops whose results nothing
//! live uses and that would be trivially dead, and the arguments of
//! non-entry blocks nothing live uses, with the branch operands that feed
//! them. Liveness is propagated backwards to a fixed point, so cycles of
//! dead code (a loop carrying a value nothing reads) go too. At the
//! `aggressive` level identical blocks then merge
//! ([`merge_identical_blocks`]) and block arguments every predecessor
//! passes the same value are dropped ([`drop_redundant_arguments`]).

use rustc_hash::FxHashSet;

use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::storage::op_traits::OpTraits;

use super::block_merge::merge_identical_blocks;
use super::index_set::IndexSet;
use super::redundant_arguments::drop_redundant_arguments;
use super::rewriter::PatternRewriter;
use super::successor_operands::{erase_successor_operand, successor_operands};
use super::trivially_dead::TriviallyDeadQuery;

/// Erases unreachable blocks, then dead code, in `region` and the regions
/// nested in it, then with `merge_blocks` merges identical blocks and
/// drops redundant block arguments; whether anything changed (dead block
/// arguments alone do not count, as in MLIR).
pub fn simplify_regions(
    rewriter: &mut PatternRewriter<'_>,
    region: RegionId,
    would_be_trivially_dead: TriviallyDeadQuery,
    merge_blocks: bool,
) -> bool {
    let erased_blocks = erase_unreachable_blocks(rewriter, region);
    let erased_ops = run_region_dce(rewriter, region, would_be_trivially_dead);
    let (mut merged, mut dropped) = (false, false);
    if merge_blocks {
        merged = merge_identical_blocks(rewriter, region);
        dropped = drop_redundant_arguments(rewriter, region);
    }
    erased_blocks || erased_ops || merged || dropped
}

/// The blocks reachable from `entry`, in depth-first post-order (each
/// block after the blocks it branches to, as LLVM's `post_order`).
fn post_order(ir: &Ir, entry: BlockId) -> Vec<BlockId> {
    let successor =
        |block: BlockId, index: usize| ir.last_op(block).and_then(|t| ir.successors(t).nth(index));
    if successor(entry, 0).is_none() {
        return vec![entry];
    }
    let mut visited = FxHashSet::default();
    visited.insert(entry);
    let mut out = Vec::new();
    let mut stack = vec![(entry, 0usize)];
    while let Some((block, next)) = stack.last_mut() {
        if let Some(target) = successor(*block, *next) {
            *next += 1;
            if visited.insert(target) {
                stack.push((target, 0));
            }
        } else {
            out.push(*block);
            stack.pop();
        }
    }
    out
}

/// The ops of `block`, last first.
fn ops_reversed(ir: &Ir, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
    std::iter::successors(ir.last_op(block), |&op| ir.prev_op(op))
}

/// Erases the blocks of `region` (and of the regions nested in its live
/// blocks) that no path from the entry block reaches (MLIR's
/// `eraseUnreachableBlocks`); whether any was.
pub fn erase_unreachable_blocks(rewriter: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let mut erased = false;
    let mut worklist = vec![region];
    while let Some(region) = worklist.pop() {
        let ir = rewriter.ir();
        let blocks: Vec<BlockId> = ir.blocks_of(region).collect();
        let Some(&entry) = blocks.first() else {
            continue;
        };
        if blocks.len() == 1 {
            for op in ir.ops_of(entry) {
                worklist.extend(ir.regions(op).iter().copied());
            }
            continue;
        }
        let reachable: FxHashSet<BlockId> = post_order(ir, entry).into_iter().collect();
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for &block in &blocks {
            if reachable.contains(&block) {
                for op in rewriter.ir().ops_of(block) {
                    worklist.extend(rewriter.ir().regions(op).iter().copied());
                }
            }
        }
        // Dead blocks may use each other's values: erasing them drops the uses.
        for block in dead {
            rewriter.erase_block(block);
            erased = true;
        }
    }
    erased
}

/// What is proven live: ops, and block arguments (an op result is live
/// when its op is, as in MLIR).
struct LiveMap {
    ops: IndexSet,
    arguments: IndexSet,
    changed: bool,
}

impl LiveMap {
    fn new(ir: &Ir) -> Self {
        LiveMap {
            ops: IndexSet::with_capacity(ir.op_capacity()),
            arguments: IndexSet::default(),
            changed: false,
        }
    }

    fn is_op_live(&self, op: OpId) -> bool {
        self.ops.contains(op.as_usize())
    }

    fn is_argument_live(&self, argument: Value) -> bool {
        self.arguments.contains(argument.as_usize())
    }

    fn set_op_live(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op.as_usize());
    }

    fn set_value_live(&mut self, ir: &Ir, value: Value) {
        match ir.defining_op(value) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.arguments.insert(value.as_usize()),
        }
    }

    fn is_value_live(&self, ir: &Ir, value: Value) -> bool {
        match ir.defining_op(value) {
            Some(op) => self.is_op_live(op),
            None => self.is_argument_live(value),
        }
    }
}

/// Liveness over the regions of one op tree.
struct Liveness<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    would_be_trivially_dead: TriviallyDeadQuery,
    live: LiveMap,
}

impl Liveness<'_> {
    fn is_terminator(&self, op: OpId) -> bool {
        self.ctx
            .op_traits(self.ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::TERMINATOR))
    }

    /// The block argument operand `index` of branch `op` feeds, if it is a
    /// successor operand (MLIR's `getSuccessorBlockArgument`).
    fn successor_argument(&self, op: OpId, index: usize) -> Option<Value> {
        for (i, successor) in self.ir.successors(op).enumerate() {
            let range = successor_operands(self.ctx, self.ir, op, i)?;
            if range.contains(&index) {
                return self
                    .ir
                    .block_arguments(successor)
                    .get(index - range.start)
                    .copied();
            }
        }
        None
    }

    /// Whether `op` is a branch whose successor operands are known.
    fn is_branch(&self, op: OpId) -> bool {
        self.ir.num_successors(op) == 0 || successor_operands(self.ctx, self.ir, op, 0).is_some()
    }

    fn process_value(&mut self, value: Value) {
        let live = self.ir.uses(value).any(|u| {
            let owner = self.ir.operand_owner(u);
            if self.is_terminator(owner) && self.is_branch(owner) {
                let index = u.as_usize() - self.first_operand_slot(owner);
                if let Some(arg) = self.successor_argument(owner, index) {
                    return self.live.is_value_live(self.ir, arg);
                }
            }
            self.live.is_op_live(owner)
        });
        if live {
            self.live.set_value_live(self.ir, value);
        }
    }

    /// The index of `op`'s first operand slot.
    fn first_operand_slot(&self, op: OpId) -> usize {
        self.ir.operand_slots(op).next().map_or(0, |s| s.as_usize())
    }

    fn propagate_terminator(&mut self, op: OpId) {
        self.live.set_op_live(op);
        if self.is_branch(op) {
            // Every operand is forwarded: none is produced by the branch.
            return;
        }
        for successor in self.ir.successors(op).collect::<Vec<_>>() {
            for &arg in self.ir.block_arguments(successor) {
                self.live.set_value_live(self.ir, arg);
            }
        }
    }

    fn propagate_op(&mut self, op: OpId) {
        for &region in self.ir.regions(op) {
            self.propagate_region(region);
        }
        if self.is_terminator(op) {
            return self.propagate_terminator(op);
        }
        if self.live.is_op_live(op) {
            return;
        }
        // An op is live when it would not be trivially dead or a live op
        // uses a result; the uses are cheaper to look at than the op's
        // effects, so they come first.
        for result in self.ir.results(op) {
            self.process_value(result);
        }
        if !self.live.is_op_live(op) && !(self.would_be_trivially_dead)(self.ctx, self.ir, op) {
            self.live.set_op_live(op);
        }
    }

    fn propagate_region(&mut self, region: RegionId) {
        let Some(entry) = self.ir.entry_block(region) else {
            return;
        };
        for block in post_order(self.ir, entry) {
            for op in ops_reversed(self.ir, block) {
                self.propagate_op(op);
            }
            if block == entry {
                continue;
            }
            for &arg in self.ir.block_arguments(block) {
                if !self.live.is_value_live(self.ir, arg) {
                    self.process_value(arg);
                }
            }
        }
    }
}

/// Erases the dead ops and dead non-entry block arguments of `region` and
/// the regions nested in it (MLIR's `runRegionDCE`); whether any op was
/// erased.
pub fn run_region_dce(
    rewriter: &mut PatternRewriter<'_>,
    region: RegionId,
    would_be_trivially_dead: TriviallyDeadQuery,
) -> bool {
    let live = {
        let mut liveness = Liveness {
            ctx: rewriter.context(),
            ir: rewriter.ir(),
            would_be_trivially_dead,
            live: LiveMap::new(rewriter.ir()),
        };
        loop {
            liveness.live.changed = false;
            liveness.propagate_region(region);
            if !liveness.live.changed {
                break;
            }
        }
        liveness.live
    };
    delete_deadness(rewriter, region, &live)
}

fn delete_deadness(rewriter: &mut PatternRewriter<'_>, region: RegionId, live: &LiveMap) -> bool {
    let ctx = rewriter.context();
    let blocks: Vec<BlockId> = rewriter.ir().blocks_of(region).collect();
    let Some(&entry) = blocks.first() else {
        return false;
    };
    let single_block = blocks.len() == 1;
    let mut erased = false;
    for block in post_order(rewriter.ir(), entry) {
        if !single_block && let Some(terminator) = rewriter.ir().last_op(block) {
            erase_dead_successor_operands(ctx, rewriter.ir_mut(), terminator, live);
        }
        let ops: Vec<OpId> = rewriter.ir().ops_of(block).collect();
        for &op in ops.iter().rev() {
            if rewriter.ir().is_erased(op) {
                continue;
            }
            if !live.is_op_live(op) {
                erased = true;
                rewriter.erase_op(op);
            } else {
                let regions = rewriter.ir().regions(op).to_vec();
                for nested in regions {
                    erased |= delete_deadness(rewriter, nested, live);
                }
            }
        }
    }
    for &block in &blocks[1..] {
        let args = rewriter.ir().block_arguments(block).to_vec();
        for (index, arg) in args.into_iter().enumerate().rev() {
            if !live.is_argument_live(arg) {
                let _ = rewriter.ir_mut().erase_block_argument(block, index);
            }
        }
    }
    erased
}

/// Removes the operands `terminator` forwards to successor arguments that
/// are not live.
fn erase_dead_successor_operands(ctx: &Context, ir: &mut Ir, terminator: OpId, live: &LiveMap) {
    let successors: Vec<BlockId> = ir.successors(terminator).collect();
    for (index, &successor) in successors.iter().enumerate().rev() {
        let Some(range) = successor_operands(ctx, ir, terminator, index) else {
            return;
        };
        for position in (0..range.len()).rev() {
            let arg = ir.block_arguments(successor).get(position).copied();
            if arg.is_some_and(|a| !live.is_argument_live(a)) {
                erase_successor_operand(ctx, ir, terminator, index, position);
            }
        }
    }
}
