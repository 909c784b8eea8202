//! The memory intrinsics in `sroa`: one whose destination is a slot and
//! whose constant length fits in it is safe; a non-volatile memset within
//! the aggregate becomes one memset per used field (cut to its part of the
//! length); a full, non-volatile copy to or from the aggregate becomes one
//! copy per field, through a GEP of the other side, and a copy out of it
//! uses every field.

use crate::interfaces::destructurable::{
    DestructurableAccessorOpInterface, DestructurableMemorySlot, SafeMemorySlotAccessOpInterface,
};
use crate::interfaces::promotable::{DataLayout, DeletionKind, MemorySlot};
use crate::op_support::{self, Context, Ir, OpId, OperationState, Type, Value};
use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::{AttrKind, Attribute};

use super::super::types::llvm_type;
use super::super::{
    ConstantOp, GEPOp, LLVMPointerType, LLVMStructType, MemcpyInlineOp, MemcpyOp, MemmoveOp,
    MemsetOp,
};

/// Whether a memory intrinsic writes only within `slot` (MLIR's
/// `definitelyWritesOnlyWithinSlot`): its destination is the slot and its
/// constant length fits.
fn writes_only_within(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    slot: &MemorySlot,
    layout: &DataLayout,
) -> bool {
    let pointer = llvm_type(ctx, ir.value_type(slot.ptr)).is_some_and(|(m, _)| m == "ptr");
    if !pointer || ir.operand(op, 0) != slot.ptr {
        return false;
    }
    match (
        static_length(ctx, ir, op),
        layout.type_size(ctx, slot.elem_type),
    ) {
        (Some(length), Some(size)) => length <= size,
        _ => false,
    }
}

macro_rules! intrinsic_safe_access {
    ($($op:ty),*) => {$(
        impl SafeMemorySlotAccessOpInterface for $op {
            fn ensure_only_safe_accesses(
                &self,
                ctx: &Context,
                ir: &Ir,
                slot: &MemorySlot,
                _must_be_safely_used: &mut Vec<MemorySlot>,
                layout: &DataLayout,
            ) -> bool {
                writes_only_within(ctx, ir, self.0, slot, layout)
            }
        }
    )*};
}

intrinsic_safe_access!(MemsetOp, MemcpyOp, MemmoveOp, MemcpyInlineOp);

/// The constant length of a memory intrinsic, as its attribute.
fn length_attr(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attribute> {
    if op_support::is_op(ctx, ir, op, MemcpyInlineOp::NAME) {
        op_support::inherent_or_discardable(ctx, ir, op, "len")
    } else {
        op_support::constant_value(ctx, ir, ir.operand(op, 2))
    }
}

/// The constant length of a memory intrinsic, if it has at most 64 bits.
fn static_length(ctx: &Context, ir: &Ir, op: OpId) -> Option<u64> {
    length_attr(ctx, ir, op)
        .and_then(|attr| op_support::matchers::int_value(ctx, attr))
        .filter(|v| v.width() <= 64)
        .and_then(|v| v.to_u64())
}

/// Whether the intrinsic's `isVolatile` flag is set.
fn intrinsic_is_volatile(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    op_support::inherent_or_discardable(ctx, ir, op, "isVolatile")
        .and_then(|attr| op_support::bool_of(ctx, attr))
        .unwrap_or(false)
}

/// What an op to build is made of.
struct NewOp<'a> {
    name: &'a str,
    operands: &'a [Value],
    result: Option<Type>,
    properties: Vec<(&'a str, Attribute)>,
}

/// Builds `new` at `at`.
fn build(
    ctx: &Context,
    ir: &mut Ir,
    at: InsertionPoint,
    loc: op_support::Location,
    new: NewOp<'_>,
) -> OpId {
    let mut state = OperationState::new(ctx, new.name, loc);
    state.operands.extend_from_slice(new.operands);
    state.result_types.extend(new.result);
    if !new.properties.is_empty() {
        let entries = new
            .properties
            .into_iter()
            .map(|(key, attr)| (ctx.ident(key), attr))
            .collect();
        state.properties = Some(ctx.dictionary_attr(entries));
    }
    let mut builder = OpBuilder::new(ir);
    builder.set_insertion_point(at);
    builder.create(state)
}

impl DestructurableAccessorOpInterface for MemsetOp {
    /// A non-volatile memset of the aggregate that stays within it (it
    /// uses no field of its own).
    fn can_rewire(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &DestructurableMemorySlot,
        _used_indices: &mut Vec<Attribute>,
        _must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        let llvm_aggregate = llvm_type(ctx, slot.slot.elem_type).is_some();
        llvm_aggregate
            && !intrinsic_is_volatile(ctx, ir, self.0)
            && writes_only_within(ctx, ir, self.0, &slot.slot, layout)
    }

    /// A memset of each used field's part of the original length.
    fn rewire(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        at: InsertionPoint,
        layout: &DataLayout,
    ) -> DeletionKind {
        let Some(length_attr) = length_attr(ctx, ir, self.0) else {
            return DeletionKind::Keep;
        };
        let length_type =
            op_support::attribute_type(ctx, length_attr).unwrap_or(ctx.integer_type(64));
        let length = static_length(ctx, ir, self.0).unwrap_or(0);
        let packed = llvm_type(ctx, slot.slot.elem_type).is_some_and(|(m, _)| m == "struct")
            && LLVMStructType::is_packed(ctx, slot.slot.elem_type);
        let byte = ir.operand(self.0, 1);
        let length_loc = ir.value_loc(ir.operand(self.0, 2));
        let loc = ir.op_loc(self.0);
        let volatile = op_support::bool_attr(ctx, intrinsic_is_volatile(ctx, ir, self.0));
        let mut covered = 0u64;
        for &(index, field) in &slot.subelement_types {
            let (Some(size), Some(align)) = (
                layout.type_size(ctx, field),
                layout.abi_alignment(ctx, field),
            ) else {
                break;
            };
            if !packed {
                covered = covered.next_multiple_of(align);
            }
            if covered >= length {
                break;
            }
            if let Some((_, subslot)) = subslots.iter().find(|(i, _)| *i == index) {
                let new_size = (length - covered).min(size);
                let constant = ctx.integer_attr(length_type, i128::from(new_size));
                let size_op = build(
                    ctx,
                    ir,
                    at,
                    length_loc,
                    NewOp {
                        name: ConstantOp::NAME,
                        operands: &[],
                        result: Some(length_type),
                        properties: vec![("value", constant)],
                    },
                );
                let size_value = ir.result(size_op, 0);
                build(
                    ctx,
                    ir,
                    at,
                    loc,
                    NewOp {
                        name: MemsetOp::NAME,
                        operands: &[subslot.ptr, byte, size_value],
                        result: None,
                        properties: vec![("isVolatile", volatile)],
                    },
                );
            }
            covered += size;
        }
        DeletionKind::Delete
    }
}

/// The copies: a full, non-volatile copy of the aggregate; one out of it
/// reads every field.
macro_rules! copy_accessor {
    ($($op:ty),*) => {$(
        impl DestructurableAccessorOpInterface for $op {
            fn can_rewire(
                &self,
                ctx: &Context,
                ir: &Ir,
                slot: &DestructurableMemorySlot,
                used_indices: &mut Vec<Attribute>,
                _must_be_safely_used: &mut Vec<MemorySlot>,
                layout: &DataLayout,
            ) -> bool {
                if intrinsic_is_volatile(ctx, ir, self.0) {
                    return false;
                }
                if static_length(ctx, ir, self.0) != layout.type_size(ctx, slot.slot.elem_type) {
                    return false;
                }
                if ir.operand(self.0, 1) == slot.slot.ptr {
                    for &(index, _) in &slot.subelement_types {
                        if !used_indices.contains(&index) {
                            used_indices.push(index);
                        }
                    }
                }
                true
            }

            fn rewire(
                &self,
                ctx: &Context,
                ir: &mut Ir,
                slot: &DestructurableMemorySlot,
                subslots: &[(Attribute, MemorySlot)],
                at: InsertionPoint,
                layout: &DataLayout,
            ) -> DeletionKind {
                rewire_copy(ctx, ir, self.0, slot, subslots, at, layout)
            }
        }
    )*};
}

copy_accessor!(MemcpyOp, MemmoveOp, MemcpyInlineOp);

/// Splits a copy to or from the aggregate into one copy per field, each
/// through a GEP of the other side.
fn rewire_copy(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    slot: &DestructurableMemorySlot,
    subslots: &[(Attribute, MemorySlot)],
    at: InsertionPoint,
    layout: &DataLayout,
) -> DeletionKind {
    if subslots.is_empty() {
        return DeletionKind::Delete;
    }
    let (destination, source) = (ir.operand(op, 0), ir.operand(op, 1));
    let is_destination = destination == slot.slot.ptr;
    let other = if is_destination { source } else { destination };
    let loc = ir.op_loc(op);
    let name = ctx.ident_str(ir.op_name(op)).to_string();
    let inline = name == MemcpyInlineOp::NAME;
    let length_type = length_attr(ctx, ir, op)
        .and_then(|attr| op_support::attribute_type(ctx, attr))
        .unwrap_or(ctx.integer_type(64));
    let volatile = op_support::bool_attr(ctx, intrinsic_is_volatile(ctx, ir, op));
    let pointer = LLVMPointerType::get(ctx, 0);
    for (position, &(index, _)) in slot.subelement_types.iter().enumerate() {
        let Some((_, subslot)) = subslots.iter().find(|(i, _)| *i == index) else {
            continue;
        };
        let indices = ctx.intern_attr(AttrKind::DenseArray {
            element: ctx.integer_type(32),
            values: vec![0, position as u128],
        });
        let gep = build(
            ctx,
            ir,
            at,
            loc,
            NewOp {
                name: GEPOp::NAME,
                operands: &[other],
                result: Some(pointer),
                properties: vec![
                    ("elem_type", ctx.type_attr(slot.slot.elem_type)),
                    ("rawConstantIndices", indices),
                ],
            },
        );
        let in_other = ir.result(gep, 0);
        let (to, from) = if is_destination {
            (subslot.ptr, in_other)
        } else {
            (in_other, subslot.ptr)
        };
        let size = layout.type_size(ctx, subslot.elem_type).unwrap_or(0);
        let size_attr = ctx.integer_attr(length_type, i128::from(size));
        if inline {
            build(
                ctx,
                ir,
                at,
                loc,
                NewOp {
                    name: &name,
                    operands: &[to, from],
                    result: None,
                    properties: vec![("isVolatile", volatile), ("len", size_attr)],
                },
            );
        } else {
            let constant = build(
                ctx,
                ir,
                at,
                loc,
                NewOp {
                    name: ConstantOp::NAME,
                    operands: &[],
                    result: Some(length_type),
                    properties: vec![("value", size_attr)],
                },
            );
            let size_value = ir.result(constant, 0);
            build(
                ctx,
                ir,
                at,
                loc,
                NewOp {
                    name: &name,
                    operands: &[to, from, size_value],
                    result: None,
                    properties: vec![("isVolatile", volatile)],
                },
            );
        }
    }
    DeletionKind::Delete
}
