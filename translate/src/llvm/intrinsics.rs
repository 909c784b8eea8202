//! Intrinsic ids, names and declarations.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyType;
use super::AnyValue;
use super::ModuleRef;
use super::lossy;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMGetIntrinsicDeclaration`](core::LLVMGetIntrinsicDeclaration).
#[inline]
pub fn get_intrinsic_declaration<'ctx>(
    module: ModuleRef<'ctx>,
    id: u32,
    params: &[AnyType<'ctx>],
) -> AnyValue<'ctx> {
    let params = AnyType::raw_slice(params);
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    AnyValue::from_raw(unsafe {
        core::LLVMGetIntrinsicDeclaration(
            module.raw(),
            id,
            params.as_ptr().cast_mut(),
            params.len(),
        )
    })
}

/// [`LLVMGetIntrinsicID`](core::LLVMGetIntrinsicID).
#[inline]
pub fn get_intrinsic_id(function: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetIntrinsicID(function.raw()) }
}

/// [`LLVMIntrinsicGetName`](core::LLVMIntrinsicGetName), copied.
#[inline]
pub fn intrinsic_get_name(id: u32) -> String {
    let mut len = 0;
    // SAFETY: intrinsic names are LLVM's static tables; an unknown id
    // gives an empty name.
    unsafe { lossy(core::LLVMIntrinsicGetName(id, &mut len).cast(), len) }
}

/// [`LLVMIntrinsicIsOverloaded`](core::LLVMIntrinsicIsOverloaded).
#[inline]
pub fn intrinsic_is_overloaded(id: u32) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIntrinsicIsOverloaded(id) }
}

/// [`LLVMLookupIntrinsicID`](core::LLVMLookupIntrinsicID).
#[inline]
pub fn lookup_intrinsic_id(name: &str) -> u32 {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe { core::LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) }
}
