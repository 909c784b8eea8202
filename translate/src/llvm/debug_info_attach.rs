//! Debug-info nodes attached to IR through `cpp/debug_info.cpp`: a
//! `#dbg_label` record at the end of a block, and a global variable
//! expression on a global (`!dbg`). The nodes are built by
//! [`debug_info_nodes`](super::debug_info_nodes); the blocks and globals
//! follow the invariant of [`crate::llvm`].

use super::AnyValue;
use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::prelude::*;

use super::{Metadata, ModuleRef};

unsafe extern "C" {
    fn dialectic_di_add_global_debug_info(global: LLVMValueRef, expression: Metadata<'_>);
    fn dialectic_di_insert_label(
        module: LLVMModuleRef,
        label: Metadata<'_>,
        location: Metadata<'_>,
        block: LLVMBasicBlockRef,
    );
}

/// `dialectic_di_add_global_debug_info`: attaches the global variable
/// expression `expression` to the global variable `global` (`!dbg`).
#[inline]
pub fn di_add_global_debug_info(global: AnyValue<'_>, expression: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { dialectic_di_add_global_debug_info(global.raw(), expression) }
}

/// `dialectic_di_insert_label`: a `#dbg_label` record of `label` at
/// `location`, at the end of `block`.
#[inline]
pub fn di_insert_label<'ctx>(
    module: ModuleRef<'ctx>,
    label: Metadata<'ctx>,
    location: Metadata<'ctx>,
    block: BasicBlock<'ctx>,
) {
    // SAFETY: the handles are live (module invariant).
    unsafe { dialectic_di_insert_label(module.raw(), label, location, block.as_mut_ptr()) }
}
