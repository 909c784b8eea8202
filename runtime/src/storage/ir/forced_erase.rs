//! Erasing ops and blocks whatever still uses them (MLIR's
//! `Operation::erase` and `Block::erase` after `dropAllUses`): for
//! rewrites that erase dead code, where the only remaining uses are in
//! code erased at the same time (unreachable blocks that use each other's
//! values, cycles through block arguments).

use super::Ir;
use super::handles::{BlockId, Handle, OpId, OperandId, SuccessorId};

impl Ir {
    /// Erases `op` and everything nested in it, unlinking their operands
    /// and successor edges; uses of their results elsewhere are left
    /// pointing at erased values, so the caller erases those too.
    pub fn force_erase_op(&mut self, op: OpId) {
        if self.op(op).parent.is_some() {
            self.remove_op(op);
        }
        // Most ops have no regions: no list of nested ops is needed.
        if self.regions(op).is_empty() {
            return self.unlink_and_mark_erased(op);
        }
        let mut nested = Vec::new();
        self.collect_nested(op, &mut nested);
        for o in nested {
            self.unlink_and_mark_erased(o);
        }
    }

    /// Unlinks the operands and successor edges of `op` and marks it erased.
    fn unlink_and_mark_erased(&mut self, op: OpId) {
        for i in self.op(op).operands.range() {
            self.unlink_operand(OperandId::from_index(i as usize));
        }
        for i in self.op(op).successors.range() {
            self.unlink_successor(SuccessorId::from_index(i as usize));
        }
        self.op_mut(op).erased = true;
    }

    /// Erases the ops of `block`, last first, and detaches it from its
    /// region (see [`Ir::force_erase_op`]).
    pub fn erase_block(&mut self, block: BlockId) {
        while let Some(op) = self.last_op(block) {
            self.force_erase_op(op);
        }
        self.remove_block(block);
    }
}
