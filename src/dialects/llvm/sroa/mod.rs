//! How the LLVM dialect's ops take part in `sroa` (the destructuring half
//! of MLIR 19's `LLVMMemorySlot.cpp`): `llvm.alloca` of one struct or of
//! an array of at most 16 elements splits into one alloca per field used
//! (here); loads and stores of the aggregate's pointer access its first
//! field ([`accesses`]); a GEP with constant indices selects the field its
//! byte offset falls in ([`gep`]); the memory intrinsics stay within a slot
//! or are split per field ([`intrinsics`]).

mod accesses;
mod gep;
mod intrinsics;

use crate::Attribute;
use crate::interfaces::destructurable::{
    DestructurableAllocationOpInterface, DestructurableMemorySlot,
};
use crate::interfaces::promotable::{DataLayout, MemorySlot};
use crate::op_support::{self, Context, Ir, OpId, OperationState, Type, Value};
use crate::storage::builder::{InsertionPoint, OpBuilder};

use super::types::llvm_type;
use super::{AllocaOp, LLVMStructType};

/// The most elements an array may have to be split (MLIR's
/// `maxArraySizeForDestructuring`).
const MAX_ARRAY_SIZE: u64 = 16;

/// The `i32` attribute naming field `index`.
pub(super) fn index_attr(ctx: &Context, index: u64) -> Attribute {
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
pub(super) fn array_parts(params: &[op_support::Param]) -> Option<(Type, u64)> {
    match params {
        [
            op_support::Param::Type(element),
            op_support::Param::Int(count),
        ] => Some((*element, *count as u64)),
        _ => None,
    }
}

/// `!llvm.array<size x i8>`, the slot a pointer into a field may access.
pub(super) fn byte_array_type(ctx: &Context, size: u64) -> Type {
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
pub(super) fn fits(ctx: &Context, layout: &DataLayout, ty: Type, slot: Type) -> bool {
    match (layout.type_size(ctx, ty), layout.type_size(ctx, slot)) {
        (Some(access), Some(size)) => access <= size,
        _ => false,
    }
}

/// Whether `op`'s `volatile_` flag is set.
pub(super) fn is_volatile(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    op_support::inherent_or_discardable(ctx, ir, op, "volatile_").is_some()
}
