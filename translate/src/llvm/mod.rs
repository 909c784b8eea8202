//! The one place the translation and the importer meet LLVM's C API
//! (llvm-sys) beyond inkwell's safe API: thin, inlined, safe wrappers, one
//! file per concept, each wrapper named after the C function it calls
//! (`LLVMGetTypeKind` is [`get_type_kind`]); and the few C++ calls of
//! `cpp/` (`cpp_checks`, `cpp_extras`, [`debug_info_nodes`],
//! [`debug_info_attach`], [`debug_import`], [`jit`], [`output_file`]). Everything else in the
//! crate is free of `unsafe` (`#![deny(unsafe_code)]`; this module alone
//! is allowed it).
//!
//! # Typed handles, and the invariant that makes the wrappers safe
//!
//! No wrapper takes a raw handle of the C API. Outside this layer, LLVM's
//! objects are typed handles that carry the lifetime of their context:
//! inkwell's own types where they exist and serve (`&Context`, `Module`,
//! `BasicBlock`, `Builder`, `Attribute`, `Comdat`), and the small types of
//! [`handles`] where inkwell has none or its own cannot hold what LLVM
//! hands out: [`AnyValue`] and [`AnyType`] (inkwell's `AnyValueEnum` and
//! `AnyTypeEnum` cannot hold token, label or metadata types and know no
//! null answer), [`Metadata`] (inkwell has no metadata type) and
//! [`ModuleRef`] (a borrowed `Module` without inkwell's invariant context
//! lifetime). A debug-info node being imported is an [`debug_import::Md`];
//! the DIBuilder is this layer's [`DIBuilder`]. Only this layer turns a
//! raw handle into a typed one (`from_raw`, `pub(super)`), and only for
//! what LLVM handed out.
//!
//! What the types cannot say, the layer's invariant does: a handle is
//! live as long as its context (the translation and the importer hold
//! their context and module for their whole run), and of the kind the
//! call expects (callers check kinds with the `LLVMIsA*` wrappers and type
//! kinds first, as LLVM's C API asks). A null handle (`AnyValue::null()`
//! and the like) stands where the C API answers with none. Pointers other
//! than handles never cross the layer: strings go in as `&str`/`&CStr`
//! (LLVM copies them), arrays as slices (LLVM reads their length only; the
//! handle types are `repr(transparent)`, so a slice of them is an array of
//! the C API's handles), and what LLVM returns is copied or lent to a
//! closure before anything can change it. Messages LLVM allocates are
//! disposed of here.
//!
//! The wrappers are `#[inline]` and add nothing to the C call but the
//! conversion of handles, slices and strings.

mod attributes;
mod blocks;
mod builder;
mod comdats;
mod constants;
mod cpp_checks;
mod cpp_extras;
pub mod debug_import;
mod debug_info;
pub mod debug_info_attach;
pub mod debug_info_nodes;
mod globals;
pub mod handles;
mod instructions;
mod intrinsics;
pub mod jit;
mod metadata;
mod module;
pub mod output_file;
mod types;
mod values;

pub use attributes::*;
pub use blocks::*;
pub use builder::*;
pub use comdats::*;
pub use constants::*;
pub use cpp_checks::*;
pub use cpp_extras::*;
pub use debug_info::*;
pub use globals::*;
pub use handles::{AnyType, AnyValue, Metadata, ModuleRef};
pub use instructions::*;
pub use intrinsics::*;
pub use metadata::*;
pub use module::*;
pub use types::*;
pub use values::*;

use std::ffi::{CStr, c_char};

/// The length of a slice as the `unsigned` count LLVM's C API takes.
#[inline]
fn len_u32<T>(slice: &[T]) -> u32 {
    u32::try_from(slice.len()).expect("more than u32::MAX elements for LLVM")
}

/// The `len` bytes at `ptr` (none for null).
///
/// # Safety
///
/// `ptr` is null or points to `len` bytes that live as long as `'a`.
#[inline]
unsafe fn bytes<'a>(ptr: *const u8, len: usize) -> &'a [u8] {
    if ptr.is_null() || len == 0 {
        return &[];
    }
    // SAFETY: the caller's contract.
    unsafe { std::slice::from_raw_parts(ptr, len) }
}

/// The `len` bytes at `ptr` as a string (invalid UTF-8 replaced), copied.
///
/// # Safety
///
/// As for [`bytes`], for the duration of the call.
#[inline]
unsafe fn lossy(ptr: *const u8, len: usize) -> String {
    // SAFETY: the caller's contract.
    String::from_utf8_lossy(unsafe { bytes(ptr, len) }).into_owned()
}

/// The NUL-terminated string at `ptr`, copied (empty for null).
///
/// # Safety
///
/// `ptr` is null or a NUL-terminated string live for the call.
#[inline]
unsafe fn c_string(ptr: *const c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    // SAFETY: the caller's contract.
    unsafe { CStr::from_ptr(ptr) }
        .to_string_lossy()
        .into_owned()
}

/// A message LLVM allocated, copied and disposed of (empty for null).
///
/// # Safety
///
/// `ptr` is null or a message LLVM allocated for the caller to dispose of,
/// not used afterwards.
#[inline]
unsafe fn take_message(ptr: *mut c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    // SAFETY: the caller's contract.
    unsafe {
        let text = c_string(ptr);
        inkwell::llvm_sys::core::LLVMDisposeMessage(ptr);
        text
    }
}
