//! Types: creating them in a context and reading them back.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use std::ffi::CStr;

use super::AnyType;
use super::{c_string, len_u32, take_message};
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMArrayType2`](core::LLVMArrayType2).
#[inline]
pub fn array_type2<'ctx>(element_type: AnyType<'ctx>, element_count: u64) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMArrayType2(element_type.raw(), element_count) })
}

/// [`LLVMBFloatTypeInContext`](core::LLVMBFloatTypeInContext).
#[inline]
pub fn bfloat_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMBFloatTypeInContext(c.raw()) })
}

/// [`LLVMCountParamTypes`](core::LLVMCountParamTypes).
#[inline]
pub fn count_param_types(function_ty: AnyType<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountParamTypes(function_ty.raw()) }
}

/// [`LLVMCountStructElementTypes`](core::LLVMCountStructElementTypes).
#[inline]
pub fn count_struct_element_types(struct_ty: AnyType<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountStructElementTypes(struct_ty.raw()) }
}

/// [`LLVMDoubleTypeInContext`](core::LLVMDoubleTypeInContext).
#[inline]
pub fn double_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMDoubleTypeInContext(c.raw()) })
}

/// [`LLVMFP128TypeInContext`](core::LLVMFP128TypeInContext).
#[inline]
pub fn fp128_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMFP128TypeInContext(c.raw()) })
}

/// [`LLVMFloatTypeInContext`](core::LLVMFloatTypeInContext).
#[inline]
pub fn float_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMFloatTypeInContext(c.raw()) })
}

/// [`LLVMFunctionType`](core::LLVMFunctionType).
#[inline]
pub fn function_type<'ctx>(
    return_type: AnyType<'ctx>,
    params: &[AnyType<'ctx>],
    is_var_arg: LLVMBool,
) -> AnyType<'ctx> {
    let params = AnyType::raw_slice(params);
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    AnyType::from_raw(unsafe {
        core::LLVMFunctionType(
            return_type.raw(),
            params.as_ptr().cast_mut(),
            len_u32(params),
            is_var_arg,
        )
    })
}

/// [`LLVMGetArrayLength2`](core::LLVMGetArrayLength2).
#[inline]
pub fn get_array_length2(array_ty: AnyType<'_>) -> u64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetArrayLength2(array_ty.raw()) }
}

/// [`LLVMGetElementType`](core::LLVMGetElementType).
#[inline]
pub fn get_element_type<'ctx>(ty: AnyType<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetElementType(ty.raw()) })
}

/// [`LLVMGetIntTypeWidth`](core::LLVMGetIntTypeWidth).
#[inline]
pub fn get_int_type_width(integer_ty: AnyType<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetIntTypeWidth(integer_ty.raw()) }
}

/// [`LLVMGetParamTypes`](core::LLVMGetParamTypes): the parameter types.
#[inline]
pub fn get_param_types<'ctx>(fn_type: AnyType<'ctx>) -> Vec<AnyType<'ctx>> {
    // SAFETY: the handle is a live function type (module invariant); the
    // buffer holds the `LLVMCountParamTypes` entries LLVM writes.
    let raw = unsafe {
        let mut out = vec![std::ptr::null_mut(); core::LLVMCountParamTypes(fn_type.raw()) as usize];
        core::LLVMGetParamTypes(fn_type.raw(), out.as_mut_ptr());
        out
    };
    raw.into_iter().map(AnyType::from_raw).collect()
}

/// [`LLVMGetPointerAddressSpace`](core::LLVMGetPointerAddressSpace).
#[inline]
pub fn get_pointer_address_space(pointer_ty: AnyType<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetPointerAddressSpace(pointer_ty.raw()) }
}

/// [`LLVMGetReturnType`](core::LLVMGetReturnType).
#[inline]
pub fn get_return_type<'ctx>(function_ty: AnyType<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetReturnType(function_ty.raw()) })
}

/// [`LLVMGetStructName`](core::LLVMGetStructName), copied (empty when it has none).
#[inline]
pub fn get_struct_name(ty: AnyType<'_>) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // name (or null) is copied at once.
    unsafe { c_string(core::LLVMGetStructName(ty.raw())) }
}

/// [`LLVMIntTypeInContext`](core::LLVMIntTypeInContext) in the context of
/// `ty` ([`LLVMGetTypeContext`](core::LLVMGetTypeContext)), for code that
/// holds a type but not its context.
#[inline]
pub fn int_type_in_context_of<'ctx>(ty: AnyType<'ctx>, num_bits: u32) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant); the context of a
    // live type is live.
    AnyType::from_raw(unsafe {
        core::LLVMIntTypeInContext(core::LLVMGetTypeContext(ty.raw()), num_bits)
    })
}

/// [`LLVMGetTypeKind`](core::LLVMGetTypeKind).
#[inline]
pub fn get_type_kind(ty: AnyType<'_>) -> LLVMTypeKind {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetTypeKind(ty.raw()) }
}

/// [`LLVMGetVectorSize`](core::LLVMGetVectorSize).
#[inline]
pub fn get_vector_size(vector_ty: AnyType<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetVectorSize(vector_ty.raw()) }
}

/// [`LLVMHalfTypeInContext`](core::LLVMHalfTypeInContext).
#[inline]
pub fn half_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMHalfTypeInContext(c.raw()) })
}

/// [`LLVMInt32TypeInContext`](core::LLVMInt32TypeInContext).
#[inline]
pub fn int32_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMInt32TypeInContext(c.raw()) })
}

/// [`LLVMInt64TypeInContext`](core::LLVMInt64TypeInContext).
#[inline]
pub fn int64_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMInt64TypeInContext(c.raw()) })
}

/// [`LLVMInt8TypeInContext`](core::LLVMInt8TypeInContext).
#[inline]
pub fn int8_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMInt8TypeInContext(c.raw()) })
}

/// [`LLVMIntTypeInContext`](core::LLVMIntTypeInContext).
#[inline]
pub fn int_type_in_context<'ctx>(c: &'ctx Context, num_bits: u32) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMIntTypeInContext(c.raw(), num_bits) })
}

/// [`LLVMIsFunctionVarArg`](core::LLVMIsFunctionVarArg).
#[inline]
pub fn is_function_var_arg(function_ty: AnyType<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsFunctionVarArg(function_ty.raw()) }
}

/// [`LLVMIsLiteralStruct`](core::LLVMIsLiteralStruct).
#[inline]
pub fn is_literal_struct(struct_ty: AnyType<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsLiteralStruct(struct_ty.raw()) }
}

/// [`LLVMIsOpaqueStruct`](core::LLVMIsOpaqueStruct).
#[inline]
pub fn is_opaque_struct(struct_ty: AnyType<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsOpaqueStruct(struct_ty.raw()) }
}

/// [`LLVMIsPackedStruct`](core::LLVMIsPackedStruct).
#[inline]
pub fn is_packed_struct(struct_ty: AnyType<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsPackedStruct(struct_ty.raw()) }
}

/// [`LLVMLabelTypeInContext`](core::LLVMLabelTypeInContext).
#[inline]
pub fn label_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMLabelTypeInContext(c.raw()) })
}

/// [`LLVMPPCFP128TypeInContext`](core::LLVMPPCFP128TypeInContext).
#[inline]
pub fn ppcfp128_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMPPCFP128TypeInContext(c.raw()) })
}

/// [`LLVMPointerTypeInContext`](core::LLVMPointerTypeInContext).
#[inline]
pub fn pointer_type_in_context<'ctx>(c: &'ctx Context, address_space: u32) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMPointerTypeInContext(c.raw(), address_space) })
}

/// [`LLVMPrintTypeToString`](core::LLVMPrintTypeToString): the printed type.
#[inline]
pub fn print_type_to_string(ty: AnyType<'_>) -> String {
    // SAFETY: the handle is live (module invariant); the message LLVM
    // allocates is copied and disposed of.
    unsafe { take_message(core::LLVMPrintTypeToString(ty.raw())) }
}

/// [`LLVMScalableVectorType`](core::LLVMScalableVectorType).
#[inline]
pub fn scalable_vector_type<'ctx>(
    element_type: AnyType<'ctx>,
    element_count: u32,
) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMScalableVectorType(element_type.raw(), element_count) })
}

/// [`LLVMStructCreateNamed`](core::LLVMStructCreateNamed).
#[inline]
pub fn struct_create_named<'ctx>(context: &'ctx Context, name: &CStr) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    AnyType::from_raw(unsafe { core::LLVMStructCreateNamed(context.raw(), name.as_ptr()) })
}

/// [`LLVMStructGetTypeAtIndex`](core::LLVMStructGetTypeAtIndex).
#[inline]
pub fn struct_get_type_at_index<'ctx>(struct_ty: AnyType<'ctx>, i: u32) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMStructGetTypeAtIndex(struct_ty.raw(), i) })
}

/// [`LLVMStructSetBody`](core::LLVMStructSetBody).
#[inline]
pub fn struct_set_body<'ctx>(ty: AnyType<'ctx>, elements: &[AnyType<'ctx>], packed: LLVMBool) {
    let elements = AnyType::raw_slice(elements);
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMStructSetBody(
            ty.raw(),
            elements.as_ptr().cast_mut(),
            len_u32(elements),
            packed,
        )
    }
}

/// [`LLVMStructTypeInContext`](core::LLVMStructTypeInContext).
#[inline]
pub fn struct_type_in_context<'ctx>(
    context: &'ctx Context,
    elements: &[AnyType<'ctx>],
    packed: LLVMBool,
) -> AnyType<'ctx> {
    let elements = AnyType::raw_slice(elements);
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    AnyType::from_raw(unsafe {
        core::LLVMStructTypeInContext(
            context.raw(),
            elements.as_ptr().cast_mut(),
            len_u32(elements),
            packed,
        )
    })
}

/// [`LLVMTargetExtTypeInContext`](core::LLVMTargetExtTypeInContext).
#[inline]
pub fn target_ext_type_in_context<'ctx>(
    context: &'ctx Context,
    name: &CStr,
    types: &[AnyType<'ctx>],
    ints: &[u32],
) -> AnyType<'ctx> {
    let types = AnyType::raw_slice(types);
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    AnyType::from_raw(unsafe {
        core::LLVMTargetExtTypeInContext(
            context.raw(),
            name.as_ptr(),
            types.as_ptr().cast_mut(),
            len_u32(types),
            ints.as_ptr().cast_mut(),
            len_u32(ints),
        )
    })
}

/// [`LLVMTokenTypeInContext`](core::LLVMTokenTypeInContext).
#[inline]
pub fn token_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMTokenTypeInContext(c.raw()) })
}

/// [`LLVMVectorType`](core::LLVMVectorType).
#[inline]
pub fn vector_type<'ctx>(element_type: AnyType<'ctx>, element_count: u32) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMVectorType(element_type.raw(), element_count) })
}

/// [`LLVMVoidTypeInContext`](core::LLVMVoidTypeInContext).
#[inline]
pub fn void_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMVoidTypeInContext(c.raw()) })
}

/// [`LLVMX86FP80TypeInContext`](core::LLVMX86FP80TypeInContext).
#[inline]
pub fn x86_fp80_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMX86FP80TypeInContext(c.raw()) })
}

/// [`LLVMX86MMXTypeInContext`](core::LLVMX86MMXTypeInContext).
#[inline]
pub fn x86_mmx_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMX86MMXTypeInContext(c.raw()) })
}
