//! The `llvm` dialect: LLVM IR's types, attributes, instructions and
//! intrinsics, generated from `defs/llvm.td` and its parts in
//! `defs/llvm/`, with the Rust hooks the `.td` declares in the submodules.

pub mod compat;
pub mod intrinsics;
mod op_attrs;
pub mod types;

use op_attrs::{parse_llvm_op_attrs, print_llvm_op_attrs};
use types::{parse_type, print_type};

crate::dialect!("defs/llvm.td");
