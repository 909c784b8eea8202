//! Building LLVM metadata through the C API: strings, uniqued tuples,
//! integer constants, self-referencing nodes (the way MLIR builds loop,
//! scope and anonymous TBAA root nodes: a temporary first operand replaced
//! by the node itself), distinct nodes, and attaching a node to an
//! instruction or a global object by kind name.

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::debuginfo::{LLVMDisposeTemporaryMDNode, LLVMTemporaryMDNode};
use inkwell::llvm_sys::prelude::*;

/// `!"text"`.
pub fn string(ctx: LLVMContextRef, text: &[u8]) -> LLVMMetadataRef {
    // SAFETY: LLVM copies the bytes.
    unsafe { LLVMMDStringInContext2(ctx, text.as_ptr().cast(), text.len()) }
}

/// `!{operands...}` (uniqued).
pub fn tuple(ctx: LLVMContextRef, operands: &[LLVMMetadataRef]) -> LLVMMetadataRef {
    let mut operands = operands.to_vec();
    // SAFETY: the operands are metadata of `ctx`; LLVM copies the array.
    unsafe { LLVMMDNodeInContext2(ctx, operands.as_mut_ptr(), operands.len()) }
}

/// `iN value` as metadata.
pub fn int(ctx: LLVMContextRef, bits: u32, value: u64) -> LLVMMetadataRef {
    // SAFETY: a constant of the live context.
    unsafe { LLVMValueAsMetadata(LLVMConstInt(LLVMIntTypeInContext(ctx, bits), value, 0)) }
}

/// `distinct !{!self, rest...}`: a node whose first operand is itself.
pub fn self_referencing(ctx: LLVMContextRef, rest: &[LLVMMetadataRef]) -> LLVMMetadataRef {
    // SAFETY: the temporary node stands for the first operand until the
    // node exists, then is replaced by it and disposed of.
    unsafe {
        let temporary = LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
        let mut operands = Vec::with_capacity(rest.len() + 1);
        operands.push(temporary);
        operands.extend_from_slice(rest);
        let node = LLVMMDNodeInContext2(ctx, operands.as_mut_ptr(), operands.len());
        LLVMReplaceMDNodeOperandWith(LLVMMetadataAsValue(ctx, node), 0, node);
        LLVMDisposeTemporaryMDNode(temporary);
        node
    }
}

/// `distinct !{operands...}`.
pub fn distinct(ctx: LLVMContextRef, operands: &[LLVMMetadataRef]) -> LLVMMetadataRef {
    crate::llvm_extras::distinct_node(ctx, operands)
}

/// The ID of metadata kind `kind` (`tbaa`, `llvm.loop`...).
pub fn kind_id(ctx: LLVMContextRef, kind: &str) -> u32 {
    // SAFETY: LLVM copies the name.
    unsafe { LLVMGetMDKindIDInContext(ctx, kind.as_ptr().cast(), kind.len() as u32) }
}

/// Attaches `node` to instruction `inst` as `!kind`.
pub fn attach(ctx: LLVMContextRef, inst: LLVMValueRef, kind: &str, node: LLVMMetadataRef) {
    // SAFETY: `inst` is an instruction of the live context.
    unsafe { LLVMSetMetadata(inst, kind_id(ctx, kind), LLVMMetadataAsValue(ctx, node)) }
}

/// Attaches `node` to the global object (function, variable) `global`.
pub fn attach_global(ctx: LLVMContextRef, global: LLVMValueRef, kind: &str, node: LLVMMetadataRef) {
    // SAFETY: `global` is a global object of the live context.
    unsafe { LLVMGlobalSetMetadata(global, kind_id(ctx, kind), node) }
}
