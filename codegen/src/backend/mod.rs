//! The backends: what the model turns into. [`rust`] emits the Rust a
//! `dialect!` expands to; [`llvm_translation`] the per-op LLVM IR
//! translation functions, which that expansion exports as a
//! `macro_rules!` for the translation crate.

pub mod llvm_translation;
pub mod rust;
