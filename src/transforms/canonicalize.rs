//! The canonicalizer (MLIR's `canonicalize` pass, declared in
//! `defs/Passes.td`): the greedy rewrite driver over the regions of an op,
//! with the canonicalization patterns of every registered op, folding,
//! constant uniquing and hoisting, and dead code and unreachable block
//! removal.

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, GreedyRewriteOutcome, RegionSimplification,
    RewritePatternSet, apply_patterns_and_fold_greedily,
};
use dialectic_runtime::{Context, Ir, OpId};

use super::{Canonicalizer, CanonicalizerOptions, GreedySimplifyRegionLevel};
use crate::interfaces::would_op_be_trivially_dead;
use crate::pass_hooks::PassBody;

/// The canonicalization patterns of every op registered in `ctx`, in
/// MLIR's order (ops sorted by name), without those `options` disable
/// (by debug name) and, when it enables some, only those.
pub fn canonicalization_patterns(
    ctx: &Context,
    options: &CanonicalizerOptions,
) -> FrozenRewritePatternSet {
    let mut patterns = RewritePatternSet::new();
    for definition in ctx.registered_ops() {
        if let Some(add) = definition.canonicalization_patterns {
            add(&mut patterns, ctx);
        }
    }
    let (disabled, enabled) = (&options.disabled_patterns, &options.enabled_patterns);
    if !disabled.is_empty() || !enabled.is_empty() {
        patterns.retain(|p| {
            let name = p.debug_name();
            !disabled.iter().any(|d| d == name)
                && (enabled.is_empty() || enabled.iter().any(|e| e == name))
        });
    }
    patterns.freeze(ctx)
}

/// A limit option: MLIR's `-1` (any negative value) is no limit.
fn limit(value: i64) -> Option<u64> {
    u64::try_from(value).ok()
}

/// Canonicalizes the ops nested in `op` (each of its regions in turn);
/// whether each converged and whether anything changed.
pub fn canonicalize(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    options: &CanonicalizerOptions,
) -> GreedyRewriteOutcome {
    let patterns = canonicalization_patterns(ctx, options);
    canonicalize_with(ctx, ir, op, options, &patterns)
}

/// [`canonicalize`] with the patterns built already.
pub fn canonicalize_with(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    options: &CanonicalizerOptions,
    patterns: &FrozenRewritePatternSet,
) -> GreedyRewriteOutcome {
    let config = GreedyRewriteConfig {
        use_top_down_traversal: options.top_down_processing_enabled,
        region_simplification: match options.enable_region_simplification {
            GreedySimplifyRegionLevel::Disabled => RegionSimplification::Disabled,
            GreedySimplifyRegionLevel::Normal => RegionSimplification::Normal,
            GreedySimplifyRegionLevel::Aggressive => RegionSimplification::Aggressive,
        },
        max_iterations: limit(options.max_iterations),
        max_num_rewrites: limit(options.max_num_rewrites),
        would_be_trivially_dead: would_op_be_trivially_dead,
    };
    let mut outcome = GreedyRewriteOutcome {
        converged: true,
        changed: false,
    };
    let regions = ir.regions(op).to_vec();
    for region in regions {
        let r = apply_patterns_and_fold_greedily(ctx, ir, region, patterns, &config);
        outcome.converged &= r.converged;
        outcome.changed |= r.changed;
    }
    outcome
}

impl PassBody for Canonicalizer {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        _run: &mut PassRun<'_>,
    ) -> PassResult {
        // The patterns are built once per pass (per thread), as MLIR's
        // `initialize` builds them.
        let options = &self.options;
        let patterns = self
            .cache
            .get_or_init(|| canonicalization_patterns(ctx, options));
        // As MLIR's canonicalizer, no analysis is declared preserved, even
        // when nothing changed.
        let outcome = canonicalize_with(ctx, ir, op, options, patterns);
        // Not converging is no failure, unless the option asks for it.
        if self.options.test_convergence && !outcome.converged {
            return Err(PassFailed);
        }
        Ok(())
    }
}
