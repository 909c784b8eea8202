//! Bitwise ops: `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)`, and
//! `op(ext(x), ext(y)) -> ext(op(x, y))` for `andi`, `ori`, `xori` of two
//! zero or two sign extensions of one type.

use super::support::{constant_attr, set_declarative_loc};
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    AttrKind, Context, Ir, MatchResult, OpId, OpRewritePattern, PatternBenefit, PatternRewriter,
    Value,
};

/// The predicate that holds exactly when `p` does not.
pub(crate) fn inverted(p: CmpIPredicate) -> CmpIPredicate {
    match p {
        CmpIPredicate::eq => CmpIPredicate::ne,
        CmpIPredicate::ne => CmpIPredicate::eq,
        CmpIPredicate::slt => CmpIPredicate::sge,
        CmpIPredicate::sle => CmpIPredicate::sgt,
        CmpIPredicate::sgt => CmpIPredicate::sle,
        CmpIPredicate::sge => CmpIPredicate::slt,
        CmpIPredicate::ult => CmpIPredicate::uge,
        CmpIPredicate::ule => CmpIPredicate::ugt,
        CmpIPredicate::ugt => CmpIPredicate::ule,
        CmpIPredicate::uge => CmpIPredicate::ult,
    }
}

/// Whether a constant op defines `value` as the `i1` attribute `bit`.
pub(super) fn is_i1_constant(ctx: &Context, ir: &Ir, value: Value, bit: bool) -> bool {
    constant_attr(ctx, ir, value).is_some_and(|a| {
        matches!(ctx.attr_kind(a), AttrKind::Integer { ty, value } if *ty == ctx.i1_type() && value.is_zero() != bit)
    })
}

/// `xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)`.
pub(super) struct XOrINotCmpI;

impl OpRewritePattern for XOrINotCmpI {
    type Op = XOrIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: XOrIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let cmp = defining::<CmpIOp>(ctx, ir, op.lhs(ctx, ir))?;
        if !is_i1_constant(ctx, ir, op.rhs(ctx, ir), true) {
            return None;
        }
        let (a, b) = (cmp.lhs(ctx, ir), cmp.rhs(ctx, ir));
        let predicate = inverted(cmp.predicate(ctx, ir));
        // Recorded: the root, the comparison (the constant is not an op
        // of the source pattern).
        set_declarative_loc(rewriter, op.0, &[op.lhs(ctx, ir)]);
        let new = CmpIOp::builder(ctx)
            .predicate(predicate)
            .lhs(a)
            .rhs(b)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}

/// Which bitwise op a pattern rewrites.
#[derive(Clone, Copy)]
enum Bitwise {
    And,
    Or,
    XOr,
}

/// The source of the extension of the requested kind defining `value`.
fn extension_source(ctx: &Context, ir: &Ir, value: Value, signed: bool) -> Option<Value> {
    if signed {
        defining::<ExtSIOp>(ctx, ir, value).map(|e| e.r#in(ctx, ir))
    } else {
        defining::<ExtUIOp>(ctx, ir, value).map(|e| e.r#in(ctx, ir))
    }
}

/// Rewrites `root = op(lhs, rhs)` into `ext(op(x, y))` when `lhs` and
/// `rhs` extend `x` and `y` of one type.
fn rewrite_of_extensions(
    rewriter: &mut PatternRewriter<'_>,
    root: OpId,
    (lhs, rhs): (Value, Value),
    op: Bitwise,
    signed: bool,
) -> MatchResult {
    let (ctx, ir) = (rewriter.context(), rewriter.ir());
    let x = extension_source(ctx, ir, lhs, signed)?;
    let y = extension_source(ctx, ir, rhs, signed)?;
    if ir.value_type(x) != ir.value_type(y) {
        return None;
    }
    let result_type = ir.value_type(ir.result(root, 0));
    set_declarative_loc(rewriter, root, &[lhs, rhs]);
    let mut b = rewriter.builder();
    let inner = match op {
        Bitwise::And => AndIOp::builder(ctx).lhs(x).rhs(y).build(&mut b).0,
        Bitwise::Or => OrIOp::builder(ctx).lhs(x).rhs(y).build(&mut b).0,
        Bitwise::XOr => XOrIOp::builder(ctx).lhs(x).rhs(y).build(&mut b).0,
    };
    let inner = b.ir().result(inner, 0);
    let outer = if signed {
        ExtSIOp::builder(ctx)
            .r#in(inner)
            .out_type(result_type)
            .build(&mut b)
            .0
    } else {
        ExtUIOp::builder(ctx)
            .r#in(inner)
            .out_type(result_type)
            .build(&mut b)
            .0
    };
    rewriter.replace_op_with_op(root, outer);
    Some(())
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` rooted at the bitwise op `T`,
/// both extensions `extsi` (`signed`) or both `extui`, `x` and `y` of one
/// type.
pub(super) struct BitwiseOfExtensions<T> {
    signed: bool,
    op: std::marker::PhantomData<fn() -> T>,
}

impl<T> BitwiseOfExtensions<T> {
    /// The pattern over `extsi` (`signed`) or `extui`.
    pub(super) const fn new(signed: bool) -> Self {
        BitwiseOfExtensions {
            signed,
            op: std::marker::PhantomData,
        }
    }
}

macro_rules! bitwise_patterns {
    ($($op:ident => $kind:ident;)*) => {$(
        impl OpRewritePattern for BitwiseOfExtensions<$op> {
            type Op = $op;

            fn benefit(&self) -> PatternBenefit {
                3
            }

            fn match_and_rewrite(&self, op: $op, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
                let (ctx, ir) = (rewriter.context(), rewriter.ir());
                let operands = (op.lhs(ctx, ir), op.rhs(ctx, ir));
                rewrite_of_extensions(rewriter, op.0, operands, Bitwise::$kind, self.signed)
            }
        }
    )*};
}

bitwise_patterns! {
    AndIOp => And;
    OrIOp => Or;
    XOrIOp => XOr;
}
