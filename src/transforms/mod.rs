//! Transformations over the dialects Dialectic ships, with MLIR's names
//! and options (what `dialectic-opt` runs).

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod loop_invariant_code_motion;
pub mod print_op_stats;
pub mod sccp;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
mod symbol_uses;
pub mod topological_sort;
