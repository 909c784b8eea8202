//! Use lists. Every operand slot sits in a doubly linked list of the uses of
//! its value, in the order the uses were added (MLIR lists them the other
//! way round; readers that need MLIR's order reverse it). Replace-all-uses
//! moves the old value's uses onto the new value's list in the order MLIR
//! re-adds them.

use super::handles::{Handle, OpId, OperandId, Value};
use super::{Ir, ValueData};

/// A use list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct UseListId(pub(crate) u32);

#[derive(Clone, Debug)]
pub(crate) struct UseList {
    /// The value whose uses these are.
    value: Value,
    first: Option<OperandId>,
    last: Option<OperandId>,
}

#[derive(Clone, Debug)]
pub(crate) struct OperandData {
    list: UseListId,
    pub(crate) owner: OpId,
    prev: Option<OperandId>,
    next: Option<OperandId>,
}

impl Ir {
    pub(crate) fn new_use_list(&mut self, value: Value) -> UseListId {
        let id = UseListId(self.use_lists.len() as u32);
        self.use_lists.push(UseList {
            value,
            first: None,
            last: None,
        });
        id
    }

    pub(crate) fn push_value(&mut self, data: impl FnOnce(UseListIdSlot) -> ValueData) -> Value {
        let value = Value::from_index(self.values.len());
        let list = self.new_use_list(value);
        self.values.push(data(UseListIdSlot(list)));
        value
    }

    /// The value an operand slot refers to.
    #[inline]
    pub fn operand_value(&self, operand: OperandId) -> Value {
        let list = self.operands[operand.index()].list;
        self.use_lists[list.0 as usize].value
    }

    /// The operation owning an operand slot.
    pub fn operand_owner(&self, operand: OperandId) -> OpId {
        self.operands[operand.index()].owner
    }

    /// Appends a new operand slot using `value`, owned by `owner`.
    pub(crate) fn push_operand(&mut self, owner: OpId, value: Value) -> OperandId {
        let id = OperandId::from_index(self.operands.len());
        let list = self.values[value.index()].uses;
        self.operands.push(OperandData {
            list,
            owner,
            prev: None,
            next: None,
        });
        self.link_operand(id, list);
        id
    }

    fn link_operand(&mut self, id: OperandId, list: UseListId) {
        let l = &mut self.use_lists[list.0 as usize];
        let prev = l.last;
        l.last = Some(id);
        if l.first.is_none() {
            l.first = Some(id);
        }
        let o = &mut self.operands[id.index()];
        o.list = list;
        o.prev = prev;
        o.next = None;
        if let Some(p) = prev {
            self.operands[p.index()].next = Some(id);
        }
    }

    /// Removes an operand slot from the use list of its value.
    pub(crate) fn unlink_operand(&mut self, id: OperandId) {
        let list = self.operands[id.index()].list;
        let (prev, next) = {
            let o = &self.operands[id.index()];
            (o.prev, o.next)
        };
        match prev {
            Some(p) => self.operands[p.index()].next = next,
            None => self.use_lists[list.0 as usize].first = next,
        }
        match next {
            Some(n) => self.operands[n.index()].prev = prev,
            None => self.use_lists[list.0 as usize].last = prev,
        }
        let o = &mut self.operands[id.index()];
        o.prev = None;
        o.next = None;
    }

    /// Makes an operand slot use `value` instead.
    pub fn set_operand_value(&mut self, operand: OperandId, value: Value) {
        self.unlink_operand(operand);
        let list = self.values[value.index()].uses;
        self.link_operand(operand, list);
    }

    /// Replaces every use of `old` with `new`. The uses join `new`'s list
    /// as MLIR's `replaceAllUsesWith` re-adds them: in the order MLIR lists
    /// `old`'s uses (the most recently added first), so that the users of a
    /// value come in MLIR's order afterwards too (the rewrite driver visits
    /// them in that order).
    pub fn replace_all_uses_with(&mut self, old: Value, new: Value) {
        let from = self.values[old.index()].uses;
        let to = self.values[new.index()].uses;
        if from == to {
            return;
        }
        let mut next = self.use_lists[from.0 as usize].last;
        while let Some(id) = next {
            next = self.operands[id.index()].prev;
            let tail = self.use_lists[to.0 as usize].last;
            let o = &mut self.operands[id.index()];
            o.list = to;
            o.prev = tail;
            o.next = None;
            match tail {
                Some(t) => self.operands[t.index()].next = Some(id),
                None => self.use_lists[to.0 as usize].first = Some(id),
            }
            self.use_lists[to.0 as usize].last = Some(id);
        }
        let l = &mut self.use_lists[from.0 as usize];
        l.first = None;
        l.last = None;
    }

    /// The operand slots that use `value`, in the order they were added.
    pub fn uses(&self, value: Value) -> Uses<'_> {
        let list = self.values[value.index()].uses;
        Uses {
            ir: self,
            next: self.use_lists[list.0 as usize].first,
        }
    }

    /// Whether `value` has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        let list = self.values[value.index()].uses;
        self.use_lists[list.0 as usize].first.is_none()
    }
}

impl UseList {
    /// This list with its handles mapped into the graph a fragment is spliced into.
    pub(super) fn rebased(self, r: &super::splice::Rebase) -> Self {
        UseList {
            value: r.value(self.value),
            first: self.first.map(|o| r.operand(o)),
            last: self.last.map(|o| r.operand(o)),
        }
    }
}

impl OperandData {
    /// This slot with its handles mapped into the graph a fragment is spliced into.
    pub(super) fn rebased(self, r: &super::splice::Rebase) -> Self {
        OperandData {
            list: r.use_list(self.list),
            owner: r.op(self.owner),
            prev: self.prev.map(|o| r.operand(o)),
            next: self.next.map(|o| r.operand(o)),
        }
    }
}

/// A freshly made use list, handed to the builder of a [`ValueData`].
pub(crate) struct UseListIdSlot(pub(crate) UseListId);

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    ir: &'a Ir,
    next: Option<OperandId>,
}

impl Iterator for Uses<'_> {
    type Item = OperandId;

    fn next(&mut self) -> Option<OperandId> {
        let cur = self.next?;
        self.next = self.ir.operands[cur.index()].next;
        Some(cur)
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;
    use crate::storage::ir::{BlockId, Ir, OpId, OperationState, Value};

    fn op(ctx: &Context, ir: &mut Ir, block: BlockId, name: &str, operands: &[Value]) -> OpId {
        let mut state = OperationState::new(ctx, name, ctx.unknown_loc());
        state.operands = operands.to_vec();
        state.result_types.push(ctx.integer_type(32));
        let op = ir.create_op(state);
        ir.append_op(block, op);
        op
    }

    #[test]
    fn replaced_uses_join_the_new_value_as_mlir_re_adds_them() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let block = ir.create_block();
        let a = op(&ctx, &mut ir, block, "t.a", &[]);
        let b = op(&ctx, &mut ir, block, "t.b", &[]);
        let (va, vb) = (ir.result(a, 0), ir.result(b, 0));
        let y = op(&ctx, &mut ir, block, "t.y", &[vb]);
        let x1 = op(&ctx, &mut ir, block, "t.x1", &[va]);
        let x2 = op(&ctx, &mut ir, block, "t.x2", &[va]);
        let x3 = op(&ctx, &mut ir, block, "t.x3", &[va]);
        ir.replace_all_uses_with(va, vb);
        // MLIR lists uses newest first: before, `a` listed x3, x2, x1 and `b`
        // listed y; each use re-added at the front of `b`'s list leaves it
        // as x1, x2, x3, y. In the order of addition kept here, that is the
        // reverse.
        let owners: Vec<OpId> = ir.uses(vb).map(|u| ir.operand_owner(u)).collect();
        assert_eq!(owners, vec![y, x3, x2, x1]);
        assert!(ir.use_empty(va));
        for user in [x1, x2, x3] {
            assert_eq!(ir.operands(user).next(), Some(vb));
        }
    }
}
