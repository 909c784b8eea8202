//! Analyses cached per op (MLIR's `AnalysisManager`): a pass asks for an
//! analysis of the op it runs on, which is computed once and kept until a
//! pass changes that op without declaring the analysis preserved
//! ([`PreservedAnalyses`]). Analyses of the ops nested in a changed op are
//! dropped too, as MLIR drops its child analysis maps.

use std::any::{Any, TypeId};

use rustc_hash::{FxHashMap, FxHashSet};

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};

/// A result computed from an op and cached for it.
pub trait Analysis: Any + Send {
    /// Computes the analysis of `op`.
    fn compute(ctx: &Context, ir: &Ir, op: OpId) -> Self
    where
        Self: Sized;

    /// The name instrumentation shows (`--mlir-timing`'s `(A) CallGraph`):
    /// the type's name without its path unless it says otherwise (MLIR
    /// shows the C++ class name).
    fn name() -> &'static str
    where
        Self: Sized,
    {
        let full = std::any::type_name::<Self>();
        full.rsplit("::").next().unwrap_or(full)
    }
}

/// Which analyses a pass kept valid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreservedAnalyses {
    all: bool,
    kept: FxHashSet<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing preserved (what a pass declares by default).
    pub fn none() -> Self {
        Self::default()
    }

    /// Everything preserved (the pass changed nothing).
    pub fn all() -> Self {
        PreservedAnalyses {
            all: true,
            kept: FxHashSet::default(),
        }
    }

    /// Marks every analysis preserved.
    pub fn preserve_all(&mut self) {
        self.all = true;
    }

    /// Marks analysis `A` preserved.
    pub fn preserve<A: Analysis>(&mut self) {
        self.kept.insert(TypeId::of::<A>());
    }

    /// Whether every analysis is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether the analysis of type `id` is preserved.
    pub fn is_preserved(&self, id: TypeId) -> bool {
        self.all || self.kept.contains(&id)
    }
}

/// The analyses computed so far, per op.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<OpId, FxHashMap<TypeId, Box<dyn Any + Send>>>,
}

impl AnalysisManager {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The analysis `A` of `op`, computed now unless cached.
    pub fn get<A: Analysis>(&mut self, ctx: &Context, ir: &Ir, op: OpId) -> &A {
        self.get_mut::<A>(ctx, ir, op)
    }

    /// The analysis `A` of `op` for changing in place (an analysis that
    /// fills itself lazily), computed now unless cached.
    pub fn get_mut<A: Analysis>(&mut self, ctx: &Context, ir: &Ir, op: OpId) -> &mut A {
        self.cache
            .entry(op)
            .or_default()
            .entry(TypeId::of::<A>())
            .or_insert_with(|| Box::new(A::compute(ctx, ir, op)))
            .downcast_mut::<A>()
            .expect("analyses are keyed by their type")
    }

    /// Whether the analysis `A` of `op` is cached.
    pub fn is_cached<A: Analysis>(&self, op: OpId) -> bool {
        self.cache
            .get(&op)
            .is_some_and(|m| m.contains_key(&TypeId::of::<A>()))
    }

    /// The analysis `A` of `op` if it is cached.
    pub fn cached<A: Analysis>(&self, op: OpId) -> Option<&A> {
        self.cache
            .get(&op)?
            .get(&TypeId::of::<A>())?
            .downcast_ref::<A>()
    }

    /// Drops what a pass run on `op` did not preserve: the analyses of
    /// `op` not in `preserved`, and unless everything is preserved, every
    /// analysis of the ops nested in it (and of ops erased meanwhile).
    pub fn invalidate(&mut self, ir: &Ir, op: OpId, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        if let Some(map) = self.cache.get_mut(&op) {
            map.retain(|id, _| preserved.is_preserved(*id));
        }
        self.cache.retain(|&other, _| {
            other == op || (!ir.is_erased(other) && !is_nested_in(ir, other, op))
        });
    }

    /// Drops the analyses of `op` and of the ops nested in it (what a
    /// nested pipeline computed, once it is done with the op).
    pub fn clear(&mut self, ir: &Ir, op: OpId) {
        self.cache.remove(&op);
        if !self.cache.is_empty() {
            self.cache
                .retain(|&other, _| !ir.is_erased(other) && !is_nested_in(ir, other, op));
        }
    }

    /// How many analyses are cached.
    pub fn len(&self) -> usize {
        self.cache.values().map(|m| m.len()).sum()
    }

    /// Whether nothing is cached.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Whether `op` lies (at any depth) in a region of `ancestor`.
fn is_nested_in(ir: &Ir, op: OpId, ancestor: OpId) -> bool {
    let mut current = ir.parent_op(op);
    while let Some(parent) = current {
        if parent == ancestor {
            return true;
        }
        current = ir.parent_op(parent);
    }
    false
}
