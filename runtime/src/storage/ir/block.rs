//! Blocks: their arguments, their ops (an intrusive list with O(1) insert
//! and remove) and their predecessors.

use super::handles::{BlockId, Handle, OpId, RegionId, Value};
use super::{BlockData, Ir, ValueData, ValueOwner};
use crate::storage::types::Type;

impl Ir {
    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId::from_index(self.blocks.len());
        self.blocks.push(BlockData {
            parent: None,
            prev: None,
            next: None,
            first_op: None,
            last_op: None,
            args: Vec::new(),
            first_pred: None,
        });
        id
    }

    /// Appends an argument of type `ty` to `block`.
    pub fn add_block_argument(
        &mut self,
        block: BlockId,
        ty: Type,
        loc: impl Into<super::Location>,
    ) -> Value {
        let index = self.block(block).args.len() as u32;
        let loc = loc.into();
        let value = self.push_value(|uses| ValueData {
            ty,
            owner: ValueOwner::BlockArgument { block, index },
            uses: uses.0,
            loc,
        });
        self.block_mut(block).args.push(value);
        value
    }

    /// Removes argument `index` of `block`; it must have no uses.
    pub fn erase_block_argument(
        &mut self,
        block: BlockId,
        index: usize,
    ) -> Result<(), super::EraseError> {
        let value = self.block(block).args[index];
        if let Some(u) = self.uses(value).next() {
            let user = self.operand_owner(u);
            return Err(super::EraseError { op: user, user });
        }
        self.block_mut(block).args.remove(index);
        let args = self.block(block).args.clone();
        for (i, a) in args.into_iter().enumerate().skip(index) {
            self.values[a.index()].owner = ValueOwner::BlockArgument {
                block,
                index: i as u32,
            };
        }
        Ok(())
    }

    /// The block's arguments.
    #[inline]
    pub fn block_arguments(&self, block: BlockId) -> &[Value] {
        &self.block(block).args
    }

    /// The region containing the block.
    #[inline]
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.block(block).parent
    }

    /// The op whose region contains the block.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.block(block).parent.and_then(|r| self.region(r).parent)
    }

    /// The first op of the block.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.block(block).first_op
    }

    /// The last op of the block.
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.block(block).last_op
    }

    /// Whether the block has no ops.
    pub fn block_is_empty(&self, block: BlockId) -> bool {
        self.block(block).first_op.is_none()
    }

    /// The ops of the block in order.
    pub fn ops_of(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.block(block).first_op,
        }
    }

    /// The block's predecessors, one entry per successor edge that targets it,
    /// most recently added edge first.
    pub fn predecessors(&self, block: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        let mut next = self.block(block).first_pred;
        std::iter::from_fn(move || {
            let cur = next?;
            let s = &self.successors[cur.index()];
            next = s.next_pred;
            Some(self.op(s.owner).parent)
        })
        .flatten()
    }

    /// Whether the block is the first of its region.
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        self.block(block)
            .parent
            .is_some_and(|r| self.region(r).first_block == Some(block))
    }

    /// Inserts a detached op into `block` before `before` (at the end if `None`).
    pub fn insert_op(&mut self, block: BlockId, before: Option<OpId>, op: OpId) {
        debug_assert!(self.op(op).parent.is_none(), "op is already in a block");
        let prev = match before {
            Some(b) => self.op(b).prev,
            None => self.block(block).last_op,
        };
        {
            let d = self.op_mut(op);
            d.parent = Some(block);
            d.prev = prev;
            d.next = before;
        }
        match prev {
            Some(p) => self.op_mut(p).next = Some(op),
            None => self.block_mut(block).first_op = Some(op),
        }
        match before {
            Some(b) => self.op_mut(b).prev = Some(op),
            None => self.block_mut(block).last_op = Some(op),
        }
    }

    /// Appends a detached op at the end of `block`.
    #[inline]
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.insert_op(block, None, op);
    }

    /// Detaches an op from its block (it keeps its operands and regions).
    pub fn remove_op(&mut self, op: OpId) {
        let (block, prev, next) = {
            let d = self.op(op);
            match d.parent {
                Some(b) => (b, d.prev, d.next),
                None => return,
            }
        };
        match prev {
            Some(p) => self.op_mut(p).next = next,
            None => self.block_mut(block).first_op = next,
        }
        match next {
            Some(n) => self.op_mut(n).prev = prev,
            None => self.block_mut(block).last_op = prev,
        }
        let d = self.op_mut(op);
        d.parent = None;
        d.prev = None;
        d.next = None;
    }

    /// Moves `op` (attached or not) right before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.remove_op(op);
        let block = self.op(before).parent.expect("anchor op is not in a block");
        self.insert_op(block, Some(before), op);
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;

    #[inline]
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.ir.op(cur).next;
        Some(cur)
    }
}
