//! The `llvm` dialect: LLVM IR's types, attributes, instructions and
//! intrinsics, generated from `defs/llvm.td` and its parts in
//! `defs/llvm/`, with the Rust hooks the `.td` declares in the submodules.

crate::dialect!("defs/llvm.td");

pub mod data_layout;
