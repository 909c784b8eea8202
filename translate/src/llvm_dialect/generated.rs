//! The translation functions generated from the `llvmBuilder` snippets of
//! `defs/llvm.td` and its parts.

dialectic_macros::llvm_translation!("../defs/llvm.td");
