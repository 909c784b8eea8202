//! Global values: functions and global variables, their linkage, visibility, sections, initializers, parameters and blocks.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use std::ffi::CStr;

use super::AnyValue;
use super::{AnyType, c_string};
use inkwell::basic_block::BasicBlock;
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMLinkage;
use inkwell::llvm_sys::LLVMUnnamedAddr;
use inkwell::llvm_sys::LLVMVisibility;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::prelude::*;

/// [`LLVMAppendBasicBlockInContext`](core::LLVMAppendBasicBlockInContext).
#[inline]
pub fn append_basic_block_in_context<'ctx>(
    context: &'ctx Context,
    function: AnyValue<'ctx>,
    name: &CStr,
) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    super::handles::block(unsafe {
        core::LLVMAppendBasicBlockInContext(context.raw(), function.raw(), name.as_ptr())
    })
}

/// [`LLVMCountParams`](core::LLVMCountParams).
#[inline]
pub fn count_params(function: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountParams(function.raw()) }
}

/// [`LLVMGetFirstBasicBlock`](core::LLVMGetFirstBasicBlock).
#[inline]
pub fn get_first_basic_block<'ctx>(function: AnyValue<'ctx>) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetFirstBasicBlock(function.raw()) })
}

/// [`LLVMGetFunctionCallConv`](core::LLVMGetFunctionCallConv).
#[inline]
pub fn get_function_call_conv(function: AnyValue<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFunctionCallConv(function.raw()) }
}

/// [`LLVMGetGC`](core::LLVMGetGC), copied (empty when it has none).
#[inline]
pub fn get_gc(function: AnyValue<'_>) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // name (or null) is copied at once.
    unsafe { c_string(core::LLVMGetGC(function.raw())) }
}

/// [`LLVMGetInitializer`](core::LLVMGetInitializer).
#[inline]
pub fn get_initializer<'ctx>(global_var: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetInitializer(global_var.raw()) })
}

/// [`LLVMGetLinkage`](core::LLVMGetLinkage).
#[inline]
pub fn get_linkage(global: AnyValue<'_>) -> LLVMLinkage {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetLinkage(global.raw()) }
}

/// [`LLVMGetNextBasicBlock`](core::LLVMGetNextBasicBlock).
#[inline]
pub fn get_next_basic_block<'ctx>(bb: BasicBlock<'ctx>) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetNextBasicBlock(bb.as_mut_ptr()) })
}

/// [`LLVMGetParam`](core::LLVMGetParam).
#[inline]
pub fn get_param<'ctx>(function: AnyValue<'ctx>, index: u32) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetParam(function.raw(), index) })
}

/// [`LLVMGetPersonalityFn`](core::LLVMGetPersonalityFn).
#[inline]
pub fn get_personality_fn<'ctx>(function: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetPersonalityFn(function.raw()) })
}

/// [`LLVMGetSection`](core::LLVMGetSection), copied (empty when it has none).
#[inline]
pub fn get_section(global: AnyValue<'_>) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // section (or null) is copied at once.
    unsafe { c_string(core::LLVMGetSection(global.raw())) }
}

/// [`LLVMGetUnnamedAddress`](core::LLVMGetUnnamedAddress).
#[inline]
pub fn get_unnamed_address(global: AnyValue<'_>) -> LLVMUnnamedAddr {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetUnnamedAddress(global.raw()) }
}

/// [`LLVMGetVisibility`](core::LLVMGetVisibility).
#[inline]
pub fn get_visibility(global: AnyValue<'_>) -> LLVMVisibility {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetVisibility(global.raw()) }
}

/// [`LLVMHasPersonalityFn`](core::LLVMHasPersonalityFn).
#[inline]
pub fn has_personality_fn(function: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMHasPersonalityFn(function.raw()) }
}

/// [`LLVMIsDeclaration`](core::LLVMIsDeclaration).
#[inline]
pub fn is_declaration(global: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsDeclaration(global.raw()) }
}

/// [`LLVMIsGlobalConstant`](core::LLVMIsGlobalConstant).
#[inline]
pub fn is_global_constant(global_var: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsGlobalConstant(global_var.raw()) }
}

/// [`LLVMIsThreadLocal`](core::LLVMIsThreadLocal).
#[inline]
pub fn is_thread_local(global_var: AnyValue<'_>) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsThreadLocal(global_var.raw()) }
}

/// [`LLVMSetFunctionCallConv`](core::LLVMSetFunctionCallConv).
#[inline]
pub fn set_function_call_conv(function: AnyValue<'_>, cc: u32) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetFunctionCallConv(function.raw(), cc) }
}

/// [`LLVMSetGC`](core::LLVMSetGC).
#[inline]
pub fn set_gc(function: AnyValue<'_>, name: &CStr) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMSetGC(function.raw(), name.as_ptr()) }
}

/// [`LLVMSetGlobalConstant`](core::LLVMSetGlobalConstant).
#[inline]
pub fn set_global_constant(global_var: AnyValue<'_>, is_constant: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetGlobalConstant(global_var.raw(), is_constant) }
}

/// [`LLVMSetInitializer`](core::LLVMSetInitializer).
#[inline]
pub fn set_initializer<'ctx>(global_var: AnyValue<'ctx>, constant_val: AnyValue<'ctx>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetInitializer(global_var.raw(), constant_val.raw()) }
}

/// [`LLVMSetLinkage`](core::LLVMSetLinkage).
#[inline]
pub fn set_linkage(global: AnyValue<'_>, linkage: LLVMLinkage) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetLinkage(global.raw(), linkage) }
}

/// [`LLVMSetPersonalityFn`](core::LLVMSetPersonalityFn).
#[inline]
pub fn set_personality_fn<'ctx>(function: AnyValue<'ctx>, personality_fn: AnyValue<'ctx>) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetPersonalityFn(function.raw(), personality_fn.raw()) }
}

/// [`LLVMSetSection`](core::LLVMSetSection).
#[inline]
pub fn set_section(global: AnyValue<'_>, section: &CStr) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMSetSection(global.raw(), section.as_ptr()) }
}

/// [`LLVMSetThreadLocal`](core::LLVMSetThreadLocal).
#[inline]
pub fn set_thread_local(global_var: AnyValue<'_>, is_thread_local: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetThreadLocal(global_var.raw(), is_thread_local) }
}

/// [`LLVMSetUnnamedAddress`](core::LLVMSetUnnamedAddress).
#[inline]
pub fn set_unnamed_address(global: AnyValue<'_>, unnamed_addr: LLVMUnnamedAddr) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetUnnamedAddress(global.raw(), unnamed_addr) }
}

/// [`LLVMSetVisibility`](core::LLVMSetVisibility).
#[inline]
pub fn set_visibility(global: AnyValue<'_>, viz: LLVMVisibility) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetVisibility(global.raw(), viz) }
}

/// [`LLVMGlobalGetValueType`](core::LLVMGlobalGetValueType).
#[inline]
pub fn global_get_value_type<'ctx>(global: AnyValue<'ctx>) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGlobalGetValueType(global.raw()) })
}

/// [`LLVMGetNextFunction`](core::LLVMGetNextFunction).
#[inline]
pub fn get_next_function<'ctx>(function: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetNextFunction(function.raw()) })
}

/// [`LLVMGetNextGlobal`](core::LLVMGetNextGlobal).
#[inline]
pub fn get_next_global<'ctx>(global_var: AnyValue<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetNextGlobal(global_var.raw()) })
}
