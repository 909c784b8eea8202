//! Sets of patterns: [`RewritePatternSet`] collects them (the
//! canonicalization patterns of every op, say), [`FrozenRewritePatternSet`]
//! orders them for matching (MLIR's `PatternApplicator` with its default
//! cost model): per op name, by decreasing benefit, patterns of equal
//! benefit in the order they were added, those rooted at the op before
//! those matching any op.

use rustc_hash::FxHashMap;

use crate::storage::context::{Context, Ident};
use crate::storage::ir::OpId;

use super::pattern::{MatchResult, RewritePattern};
use super::rewriter::PatternRewriter;

/// Patterns being collected (MLIR's `RewritePatternSet`).
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Keeps only the patterns `keep` accepts (MLIR's disabled and
    /// enabled pattern labels filter a set so).
    pub fn retain(&mut self, mut keep: impl FnMut(&dyn RewritePattern) -> bool) {
        self.patterns.retain(|p| keep(p.as_ref()));
    }

    /// The set ordered for matching.
    pub fn freeze(self, ctx: &Context) -> FrozenRewritePatternSet {
        let mut by_root: FxHashMap<Ident, Vec<usize>> = FxHashMap::default();
        let mut any_op = Vec::new();
        for (i, p) in self.patterns.iter().enumerate() {
            match p.root() {
                Some(name) => by_root.entry(ctx.ident(name)).or_default().push(i),
                None => any_op.push(i),
            }
        }
        let benefit = |i: &usize| std::cmp::Reverse(self.patterns[*i].benefit());
        for list in by_root.values_mut() {
            list.sort_by_key(benefit);
        }
        any_op.sort_by_key(benefit);
        FrozenRewritePatternSet {
            patterns: self.patterns,
            by_root,
            any_op,
        }
    }
}

/// Patterns ordered for matching.
pub struct FrozenRewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    by_root: FxHashMap<Ident, Vec<usize>>,
    any_op: Vec<usize>,
}

impl FrozenRewritePatternSet {
    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// The patterns that may match an op named `name`, in the order to try
    /// them.
    pub fn candidates(&self, name: Ident) -> impl Iterator<Item = &dyn RewritePattern> + '_ {
        let rooted: &[usize] = self.by_root.get(&name).map_or(&[], Vec::as_slice);
        let (mut r, mut a) = (0, 0);
        std::iter::from_fn(move || {
            let next = match (rooted.get(r), self.any_op.get(a)) {
                (Some(&x), Some(&y)) => {
                    if self.patterns[y].benefit() > self.patterns[x].benefit() {
                        a += 1;
                        y
                    } else {
                        r += 1;
                        x
                    }
                }
                (Some(&x), None) => {
                    r += 1;
                    x
                }
                (None, Some(&y)) => {
                    a += 1;
                    y
                }
                (None, None) => return None,
            };
            Some(self.patterns[next].as_ref())
        })
    }

    /// Tries the candidate patterns on `op` in order until one matches
    /// (MLIR's `PatternApplicator::matchAndRewrite`), each with the
    /// rewriter's insertion point right before `op`.
    pub fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let name = rewriter.ir().op_name(op);
        for pattern in self.candidates(name) {
            rewriter.set_insertion_point(op);
            let loc = rewriter.ir().op_loc(op);
            rewriter.set_loc(loc);
            if pattern.match_and_rewrite(op, rewriter).is_some() {
                return Some(());
            }
        }
        None
    }
}
