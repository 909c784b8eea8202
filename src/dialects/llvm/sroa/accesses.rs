//! Loads and stores in `sroa`: an access of the aggregate's own pointer
//! reads or writes its first field, and is pointed at that field's alloca;
//! an access through a pointer into a field is safe when it fits in what
//! is left of the field.

use crate::Attribute;
use crate::interfaces::destructurable::{
    DestructurableAccessorOpInterface, DestructurableMemorySlot, SafeMemorySlotAccessOpInterface,
};
use crate::interfaces::promotable::{DataLayout, DeletionKind, MemorySlot};
use crate::op_support::{Context, Ir, OpId, Type, Value};
use crate::storage::builder::InsertionPoint;

use super::super::{LoadOp, StoreOp};
use super::{fits, index_attr, is_volatile};

/// A load or store of the aggregate's own pointer accesses its first field
/// (operand `address` is the pointer, `accessed` the type read or written).
fn can_rewire_access(
    ctx: &Context,
    slot: &DestructurableMemorySlot,
    accessed: Type,
    used_indices: &mut Vec<Attribute>,
    layout: &DataLayout,
) -> bool {
    let index = index_attr(ctx, 0);
    let Some(field) = slot.subelement_type(index) else {
        return false;
    };
    if !fits(ctx, layout, accessed, field) {
        return false;
    }
    if !used_indices.contains(&index) {
        used_indices.push(index);
    }
    true
}

/// Points operand `address` of `op` at the first field's slot.
fn rewire_access(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    address: usize,
    subslots: &[(Attribute, MemorySlot)],
) {
    let index = index_attr(ctx, 0);
    if let Some((_, field)) = subslots.iter().find(|(i, _)| *i == index) {
        let mut operands: Vec<Value> = ir.operands(op).collect();
        operands[address] = field.ptr;
        ir.set_operands(op, &operands);
    }
}

impl SafeMemorySlotAccessOpInterface for LoadOp {
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &MemorySlot,
        _must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        ir.operand(self.0, 0) != slot.ptr
            || fits(
                ctx,
                layout,
                ir.value_type(ir.result(self.0, 0)),
                slot.elem_type,
            )
    }
}

impl SafeMemorySlotAccessOpInterface for StoreOp {
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &MemorySlot,
        _must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        ir.operand(self.0, 1) != slot.ptr
            || fits(
                ctx,
                layout,
                ir.value_type(ir.operand(self.0, 0)),
                slot.elem_type,
            )
    }
}

impl DestructurableAccessorOpInterface for LoadOp {
    fn can_rewire(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &DestructurableMemorySlot,
        used_indices: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        !is_volatile(ctx, ir, self.0)
            && can_rewire_access(
                ctx,
                slot,
                ir.value_type(ir.result(self.0, 0)),
                used_indices,
                layout,
            )
    }

    fn rewire(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        _slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        _at: InsertionPoint,
        _layout: &DataLayout,
    ) -> DeletionKind {
        rewire_access(ctx, ir, self.0, 0, subslots);
        DeletionKind::Keep
    }
}

impl DestructurableAccessorOpInterface for StoreOp {
    /// Not a store of the pointer itself.
    fn can_rewire(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &DestructurableMemorySlot,
        used_indices: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        let value = ir.operand(self.0, 0);
        !is_volatile(ctx, ir, self.0)
            && value != slot.slot.ptr
            && can_rewire_access(ctx, slot, ir.value_type(value), used_indices, layout)
    }

    fn rewire(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        _slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        _at: InsertionPoint,
        _layout: &DataLayout,
    ) -> DeletionKind {
        rewire_access(ctx, ir, self.0, 1, subslots);
        DeletionKind::Keep
    }
}
