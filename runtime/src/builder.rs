//! `OpBuilder`: creates operations at an insertion point.

use crate::ir::{BlockId, Ir, Location, OpId, OperationState};

/// Where new ops go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertionPoint {
    /// Nowhere: ops stay detached.
    Detached,
    /// At the end of a block.
    End(BlockId),
    /// Before an op.
    Before(OpId),
}

/// Creates ops and inserts them at its insertion point.
pub struct OpBuilder<'a> {
    ir: &'a mut Ir,
    point: InsertionPoint,
    loc: Option<Location>,
}

impl<'a> OpBuilder<'a> {
    /// A builder with no insertion point.
    pub fn new(ir: &'a mut Ir) -> Self {
        OpBuilder {
            ir,
            point: InsertionPoint::Detached,
            loc: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ir: &'a mut Ir, block: BlockId) -> Self {
        OpBuilder {
            ir,
            point: InsertionPoint::End(block),
            loc: None,
        }
    }

    /// The IR being built.
    pub fn ir(&mut self) -> &mut Ir {
        self.ir
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> InsertionPoint {
        self.point
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, point: InsertionPoint) {
        self.point = point;
    }

    /// Inserts new ops after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.point = match self.ir.next_op(op) {
            Some(n) => InsertionPoint::Before(n),
            None => match self.ir.op_parent_block(op) {
                Some(b) => InsertionPoint::End(b),
                None => InsertionPoint::Detached,
            },
        };
    }

    /// A location applied to ops whose state has none set by the caller.
    pub fn set_default_loc(&mut self, loc: impl Into<Location>) {
        self.loc = Some(loc.into());
    }

    /// Creates an op from `state` and inserts it.
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        if let Some(l) = self.loc {
            state.loc = l;
        }
        let op = self.ir.create_op(state);
        self.insert(op);
        op
    }

    /// Inserts a detached op at the insertion point.
    pub fn insert(&mut self, op: OpId) {
        match self.point {
            InsertionPoint::Detached => {}
            InsertionPoint::End(b) => self.ir.append_op(b, op),
            InsertionPoint::Before(next) => {
                if let Some(b) = self.ir.op_parent_block(next) {
                    self.ir.insert_op(b, Some(next), op);
                }
            }
        }
    }
}
