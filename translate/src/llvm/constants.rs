//! Constants: integers, floats, aggregates, strings, undef and poison, inline assembly, and reading them back.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use super::AnyType;
use super::{bytes, len_u32};
use inkwell::llvm_sys::LLVMInlineAsmDialect;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMConstArray2`](core::LLVMConstArray2).
#[inline]
pub fn const_array2(element_type: AnyType<'_>, values: &[LLVMValueRef]) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe {
        core::LLVMConstArray2(
            element_type.raw(),
            values.as_ptr().cast_mut(),
            values.len() as u64,
        )
    }
}

/// [`LLVMConstBitCast`](core::LLVMConstBitCast).
#[inline]
pub fn const_bit_cast(constant_val: LLVMValueRef, to_type: AnyType<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstBitCast(constant_val, to_type.raw()) }
}

/// [`LLVMConstInt`](core::LLVMConstInt).
#[inline]
pub fn const_int(int_ty: AnyType<'_>, n: u64, sign_extend: LLVMBool) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstInt(int_ty.raw(), n, sign_extend) }
}

/// [`LLVMConstIntGetSExtValue`](core::LLVMConstIntGetSExtValue).
#[inline]
pub fn const_int_get_sext_value(constant_val: LLVMValueRef) -> i64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstIntGetSExtValue(constant_val) }
}

/// [`LLVMConstIntGetZExtValue`](core::LLVMConstIntGetZExtValue).
#[inline]
pub fn const_int_get_zext_value(constant_val: LLVMValueRef) -> u64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstIntGetZExtValue(constant_val) }
}

/// [`LLVMConstIntOfArbitraryPrecision`](core::LLVMConstIntOfArbitraryPrecision).
#[inline]
pub fn const_int_of_arbitrary_precision(ty: AnyType<'_>, words: &[u64]) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe { core::LLVMConstIntOfArbitraryPrecision(ty.raw(), len_u32(words), words.as_ptr()) }
}

/// [`LLVMConstNamedStruct`](core::LLVMConstNamedStruct).
#[inline]
pub fn const_named_struct(ty: AnyType<'_>, values: &[LLVMValueRef]) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe { core::LLVMConstNamedStruct(ty.raw(), values.as_ptr().cast_mut(), len_u32(values)) }
}

/// [`LLVMConstNull`](core::LLVMConstNull).
#[inline]
pub fn const_null(ty: AnyType<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMConstNull(ty.raw()) }
}

/// [`LLVMConstRealGetDouble`](core::LLVMConstRealGetDouble): the value as
/// a `double`, and whether converting to it lost information.
#[inline]
pub fn const_real_get_double(constant: LLVMValueRef) -> (f64, bool) {
    let mut loses_info = 0;
    // SAFETY: the handle is live (module invariant); the flag is a local.
    let value = unsafe { core::LLVMConstRealGetDouble(constant, &mut loses_info) };
    (value, loses_info != 0)
}

/// [`LLVMConstStringInContext2`](core::LLVMConstStringInContext2) in the
/// context of `ty` ([`LLVMGetTypeContext`](core::LLVMGetTypeContext)), for
/// code that holds a type but not its context.
#[inline]
pub fn const_string_in_context_of(
    ty: AnyType<'_>,
    bytes: &[u8],
    dont_null_terminate: LLVMBool,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the context of a
    // live type is live; LLVM reads the slice for its length only.
    unsafe {
        core::LLVMConstStringInContext2(
            core::LLVMGetTypeContext(ty.raw()),
            bytes.as_ptr().cast(),
            bytes.len(),
            dont_null_terminate,
        )
    }
}

/// [`LLVMConstVector`](core::LLVMConstVector).
#[inline]
pub fn const_vector(values: &[LLVMValueRef]) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe { core::LLVMConstVector(values.as_ptr().cast_mut(), len_u32(values)) }
}

/// [`LLVMGetAggregateElement`](core::LLVMGetAggregateElement).
#[inline]
pub fn get_aggregate_element(c: LLVMValueRef, idx: u32) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetAggregateElement(c, idx) }
}

/// [`LLVMGetAsString`](core::LLVMGetAsString): `f` of the bytes of a
/// constant data sequential, borrowed only for the call.
#[inline]
pub fn with_as_string<R>(constant: LLVMValueRef, f: impl FnOnce(&[u8]) -> R) -> R {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); LLVM owns the `len`
    // bytes as long as the constant, which outlives the call of `f`.
    f(unsafe { bytes(core::LLVMGetAsString(constant, &mut len).cast(), len) })
}

/// [`LLVMGetInlineAsm`](core::LLVMGetInlineAsm).
#[inline]
#[allow(clippy::too_many_arguments)]
pub fn get_inline_asm(
    ty: AnyType<'_>,
    asm: &str,
    constraints: &str,
    has_side_effects: LLVMBool,
    is_align_stack: LLVMBool,
    dialect: LLVMInlineAsmDialect,
    can_throw: LLVMBool,
) -> LLVMValueRef {
    // SAFETY: the handle is live (module invariant); LLVM copies both strings.
    unsafe {
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
    }
}

/// [`LLVMGetPoison`](core::LLVMGetPoison).
#[inline]
pub fn get_poison(ty: AnyType<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetPoison(ty.raw()) }
}

/// [`LLVMGetUndef`](core::LLVMGetUndef).
#[inline]
pub fn get_undef(ty: AnyType<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetUndef(ty.raw()) }
}

/// [`LLVMIsConstantString`](core::LLVMIsConstantString).
#[inline]
pub fn is_constant_string(c: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsConstantString(c) }
}

/// [`LLVMIsNull`](core::LLVMIsNull).
#[inline]
pub fn is_null(val: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsNull(val) }
}
