//! Conversions between dialects, on the runtime's dialect conversion
//! framework (`dialectic_runtime::rewrite::conversion`), with MLIR's pass
//! names and options: `arith-expand` rewrites the arith ops the LLVM
//! dialect has no counterpart for; `convert-arith-to-llvm`, `convert-cf-to-llvm` and
//! `convert-func-to-llvm` lower to the LLVM dialect with a shared type
//! converter and target, building LLVM ops as MLIR's builders do. Their
//! one-to-one lowerings are data (`defs/conversion/*.td`, the
//! `OneToOneConversion` records of `defs/ConversionBase.td`), made into
//! patterns by [`one_to_one`].

pub mod arith_expand;
pub mod arith_to_llvm;
pub mod assert_to_llvm;
pub mod cf_to_llvm;
pub mod config;
pub mod func_to_llvm;
pub mod llvm_ops;
pub mod llvm_target;
pub mod llvm_type_converter;
pub mod nd_vector;
pub mod one_to_one;
