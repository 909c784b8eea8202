//! Import of LLVM IR (`.ll` text or `.bc` bitcode) into the `llvm` dialect,
//! as MLIR 19's `mlir-translate --import-llvm` does it (MLIR's
//! `ModuleImport`): the module is read through LLVM 19's C API and produced
//! in MLIR's generic syntax, which the IR parser reads and verifies.
//!
//! Debug metadata becomes `#llvm.di_*` attributes and locations
//! ([`debug_info`]).

mod attributes;
mod body;
mod constants;
mod data_layout;
mod debug_info;
mod function_import;
mod instructions;
mod intrinsics;
mod llvm;
mod metadata;
mod module_import;
mod types;

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::ir_reader::LLVMParseIRInContext;
use inkwell::llvm_sys::prelude::*;

pub use module_import::ImportError;

/// An imported module: its generic MLIR text and the warnings MLIR emits
/// for what it does not model.
#[derive(Debug, Clone)]
pub struct ImportedModule {
    /// The `builtin.module` in MLIR's generic syntax.
    pub text: String,
    /// Rendered warnings (`file:0:0: warning: ...`), and the errors MLIR
    /// reports without failing the import.
    pub warnings: Vec<String>,
}

/// Imports LLVM IR (`bytes`, textual or bitcode) named `name` (for
/// diagnostics). Malformed input is reported as `name:line:col: error:
/// ...` with the source line and a caret.
pub fn import_llvm_ir(name: &str, bytes: &[u8]) -> Result<ImportedModule, String> {
    // SAFETY: the context, buffer and module are created here and disposed
    // before returning; the importer only reads the module.
    unsafe {
        let context = LLVMContextCreate();
        let cname = std::ffi::CString::new(name.replace('\0', "")).unwrap_or_default();
        let buffer = LLVMCreateMemoryBufferWithMemoryRangeCopy(
            bytes.as_ptr().cast(),
            bytes.len(),
            cname.as_ptr(),
        );
        let mut module: LLVMModuleRef = std::ptr::null_mut();
        let mut message = std::ptr::null_mut();
        // LLVMParseIRInContext takes ownership of the buffer.
        if LLVMParseIRInContext(context, buffer, &mut module, &mut message) != 0 {
            let text = llvm::take_message(message);
            LLVMContextDispose(context);
            return Err(parse_error(name, &text));
        }
        // Debug records become the intrinsic calls MLIR 19 imports.
        LLVMSetIsNewDbgInfoFormat(module, 0);
        let importer = module_import::ModuleImporter::new(context, module);
        let result = importer.import();
        LLVMDisposeModule(module);
        LLVMContextDispose(context);
        match result {
            Ok((text, warnings)) => Ok(ImportedModule { text, warnings }),
            // The warnings emitted before the error come first.
            Err((e, warnings)) => {
                let mut text: String = warnings.iter().map(|w| format!("{w}\n")).collect();
                text.push_str(&format!("{}: error: {}\n", e.location, e.message));
                Err(text)
            }
        }
    }
}

/// LLVM's parse diagnostic, which already reads `name:line:col: error:
/// message` followed by the source line and a caret; a bitcode reader
/// error has no position.
fn parse_error(name: &str, text: &str) -> String {
    let text = text.trim_end_matches('\n');
    if text.starts_with(name) {
        format!("{text}\n")
    } else {
        format!("{name}: error: {text}\n")
    }
}
