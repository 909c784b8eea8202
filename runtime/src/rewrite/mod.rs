//! Folding and rewriting, as MLIR does them.
//!
//! * Folding ([`fold_op`], MLIR's `Operation::fold`): an op's folder (a
//!   hook a dialect writes for ops declaring `hasFolder = 1`) receives the
//!   constant values of its operands and returns nothing, existing values
//!   or attributes for its results ([`OpFoldResult`]), or updates the op in
//!   place; then the folds its traits imply (`Commutative`, `Idempotent`,
//!   `Involution`). A dialect turns folded attributes into constant ops
//!   ([`materialize_constant`]); [`create_or_fold`] builds an op and folds
//!   it at once.
//! * Matching constants ([`matchers`]): the value of a `ConstantLike` op
//!   (`m_Constant`), and the checks folders make of constant attributes;
//!   folding scalars, splats and elements alike ([`const_fold`]).
//! * Patterns ([`RewritePattern`], [`OpRewritePattern`]) collected in a
//!   [`RewritePatternSet`] (ops declaring `hasCanonicalizer = 1` add their
//!   canonicalization patterns to one), applied through a
//!   [`PatternRewriter`] that tells a [`RewriteListener`] what changes and
//!   gives the ops a pattern builds its root op's location (or the fused
//!   locations of the ops it matched).
//! * The greedy driver ([`apply_patterns_and_fold_greedily`], MLIR's
//!   `applyPatternsAndFoldGreedily`): a worklist of ops, each removed when
//!   trivially dead, else folded, else rewritten by the best pattern, with
//!   constants uniqued and hoisted to the entry block of their region
//!   ([`OperationFolder`]) and the regions simplified ([`simplify_regions`]:
//!   unreachable blocks, dead ops and block arguments; at the aggressive
//!   level identical blocks merged and redundant block arguments dropped),
//!   until nothing changes or an iteration limit is reached.
//! * Dialect conversion ([`conversion`], MLIR's `DialectConversion`): a
//!   conversion target, a type converter with materializations, conversion
//!   patterns over converted operands, and the partial, full and analysis
//!   drivers, every change undone when a pattern or the conversion fails.

mod block_merge;
pub mod const_fold;
pub mod conversion;
mod create_or_fold;
mod fold;
mod fold_result;
mod greedy_driver;
mod index_set;
pub mod matchers;
mod materialize;
mod operation_folder;
mod pattern;
mod pattern_set;
mod redundant_arguments;
mod region_simplify;
mod rewriter;
mod successor_operands;
mod trait_folds;
mod trivially_dead;
mod worklist;

pub use block_merge::merge_identical_blocks;
pub use create_or_fold::create_or_fold;
pub use fold::{constant_value, fold_op, fold_op_with};
pub use fold_result::{FoldOperands, OpFoldResult};
pub use greedy_driver::{
    GreedyRewriteConfig, GreedyRewriteOutcome, RegionSimplification,
    apply_patterns_and_fold_greedily,
};
pub use materialize::materialize_constant;
pub use operation_folder::OperationFolder;
pub use pattern::{MatchResult, OpRewritePattern, PatternBenefit, RewritePattern, TypedOp};
pub use pattern_set::{FrozenRewritePatternSet, RewritePatternSet};
pub use redundant_arguments::drop_redundant_arguments;
pub use region_simplify::{erase_unreachable_blocks, run_region_dce, simplify_regions};
pub use rewriter::{PatternRewriter, RewriteListener};
pub use successor_operands::{
    append_successor_operands, erase_successor_operand, successor_operands,
};
pub use trivially_dead::TriviallyDeadQuery;
