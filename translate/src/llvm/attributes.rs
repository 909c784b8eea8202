//! Attributes of functions, parameters and call sites: enum, type and string attributes.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyType;
use super::AnyValue;
use super::{len_u32, lossy};
use inkwell::attributes::Attribute;
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMAttributeIndex;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMAddAttributeAtIndex`](core::LLVMAddAttributeAtIndex).
#[inline]
pub fn add_attribute_at_index(f: AnyValue<'_>, idx: LLVMAttributeIndex, a: Attribute) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddAttributeAtIndex(f.raw(), idx, a.as_mut_ptr()) }
}

/// [`LLVMAddCallSiteAttribute`](core::LLVMAddCallSiteAttribute).
#[inline]
pub fn add_call_site_attribute(c: AnyValue<'_>, idx: LLVMAttributeIndex, a: Attribute) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddCallSiteAttribute(c.raw(), idx, a.as_mut_ptr()) }
}

/// [`LLVMCreateEnumAttribute`](core::LLVMCreateEnumAttribute).
#[inline]
pub fn create_enum_attribute(c: &Context, kind_id: u32, val: u64) -> Attribute {
    // SAFETY: the handles are live (module invariant).
    super::handles::attribute(unsafe { core::LLVMCreateEnumAttribute(c.raw(), kind_id, val) })
}

/// [`LLVMCreateStringAttribute`](core::LLVMCreateStringAttribute).
#[inline]
pub fn create_string_attribute(context: &Context, key: &str, value: &str) -> Attribute {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    super::handles::attribute(unsafe {
        core::LLVMCreateStringAttribute(
            context.raw(),
            key.as_ptr().cast(),
            len_u32(key.as_bytes()),
            value.as_ptr().cast(),
            len_u32(value.as_bytes()),
        )
    })
}

/// [`LLVMCreateTypeAttribute`](core::LLVMCreateTypeAttribute).
#[inline]
pub fn create_type_attribute<'ctx>(
    c: &'ctx Context,
    kind_id: u32,
    type_ref: AnyType<'ctx>,
) -> Attribute {
    // SAFETY: the handles are live (module invariant).
    super::handles::attribute(unsafe {
        core::LLVMCreateTypeAttribute(c.raw(), kind_id, type_ref.raw())
    })
}

/// [`LLVMGetAttributesAtIndex`](core::LLVMGetAttributesAtIndex): the attributes at `index`.
#[inline]
pub fn get_attributes_at_index(
    function: AnyValue<'_>,
    index: LLVMAttributeIndex,
) -> Vec<Attribute> {
    // SAFETY: the handle is a live function (module invariant); the buffer
    // holds the `LLVMGetAttributeCountAtIndex` entries LLVM writes.
    let raw = unsafe {
        let count = core::LLVMGetAttributeCountAtIndex(function.raw(), index) as usize;
        let mut out = vec![std::ptr::null_mut(); count];
        if !out.is_empty() {
            core::LLVMGetAttributesAtIndex(function.raw(), index, out.as_mut_ptr());
        }
        out
    };
    raw.into_iter().map(super::handles::attribute).collect()
}

/// [`LLVMGetEnumAttributeKind`](core::LLVMGetEnumAttributeKind).
#[inline]
pub fn get_enum_attribute_kind(a: Attribute) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetEnumAttributeKind(a.as_mut_ptr()) }
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
pub fn get_enum_attribute_value(a: Attribute) -> u64 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetEnumAttributeValue(a.as_mut_ptr()) }
}

/// [`LLVMGetStringAttributeKind`](core::LLVMGetStringAttributeKind), copied.
#[inline]
pub fn get_string_attribute_kind(attribute: Attribute) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); the `len` bytes are copied at once.
    unsafe {
        lossy(
            core::LLVMGetStringAttributeKind(attribute.as_mut_ptr(), &mut len).cast(),
            len as usize,
        )
    }
}

/// [`LLVMGetStringAttributeValue`](core::LLVMGetStringAttributeValue), copied.
#[inline]
pub fn get_string_attribute_value(attribute: Attribute) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); the `len` bytes are copied at once.
    unsafe {
        lossy(
            core::LLVMGetStringAttributeValue(attribute.as_mut_ptr(), &mut len).cast(),
            len as usize,
        )
    }
}

/// [`LLVMGetTypeAttributeValue`](core::LLVMGetTypeAttributeValue).
#[inline]
pub fn get_type_attribute_value<'ctx>(a: Attribute) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetTypeAttributeValue(a.as_mut_ptr()) })
}

/// [`LLVMIsStringAttribute`](core::LLVMIsStringAttribute).
#[inline]
pub fn is_string_attribute(a: Attribute) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsStringAttribute(a.as_mut_ptr()) }
}

/// [`LLVMIsTypeAttribute`](core::LLVMIsTypeAttribute).
#[inline]
pub fn is_type_attribute(a: Attribute) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsTypeAttribute(a.as_mut_ptr()) }
}
