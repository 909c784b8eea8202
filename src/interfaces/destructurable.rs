//! The interfaces `sroa` splits aggregates through
//! (`defs/interfaces/Destructurable.td`, MLIR's `MemorySlotInterfaces.td`):
//! `DestructurableAllocationOpInterface`, `SafeMemorySlotAccessOpInterface`
//! and `DestructurableAccessorOpInterface`, generated here, with the slot
//! type their methods take.

use super::promotable::MemorySlot;
use crate::{Attribute, Type};

/// A memory slot holding an aggregate, with the type of each field by its
/// index (MLIR's `DestructurableMemorySlot`), in field order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DestructurableMemorySlot {
    /// The slot.
    pub slot: MemorySlot,
    /// The index and type of each field.
    pub subelement_types: Vec<(Attribute, Type)>,
}

impl DestructurableMemorySlot {
    /// The type of the field at `index`, if there is one.
    pub fn subelement_type(&self, index: Attribute) -> Option<Type> {
        self.subelement_types
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, ty)| *ty)
    }
}

crate::dialect!("defs/interfaces/Destructurable.td");
