//! Basic blocks and the instructions in them.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyValue;
use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::core;

/// [`LLVMGetBasicBlockTerminator`](core::LLVMGetBasicBlockTerminator).
#[inline]
pub fn get_basic_block_terminator<'ctx>(bb: BasicBlock<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetBasicBlockTerminator(bb.as_mut_ptr()) })
}

/// [`LLVMGetFirstInstruction`](core::LLVMGetFirstInstruction).
#[inline]
pub fn get_first_instruction<'ctx>(bb: BasicBlock<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetFirstInstruction(bb.as_mut_ptr()) })
}

/// [`LLVMGetInstructionParent`](core::LLVMGetInstructionParent).
#[inline]
pub fn get_instruction_parent<'ctx>(inst: AnyValue<'ctx>) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetInstructionParent(inst.raw()) })
}

/// [`LLVMGetLastInstruction`](core::LLVMGetLastInstruction).
#[inline]
pub fn get_last_instruction<'ctx>(bb: BasicBlock<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetLastInstruction(bb.as_mut_ptr()) })
}

/// [`LLVMGetNextInstruction`](core::LLVMGetNextInstruction).
#[inline]
pub fn get_next_instruction<'ctx>(inst: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetNextInstruction(inst.raw()) })
}
