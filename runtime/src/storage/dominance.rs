//! Block dominance within a region (Cooper, Harvey and Kennedy's iterative
//! algorithm over reverse post-order). Blocks unreachable from the entry are
//! dominated by everything, as in MLIR.

use rustc_hash::FxHashMap;

use crate::storage::ir::{BlockId, Ir, RegionId};

/// Immediate dominators of the blocks of one region.
#[derive(Clone, Debug)]
pub struct DominanceInfo {
    order: FxHashMap<BlockId, usize>,
    blocks: Vec<BlockId>,
    idom: Vec<usize>,
}

const UNDEF: usize = usize::MAX;

impl DominanceInfo {
    /// Computes dominance for `region`.
    pub fn compute(ir: &Ir, region: RegionId) -> Self {
        let Some(entry) = ir.entry_block(region) else {
            return DominanceInfo {
                order: FxHashMap::default(),
                blocks: Vec::new(),
                idom: Vec::new(),
            };
        };
        // Reverse post-order by an explicit DFS.
        let mut post: Vec<BlockId> = Vec::new();
        let mut visited: FxHashMap<BlockId, ()> = FxHashMap::default();
        let mut stack: Vec<(BlockId, Vec<BlockId>)> = vec![(entry, successors(ir, entry))];
        visited.insert(entry, ());
        while let Some((b, succs)) = stack.last_mut() {
            if let Some(s) = succs.pop() {
                if visited.insert(s, ()).is_none() {
                    let ss = successors(ir, s);
                    stack.push((s, ss));
                }
            } else {
                post.push(*b);
                stack.pop();
            }
        }
        post.reverse();
        let order: FxHashMap<BlockId, usize> =
            post.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); post.len()];
        for (i, &b) in post.iter().enumerate() {
            for s in successors(ir, b) {
                if let Some(&j) = order.get(&s) {
                    preds[j].push(i);
                }
            }
        }
        let mut idom = vec![UNDEF; post.len()];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for b in 1..post.len() {
                let mut new = UNDEF;
                for &p in &preds[b] {
                    if idom[p] == UNDEF {
                        continue;
                    }
                    new = if new == UNDEF {
                        p
                    } else {
                        intersect(&idom, p, new)
                    };
                }
                if new != idom[b] {
                    idom[b] = new;
                    changed = true;
                }
            }
        }
        DominanceInfo {
            order,
            blocks: post,
            idom,
        }
    }

    /// The blocks reachable from the entry, in reverse post-order (the
    /// entry first).
    pub fn reachable_blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// The immediate dominator of a reachable `block` (`None` for the
    /// entry and for unreachable blocks).
    pub fn immediate_dominator(&self, block: BlockId) -> Option<BlockId> {
        let &index = self.order.get(&block)?;
        (index != 0).then(|| self.blocks[self.idom[index]])
    }

    /// Whether `block` is reachable from the region's entry block.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.order.contains_key(&block)
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(&bi) = self.order.get(&b) else {
            return true;
        };
        let Some(&ai) = self.order.get(&a) else {
            return false;
        };
        let mut cur = bi;
        while cur != 0 {
            cur = self.idom[cur];
            if cur == ai {
                return true;
            }
            if cur == UNDEF {
                return false;
            }
        }
        ai == 0
    }
}

fn successors(ir: &Ir, b: BlockId) -> Vec<BlockId> {
    match ir.last_op(b) {
        Some(t) => ir.successors(t).collect(),
        None => Vec::new(),
    }
}

fn intersect(idom: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while a > b {
            a = idom[a];
        }
        while b > a {
            b = idom[b];
        }
    }
    a
}
