//! The uses of a block: the successor slots of the terminators that branch
//! to it, each an edge (terminator, successor index) as MLIR's
//! `Block::pred_iterator` gives with `getSuccessorIndex`, and redirecting
//! them all to another block (MLIR's `Block::replaceAllUsesWith`).

use super::Ir;
use super::handles::{BlockId, Handle, OpId};

impl Ir {
    /// The edges that target `block`: the branching op and which of its
    /// successors `block` is, most recently added edge first (as
    /// [`Ir::predecessors`]).
    pub fn predecessor_edges(&self, block: BlockId) -> Vec<(OpId, usize)> {
        let mut edges = Vec::new();
        let mut next = self.block(block).first_pred;
        while let Some(id) = next {
            let s = &self.successors[id.index()];
            let start = self.op(s.owner).successors.start as usize;
            edges.push((s.owner, id.index() - start));
            next = s.next_pred;
        }
        edges
    }

    /// Makes every edge that targets `old` target `new`.
    pub fn replace_all_block_uses_with(&mut self, old: BlockId, new: BlockId) {
        for (op, index) in self.predecessor_edges(old) {
            self.set_successor(op, index, new);
        }
    }
}
