//! The canonicalizer (MLIR's `canonicalize` pass): the greedy rewrite
//! driver over the regions of an op, with the canonicalization patterns
//! of every registered op, folding, constant uniquing and hoisting, and
//! dead code and unreachable block removal.

use dialectic_runtime::rewrite::{
    FrozenRewritePatternSet, GreedyRewriteConfig, GreedyRewriteOutcome, RegionSimplification,
    RewritePatternSet, apply_patterns_and_fold_greedily,
};
use dialectic_runtime::{Context, Ir, OpId};

use crate::interfaces::would_op_be_trivially_dead;

/// The options of the canonicalizer (MLIR's pass options, with its
/// defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CanonicalizeOptions {
    /// `top-down`: seed the worklist in program order (default true).
    pub top_down: bool,
    /// `region-simplify`: how much to simplify control flow (default
    /// `normal`).
    pub region_simplify: RegionSimplification,
    /// `max-iterations` (default 10; `None`: no limit).
    pub max_iterations: Option<u64>,
    /// `max-num-rewrites` (default no limit).
    pub max_num_rewrites: Option<u64>,
    /// `test-convergence`: fail when no fixed point is reached.
    pub test_convergence: bool,
}

impl Default for CanonicalizeOptions {
    fn default() -> Self {
        CanonicalizeOptions {
            top_down: true,
            region_simplify: RegionSimplification::Normal,
            max_iterations: Some(10),
            max_num_rewrites: None,
            test_convergence: false,
        }
    }
}

impl CanonicalizeOptions {
    /// Reads MLIR's option syntax (`max-iterations=3 region-simplify=disabled
    /// top-down=false`); the message of the first option it does not know.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut options = CanonicalizeOptions::default();
        for option in text.split_whitespace() {
            let (name, value) = option.split_once('=').unwrap_or((option, "true"));
            let bool_value = || match value {
                "true" | "1" => Ok(true),
                "false" | "0" => Ok(false),
                _ => Err(format!("invalid value '{value}' for option '{name}'")),
            };
            let limit = || -> Result<Option<u64>, String> {
                let n: i64 = value
                    .parse()
                    .map_err(|_| format!("invalid value '{value}' for option '{name}'"))?;
                Ok(u64::try_from(n).ok())
            };
            match name {
                "top-down" => options.top_down = bool_value()?,
                "test-convergence" => options.test_convergence = bool_value()?,
                "max-iterations" => options.max_iterations = limit()?,
                "max-num-rewrites" => options.max_num_rewrites = limit()?,
                "region-simplify" => {
                    options.region_simplify = match value {
                        "disabled" => RegionSimplification::Disabled,
                        "normal" => RegionSimplification::Normal,
                        "aggressive" => RegionSimplification::Aggressive,
                        _ => return Err(format!("invalid value '{value}' for option '{name}'")),
                    }
                }
                _ => return Err(format!("unknown option '{name}' of pass 'canonicalize'")),
            }
        }
        Ok(options)
    }
}

/// The canonicalization patterns of every op registered in `ctx`, in
/// MLIR's order (ops sorted by name).
pub fn canonicalization_patterns(ctx: &Context) -> FrozenRewritePatternSet {
    let mut patterns = RewritePatternSet::new();
    for definition in ctx.registered_ops() {
        if let Some(add) = definition.canonicalization_patterns {
            add(&mut patterns, ctx);
        }
    }
    patterns.freeze(ctx)
}

/// Canonicalizes the ops nested in `op` (each of its regions in turn);
/// whether each converged and whether anything changed.
pub fn canonicalize(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    options: &CanonicalizeOptions,
) -> GreedyRewriteOutcome {
    let patterns = canonicalization_patterns(ctx);
    let config = GreedyRewriteConfig {
        use_top_down_traversal: options.top_down,
        region_simplification: options.region_simplify,
        max_iterations: options.max_iterations,
        max_num_rewrites: options.max_num_rewrites,
        would_be_trivially_dead: would_op_be_trivially_dead,
    };
    let mut outcome = GreedyRewriteOutcome {
        converged: true,
        changed: false,
    };
    let regions = ir.regions(op).to_vec();
    for region in regions {
        let r = apply_patterns_and_fold_greedily(ctx, ir, region, &patterns, &config);
        outcome.converged &= r.converged;
        outcome.changed |= r.changed;
    }
    outcome
}
