//! The `DIBuilder` of LLVM's C API and the debug-info attachments of functions and instructions.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use super::{Metadata, ModuleRef};
use inkwell::basic_block::BasicBlock;
use inkwell::context::Context;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::debuginfo;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMDIBuilderCreateDebugLocation`](debuginfo::LLVMDIBuilderCreateDebugLocation).
#[inline]
pub fn di_builder_create_debug_location<'ctx>(
    ctx: &'ctx Context,
    line: u32,
    column: u32,
    scope: Metadata<'ctx>,
    inlined_at: Metadata<'ctx>,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateDebugLocation(
            ctx.raw(),
            line,
            column,
            scope.raw(),
            inlined_at.raw(),
        )
    })
}

/// [`LLVMDIBuilderCreateExpression`](core::LLVMDIBuilderCreateExpression).
#[inline]
pub fn di_builder_create_expression<'ctx>(
    builder: LLVMDIBuilderRef,
    ops: &[u64],
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateExpression(builder, ops.as_ptr().cast_mut(), ops.len())
    })
}

/// [`LLVMDIBuilderCreateFile`](core::LLVMDIBuilderCreateFile).
#[inline]
pub fn di_builder_create_file<'ctx>(
    builder: LLVMDIBuilderRef,
    file: &[u8],
    directory: &[u8],
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateFile(
            builder,
            file.as_ptr().cast(),
            file.len(),
            directory.as_ptr().cast(),
            directory.len(),
        )
    })
}

/// [`LLVMDIBuilderCreateLexicalBlock`](debuginfo::LLVMDIBuilderCreateLexicalBlock).
#[inline]
pub fn di_builder_create_lexical_block<'ctx>(
    builder: LLVMDIBuilderRef,
    scope: Metadata<'ctx>,
    file: Metadata<'ctx>,
    line: u32,
    column: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateLexicalBlock(builder, scope.raw(), file.raw(), line, column)
    })
}

/// [`LLVMDIBuilderInsertDbgValueRecordAtEnd`](debuginfo::LLVMDIBuilderInsertDbgValueRecordAtEnd).
#[inline]
pub fn di_builder_insert_dbg_value_record_at_end(
    builder: LLVMDIBuilderRef,
    val: LLVMValueRef,
    var_info: Metadata<'_>,
    expr: Metadata<'_>,
    debug_loc: Metadata<'_>,
    block: BasicBlock<'_>,
) -> LLVMDbgRecordRef {
    // SAFETY: the handles are live (module invariant).
    unsafe {
        debuginfo::LLVMDIBuilderInsertDbgValueRecordAtEnd(
            builder,
            val,
            var_info.raw(),
            expr.raw(),
            debug_loc.raw(),
            block.as_mut_ptr(),
        )
    }
}

/// [`LLVMDIBuilderInsertDeclareRecordAtEnd`](debuginfo::LLVMDIBuilderInsertDeclareRecordAtEnd).
#[inline]
pub fn di_builder_insert_declare_record_at_end(
    builder: LLVMDIBuilderRef,
    storage: LLVMValueRef,
    var_info: Metadata<'_>,
    expr: Metadata<'_>,
    debug_loc: Metadata<'_>,
    block: BasicBlock<'_>,
) -> LLVMDbgRecordRef {
    // SAFETY: the handles are live (module invariant).
    unsafe {
        debuginfo::LLVMDIBuilderInsertDeclareRecordAtEnd(
            builder,
            storage,
            var_info.raw(),
            expr.raw(),
            debug_loc.raw(),
            block.as_mut_ptr(),
        )
    }
}

/// [`LLVMGetSubprogram`](debuginfo::LLVMGetSubprogram).
#[inline]
pub fn get_subprogram<'ctx>(func: LLVMValueRef) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { debuginfo::LLVMGetSubprogram(func) })
}

/// [`LLVMInstructionGetDebugLoc`](debuginfo::LLVMInstructionGetDebugLoc).
#[inline]
pub fn instruction_get_debug_loc<'ctx>(inst: LLVMValueRef) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { debuginfo::LLVMInstructionGetDebugLoc(inst) })
}

/// [`LLVMSetIsNewDbgInfoFormat`](core::LLVMSetIsNewDbgInfoFormat).
#[inline]
pub fn set_is_new_dbg_info_format(m: ModuleRef<'_>, use_new_format: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetIsNewDbgInfoFormat(m.raw(), use_new_format) }
}

/// [`LLVMSetSubprogram`](debuginfo::LLVMSetSubprogram).
#[inline]
pub fn set_subprogram(func: LLVMValueRef, sp: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { debuginfo::LLVMSetSubprogram(func, sp.raw()) }
}

/// The `DIBuilder` of a module, disposed of when dropped: the handle
/// [`DIBuilder::raw`] gives is live as long as the `DIBuilder`.
pub struct DIBuilder {
    raw: LLVMDIBuilderRef,
}

impl DIBuilder {
    /// [`LLVMCreateDIBuilder`](debuginfo::LLVMCreateDIBuilder).
    #[inline]
    pub fn new(module: ModuleRef<'_>) -> DIBuilder {
        // SAFETY: the module is live (module invariant).
        DIBuilder {
            raw: unsafe { debuginfo::LLVMCreateDIBuilder(module.raw()) },
        }
    }

    /// The builder's handle, for the wrappers of this module.
    #[inline]
    pub fn raw(&self) -> LLVMDIBuilderRef {
        self.raw
    }
}

impl Drop for DIBuilder {
    fn drop(&mut self) {
        // SAFETY: the builder was created by `new` and is disposed of once.
        unsafe { debuginfo::LLVMDisposeDIBuilder(self.raw) }
    }
}
