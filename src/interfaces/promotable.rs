//! The interfaces `mem2reg` promotes memory slots through
//! (`defs/interfaces/MemorySlot.td`, MLIR's `MemorySlotInterfaces.td`):
//! `PromotableAllocationOpInterface`, `PromotableMemOpInterface` and
//! `PromotableOpInterface`, generated here, with the slot, deletion and
//! data layout types their methods take.

pub use super::data_layout::DataLayout;
use crate::{Type, Value};

/// A memory slot: the pointer to it and the type of what it holds (MLIR's
/// `MemorySlot`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemorySlot {
    /// The pointer the slot is accessed through.
    pub ptr: Value,
    /// The type of its content.
    pub elem_type: Type,
}

/// What becomes of an op once its blocking uses are removed (MLIR's
/// `DeletionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeletionKind {
    /// The op stays.
    Keep,
    /// The op is erased once every op is rewritten.
    Delete,
}

crate::dialect!("defs/interfaces/MemorySlot.td");
