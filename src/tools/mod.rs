//! The command-line tools, as libraries so tests can drive them in-process.

pub mod gen_rust;
pub mod input;
pub mod new_dialect;
pub mod opt;
pub mod pass_pipeline;
pub mod registration;
pub mod timing;
