//! The greedy pattern rewrite driver (MLIR's `applyPatternsAndFoldGreedily`
//! over a region, as in MLIR 19).
//!
//! Each iteration fills a worklist with the ops of the region (bottom-up,
//! or top-down in program order), handing the constants to an
//! [`OperationFolder`] first so that duplicates are replaced and the others
//! hoisted to the front of their region's entry block. Then it takes ops
//! from the worklist: an op whose results are unused and that has no
//! effect is erased; else it is folded (attributes become constants
//! materialized right before it); else the best matching pattern rewrites
//! it. The ops a change touches (users of replaced values, new ops,
//! operands whose last use went) go back on the worklist. After the
//! worklist empties, the region is simplified ([`simplify_regions`]).
//! Iterations go on while anything changed, up to a limit.

use smallvec::SmallVec;

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId, RegionId, Value};
use crate::storage::op_traits::OpTraits;

use super::fold::{constant_value, fold_op};
use super::fold_result::OpFoldResult;
use super::materialize::{dialect_of, materialize_constant};
use super::operation_folder::OperationFolder;
use super::pattern_set::FrozenRewritePatternSet;
use super::region_simplify::simplify_regions;
use super::rewriter::{PatternRewriter, RewriteListener};
use super::trivially_dead::TriviallyDeadQuery;
use super::worklist::Worklist;

/// How much the driver simplifies the control flow of regions (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegionSimplification {
    /// Not at all.
    Disabled,
    /// Unreachable blocks, dead ops and dead block arguments are erased.
    Normal,
    /// Also identical blocks merge and block arguments that always
    /// receive the same value are dropped.
    Aggressive,
}

/// How the greedy driver works (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Copy, Debug)]
pub struct GreedyRewriteConfig {
    /// Fill the worklist top-down, in program order (the canonicalizer
    /// does); bottom-up (post-order) otherwise.
    pub use_top_down_traversal: bool,
    /// How much to simplify regions after each iteration.
    pub region_simplification: RegionSimplification,
    /// At most this many iterations (`None`: no limit).
    pub max_iterations: Option<u64>,
    /// At most this many pattern rewrites per iteration (`None`: no limit).
    pub max_num_rewrites: Option<u64>,
    /// Which ops are trivially dead when unused.
    pub would_be_trivially_dead: TriviallyDeadQuery,
}

impl GreedyRewriteConfig {
    /// MLIR's defaults (bottom-up, aggressive region simplification, at
    /// most 10 iterations, no limit on rewrites), with `would_be_trivially_dead`.
    pub fn new(would_be_trivially_dead: TriviallyDeadQuery) -> Self {
        GreedyRewriteConfig {
            use_top_down_traversal: false,
            region_simplification: RegionSimplification::Aggressive,
            max_iterations: Some(10),
            max_num_rewrites: None,
            would_be_trivially_dead,
        }
    }
}

/// What a greedy rewrite did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GreedyRewriteOutcome {
    /// A fixed point was reached within the iteration limit.
    pub converged: bool,
    /// The IR changed.
    pub changed: bool,
}

/// The driver's bookkeeping, told of every change.
struct DriverState {
    scope: RegionId,
    worklist: Worklist,
}

impl DriverState {
    /// Adds `op` and its ancestors inside the scope (MLIR's
    /// `addToWorklist`); nothing if `op` is outside the scope.
    fn add_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let mut ancestors: SmallVec<[OpId; 4]> = SmallVec::new();
        let mut current = op;
        loop {
            ancestors.push(current);
            let Some(region) = ir.op_parent_block(current).and_then(|b| ir.block_parent(b)) else {
                return;
            };
            if region == self.scope {
                for a in ancestors {
                    self.worklist.push(a);
                }
                return;
            }
            match ir.region_parent(region) {
                Some(parent) => current = parent,
                None => return,
            }
        }
    }

    /// Adds the ops defining operands of `op` (about to be erased) that
    /// will have no user or one user left (they may die or simplify):
    /// those with at most one user besides `op`.
    fn add_operands_to_worklist(&mut self, ir: &Ir, op: OpId) {
        let operands: SmallVec<[Value; 4]> = ir.operands(op).collect();
        for operand in operands {
            let Some(defining) = ir.defining_op(operand) else {
                continue;
            };
            let mut other_user = None;
            let mut more_users = false;
            for user in ir.uses(operand).map(|u| ir.operand_owner(u)) {
                if user == op || Some(user) == other_user {
                    continue;
                }
                if other_user.is_none() {
                    other_user = Some(user);
                    continue;
                }
                more_users = true;
                break;
            }
            if !more_users {
                self.add_to_worklist(ir, defining);
            }
        }
    }
}

impl RewriteListener for DriverState {
    fn notify_operation_inserted(&mut self, ir: &Ir, op: OpId) {
        self.add_to_worklist(ir, op);
    }

    fn notify_operation_modified(&mut self, ir: &Ir, op: OpId) {
        self.add_to_worklist(ir, op);
    }

    fn notify_operation_erased(&mut self, ir: &Ir, op: OpId) {
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
    }
}

/// The greedy driver over one region.
struct Driver<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenRewritePatternSet,
    config: &'a GreedyRewriteConfig,
    state: DriverState,
}

impl Driver<'_> {
    fn rewriter<'r>(&'r mut self, ir: &'r mut Ir) -> PatternRewriter<'r> {
        PatternRewriter::new(self.ctx, ir, Some(&mut self.state))
    }

    fn is_constant_like(&self, ir: &Ir, op: OpId) -> bool {
        self.ctx
            .op_traits(ir.op_name(op))
            .is_some_and(|t| t.contains(OpTraits::CONSTANT_LIKE))
    }

    fn is_trivially_dead(&self, ir: &Ir, op: OpId) -> bool {
        ir.results(op).all(|r| ir.use_empty(r))
            && (self.config.would_be_trivially_dead)(self.ctx, ir, op)
    }

    /// The ops of the region in walk order.
    fn walk_order(&self, ir: &Ir) -> Vec<OpId> {
        let mut out = Vec::new();
        let order = if self.config.use_top_down_traversal {
            crate::storage::walk::WalkOrder::PreOrder
        } else {
            crate::storage::walk::WalkOrder::PostOrder
        };
        for block in ir.blocks_of(self.state.scope) {
            for op in ir.ops_of(block) {
                ir.walk(op, order, |o| out.push(o));
            }
        }
        out
    }

    /// Fills the worklist for a new iteration, uniquing constants.
    fn populate(&mut self, ir: &mut Ir) {
        self.state.worklist.clear();
        let mut folder = OperationFolder::new();
        for op in self.walk_order(ir) {
            if ir.is_erased(op) {
                continue;
            }
            if self.is_constant_like(ir, op)
                && let Some(value) = ir
                    .results(op)
                    .next()
                    .and_then(|r| constant_value(self.ctx, ir, r))
            {
                let mut rewriter = self.rewriter(ir);
                if !folder.insert_known_constant(&mut rewriter, op, value) {
                    continue;
                }
            }
            self.state.add_to_worklist(ir, op);
        }
        if self.config.use_top_down_traversal {
            self.state.worklist.reverse();
        }
    }

    /// Folds `op`, replacing it; whether it folded.
    fn fold(&mut self, ir: &mut Ir, op: OpId) -> bool {
        let Some(results) = fold_op(self.ctx, ir, op) else {
            return false;
        };
        if results.is_empty() {
            self.state.add_to_worklist(ir, op);
            return true;
        }
        let dialect = dialect_of(self.ctx.ident_str(ir.op_name(op))).to_string();
        let loc = ir.op_loc(op);
        let own: Vec<Value> = ir.results(op).collect();
        let ctx = self.ctx;
        let mut rewriter = self.rewriter(ir);
        rewriter.set_insertion_point(op);
        let mut replacements = Vec::with_capacity(results.len());
        let mut materialized = Vec::new();
        for (fold, result) in results.into_iter().zip(own) {
            match fold {
                OpFoldResult::Value(v) => replacements.push(v),
                OpFoldResult::Attribute(attr) => {
                    let ty = rewriter.ir().value_type(result);
                    let constant = {
                        let mut builder = rewriter.builder();
                        materialize_constant(ctx, &mut builder, &dialect, attr, ty, loc)
                    };
                    match constant {
                        Some(c) => {
                            materialized.push(c);
                            replacements.push(rewriter.ir().result(c, 0));
                        }
                        None => {
                            for c in materialized {
                                rewriter.erase_op(c);
                            }
                            return false;
                        }
                    }
                }
            }
        }
        rewriter.replace_op(op, &replacements);
        true
    }

    /// Processes the worklist; whether anything changed.
    fn process_worklist(&mut self, ir: &mut Ir) -> bool {
        let mut changed = false;
        let mut rewrites = 0u64;
        while self
            .config
            .max_num_rewrites
            .is_none_or(|max| rewrites < max)
        {
            let Some(op) = self.state.worklist.pop() else {
                break;
            };
            if ir.is_erased(op) {
                continue;
            }
            if self.is_trivially_dead(ir, op) {
                self.rewriter(ir).erase_op(op);
                changed = true;
                continue;
            }
            if !self.is_constant_like(ir, op) && self.fold(ir, op) {
                changed = true;
                continue;
            }
            let patterns = self.patterns;
            let mut rewriter = self.rewriter(ir);
            if patterns.match_and_rewrite(op, &mut rewriter).is_some() {
                changed = true;
                rewrites += 1;
            }
        }
        changed
    }

    /// Iterates to a fixed point or the iteration limit.
    fn simplify(&mut self, ir: &mut Ir) -> GreedyRewriteOutcome {
        let mut iteration = 0u64;
        let mut continue_rewrites = false;
        loop {
            iteration += 1;
            if self
                .config
                .max_iterations
                .is_some_and(|max| iteration > max)
            {
                break;
            }
            self.populate(ir);
            continue_rewrites = self.process_worklist(ir);
            if self.config.region_simplification != RegionSimplification::Disabled {
                let scope = self.state.scope;
                let dead = self.config.would_be_trivially_dead;
                let merge_blocks =
                    self.config.region_simplification == RegionSimplification::Aggressive;
                let mut rewriter = self.rewriter(ir);
                continue_rewrites |= simplify_regions(&mut rewriter, scope, dead, merge_blocks);
            }
            if !continue_rewrites {
                break;
            }
        }
        GreedyRewriteOutcome {
            converged: !continue_rewrites,
            changed: iteration > 1,
        }
    }
}

/// Applies `patterns` to the ops of `region` (not to its parent op), with
/// folding and dead code removal, until a fixed point (MLIR's
/// `applyPatternsAndFoldGreedily(Region &)`).
pub fn apply_patterns_and_fold_greedily(
    ctx: &Context,
    ir: &mut Ir,
    region: RegionId,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteOutcome {
    let mut driver = Driver {
        ctx,
        patterns,
        config,
        state: DriverState {
            scope: region,
            worklist: Worklist::default(),
        },
    };
    driver.simplify(ir)
}

#[cfg(test)]
mod tests {
    use super::DriverState;
    use crate::Context;
    use crate::rewrite::worklist::Worklist;
    use crate::storage::ir::{BlockId, Ir, OpId, OperationState, Value};

    fn op(ctx: &Context, ir: &mut Ir, block: BlockId, name: &str, operands: &[Value]) -> OpId {
        let mut state = OperationState::new(ctx, name, ctx.unknown_loc());
        state.operands = operands.to_vec();
        state.result_types.push(ctx.integer_type(32));
        let op = ir.create_op(state);
        ir.append_op(block, op);
        op
    }

    /// Whether erasing the first of `users` (each a list of uses of one
    /// defined value) puts the defining op on the worklist.
    fn defining_op_revisited(users: &[usize]) -> bool {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let region = ir.create_region();
        let block = ir.create_block();
        ir.append_block(region, block);
        let def = op(&ctx, &mut ir, block, "t.def", &[]);
        let v = ir.result(def, 0);
        let ops: Vec<OpId> = users
            .iter()
            .map(|&uses| op(&ctx, &mut ir, block, "t.use", &vec![v; uses]))
            .collect();
        let mut state = DriverState {
            scope: region,
            worklist: Worklist::default(),
        };
        state.add_operands_to_worklist(&ir, ops[0]);
        state.worklist.pop() == Some(def)
    }

    #[test]
    fn an_erased_op_revisits_operands_left_with_at_most_one_user() {
        // As MLIR 19 counts: users other than the erased op, not uses.
        assert!(defining_op_revisited(&[1]));
        assert!(defining_op_revisited(&[1, 1]));
        assert!(defining_op_revisited(&[2, 3]));
        assert!(!defining_op_revisited(&[1, 1, 1]));
    }
}
