//! GEPs in `sroa`: a GEP of the aggregate's pointer with constant,
//! non-negative indices selects the field its byte offset falls in and
//! becomes a byte GEP into that field's alloca (none at offset zero); its
//! result may then access the rest of the field. A GEP of a pointer into a
//! field is safe when it stays within the field.

use crate::interfaces::destructurable::{
    DestructurableAccessorOpInterface, DestructurableMemorySlot, SafeMemorySlotAccessOpInterface,
};
use crate::interfaces::promotable::{DataLayout, DeletionKind, MemorySlot};
use crate::op_support::{self, Context, Ir, OpId, OperationState};
use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::{AttrKind, Attribute};
use dialectic_runtime::rewrite::create_or_fold;

use super::super::ops::DYNAMIC_INDEX;
use super::super::types::llvm_type;
use super::super::{GEPOp, LLVMStructType};
use super::{array_parts, byte_array_type, index_attr};

/// The bits of a GEP's constant indices (MLIR's `kGEPConstantBitWidth`).
const GEP_CONSTANT_BIT_WIDTH: u32 = 29;

/// The constant indices of a GEP, `None` when one is dynamic.
fn constant_indices(ctx: &Context, ir: &Ir, gep: OpId) -> Option<Vec<i64>> {
    let attr = op_support::inherent_or_discardable(ctx, ir, gep, "rawConstantIndices")?;
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(attr) else {
        return None;
    };
    values
        .iter()
        .map(|&bits| {
            let index = bits as u32 as i32;
            (index != DYNAMIC_INDEX).then_some(i64::from(index))
        })
        .collect()
}

/// How many bytes a GEP with constant, non-negative indices moves its base
/// (MLIR's `gepToByteOffset`).
fn gep_byte_offset(ctx: &Context, ir: &Ir, gep: OpId, layout: &DataLayout) -> Option<u64> {
    let indices = constant_indices(ctx, ir, gep)?;
    if indices.iter().any(|&i| i < 0) {
        return None;
    }
    let mut current = op_support::inherent_or_discardable(ctx, ir, gep, "elem_type")
        .and_then(|attr| op_support::type_of(ctx, attr))?;
    let (&first, rest) = indices.split_first()?;
    let mut offset = first as u64 * layout.type_size(ctx, current)?;
    for &index in rest {
        let index = index as u64;
        let (mnemonic, params) = llvm_type(ctx, current)?;
        match mnemonic {
            "array" => {
                let (element, _) = array_parts(params)?;
                offset += index * layout.type_size(ctx, element)?;
                current = element;
            }
            "struct" => {
                let body = LLVMStructType::body(ctx, current)?;
                let packed = LLVMStructType::is_packed(ctx, current);
                if index as usize >= body.len() {
                    return None;
                }
                for &field in &body[..index as usize] {
                    if !packed {
                        offset = offset.next_multiple_of(layout.abi_alignment(ctx, field)?);
                    }
                    offset += layout.type_size(ctx, field)?;
                }
                let field = body[index as usize];
                if !packed {
                    offset = offset.next_multiple_of(layout.abi_alignment(ctx, field)?);
                }
                current = field;
            }
            _ => return None,
        }
    }
    Some(offset)
}

/// The field a GEP's offset falls in and the offset within it (MLIR's
/// `getSubslotAccessInfo`); `None` out of bounds or in padding.
fn subslot_access(
    ctx: &Context,
    ir: &Ir,
    slot: &DestructurableMemorySlot,
    gep: OpId,
    layout: &DataLayout,
) -> Option<(u64, u64)> {
    let offset = gep_byte_offset(ctx, ir, gep, layout)?;
    let ty = slot.slot.elem_type;
    if offset >= layout.type_size(ctx, ty)? {
        return None;
    }
    let out_of_bounds = |index: u64| index >= 1 << GEP_CONSTANT_BIT_WIDTH;
    let (mnemonic, params) = llvm_type(ctx, ty)?;
    match mnemonic {
        "array" => {
            let (element, _) = array_parts(params)?;
            let size = layout.type_size(ctx, element)?;
            let index = offset / size;
            (!out_of_bounds(index)).then_some((index, offset - index * size))
        }
        "struct" => {
            let packed = LLVMStructType::is_packed(ctx, ty);
            let mut start = 0u64;
            for (index, &field) in LLVMStructType::body(ctx, ty)?.iter().enumerate() {
                let size = layout.type_size(ctx, field)?;
                if !packed {
                    start = start.next_multiple_of(layout.abi_alignment(ctx, field)?);
                    if offset < start {
                        return None;
                    }
                }
                if offset < start + size {
                    let index = index as u64;
                    return (!out_of_bounds(index)).then_some((index, offset - start));
                }
                start += size;
            }
            None
        }
        _ => None,
    }
}

impl SafeMemorySlotAccessOpInterface for GEPOp {
    /// Within the slot, the rest of which its result may access.
    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &MemorySlot,
        must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        if ir.operand(self.0, 0) != slot.ptr {
            return true;
        }
        let (Some(offset), Some(size)) = (
            gep_byte_offset(ctx, ir, self.0, layout),
            layout.type_size(ctx, slot.elem_type),
        ) else {
            return false;
        };
        if offset >= size {
            return false;
        }
        must_be_safely_used.push(MemorySlot {
            ptr: ir.result(self.0, 0),
            elem_type: byte_array_type(ctx, size - offset),
        });
        true
    }
}

impl DestructurableAccessorOpInterface for GEPOp {
    /// A GEP of the aggregate's pointer whose constant offset falls in a
    /// field; its result may then access the rest of that field.
    fn can_rewire(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &DestructurableMemorySlot,
        used_indices: &mut Vec<Attribute>,
        must_be_safely_used: &mut Vec<MemorySlot>,
        layout: &DataLayout,
    ) -> bool {
        let base = ir.operand(self.0, 0);
        let pointer_base = llvm_type(ctx, ir.value_type(base)).is_some_and(|(m, _)| m == "ptr");
        if !pointer_base || base != slot.slot.ptr {
            return false;
        }
        let Some((index, offset)) = subslot_access(ctx, ir, slot, self.0, layout) else {
            return false;
        };
        let index = index_attr(ctx, index);
        let Some(field) = slot.subelement_type(index) else {
            return false;
        };
        if !used_indices.contains(&index) {
            used_indices.push(index);
        }
        let Some(size) = layout.type_size(ctx, field) else {
            return false;
        };
        must_be_safely_used.push(MemorySlot {
            ptr: ir.result(self.0, 0),
            elem_type: byte_array_type(ctx, size - offset),
        });
        true
    }

    /// A byte GEP into the field's slot (folded away at offset zero).
    fn rewire(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        slot: &DestructurableMemorySlot,
        subslots: &[(Attribute, MemorySlot)],
        at: InsertionPoint,
        layout: &DataLayout,
    ) -> DeletionKind {
        let Some((index, offset)) = subslot_access(ctx, ir, slot, self.0, layout) else {
            return DeletionKind::Keep;
        };
        let index = index_attr(ctx, index);
        let Some((_, field)) = subslots.iter().find(|(i, _)| *i == index) else {
            return DeletionKind::Keep;
        };
        let result = ir.result(self.0, 0);
        let result_type = ir.value_type(result);
        let loc = ir.op_loc(self.0);
        let inbounds = op_support::inherent_or_discardable(ctx, ir, self.0, "inbounds");
        let mut properties = vec![
            (ctx.ident("elem_type"), ctx.type_attr(ctx.integer_type(8))),
            (
                ctx.ident("rawConstantIndices"),
                ctx.intern_attr(AttrKind::DenseArray {
                    element: ctx.integer_type(32),
                    values: vec![u128::from(offset as u32)],
                }),
            ),
        ];
        if let Some(unit) = inbounds {
            properties.push((ctx.ident("inbounds"), unit));
        }
        let mut state = OperationState::new(ctx, GEPOp::NAME, loc);
        state.operands.push(field.ptr);
        state.result_types.push(result_type);
        state.properties = Some(ctx.dictionary_attr(properties));
        let mut builder = OpBuilder::new(ir);
        builder.set_insertion_point(at);
        let replacement = create_or_fold(ctx, &mut builder, |b| b.create(state))[0];
        ir.replace_all_uses_with(result, replacement);
        DeletionKind::Delete
    }
}
