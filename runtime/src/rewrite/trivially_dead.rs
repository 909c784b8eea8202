//! The query the rewrite drivers take for whether an op is dead once its
//! results are unused; both the greedy driver and region simplification
//! erase such ops.

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};

/// Whether an op would be trivially dead were its results unused (MLIR's
/// `wouldOpBeTriviallyDead`): it is no terminator nor symbol and has no
/// memory effect other than reads and allocations of its own results.
/// Knowing effects takes the ops' interfaces, so the caller supplies it.
pub type TriviallyDeadQuery = fn(&Context, &Ir, OpId) -> bool;
