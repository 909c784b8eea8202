//! Reading and setting instruction properties: opcodes, predicates, orderings, flags, alignment, successors, call sites.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyType;
use super::AnyValue;
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
pub fn can_value_use_fast_math_flags(inst: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCanValueUseFastMathFlags(inst.raw()) }
}

/// [`LLVMCountIncoming`](core::LLVMCountIncoming).
#[inline]
pub fn count_incoming(phi_node: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountIncoming(phi_node.raw()) }
}

/// [`LLVMGetAlignment`](core::LLVMGetAlignment).
#[inline]
pub fn get_alignment(v: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetAlignment(v.raw()) }
}

/// [`LLVMGetAtomicRMWBinOp`](core::LLVMGetAtomicRMWBinOp).
#[inline]
pub fn get_atomic_rmw_bin_op(atomic_rmw_inst: AnyValue<'_>) -> LLVMAtomicRMWBinOp {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetAtomicRMWBinOp(atomic_rmw_inst.raw()) }
}

/// [`LLVMGetCalledValue`](core::LLVMGetCalledValue).
#[inline]
pub fn get_called_value<'ctx>(instr: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetCalledValue(instr.raw()) })
}

/// [`LLVMGetClause`](core::LLVMGetClause).
#[inline]
pub fn get_clause<'ctx>(landing_pad: AnyValue<'ctx>, idx: u32) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetClause(landing_pad.raw(), idx) })
}

/// [`LLVMGetCmpXchgFailureOrdering`](core::LLVMGetCmpXchgFailureOrdering).
#[inline]
pub fn get_cmp_xchg_failure_ordering(cmp_xchg_inst: AnyValue<'_>) -> LLVMAtomicOrdering {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetCmpXchgFailureOrdering(cmp_xchg_inst.raw()) }
}

/// [`LLVMGetCmpXchgSuccessOrdering`](core::LLVMGetCmpXchgSuccessOrdering).
#[inline]
pub fn get_cmp_xchg_success_ordering(cmp_xchg_inst: AnyValue<'_>) -> LLVMAtomicOrdering {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetCmpXchgSuccessOrdering(cmp_xchg_inst.raw()) }
}

/// [`LLVMGetConstOpcode`](core::LLVMGetConstOpcode).
#[inline]
pub fn get_const_opcode(constant_val: AnyValue<'_>) -> LLVMOpcode {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetConstOpcode(constant_val.raw()) }
}

/// [`LLVMGetFCmpPredicate`](core::LLVMGetFCmpPredicate).
#[inline]
pub fn get_fcmp_predicate(inst: AnyValue<'_>) -> LLVMRealPredicate {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFCmpPredicate(inst.raw()) }
}

/// [`LLVMGetFastMathFlags`](core::LLVMGetFastMathFlags).
#[inline]
pub fn get_fast_math_flags(fp_math_inst: AnyValue<'_>) -> LLVMFastMathFlags {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFastMathFlags(fp_math_inst.raw()) }
}

/// [`LLVMGetICmpPredicate`](core::LLVMGetICmpPredicate).
#[inline]
pub fn get_icmp_predicate(inst: AnyValue<'_>) -> LLVMIntPredicate {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetICmpPredicate(inst.raw()) }
}

/// [`LLVMGetIncomingBlock`](core::LLVMGetIncomingBlock).
#[inline]
pub fn get_incoming_block<'ctx>(phi_node: AnyValue<'ctx>, index: u32) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetIncomingBlock(phi_node.raw(), index) })
}

/// [`LLVMGetIncomingValue`](core::LLVMGetIncomingValue).
#[inline]
pub fn get_incoming_value<'ctx>(phi_node: AnyValue<'ctx>, index: u32) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetIncomingValue(phi_node.raw(), index) })
}

/// [`LLVMGetIndices`](core::LLVMGetIndices): `f` of the indices of an
/// `extractvalue` or `insertvalue`, borrowed only for the call.
#[inline]
pub fn with_indices<'ctx, R>(inst: AnyValue<'ctx>, f: impl FnOnce(&[u32]) -> R) -> R {
    // SAFETY: the handle is a live `extractvalue`/`insertvalue` (module
    // invariant), which holds its `LLVMGetNumIndices` indices as long as it
    // lives, beyond the call of `f`.
    let indices = unsafe {
        let n = core::LLVMGetNumIndices(inst.raw()) as usize;
        let indices = core::LLVMGetIndices(inst.raw());
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
pub fn get_instruction_call_conv(instr: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetInstructionCallConv(instr.raw()) }
}

/// [`LLVMGetInstructionOpcode`](core::LLVMGetInstructionOpcode).
#[inline]
pub fn get_instruction_opcode(inst: AnyValue<'_>) -> LLVMOpcode {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetInstructionOpcode(inst.raw()) }
}

/// [`LLVMGetMaskValue`](core::LLVMGetMaskValue).
#[inline]
pub fn get_mask_value(shuffle_vector_inst: AnyValue<'_>, elt: u32) -> i32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetMaskValue(shuffle_vector_inst.raw(), elt) }
}

/// [`LLVMGetNSW`](core::LLVMGetNSW).
#[inline]
pub fn get_nsw(arith_inst: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNSW(arith_inst.raw()) }
}

/// [`LLVMGetNUW`](core::LLVMGetNUW).
#[inline]
pub fn get_nuw(arith_inst: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNUW(arith_inst.raw()) }
}

/// [`LLVMGetNormalDest`](core::LLVMGetNormalDest).
#[inline]
pub fn get_normal_dest<'ctx>(invoke_inst: AnyValue<'ctx>) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetNormalDest(invoke_inst.raw()) })
}

/// [`LLVMGetNumArgOperands`](core::LLVMGetNumArgOperands).
#[inline]
pub fn get_num_arg_operands(instr: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumArgOperands(instr.raw()) }
}

/// [`LLVMGetNumClauses`](core::LLVMGetNumClauses).
#[inline]
pub fn get_num_clauses(landing_pad: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumClauses(landing_pad.raw()) }
}

/// [`LLVMGetNumMaskElements`](core::LLVMGetNumMaskElements).
#[inline]
pub fn get_num_mask_elements(shuffle_vector_inst: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumMaskElements(shuffle_vector_inst.raw()) }
}

/// [`LLVMGetNumSuccessors`](core::LLVMGetNumSuccessors).
#[inline]
pub fn get_num_successors(term: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNumSuccessors(term.raw()) }
}

/// [`LLVMGetOrdering`](core::LLVMGetOrdering).
#[inline]
pub fn get_ordering(memory_access_inst: AnyValue<'_>) -> LLVMAtomicOrdering {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetOrdering(memory_access_inst.raw()) }
}

/// [`LLVMGetSuccessor`](core::LLVMGetSuccessor).
#[inline]
pub fn get_successor<'ctx>(term: AnyValue<'ctx>, i: u32) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetSuccessor(term.raw(), i) })
}

/// [`LLVMGetSwitchDefaultDest`](core::LLVMGetSwitchDefaultDest).
#[inline]
pub fn get_switch_default_dest<'ctx>(switch_instr: AnyValue<'ctx>) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetSwitchDefaultDest(switch_instr.raw()) })
}

/// [`LLVMGetTailCallKind`](core::LLVMGetTailCallKind).
#[inline]
pub fn get_tail_call_kind(call_inst: AnyValue<'_>) -> LLVMTailCallKind {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetTailCallKind(call_inst.raw()) }
}

/// [`LLVMGetUndefMaskElem`](core::LLVMGetUndefMaskElem).
#[inline]
pub fn get_undef_mask_elem() -> i32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetUndefMaskElem() }
}

/// [`LLVMGetUnwindDest`](core::LLVMGetUnwindDest).
#[inline]
pub fn get_unwind_dest<'ctx>(invoke_inst: AnyValue<'ctx>) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block(unsafe { core::LLVMGetUnwindDest(invoke_inst.raw()) })
}

/// [`LLVMGetVolatile`](core::LLVMGetVolatile).
#[inline]
pub fn get_volatile(memory_access_inst: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetVolatile(memory_access_inst.raw()) }
}

/// [`LLVMGetWeak`](core::LLVMGetWeak).
#[inline]
pub fn get_weak(cmp_xchg_inst: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetWeak(cmp_xchg_inst.raw()) }
}

/// [`LLVMIsCleanup`](core::LLVMIsCleanup).
#[inline]
pub fn is_cleanup(landing_pad: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsCleanup(landing_pad.raw()) }
}

/// [`LLVMIsConditional`](core::LLVMIsConditional).
#[inline]
pub fn is_conditional(branch: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsConditional(branch.raw()) }
}

/// [`LLVMIsInBounds`](core::LLVMIsInBounds).
#[inline]
pub fn is_in_bounds(gep: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsInBounds(gep.raw()) }
}

/// [`LLVMSetAlignment`](core::LLVMSetAlignment).
#[inline]
pub fn set_alignment(v: AnyValue<'_>, bytes: u32) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetAlignment(v.raw(), bytes) }
}

/// [`LLVMSetAtomicSingleThread`](core::LLVMSetAtomicSingleThread).
#[inline]
pub fn set_atomic_single_thread(atomic_inst: AnyValue<'_>, single_thread: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetAtomicSingleThread(atomic_inst.raw(), single_thread) }
}

/// [`LLVMSetFastMathFlags`](core::LLVMSetFastMathFlags).
#[inline]
pub fn set_fast_math_flags(fp_math_inst: AnyValue<'_>, fmf: LLVMFastMathFlags) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetFastMathFlags(fp_math_inst.raw(), fmf) }
}

/// [`LLVMSetInstructionCallConv`](core::LLVMSetInstructionCallConv).
#[inline]
pub fn set_instruction_call_conv(instr: AnyValue<'_>, cc: u32) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetInstructionCallConv(instr.raw(), cc) }
}

/// [`LLVMSetOrdering`](core::LLVMSetOrdering).
#[inline]
pub fn set_ordering(memory_access_inst: AnyValue<'_>, ordering: LLVMAtomicOrdering) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetOrdering(memory_access_inst.raw(), ordering) }
}

/// [`LLVMSetTailCallKind`](core::LLVMSetTailCallKind).
#[inline]
pub fn set_tail_call_kind(call_inst: AnyValue<'_>, kind: LLVMTailCallKind) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetTailCallKind(call_inst.raw(), kind) }
}

/// [`LLVMSetVolatile`](core::LLVMSetVolatile).
#[inline]
pub fn set_volatile(memory_access_inst: AnyValue<'_>, is_volatile: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetVolatile(memory_access_inst.raw(), is_volatile) }
}

/// [`LLVMSetWeak`](core::LLVMSetWeak).
#[inline]
pub fn set_weak(cmp_xchg_inst: AnyValue<'_>, is_weak: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetWeak(cmp_xchg_inst.raw(), is_weak) }
}

/// [`LLVMGetAllocatedType`](core::LLVMGetAllocatedType).
#[inline]
pub fn get_allocated_type<'ctx>(alloca: AnyValue<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetAllocatedType(alloca.raw()) })
}

/// [`LLVMGetCalledFunctionType`](core::LLVMGetCalledFunctionType).
#[inline]
pub fn get_called_function_type<'ctx>(c: AnyValue<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetCalledFunctionType(c.raw()) })
}

/// [`LLVMGetGEPSourceElementType`](core::LLVMGetGEPSourceElementType).
#[inline]
pub fn get_gep_source_element_type<'ctx>(gep: AnyValue<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGetGEPSourceElementType(gep.raw()) })
}
