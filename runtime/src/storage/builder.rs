//! `OpBuilder`: creates operations at an insertion point, giving those
//! created without a location a default one.

use crate::storage::context::Context;
use crate::storage::ir::{BlockId, Ir, Location, OpId, OperationState};

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
    default_loc: Option<DefaultLoc>,
}

/// A builder's default location, and what a state without a location
/// holds instead (`loc(unknown)`).
#[derive(Clone, Copy)]
struct DefaultLoc {
    loc: Location,
    unknown: Location,
}

impl<'a> OpBuilder<'a> {
    /// A builder with no insertion point.
    pub fn new(ir: &'a mut Ir) -> Self {
        OpBuilder {
            ir,
            point: InsertionPoint::Detached,
            default_loc: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ir: &'a mut Ir, block: BlockId) -> Self {
        OpBuilder {
            ir,
            point: InsertionPoint::End(block),
            default_loc: None,
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

    /// A location applied to ops whose state has none set by the caller:
    /// states at `loc(unknown)` (what typed builders whose location is not
    /// set, and `.td` builders, make). A state with a location keeps it.
    pub fn set_default_loc(&mut self, ctx: &Context, loc: impl Into<Location>) {
        self.default_loc = Some(DefaultLoc {
            loc: loc.into(),
            unknown: ctx.unknown_loc().into(),
        });
    }

    /// Creates an op from `state` and inserts it; without a location of
    /// its own, the op takes the default location (if one is set).
    pub fn create(&mut self, mut state: OperationState) -> OpId {
        if let Some(default) = self.default_loc
            && state.loc == default.unknown
        {
            state.loc = default.loc;
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
