//! Attributes of functions, parameters and call sites: enum, type and string attributes.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use super::AnyType;
use super::{len_u32, lossy};
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMAttributeIndex;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMAddAttributeAtIndex`](core::LLVMAddAttributeAtIndex).
#[inline]
pub fn add_attribute_at_index(f: LLVMValueRef, idx: LLVMAttributeIndex, a: LLVMAttributeRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddAttributeAtIndex(f, idx, a) }
}

/// [`LLVMAddCallSiteAttribute`](core::LLVMAddCallSiteAttribute).
#[inline]
pub fn add_call_site_attribute(c: LLVMValueRef, idx: LLVMAttributeIndex, a: LLVMAttributeRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddCallSiteAttribute(c, idx, a) }
}

/// [`LLVMCreateEnumAttribute`](core::LLVMCreateEnumAttribute).
#[inline]
pub fn create_enum_attribute(c: &Context, kind_id: u32, val: u64) -> LLVMAttributeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCreateEnumAttribute(c.raw(), kind_id, val) }
}

/// [`LLVMCreateStringAttribute`](core::LLVMCreateStringAttribute).
#[inline]
pub fn create_string_attribute(context: &Context, key: &str, value: &str) -> LLVMAttributeRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMCreateStringAttribute(
            context.raw(),
            key.as_ptr().cast(),
            len_u32(key.as_bytes()),
            value.as_ptr().cast(),
            len_u32(value.as_bytes()),
        )
    }
}

/// [`LLVMCreateTypeAttribute`](core::LLVMCreateTypeAttribute).
#[inline]
pub fn create_type_attribute<'ctx>(
    c: &'ctx Context,
    kind_id: u32,
    type_ref: AnyType<'ctx>,
) -> LLVMAttributeRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCreateTypeAttribute(c.raw(), kind_id, type_ref.raw()) }
}

/// [`LLVMGetAttributesAtIndex`](core::LLVMGetAttributesAtIndex): the attributes at `index`.
#[inline]
pub fn get_attributes_at_index(
    function: LLVMValueRef,
    index: LLVMAttributeIndex,
) -> Vec<LLVMAttributeRef> {
    // SAFETY: the handle is a live function (module invariant); the buffer
    // holds the `LLVMGetAttributeCountAtIndex` entries LLVM writes.
    unsafe {
        let count = core::LLVMGetAttributeCountAtIndex(function, index) as usize;
        let mut out = vec![std::ptr::null_mut(); count];
        if !out.is_empty() {
            core::LLVMGetAttributesAtIndex(function, index, out.as_mut_ptr());
        }
        out
    }
}

/// [`LLVMGetEnumAttributeKind`](core::LLVMGetEnumAttributeKind).
#[inline]
pub fn get_enum_attribute_kind(a: LLVMAttributeRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetEnumAttributeKind(a) }
}

/// [`LLVMGetEnumAttributeKindForName`](core::LLVMGetEnumAttributeKindForName).
#[inline]
pub fn get_enum_attribute_kind_for_name(name: &str) -> u32 {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe { core::LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) }
}

/// [`LLVMGetEnumAttributeValue`](core::LLVMGetEnumAttributeValue).
#[inline]
pub fn get_enum_attribute_value(a: LLVMAttributeRef) -> u64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetEnumAttributeValue(a) }
}

/// [`LLVMGetStringAttributeKind`](core::LLVMGetStringAttributeKind), copied.
#[inline]
pub fn get_string_attribute_kind(attribute: LLVMAttributeRef) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); the `len` bytes are copied at once.
    unsafe {
        lossy(
            core::LLVMGetStringAttributeKind(attribute, &mut len).cast(),
            len as usize,
        )
    }
}

/// [`LLVMGetStringAttributeValue`](core::LLVMGetStringAttributeValue), copied.
#[inline]
pub fn get_string_attribute_value(attribute: LLVMAttributeRef) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); the `len` bytes are copied at once.
    unsafe {
        lossy(
            core::LLVMGetStringAttributeValue(attribute, &mut len).cast(),
            len as usize,
        )
    }
}

/// [`LLVMGetTypeAttributeValue`](core::LLVMGetTypeAttributeValue).
#[inline]
pub fn get_type_attribute_value<'ctx>(a: LLVMAttributeRef) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetTypeAttributeValue(a) })
}

/// [`LLVMIsStringAttribute`](core::LLVMIsStringAttribute).
#[inline]
pub fn is_string_attribute(a: LLVMAttributeRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsStringAttribute(a) }
}

/// [`LLVMIsTypeAttribute`](core::LLVMIsTypeAttribute).
#[inline]
pub fn is_type_attribute(a: LLVMAttributeRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsTypeAttribute(a) }
}
