//! Comdats: creating them, their selection kinds and the globals in them.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use std::ffi::CStr;

use super::ModuleRef;
use inkwell::llvm_sys::comdat;
use inkwell::llvm_sys::comdat::LLVMComdatSelectionKind;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMGetComdat`](comdat::LLVMGetComdat).
#[inline]
pub fn get_comdat(v: LLVMValueRef) -> LLVMComdatRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMGetComdat(v) }
}

/// [`LLVMGetComdatSelectionKind`](comdat::LLVMGetComdatSelectionKind).
#[inline]
pub fn get_comdat_selection_kind(c: LLVMComdatRef) -> LLVMComdatSelectionKind {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMGetComdatSelectionKind(c) }
}

/// [`LLVMGetOrInsertComdat`](core::LLVMGetOrInsertComdat).
#[inline]
pub fn get_or_insert_comdat(module: ModuleRef<'_>, name: &CStr) -> LLVMComdatRef {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { comdat::LLVMGetOrInsertComdat(module.raw(), name.as_ptr()) }
}

/// [`LLVMSetComdat`](comdat::LLVMSetComdat).
#[inline]
pub fn set_comdat(v: LLVMValueRef, c: LLVMComdatRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMSetComdat(v, c) }
}

/// [`LLVMSetComdatSelectionKind`](comdat::LLVMSetComdatSelectionKind).
#[inline]
pub fn set_comdat_selection_kind(c: LLVMComdatRef, kind: LLVMComdatSelectionKind) {
    // SAFETY: the handles are live (module invariant).
    unsafe { comdat::LLVMSetComdatSelectionKind(c, kind) }
}
