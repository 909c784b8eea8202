//! The folding and canonicalization hooks a dialect module writes for the
//! ops whose `.td` declares them (MLIR's `fold`, `getCanonicalizationPatterns`
//! and `canonicalize` methods), as traits the generated op specs call:
//!
//! * `hasFolder = 1`: [`OpFolder`] for an op with one result (it returns
//!   one [`OpFoldResult`]), [`OpMultiFolder`] for the others (one per
//!   result), [`OpConstantValue`] for a `ConstantLike` op (its value). A
//!   folder returns `None` when it does not fold; it may instead update the
//!   op in place and return its own result (`OpFolder`) or no results
//!   (`OpMultiFolder`). It reads the constants of the operands from the
//!   op's fold adaptor (`AddIOpFoldAdaptor`, one accessor per operand
//!   group), the generated type that [`HasFoldAdaptor`] names.
//! * `hasCanonicalizer = 1`: [`OpCanonicalizer`] adds the op's patterns to
//!   a set.
//! * `hasCanonicalizeMethod = 1`: [`OpCanonicalize`], one rewrite of the
//!   op (the generated spec adds it as a pattern, [`CanonicalizeMethod`]).
//!
//! A missing `impl` does not compile, and the message names the op and the
//! hook.

use std::marker::PhantomData;

use dialectic_runtime::rewrite::{
    MatchResult, OpFoldResult, PatternRewriter, RewritePattern, RewritePatternSet, TypedOp,
};
use dialectic_runtime::{Attribute, Context, Ir, OpId};

/// The fold adaptor of an op with a folder: the generated type through
/// which its folder reads the constants of its operands (MLIR's
/// `FoldAdaptor`). Generated for every op declaring `hasFolder = 1`.
pub trait HasFoldAdaptor {
    /// The adaptor (`AddIOpFoldAdaptor`).
    type FoldAdaptor;
}

/// The folder of an op with one result declared with `hasFolder = 1`
/// (MLIR's `OpFoldResult fold(FoldAdaptor)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasFolder = 1`: implement `dialectic::op_support::OpFolder` for it in its dialect module",
    label = "the generated op spec calls this folder"
)]
pub trait OpFolder: HasFoldAdaptor + Sized {
    /// What the op folds to: an existing value or a constant; its own
    /// result after updating it in place; `None` when it does not fold.
    fn fold(self, ctx: &Context, ir: &mut Ir, adaptor: Self::FoldAdaptor) -> Option<OpFoldResult>;
}

/// The folder of an op with no or several results declared with
/// `hasFolder = 1` (MLIR's `LogicalResult fold(FoldAdaptor,
/// SmallVectorImpl<OpFoldResult> &)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasFolder = 1`: implement `dialectic::op_support::OpMultiFolder` for it in its dialect module",
    label = "the generated op spec calls this folder"
)]
pub trait OpMultiFolder: HasFoldAdaptor + Sized {
    /// One fold per result; no results after updating the op in place;
    /// `None` when it does not fold.
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        adaptor: Self::FoldAdaptor,
    ) -> Option<Vec<OpFoldResult>>;
}

/// The value of a `ConstantLike` op declared with `hasFolder = 1` (what it
/// folds to, MLIR's `fold` of a constant op): read without changing the
/// IR, so that any code can ask what constant a value holds.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is `ConstantLike` and declares `hasFolder = 1`: implement `dialectic::op_support::OpConstantValue` for it in its dialect module",
    label = "the generated op spec calls this folder"
)]
pub trait OpConstantValue {
    /// The op's value.
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute>;
}

/// The canonicalization patterns of an op declared with
/// `hasCanonicalizer = 1` (MLIR's `getCanonicalizationPatterns`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCanonicalizer = 1`: implement `dialectic::op_support::OpCanonicalizer` for it in its dialect module",
    label = "the generated op spec calls this hook"
)]
pub trait OpCanonicalizer {
    /// Adds the op's canonicalization patterns to `patterns`.
    fn canonicalization_patterns(patterns: &mut RewritePatternSet, ctx: &Context);
}

/// The canonicalization of an op declared with `hasCanonicalizeMethod = 1`
/// (MLIR's `static LogicalResult canonicalize(OpTy, PatternRewriter &)`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCanonicalizeMethod = 1`: implement `dialectic::op_support::OpCanonicalize` for it in its dialect module",
    label = "the generated op spec adds this canonicalization as a pattern"
)]
pub trait OpCanonicalize: TypedOp {
    /// Rewrites the op into a more canonical form; `None` when there is
    /// none (the IR must then be unchanged).
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> MatchResult;
}

/// The pattern calling an op's [`OpCanonicalize::canonicalize`].
pub struct CanonicalizeMethod<T>(PhantomData<fn() -> T>);

/// Adds the pattern calling `T`'s [`OpCanonicalize::canonicalize`] to
/// `patterns` (what the spec of an op declaring `hasCanonicalizeMethod =
/// 1` does).
pub fn add_canonicalize_method<T: OpCanonicalize + 'static>(patterns: &mut RewritePatternSet) {
    patterns.add(CanonicalizeMethod::<T>(PhantomData));
}

impl<T: OpCanonicalize> RewritePattern for CanonicalizeMethod<T> {
    fn root(&self) -> Option<&'static str> {
        Some(T::NAME)
    }

    fn debug_name(&self) -> &'static str {
        T::NAME
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let typed = T::from_op(rewriter.context(), rewriter.ir(), op)?;
        typed.canonicalize(rewriter)
    }
}
