//! Dominance as an analysis (MLIR's `DominanceInfo` analysis): the
//! dominator trees of the regions of the op a pass runs on, each computed
//! the first time a pass asks for it and kept while passes preserve the
//! analysis, as MLIR's `DominanceInfo` fills itself per region.

use rustc_hash::FxHashMap;

use crate::storage::context::Context;
use crate::storage::dominance::DominanceInfo;
use crate::storage::ir::{Ir, OpId, RegionId};

use super::analysis::Analysis;

/// The dominator trees of regions, computed when first asked for.
#[derive(Default)]
pub struct Dominance {
    regions: FxHashMap<RegionId, DominanceInfo>,
}

impl Analysis for Dominance {
    fn compute(_ctx: &Context, _ir: &Ir, _op: OpId) -> Self {
        Dominance::default()
    }

    fn name() -> &'static str {
        "DominanceInfo"
    }
}

impl Dominance {
    /// The dominator tree of `region`.
    pub fn of(&mut self, ir: &Ir, region: RegionId) -> &DominanceInfo {
        self.regions
            .entry(region)
            .or_insert_with(|| DominanceInfo::compute(ir, region))
    }
}
