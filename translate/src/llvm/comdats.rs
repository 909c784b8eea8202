//! Comdats: creating them, their selection kinds and the globals in them.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use std::ffi::CStr;

use super::AnyValue;
use super::ModuleRef;
use inkwell::comdat::Comdat;
use inkwell::llvm_sys::comdat;
use inkwell::llvm_sys::comdat::LLVMComdatSelectionKind;

/// [`LLVMGetComdat`](comdat::LLVMGetComdat).
#[inline]
pub fn get_comdat(v: AnyValue<'_>) -> Option<Comdat> {
    // SAFETY: the handles are live (module invariant).
    super::handles::comdat_or_none(unsafe { comdat::LLVMGetComdat(v.raw()) })
}

/// [`LLVMGetComdatSelectionKind`](comdat::LLVMGetComdatSelectionKind).
#[inline]
pub fn get_comdat_selection_kind(c: Comdat) -> LLVMComdatSelectionKind {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMGetComdatSelectionKind(c.as_mut_ptr()) }
}

/// [`LLVMGetOrInsertComdat`](core::LLVMGetOrInsertComdat).
#[inline]
pub fn get_or_insert_comdat(module: ModuleRef<'_>, name: &CStr) -> Comdat {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    super::handles::comdat(unsafe { comdat::LLVMGetOrInsertComdat(module.raw(), name.as_ptr()) })
}

/// [`LLVMSetComdat`](comdat::LLVMSetComdat).
#[inline]
pub fn set_comdat(v: AnyValue<'_>, c: Comdat) {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMSetComdat(v.raw(), c.as_mut_ptr()) }
}

/// [`LLVMSetComdatSelectionKind`](comdat::LLVMSetComdatSelectionKind).
#[inline]
pub fn set_comdat_selection_kind(c: Comdat, kind: LLVMComdatSelectionKind) {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMSetComdatSelectionKind(c.as_mut_ptr(), kind) }
}
