//! The `DIBuilder` of LLVM's C API and the debug-info attachments of functions and instructions.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyValue;
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
    builder: &DIBuilder<'ctx>,
    ops: &[u64],
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateExpression(builder.raw(), ops.as_ptr().cast_mut(), ops.len())
    })
}

/// [`LLVMDIBuilderCreateFile`](core::LLVMDIBuilderCreateFile).
#[inline]
pub fn di_builder_create_file<'ctx>(
    builder: &DIBuilder<'ctx>,
    file: &[u8],
    directory: &[u8],
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateFile(
            builder.raw(),
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
    builder: &DIBuilder<'ctx>,
    scope: Metadata<'ctx>,
    file: Metadata<'ctx>,
    line: u32,
    column: u32,
) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe {
        debuginfo::LLVMDIBuilderCreateLexicalBlock(
            builder.raw(),
            scope.raw(),
            file.raw(),
            line,
            column,
        )
    })
}

/// [`LLVMDIBuilderInsertDbgValueRecordAtEnd`](debuginfo::LLVMDIBuilderInsertDbgValueRecordAtEnd).
#[inline]
pub fn di_builder_insert_dbg_value_record_at_end(
    builder: &DIBuilder<'_>,
    val: AnyValue<'_>,
    var_info: Metadata<'_>,
    expr: Metadata<'_>,
    debug_loc: Metadata<'_>,
    block: BasicBlock<'_>,
) -> LLVMDbgRecordRef {
    // SAFETY: the handles are live (module invariant).
    unsafe {
        debuginfo::LLVMDIBuilderInsertDbgValueRecordAtEnd(
            builder.raw(),
            val.raw(),
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
    builder: &DIBuilder<'_>,
    storage: AnyValue<'_>,
    var_info: Metadata<'_>,
    expr: Metadata<'_>,
    debug_loc: Metadata<'_>,
    block: BasicBlock<'_>,
) -> LLVMDbgRecordRef {
    // SAFETY: the handles are live (module invariant).
    unsafe {
        debuginfo::LLVMDIBuilderInsertDeclareRecordAtEnd(
            builder.raw(),
            storage.raw(),
            var_info.raw(),
            expr.raw(),
            debug_loc.raw(),
            block.as_mut_ptr(),
        )
    }
}

/// [`LLVMGetSubprogram`](debuginfo::LLVMGetSubprogram).
#[inline]
pub fn get_subprogram<'ctx>(func: AnyValue<'ctx>) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { debuginfo::LLVMGetSubprogram(func.raw()) })
}

/// [`LLVMInstructionGetDebugLoc`](debuginfo::LLVMInstructionGetDebugLoc).
#[inline]
pub fn instruction_get_debug_loc<'ctx>(inst: AnyValue<'ctx>) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { debuginfo::LLVMInstructionGetDebugLoc(inst.raw()) })
}

/// [`LLVMSetIsNewDbgInfoFormat`](core::LLVMSetIsNewDbgInfoFormat).
#[inline]
pub fn set_is_new_dbg_info_format(m: ModuleRef<'_>, use_new_format: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetIsNewDbgInfoFormat(m.raw(), use_new_format) }
}

/// [`LLVMSetSubprogram`](debuginfo::LLVMSetSubprogram).
#[inline]
pub fn set_subprogram(func: AnyValue<'_>, sp: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { debuginfo::LLVMSetSubprogram(func.raw(), sp.raw()) }
}

/// The `DIBuilder` of a module (borrowed for `'ctx`), disposed of when
/// dropped: the handle [`DIBuilder::raw`] gives is live as long as the
/// `DIBuilder`, and the nodes it builds as long as the module's context.
pub struct DIBuilder<'ctx> {
    raw: LLVMDIBuilderRef,
    module: std::marker::PhantomData<ModuleRef<'ctx>>,
}

impl<'ctx> DIBuilder<'ctx> {
    /// [`LLVMCreateDIBuilder`](debuginfo::LLVMCreateDIBuilder).
    #[inline]
    pub fn new(module: ModuleRef<'ctx>) -> DIBuilder<'ctx> {
        // SAFETY: the module is live (module invariant).
        DIBuilder {
            raw: unsafe { debuginfo::LLVMCreateDIBuilder(module.raw()) },
            module: std::marker::PhantomData,
        }
    }

    /// The builder's handle, for the wrappers of this module.
    #[inline]
    fn raw(&self) -> LLVMDIBuilderRef {
        self.raw
    }
}

impl Drop for DIBuilder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder was created by `new` and is disposed of once.
        unsafe { debuginfo::LLVMDisposeDIBuilder(self.raw) }
    }
}
