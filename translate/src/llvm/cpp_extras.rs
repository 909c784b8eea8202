//! What the translation needs from LLVM beyond its C API, wrapped in
//! `cpp/llvm_extras.cpp`: the `dso_local` flag, distinct metadata nodes,
//! function entry counts, integer arithmetic built with its overflow flags,
//! and the verifier of a single function with its
//! message (to report a broken function at the op it came from). The
//! handles follow the invariant of [`crate::llvm`].

use std::ffi::{CStr, c_char};

use super::AnyValue;
use super::Metadata;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::prelude::*;

unsafe extern "C" {
    fn dialectic_llvm_set_dso_local(global: LLVMValueRef, dso_local: i32);
    fn dialectic_llvm_distinct_node(
        context: LLVMContextRef,
        operands: *mut LLVMMetadataRef,
        count: u32,
    ) -> LLVMMetadataRef;
    fn dialectic_llvm_set_entry_count(function: LLVMValueRef, count: u64);
    fn dialectic_llvm_build_no_wrap_op(
        builder: LLVMBuilderRef,
        opcode: LLVMOpcode,
        lhs: LLVMValueRef,
        rhs: LLVMValueRef,
        nuw: i32,
        nsw: i32,
    ) -> LLVMValueRef;
    fn dialectic_llvm_verify_function(function: LLVMValueRef, message: *mut *mut c_char) -> i32;
    fn dialectic_llvm_dispose_message(message: *mut c_char);
}

/// Marks the global value `global` `dso_local`.
pub fn set_dso_local(global: AnyValue<'_>) {
    // SAFETY: `global` is a live global value (function, variable, alias).
    unsafe { dialectic_llvm_set_dso_local(global.raw(), 1) }
}

/// A distinct metadata node (`distinct !{...}`) of `operands`.
pub fn distinct_node<'ctx>(context: &'ctx Context, operands: &[Metadata<'ctx>]) -> Metadata<'ctx> {
    let operands = Metadata::raw_slice(operands);
    // SAFETY: the operands are metadata of `context`; LLVM reads the array
    // for its length only and copies it.
    Metadata::from_raw(unsafe {
        dialectic_llvm_distinct_node(
            context.raw(),
            operands.as_ptr().cast_mut(),
            super::len_u32(operands),
        )
    })
}

/// Sets the `function_entry_count` profile of `function`.
pub fn set_entry_count(function: AnyValue<'_>, count: u64) {
    // SAFETY: `function` is a live function.
    unsafe { dialectic_llvm_set_entry_count(function.raw(), count) }
}

/// `add`, `sub`, `mul` or `shl` (`opcode`) of `lhs` and `rhs` with the
/// overflow flags `bits` (`#llvm.overflow`: 1 `nsw`, 2 `nuw`), as MLIR
/// builds them: operands that fold give a constant expression with the
/// flags.
/// `builder` is positioned in a block of the translated module; `lhs` and
/// `rhs` are values of one integer (or integer vector) type of its context
/// (module invariant; LLVM asserts the types match).
pub fn build_no_wrap_op<'ctx>(
    builder: &Builder<'_>,
    opcode: LLVMOpcode,
    lhs: AnyValue<'ctx>,
    rhs: AnyValue<'ctx>,
    bits: i64,
) -> AnyValue<'ctx> {
    assert!(
        matches!(
            opcode,
            LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub | LLVMOpcode::LLVMMul | LLVMOpcode::LLVMShl
        ),
        "no overflow flags on {opcode:?}"
    );
    let (nsw, nuw) = (i32::from(bits & 1 != 0), i32::from(bits & 2 != 0));
    // SAFETY: the handles are live (module invariant); the opcode is one
    // the C++ side builds.
    AnyValue::from_raw(unsafe {
        dialectic_llvm_build_no_wrap_op(
            builder.as_mut_ptr(),
            opcode,
            lhs.raw(),
            rhs.raw(),
            nuw,
            nsw,
        )
    })
}

/// What LLVM's verifier says about `function`, when it is broken.
pub fn verify_function(function: AnyValue<'_>) -> Option<String> {
    let mut message: *mut c_char = std::ptr::null_mut();
    // SAFETY: `function` is a live function; the message is copied, then freed.
    unsafe {
        if dialectic_llvm_verify_function(function.raw(), &mut message) == 0 {
            return None;
        }
        if message.is_null() {
            return Some(String::new());
        }
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        dialectic_llvm_dispose_message(message);
        Some(text)
    }
}
