//! The `llvm` dialect: LLVM IR's types, attributes, instructions and
//! intrinsics, generated from `defs/llvm.td` and its parts in
//! `defs/llvm/`, with the Rust hooks the `.td` declares in the submodules.

pub mod compat;
pub mod types;

use types::{parse_type, print_type};

crate::dialect!("defs/llvm.td");
