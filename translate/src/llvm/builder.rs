//! The IR builder: its insertion point and debug location, and the instructions it builds (unnamed, as the translation names nothing).
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use super::AnyType;
use super::Metadata;
use super::len_u32;
use inkwell::basic_block::BasicBlock;
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMAtomicOrdering;
use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
use inkwell::llvm_sys::LLVMIntPredicate;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::LLVMRealPredicate;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMAddCase`](core::LLVMAddCase).
#[inline]
pub fn add_case(switch: LLVMValueRef, on_val: LLVMValueRef, dest: BasicBlock<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddCase(switch, on_val, dest.as_mut_ptr()) }
}

/// [`LLVMAddClause`](core::LLVMAddClause).
#[inline]
pub fn add_clause(landing_pad: LLVMValueRef, clause_val: LLVMValueRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddClause(landing_pad, clause_val) }
}

/// [`LLVMAddIncoming`](core::LLVMAddIncoming): one incoming value per block.
#[inline]
pub fn add_incoming(phi: LLVMValueRef, values: &[LLVMValueRef], blocks: &[BasicBlock<'_>]) {
    let blocks: Vec<LLVMBasicBlockRef> = blocks.iter().map(|b| b.as_mut_ptr()).collect();
    assert_eq!(values.len(), blocks.len(), "one incoming value per block");
    // SAFETY: the handles are live (module invariant); both slices hold
    // the count LLVM reads, and LLVM copies them.
    unsafe {
        core::LLVMAddIncoming(
            phi,
            values.as_ptr().cast_mut(),
            blocks.as_ptr().cast_mut(),
            len_u32(values),
        )
    }
}

/// [`LLVMBuildArrayAlloca`](core::LLVMBuildArrayAlloca), the value unnamed.
#[inline]
pub fn build_array_alloca(b: LLVMBuilderRef, ty: AnyType<'_>, size: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildArrayAlloca(b, ty.raw(), size, c"".as_ptr()) }
}

/// [`LLVMBuildAtomicCmpXchg`](core::LLVMBuildAtomicCmpXchg).
#[inline]
pub fn build_atomic_cmp_xchg(
    b: LLVMBuilderRef,
    ptr: LLVMValueRef,
    cmp: LLVMValueRef,
    new: LLVMValueRef,
    success_ordering: LLVMAtomicOrdering,
    failure_ordering: LLVMAtomicOrdering,
    single_thread: LLVMBool,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe {
        core::LLVMBuildAtomicCmpXchg(
            b,
            ptr,
            cmp,
            new,
            success_ordering,
            failure_ordering,
            single_thread,
        )
    }
}

/// [`LLVMBuildAtomicRMW`](core::LLVMBuildAtomicRMW).
#[inline]
pub fn build_atomic_rmw(
    b: LLVMBuilderRef,
    op: LLVMAtomicRMWBinOp,
    ptr: LLVMValueRef,
    val: LLVMValueRef,
    ordering: LLVMAtomicOrdering,
    single_thread: LLVMBool,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildAtomicRMW(b, op, ptr, val, ordering, single_thread) }
}

/// [`LLVMBuildBinOp`](core::LLVMBuildBinOp), the value unnamed.
#[inline]
pub fn build_bin_op(
    b: LLVMBuilderRef,
    op: LLVMOpcode,
    lhs: LLVMValueRef,
    rhs: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildBinOp(b, op, lhs, rhs, c"".as_ptr()) }
}

/// [`LLVMBuildBr`](core::LLVMBuildBr).
#[inline]
pub fn build_br(arg1: LLVMBuilderRef, dest: BasicBlock<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildBr(arg1, dest.as_mut_ptr()) }
}

/// [`LLVMBuildCall2`](core::LLVMBuildCall2), the value unnamed.
#[inline]
pub fn build_call2(
    b: LLVMBuilderRef,
    fn_type: AnyType<'_>,
    callee: LLVMValueRef,
    args: &[LLVMValueRef],
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe {
        core::LLVMBuildCall2(
            b,
            fn_type.raw(),
            callee,
            args.as_ptr().cast_mut(),
            len_u32(args),
            c"".as_ptr(),
        )
    }
}

/// [`LLVMBuildCast`](core::LLVMBuildCast), the value unnamed.
#[inline]
pub fn build_cast(
    b: LLVMBuilderRef,
    op: LLVMOpcode,
    value: LLVMValueRef,
    to: AnyType<'_>,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildCast(b, op, value, to.raw(), c"".as_ptr()) }
}

/// [`LLVMBuildCondBr`](core::LLVMBuildCondBr).
#[inline]
pub fn build_cond_br<'ctx>(
    arg1: LLVMBuilderRef,
    condition: LLVMValueRef,
    then: BasicBlock<'ctx>,
    otherwise: BasicBlock<'ctx>,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildCondBr(arg1, condition, then.as_mut_ptr(), otherwise.as_mut_ptr()) }
}

/// [`LLVMBuildExtractElement`](core::LLVMBuildExtractElement), the value unnamed.
#[inline]
pub fn build_extract_element(
    b: LLVMBuilderRef,
    vector: LLVMValueRef,
    index: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildExtractElement(b, vector, index, c"".as_ptr()) }
}

/// [`LLVMBuildExtractValue`](core::LLVMBuildExtractValue), the value unnamed.
#[inline]
pub fn build_extract_value(b: LLVMBuilderRef, aggregate: LLVMValueRef, index: u32) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildExtractValue(b, aggregate, index, c"".as_ptr()) }
}

/// [`LLVMBuildFCmp`](core::LLVMBuildFCmp), the value unnamed.
#[inline]
pub fn build_fcmp(
    b: LLVMBuilderRef,
    predicate: LLVMRealPredicate,
    lhs: LLVMValueRef,
    rhs: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildFCmp(b, predicate, lhs, rhs, c"".as_ptr()) }
}

/// [`LLVMBuildFence`](core::LLVMBuildFence), the value unnamed.
#[inline]
pub fn build_fence(
    b: LLVMBuilderRef,
    ordering: LLVMAtomicOrdering,
    single_thread: LLVMBool,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildFence(b, ordering, single_thread, c"".as_ptr()) }
}

/// [`LLVMBuildFreeze`](core::LLVMBuildFreeze), the value unnamed.
#[inline]
pub fn build_freeze(b: LLVMBuilderRef, value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildFreeze(b, value, c"".as_ptr()) }
}

/// [`LLVMBuildGEP2`](core::LLVMBuildGEP2), the value unnamed.
#[inline]
pub fn build_gep2(
    b: LLVMBuilderRef,
    ty: AnyType<'_>,
    pointer: LLVMValueRef,
    indices: &[LLVMValueRef],
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe {
        core::LLVMBuildGEP2(
            b,
            ty.raw(),
            pointer,
            indices.as_ptr().cast_mut(),
            len_u32(indices),
            c"".as_ptr(),
        )
    }
}

/// [`LLVMBuildICmp`](core::LLVMBuildICmp), the value unnamed.
#[inline]
pub fn build_icmp(
    b: LLVMBuilderRef,
    predicate: LLVMIntPredicate,
    lhs: LLVMValueRef,
    rhs: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildICmp(b, predicate, lhs, rhs, c"".as_ptr()) }
}

/// [`LLVMBuildInBoundsGEP2`](core::LLVMBuildInBoundsGEP2), the value unnamed.
#[inline]
pub fn build_in_bounds_gep2(
    b: LLVMBuilderRef,
    ty: AnyType<'_>,
    pointer: LLVMValueRef,
    indices: &[LLVMValueRef],
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe {
        core::LLVMBuildInBoundsGEP2(
            b,
            ty.raw(),
            pointer,
            indices.as_ptr().cast_mut(),
            len_u32(indices),
            c"".as_ptr(),
        )
    }
}

/// [`LLVMBuildInsertElement`](core::LLVMBuildInsertElement), the value unnamed.
#[inline]
pub fn build_insert_element(
    b: LLVMBuilderRef,
    vector: LLVMValueRef,
    element: LLVMValueRef,
    index: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildInsertElement(b, vector, element, index, c"".as_ptr()) }
}

/// [`LLVMBuildInsertValue`](core::LLVMBuildInsertValue), the value unnamed.
#[inline]
pub fn build_insert_value(
    b: LLVMBuilderRef,
    aggregate: LLVMValueRef,
    element: LLVMValueRef,
    index: u32,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildInsertValue(b, aggregate, element, index, c"".as_ptr()) }
}

/// [`LLVMBuildInvoke2`](core::LLVMBuildInvoke2), the value unnamed.
#[inline]
pub fn build_invoke2<'ctx>(
    b: LLVMBuilderRef,
    fn_type: AnyType<'_>,
    callee: LLVMValueRef,
    args: &[LLVMValueRef],
    normal: BasicBlock<'ctx>,
    unwind: BasicBlock<'ctx>,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    unsafe {
        core::LLVMBuildInvoke2(
            b,
            fn_type.raw(),
            callee,
            args.as_ptr().cast_mut(),
            len_u32(args),
            normal.as_mut_ptr(),
            unwind.as_mut_ptr(),
            c"".as_ptr(),
        )
    }
}

/// [`LLVMBuildLandingPad`](core::LLVMBuildLandingPad), the value unnamed.
#[inline]
pub fn build_landing_pad(
    b: LLVMBuilderRef,
    ty: AnyType<'_>,
    personality: LLVMValueRef,
    num_clauses: u32,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildLandingPad(b, ty.raw(), personality, num_clauses, c"".as_ptr()) }
}

/// [`LLVMBuildLoad2`](core::LLVMBuildLoad2), the value unnamed.
#[inline]
pub fn build_load2(b: LLVMBuilderRef, ty: AnyType<'_>, pointer: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildLoad2(b, ty.raw(), pointer, c"".as_ptr()) }
}

/// [`LLVMBuildPhi`](core::LLVMBuildPhi), the value unnamed.
#[inline]
pub fn build_phi(b: LLVMBuilderRef, ty: AnyType<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildPhi(b, ty.raw(), c"".as_ptr()) }
}

/// [`LLVMBuildResume`](core::LLVMBuildResume).
#[inline]
pub fn build_resume(b: LLVMBuilderRef, exn: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildResume(b, exn) }
}

/// [`LLVMBuildRet`](core::LLVMBuildRet).
#[inline]
pub fn build_ret(arg1: LLVMBuilderRef, v: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildRet(arg1, v) }
}

/// [`LLVMBuildRetVoid`](core::LLVMBuildRetVoid).
#[inline]
pub fn build_ret_void(arg1: LLVMBuilderRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildRetVoid(arg1) }
}

/// [`LLVMBuildSelect`](core::LLVMBuildSelect), the value unnamed.
#[inline]
pub fn build_select(
    b: LLVMBuilderRef,
    condition: LLVMValueRef,
    then: LLVMValueRef,
    otherwise: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildSelect(b, condition, then, otherwise, c"".as_ptr()) }
}

/// [`LLVMBuildShuffleVector`](core::LLVMBuildShuffleVector), the value unnamed.
#[inline]
pub fn build_shuffle_vector(
    b: LLVMBuilderRef,
    v1: LLVMValueRef,
    v2: LLVMValueRef,
    mask: LLVMValueRef,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildShuffleVector(b, v1, v2, mask, c"".as_ptr()) }
}

/// [`LLVMBuildStore`](core::LLVMBuildStore).
#[inline]
pub fn build_store(arg1: LLVMBuilderRef, val: LLVMValueRef, ptr: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildStore(arg1, val, ptr) }
}

/// [`LLVMBuildSwitch`](core::LLVMBuildSwitch).
#[inline]
pub fn build_switch(
    arg1: LLVMBuilderRef,
    v: LLVMValueRef,
    otherwise: BasicBlock<'_>,
    num_cases: u32,
) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildSwitch(arg1, v, otherwise.as_mut_ptr(), num_cases) }
}

/// [`LLVMBuildUnreachable`](core::LLVMBuildUnreachable).
#[inline]
pub fn build_unreachable(b: LLVMBuilderRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMBuildUnreachable(b) }
}

/// [`LLVMBuildVAArg`](core::LLVMBuildVAArg), the value unnamed.
#[inline]
pub fn build_va_arg(b: LLVMBuilderRef, list: LLVMValueRef, ty: AnyType<'_>) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildVAArg(b, list, ty.raw(), c"".as_ptr()) }
}

/// [`LLVMClearInsertionPosition`](core::LLVMClearInsertionPosition).
#[inline]
pub fn clear_insertion_position(builder: LLVMBuilderRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMClearInsertionPosition(builder) }
}

/// [`LLVMGetCurrentDebugLocation2`](core::LLVMGetCurrentDebugLocation2).
#[inline]
pub fn get_current_debug_location2<'ctx>(builder: LLVMBuilderRef) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { core::LLVMGetCurrentDebugLocation2(builder) })
}

/// [`LLVMGetInsertBlock`](core::LLVMGetInsertBlock).
#[inline]
pub fn get_insert_block<'ctx>(builder: LLVMBuilderRef) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetInsertBlock(builder) })
}

/// [`LLVMPositionBuilderAtEnd`](core::LLVMPositionBuilderAtEnd).
#[inline]
pub fn position_builder_at_end(builder: LLVMBuilderRef, block: BasicBlock<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMPositionBuilderAtEnd(builder, block.as_mut_ptr()) }
}

/// [`LLVMSetCleanup`](core::LLVMSetCleanup).
#[inline]
pub fn set_cleanup(landing_pad: LLVMValueRef, val: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetCleanup(landing_pad, val) }
}

/// [`LLVMSetCurrentDebugLocation2`](core::LLVMSetCurrentDebugLocation2).
#[inline]
pub fn set_current_debug_location2(builder: LLVMBuilderRef, loc: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetCurrentDebugLocation2(builder, loc.raw()) }
}

/// [`LLVMBuildFNeg`](core::LLVMBuildFNeg), the value unnamed.
#[inline]
pub fn build_fneg(b: LLVMBuilderRef, value: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    unsafe { core::LLVMBuildFNeg(b, value, c"".as_ptr()) }
}

/// An IR builder of a context, disposed of when dropped: the handle
/// [`Builder::raw`] gives is live as long as the `Builder`.
pub struct Builder {
    raw: LLVMBuilderRef,
}

impl Builder {
    /// [`LLVMCreateBuilderInContext`](core::LLVMCreateBuilderInContext).
    #[inline]
    pub fn new(context: &Context) -> Builder {
        // SAFETY: the context is live (module invariant).
        Builder {
            raw: unsafe { core::LLVMCreateBuilderInContext(context.raw()) },
        }
    }

    /// The builder's handle, for the wrappers of this module.
    #[inline]
    pub fn raw(&self) -> LLVMBuilderRef {
        self.raw
    }
}

impl Drop for Builder {
    fn drop(&mut self) {
        // SAFETY: the builder was created by `new` and is disposed of once.
        unsafe { core::LLVMDisposeBuilder(self.raw) }
    }
}
