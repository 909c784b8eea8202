//! The greedy driver's worklist (MLIR's `Worklist`): last in, first out,
//! each op at most once (pushing an op already there keeps its place), and
//! removal in O(1) (the slot is emptied).

use rustc_hash::FxHashMap;

use crate::storage::ir::OpId;

/// Ops waiting to be processed.
#[derive(Default)]
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    positions: FxHashMap<OpId, usize>,
}

impl Worklist {
    /// Empties the worklist.
    pub(crate) fn clear(&mut self) {
        self.list.clear();
        self.positions.clear();
    }

    /// Adds `op` at the end unless it is already in.
    pub(crate) fn push(&mut self, op: OpId) {
        if self.positions.contains_key(&op) {
            return;
        }
        self.positions.insert(op, self.list.len());
        self.list.push(Some(op));
    }

    /// Takes the op added last.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.positions.remove(&op);
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if it is in.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(at) = self.positions.remove(&op) {
            self.list[at] = None;
        }
    }

    /// Reverses the order (so that ops pushed first are processed first).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        self.list.retain(Option::is_some);
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.positions.insert(*op, i);
            }
        }
    }
}
