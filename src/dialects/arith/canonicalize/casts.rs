//! Cast chains: `index_cast(index_cast(x)) -> x` (back to `x`'s type),
//! `index_cast(extsi(x)) -> index_cast(x)` (and the unsigned pair),
//! `bitcast(bitcast(x)) -> bitcast(x)`, `extsi(extui(x)) -> extui(x)`,
//! truncations of extensions that only drop the extension's bits,
//! and `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when the shift drops
//! what the truncation keeps of the sign.

use super::support::{
    constant_attr, constant_op, element_width, int_or_splat, set_declarative_loc,
};
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    MatchResult, OpId, OpRewritePattern, PatternBenefit, PatternRewriter, Type, Value,
};

/// The kinds of casts the chain patterns build.
#[derive(Clone, Copy)]
enum Cast {
    Index,
    IndexUnsigned,
    Bit,
    ExtUI,
    ExtSI,
}

/// Builds the cast `kind` of `input` to `ty` and replaces `root` (a cast
/// of the op the pattern matched) with it.
fn replace_with_cast(
    rewriter: &mut PatternRewriter<'_>,
    root: OpId,
    kind: Cast,
    input: Value,
    ty: Type,
) -> MatchResult {
    let ctx = rewriter.context();
    // Recorded: the root, the cast or extension it casts.
    let matched = rewriter.ir().operand(root, 0);
    set_declarative_loc(rewriter, root, &[matched]);
    let mut b = rewriter.builder();
    let new = match kind {
        Cast::Index => {
            IndexCastOp::builder(ctx)
                .r#in(input)
                .out_type(ty)
                .build(&mut b)
                .0
        }
        Cast::IndexUnsigned => {
            IndexCastUIOp::builder(ctx)
                .r#in(input)
                .out_type(ty)
                .build(&mut b)
                .0
        }
        Cast::Bit => {
            BitcastOp::builder(ctx)
                .r#in(input)
                .out_type(ty)
                .build(&mut b)
                .0
        }
        Cast::ExtUI => {
            ExtUIOp::builder(ctx)
                .r#in(input)
                .out_type(ty)
                .build(&mut b)
                .0
        }
        Cast::ExtSI => {
            ExtSIOp::builder(ctx)
                .r#in(input)
                .out_type(ty)
                .build(&mut b)
                .0
        }
    };
    rewriter.replace_op_with_op(root, new);
    Some(())
}

macro_rules! index_cast_patterns {
    ($($op:ident, $ext:ident, $cast:ident;)*) => {$(
        impl OpRewritePattern for IndexCastPattern<$op> {
            type Op = $op;

            fn benefit(&self) -> PatternBenefit {
                2
            }

            fn match_and_rewrite(&self, op: $op, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
                let (ctx, ir) = (rewriter.context(), rewriter.ir());
                let (input, out) = (op.r#in(ctx, ir), op.out(ctx, ir));
                let out_type = ir.value_type(out);
                if self.round_trip {
                    let inner = defining::<$op>(ctx, ir, input)?;
                    let x = inner.r#in(ctx, ir);
                    if ir.value_type(x) != out_type {
                        return None;
                    }
                    rewriter.replace_op(op.0, &[x]);
                    return Some(());
                }
                let x = defining::<$ext>(ctx, ir, input)?.r#in(ctx, ir);
                replace_with_cast(rewriter, op.0, Cast::$cast, x, out_type)
            }
        }
    )*};
}

/// An index cast chain pattern rooted at `T` (`index_cast` or
/// `index_castui`): the round trip `cast(cast(x)) -> x` back to `x`'s type,
/// or the cast of an extension of the same signedness `cast(ext(x)) ->
/// cast(x)`.
pub(super) struct IndexCastPattern<T> {
    pub(super) round_trip: bool,
    pub(super) op: std::marker::PhantomData<fn() -> T>,
}

impl<T> IndexCastPattern<T> {
    pub(super) const fn new(round_trip: bool) -> Self {
        IndexCastPattern {
            round_trip,
            op: std::marker::PhantomData,
        }
    }
}

index_cast_patterns! {
    IndexCastOp, ExtSIOp, Index;
    IndexCastUIOp, ExtUIOp, IndexUnsigned;
}

/// `bitcast(bitcast(x)) -> bitcast(x)`.
pub(super) struct BitcastOfBitcast;

impl OpRewritePattern for BitcastOfBitcast {
    type Op = BitcastOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: BitcastOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let x = defining::<BitcastOp>(ctx, ir, op.r#in(ctx, ir))?.r#in(ctx, ir);
        let ty = ir.value_type(op.out(ctx, ir));
        replace_with_cast(rewriter, op.0, Cast::Bit, x, ty)
    }
}

/// `extsi(extui(x)) -> extui(x)`.
pub(super) struct ExtSIOfExtUI;

impl OpRewritePattern for ExtSIOfExtUI {
    type Op = ExtSIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: ExtSIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let x = defining::<ExtUIOp>(ctx, ir, op.r#in(ctx, ir))?.r#in(ctx, ir);
        let ty = ir.value_type(op.out(ctx, ir));
        replace_with_cast(rewriter, op.0, Cast::ExtUI, x, ty)
    }
}

/// `trunci(ext(x)) -> ext(x)` when the truncation only drops bits the
/// extension added (`signed`: `extsi`, else `extui`).
pub(super) struct TruncIOfExtension {
    pub(super) signed: bool,
}

impl OpRewritePattern for TruncIOfExtension {
    type Op = TruncIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let ext = op.r#in(ctx, ir);
        let x = if self.signed {
            defining::<ExtSIOp>(ctx, ir, ext)?.r#in(ctx, ir)
        } else {
            defining::<ExtUIOp>(ctx, ir, ext)?.r#in(ctx, ir)
        };
        let tr = op.out(ctx, ir);
        let wider =
            |a: Value, b: Value| match (element_width(ctx, ir, a), element_width(ctx, ir, b)) {
                (Some(wa), Some(wb)) => wa > wb && wb > 0,
                _ => false,
            };
        if !wider(ext, tr) || !wider(tr, x) {
            return None;
        }
        let ty = ir.value_type(tr);
        let kind = if self.signed {
            Cast::ExtSI
        } else {
            Cast::ExtUI
        };
        replace_with_cast(rewriter, op.0, kind, x, ty)
    }
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// bits the truncation drops.
pub(super) struct TruncIShrSIToTrunciShrUI;

impl OpRewritePattern for TruncIShrSIToTrunciShrUI {
    type Op = TruncIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: TruncIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let shift = defining::<ShRSIOp>(ctx, ir, op.r#in(ctx, ir))?;
        let (x, amount) = (shift.lhs(ctx, ir), shift.rhs(ctx, ir));
        let amount_attr = constant_attr(ctx, ir, amount)?;
        let c = int_or_splat(ctx, ir, amount)?;
        let tr = op.out(ctx, ir);
        let dropped =
            i128::from(element_width(ctx, ir, x)?) - i128::from(element_width(ctx, ir, tr)?);
        if c.to_i128() != Some(dropped) && c.to_u64().map(i128::from) != Some(dropped) {
            return None;
        }
        let ty = ir.value_type(tr);
        // Recorded: the root, the amount, the shift.
        set_declarative_loc(rewriter, op.0, &[amount]);
        let c = constant_op(rewriter, amount_attr);
        let shrui = ShRUIOp::builder(ctx)
            .lhs(x)
            .rhs(c)
            .build(&mut rewriter.builder());
        let shifted = shrui.result(ctx, rewriter.ir());
        let new = TruncIOp::builder(ctx)
            .r#in(shifted)
            .out_type(ty)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}
