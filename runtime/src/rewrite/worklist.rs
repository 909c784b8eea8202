//! The greedy driver's worklist (MLIR's `Worklist`): last in, first out,
//! each op at most once (pushing an op already there keeps its place), and
//! removal in O(1) (the slot is emptied). Where each op sits is kept in a
//! table indexed by the op's arena index rather than a hash map: every op
//! of the module passes through the worklist on every iteration, and a
//! lookup is then one load.
//!
//! The table spans the whole arena, however small the part rewritten (a
//! pass on one function of many, the inliner's pipeline on each callee),
//! so it is not made afresh for each run: a thread keeps the table of its
//! last worklist, every entry absent again, for the next.

use std::cell::RefCell;

use crate::storage::ir::OpId;

/// Marks a table entry of an op that is not in the worklist.
const ABSENT: u32 = u32::MAX;

thread_local! {
    /// The position table of the thread's last worklist, all [`ABSENT`].
    static SPARE_POSITIONS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// Ops waiting to be processed.
pub(crate) struct Worklist {
    list: Vec<Option<OpId>>,
    /// Per op arena index, its slot in `list`, or [`ABSENT`].
    positions: Vec<u32>,
}

impl Default for Worklist {
    fn default() -> Self {
        Worklist {
            list: Vec::new(),
            positions: SPARE_POSITIONS.with(|spare| std::mem::take(&mut *spare.borrow_mut())),
        }
    }
}

impl Drop for Worklist {
    fn drop(&mut self) {
        self.clear();
        let positions = std::mem::take(&mut self.positions);
        SPARE_POSITIONS.with(|spare| {
            let mut spare = spare.borrow_mut();
            if positions.len() > spare.len() {
                *spare = positions;
            }
        });
    }
}

impl Worklist {
    /// Empties the worklist.
    pub(crate) fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.positions[op.as_usize()] = ABSENT;
        }
    }

    #[inline]
    fn position(&self, op: OpId) -> Option<usize> {
        match self.positions.get(op.as_usize()) {
            Some(&at) if at != ABSENT => Some(at as usize),
            _ => None,
        }
    }

    /// Adds `op` at the end unless it is already in.
    pub(crate) fn push(&mut self, op: OpId) {
        let index = op.as_usize();
        if index >= self.positions.len() {
            // Room for the ops created while the worklist is used.
            let len = (index + 1).max(self.positions.len() * 2);
            self.positions.resize(len, ABSENT);
        } else if self.positions[index] != ABSENT {
            return;
        }
        self.positions[index] = u32::try_from(self.list.len()).expect("worklist below u32::MAX");
        self.list.push(Some(op));
    }

    /// Takes the op added last.
    pub(crate) fn pop(&mut self) -> Option<OpId> {
        while let Some(slot) = self.list.pop() {
            if let Some(op) = slot {
                self.positions[op.as_usize()] = ABSENT;
                return Some(op);
            }
        }
        None
    }

    /// Removes `op` if it is in.
    pub(crate) fn remove(&mut self, op: OpId) {
        if let Some(at) = self.position(op) {
            self.list[at] = None;
            self.positions[op.as_usize()] = ABSENT;
        }
    }

    /// Reverses the order (so that ops pushed first are processed first).
    pub(crate) fn reverse(&mut self) {
        self.list.reverse();
        self.list.retain(Option::is_some);
        for (i, slot) in self.list.iter().enumerate() {
            if let Some(op) = slot {
                self.positions[op.as_usize()] = i as u32;
            }
        }
    }
}
