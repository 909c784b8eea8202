//! Constants: integers, floats, aggregates, strings, undef and poison, inline assembly, and reading them back.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyType;
use super::AnyValue;
use super::{bytes, len_u32};
use inkwell::llvm_sys::LLVMInlineAsmDialect;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMConstArray2`](core::LLVMConstArray2).
#[inline]
pub fn const_array2<'ctx>(element_type: AnyType<'_>, values: &[AnyValue<'ctx>]) -> AnyValue<'ctx> {
    let values = AnyValue::raw_slice(values);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMConstArray2(
            element_type.raw(),
            values.as_ptr().cast_mut(),
            values.len() as u64,
        )
    })
}

/// [`LLVMConstBitCast`](core::LLVMConstBitCast).
#[inline]
pub fn const_bit_cast<'ctx>(constant_val: AnyValue<'ctx>, to_type: AnyType<'_>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMConstBitCast(constant_val.raw(), to_type.raw()) })
}

/// [`LLVMConstInt`](core::LLVMConstInt).
#[inline]
pub fn const_int<'ctx>(int_ty: AnyType<'ctx>, n: u64, sign_extend: LLVMBool) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMConstInt(int_ty.raw(), n, sign_extend) })
}

/// [`LLVMConstIntGetSExtValue`](core::LLVMConstIntGetSExtValue).
#[inline]
pub fn const_int_get_sext_value(constant_val: AnyValue<'_>) -> i64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstIntGetSExtValue(constant_val.raw()) }
}

/// [`LLVMConstIntGetZExtValue`](core::LLVMConstIntGetZExtValue).
#[inline]
pub fn const_int_get_zext_value(constant_val: AnyValue<'_>) -> u64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstIntGetZExtValue(constant_val.raw()) }
}

/// [`LLVMConstIntOfArbitraryPrecision`](core::LLVMConstIntOfArbitraryPrecision).
#[inline]
pub fn const_int_of_arbitrary_precision<'ctx>(ty: AnyType<'ctx>, words: &[u64]) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMConstIntOfArbitraryPrecision(ty.raw(), len_u32(words), words.as_ptr())
    })
}

/// [`LLVMConstNamedStruct`](core::LLVMConstNamedStruct).
#[inline]
pub fn const_named_struct<'ctx>(ty: AnyType<'_>, values: &[AnyValue<'ctx>]) -> AnyValue<'ctx> {
    let values = AnyValue::raw_slice(values);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMConstNamedStruct(ty.raw(), values.as_ptr().cast_mut(), len_u32(values))
    })
}

/// [`LLVMConstNull`](core::LLVMConstNull).
#[inline]
pub fn const_null<'ctx>(ty: AnyType<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMConstNull(ty.raw()) })
}

/// [`LLVMConstRealGetDouble`](core::LLVMConstRealGetDouble): the value as
/// a `double`, and whether converting to it lost information.
#[inline]
pub fn const_real_get_double(constant: AnyValue<'_>) -> (f64, bool) {
    let mut loses_info = 0;
    // SAFETY: the handle is live (module invariant); the flag is a local.
    let value = unsafe { core::LLVMConstRealGetDouble(constant.raw(), &mut loses_info) };
    (value, loses_info != 0)
}

/// [`LLVMConstStringInContext2`](core::LLVMConstStringInContext2) in the
/// context of `ty` ([`LLVMGetTypeContext`](core::LLVMGetTypeContext)), for
/// code that holds a type but not its context.
#[inline]
pub fn const_string_in_context_of<'ctx>(
    ty: AnyType<'ctx>,
    bytes: &[u8],
    dont_null_terminate: LLVMBool,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the context of a
    // live type is live; LLVM reads the slice for its length only.
    AnyValue::from_raw(unsafe {
        core::LLVMConstStringInContext2(
            core::LLVMGetTypeContext(ty.raw()),
            bytes.as_ptr().cast(),
            bytes.len(),
            dont_null_terminate,
        )
    })
}

/// [`LLVMConstVector`](core::LLVMConstVector).
#[inline]
pub fn const_vector<'ctx>(values: &[AnyValue<'ctx>]) -> AnyValue<'ctx> {
    let values = AnyValue::raw_slice(values);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMConstVector(values.as_ptr().cast_mut(), len_u32(values))
    })
}

/// [`LLVMGetAggregateElement`](core::LLVMGetAggregateElement).
#[inline]
pub fn get_aggregate_element<'ctx>(c: AnyValue<'ctx>, idx: u32) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetAggregateElement(c.raw(), idx) })
}

/// [`LLVMGetAsString`](core::LLVMGetAsString): `f` of the bytes of a
/// constant data sequential, borrowed only for the call.
#[inline]
pub fn with_as_string<'ctx, R>(constant: AnyValue<'ctx>, f: impl FnOnce(&[u8]) -> R) -> R {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); LLVM owns the `len`
    // bytes as long as the constant, which outlives the call of `f`.
    f(unsafe { bytes(core::LLVMGetAsString(constant.raw(), &mut len).cast(), len) })
}

/// [`LLVMGetInlineAsm`](core::LLVMGetInlineAsm).
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn get_inline_asm<'ctx>(
    ty: AnyType<'ctx>,
    asm: &str,
    constraints: &str,
    has_side_effects: LLVMBool,
    is_align_stack: LLVMBool,
    dialect: LLVMInlineAsmDialect,
    can_throw: LLVMBool,
) -> AnyValue<'ctx> {
    // SAFETY: the handle is live (module invariant); LLVM copies both strings.
    AnyValue::from_raw(unsafe {
        core::LLVMGetInlineAsm(
            ty.raw(),
            asm.as_ptr().cast(),
            asm.len(),
            constraints.as_ptr().cast(),
            constraints.len(),
            has_side_effects,
            is_align_stack,
            dialect,
            can_throw,
        )
    })
}

/// [`LLVMGetPoison`](core::LLVMGetPoison).
#[inline]
pub fn get_poison<'ctx>(ty: AnyType<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetPoison(ty.raw()) })
}

/// [`LLVMGetUndef`](core::LLVMGetUndef).
#[inline]
pub fn get_undef<'ctx>(ty: AnyType<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetUndef(ty.raw()) })
}

/// [`LLVMIsConstantString`](core::LLVMIsConstantString).
#[inline]
pub fn is_constant_string(c: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsConstantString(c.raw()) }
}

/// [`LLVMIsNull`](core::LLVMIsNull).
#[inline]
pub fn is_null(val: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsNull(val.raw()) }
}
