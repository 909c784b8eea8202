//! The command-line tools, as libraries so tests can drive them in-process.

pub mod gen_rust;
pub mod input;
pub mod opt;
pub mod opt_transforms;
pub mod timing;
