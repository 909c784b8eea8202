//! Types: creating them in a context and reading them back.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use std::ffi::CStr;

use super::{c_string, len_u32, take_message};
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMArrayType2`](core::LLVMArrayType2).
#[inline]
pub fn array_type2(element_type: LLVMTypeRef, element_count: u64) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMArrayType2(element_type, element_count) }
}

/// [`LLVMBFloatTypeInContext`](core::LLVMBFloatTypeInContext).
#[inline]
pub fn bfloat_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBFloatTypeInContext(c.raw()) }
}

/// [`LLVMCountParamTypes`](core::LLVMCountParamTypes).
#[inline]
pub fn count_param_types(function_ty: LLVMTypeRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountParamTypes(function_ty) }
}

/// [`LLVMCountStructElementTypes`](core::LLVMCountStructElementTypes).
#[inline]
pub fn count_struct_element_types(struct_ty: LLVMTypeRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountStructElementTypes(struct_ty) }
}

/// [`LLVMDoubleTypeInContext`](core::LLVMDoubleTypeInContext).
#[inline]
pub fn double_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMDoubleTypeInContext(c.raw()) }
}

/// [`LLVMFP128TypeInContext`](core::LLVMFP128TypeInContext).
#[inline]
pub fn fp128_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMFP128TypeInContext(c.raw()) }
}

/// [`LLVMFloatTypeInContext`](core::LLVMFloatTypeInContext).
#[inline]
pub fn float_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMFloatTypeInContext(c.raw()) }
}

/// [`LLVMFunctionType`](core::LLVMFunctionType).
#[inline]
pub fn function_type(
    return_type: LLVMTypeRef,
    params: &[LLVMTypeRef],
    is_var_arg: LLVMBool,
) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMFunctionType(
            return_type,
            params.as_ptr().cast_mut(),
            len_u32(params),
            is_var_arg,
        )
    }
}

/// [`LLVMGetAllocatedType`](core::LLVMGetAllocatedType).
#[inline]
pub fn get_allocated_type(alloca: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetAllocatedType(alloca) }
}

/// [`LLVMGetArrayLength2`](core::LLVMGetArrayLength2).
#[inline]
pub fn get_array_length2(array_ty: LLVMTypeRef) -> u64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetArrayLength2(array_ty) }
}

/// [`LLVMGetCalledFunctionType`](core::LLVMGetCalledFunctionType).
#[inline]
pub fn get_called_function_type(c: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetCalledFunctionType(c) }
}

/// [`LLVMGetElementType`](core::LLVMGetElementType).
#[inline]
pub fn get_element_type(ty: LLVMTypeRef) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetElementType(ty) }
}

/// [`LLVMGetGEPSourceElementType`](core::LLVMGetGEPSourceElementType).
#[inline]
pub fn get_gep_source_element_type(gep: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetGEPSourceElementType(gep) }
}

/// [`LLVMGetIntTypeWidth`](core::LLVMGetIntTypeWidth).
#[inline]
pub fn get_int_type_width(integer_ty: LLVMTypeRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetIntTypeWidth(integer_ty) }
}

/// [`LLVMGetParamTypes`](core::LLVMGetParamTypes): the parameter types.
#[inline]
pub fn get_param_types(fn_type: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    // SAFETY: the handle is a live function type (module invariant); the
    // buffer holds the `LLVMCountParamTypes` entries LLVM writes.
    unsafe {
        let mut out = vec![std::ptr::null_mut(); core::LLVMCountParamTypes(fn_type) as usize];
        core::LLVMGetParamTypes(fn_type, out.as_mut_ptr());
        out
    }
}

/// [`LLVMGetPointerAddressSpace`](core::LLVMGetPointerAddressSpace).
#[inline]
pub fn get_pointer_address_space(pointer_ty: LLVMTypeRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetPointerAddressSpace(pointer_ty) }
}

/// [`LLVMGetReturnType`](core::LLVMGetReturnType).
#[inline]
pub fn get_return_type(function_ty: LLVMTypeRef) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetReturnType(function_ty) }
}

/// [`LLVMGetStructName`](core::LLVMGetStructName), copied (empty when it has none).
#[inline]
pub fn get_struct_name(ty: LLVMTypeRef) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // name (or null) is copied at once.
    unsafe { c_string(core::LLVMGetStructName(ty)) }
}

/// [`LLVMIntTypeInContext`](core::LLVMIntTypeInContext) in the context of
/// `ty` ([`LLVMGetTypeContext`](core::LLVMGetTypeContext)), for code that
/// holds a type but not its context.
#[inline]
pub fn int_type_in_context_of(ty: LLVMTypeRef, num_bits: u32) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant); the context of a
    // live type is live.
    unsafe { core::LLVMIntTypeInContext(core::LLVMGetTypeContext(ty), num_bits) }
}

/// [`LLVMGetTypeKind`](core::LLVMGetTypeKind).
#[inline]
pub fn get_type_kind(ty: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetTypeKind(ty) }
}

/// [`LLVMGetVectorSize`](core::LLVMGetVectorSize).
#[inline]
pub fn get_vector_size(vector_ty: LLVMTypeRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetVectorSize(vector_ty) }
}

/// [`LLVMGlobalGetValueType`](core::LLVMGlobalGetValueType).
#[inline]
pub fn global_get_value_type(global: LLVMValueRef) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGlobalGetValueType(global) }
}

/// [`LLVMHalfTypeInContext`](core::LLVMHalfTypeInContext).
#[inline]
pub fn half_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMHalfTypeInContext(c.raw()) }
}

/// [`LLVMInt32TypeInContext`](core::LLVMInt32TypeInContext).
#[inline]
pub fn int32_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMInt32TypeInContext(c.raw()) }
}

/// [`LLVMInt64TypeInContext`](core::LLVMInt64TypeInContext).
#[inline]
pub fn int64_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMInt64TypeInContext(c.raw()) }
}

/// [`LLVMInt8TypeInContext`](core::LLVMInt8TypeInContext).
#[inline]
pub fn int8_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMInt8TypeInContext(c.raw()) }
}

/// [`LLVMIntTypeInContext`](core::LLVMIntTypeInContext).
#[inline]
pub fn int_type_in_context(c: &Context, num_bits: u32) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIntTypeInContext(c.raw(), num_bits) }
}

/// [`LLVMIsFunctionVarArg`](core::LLVMIsFunctionVarArg).
#[inline]
pub fn is_function_var_arg(function_ty: LLVMTypeRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsFunctionVarArg(function_ty) }
}

/// [`LLVMIsLiteralStruct`](core::LLVMIsLiteralStruct).
#[inline]
pub fn is_literal_struct(struct_ty: LLVMTypeRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsLiteralStruct(struct_ty) }
}

/// [`LLVMIsOpaqueStruct`](core::LLVMIsOpaqueStruct).
#[inline]
pub fn is_opaque_struct(struct_ty: LLVMTypeRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsOpaqueStruct(struct_ty) }
}

/// [`LLVMIsPackedStruct`](core::LLVMIsPackedStruct).
#[inline]
pub fn is_packed_struct(struct_ty: LLVMTypeRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsPackedStruct(struct_ty) }
}

/// [`LLVMLabelTypeInContext`](core::LLVMLabelTypeInContext).
#[inline]
pub fn label_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMLabelTypeInContext(c.raw()) }
}

/// [`LLVMPPCFP128TypeInContext`](core::LLVMPPCFP128TypeInContext).
#[inline]
pub fn ppcfp128_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMPPCFP128TypeInContext(c.raw()) }
}

/// [`LLVMPointerTypeInContext`](core::LLVMPointerTypeInContext).
#[inline]
pub fn pointer_type_in_context(c: &Context, address_space: u32) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMPointerTypeInContext(c.raw(), address_space) }
}

/// [`LLVMPrintTypeToString`](core::LLVMPrintTypeToString): the printed type.
#[inline]
pub fn print_type_to_string(ty: LLVMTypeRef) -> String {
    // SAFETY: the handle is live (module invariant); the message LLVM
    // allocates is copied and disposed of.
    unsafe { take_message(core::LLVMPrintTypeToString(ty)) }
}

/// [`LLVMScalableVectorType`](core::LLVMScalableVectorType).
#[inline]
pub fn scalable_vector_type(element_type: LLVMTypeRef, element_count: u32) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMScalableVectorType(element_type, element_count) }
}

/// [`LLVMStructCreateNamed`](core::LLVMStructCreateNamed).
#[inline]
pub fn struct_create_named(context: &Context, name: &CStr) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMStructCreateNamed(context.raw(), name.as_ptr()) }
}

/// [`LLVMStructGetTypeAtIndex`](core::LLVMStructGetTypeAtIndex).
#[inline]
pub fn struct_get_type_at_index(struct_ty: LLVMTypeRef, i: u32) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMStructGetTypeAtIndex(struct_ty, i) }
}

/// [`LLVMStructSetBody`](core::LLVMStructSetBody).
#[inline]
pub fn struct_set_body(ty: LLVMTypeRef, elements: &[LLVMTypeRef], packed: LLVMBool) {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe { core::LLVMStructSetBody(ty, elements.as_ptr().cast_mut(), len_u32(elements), packed) }
}

/// [`LLVMStructTypeInContext`](core::LLVMStructTypeInContext).
#[inline]
pub fn struct_type_in_context(
    context: &Context,
    elements: &[LLVMTypeRef],
    packed: LLVMBool,
) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMStructTypeInContext(
            context.raw(),
            elements.as_ptr().cast_mut(),
            len_u32(elements),
            packed,
        )
    }
}

/// [`LLVMTargetExtTypeInContext`](core::LLVMTargetExtTypeInContext).
#[inline]
pub fn target_ext_type_in_context(
    context: &Context,
    name: &CStr,
    types: &[LLVMTypeRef],
    ints: &[u32],
) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMTargetExtTypeInContext(
            context.raw(),
            name.as_ptr(),
            types.as_ptr().cast_mut(),
            len_u32(types),
            ints.as_ptr().cast_mut(),
            len_u32(ints),
        )
    }
}

/// [`LLVMTokenTypeInContext`](core::LLVMTokenTypeInContext).
#[inline]
pub fn token_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMTokenTypeInContext(c.raw()) }
}

/// [`LLVMVectorType`](core::LLVMVectorType).
#[inline]
pub fn vector_type(element_type: LLVMTypeRef, element_count: u32) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMVectorType(element_type, element_count) }
}

/// [`LLVMVoidTypeInContext`](core::LLVMVoidTypeInContext).
#[inline]
pub fn void_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMVoidTypeInContext(c.raw()) }
}

/// [`LLVMX86FP80TypeInContext`](core::LLVMX86FP80TypeInContext).
#[inline]
pub fn x86_fp80_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMX86FP80TypeInContext(c.raw()) }
}

/// [`LLVMX86MMXTypeInContext`](core::LLVMX86MMXTypeInContext).
#[inline]
pub fn x86_mmx_type_in_context(c: &Context) -> LLVMTypeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMX86MMXTypeInContext(c.raw()) }
}
