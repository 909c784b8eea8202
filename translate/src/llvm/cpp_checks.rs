//! The checks LLVM's C API does not offer (cpp/llvm_checks.cpp, compiled
//! by the build script against the LLVM that inkwell links): whether a
//! function type is one of an intrinsic's signatures, and whether inline
//! assembly constraints fit a function type. The translation runs them
//! before building what LLVM would build blindly or crash on. The handles
//! follow the invariant of [`crate::llvm`].

use std::ffi::{CStr, c_char, c_int};

use super::AnyType;
use inkwell::llvm_sys::core::LLVMDisposeMessage;
use inkwell::llvm_sys::prelude::LLVMTypeRef;

unsafe extern "C" {
    fn dialectic_match_intrinsic_signature(
        id: u32,
        fn_type: LLVMTypeRef,
        overloads: *mut LLVMTypeRef,
        capacity: usize,
        count: *mut usize,
    ) -> c_int;

    fn dialectic_verify_inline_asm(
        fn_type: LLVMTypeRef,
        constraints: *const c_char,
        length: usize,
    ) -> *mut c_char;
}

/// Whether a function type is one of an intrinsic's signatures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignatureMatch<'ctx> {
    /// It is, with these overload types.
    Match(Vec<AnyType<'ctx>>),
    /// The return type is none of the intrinsic's.
    WrongResult,
    /// An argument type is none of the intrinsic's.
    WrongArgument,
}

/// Matches the function type `fn_type` against the signatures of the
/// intrinsic `id` (LLVM's `matchIntrinsicSignature`).
pub fn match_signature(id: u32, fn_type: AnyType<'_>) -> SignatureMatch<'_> {
    let mut overloads: Vec<LLVMTypeRef> = vec![std::ptr::null_mut(); 8];
    let mut count = 0;
    // SAFETY: `fn_type` is a function type of a live context; the shim
    // writes at most `capacity` types and the count.
    let mut status = unsafe {
        dialectic_match_intrinsic_signature(
            id,
            fn_type.raw(),
            overloads.as_mut_ptr(),
            overloads.len(),
            &mut count,
        )
    };
    if status == 0 && count > overloads.len() {
        overloads.resize(count, std::ptr::null_mut());
        // SAFETY: as above, with room for every overload type.
        status = unsafe {
            dialectic_match_intrinsic_signature(
                id,
                fn_type.raw(),
                overloads.as_mut_ptr(),
                overloads.len(),
                &mut count,
            )
        };
    }
    match status {
        0 => {
            overloads.truncate(count);
            SignatureMatch::Match(overloads.into_iter().map(AnyType::from_raw).collect())
        }
        1 => SignatureMatch::WrongResult,
        _ => SignatureMatch::WrongArgument,
    }
}

/// Why the inline assembly constraints `constraints` do not fit the
/// function type `fn_type` (LLVM's `InlineAsm::verify`), if they do not.
pub fn inline_asm_error(fn_type: AnyType<'_>, constraints: &str) -> Option<String> {
    // SAFETY: `fn_type` is a function type of a live context; LLVM reads
    // `constraints.len()` bytes; the message is copied, then disposed of.
    unsafe {
        let message = dialectic_verify_inline_asm(
            fn_type.raw(),
            constraints.as_ptr().cast(),
            constraints.len(),
        );
        if message.is_null() {
            return None;
        }
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        LLVMDisposeMessage(message);
        Some(text)
    }
}
