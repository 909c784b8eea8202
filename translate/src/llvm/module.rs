//! Contexts and modules: parsing, verifying, the data layout and target, module flags, and the functions and globals of a module.
//!
//! Safe wrappers of LLVM's C API; the handles they take follow the
//! layer's invariant (see [`crate::llvm`]).

use std::ffi::CStr;

use super::AnyType;
use super::AnyValue;
use super::{Metadata, ModuleRef};
use super::{c_string, lossy, take_message};
use inkwell::llvm_sys::LLVMModuleFlagBehavior;
use inkwell::llvm_sys::analysis;
use inkwell::llvm_sys::core;
use inkwell::llvm_sys::target;

/// [`LLVMABIAlignmentOfType`](target::LLVMABIAlignmentOfType) under the data
/// layout of `module` ([`LLVMGetModuleDataLayout`](target::LLVMGetModuleDataLayout),
/// which the module owns).
#[inline]
pub fn abi_alignment_of_type(module: ModuleRef<'_>, ty: AnyType<'_>) -> u32 {
    // SAFETY: the handles are live (module invariant); the data layout
    // belongs to the module and is used before the call returns.
    unsafe {
        target::LLVMABIAlignmentOfType(target::LLVMGetModuleDataLayout(module.raw()), ty.raw())
    }
}

/// [`LLVMAddFunction`](core::LLVMAddFunction).
#[inline]
pub fn add_function<'ctx>(
    module: ModuleRef<'ctx>,
    name: &CStr,
    fn_type: AnyType<'ctx>,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    AnyValue::from_raw(unsafe { core::LLVMAddFunction(module.raw(), name.as_ptr(), fn_type.raw()) })
}

/// [`LLVMAddGlobal`](core::LLVMAddGlobal).
#[inline]
pub fn add_global<'ctx>(module: ModuleRef<'ctx>, ty: AnyType<'ctx>, name: &CStr) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    AnyValue::from_raw(unsafe { core::LLVMAddGlobal(module.raw(), ty.raw(), name.as_ptr()) })
}

/// [`LLVMAddGlobalInAddressSpace`](core::LLVMAddGlobalInAddressSpace).
#[inline]
pub fn add_global_in_address_space<'ctx>(
    module: ModuleRef<'ctx>,
    ty: AnyType<'ctx>,
    name: &CStr,
    address_space: u32,
) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    AnyValue::from_raw(unsafe {
        core::LLVMAddGlobalInAddressSpace(module.raw(), ty.raw(), name.as_ptr(), address_space)
    })
}

/// [`LLVMAddModuleFlag`](core::LLVMAddModuleFlag).
#[inline]
pub fn add_module_flag(
    module: ModuleRef<'_>,
    behavior: LLVMModuleFlagBehavior,
    key: &str,
    value: Metadata<'_>,
) {
    // SAFETY: the handles are live (module invariant); LLVM reads the
    // strings and slices for their length only and copies them.
    unsafe {
        core::LLVMAddModuleFlag(
            module.raw(),
            behavior,
            key.as_ptr().cast(),
            key.len(),
            value.raw(),
        )
    }
}

/// [`LLVMGetDataLayoutStr`](core::LLVMGetDataLayoutStr), copied.
#[inline]
pub fn get_data_layout_str(module: ModuleRef<'_>) -> String {
    // SAFETY: the handle is live (module invariant); the NUL-terminated
    // string is copied at once.
    unsafe { c_string(core::LLVMGetDataLayoutStr(module.raw())) }
}

/// [`LLVMGetFirstFunction`](core::LLVMGetFirstFunction).
#[inline]
pub fn get_first_function<'ctx>(m: ModuleRef<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetFirstFunction(m.raw()) })
}

/// [`LLVMGetFirstGlobal`](core::LLVMGetFirstGlobal).
#[inline]
pub fn get_first_global<'ctx>(m: ModuleRef<'ctx>) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant).
    AnyValue::from_raw(unsafe { core::LLVMGetFirstGlobal(m.raw()) })
}

/// [`LLVMGetNamedFunction`](core::LLVMGetNamedFunction).
#[inline]
pub fn get_named_function<'ctx>(module: ModuleRef<'ctx>, name: &CStr) -> AnyValue<'ctx> {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    AnyValue::from_raw(unsafe { core::LLVMGetNamedFunction(module.raw(), name.as_ptr()) })
}

/// [`LLVMGetSourceFileName`](core::LLVMGetSourceFileName), copied.
#[inline]
pub fn get_source_file_name(module: ModuleRef<'_>) -> String {
    let mut len = 0;
    // SAFETY: the handle is live (module invariant); the `len` bytes are copied at once.
    unsafe {
        lossy(
            core::LLVMGetSourceFileName(module.raw(), &mut len).cast(),
            len,
        )
    }
}

/// [`LLVMSetDataLayout`](core::LLVMSetDataLayout).
#[inline]
pub fn set_data_layout(module: ModuleRef<'_>, layout: &CStr) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMSetDataLayout(module.raw(), layout.as_ptr()) }
}

/// [`LLVMSetTarget`](core::LLVMSetTarget).
#[inline]
pub fn set_target(module: ModuleRef<'_>, triple: &CStr) {
    // SAFETY: the handles are live (module invariant); the string is
    // NUL-terminated and LLVM copies it.
    unsafe { core::LLVMSetTarget(module.raw(), triple.as_ptr()) }
}

/// [`LLVMVerifyModule`](core::LLVMVerifyModule): whether LLVM's verifier accepts the module.
#[inline]
pub fn verify_module(module: ModuleRef<'_>) -> bool {
    // SAFETY: the handle is live (module invariant); no message is asked for.
    unsafe {
        analysis::LLVMVerifyModule(
            module.raw(),
            analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction,
            std::ptr::null_mut(),
        ) == 0
    }
}

/// [`LLVMVerifyModule`](analysis::LLVMVerifyModule): LLVM's verifier's
/// message when it rejects the module (`None` when it accepts it).
pub fn verify_module_message(module: ModuleRef<'_>) -> Option<String> {
    let mut message = std::ptr::null_mut();
    // SAFETY: the handle is live (module invariant); the message LLVM
    // allocates is copied and disposed of.
    unsafe {
        let broken = analysis::LLVMVerifyModule(
            module.raw(),
            analysis::LLVMVerifierFailureAction::LLVMReturnStatusAction,
            &mut message,
        ) != 0;
        let text = take_message(message);
        broken.then_some(text)
    }
}
