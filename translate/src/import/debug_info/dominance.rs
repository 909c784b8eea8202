//! The dominator tree of a region under construction, as far as the
//! placement of debug intrinsics needs it: the first block each block
//! immediately dominates, in the order MLIR's `DominanceInfo` (LLVM's
//! semi-NCA over the blocks' successors) lists a block's children.

use std::collections::HashMap;

/// The children of each block in the dominator tree of a region (MLIR's
/// `DominanceInfo`, built by LLVM's semi-NCA over the blocks' successors),
/// in depth-first order.
pub struct DominatorChildren {
    children: HashMap<u32, Vec<u32>>,
}

impl DominatorChildren {
    /// The dominator tree of `blocks` (the first is the entry).
    pub fn of(blocks: &[crate::import::body::BlockData]) -> Self {
        let index: HashMap<u32, usize> =
            blocks.iter().enumerate().map(|(i, b)| (b.id, i)).collect();
        let Some(entry) = blocks.first() else {
            return DominatorChildren {
                children: HashMap::new(),
            };
        };
        // Depth-first numbering as LLVM's `runDFS`: a stack, successors
        // pushed in reverse so that the first is visited first, a block
        // numbered when popped unvisited.
        let mut order: Vec<usize> = Vec::new();
        let mut number: Vec<Option<usize>> = vec![None; blocks.len()];
        let mut stack = vec![index[&entry.id]];
        while let Some(b) = stack.pop() {
            if number[b].is_some() {
                continue;
            }
            number[b] = Some(order.len());
            order.push(b);
            for s in blocks[b].successors.iter().rev() {
                if let Some(&si) = index.get(s)
                    && number[si].is_none()
                {
                    stack.push(si);
                }
            }
        }
        let idom = immediate_dominators(blocks, &index, order[0]);
        let mut children: HashMap<u32, Vec<u32>> = HashMap::new();
        for &b in order.iter().skip(1) {
            if let Some(d) = idom[b] {
                children.entry(blocks[d].id).or_default().push(blocks[b].id);
            }
        }
        DominatorChildren { children }
    }

    /// The first block `block` immediately dominates.
    pub fn first_child(&self, block: u32) -> Option<u32> {
        self.children.get(&block).and_then(|c| c.first().copied())
    }
}

/// The immediate dominator of each block reachable from `entry` (Cooper,
/// Harvey and Kennedy's iteration over a reverse post-order).
fn immediate_dominators(
    blocks: &[crate::import::body::BlockData],
    index: &HashMap<u32, usize>,
    entry: usize,
) -> Vec<Option<usize>> {
    let successors = |b: usize| -> Vec<usize> {
        blocks[b]
            .successors
            .iter()
            .filter_map(|s| index.get(s).copied())
            .collect()
    };
    // Post-order numbers.
    let mut post: Vec<Option<usize>> = vec![None; blocks.len()];
    let mut visited = vec![false; blocks.len()];
    let mut order = Vec::new();
    let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(entry, successors(entry), 0)];
    visited[entry] = true;
    while let Some((b, succs, next)) = stack.last_mut() {
        if *next < succs.len() {
            let s = succs[*next];
            *next += 1;
            if !visited[s] {
                visited[s] = true;
                let ss = successors(s);
                stack.push((s, ss, 0));
            }
        } else {
            post[*b] = Some(order.len());
            order.push(*b);
            stack.pop();
        }
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
    for &b in &order {
        for s in successors(b) {
            preds[s].push(b);
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; blocks.len()];
    idom[entry] = Some(entry);
    let intersect = |idom: &[Option<usize>], mut a: usize, mut b: usize| {
        while a != b {
            while post[a] < post[b] {
                a = idom[a].unwrap_or(entry);
            }
            while post[b] < post[a] {
                b = idom[b].unwrap_or(entry);
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev() {
            if b == entry {
                continue;
            }
            let mut new_idom: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => p,
                    Some(d) => intersect(&idom, p, d),
                });
            }
            if new_idom.is_some() && idom[b] != new_idom {
                idom[b] = new_idom;
                changed = true;
            }
        }
    }
    idom
}
