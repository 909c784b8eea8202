//! Moving a fragment (a whole separate [`Ir`], built on its own, e.g. by a
//! parser thread) into another graph: every entry of its arenas is
//! appended with its handles shifted by where the arena ended, and the ops
//! of the fragment's root block (its first block) go to the end of a block
//! of the graph, which takes the root's place. The fragment may refer to
//! nothing outside itself; it is left empty (its capacity kept for reuse).

use super::handles::{BlockId, Handle, OpId, OperandId, RegionId, SuccessorId, Value};
use super::uses::UseListId;
use super::{Ir, Span, ValueOwner};

/// How the handles of a spliced fragment map to the graph's.
#[derive(Clone, Copy, Debug)]
pub struct Rebase {
    ops: usize,
    /// Where the fragment's second block lands (its root has no entry).
    blocks: usize,
    root: BlockId,
    into: BlockId,
    regions: usize,
    values: usize,
    operands: usize,
    use_lists: u32,
    successors: usize,
    region_pool: u32,
}

impl Rebase {
    /// The graph's handle of a fragment op.
    #[inline]
    pub fn op(&self, op: OpId) -> OpId {
        OpId::from_index(op.index() + self.ops)
    }

    /// The graph's handle of a fragment value.
    #[inline]
    pub fn value(&self, value: Value) -> Value {
        Value::from_index(value.index() + self.values)
    }

    #[inline]
    fn block(&self, block: BlockId) -> BlockId {
        if block == self.root {
            self.into
        } else {
            BlockId::from_index(block.index() - 1 + self.blocks)
        }
    }

    #[inline]
    fn region(&self, region: RegionId) -> RegionId {
        RegionId::from_index(region.index() + self.regions)
    }

    #[inline]
    pub(super) fn operand(&self, operand: OperandId) -> OperandId {
        OperandId::from_index(operand.index() + self.operands)
    }

    #[inline]
    pub(super) fn use_list(&self, list: UseListId) -> UseListId {
        UseListId(list.0 + self.use_lists)
    }

    #[inline]
    fn successor(&self, successor: SuccessorId) -> SuccessorId {
        SuccessorId::from_index(successor.index() + self.successors)
    }
}

fn shifted(span: Span, by: usize) -> Span {
    Span {
        start: span.start + by as u32,
        len: span.len,
    }
}

impl Ir {
    /// Moves everything of `fragment` into this graph and appends the ops
    /// of its root block (its first block, in no region) to `into`.
    /// Returns the mapping of the fragment's handles.
    pub fn splice_fragment(&mut self, fragment: &mut Ir, into: BlockId) -> Rebase {
        let root = BlockId::from_index(0);
        debug_assert!(
            fragment.blocks.first().is_some_and(|b| b.parent.is_none()),
            "a fragment's first block is its root"
        );
        let r = Rebase {
            ops: self.ops.len(),
            blocks: self.blocks.len(),
            root,
            into,
            regions: self.regions.len(),
            values: self.values.len(),
            operands: self.operands.len(),
            use_lists: self.use_lists.len() as u32,
            successors: self.successors.len(),
            region_pool: self.region_pool.len() as u32,
        };
        let (root_first, root_last) = {
            let b = &fragment.blocks[0];
            (b.first_op, b.last_op)
        };
        let block = |b: Option<BlockId>| b.map(|b| r.block(b));
        let op = |o: Option<OpId>| o.map(|o| r.op(o));
        let region = |g: Option<RegionId>| g.map(|g| r.region(g));
        let successor = |s: Option<SuccessorId>| s.map(|s| r.successor(s));

        self.ops.extend(fragment.ops.drain(..).map(|mut d| {
            d.operands = shifted(d.operands, r.operands);
            d.results = shifted(d.results, r.values);
            d.successors = shifted(d.successors, r.successors);
            d.regions = shifted(d.regions, r.region_pool as usize);
            d.parent = block(d.parent);
            d.prev = op(d.prev);
            d.next = op(d.next);
            d
        }));
        self.blocks
            .extend(fragment.blocks.drain(..).skip(1).map(|mut d| {
                d.parent = region(d.parent);
                d.prev = block(d.prev);
                d.next = block(d.next);
                d.first_op = op(d.first_op);
                d.last_op = op(d.last_op);
                for v in &mut d.args {
                    *v = r.value(*v);
                }
                d.first_pred = successor(d.first_pred);
                d
            }));
        self.regions.extend(fragment.regions.drain(..).map(|mut d| {
            d.parent = op(d.parent);
            d.first_block = block(d.first_block);
            d.last_block = block(d.last_block);
            d
        }));
        self.values.extend(fragment.values.drain(..).map(|mut d| {
            d.owner = match d.owner {
                ValueOwner::Result { op, index } => ValueOwner::Result {
                    op: r.op(op),
                    index,
                },
                ValueOwner::BlockArgument { block, index } => ValueOwner::BlockArgument {
                    block: r.block(block),
                    index,
                },
                ValueOwner::Placeholder => ValueOwner::Placeholder,
            };
            d.uses = r.use_list(d.uses);
            d
        }));
        self.operands
            .extend(fragment.operands.drain(..).map(|d| d.rebased(&r)));
        self.use_lists
            .extend(fragment.use_lists.drain(..).map(|d| d.rebased(&r)));
        self.successors
            .extend(fragment.successors.drain(..).map(|mut d| {
                d.block = r.block(d.block);
                d.owner = r.op(d.owner);
                d.prev_pred = successor(d.prev_pred);
                d.next_pred = successor(d.next_pred);
                d
            }));
        self.region_pool
            .extend(fragment.region_pool.drain(..).map(|g| r.region(g)));

        // The root's ops go to the end of `into`.
        if let (Some(first), Some(last)) = (op(root_first), op(root_last)) {
            let tail = self.block(into).last_op;
            self.op_mut(first).prev = tail;
            match tail {
                Some(t) => self.op_mut(t).next = Some(first),
                None => self.block_mut(into).first_op = Some(first),
            }
            self.block_mut(into).last_op = Some(last);
        }
        // No successor can target the root (a block in no region), so
        // `into` gains no predecessors.
        r
    }

    /// Empties the graph, keeping its arenas' capacity.
    pub fn clear(&mut self) {
        self.ops.clear();
        self.blocks.clear();
        self.regions.clear();
        self.values.clear();
        self.operands.clear();
        self.use_lists.clear();
        self.successors.clear();
        self.region_pool.clear();
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::storage::ir::{Ir, Location, OperationState};

    /// `"t.def"() : () -> i32`, `"t.use"(%0, %0) : (i32, i32) -> ()` and
    /// `"t.wrap"() ({ ^bb0(%a: i32): "t.br"()[^bb1] ^bb1: "t.use"(%a) })`.
    fn build(ctx: &Context, ir: &mut Ir, block: crate::BlockId) {
        let loc = Location::from(ctx.unknown_loc());
        let mut def = OperationState::new(ctx, "t.def", loc);
        def.result_types.push(ctx.integer_type(32));
        let def = ir.create_op(def);
        ir.append_op(block, def);
        let v = ir.result(def, 0);
        let mut user = OperationState::new(ctx, "t.use", loc);
        user.operands = vec![v, v];
        let user = ir.create_op(user);
        ir.append_op(block, user);
        let region = ir.create_region();
        let entry = ir.create_block();
        let next = ir.create_block();
        ir.append_block(region, entry);
        ir.append_block(region, next);
        let a = ir.add_block_argument(entry, ctx.integer_type(32), loc);
        let mut br = OperationState::new(ctx, "t.br", loc);
        br.successors.push(next);
        let br = ir.create_op(br);
        ir.append_op(entry, br);
        let mut inner = OperationState::new(ctx, "t.use", loc);
        inner.operands.push(a);
        let inner = ir.create_op(inner);
        ir.append_op(next, inner);
        let mut wrap = OperationState::new(ctx, "t.wrap", loc);
        wrap.regions.push(region);
        let wrap = ir.create_op(wrap);
        ir.append_op(block, wrap);
    }

    /// A `"t.top"` op with one block, into which ops are built.
    fn top(ctx: &Context, ir: &mut Ir) -> (crate::OpId, crate::BlockId) {
        let region = ir.create_region();
        let block = ir.create_block();
        ir.append_block(region, block);
        let mut state = OperationState::new(ctx, "t.top", ctx.unknown_loc());
        state.regions.push(region);
        (ir.create_op(state), block)
    }

    #[test]
    fn a_spliced_fragment_is_the_graph_it_was() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut whole = Ir::new();
        let (whole_top, block) = top(&ctx, &mut whole);
        build(&ctx, &mut whole, block);
        build(&ctx, &mut whole, block);

        let mut ir = Ir::new();
        let (spliced_top, into) = top(&ctx, &mut ir);
        for _ in 0..2 {
            let mut fragment = Ir::new();
            let root = fragment.create_block();
            build(&ctx, &mut fragment, root);
            ir.splice_fragment(&mut fragment, into);
            assert!(fragment.ops.is_empty() && fragment.blocks.is_empty());
        }
        let flags = crate::text::print::PrintFlags {
            generic: true,
            ..Default::default()
        };
        assert_eq!(
            crate::text::print::print_op(&ctx, &ir, spliced_top, &flags),
            crate::text::print::print_op(&ctx, &whole, whole_top, &flags)
        );
        // Use lists, predecessors and parents were carried over.
        let def = ir.first_op(into).expect("op");
        assert_eq!(ir.uses(ir.result(def, 0)).count(), 2);
        assert_eq!(ir.op_parent_block(def), Some(into));
        let wrap = ir.last_op(into).expect("op");
        let region = ir.region_of(wrap, 0);
        let second = ir.blocks_of(region).nth(1).expect("block");
        assert_eq!(ir.predecessors(second).count(), 1);
        assert_eq!(ir.parent_op(ir.first_op(second).expect("op")), Some(wrap));
        assert_eq!(ir.parent_op(wrap), Some(spliced_top));
    }
}
