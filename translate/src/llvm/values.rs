//! Values in general: their type, name, printed form, operands, and which kind of value they are (`LLVMIsA*`).
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use super::AnyType;
use super::{lossy, take_message};
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMGetNumOperands`](core::LLVMGetNumOperands).
#[inline]
pub fn get_num_operands(val: LLVMValueRef) -> i32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumOperands(val) }
}

/// [`LLVMGetOperand`](core::LLVMGetOperand).
#[inline]
pub fn get_operand(val: LLVMValueRef, index: u32) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetOperand(val, index) }
}

/// [`LLVMGetValueName2`](core::LLVMGetValueName2): the name, copied (empty when it has none).
#[inline]
pub fn get_value_name2(value: LLVMValueRef) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); LLVM returns `len`
    // bytes it owns, copied before anything can change them.
    unsafe { lossy(core::LLVMGetValueName2(value, &mut len).cast(), len) }
}

/// [`LLVMIsABlockAddress`](core::LLVMIsABlockAddress).
#[inline]
pub fn is_a_block_address(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsABlockAddress(val) }
}

/// [`LLVMIsAConstant`](core::LLVMIsAConstant).
#[inline]
pub fn is_a_constant(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstant(val) }
}

/// [`LLVMIsAConstantAggregateZero`](core::LLVMIsAConstantAggregateZero).
#[inline]
pub fn is_a_constant_aggregate_zero(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantAggregateZero(val) }
}

/// [`LLVMIsAConstantArray`](core::LLVMIsAConstantArray).
#[inline]
pub fn is_a_constant_array(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantArray(val) }
}

/// [`LLVMIsAConstantDataSequential`](core::LLVMIsAConstantDataSequential).
#[inline]
pub fn is_a_constant_data_sequential(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantDataSequential(val) }
}

/// [`LLVMIsAConstantExpr`](core::LLVMIsAConstantExpr).
#[inline]
pub fn is_a_constant_expr(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantExpr(val) }
}

/// [`LLVMIsAConstantFP`](core::LLVMIsAConstantFP).
#[inline]
pub fn is_a_constant_fp(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantFP(val) }
}

/// [`LLVMIsAConstantInt`](core::LLVMIsAConstantInt).
#[inline]
pub fn is_a_constant_int(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantInt(val) }
}

/// [`LLVMIsAConstantPointerNull`](core::LLVMIsAConstantPointerNull).
#[inline]
pub fn is_a_constant_pointer_null(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantPointerNull(val) }
}

/// [`LLVMIsAConstantStruct`](core::LLVMIsAConstantStruct).
#[inline]
pub fn is_a_constant_struct(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantStruct(val) }
}

/// [`LLVMIsAConstantTokenNone`](core::LLVMIsAConstantTokenNone).
#[inline]
pub fn is_a_constant_token_none(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantTokenNone(val) }
}

/// [`LLVMIsAConstantVector`](core::LLVMIsAConstantVector).
#[inline]
pub fn is_a_constant_vector(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAConstantVector(val) }
}

/// [`LLVMIsAFunction`](core::LLVMIsAFunction).
#[inline]
pub fn is_a_function(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAFunction(val) }
}

/// [`LLVMIsAGlobalObject`](core::LLVMIsAGlobalObject).
#[inline]
pub fn is_a_global_object(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAGlobalObject(val) }
}

/// [`LLVMIsAInstruction`](core::LLVMIsAInstruction).
#[inline]
pub fn is_a_instruction(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAInstruction(val) }
}

/// [`LLVMIsAPHINode`](core::LLVMIsAPHINode).
#[inline]
pub fn is_a_phi_node(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAPHINode(val) }
}

/// [`LLVMIsAPoisonValue`](core::LLVMIsAPoisonValue).
#[inline]
pub fn is_a_poison_value(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAPoisonValue(val) }
}

/// [`LLVMIsAUndefValue`](core::LLVMIsAUndefValue).
#[inline]
pub fn is_a_undef_value(val: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAUndefValue(val) }
}

/// [`LLVMIsAtomicSingleThread`](core::LLVMIsAtomicSingleThread).
#[inline]
pub fn is_atomic_single_thread(atomic_inst: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAtomicSingleThread(atomic_inst) }
}

/// [`LLVMPrintValueToString`](core::LLVMPrintValueToString): the printed value.
#[inline]
pub fn print_value_to_string(value: LLVMValueRef) -> String {
    // SAFETY: the handle is live (module invariant); the message LLVM
    // allocates is copied and disposed of.
    unsafe { take_message(core::LLVMPrintValueToString(value)) }
}

/// [`LLVMTypeOf`](core::LLVMTypeOf).
#[inline]
pub fn type_of<'ctx>(val: LLVMValueRef) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMTypeOf(val) })
}
