//! Global values: functions and global variables, their linkage, visibility, sections, initializers, parameters and blocks.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

// Not converted to typed handles yet: these wrappers take the C API's raw
// handles (`LLVMValueRef`, `LLVMTypeRef`, ...), live by the layer's
// invariant (see `crate::llvm`) rather than by a lifetime.
#![allow(clippy::not_unsafe_ptr_arg_deref)]

use std::ffi::CStr;

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
    function: LLVMValueRef,
    name: &CStr,
) -> BasicBlock<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    super::handles::block(unsafe {
        core::LLVMAppendBasicBlockInContext(context.raw(), function, name.as_ptr())
    })
}

/// [`LLVMCountParams`](core::LLVMCountParams).
#[inline]
pub fn count_params(function: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMCountParams(function) }
}

/// [`LLVMGetFirstBasicBlock`](core::LLVMGetFirstBasicBlock).
#[inline]
pub fn get_first_basic_block<'ctx>(function: LLVMValueRef) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetFirstBasicBlock(function) })
}

/// [`LLVMGetFunctionCallConv`](core::LLVMGetFunctionCallConv).
#[inline]
pub fn get_function_call_conv(function: LLVMValueRef) -> u32 {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetFunctionCallConv(function) }
}

/// [`LLVMGetGC`](core::LLVMGetGC), copied (empty when it has none).
#[inline]
pub fn get_gc(function: LLVMValueRef) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // name (or null) is copied at once.
    unsafe { c_string(core::LLVMGetGC(function)) }
}

/// [`LLVMGetInitializer`](core::LLVMGetInitializer).
#[inline]
pub fn get_initializer(global_var: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetInitializer(global_var) }
}

/// [`LLVMGetLinkage`](core::LLVMGetLinkage).
#[inline]
pub fn get_linkage(global: LLVMValueRef) -> LLVMLinkage {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetLinkage(global) }
}

/// [`LLVMGetNextBasicBlock`](core::LLVMGetNextBasicBlock).
#[inline]
pub fn get_next_basic_block<'ctx>(bb: BasicBlock<'ctx>) -> Option<BasicBlock<'ctx>> {
    // SAFETY: the handles are live (module invariant).
    super::handles::block_or_none(unsafe { core::LLVMGetNextBasicBlock(bb.as_mut_ptr()) })
}

/// [`LLVMGetParam`](core::LLVMGetParam).
#[inline]
pub fn get_param(function: LLVMValueRef, index: u32) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetParam(function, index) }
}

/// [`LLVMGetPersonalityFn`](core::LLVMGetPersonalityFn).
#[inline]
pub fn get_personality_fn(function: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetPersonalityFn(function) }
}

/// [`LLVMGetSection`](core::LLVMGetSection), copied (empty when it has none).
#[inline]
pub fn get_section(global: LLVMValueRef) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // section (or null) is copied at once.
    unsafe { c_string(core::LLVMGetSection(global)) }
}

/// [`LLVMGetUnnamedAddress`](core::LLVMGetUnnamedAddress).
#[inline]
pub fn get_unnamed_address(global: LLVMValueRef) -> LLVMUnnamedAddr {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetUnnamedAddress(global) }
}

/// [`LLVMGetVisibility`](core::LLVMGetVisibility).
#[inline]
pub fn get_visibility(global: LLVMValueRef) -> LLVMVisibility {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetVisibility(global) }
}

/// [`LLVMHasPersonalityFn`](core::LLVMHasPersonalityFn).
#[inline]
pub fn has_personality_fn(function: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMHasPersonalityFn(function) }
}

/// [`LLVMIsDeclaration`](core::LLVMIsDeclaration).
#[inline]
pub fn is_declaration(global: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsDeclaration(global) }
}

/// [`LLVMIsGlobalConstant`](core::LLVMIsGlobalConstant).
#[inline]
pub fn is_global_constant(global_var: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsGlobalConstant(global_var) }
}

/// [`LLVMIsThreadLocal`](core::LLVMIsThreadLocal).
#[inline]
pub fn is_thread_local(global_var: LLVMValueRef) -> LLVMBool {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMIsThreadLocal(global_var) }
}

/// [`LLVMSetFunctionCallConv`](core::LLVMSetFunctionCallConv).
#[inline]
pub fn set_function_call_conv(function: LLVMValueRef, cc: u32) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetFunctionCallConv(function, cc) }
}

/// [`LLVMSetGC`](core::LLVMSetGC).
#[inline]
pub fn set_gc(function: LLVMValueRef, name: &CStr) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMSetGC(function, name.as_ptr()) }
}

/// [`LLVMSetGlobalConstant`](core::LLVMSetGlobalConstant).
#[inline]
pub fn set_global_constant(global_var: LLVMValueRef, is_constant: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetGlobalConstant(global_var, is_constant) }
}

/// [`LLVMSetInitializer`](core::LLVMSetInitializer).
#[inline]
pub fn set_initializer(global_var: LLVMValueRef, constant_val: LLVMValueRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetInitializer(global_var, constant_val) }
}

/// [`LLVMSetLinkage`](core::LLVMSetLinkage).
#[inline]
pub fn set_linkage(global: LLVMValueRef, linkage: LLVMLinkage) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetLinkage(global, linkage) }
}

/// [`LLVMSetPersonalityFn`](core::LLVMSetPersonalityFn).
#[inline]
pub fn set_personality_fn(function: LLVMValueRef, personality_fn: LLVMValueRef) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetPersonalityFn(function, personality_fn) }
}

/// [`LLVMSetSection`](core::LLVMSetSection).
#[inline]
pub fn set_section(global: LLVMValueRef, section: &CStr) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMSetSection(global, section.as_ptr()) }
}

/// [`LLVMSetThreadLocal`](core::LLVMSetThreadLocal).
#[inline]
pub fn set_thread_local(global_var: LLVMValueRef, is_thread_local: LLVMBool) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetThreadLocal(global_var, is_thread_local) }
}

/// [`LLVMSetUnnamedAddress`](core::LLVMSetUnnamedAddress).
#[inline]
pub fn set_unnamed_address(global: LLVMValueRef, unnamed_addr: LLVMUnnamedAddr) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetUnnamedAddress(global, unnamed_addr) }
}

/// [`LLVMSetVisibility`](core::LLVMSetVisibility).
#[inline]
pub fn set_visibility(global: LLVMValueRef, viz: LLVMVisibility) {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMSetVisibility(global, viz) }
}

/// [`LLVMGlobalGetValueType`](core::LLVMGlobalGetValueType).
#[inline]
pub fn global_get_value_type<'ctx>(global: LLVMValueRef) -> AnyType<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyType::from_raw(unsafe { core::LLVMGlobalGetValueType(global) })
}

/// [`LLVMGetNextFunction`](core::LLVMGetNextFunction).
#[inline]
pub fn get_next_function(function: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNextFunction(function) }
}

/// [`LLVMGetNextGlobal`](core::LLVMGetNextGlobal).
#[inline]
pub fn get_next_global(global_var: LLVMValueRef) -> LLVMValueRef {
    // SAFETY: the handles are live (module invariant).
    unsafe { core::LLVMGetNextGlobal(global_var) }
}
