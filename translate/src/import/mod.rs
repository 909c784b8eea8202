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
    /// The GenX metadata (`!genx.kernels`, the declarations'
    /// `!genx_intrinsic_id`), which the GenX dialect turns into attributes
    /// of the functions once the module is parsed.
    pub genx: crate::genx::GenXMetadata,
}

/// Imports LLVM IR (`bytes`, textual or bitcode) named `name` (for
/// diagnostics). Malformed input is reported as `name:line:col: error:
/// ...` with the source line and a caret.
pub fn import_llvm_ir(name: &str, bytes: &[u8]) -> Result<ImportedModule, String> {
    let context = inkwell::context::Context::create();
    let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(
        bytes,
        &name.replace('\0', ""),
    );
    let module = match context.create_module_from_ir(buffer) {
        Ok(module) => module,
        Err(message) => return Err(parse_error(name, &message.to_string())),
    };
    // Debug records become the intrinsic calls MLIR 19 imports.
    crate::llvm::set_is_new_dbg_info_format(crate::llvm::ModuleRef::new(&module), 0);
    // The importer's handles live as long as `context` and `module`, which
    // are dropped (module first) after it is done.
    let genx = crate::genx::GenXMetadata::read(&context, &module);
    let importer = module_import::ModuleImporter::new(&context, &module);
    let result = importer.import();
    match result {
        Ok((text, warnings)) => Ok(ImportedModule {
            text,
            warnings,
            genx,
        }),
        // The warnings emitted before the error come first.
        Err((e, warnings)) => {
            let mut text: String = warnings.iter().map(|w| format!("{w}\n")).collect();
            text.push_str(&format!("{}: error: {}\n", e.location, e.message));
            Err(text)
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
