//! The `llvm` dialect: LLVM IR's types, attributes, instructions and
//! intrinsics, generated from `defs/llvm.td` and its parts in
//! `defs/llvm/`, with the Rust hooks the `.td` declares in the submodules
//! (the folders and the constant materializer in [`fold`]).

pub mod call;
pub mod compat;
pub mod data_layout;
pub mod dialect_attrs;
mod fold;
pub mod function;
pub mod global;
mod interfaces;
pub mod intrinsics;
pub mod ops;
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

use attrs::{
    parse_dwarf_calling_convention, parse_dwarf_encoding, parse_dwarf_language,
    parse_dwarf_operation, parse_dwarf_tag, parse_tbaa_members, print_dwarf_calling_convention,
    print_dwarf_encoding, print_dwarf_language, print_dwarf_operation, print_dwarf_tag,
    print_tbaa_members,
};
