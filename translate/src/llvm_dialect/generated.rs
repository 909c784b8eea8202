//! The translation functions generated from the `llvmBuilder` snippets of
//! `defs/llvm.td` and its parts: the body `dialect!("defs/llvm.td")`
//! exported with the `llvm` dialect, so the `.td` is read once per build.

dialectic::llvm_dialect_translation!();
