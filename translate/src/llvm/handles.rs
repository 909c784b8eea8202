//! Typed handles where inkwell's own types cannot serve: a borrowed module,
//! metadata (which inkwell lacks), types and values (inkwell's
//! `AnyTypeEnum` and `AnyValueEnum` cannot hold the label, metadata and
//! token types, nor values of them, and know no null answer).
//!
//! A wrapper that takes a context takes inkwell's `&Context`; one that
//! takes a module takes a [`ModuleRef`], which is made only from a
//! borrowed inkwell `Module` and so cannot outlive it (nor the module its
//! context); metadata is a [`Metadata`], a type an [`AnyType`] and a value
//! an [`AnyValue`] of the context it lives in; a block, an attribute and a
//! comdat are inkwell's `BasicBlock`, `Attribute` and `Comdat`.

use std::marker::PhantomData;

use inkwell::attributes::Attribute;
use inkwell::basic_block::BasicBlock;
use inkwell::comdat::Comdat;
use inkwell::context::Context;
use inkwell::llvm_sys::prelude::{
    LLVMAttributeRef, LLVMBasicBlockRef, LLVMComdatRef, LLVMMetadataRef, LLVMModuleRef,
    LLVMTypeRef, LLVMValueRef,
};
use inkwell::module::Module;

/// A module borrowed for `'a`: what `&'a Module<'ctx>` says, without the
/// context lifetime `'ctx`. inkwell's `Module<'ctx>` is invariant in
/// `'ctx`, so a translation that holds `&'a Module<'ctx>` would need a
/// second lifetime parameter everywhere it is named; `'ctx` outlives `'a`
/// (a module cannot outlive its context), so `'a` alone bounds the handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModuleRef<'a> {
    raw: LLVMModuleRef,
    module: PhantomData<&'a ()>,
}

impl<'a> ModuleRef<'a> {
    /// The handle of `module`, live while it is borrowed.
    #[inline]
    pub fn new(module: &'a Module<'_>) -> Self {
        ModuleRef {
            raw: module.as_mut_ptr(),
            module: PhantomData,
        }
    }

    /// The C API's handle, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw(self) -> LLVMModuleRef {
        self.raw
    }
}

/// A metadata node or string of the context `'ctx`, or none (absent
/// operands of debug-info nodes are none). Only the LLVM layer makes one
/// from the C API's handle; `repr(transparent)`, so a slice of them is an
/// array of the C API's handles.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Metadata<'ctx> {
    raw: LLVMMetadataRef,
    context: PhantomData<&'ctx Context>,
}

impl<'ctx> Metadata<'ctx> {
    /// No metadata.
    #[inline]
    pub fn null() -> Self {
        Metadata::from_raw(std::ptr::null_mut())
    }

    /// Whether this is no metadata.
    #[inline]
    pub fn is_null(self) -> bool {
        self.raw.is_null()
    }

    /// The handle of metadata LLVM handed out in `'ctx`.
    #[inline]
    pub(super) fn from_raw(raw: LLVMMetadataRef) -> Self {
        Metadata {
            raw,
            context: PhantomData,
        }
    }

    /// The C API's handle, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw(self) -> LLVMMetadataRef {
        self.raw
    }

    /// The C API's handles of `metadata`, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw_slice<'s>(metadata: &'s [Metadata<'ctx>]) -> &'s [LLVMMetadataRef] {
        // SAFETY: `Metadata` is `repr(transparent)` over `LLVMMetadataRef`.
        unsafe { std::slice::from_raw_parts(metadata.as_ptr().cast(), metadata.len()) }
    }
}

/// An LLVM type of the context `'ctx`, of any kind (label, metadata and
/// token types included), or none where the C API answers with none. Only
/// the LLVM layer makes one from the C API's handle; `repr(transparent)`,
/// so a slice of them is an array of the C API's handles.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyType<'ctx> {
    raw: LLVMTypeRef,
    context: PhantomData<&'ctx Context>,
}

impl<'ctx> AnyType<'ctx> {
    /// No type (an operand slot not yet filled).
    #[inline]
    pub fn null() -> Self {
        AnyType::from_raw(std::ptr::null_mut())
    }

    /// Whether this is no type.
    #[inline]
    pub fn is_null(self) -> bool {
        self.raw.is_null()
    }

    /// The handle of a type LLVM handed out in `'ctx`.
    #[inline]
    pub(super) fn from_raw(raw: LLVMTypeRef) -> Self {
        AnyType {
            raw,
            context: PhantomData,
        }
    }

    /// The C API's handle, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw(self) -> LLVMTypeRef {
        self.raw
    }

    /// The C API's handles of `types`, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw_slice<'s>(types: &'s [AnyType<'ctx>]) -> &'s [LLVMTypeRef] {
        // SAFETY: `AnyType` is `repr(transparent)` over `LLVMTypeRef`.
        unsafe { std::slice::from_raw_parts(types.as_ptr().cast(), types.len()) }
    }
}

/// The block the C API answered with, or `None` for null (no insertion
/// block, no next block, an instruction in no block).
#[inline]
pub(super) fn block_or_none<'ctx>(raw: LLVMBasicBlockRef) -> Option<BasicBlock<'ctx>> {
    // SAFETY: a block LLVM handed out in `'ctx` (module invariant).
    unsafe { BasicBlock::new(raw) }
}

/// A block of a lookup the C API always answers with one (a successor, an
/// incoming block, a new block).
#[inline]
pub(super) fn block<'ctx>(raw: LLVMBasicBlockRef) -> BasicBlock<'ctx> {
    block_or_none(raw).expect("LLVM answered no block where it always gives one")
}

/// An LLVM value of the context `'ctx` (a constant, global, argument,
/// instruction, inline asm, metadata wrapped as a value...), or none where
/// the C API answers with none (`LLVMIsA*` of another kind, the end of a
/// list). Only the LLVM layer makes one from the C API's handle;
/// `repr(transparent)`, so a slice of them is an array of the C API's
/// handles.
#[repr(transparent)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyValue<'ctx> {
    raw: LLVMValueRef,
    context: PhantomData<&'ctx Context>,
}

impl<'ctx> AnyValue<'ctx> {
    /// No value.
    #[inline]
    pub fn null() -> Self {
        AnyValue::from_raw(std::ptr::null_mut())
    }

    /// Whether this is no value.
    #[inline]
    pub fn is_null(self) -> bool {
        self.raw.is_null()
    }

    /// The handle of a value LLVM handed out in `'ctx`.
    #[inline]
    pub(super) fn from_raw(raw: LLVMValueRef) -> Self {
        AnyValue {
            raw,
            context: PhantomData,
        }
    }

    /// The C API's handle, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw(self) -> LLVMValueRef {
        self.raw
    }

    /// The C API's handles of `values`, for the wrappers of this layer.
    #[inline]
    pub(super) fn raw_slice<'s>(values: &'s [AnyValue<'ctx>]) -> &'s [LLVMValueRef] {
        // SAFETY: `AnyValue` is `repr(transparent)` over `LLVMValueRef`.
        unsafe { std::slice::from_raw_parts(values.as_ptr().cast(), values.len()) }
    }
}

/// An attribute LLVM handed out (inkwell's `Attribute` holds no lifetime).
#[inline]
pub(super) fn attribute(raw: LLVMAttributeRef) -> Attribute {
    // SAFETY: an attribute LLVM handed out (module invariant).
    unsafe { Attribute::new(raw) }
}

/// The comdat LLVM answered with, or `None` for null (a global in none).
#[inline]
pub(super) fn comdat_or_none(raw: LLVMComdatRef) -> Option<Comdat> {
    // SAFETY: a comdat LLVM handed out (module invariant), checked non-null.
    (!raw.is_null()).then(|| unsafe { Comdat::new(raw) })
}

/// A comdat of a lookup the C API always answers with one.
#[inline]
pub(super) fn comdat(raw: LLVMComdatRef) -> Comdat {
    comdat_or_none(raw).expect("LLVM answered no comdat where it always gives one")
}
