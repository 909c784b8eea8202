//! The `llvm` dialect: LLVM IR's types, attributes, instructions and
//! intrinsics, generated from `defs/llvm.td` and its parts in
//! `defs/llvm/`, with the Rust hooks the `.td` declares in the submodules
//! (the folders and the constant materializer in [`fold`], the answers
//! to the inliner in `inliner`).

pub mod call;
pub mod compat;
pub mod data_layout;
pub mod dialect_attrs;
mod fold;
pub mod function;
pub mod global;
mod inliner;
mod interfaces;
pub mod intrinsics;
mod mem2reg;
pub mod ops;
pub mod sroa;
mod syntax;
pub mod types;

use dialect_attrs::{
    verify_operation_attribute, verify_region_arg_attribute, verify_region_result_attribute,
};
use fold::materialize_constant;
use types::{parse_type, print_type};

crate::dialect!("defs/llvm.td");

mod attrs;
pub mod dwarf;
