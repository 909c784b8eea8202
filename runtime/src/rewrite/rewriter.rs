//! The [`PatternRewriter`] patterns change the IR through (MLIR's
//! `PatternRewriter`): it creates ops at an insertion point (with the
//! typed builders, through [`PatternRewriter::builder`]), replaces and
//! erases ops, changes ops in place, moves, merges and erases blocks, and
//! tells a [`RewriteListener`] (the greedy driver) about each change.
//!
//! Ops a pattern creates are noticed when the rewriter is next used or
//! the pattern returns: every op created since is reported inserted (if
//! it is in a block).

use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Handle, Ir, Location, OpId, OperationState, Value};

/// Hears about the changes a [`PatternRewriter`] makes (MLIR's
/// `RewriterBase::Listener`). Every method does nothing by default.
pub trait RewriteListener {
    /// `op` was inserted into a block (created, or moved).
    fn notify_operation_inserted(&mut self, _ir: &Ir, _op: OpId) {}

    /// `op` was changed in place (operands, attributes, successors).
    fn notify_operation_modified(&mut self, _ir: &Ir, _op: OpId) {}

    /// `op`'s results are about to be replaced by `replacement`.
    fn notify_operation_replaced(&mut self, _ir: &Ir, _op: OpId, _replacement: &[Value]) {}

    /// `op` is about to be erased (ops nested in it were already).
    fn notify_operation_erased(&mut self, _ir: &Ir, _op: OpId) {}

    /// `block` is about to be erased (its ops were already).
    fn notify_block_erased(&mut self, _ir: &Ir, _block: BlockId) {}
}

/// Changes the IR on behalf of patterns, telling a listener.
pub struct PatternRewriter<'a> {
    ctx: &'a Context,
    ir: &'a mut Ir,
    point: InsertionPoint,
    listener: Option<&'a mut dyn RewriteListener>,
    /// Ops with an index below this were reported (or existed before).
    known_ops: usize,
    /// The location of the ops built through [`PatternRewriter::builder`]
    /// without one of their own.
    loc: Option<Location>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `ir`, reporting to `listener`.
    pub fn new(
        ctx: &'a Context,
        ir: &'a mut Ir,
        listener: Option<&'a mut dyn RewriteListener>,
    ) -> Self {
        let known_ops = ir.op_capacity();
        PatternRewriter {
            ctx,
            ir,
            point: InsertionPoint::Detached,
            listener,
            known_ops,
            loc: None,
        }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The IR, to read.
    pub fn ir(&self) -> &Ir {
        self.ir
    }

    /// The IR, to change directly: the listener hears of ops created this
    /// way (when the rewriter is next used), of nothing else.
    pub fn ir_mut(&mut self) -> &mut Ir {
        self.report_created_ops();
        self.ir
    }

    /// Where new ops go.
    pub fn insertion_point(&self) -> InsertionPoint {
        self.point
    }

    /// New ops go before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.point = InsertionPoint::Before(op);
    }

    /// New ops go after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = match self.ir.next_op(op) {
            Some(next) => InsertionPoint::Before(next),
            None => match self.ir.op_parent_block(op) {
                Some(block) => InsertionPoint::End(block),
                None => InsertionPoint::Detached,
            },
        };
    }

    /// New ops go at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.point = match self.ir.first_op(block) {
            Some(first) => InsertionPoint::Before(first),
            None => InsertionPoint::End(block),
        };
    }

    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.point = InsertionPoint::End(block);
    }

    /// A builder at the insertion point, for the typed builders
    /// (`AddIOp::builder(ctx).lhs(a).rhs(b).build(&mut rewriter.builder())`).
    pub fn builder(&mut self) -> OpBuilder<'_> {
        self.report_created_ops();
        let mut builder = OpBuilder::new(self.ir);
        builder.set_insertion_point(self.point);
        if let Some(loc) = self.loc {
            builder.set_default_loc(self.ctx, loc);
        }
        builder
    }

    /// Gives the ops built from now on without a location of their own
    /// `loc` (as MLIR patterns pass a location to each op they build). A
    /// pattern set starts each pattern with its root op's location.
    pub fn set_loc(&mut self, loc: impl Into<Location>) {
        self.loc = Some(loc.into());
    }

    /// The fusion of the locations of `ops` (what MLIR's declarative
    /// patterns give the ops they build: the locations of the ops they
    /// matched).
    pub fn fused_loc(&self, ops: &[OpId]) -> Location {
        let locations: Vec<Location> = ops.iter().map(|&op| self.ir.op_loc(op)).collect();
        Location::fused(self.ctx, &locations)
    }

    /// Creates an op from `state` at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.builder().create(state);
        self.report_created_ops();
        op
    }

    /// Reports the ops created since the last report as inserted.
    pub fn report_created_ops(&mut self) {
        let now = self.ir.op_capacity();
        for index in self.known_ops..now {
            let op = OpId::from_index(index);
            if !self.ir.is_erased(op)
                && self.ir.op_parent_block(op).is_some()
                && let Some(listener) = self.listener.as_deref_mut()
            {
                listener.notify_operation_inserted(self.ir, op);
            }
        }
        self.known_ops = now;
    }

    fn notify_modified(&mut self, op: OpId) {
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.notify_operation_modified(self.ir, op);
        }
    }

    /// Changes `op` in place with `change`, then reports it modified.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, change: impl FnOnce(&mut Ir) -> R) -> R {
        self.report_created_ops();
        let result = change(self.ir);
        self.report_created_ops();
        self.notify_modified(op);
        result
    }

    /// The ops using `value`, one per use, in the order MLIR visits uses
    /// (most recent first).
    fn users(&self, value: Value) -> Vec<OpId> {
        let mut users: Vec<OpId> = self
            .ir
            .uses(value)
            .map(|u| self.ir.operand_owner(u))
            .collect();
        users.reverse();
        users
    }

    /// Replaces every use of `from` with `to`, reporting each user modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        self.report_created_ops();
        if from == to {
            return;
        }
        let users = self.users(from);
        self.ir.replace_all_uses_with(from, to);
        for user in users {
            self.notify_modified(user);
        }
    }

    /// Replaces every use of `op`'s results with `values`.
    pub fn replace_all_op_uses_with(&mut self, op: OpId, values: &[Value]) {
        let results: Vec<Value> = self.ir.results(op).collect();
        for (result, &value) in results.into_iter().zip(values) {
            self.replace_all_uses_with(result, value);
        }
    }

    /// Replaces `op`'s results with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.report_created_ops();
        debug_assert_eq!(
            values.len(),
            self.ir.num_results(op),
            "one value per result"
        );
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.notify_operation_replaced(self.ir, op, values);
        }
        self.replace_all_op_uses_with(op, values);
        self.erase_op(op);
    }

    /// Replaces `op` with the results of `new_op` and erases it.
    pub fn replace_op_with_op(&mut self, op: OpId, new_op: OpId) {
        let values: Vec<Value> = self.ir.results(new_op).collect();
        self.replace_op(op, &values);
    }

    /// Erases `op` and the ops nested in it, innermost and last first,
    /// reporting each (their results should have no uses left).
    pub fn erase_op(&mut self, op: OpId) {
        self.report_created_ops();
        if self.ir.regions(op).is_empty() {
            if let Some(listener) = self.listener.as_deref_mut() {
                listener.notify_operation_erased(self.ir, op);
            }
        } else if self.listener.is_some() {
            for nested in self.nested_post_order(op) {
                if let Some(listener) = self.listener.as_deref_mut() {
                    listener.notify_operation_erased(self.ir, nested);
                }
            }
        }
        self.ir.force_erase_op(op);
    }

    /// `op` and the ops nested in it, children before parents and later
    /// ops before earlier ones.
    fn nested_post_order(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut stack = vec![(op, false)];
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                out.push(o);
                continue;
            }
            stack.push((o, true));
            for &region in self.ir.regions(o) {
                for block in self.ir.blocks_of(region) {
                    stack.extend(self.ir.ops_of(block).map(|n| (n, false)));
                }
            }
        }
        out
    }

    /// Erases `block` and its ops (last first), reporting each.
    pub fn erase_block(&mut self, block: BlockId) {
        self.report_created_ops();
        while let Some(op) = self.ir.last_op(block) {
            self.erase_op(op);
        }
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.notify_block_erased(self.ir, block);
        }
        self.ir.erase_block(block);
    }

    /// Moves `op` right before `before` (in any block), reporting it
    /// inserted.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.report_created_ops();
        self.ir.move_op_before(op, before);
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.notify_operation_inserted(self.ir, op);
        }
    }

    /// Moves `op` to `block`, before `before` (at the end when `None`),
    /// reporting it inserted.
    pub fn move_op_into(&mut self, op: OpId, block: BlockId, before: Option<OpId>) {
        self.report_created_ops();
        self.ir.remove_op(op);
        self.ir.insert_op(block, before, op);
        if let Some(listener) = self.listener.as_deref_mut() {
            listener.notify_operation_inserted(self.ir, op);
        }
    }

    /// Moves the ops of `source` into `dest` before `before` (at its end
    /// when `None`), its arguments replaced by `args`, and erases `source`
    /// (MLIR's `inlineBlockBefore`; `source` must have no predecessors).
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[Value],
    ) {
        let params: Vec<Value> = self.ir.block_arguments(source).to_vec();
        for (param, &arg) in params.into_iter().zip(args) {
            self.replace_all_uses_with(param, arg);
        }
        while let Some(op) = self.ir.first_op(source) {
            self.move_op_into(op, dest, before);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest`, its arguments replaced by
    /// `args`, and erases `source` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[Value]) {
        self.inline_block_before(source, dest, None, args);
    }
}

impl Drop for PatternRewriter<'_> {
    fn drop(&mut self) {
        self.report_created_ops();
    }
}
