//! Transformations over the dialects Dialectic ships, with MLIR's names
//! and options (what `dialectic-opt` runs).

pub mod canonicalize;
pub mod cse;
