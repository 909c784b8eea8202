//! The `llvm` dialect: LLVM IR's types, attributes, instructions and
//! intrinsics, generated from `defs/llvm.td` and its parts in
//! `defs/llvm/`, with the Rust hooks the `.td` declares in the submodules.

pub mod call;
pub mod compat;
pub mod data_layout;
pub mod dialect_attrs;
pub mod function;
pub mod global;
mod syntax;
pub mod types;

use dialect_attrs::{
    verify_operation_attribute, verify_region_arg_attribute, verify_region_result_attribute,
};
use types::{parse_type, print_type};

crate::dialect!("defs/llvm.td");
