//! The IR builder: its insertion point and debug location, and the instructions it builds (unnamed, as the translation names nothing).
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use super::AnyType;
use super::AnyValue;
use super::Metadata;
use super::len_u32;
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::llvm_sys::LLVMAtomicOrdering;
use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
use inkwell::llvm_sys::LLVMIntPredicate;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::LLVMRealPredicate;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMAddCase`](core::LLVMAddCase).
#[inline]
pub fn add_case<'ctx>(switch: AnyValue<'ctx>, on_val: AnyValue<'ctx>, dest: BasicBlock<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddCase(switch.raw(), on_val.raw(), dest.as_mut_ptr()) }
}

/// [`LLVMAddClause`](core::LLVMAddClause).
#[inline]
pub fn add_clause<'ctx>(landing_pad: AnyValue<'ctx>, clause_val: AnyValue<'ctx>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMAddClause(landing_pad.raw(), clause_val.raw()) }
}

/// [`LLVMAddIncoming`](core::LLVMAddIncoming): one incoming value per block.
#[inline]
pub fn add_incoming<'ctx>(
    phi: AnyValue<'ctx>,
    values: &[AnyValue<'ctx>],
    blocks: &[BasicBlock<'_>],
) {
    let values = AnyValue::raw_slice(values);
    let blocks: Vec<LLVMBasicBlockRef> = blocks.iter().map(|b| b.as_mut_ptr()).collect();
    assert_eq!(values.len(), blocks.len(), "one incoming value per block");
    // SAFETY: the handles are live (module invariant); both slices hold
    // the count LLVM reads, and LLVM copies them.
    unsafe {
        core::LLVMAddIncoming(
            phi.raw(),
            values.as_ptr().cast_mut(),
            blocks.as_ptr().cast_mut(),
            len_u32(values),
        )
    }
}

/// [`LLVMBuildArrayAlloca`](core::LLVMBuildArrayAlloca), the value unnamed.
#[inline]
pub fn build_array_alloca<'ctx>(
    b: &Builder<'_>,
    ty: AnyType<'_>,
    size: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildArrayAlloca(b.as_mut_ptr(), ty.raw(), size.raw(), c"".as_ptr())
    })
}

/// [`LLVMBuildAtomicCmpXchg`](core::LLVMBuildAtomicCmpXchg).
#[inline]
pub fn build_atomic_cmp_xchg<'ctx>(
    b: &Builder<'_>,
    ptr: AnyValue<'ctx>,
    cmp: AnyValue<'ctx>,
    new: AnyValue<'ctx>,
    success_ordering: LLVMAtomicOrdering,
    failure_ordering: LLVMAtomicOrdering,
    single_thread: LLVMBool,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe {
        core::LLVMBuildAtomicCmpXchg(
            b.as_mut_ptr(),
            ptr.raw(),
            cmp.raw(),
            new.raw(),
            success_ordering,
            failure_ordering,
            single_thread,
        )
    })
}

/// [`LLVMBuildAtomicRMW`](core::LLVMBuildAtomicRMW).
#[inline]
pub fn build_atomic_rmw<'ctx>(
    b: &Builder<'_>,
    op: LLVMAtomicRMWBinOp,
    ptr: AnyValue<'ctx>,
    val: AnyValue<'ctx>,
    ordering: LLVMAtomicOrdering,
    single_thread: LLVMBool,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe {
        core::LLVMBuildAtomicRMW(
            b.as_mut_ptr(),
            op,
            ptr.raw(),
            val.raw(),
            ordering,
            single_thread,
        )
    })
}

/// [`LLVMBuildBinOp`](core::LLVMBuildBinOp), the value unnamed.
#[inline]
pub fn build_bin_op<'ctx>(
    b: &Builder<'_>,
    op: LLVMOpcode,
    lhs: AnyValue<'ctx>,
    rhs: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildBinOp(b.as_mut_ptr(), op, lhs.raw(), rhs.raw(), c"".as_ptr())
    })
}

/// [`LLVMBuildBr`](core::LLVMBuildBr).
#[inline]
pub fn build_br<'ctx>(arg1: &Builder<'ctx>, dest: BasicBlock<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMBuildBr(arg1.as_mut_ptr(), dest.as_mut_ptr()) })
}

/// [`LLVMBuildCall2`](core::LLVMBuildCall2), the value unnamed.
#[inline]
pub fn build_call2<'ctx>(
    b: &Builder<'_>,
    fn_type: AnyType<'_>,
    callee: AnyValue<'ctx>,
    args: &[AnyValue<'ctx>],
) -> AnyValue<'ctx> {
    let args = AnyValue::raw_slice(args);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildCall2(
            b.as_mut_ptr(),
            fn_type.raw(),
            callee.raw(),
            args.as_ptr().cast_mut(),
            len_u32(args),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildCast`](core::LLVMBuildCast), the value unnamed.
#[inline]
pub fn build_cast<'ctx>(
    b: &Builder<'_>,
    op: LLVMOpcode,
    value: AnyValue<'ctx>,
    to: AnyType<'_>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildCast(b.as_mut_ptr(), op, value.raw(), to.raw(), c"".as_ptr())
    })
}

/// [`LLVMBuildCondBr`](core::LLVMBuildCondBr).
#[inline]
pub fn build_cond_br<'ctx>(
    arg1: &Builder<'_>,
    condition: AnyValue<'ctx>,
    then: BasicBlock<'ctx>,
    otherwise: BasicBlock<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe {
        core::LLVMBuildCondBr(
            arg1.as_mut_ptr(),
            condition.raw(),
            then.as_mut_ptr(),
            otherwise.as_mut_ptr(),
        )
    })
}

/// [`LLVMBuildExtractElement`](core::LLVMBuildExtractElement), the value unnamed.
#[inline]
pub fn build_extract_element<'ctx>(
    b: &Builder<'_>,
    vector: AnyValue<'ctx>,
    index: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildExtractElement(b.as_mut_ptr(), vector.raw(), index.raw(), c"".as_ptr())
    })
}

/// [`LLVMBuildExtractValue`](core::LLVMBuildExtractValue), the value unnamed.
#[inline]
pub fn build_extract_value<'ctx>(
    b: &Builder<'_>,
    aggregate: AnyValue<'ctx>,
    index: u32,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildExtractValue(b.as_mut_ptr(), aggregate.raw(), index, c"".as_ptr())
    })
}

/// [`LLVMBuildFCmp`](core::LLVMBuildFCmp), the value unnamed.
#[inline]
pub fn build_fcmp<'ctx>(
    b: &Builder<'_>,
    predicate: LLVMRealPredicate,
    lhs: AnyValue<'ctx>,
    rhs: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildFCmp(
            b.as_mut_ptr(),
            predicate,
            lhs.raw(),
            rhs.raw(),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildFence`](core::LLVMBuildFence), the value unnamed.
#[inline]
pub fn build_fence<'ctx>(
    b: &Builder<'ctx>,
    ordering: LLVMAtomicOrdering,
    single_thread: LLVMBool,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildFence(b.as_mut_ptr(), ordering, single_thread, c"".as_ptr())
    })
}

/// [`LLVMBuildFreeze`](core::LLVMBuildFreeze), the value unnamed.
#[inline]
pub fn build_freeze<'ctx>(b: &Builder<'_>, value: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe { core::LLVMBuildFreeze(b.as_mut_ptr(), value.raw(), c"".as_ptr()) })
}

/// [`LLVMBuildGEP2`](core::LLVMBuildGEP2), the value unnamed.
#[inline]
pub fn build_gep2<'ctx>(
    b: &Builder<'_>,
    ty: AnyType<'_>,
    pointer: AnyValue<'ctx>,
    indices: &[AnyValue<'ctx>],
) -> AnyValue<'ctx> {
    let indices = AnyValue::raw_slice(indices);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildGEP2(
            b.as_mut_ptr(),
            ty.raw(),
            pointer.raw(),
            indices.as_ptr().cast_mut(),
            len_u32(indices),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildICmp`](core::LLVMBuildICmp), the value unnamed.
#[inline]
pub fn build_icmp<'ctx>(
    b: &Builder<'_>,
    predicate: LLVMIntPredicate,
    lhs: AnyValue<'ctx>,
    rhs: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildICmp(
            b.as_mut_ptr(),
            predicate,
            lhs.raw(),
            rhs.raw(),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildInBoundsGEP2`](core::LLVMBuildInBoundsGEP2), the value unnamed.
#[inline]
pub fn build_in_bounds_gep2<'ctx>(
    b: &Builder<'_>,
    ty: AnyType<'_>,
    pointer: AnyValue<'ctx>,
    indices: &[AnyValue<'ctx>],
) -> AnyValue<'ctx> {
    let indices = AnyValue::raw_slice(indices);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildInBoundsGEP2(
            b.as_mut_ptr(),
            ty.raw(),
            pointer.raw(),
            indices.as_ptr().cast_mut(),
            len_u32(indices),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildInsertElement`](core::LLVMBuildInsertElement), the value unnamed.
#[inline]
pub fn build_insert_element<'ctx>(
    b: &Builder<'_>,
    vector: AnyValue<'ctx>,
    element: AnyValue<'ctx>,
    index: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildInsertElement(
            b.as_mut_ptr(),
            vector.raw(),
            element.raw(),
            index.raw(),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildInsertValue`](core::LLVMBuildInsertValue), the value unnamed.
#[inline]
pub fn build_insert_value<'ctx>(
    b: &Builder<'_>,
    aggregate: AnyValue<'ctx>,
    element: AnyValue<'ctx>,
    index: u32,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildInsertValue(
            b.as_mut_ptr(),
            aggregate.raw(),
            element.raw(),
            index,
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildInvoke2`](core::LLVMBuildInvoke2), the value unnamed.
#[inline]
pub fn build_invoke2<'ctx>(
    b: &Builder<'_>,
    fn_type: AnyType<'_>,
    callee: AnyValue<'ctx>,
    args: &[AnyValue<'ctx>],
    normal: BasicBlock<'ctx>,
    unwind: BasicBlock<'ctx>,
) -> AnyValue<'ctx> {
    let args = AnyValue::raw_slice(args);
    // SAFETY: the handles are live (module invariant); LLVM reads the slices
    // for their length only and keeps no pointer to them.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildInvoke2(
            b.as_mut_ptr(),
            fn_type.raw(),
            callee.raw(),
            args.as_ptr().cast_mut(),
            len_u32(args),
            normal.as_mut_ptr(),
            unwind.as_mut_ptr(),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildLandingPad`](core::LLVMBuildLandingPad), the value unnamed.
#[inline]
pub fn build_landing_pad<'ctx>(
    b: &Builder<'_>,
    ty: AnyType<'_>,
    personality: AnyValue<'ctx>,
    num_clauses: u32,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildLandingPad(
            b.as_mut_ptr(),
            ty.raw(),
            personality.raw(),
            num_clauses,
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildLoad2`](core::LLVMBuildLoad2), the value unnamed.
#[inline]
pub fn build_load2<'ctx>(
    b: &Builder<'_>,
    ty: AnyType<'_>,
    pointer: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildLoad2(b.as_mut_ptr(), ty.raw(), pointer.raw(), c"".as_ptr())
    })
}

/// [`LLVMBuildPhi`](core::LLVMBuildPhi), the value unnamed.
#[inline]
pub fn build_phi<'ctx>(b: &Builder<'ctx>, ty: AnyType<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe { core::LLVMBuildPhi(b.as_mut_ptr(), ty.raw(), c"".as_ptr()) })
}

/// [`LLVMBuildResume`](core::LLVMBuildResume).
#[inline]
pub fn build_resume<'ctx>(b: &Builder<'_>, exn: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMBuildResume(b.as_mut_ptr(), exn.raw()) })
}

/// [`LLVMBuildRet`](core::LLVMBuildRet).
#[inline]
pub fn build_ret<'ctx>(arg1: &Builder<'_>, v: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMBuildRet(arg1.as_mut_ptr(), v.raw()) })
}

/// [`LLVMBuildRetVoid`](core::LLVMBuildRetVoid).
#[inline]
pub fn build_ret_void<'ctx>(arg1: &Builder<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMBuildRetVoid(arg1.as_mut_ptr()) })
}

/// [`LLVMBuildSelect`](core::LLVMBuildSelect), the value unnamed.
#[inline]
pub fn build_select<'ctx>(
    b: &Builder<'_>,
    condition: AnyValue<'ctx>,
    then: AnyValue<'ctx>,
    otherwise: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildSelect(
            b.as_mut_ptr(),
            condition.raw(),
            then.raw(),
            otherwise.raw(),
            c"".as_ptr(),
        )
    })
}

/// [`LLVMBuildShuffleVector`](core::LLVMBuildShuffleVector), the value unnamed.
#[inline]
pub fn build_shuffle_vector<'ctx>(
    b: &Builder<'_>,
    v1: AnyValue<'ctx>,
    v2: AnyValue<'ctx>,
    mask: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildShuffleVector(b.as_mut_ptr(), v1.raw(), v2.raw(), mask.raw(), c"".as_ptr())
    })
}

/// [`LLVMBuildStore`](core::LLVMBuildStore).
#[inline]
pub fn build_store<'ctx>(
    arg1: &Builder<'_>,
    val: AnyValue<'ctx>,
    ptr: AnyValue<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMBuildStore(arg1.as_mut_ptr(), val.raw(), ptr.raw()) })
}

/// [`LLVMBuildSwitch`](core::LLVMBuildSwitch).
#[inline]
pub fn build_switch<'ctx>(
    arg1: &Builder<'_>,
    v: AnyValue<'ctx>,
    otherwise: BasicBlock<'_>,
    num_cases: u32,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe {
        core::LLVMBuildSwitch(
            arg1.as_mut_ptr(),
            v.raw(),
            otherwise.as_mut_ptr(),
            num_cases,
        )
    })
}

/// [`LLVMBuildUnreachable`](core::LLVMBuildUnreachable).
#[inline]
pub fn build_unreachable<'ctx>(b: &Builder<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMBuildUnreachable(b.as_mut_ptr()) })
}

/// [`LLVMBuildVAArg`](core::LLVMBuildVAArg), the value unnamed.
#[inline]
pub fn build_va_arg<'ctx>(
    b: &Builder<'_>,
    list: AnyValue<'ctx>,
    ty: AnyType<'_>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe {
        core::LLVMBuildVAArg(b.as_mut_ptr(), list.raw(), ty.raw(), c"".as_ptr())
    })
}

/// [`LLVMClearInsertionPosition`](core::LLVMClearInsertionPosition).
#[inline]
pub fn clear_insertion_position(builder: &Builder<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMClearInsertionPosition(builder.as_mut_ptr()) }
}

/// [`LLVMGetCurrentDebugLocation2`](core::LLVMGetCurrentDebugLocation2).
#[inline]
pub fn get_current_debug_location2<'ctx>(builder: &Builder<'ctx>) -> Metadata<'ctx> {
    // SAFETY: the handles are live (module invariant).
    Metadata::from_raw(unsafe { core::LLVMGetCurrentDebugLocation2(builder.as_mut_ptr()) })
}

/// [`LLVMGetInsertBlock`](core::LLVMGetInsertBlock).
#[inline]
pub fn get_insert_block<'ctx>(builder: &Builder<'ctx>) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetInsertBlock(builder.as_mut_ptr()) })
}

/// [`LLVMPositionBuilderAtEnd`](core::LLVMPositionBuilderAtEnd).
#[inline]
pub fn position_builder_at_end(builder: &Builder<'_>, block: BasicBlock<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMPositionBuilderAtEnd(builder.as_mut_ptr(), block.as_mut_ptr()) }
}

/// [`LLVMSetCleanup`](core::LLVMSetCleanup).
#[inline]
pub fn set_cleanup(landing_pad: AnyValue<'_>, val: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetCleanup(landing_pad.raw(), val) }
}

/// [`LLVMSetCurrentDebugLocation2`](core::LLVMSetCurrentDebugLocation2).
#[inline]
pub fn set_current_debug_location2(builder: &Builder<'_>, loc: Metadata<'_>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetCurrentDebugLocation2(builder.as_mut_ptr(), loc.raw()) }
}

/// [`LLVMBuildFNeg`](core::LLVMBuildFNeg), the value unnamed.
#[inline]
pub fn build_fneg<'ctx>(b: &Builder<'_>, value: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the name is a static empty string.
    AnyValue::from_raw(unsafe { core::LLVMBuildFNeg(b.as_mut_ptr(), value.raw(), c"".as_ptr()) })
}
