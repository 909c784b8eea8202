//! Metadata: strings, nodes (temporary ones replaced later), kinds, and attachments to instructions and globals.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use std::ffi::CStr;

use super::AnyType;
use super::AnyValue;
use super::{Metadata, ModuleRef};
use super::{len_u32, lossy};
use inkwell::context::Context;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::debuginfo;

/// [`LLVMAddNamedMetadataOperand`](core::LLVMAddNamedMetadataOperand).
#[inline]
pub fn add_named_metadata_operand(module: ModuleRef<'_>, name: &CStr, value: AnyValue<'_>) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMAddNamedMetadataOperand(module.raw(), name.as_ptr(), value.raw()) }
}

/// [`LLVMGetNamedMetadataOperands`](core::LLVMGetNamedMetadataOperands):
/// the nodes of the named metadata `name` (none when there is none).
pub fn get_named_metadata_operands<'ctx>(
    module: ModuleRef<'ctx>,
    name: &CStr,
) -> Vec<AnyValue<'ctx>> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated; the buffer holds as many handles as LLVM writes.
    unsafe {
        let count = core::LLVMGetNamedMetadataNumOperands(module.raw(), name.as_ptr());
        let mut raw = vec![std::ptr::null_mut(); count as usize];
        core::LLVMGetNamedMetadataOperands(module.raw(), name.as_ptr(), raw.as_mut_ptr());
        raw.into_iter().map(AnyValue::from_raw).collect()
    }
}

/// [`LLVMGetMDKindIDInContext`](core::LLVMGetMDKindIDInContext).
#[inline]
pub fn get_md_kind_id_in_context(context: &Context, name: &str) -> u32 {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMGetMDKindIDInContext(
            context.raw(),
            name.as_ptr().cast(),
            len_u32(name.as_bytes()),
        )
    }
}

/// [`LLVMGetMDNodeOperands`](core::LLVMGetMDNodeOperands): the operands (null for null operands).
#[inline]
pub fn get_md_node_operands(node: AnyValue<'_>) -> Vec<AnyValue<'_>> {
    // SAFETY: the handle is a live MDNode as a value (module invariant);
    // the buffer holds the `LLVMGetMDNodeNumOperands` entries LLVM writes.
    let raw = unsafe {
        let mut out =
            vec![std::ptr::null_mut(); core::LLVMGetMDNodeNumOperands(node.raw()) as usize];
        if !out.is_empty() {
            core::LLVMGetMDNodeOperands(node.raw(), out.as_mut_ptr());
        }
        out
    };
    raw.into_iter().map(AnyValue::from_raw).collect()
}

/// [`LLVMGetMDString`](core::LLVMGetMDString): the string of an MDString as a value, copied.
#[inline]
pub fn get_md_string(value: AnyValue<'_>) -> Option<String> {
    // SAFETY: the handle is live (module invariant); LLVM returns null for
    // anything but an MDString, else `len` bytes copied at once.
    unsafe {
        let mut len = 0;
        let ptr = core::LLVMGetMDString(value.raw(), &mut len);
        (!ptr.is_null()).then(|| lossy(ptr.cast(), len as usize))
    }
}

/// [`LLVMGetMetadata`](core::LLVMGetMetadata).
#[inline]
pub fn get_metadata<'ctx>(val: AnyValue<'ctx>, kind_id: u32) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetMetadata(val.raw(), kind_id) })
}

/// [`LLVMGlobalCopyAllMetadata`](core::LLVMGlobalCopyAllMetadata): `f` of
/// the kind and node of each attachment of `global`, in order.
#[inline]
pub fn for_each_global_metadata(global: AnyValue<'_>, mut f: impl FnMut(u32, Metadata<'_>)) {
    // SAFETY: the handle is a live global (module invariant); the `n`
    // entries LLVM allocates are read, then disposed of here (a panic in
    // `f` leaks them, nothing worse).
    unsafe {
        let mut n = 0;
        let entries = core::LLVMGlobalCopyAllMetadata(global.raw(), &mut n);
        for i in 0..n as u32 {
            f(
                core::LLVMValueMetadataEntriesGetKind(entries, i),
                Metadata::from_raw(core::LLVMValueMetadataEntriesGetMetadata(entries, i)),
            );
        }
        if !entries.is_null() {
            core::LLVMDisposeValueMetadataEntries(entries);
        }
    }
}

/// [`LLVMGlobalSetMetadata`](core::LLVMGlobalSetMetadata).
#[inline]
pub fn global_set_metadata(global: AnyValue<'_>, kind: u32, md: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGlobalSetMetadata(global.raw(), kind, md.raw()) }
}

/// [`LLVMIsAMDNode`](core::LLVMIsAMDNode).
#[inline]
pub fn is_a_md_node<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAMDNode(val.raw()) })
}

/// [`LLVMIsAMDString`](core::LLVMIsAMDString).
#[inline]
pub fn is_a_md_string<'ctx>(val: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMIsAMDString(val.raw()) })
}

/// [`LLVMMDNodeInContext2`](core::LLVMMDNodeInContext2).
#[inline]
pub fn md_node_in_context2<'ctx>(
    context: &'ctx Context,
    operands: &[Metadata<'ctx>],
) -> Metadata<'ctx> {
    let operands = Metadata::raw_slice(operands);
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    Metadata::from_raw(unsafe {
        core::LLVMMDNodeInContext2(context.raw(), operands.as_ptr().cast_mut(), operands.len())
    })
}

/// [`LLVMMDStringInContext2`](core::LLVMMDStringInContext2).
#[inline]
pub fn md_string_in_context2<'ctx>(context: &'ctx Context, string: &[u8]) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    Metadata::from_raw(unsafe {
        core::LLVMMDStringInContext2(context.raw(), string.as_ptr().cast(), string.len())
    })
}

/// [`LLVMMetadataAsValue`](core::LLVMMetadataAsValue).
#[inline]
pub fn metadata_as_value<'ctx>(c: &'ctx Context, md: Metadata<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMMetadataAsValue(c.raw(), md.raw()) })
}

/// [`LLVMMetadataTypeInContext`](core::LLVMMetadataTypeInContext).
#[inline]
pub fn metadata_type_in_context<'ctx>(c: &'ctx Context) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMMetadataTypeInContext(c.raw()) })
}

/// [`LLVMReplaceMDNodeOperandWith`](core::LLVMReplaceMDNodeOperandWith).
#[inline]
pub fn replace_md_node_operand_with(v: AnyValue<'_>, index: u32, replacement: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMReplaceMDNodeOperandWith(v.raw(), index, replacement.raw()) }
}

/// [`LLVMSetMetadata`](core::LLVMSetMetadata).
#[inline]
pub fn set_metadata<'ctx>(val: AnyValue<'ctx>, kind_id: u32, node: AnyValue<'ctx>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetMetadata(val.raw(), kind_id, node.raw()) }
}

/// [`LLVMValueAsMetadata`](core::LLVMValueAsMetadata).
#[inline]
pub fn value_as_metadata<'ctx>(val: AnyValue<'ctx>) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { core::LLVMValueAsMetadata(val.raw()) })
}

/// A temporary metadata node without operands (a placeholder for a node
/// built later): replaced by [`TemporaryNode::replace_all_uses_with`], which
/// deletes it, or disposed of when dropped. Its handle is live as long as
/// the `TemporaryNode`.
pub struct TemporaryNode<'ctx> {
    raw: Metadata<'ctx>,
}

impl<'ctx> TemporaryNode<'ctx> {
    /// [`LLVMTemporaryMDNode`](debuginfo::LLVMTemporaryMDNode) of no operands.
    #[inline]
    pub fn new(context: &'ctx Context) -> TemporaryNode<'ctx> {
        // SAFETY: the context is live; no operands are read.
        let raw = unsafe { debuginfo::LLVMTemporaryMDNode(context.raw(), std::ptr::null_mut(), 0) };
        TemporaryNode {
            raw: Metadata::from_raw(raw),
        }
    }

    /// The node, to use as an operand until it is replaced.
    #[inline]
    pub fn as_metadata(&self) -> Metadata<'ctx> {
        self.raw
    }

    /// [`LLVMMetadataReplaceAllUsesWith`](debuginfo::LLVMMetadataReplaceAllUsesWith):
    /// every use of the node becomes `replacement`, and the node is deleted.
    #[inline]
    pub fn replace_all_uses_with(self, replacement: Metadata<'ctx>) {
        let raw = std::mem::ManuallyDrop::new(self).raw;
        // SAFETY: the node is a live temporary (owned by `self`, consumed
        // here, so deleted once); the replacement is live (module invariant).
        unsafe { debuginfo::LLVMMetadataReplaceAllUsesWith(raw.raw(), replacement.raw()) }
    }
}

impl Drop for TemporaryNode<'_> {
    fn drop(&mut self) {
        // SAFETY: the node is a live temporary owned by `self`, disposed of once.
        unsafe { debuginfo::LLVMDisposeTemporaryMDNode(self.raw.raw()) }
    }
}
