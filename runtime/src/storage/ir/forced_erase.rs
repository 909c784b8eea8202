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
        let mut nested = Vec::new();
        self.collect_nested(op, &mut nested);
        if self.op(op).parent.is_some() {
            self.remove_op(op);
        }
        for &o in &nested {
            for i in self.op(o).operands.range() {
                self.unlink_operand(OperandId::from_index(i as usize));
            }
            for i in self.op(o).successors.range() {
                self.unlink_successor(SuccessorId::from_index(i as usize));
            }
            self.op_mut(o).erased = true;
        }
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
