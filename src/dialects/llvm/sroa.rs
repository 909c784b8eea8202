//! How the LLVM dialect's ops take part in `sroa` (the destructuring half
//! of MLIR 19's `LLVMMemorySlot.cpp`): `llvm.alloca` of one struct or of
//! an array of at most 16 elements splits into one alloca per field used;
//! loads and stores of the aggregate's pointer access its first field; a
//! GEP with constant indices selects the field its byte offset falls in
//! (and becomes a byte offset into that field's alloca); GEPs, loads,
//! stores and the memory intrinsics whose accesses stay within a slot are
//! safe; a memset within the aggregate becomes one per field used, a copy
//! of the whole aggregate one copy per field (through a GEP of the other
//! side), a copy out of it using every field.

use crate::interfaces::destructurable::{
    DestructurableAccessorOpInterface, DestructurableAllocationOpInterface,
    DestructurableMemorySlot, SafeMemorySlotAccessOpInterface,
};
use crate::interfaces::promotable::{DataLayout, DeletionKind, MemorySlot};
use crate::op_support::{self, Context, Ir, OpId, OperationState, Type, Value};
use crate::storage::builder::{InsertionPoint, OpBuilder};
use crate::{AttrKind, Attribute};
use dialectic_runtime::rewrite::create_or_fold;

use super::ops::DYNAMIC_INDEX;
use super::types::llvm_type;
use super::{
    AllocaOp, GEPOp, LLVMStructType, LoadOp, MemcpyInlineOp, MemcpyOp, MemmoveOp, MemsetOp, StoreOp,
};

/// The most elements an array may have to be split (MLIR's
/// `maxArraySizeForDestructuring`).
const MAX_ARRAY_SIZE: u64 = 16;

/// The bits of a GEP's constant indices (MLIR's `kGEPConstantBitWidth`).
const GEP_CONSTANT_BIT_WIDTH: u32 = 29;

/// The `i32` attribute naming field `index`.
fn index_attr(ctx: &Context, index: u64) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), i128::from(index))
}

/// The fields of a struct with a body or of an array of at most
/// [`MAX_ARRAY_SIZE`] elements, by index (MLIR's `getSubelementIndexMap`).
pub fn subelement_types(ctx: &Context, ty: Type) -> Option<Vec<(Attribute, Type)>> {
    let (mnemonic, params) = llvm_type(ctx, ty)?;
    let elements: Vec<Type> = match mnemonic {
        // An empty struct has nothing to split into.
        "struct" => LLVMStructType::body(ctx, ty)
            .filter(|body| !body.is_empty())?
            .to_vec(),
        "array" => {
            let (element, count) = array_parts(params)?;
            if count > MAX_ARRAY_SIZE {
                return None;
            }
            vec![element; count as usize]
        }
        _ => return None,
    };
    Some(
        elements
            .into_iter()
            .enumerate()
            .map(|(i, ty)| (index_attr(ctx, i as u64), ty))
            .collect(),
    )
}

/// The element type and count of an `!llvm.array`.
fn array_parts(params: &[op_support::Param]) -> Option<(Type, u64)> {
    match params {
        [
            op_support::Param::Type(element),
            op_support::Param::Int(count),
        ] => Some((*element, *count as u64)),
        _ => None,
    }
}

/// `!llvm.array<size x i8>`, the slot a pointer into a field may access.
fn byte_array_type(ctx: &Context, size: u64) -> Type {
    let i8 = ctx.integer_type(8);
    super::LLVMArrayType::get(ctx, i8, size)
}

/// Whether `value` is the constant integer one.
fn is_constant_one(ctx: &Context, ir: &Ir, value: Value) -> bool {
    op_support::constant_value(ctx, ir, value)
        .and_then(|attr| op_support::matchers::int_value(ctx, attr))
        .and_then(|v| v.to_u64())
        == Some(1)
}

impl DestructurableAllocationOpInterface for AllocaOp {
    /// The slot of a single struct or small array.
    fn destructurable_slots(&self, ctx: &Context, ir: &Ir) -> Vec<DestructurableMemorySlot> {
        if !is_constant_one(ctx, ir, ir.operand(self.0, 0)) {
            return Vec::new();
        }
        let Some(elem_type) = op_support::inherent_or_discardable(ctx, ir, self.0, "elem_type")
            .and_then(|attr| op_support::type_of(ctx, attr))
        else {
            return Vec::new();
        };
        let Some(subelement_types) = subelement_types(ctx, elem_type) else {
            return Vec::new();
        };
        vec![DestructurableMemorySlot {
            slot: MemorySlot {
                ptr: ir.result(self.0, 0),
                elem_type,
            },
            subelement_types,
        }]
    }

    /// One alloca per used field, just after this one, in the order the
    /// fields were found used.
    fn destructure(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        slot: &DestructurableMemorySlot,
        used_indices: &[Attribute],
        _at: InsertionPoint,
    ) -> (Vec<(Attribute, MemorySlot)>, Vec<OpId>) {
        let size = ir.operand(self.0, 0);
        let loc = ir.op_loc(self.0);
        let pointer = super::LLVMPointerType::get(ctx, 0);
        let at = super::mem2reg::after(ir, self.0);
        let mut builder = OpBuilder::new(ir);
        builder.set_insertion_point(at);
        let mut subslots = Vec::new();
        let mut allocas = Vec::new();
        for &index in used_indices {
            let Some(elem_type) = slot.subelement_type(index) else {
                continue;
            };
            let mut state = OperationState::new(ctx, AllocaOp::NAME, loc);
            state.operands.push(size);
            state.result_types.push(pointer);
            state.properties =
                Some(ctx.dictionary_attr(vec![(ctx.ident("elem_type"), ctx.type_attr(elem_type))]));
            let alloca = builder.create(state);
            let ptr = builder.ir().result(alloca, 0);
            allocas.push(alloca);
            subslots.push((index, MemorySlot { ptr, elem_type }));
        }
        (subslots, allocas)
    }

    fn handle_destructuring_complete(
        &self,
        _ctx: &Context,
        ir: &mut Ir,
        _slot: &DestructurableMemorySlot,
    ) -> Option<OpId> {
        ir.force_erase_op(self.0);
        None
    }
}

/// Whether an access of `ty` fits in `slot`.
fn fits(ctx: &Context, layout: &DataLayout, ty: Type, slot: Type) -> bool {
    match (layout.type_size(ctx, ty), layout.type_size(ctx, slot)) {
        (Some(access), Some(size)) => access <= size,
        _ => false,
    }
}

/// Whether `op`'s `volatile_` flag is set.
fn is_volatile(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    op_support::inherent_or_discardable(ctx, ir, op, "volatile_").is_some()
}

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
                        name: super::ConstantOp::NAME,
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
    let pointer = super::LLVMPointerType::get(ctx, 0);
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
                    name: super::ConstantOp::NAME,
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
