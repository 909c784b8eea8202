//! The dominator tree of a region and the iterated dominance frontier of a
//! set of blocks (LLVM's `IDFCalculator`, which MLIR's `mem2reg` uses to
//! find where stored values meet): the blocks where a block argument must
//! merge the definitions made in the given blocks.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::storage::dominance::DominanceInfo;
use crate::{BlockId, Ir};

/// The dominator tree of the blocks of a region reachable from its entry.
pub struct DominatorTree {
    info: DominanceInfo,
    children: FxHashMap<BlockId, Vec<BlockId>>,
}

impl DominatorTree {
    /// The tree `info` (of one region) describes.
    pub fn new(info: DominanceInfo) -> DominatorTree {
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &block in info.reachable_blocks() {
            if let Some(parent) = info.immediate_dominator(block) {
                children.entry(parent).or_default().push(block);
            }
        }
        DominatorTree { info, children }
    }

    /// The entry block (the root), if the region has blocks.
    pub fn root(&self) -> Option<BlockId> {
        self.info.reachable_blocks().first().copied()
    }

    /// The blocks `block` immediately dominates.
    pub fn children(&self, block: BlockId) -> &[BlockId] {
        self.children.get(&block).map_or(&[], Vec::as_slice)
    }

    /// Whether `block` is reachable from the entry.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.info.is_reachable(block)
    }

    /// The iterated dominance frontier of `defining` (unreachable blocks
    /// among them define nothing): every block reached by two paths of
    /// which only one goes through a definition, closed under adding those
    /// blocks as definitions.
    pub fn iterated_frontier(&self, ir: &Ir, defining: &FxHashSet<BlockId>) -> FxHashSet<BlockId> {
        let frontiers = self.frontiers(ir);
        let mut result = FxHashSet::default();
        let mut pending: Vec<BlockId> = defining
            .iter()
            .copied()
            .filter(|&b| self.is_reachable(b))
            .collect();
        let mut seen: FxHashSet<BlockId> = pending.iter().copied().collect();
        while let Some(block) = pending.pop() {
            for &frontier in frontiers.get(&block).map_or(&[][..], Vec::as_slice) {
                result.insert(frontier);
                if seen.insert(frontier) {
                    pending.push(frontier);
                }
            }
        }
        result
    }

    /// The dominance frontier of every reachable block (Cooper, Harvey and
    /// Kennedy: walk up from each predecessor of a join to its immediate
    /// dominator).
    fn frontiers(&self, ir: &Ir) -> FxHashMap<BlockId, Vec<BlockId>> {
        let mut frontiers: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &block in self.info.reachable_blocks() {
            let mut predecessors: Vec<BlockId> = ir
                .predecessors(block)
                .filter(|&p| self.is_reachable(p))
                .collect();
            predecessors.sort_unstable();
            predecessors.dedup();
            if predecessors.len() < 2 && !predecessors.contains(&block) {
                continue;
            }
            let idom = self.info.immediate_dominator(block);
            for predecessor in predecessors {
                let mut runner = Some(predecessor);
                while let Some(current) = runner
                    && Some(current) != idom
                {
                    let list = frontiers.entry(current).or_default();
                    if !list.contains(&block) {
                        list.push(block);
                    }
                    runner = self.info.immediate_dominator(current);
                }
            }
        }
        frontiers
    }
}
