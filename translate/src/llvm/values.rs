//! Values in general: their type, name, printed form, operands, and which kind of value they are (`LLVMIsA*`).
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyType;
use super::AnyValue;
use super::{lossy, take_message};
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMGetNumOperands`](core::LLVMGetNumOperands).
#[inline]
pub fn get_num_operands(val: AnyValue<'_>) -> i32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumOperands(val.raw()) }
}

/// [`LLVMGetOperand`](core::LLVMGetOperand).
#[inline]
pub fn get_operand<'ctx>(val: AnyValue<'ctx>, index: u32) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetOperand(val.raw(), index) })
}

/// [`LLVMGetValueName2`](core::LLVMGetValueName2): the name, copied (empty when it has none).
#[inline]
pub fn get_value_name2(value: AnyValue<'_>) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); LLVM returns `len`
    // bytes it owns, copied before anything can change them.
    unsafe { lossy(core::LLVMGetValueName2(value.raw(), &mut len).cast(), len) }
}

/// [`LLVMIsABlockAddress`](core::LLVMIsABlockAddress).
#[inline]
pub fn is_a_block_address<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsABlockAddress(val.raw()) })
}

/// [`LLVMIsAConstant`](core::LLVMIsAConstant).
#[inline]
pub fn is_a_constant<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstant(val.raw()) })
}

/// [`LLVMIsAConstantAggregateZero`](core::LLVMIsAConstantAggregateZero).
#[inline]
pub fn is_a_constant_aggregate_zero<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantAggregateZero(val.raw()) })
}

/// [`LLVMIsAConstantArray`](core::LLVMIsAConstantArray).
#[inline]
pub fn is_a_constant_array<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantArray(val.raw()) })
}

/// [`LLVMIsAConstantDataSequential`](core::LLVMIsAConstantDataSequential).
#[inline]
pub fn is_a_constant_data_sequential<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantDataSequential(val.raw()) })
}

/// [`LLVMIsAConstantExpr`](core::LLVMIsAConstantExpr).
#[inline]
pub fn is_a_constant_expr<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantExpr(val.raw()) })
}

/// [`LLVMIsAConstantFP`](core::LLVMIsAConstantFP).
#[inline]
pub fn is_a_constant_fp<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantFP(val.raw()) })
}

/// [`LLVMIsAConstantInt`](core::LLVMIsAConstantInt).
#[inline]
pub fn is_a_constant_int<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantInt(val.raw()) })
}

/// [`LLVMIsAConstantPointerNull`](core::LLVMIsAConstantPointerNull).
#[inline]
pub fn is_a_constant_pointer_null<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantPointerNull(val.raw()) })
}

/// [`LLVMIsAConstantStruct`](core::LLVMIsAConstantStruct).
#[inline]
pub fn is_a_constant_struct<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantStruct(val.raw()) })
}

/// [`LLVMIsAConstantTokenNone`](core::LLVMIsAConstantTokenNone).
#[inline]
pub fn is_a_constant_token_none<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantTokenNone(val.raw()) })
}

/// [`LLVMIsAConstantVector`](core::LLVMIsAConstantVector).
#[inline]
pub fn is_a_constant_vector<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAConstantVector(val.raw()) })
}

/// [`LLVMIsAFunction`](core::LLVMIsAFunction).
#[inline]
pub fn is_a_function<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAFunction(val.raw()) })
}

/// [`LLVMIsAGlobalObject`](core::LLVMIsAGlobalObject).
#[inline]
pub fn is_a_global_object<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAGlobalObject(val.raw()) })
}

/// [`LLVMIsAInstruction`](core::LLVMIsAInstruction).
#[inline]
pub fn is_a_instruction<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAInstruction(val.raw()) })
}

/// [`LLVMIsAPHINode`](core::LLVMIsAPHINode).
#[inline]
pub fn is_a_phi_node<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAPHINode(val.raw()) })
}

/// [`LLVMIsAPoisonValue`](core::LLVMIsAPoisonValue).
#[inline]
pub fn is_a_poison_value<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAPoisonValue(val.raw()) })
}

/// [`LLVMIsAUndefValue`](core::LLVMIsAUndefValue).
#[inline]
pub fn is_a_undef_value<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAUndefValue(val.raw()) })
}

/// [`LLVMIsAtomicSingleThread`](core::LLVMIsAtomicSingleThread).
#[inline]
pub fn is_atomic_single_thread(atomic_inst: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsAtomicSingleThread(atomic_inst.raw()) }
}

/// [`LLVMPrintValueToString`](core::LLVMPrintValueToString): the printed value.
#[inline]
pub fn print_value_to_string(value: AnyValue<'_>) -> String {
    // SAFETY: the handle is live (module invariant); the message LLVM
    // allocates is copied and disposed of.
    unsafe { take_message(core::LLVMPrintValueToString(value.raw())) }
}

/// [`LLVMTypeOf`](core::LLVMTypeOf).
#[inline]
pub fn type_of<'ctx>(val: AnyValue<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMTypeOf(val.raw()) })
}
