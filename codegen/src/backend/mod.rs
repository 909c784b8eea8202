//! The backends: what the model turns into. [`rust`] emits the Rust a
//! `dialect!` expands to; [`llvm_translation`] the per-op LLVM IR
//! translation functions of an `llvm_translation!`, and [`llvm_import`]
//! its table of the op each LLVM IR instruction is imported as.

pub mod llvm_import;
pub mod llvm_translation;
pub mod rust;
