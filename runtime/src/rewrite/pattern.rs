//! Rewrite patterns (MLIR's `RewritePattern` and `OpRewritePattern`): a
//! pattern names the op it matches (its root), its benefit (higher is
//! tried first), and matches and rewrites through a [`PatternRewriter`].

use crate::storage::context::Context;
use crate::storage::interfaces::OpHandle;
use crate::storage::ir::{Ir, OpId};

use super::rewriter::PatternRewriter;

/// How much a pattern is worth: of the patterns matching an op, those of
/// higher benefit are tried first (MLIR's `PatternBenefit`).
pub type PatternBenefit = u16;

/// Whether a pattern matched and rewrote the IR (`Some(())`, MLIR's
/// `success()`) or did not match and changed nothing (`None`,
/// `failure()`), so that `?` on an `Option` fails the match.
pub type MatchResult = Option<()>;

/// A rewrite pattern over ops of any kind (MLIR's `RewritePattern`).
pub trait RewritePattern: Send + Sync {
    /// The name of the op the pattern matches (`arith.addi`), `None` for
    /// any op.
    fn root(&self) -> Option<&'static str>;

    /// The pattern's benefit.
    fn benefit(&self) -> PatternBenefit {
        1
    }

    /// A name for diagnostics and debugging (the Rust type by default).
    fn debug_name(&self) -> &'static str {
        std::any::type_name::<Self>()
    }

    /// Matches `op` and rewrites it through `rewriter`; `None` when it
    /// does not match (the IR must then be unchanged).
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult;
}

/// An op struct of a generated dialect (`AddIOp`) as a type patterns can
/// name: its op name and the check that an op is one.
pub trait TypedOp: OpHandle + Sized {
    /// The op's name (`arith.addi`).
    const NAME: &'static str;

    /// `op` as this op, if it is one.
    fn from_op(ctx: &Context, ir: &Ir, op: OpId) -> Option<Self>;
}

/// A pattern over ops of one kind, given as its op struct (MLIR's
/// `OpRewritePattern<OpTy>`). Every such pattern is a [`RewritePattern`]
/// rooted at `Op::NAME`.
pub trait OpRewritePattern: Send + Sync {
    /// The op the pattern matches.
    type Op: TypedOp;

    /// The pattern's benefit.
    fn benefit(&self) -> PatternBenefit {
        1
    }

    /// Matches `op` and rewrites it through `rewriter`; `None` when it
    /// does not match (the IR must then be unchanged).
    fn match_and_rewrite(&self, op: Self::Op, rewriter: &mut PatternRewriter<'_>) -> MatchResult;
}

impl<P: OpRewritePattern> RewritePattern for P {
    fn root(&self) -> Option<&'static str> {
        Some(P::Op::NAME)
    }

    fn benefit(&self) -> PatternBenefit {
        OpRewritePattern::benefit(self)
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let typed = P::Op::from_op(rewriter.context(), rewriter.ir(), op)?;
        OpRewritePattern::match_and_rewrite(self, typed, rewriter)
    }
}
