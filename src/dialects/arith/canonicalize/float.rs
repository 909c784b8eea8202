//! `mulf(negf(x), negf(y)) -> mulf(x, y)` and the same for `divf`, keeping
//! the fastmath flags of the outer op.

use super::support::set_declarative_loc;
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{MatchResult, OpRewritePattern, PatternBenefit, PatternRewriter};

macro_rules! of_negations {
    ($($pattern:ident: $op:ident;)*) => {$(
        #[doc = concat!("`", stringify!($op), "(negf(x), negf(y)) -> ", stringify!($op), "(x, y)`.")]
        pub(super) struct $pattern;

        impl OpRewritePattern for $pattern {
            type Op = $op;

            fn benefit(&self) -> PatternBenefit {
                3
            }

            fn match_and_rewrite(&self, op: $op, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
                let (ctx, ir) = (rewriter.context(), rewriter.ir());
                let x = defining::<NegFOp>(ctx, ir, op.lhs(ctx, ir))?.operand(ctx, ir);
                let y = defining::<NegFOp>(ctx, ir, op.rhs(ctx, ir))?.operand(ctx, ir);
                if ir.value_type(x) != ir.value_type(y) {
                    return None;
                }
                let flags = op.fastmath(ctx, ir);
                let matched = [op.lhs(ctx, ir), op.rhs(ctx, ir)];
                set_declarative_loc(rewriter, op.0, &matched);
                let new = $op::builder(ctx)
                    .lhs(x)
                    .rhs(y)
                    .fastmath(flags)
                    .build(&mut rewriter.builder());
                rewriter.replace_op_with_op(op.0, new.0);
                Some(())
            }
        }
    )*};
}

of_negations! {
    MulFOfNegF: MulFOp;
    DivFOfNegF: DivFOp;
}
