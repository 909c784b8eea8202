//! Reading and setting instruction properties: opcodes, predicates, orderings, flags, alignment, successors, call sites.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use super::AnyType;
use inkwell::basic_block::BasicBlock;
use inkwell::llvm_sys::LLVMAtomicOrdering;
use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
use inkwell::llvm_sys::LLVMFastMathFlags;
use inkwell::llvm_sys::LLVMIntPredicate;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::LLVMRealPredicate;
use inkwell::llvm_sys::LLVMTailCallKind;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMCanValueUseFastMathFlags`](core::LLVMCanValueUseFastMathFlags).
#[inline]
pub fn can_value_use_fast_math_flags(inst: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCanValueUseFastMathFlags(inst) }
}

/// [`LLVMCountIncoming`](core::LLVMCountIncoming).
#[inline]
pub fn count_incoming(phi_node: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountIncoming(phi_node) }
}

/// [`LLVMGetAlignment`](core::LLVMGetAlignment).
#[inline]
pub fn get_alignment(v: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetAlignment(v) }
}

/// [`LLVMGetAtomicRMWBinOp`](core::LLVMGetAtomicRMWBinOp).
#[inline]
pub fn get_atomic_rmw_bin_op(atomic_rmw_inst: LLVMValueRef) -> LLVMAtomicRMWBinOp {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetAtomicRMWBinOp(atomic_rmw_inst) }
}

/// [`LLVMGetCalledValue`](core::LLVMGetCalledValue).
#[inline]
pub fn get_called_value(instr: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetCalledValue(instr) }
}

/// [`LLVMGetClause`](core::LLVMGetClause).
#[inline]
pub fn get_clause(landing_pad: LLVMValueRef, idx: u32) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetClause(landing_pad, idx) }
}

/// [`LLVMGetCmpXchgFailureOrdering`](core::LLVMGetCmpXchgFailureOrdering).
#[inline]
pub fn get_cmp_xchg_failure_ordering(cmp_xchg_inst: LLVMValueRef) -> LLVMAtomicOrdering {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetCmpXchgFailureOrdering(cmp_xchg_inst) }
}

/// [`LLVMGetCmpXchgSuccessOrdering`](core::LLVMGetCmpXchgSuccessOrdering).
#[inline]
pub fn get_cmp_xchg_success_ordering(cmp_xchg_inst: LLVMValueRef) -> LLVMAtomicOrdering {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetCmpXchgSuccessOrdering(cmp_xchg_inst) }
}

/// [`LLVMGetConstOpcode`](core::LLVMGetConstOpcode).
#[inline]
pub fn get_const_opcode(constant_val: LLVMValueRef) -> LLVMOpcode {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetConstOpcode(constant_val) }
}

/// [`LLVMGetFCmpPredicate`](core::LLVMGetFCmpPredicate).
#[inline]
pub fn get_fcmp_predicate(inst: LLVMValueRef) -> LLVMRealPredicate {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFCmpPredicate(inst) }
}

/// [`LLVMGetFastMathFlags`](core::LLVMGetFastMathFlags).
#[inline]
pub fn get_fast_math_flags(fp_math_inst: LLVMValueRef) -> LLVMFastMathFlags {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFastMathFlags(fp_math_inst) }
}

/// [`LLVMGetICmpPredicate`](core::LLVMGetICmpPredicate).
#[inline]
pub fn get_icmp_predicate(inst: LLVMValueRef) -> LLVMIntPredicate {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetICmpPredicate(inst) }
}

/// [`LLVMGetIncomingBlock`](core::LLVMGetIncomingBlock).
#[inline]
pub fn get_incoming_block<'ctx>(phi_node: LLVMValueRef, index: u32) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetIncomingBlock(phi_node, index) })
}

/// [`LLVMGetIncomingValue`](core::LLVMGetIncomingValue).
#[inline]
pub fn get_incoming_value(phi_node: LLVMValueRef, index: u32) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetIncomingValue(phi_node, index) }
}

/// [`LLVMGetIndices`](core::LLVMGetIndices): `f` of the indices of an
/// `extractvalue` or `insertvalue`, borrowed only for the call.
#[inline]
pub fn with_indices<R>(inst: LLVMValueRef, f: impl FnOnce(&[u32]) -> R) -> R {
    // SAFETY: the handle is a live `extractvalue`/`insertvalue` (module
    // invariant), which holds its `LLVMGetNumIndices` indices as long as it
    // lives, beyond the call of `f`.
    let indices = unsafe {
        let n = core::LLVMGetNumIndices(inst) as usize;
        let indices = core::LLVMGetIndices(inst);
        if n == 0 || indices.is_null() {
            &[]
        } else {
            std::slice::from_raw_parts(indices, n)
        }
    };
    f(indices)
}

/// [`LLVMGetInstructionCallConv`](core::LLVMGetInstructionCallConv).
#[inline]
pub fn get_instruction_call_conv(instr: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetInstructionCallConv(instr) }
}

/// [`LLVMGetInstructionOpcode`](core::LLVMGetInstructionOpcode).
#[inline]
pub fn get_instruction_opcode(inst: LLVMValueRef) -> LLVMOpcode {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetInstructionOpcode(inst) }
}

/// [`LLVMGetMaskValue`](core::LLVMGetMaskValue).
#[inline]
pub fn get_mask_value(shuffle_vector_inst: LLVMValueRef, elt: u32) -> i32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetMaskValue(shuffle_vector_inst, elt) }
}

/// [`LLVMGetNSW`](core::LLVMGetNSW).
#[inline]
pub fn get_nsw(arith_inst: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNSW(arith_inst) }
}

/// [`LLVMGetNUW`](core::LLVMGetNUW).
#[inline]
pub fn get_nuw(arith_inst: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNUW(arith_inst) }
}

/// [`LLVMGetNormalDest`](core::LLVMGetNormalDest).
#[inline]
pub fn get_normal_dest<'ctx>(invoke_inst: LLVMValueRef) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetNormalDest(invoke_inst) })
}

/// [`LLVMGetNumArgOperands`](core::LLVMGetNumArgOperands).
#[inline]
pub fn get_num_arg_operands(instr: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumArgOperands(instr) }
}

/// [`LLVMGetNumClauses`](core::LLVMGetNumClauses).
#[inline]
pub fn get_num_clauses(landing_pad: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumClauses(landing_pad) }
}

/// [`LLVMGetNumMaskElements`](core::LLVMGetNumMaskElements).
#[inline]
pub fn get_num_mask_elements(shuffle_vector_inst: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumMaskElements(shuffle_vector_inst) }
}

/// [`LLVMGetNumSuccessors`](core::LLVMGetNumSuccessors).
#[inline]
pub fn get_num_successors(term: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumSuccessors(term) }
}

/// [`LLVMGetOrdering`](core::LLVMGetOrdering).
#[inline]
pub fn get_ordering(memory_access_inst: LLVMValueRef) -> LLVMAtomicOrdering {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetOrdering(memory_access_inst) }
}

/// [`LLVMGetSuccessor`](core::LLVMGetSuccessor).
#[inline]
pub fn get_successor<'ctx>(term: LLVMValueRef, i: u32) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetSuccessor(term, i) })
}

/// [`LLVMGetSwitchDefaultDest`](core::LLVMGetSwitchDefaultDest).
#[inline]
pub fn get_switch_default_dest<'ctx>(switch_instr: LLVMValueRef) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetSwitchDefaultDest(switch_instr) })
}

/// [`LLVMGetTailCallKind`](core::LLVMGetTailCallKind).
#[inline]
pub fn get_tail_call_kind(call_inst: LLVMValueRef) -> LLVMTailCallKind {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetTailCallKind(call_inst) }
}

/// [`LLVMGetUndefMaskElem`](core::LLVMGetUndefMaskElem).
#[inline]
pub fn get_undef_mask_elem() -> i32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetUndefMaskElem() }
}

/// [`LLVMGetUnwindDest`](core::LLVMGetUnwindDest).
#[inline]
pub fn get_unwind_dest<'ctx>(invoke_inst: LLVMValueRef) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetUnwindDest(invoke_inst) })
}

/// [`LLVMGetVolatile`](core::LLVMGetVolatile).
#[inline]
pub fn get_volatile(memory_access_inst: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetVolatile(memory_access_inst) }
}

/// [`LLVMGetWeak`](core::LLVMGetWeak).
#[inline]
pub fn get_weak(cmp_xchg_inst: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetWeak(cmp_xchg_inst) }
}

/// [`LLVMIsCleanup`](core::LLVMIsCleanup).
#[inline]
pub fn is_cleanup(landing_pad: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsCleanup(landing_pad) }
}

/// [`LLVMIsConditional`](core::LLVMIsConditional).
#[inline]
pub fn is_conditional(branch: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsConditional(branch) }
}

/// [`LLVMIsInBounds`](core::LLVMIsInBounds).
#[inline]
pub fn is_in_bounds(gep: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsInBounds(gep) }
}

/// [`LLVMSetAlignment`](core::LLVMSetAlignment).
#[inline]
pub fn set_alignment(v: LLVMValueRef, bytes: u32) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetAlignment(v, bytes) }
}

/// [`LLVMSetAtomicSingleThread`](core::LLVMSetAtomicSingleThread).
#[inline]
pub fn set_atomic_single_thread(atomic_inst: LLVMValueRef, single_thread: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetAtomicSingleThread(atomic_inst, single_thread) }
}

/// [`LLVMSetFastMathFlags`](core::LLVMSetFastMathFlags).
#[inline]
pub fn set_fast_math_flags(fp_math_inst: LLVMValueRef, fmf: LLVMFastMathFlags) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetFastMathFlags(fp_math_inst, fmf) }
}

/// [`LLVMSetInstructionCallConv`](core::LLVMSetInstructionCallConv).
#[inline]
pub fn set_instruction_call_conv(instr: LLVMValueRef, cc: u32) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetInstructionCallConv(instr, cc) }
}

/// [`LLVMSetOrdering`](core::LLVMSetOrdering).
#[inline]
pub fn set_ordering(memory_access_inst: LLVMValueRef, ordering: LLVMAtomicOrdering) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetOrdering(memory_access_inst, ordering) }
}

/// [`LLVMSetTailCallKind`](core::LLVMSetTailCallKind).
#[inline]
pub fn set_tail_call_kind(call_inst: LLVMValueRef, kind: LLVMTailCallKind) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetTailCallKind(call_inst, kind) }
}

/// [`LLVMSetVolatile`](core::LLVMSetVolatile).
#[inline]
pub fn set_volatile(memory_access_inst: LLVMValueRef, is_volatile: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetVolatile(memory_access_inst, is_volatile) }
}

/// [`LLVMSetWeak`](core::LLVMSetWeak).
#[inline]
pub fn set_weak(cmp_xchg_inst: LLVMValueRef, is_weak: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetWeak(cmp_xchg_inst, is_weak) }
}

/// [`LLVMGetAllocatedType`](core::LLVMGetAllocatedType).
#[inline]
pub fn get_allocated_type<'ctx>(alloca: LLVMValueRef) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetAllocatedType(alloca) })
}

/// [`LLVMGetCalledFunctionType`](core::LLVMGetCalledFunctionType).
#[inline]
pub fn get_called_function_type<'ctx>(c: LLVMValueRef) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetCalledFunctionType(c) })
}

/// [`LLVMGetGEPSourceElementType`](core::LLVMGetGEPSourceElementType).
#[inline]
pub fn get_gep_source_element_type<'ctx>(gep: LLVMValueRef) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetGEPSourceElementType(gep) })
}
