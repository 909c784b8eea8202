//! Common subexpression elimination (MLIR's `cse` pass): an op equal to
//! one that dominates it (same name, attributes, properties, operands, in
//! any order for commutative ops, result types and single-block regions)
//! is replaced by it; ops that are already trivially dead are erased.
//!
//! As MLIR's driver does, the walk follows the dominator tree of each
//! region with a scoped table of the ops seen on the way down, so an op is
//! only ever replaced by one that dominates it. Ops with no memory effect
//! are merged wherever they are dominated by an equal op; ops that only
//! read are merged with an equal op of the same block when nothing
//! between them may write. Ops isolated from above (and unregistered ops
//! with regions, which may be) start a table of their own; regions of
//! several blocks are only walked where SSA dominance holds.

mod equivalence;
mod known_ops;

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use rustc_hash::FxHashMap;

use dialectic_runtime::pass::Dominance;
use dialectic_runtime::storage::ir::{EraseError, Location};
use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::{BlockId, Context, Ir, OpId, RegionId, Value};

use crate::interfaces::{
    MemoryEffect, MemoryEffectInstance, MemoryEffectOpInterface, is_memory_effect_free,
    would_op_be_trivially_dead,
};
use known_ops::KnownOps;

/// The options of `cse` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseOptions {}

/// What `cse` did (MLIR's pass statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseStatistics {
    /// `num-cse'd`: ops replaced by an equal op.
    pub num_cse: u64,
    /// `num-dce'd`: trivially dead ops erased.
    pub num_dce: u64,
    /// Whether the IR changed.
    pub changed: bool,
}

/// Eliminates common subexpressions in the regions of `root`.
pub fn cse(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    _options: &CseOptions,
    dominance: &mut Dominance,
) -> Result<CseStatistics, EraseError> {
    let mut driver = CseDriver {
        ctx,
        ops_to_erase: Vec::new(),
        statistics: CseStatistics::default(),
        dominance,
    };
    let mut known = KnownOps::default();
    for region in ir.regions(root).to_vec() {
        driver.simplify_region(ir, &mut known, region);
    }
    driver.statistics.changed = !driver.ops_to_erase.is_empty();
    for op in driver.ops_to_erase {
        ir.erase_op(op)?;
    }
    Ok(driver.statistics)
}
struct CseDriver<'c> {
    ctx: &'c Context,
    dominance: &'c mut Dominance,
    ops_to_erase: Vec<OpId>,
    statistics: CseStatistics,
}

impl CseDriver<'_> {
    fn simplify_region(&mut self, ir: &mut Ir, known: &mut KnownOps, region: RegionId) {
        let Some(entry) = ir.entry_block(region) else {
            return;
        };
        let has_ssa_dominance = has_ssa_dominance(self.ctx, ir, region);
        if ir.next_block(entry).is_none() {
            known.open_scope();
            self.simplify_block(ir, known, entry, has_ssa_dominance);
            known.close_scope();
            return;
        }
        if !has_ssa_dominance {
            return;
        }
        // A pre-order walk of the dominator tree: a block sees the ops of
        // the blocks dominating it, never those of its siblings.
        let dominance = self.dominance.of(ir, region);
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &block in dominance.reachable_blocks() {
            if let Some(parent) = dominance.immediate_dominator(block) {
                children.entry(parent).or_default().push(block);
            }
        }
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        known.open_scope();
        self.simplify_block(ir, known, entry, true);
        while let Some((block, next_child)) = stack.last_mut() {
            let child = children
                .get(block)
                .and_then(|c| c.get(*next_child))
                .copied();
            *next_child += 1;
            match child {
                Some(child) => {
                    stack.push((child, 0));
                    known.open_scope();
                    self.simplify_block(ir, known, child, true);
                }
                None => {
                    stack.pop();
                    known.close_scope();
                }
            }
        }
    }

    fn simplify_block(
        &mut self,
        ir: &mut Ir,
        known: &mut KnownOps,
        block: BlockId,
        has_ssa_dominance: bool,
    ) {
        // Whether something between two reading ops may write, by the
        // first of them: computed once per pair of a block.
        let mut writes_between: FxHashMap<(OpId, OpId), bool> = FxHashMap::default();
        let mut next = ir.first_op(block);
        while let Some(op) = next {
            next = ir.next_op(op);
            if !ir.regions(op).is_empty() {
                if might_be_isolated_from_above(self.ctx, ir, op) {
                    // A table of its own: values from above may not be
                    // captured by the regions of an isolated op.
                    let mut nested = KnownOps::default();
                    for region in ir.regions(op).to_vec() {
                        self.simplify_region(ir, &mut nested, region);
                    }
                } else {
                    for region in ir.regions(op).to_vec() {
                        self.simplify_region(ir, known, region);
                    }
                }
            }
            self.simplify_op(ir, known, op, has_ssa_dominance, &mut writes_between);
        }
    }

    /// Merges or erases `op`; whether it did.
    fn simplify_op(
        &mut self,
        ir: &mut Ir,
        known: &mut KnownOps,
        op: OpId,
        has_ssa_dominance: bool,
        writes_between: &mut FxHashMap<(OpId, OpId), bool>,
    ) -> bool {
        let ctx = self.ctx;
        if ctx
            .op_traits(ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::TERMINATOR))
        {
            return false;
        }
        if ir.results(op).all(|r| ir.use_empty(r)) && would_op_be_trivially_dead(ctx, ir, op) {
            self.ops_to_erase.push(op);
            self.statistics.num_dce += 1;
            return true;
        }
        let single_blocks = ir.regions(op).iter().all(|&region| {
            ir.entry_block(region)
                .is_none_or(|entry| ir.next_block(entry).is_none())
        });
        if !single_blocks {
            return false;
        }
        if !is_memory_effect_free(ctx, ir, op) {
            let only_reads = ctx
                .op_interface::<dyn MemoryEffectOpInterface>(ir, op)
                .is_some_and(|interface| {
                    let effects = interface.effects(ctx, ir);
                    !effects.is_empty() && effects.iter().all(|e| e.effect == MemoryEffect::Read)
                });
            if !only_reads {
                return false;
            }
            if let Some(existing) = known.lookup(ctx, ir, op)
                && ir.op_parent_block(existing) == ir.op_parent_block(op)
                && !*writes_between
                    .entry((existing, op))
                    .or_insert_with(|| may_write_between(ctx, ir, existing, op))
            {
                self.replace_uses_and_delete(ir, known, op, existing, has_ssa_dominance);
                return true;
            }
            known.insert(ctx, ir, op);
            return false;
        }
        if let Some(existing) = known.lookup(ctx, ir, op) {
            self.replace_uses_and_delete(ir, known, op, existing, has_ssa_dominance);
            return true;
        }
        known.insert(ctx, ir, op);
        false
    }

    fn replace_uses_and_delete(
        &mut self,
        ir: &mut Ir,
        known: &KnownOps,
        op: OpId,
        existing: OpId,
        has_ssa_dominance: bool,
    ) {
        let ctx = self.ctx;
        let replacements: Vec<(Value, Value)> = ir.results(op).zip(ir.results(existing)).collect();
        if has_ssa_dominance {
            // No use of `op` has been visited yet: every use is below it.
            for (old, new) in replacements {
                ir.replace_all_uses_with(old, new);
            }
            self.ops_to_erase.push(op);
        } else {
            // In a graph region, uses by ops already in the table stay
            // (those would now use a value defined after them).
            for (old, new) in replacements {
                let uses: Vec<_> = ir.uses(old).collect();
                for operand in uses {
                    let owner = ir.operand_owner(operand);
                    if known.lookup(ctx, ir, owner).is_none() {
                        ir.set_operand_value(operand, new);
                    }
                }
            }
            if ir.results(op).all(|r| ir.use_empty(r)) {
                self.ops_to_erase.push(op);
            }
        }
        let unknown = Location::Attr(ctx.unknown_loc());
        if ir.op_loc(existing) == unknown && ir.op_loc(op) != unknown {
            let loc = ir.op_loc(op);
            ir.set_op_loc(existing, loc);
        }
        self.statistics.num_cse += 1;
    }
}

/// Whether an op strictly between `from` and `to` (of one block) may write
/// to memory, or says nothing of its effects.
fn may_write_between(ctx: &Context, ir: &Ir, from: OpId, to: OpId) -> bool {
    let mut next = ir.next_op(from);
    while let Some(op) = next
        && op != to
    {
        match effects_recursively(ctx, ir, op) {
            None => return true,
            Some(effects) if effects.iter().any(|e| e.effect == MemoryEffect::Write) => {
                return true;
            }
            Some(_) => {}
        }
        next = ir.next_op(op);
    }
    false
}

/// The memory effects of `op` and, for ops with recursive memory effects,
/// of the ops nested in it (MLIR's `getEffectsRecursively`); `None` when
/// some op says nothing of its effects.
fn effects_recursively(ctx: &Context, ir: &Ir, root: OpId) -> Option<Vec<MemoryEffectInstance>> {
    let mut effects = Vec::new();
    let mut pending = vec![root];
    while let Some(op) = pending.pop() {
        let recursive = ctx
            .op_traits(ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS));
        if recursive {
            for &region in ir.regions(op) {
                for block in ir.blocks_of(region) {
                    pending.extend(ir.ops_of(block));
                }
            }
        }
        if let Some(interface) = ctx.op_interface::<dyn MemoryEffectOpInterface>(ir, op) {
            effects.extend(interface.effects(ctx, ir));
        } else if !recursive {
            return None;
        }
    }
    Some(effects)
}

/// Whether the blocks of `region` obey SSA dominance: all but the regions
/// of registered graph-region ops (`builtin.module`).
fn has_ssa_dominance(ctx: &Context, ir: &Ir, region: RegionId) -> bool {
    let Some(parent) = ir.region_parent(region) else {
        return true;
    };
    ctx.op_traits(ir.op_name(parent))
        .is_none_or(|t| !t.contains(OpTraits::GRAPH_REGION))
}

/// Whether `op` is, or (unregistered) may be, isolated from above.
fn might_be_isolated_from_above(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_traits(ir.op_name(op))
        .is_none_or(|t| t.contains(OpTraits::ISOLATED_FROM_ABOVE))
}

impl PassBody for super::Cse {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let dominance = run.analysis_mut::<Dominance>(ctx, ir);
        let statistics =
            cse(ctx, ir, op, &CseOptions::default(), dominance).map_err(|_| PassFailed)?;
        self.statistics.num_cse += statistics.num_cse;
        self.statistics.num_dce += statistics.num_dce;
        if statistics.changed {
            // No region's blocks changed (MLIR keeps its dominance too).
            run.preserve::<Dominance>();
        } else {
            run.preserve_all();
        }
        Ok(())
    }
}
