//! Basic blocks and the instructions in them.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMGetBasicBlockTerminator`](core::LLVMGetBasicBlockTerminator).
#[inline]
pub fn get_basic_block_terminator(bb: BasicBlock<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetBasicBlockTerminator(bb.as_mut_ptr()) }
}

/// [`LLVMGetFirstInstruction`](core::LLVMGetFirstInstruction).
#[inline]
pub fn get_first_instruction(bb: BasicBlock<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFirstInstruction(bb.as_mut_ptr()) }
}

/// [`LLVMGetInstructionParent`](core::LLVMGetInstructionParent).
#[inline]
pub fn get_instruction_parent<'ctx>(inst: LLVMValueRef) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetInstructionParent(inst) })
}

/// [`LLVMGetLastInstruction`](core::LLVMGetLastInstruction).
#[inline]
pub fn get_last_instruction(bb: BasicBlock<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetLastInstruction(bb.as_mut_ptr()) }
}

/// [`LLVMGetNextInstruction`](core::LLVMGetNextInstruction).
#[inline]
pub fn get_next_instruction(inst: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNextInstruction(inst) }
}
