//! When two ops compute the same thing, as `cse` asks it (MLIR's
//! `OperationEquivalence` ignoring locations), and a hash that agrees
//! with it.

use rustc_hash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::{BlockId, Context, Ir, OpId, RegionId, Value};

/// A hash of what [`are_equivalent`] compares outside regions.
pub(super) fn op_hash(ctx: &Context, ir: &Ir, op: OpId) -> u64 {
    let mut hasher = FxHasher::default();
    ir.op_name(op).hash(&mut hasher);
    ir.op_attributes(op).hash(&mut hasher);
    ir.op_properties(op).hash(&mut hasher);
    let mut operands: Vec<Value> = ir.operands(op).collect();
    if is_commutative(ctx, ir, op) {
        operands.sort_unstable();
    }
    operands.hash(&mut hasher);
    for result in ir.results(op) {
        ir.value_type(result).hash(&mut hasher);
    }
    hasher.finish()
}

fn is_commutative(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_traits(ir.op_name(op))
        .is_some_and(|t| t.contains(OpTraits::COMMUTATIVE))
}

/// Whether `lhs` and `rhs` compute the same thing (MLIR's
/// `OperationEquivalence` as CSE asks it, ignoring locations): ops without
/// regions compare operands exactly (as a multiset for commutative ops);
/// ops with one single-block region compare their bodies op by op, the
/// values defined directly in the two bodies standing for each other.
pub(super) fn are_equivalent(ctx: &Context, ir: &Ir, lhs: OpId, rhs: OpId) -> bool {
    if lhs == rhs {
        return true;
    }
    let (l_regions, r_regions) = (ir.regions(lhs), ir.regions(rhs));
    if l_regions.is_empty() && r_regions.is_empty() {
        if !same_shape(ir, lhs, rhs) {
            return false;
        }
        if is_commutative(ctx, ir, lhs) {
            let mut l: Vec<Value> = ir.operands(lhs).collect();
            let mut r: Vec<Value> = ir.operands(rhs).collect();
            l.sort_unstable();
            r.sort_unstable();
            if l != r {
                return false;
            }
        } else if !ir.operands(lhs).eq(ir.operands(rhs)) {
            return false;
        }
        return ir
            .results(lhs)
            .zip(ir.results(rhs))
            .all(|(l, r)| ir.value_type(l) == ir.value_type(r));
    }
    let single_block = |regions: &[RegionId]| {
        regions.len() == 1
            && ir
                .entry_block(regions[0])
                .is_some_and(|entry| ir.next_block(entry).is_none())
    };
    if !single_block(l_regions) || !single_block(r_regions) {
        return false;
    }
    let mut equivalence = BodyEquivalence {
        ir,
        lhs,
        rhs,
        values: FxHashMap::default(),
        blocks: FxHashMap::default(),
    };
    let (l_entry, r_entry) = (
        ir.entry_block(l_regions[0])
            .unwrap_or_else(|| unreachable!()),
        ir.entry_block(r_regions[0])
            .unwrap_or_else(|| unreachable!()),
    );
    if ir.block_arguments(l_entry).len() != ir.block_arguments(r_entry).len() {
        return false;
    }
    for (&l, &r) in ir
        .block_arguments(l_entry)
        .iter()
        .zip(ir.block_arguments(r_entry))
    {
        equivalence.values.insert(l, r);
    }
    equivalence.ops_equivalent(lhs, rhs)
}

/// Name, attributes, properties and the counts of regions, successors,
/// operands and results.
fn same_shape(ir: &Ir, lhs: OpId, rhs: OpId) -> bool {
    ir.op_name(lhs) == ir.op_name(rhs)
        && ir.op_attributes(lhs) == ir.op_attributes(rhs)
        && ir.op_properties(lhs) == ir.op_properties(rhs)
        && ir.regions(lhs).len() == ir.regions(rhs).len()
        && ir.num_successors(lhs) == ir.num_successors(rhs)
        && ir.num_operands(lhs) == ir.num_operands(rhs)
        && ir.num_results(lhs) == ir.num_results(rhs)
}

/// The comparison of two ops with regions, op by op, with the values and
/// blocks found to stand for each other so far.
struct BodyEquivalence<'a> {
    ir: &'a Ir,
    lhs: OpId,
    rhs: OpId,
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl BodyEquivalence<'_> {
    fn ops_equivalent(&mut self, l: OpId, r: OpId) -> bool {
        let ir = self.ir;
        if l == r {
            return true;
        }
        if !same_shape(ir, l, r) {
            return false;
        }
        for (lv, rv) in ir.operands(l).zip(ir.operands(r)) {
            if lv == rv {
                continue;
            }
            if ir.value_type(lv) != ir.value_type(rv) || self.values.get(&lv) != Some(&rv) {
                return false;
            }
        }
        for (lv, rv) in ir.results(l).zip(ir.results(r)) {
            if ir.value_type(lv) != ir.value_type(rv) {
                return false;
            }
            self.mark(lv, rv);
        }
        let regions: Vec<(RegionId, RegionId)> = ir
            .regions(l)
            .iter()
            .copied()
            .zip(ir.regions(r).iter().copied())
            .collect();
        regions
            .into_iter()
            .all(|(lr, rr)| self.regions_equivalent(lr, rr))
    }

    /// Records that `l` stands for `r`, for values defined directly in the
    /// bodies of the two ops compared (not deeper).
    fn mark(&mut self, l: Value, r: Value) {
        let ir = self.ir;
        let parent = |v: Value| {
            ir.value_parent_block(v)
                .and_then(|block| ir.block_parent_op(block))
        };
        if parent(l) == Some(self.lhs) && parent(r) == Some(self.rhs) {
            self.values.entry(l).or_insert(r);
        }
    }

    fn regions_equivalent(&mut self, l: RegionId, r: RegionId) -> bool {
        let ir = self.ir;
        let l_blocks: Vec<BlockId> = ir.blocks_of(l).collect();
        let r_blocks: Vec<BlockId> = ir.blocks_of(r).collect();
        if l_blocks.len() != r_blocks.len() {
            return false;
        }
        l_blocks
            .into_iter()
            .zip(r_blocks)
            .all(|(lb, rb)| self.blocks_equivalent(lb, rb))
    }

    fn blocks_equivalent(&mut self, l: BlockId, r: BlockId) -> bool {
        let ir = self.ir;
        let (l_args, r_args) = (ir.block_arguments(l), ir.block_arguments(r));
        if l_args.len() != r_args.len() {
            return false;
        }
        if *self.blocks.entry(l).or_insert(r) != r {
            return false;
        }
        for (&la, &ra) in l_args.iter().zip(r_args) {
            if ir.value_type(la) != ir.value_type(ra) {
                return false;
            }
            self.mark(la, ra);
        }
        let l_ops: Vec<OpId> = ir.ops_of(l).collect();
        let r_ops: Vec<OpId> = ir.ops_of(r).collect();
        if l_ops.len() != r_ops.len() {
            return false;
        }
        l_ops.into_iter().zip(r_ops).all(|(lo, ro)| {
            if !self.ops_equivalent(lo, ro) {
                return false;
            }
            let successors: Vec<(BlockId, BlockId)> =
                ir.successors(lo).zip(ir.successors(ro)).collect();
            successors
                .into_iter()
                .all(|(ls, rs)| *self.blocks.entry(ls).or_insert(rs) == rs)
        })
    }
}
