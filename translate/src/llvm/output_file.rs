//! The output file of `dialectic-translate --mlir-to-llvmir`
//! (`cpp/output_file.cpp`), handled as mlir-translate handles it: opened
//! before the input is read, removed again when no LLVM IR is written to
//! it, the module printed straight into it by LLVM's printer (no copy of
//! the text in memory).

use std::ffi::{CStr, CString, c_char, c_int, c_void};

use inkwell::llvm_sys::prelude::LLVMModuleRef;
use inkwell::module::Module;

unsafe extern "C" {
    fn dialectic_output_open(path: *const c_char, message: *mut *mut c_char) -> *mut c_void;
    fn dialectic_output_write_module(
        file: *mut c_void,
        module: LLVMModuleRef,
        message: *mut *mut c_char,
    ) -> c_int;
    fn dialectic_output_discard(file: *mut c_void);
    fn dialectic_output_dispose_message(message: *mut c_char);
}

/// An open output file (or stdout); removed on drop unless a module was
/// written to it.
pub struct OutputFile {
    handle: *mut c_void,
}

impl OutputFile {
    /// Opens `path` (`-`: stdout) for writing; the error is MLIR's message
    /// (`cannot open output file '...': reason`).
    pub fn open(path: &str) -> Result<OutputFile, String> {
        let failure = |reason: &str| format!("cannot open output file '{path}': {reason}");
        let c_path = CString::new(path).map_err(|_| failure("a NUL byte in the file name"))?;
        let mut message = std::ptr::null_mut();
        // SAFETY: `c_path` is a C string; the message is taken below.
        let handle = unsafe { dialectic_output_open(c_path.as_ptr(), &mut message) };
        if handle.is_null() {
            return Err(failure(&take_message(message)));
        }
        Ok(OutputFile { handle })
    }

    /// Prints `module` as LLVM IR into the file and closes it; the error is
    /// the system's reason for a failed write.
    pub fn write_module(mut self, module: &Module<'_>) -> Result<(), String> {
        let handle = std::mem::replace(&mut self.handle, std::ptr::null_mut());
        let mut message = std::ptr::null_mut();
        // SAFETY: `handle` is open (taken out of `self`, so closed once);
        // `module` is a live module.
        let failed =
            unsafe { dialectic_output_write_module(handle, module.as_mut_ptr(), &mut message) };
        if failed != 0 {
            return Err(take_message(message));
        }
        Ok(())
    }
}

impl Drop for OutputFile {
    fn drop(&mut self) {
        if !self.handle.is_null() {
            // SAFETY: the handle is open and closed only here.
            unsafe { dialectic_output_discard(self.handle) };
        }
    }
}

/// The text of a message of the C++ side (empty when null), freed.
fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: a NUL-terminated message of the C++ side, freed once.
    unsafe {
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        dialectic_output_dispose_message(message);
        text
    }
}
