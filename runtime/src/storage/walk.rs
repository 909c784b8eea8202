//! Walking nested operations in pre- or post-order, without recursion.

use crate::storage::ir::{Ir, OpId};

/// Walk order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WalkOrder {
    /// Parents before children.
    PreOrder,
    /// Children before parents.
    PostOrder,
}

impl Ir {
    /// Calls `f` on `op` and every op nested in it.
    pub fn walk(&self, op: OpId, order: WalkOrder, mut f: impl FnMut(OpId)) {
        let mut stack = vec![(op, false)];
        while let Some((o, expanded)) = stack.pop() {
            if expanded {
                f(o);
                continue;
            }
            match order {
                WalkOrder::PreOrder => f(o),
                WalkOrder::PostOrder => stack.push((o, true)),
            }
            let mut children = Vec::new();
            for &r in self.regions(o) {
                for b in self.blocks_of(r) {
                    children.extend(self.ops_of(b));
                }
            }
            stack.extend(children.into_iter().rev().map(|c| (c, false)));
        }
    }

    /// All ops nested in `op` (and `op`), in pre-order.
    pub fn collect_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(op, WalkOrder::PreOrder, |o| out.push(o));
        out
    }
}
