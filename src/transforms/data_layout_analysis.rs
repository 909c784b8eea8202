//! The data layout in force at the op a pass runs on, as an analysis
//! (MLIR's `DataLayoutAnalysis`): read from the closest data layout
//! specification once per op and kept while passes preserve it.

use dialectic_runtime::pass::Analysis;

use crate::interfaces::promotable::DataLayout;
use crate::{Context, Ir, OpId};

/// The data layout at an op or above it.
pub struct DataLayoutAnalysis {
    layout: DataLayout,
}

impl Analysis for DataLayoutAnalysis {
    fn compute(ctx: &Context, ir: &Ir, op: OpId) -> Self {
        DataLayoutAnalysis {
            layout: DataLayout::at_or_above(ctx, ir, op),
        }
    }
}

impl DataLayoutAnalysis {
    /// The layout (MLIR's `getAtOrAbove` of the op analysed).
    pub fn layout(&self) -> &DataLayout {
        &self.layout
    }
}
