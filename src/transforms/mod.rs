//! Transformations over the dialects Dialectic ships, with MLIR's names
//! and options: the passes of `defs/Passes.td` (generated here: each
//! pass's options, statistics, pass type and [`register_passes`]) and
//! their bodies, one module each.

pub mod canonicalize;
pub mod control_flow_sink;
pub mod cse;
pub mod data_layout_analysis;
pub mod inline;
pub mod loop_invariant_code_motion;
pub mod mem2reg;
pub mod print_op_stats;
pub mod sccp;
pub mod sroa;
pub mod strip_debuginfo;
pub mod symbol_dce;
pub mod symbol_privatize;
mod symbol_uses;
pub mod topological_sort;

crate::dialect!("defs/Passes.td");

/// The registry of every pass Dialectic ships (what `dialectic-opt` runs).
pub fn pass_registry() -> crate::op_support::PassRegistry {
    let mut registry = crate::op_support::PassRegistry::new();
    register_passes(&mut registry);
    registry
}
