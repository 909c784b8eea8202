//! Translation of the `llvm` dialect to LLVM IR through inkwell (LLVM 19),
//! as MLIR's `ModuleTranslation` does it: globals, then all functions
//! declared, then global initializers and function bodies (blocks in
//! topological order, PHI nodes for block arguments connected last). Ops
//! are translated through an extension interface ([`interface`]) a dialect
//! registers; the `llvm` dialect's own translation ([`llvm_dialect`]) is
//! mostly generated from the `llvmBuilder` snippets of its `.td` files.
//! [`jit`] runs a translated module; the two tools are
//! `dialectic-translate --mlir-to-llvmir` and `dialectic-runner`.

#![deny(missing_docs)]
// `unsafe` lives in `llvm` alone, the safe layer over LLVM's C API.
#![deny(unsafe_code)]

pub mod attributes;
pub mod builder_support;
pub mod comdats;
pub mod constants;
pub mod data_layout;
pub mod debug_info;
pub mod dialect_attrs;
pub mod enums;
pub mod error;
pub mod function_translation;
pub mod genx;
pub mod globals;
pub mod handle_table;
pub mod import;
pub mod interface;
pub mod intrinsic_call;
#[allow(unsafe_code)]
mod llvm;
pub mod llvm_dialect;
pub mod metadata;
pub mod module_translation;
pub mod op_attrs;
pub mod tools;
pub mod types;

pub use error::{TranslateError, TranslateResult};
pub use interface::{DialectTranslation, TranslationRegistry};
pub use llvm::{jit, output_file};
pub use module_translation::{ModuleTranslation, translate_module};
