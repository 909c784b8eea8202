//! Use lists. Every operand slot sits in a doubly linked list of the uses of
//! its value. Replace-all-uses is O(1): the old value's list is spliced onto
//! the new value's list and forwarded to it, so operands that still name the
//! old list find the new value by following the forward link (links are
//! shortened whenever an operand is touched).

use super::handles::{Handle, OpId, OperandId, Value};
use super::{Ir, ValueData};

/// A use list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct UseListId(pub(crate) u32);

#[derive(Clone, Debug)]
pub(crate) struct UseList {
    /// The value whose uses these are (meaningful at the end of a forward chain).
    value: Value,
    first: Option<OperandId>,
    last: Option<OperandId>,
    forward: Option<UseListId>,
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
            forward: None,
        });
        id
    }

    pub(crate) fn push_value(&mut self, data: impl FnOnce(UseListIdSlot) -> ValueData) -> Value {
        let value = Value::from_index(self.values.len());
        let list = self.new_use_list(value);
        self.values.push(data(UseListIdSlot(list)));
        value
    }

    #[inline]
    fn root_list(&self, mut list: UseListId) -> UseListId {
        while let Some(next) = self.use_lists[list.0 as usize].forward {
            list = next;
        }
        list
    }

    /// The value an operand slot refers to.
    #[inline]
    pub fn operand_value(&self, operand: OperandId) -> Value {
        let list = self.root_list(self.operands[operand.index()].list);
        self.use_lists[list.0 as usize].value
    }

    /// The operation owning an operand slot.
    pub fn operand_owner(&self, operand: OperandId) -> OpId {
        self.operands[operand.index()].owner
    }

    /// Appends a new operand slot using `value`, owned by `owner`.
    pub(crate) fn push_operand(&mut self, owner: OpId, value: Value) -> OperandId {
        let id = OperandId::from_index(self.operands.len());
        let list = self.root_list(self.values[value.index()].uses);
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
        let list = self.root_list(self.operands[id.index()].list);
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
        let list = self.root_list(self.values[value.index()].uses);
        self.link_operand(operand, list);
    }

    /// Replaces every use of `old` with `new` in O(1).
    pub fn replace_all_uses_with(&mut self, old: Value, new: Value) {
        let from = self.root_list(self.values[old.index()].uses);
        let to = self.root_list(self.values[new.index()].uses);
        if from == to {
            return;
        }
        let (first, last) = {
            let l = &self.use_lists[from.0 as usize];
            (l.first, l.last)
        };
        if let (Some(first), Some(last)) = (first, last) {
            match self.use_lists[to.0 as usize].last {
                Some(tail) => {
                    self.operands[tail.index()].next = Some(first);
                    self.operands[first.index()].prev = Some(tail);
                }
                None => self.use_lists[to.0 as usize].first = Some(first),
            }
            self.use_lists[to.0 as usize].last = Some(last);
        }
        let l = &mut self.use_lists[from.0 as usize];
        l.first = None;
        l.last = None;
        l.forward = Some(to);
        let fresh = self.new_use_list(old);
        self.values[old.index()].uses = fresh;
    }

    /// The operand slots that use `value`, in the order they were added.
    pub fn uses(&self, value: Value) -> Uses<'_> {
        let list = self.root_list(self.values[value.index()].uses);
        Uses {
            ir: self,
            next: self.use_lists[list.0 as usize].first,
        }
    }

    /// Whether `value` has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        let list = self.root_list(self.values[value.index()].uses);
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
            forward: self.forward.map(|l| r.use_list(l)),
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
