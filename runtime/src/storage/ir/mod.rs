//! The IR graph: operations, blocks, regions and values stored in arenas of
//! an [`Ir`] and addressed by small copyable handles. Ops in a block and
//! blocks in a region form intrusive lists (O(1) insert and erase); values
//! keep use lists whose replace-all-uses is O(1) (see [`uses`]).

mod block;
mod block_uses;
mod copy;
mod forced_erase;
mod fused_location;
mod handles;
mod operation;
mod region;
mod splice;
pub mod uses;

pub use handles::{BlockId, OpId, OperandId, RegionId, SuccessorId, Value};
pub use operation::{EraseError, OperationState, ValueOwner};
pub use splice::Rebase;

use crate::storage::attributes::Attribute;
use crate::storage::context::Ident;
use crate::storage::types::Type;

pub(crate) use handles::Handle;

/// Where an op or a block argument comes from: a location attribute, or a
/// source position the parser recorded without interning one per op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    /// A location attribute (`loc(...)`).
    Attr(Attribute),
    /// `loc("file":line:col)`, not yet interned.
    Source {
        /// The file name.
        file: Ident,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
}

impl From<Attribute> for Location {
    fn from(attr: Attribute) -> Self {
        Location::Attr(attr)
    }
}

impl Location {
    /// The location as an attribute (interning a source position).
    pub fn to_attr(self, ctx: &crate::Context) -> Attribute {
        match self {
            Location::Attr(a) => a,
            Location::Source { file, line, col } => {
                ctx.intern_attr(crate::storage::attributes::AttrKind::Location(
                    crate::storage::attributes::LocationKind::FileLineCol { file, line, col },
                ))
            }
        }
    }
}

/// One operation's data.
#[derive(Clone, Debug)]
pub(crate) struct OpData {
    pub(crate) name: Ident,
    pub(crate) loc: Location,
    /// The discardable attributes, a dictionary.
    pub(crate) attrs: Attribute,
    /// The properties (inherent attributes), if any.
    pub(crate) properties: Option<Attribute>,
    pub(crate) operands: Span,
    pub(crate) results: Span,
    pub(crate) successors: Span,
    pub(crate) regions: Span,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    pub(crate) erased: bool,
}

/// A contiguous run of entries in one of the pools.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Span {
    pub(crate) start: u32,
    pub(crate) len: u32,
}

impl Span {
    pub(crate) fn range(self) -> std::ops::Range<u32> {
        self.start..self.start + self.len
    }
}

#[derive(Clone, Debug)]
pub(crate) struct BlockData {
    pub(crate) parent: Option<RegionId>,
    pub(crate) prev: Option<BlockId>,
    pub(crate) next: Option<BlockId>,
    pub(crate) first_op: Option<OpId>,
    pub(crate) last_op: Option<OpId>,
    pub(crate) args: Vec<Value>,
    /// The successor slots that target this block (its predecessors' edges).
    pub(crate) first_pred: Option<SuccessorId>,
}

#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    /// The owning op; `None` while a parser builds the region before its op.
    pub(crate) parent: Option<OpId>,
    pub(crate) first_block: Option<BlockId>,
    pub(crate) last_block: Option<BlockId>,
}

#[derive(Clone, Debug)]
pub(crate) struct ValueData {
    pub(crate) ty: Type,
    pub(crate) owner: ValueOwner,
    pub(crate) uses: uses::UseListId,
    /// Location of a block argument (that of the op for results).
    pub(crate) loc: Location,
}

#[derive(Clone, Debug)]
pub(crate) struct SuccessorData {
    pub(crate) block: BlockId,
    pub(crate) owner: OpId,
    pub(crate) prev_pred: Option<SuccessorId>,
    pub(crate) next_pred: Option<SuccessorId>,
}

/// The arenas that own one IR graph. All handles index into one `Ir`; types
/// and attributes live in the [`crate::Context`].
#[derive(Clone, Debug, Default)]
pub struct Ir {
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub(crate) regions: Vec<RegionData>,
    pub(crate) values: Vec<ValueData>,
    pub(crate) operands: Vec<uses::OperandData>,
    pub(crate) use_lists: Vec<uses::UseList>,
    pub(crate) successors: Vec<SuccessorData>,
    pub(crate) region_pool: Vec<RegionId>,
}

impl Ir {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// An empty graph with room for about `ops` operations.
    pub fn with_capacity(ops: usize) -> Self {
        Ir {
            ops: Vec::with_capacity(ops),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::with_capacity(ops),
            operands: Vec::with_capacity(ops * 2),
            use_lists: Vec::with_capacity(ops),
            successors: Vec::new(),
            region_pool: Vec::new(),
        }
    }

    /// An empty graph with room for the IR parsed from a text of `bytes`
    /// bytes (generously: an op takes some 40 bytes of text at least, and
    /// room never used costs address space, not memory).
    pub fn with_capacity_for_text(bytes: usize) -> Self {
        let ops = bytes / 40;
        Ir {
            ops: Vec::with_capacity(ops),
            blocks: Vec::with_capacity(ops / 8),
            regions: Vec::with_capacity(ops / 32),
            values: Vec::with_capacity(ops),
            operands: Vec::with_capacity(ops * 2),
            use_lists: Vec::with_capacity(ops),
            successors: Vec::with_capacity(ops / 8),
            region_pool: Vec::with_capacity(ops / 32),
        }
    }

    /// How many operations were ever created (erased ones included).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    #[inline]
    pub(crate) fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    #[inline]
    pub(crate) fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.index()]
    }

    #[inline]
    pub(crate) fn block(&self, block: BlockId) -> &BlockData {
        &self.blocks[block.index()]
    }

    #[inline]
    pub(crate) fn block_mut(&mut self, block: BlockId) -> &mut BlockData {
        &mut self.blocks[block.index()]
    }

    #[inline]
    pub(crate) fn region(&self, region: RegionId) -> &RegionData {
        &self.regions[region.index()]
    }

    #[inline]
    pub(crate) fn region_mut(&mut self, region: RegionId) -> &mut RegionData {
        &mut self.regions[region.index()]
    }
}
