//! Reassociating additions and subtractions of constants (MLIR's
//! `ArithCanonicalization.td`: `AddIAddConstant`, `SubIRHSAddConstant`,
//! ...), and `x + y * -1` into `x - y`. Constants are the right operand,
//! where folding moves them; the new constant is computed with wrapping.

use super::support::{
    int_constant, int_constant_op, int_or_splat, merge_overflow, set_declarative_loc,
};
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    ApInt, MatchResult, OpId, OpRewritePattern, PatternBenefit, PatternRewriter, Type, Value,
    const_fold,
};

/// How the new constant is made from the matched ones (`c0`, `c1`).
#[derive(Clone, Copy)]
enum Combine {
    /// `c0 + c1`.
    Sum,
    /// `c0 - c1`.
    Difference,
    /// `c1 - c0`.
    ReverseDifference,
}

impl Combine {
    fn apply(self, c0: &ApInt, c1: &ApInt) -> ApInt {
        match self {
            Combine::Sum => c0.wrapping_add(c1),
            Combine::Difference => c0.wrapping_sub(c1),
            Combine::ReverseDifference => c1.wrapping_sub(c0),
        }
    }
}

/// Which op the rewrite builds, and where its operands go.
#[derive(Clone, Copy)]
enum Rebuilt {
    /// `addi(x, c)`.
    AddXC,
    /// `subi(x, c)`.
    SubXC,
    /// `subi(c, x)`.
    SubCX,
}

/// Builds the rewritten op of `rebuilt` with the new constant `c` of type
/// `ty`, and replaces `root` with it.
fn rebuild(
    rewriter: &mut PatternRewriter<'_>,
    root: OpId,
    rebuilt: Rebuilt,
    x: Value,
    ty: Type,
    c: &ApInt,
    flags: IntegerOverflowFlags,
) -> MatchResult {
    let ctx = rewriter.context();
    let c = int_constant_op(rewriter, ty, c);
    let new = match rebuilt {
        Rebuilt::AddXC => {
            AddIOp::builder(ctx)
                .lhs(x)
                .rhs(c)
                .overflow_flags(flags)
                .build(&mut rewriter.builder())
                .0
        }
        Rebuilt::SubXC => {
            SubIOp::builder(ctx)
                .lhs(x)
                .rhs(c)
                .overflow_flags(flags)
                .build(&mut rewriter.builder())
                .0
        }
        Rebuilt::SubCX => {
            SubIOp::builder(ctx)
                .lhs(c)
                .rhs(x)
                .overflow_flags(flags)
                .build(&mut rewriter.builder())
                .0
        }
    };
    rewriter.replace_op_with_op(root, new);
    Some(())
}

/// Where the inner op's constant is: `inner(x, c0)` or `inner(c0, x)`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ConstantSide {
    Right,
    Left,
}

/// `addi(inner(...), c1)` patterns.
pub(super) struct AddIOfConstant {
    inner_is_add: bool,
    side: ConstantSide,
    combine: Combine,
    rebuilt: Rebuilt,
}

/// `addi(addi(x, c0), c1) -> addi(x, c0 + c1)`.
pub(super) const ADDI_ADD_CONSTANT: AddIOfConstant = AddIOfConstant {
    inner_is_add: true,
    side: ConstantSide::Right,
    combine: Combine::Sum,
    rebuilt: Rebuilt::AddXC,
};
/// `addi(subi(x, c0), c1) -> addi(x, c1 - c0)`.
pub(super) const ADDI_SUB_CONSTANT_RHS: AddIOfConstant = AddIOfConstant {
    inner_is_add: false,
    side: ConstantSide::Right,
    combine: Combine::ReverseDifference,
    rebuilt: Rebuilt::AddXC,
};
/// `addi(subi(c0, x), c1) -> subi(c0 + c1, x)`.
pub(super) const ADDI_SUB_CONSTANT_LHS: AddIOfConstant = AddIOfConstant {
    inner_is_add: false,
    side: ConstantSide::Left,
    combine: Combine::Sum,
    rebuilt: Rebuilt::SubCX,
};

/// The inner `addi`/`subi` defining `value`: its operands and flags.
fn inner_op(
    rewriter: &PatternRewriter<'_>,
    value: Value,
    is_add: bool,
) -> Option<(Value, Value, IntegerOverflowFlags)> {
    let (ctx, ir) = (rewriter.context(), rewriter.ir());
    if is_add {
        let op = defining::<AddIOp>(ctx, ir, value)?;
        Some((op.lhs(ctx, ir), op.rhs(ctx, ir), op.overflow_flags(ctx, ir)))
    } else {
        let op = defining::<SubIOp>(ctx, ir, value)?;
        Some((op.lhs(ctx, ir), op.rhs(ctx, ir), op.overflow_flags(ctx, ir)))
    }
}

/// The non-constant operand of `inner(a, b)` with the constant on
/// `side`, the constant operand and its value.
fn split(
    rewriter: &PatternRewriter<'_>,
    (a, b): (Value, Value),
    side: ConstantSide,
) -> Option<(Value, Value, ApInt)> {
    let (ctx, ir) = (rewriter.context(), rewriter.ir());
    match side {
        ConstantSide::Right => Some((a, b, int_constant(ctx, ir, b)?)),
        ConstantSide::Left => Some((b, a, int_constant(ctx, ir, a)?)),
    }
}

impl OpRewritePattern for AddIOfConstant {
    type Op = AddIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (lhs, rhs, flags) = (op.lhs(ctx, ir), op.rhs(ctx, ir), op.overflow_flags(ctx, ir));
        let (a, b, inner_flags) = inner_op(rewriter, lhs, self.inner_is_add)?;
        let (x, c0_value, c0) = split(rewriter, (a, b), self.side)?;
        let c1 = int_constant(ctx, rewriter.ir(), rhs)?;
        let ty = rewriter.ir().value_type(op.result(ctx, rewriter.ir()));
        let c = self.combine.apply(&c0, &c1);
        // Recorded: the root, c0, the inner op, c1.
        set_declarative_loc(rewriter, op.0, &[c0_value]);
        rebuild(
            rewriter,
            op.0,
            self.rebuilt,
            x,
            ty,
            &c,
            merge_overflow(inner_flags, flags),
        )
    }
}

/// `subi` patterns: `subi(inner(...), c1)` or `subi(c1, inner(...))`.
pub(super) struct SubIOfConstant {
    /// The inner op is the left operand (else the right one, and the
    /// constant `c1` the left).
    inner_on_left: bool,
    inner_is_add: bool,
    side: ConstantSide,
    combine: Combine,
    rebuilt: Rebuilt,
    /// The rewrite keeps no overflow flags (MLIR's `DefOverflow`).
    drop_flags: bool,
}

/// `subi(addi(x, c0), c1) -> addi(x, c0 - c1)`.
pub(super) const SUBI_RHS_ADD_CONSTANT: SubIOfConstant = SubIOfConstant {
    inner_on_left: true,
    inner_is_add: true,
    side: ConstantSide::Right,
    combine: Combine::Difference,
    rebuilt: Rebuilt::AddXC,
    drop_flags: true,
};
/// `subi(c1, addi(x, c0)) -> subi(c1 - c0, x)`.
pub(super) const SUBI_LHS_ADD_CONSTANT: SubIOfConstant = SubIOfConstant {
    inner_on_left: false,
    inner_is_add: true,
    side: ConstantSide::Right,
    combine: Combine::ReverseDifference,
    rebuilt: Rebuilt::SubCX,
    drop_flags: false,
};
/// `subi(subi(x, c0), c1) -> subi(x, c0 + c1)`.
pub(super) const SUBI_RHS_SUB_CONSTANT_RHS: SubIOfConstant = SubIOfConstant {
    inner_on_left: true,
    inner_is_add: false,
    side: ConstantSide::Right,
    combine: Combine::Sum,
    rebuilt: Rebuilt::SubXC,
    drop_flags: false,
};
/// `subi(subi(c0, x), c1) -> subi(c0 - c1, x)`.
pub(super) const SUBI_RHS_SUB_CONSTANT_LHS: SubIOfConstant = SubIOfConstant {
    inner_on_left: true,
    inner_is_add: false,
    side: ConstantSide::Left,
    combine: Combine::Difference,
    rebuilt: Rebuilt::SubCX,
    drop_flags: false,
};
/// `subi(c1, subi(x, c0)) -> subi(c0 + c1, x)`.
pub(super) const SUBI_LHS_SUB_CONSTANT_RHS: SubIOfConstant = SubIOfConstant {
    inner_on_left: false,
    inner_is_add: false,
    side: ConstantSide::Right,
    combine: Combine::Sum,
    rebuilt: Rebuilt::SubCX,
    drop_flags: false,
};
/// `subi(c1, subi(c0, x)) -> addi(x, c1 - c0)`.
pub(super) const SUBI_LHS_SUB_CONSTANT_LHS: SubIOfConstant = SubIOfConstant {
    inner_on_left: false,
    inner_is_add: false,
    side: ConstantSide::Left,
    combine: Combine::ReverseDifference,
    rebuilt: Rebuilt::AddXC,
    drop_flags: false,
};

impl OpRewritePattern for SubIOfConstant {
    type Op = SubIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (lhs, rhs, flags) = (op.lhs(ctx, ir), op.rhs(ctx, ir), op.overflow_flags(ctx, ir));
        let (inner, outer_constant) = if self.inner_on_left {
            (lhs, rhs)
        } else {
            (rhs, lhs)
        };
        let (a, b, inner_flags) = inner_op(rewriter, inner, self.inner_is_add)?;
        let (x, c0_value, c0) = split(rewriter, (a, b), self.side)?;
        let c1 = int_constant(ctx, rewriter.ir(), outer_constant)?;
        // Recorded: the root, then the left operand's ops (c0 and the
        // inner op, or c1), then the right one's.
        let second = if self.inner_on_left {
            c0_value
        } else {
            outer_constant
        };
        set_declarative_loc(rewriter, op.0, &[second]);
        let ty = rewriter.ir().value_type(op.result(ctx, rewriter.ir()));
        let c = self.combine.apply(&c0, &c1);
        let flags = if self.drop_flags {
            IntegerOverflowFlags::none
        } else {
            merge_overflow(inner_flags, flags)
        };
        rebuild(rewriter, op.0, self.rebuilt, x, ty, &c, flags)
    }
}

/// `subi(subi(a, b), a) -> subi(0, b)`.
pub(super) struct SubISubILhsRhsLhs;

impl OpRewritePattern for SubISubILhsRhsLhs {
    type Op = SubIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: SubIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (lhs, rhs, flags) = (op.lhs(ctx, ir), op.rhs(ctx, ir), op.overflow_flags(ctx, ir));
        let (a, b, inner_flags) = inner_op(rewriter, lhs, false)?;
        if a != rhs {
            return None;
        }
        let zero = const_fold::zero_attr(ctx, rewriter.ir().value_type(b))?;
        set_declarative_loc(rewriter, op.0, &[lhs]);
        let zero = super::support::constant_op(rewriter, zero);
        let new = SubIOp::builder(ctx)
            .lhs(zero)
            .rhs(b)
            .overflow_flags(merge_overflow(inner_flags, flags))
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}

/// `addi(x, muli(y, -1)) -> subi(x, y)` and `addi(muli(x, -1), y) ->
/// subi(y, x)`, the multiplication by -1 on the right or the left.
pub(super) struct AddIMulNegativeOne {
    /// The multiplication is the right operand.
    on_right: bool,
}

/// `addi(x, muli(y, -1)) -> subi(x, y)`.
pub(super) const ADDI_MUL_NEGATIVE_ONE_RHS: AddIMulNegativeOne =
    AddIMulNegativeOne { on_right: true };
/// `addi(muli(x, -1), y) -> subi(y, x)`.
pub(super) const ADDI_MUL_NEGATIVE_ONE_LHS: AddIMulNegativeOne =
    AddIMulNegativeOne { on_right: false };

impl OpRewritePattern for AddIMulNegativeOne {
    type Op = AddIOp;

    fn benefit(&self) -> PatternBenefit {
        2
    }

    fn match_and_rewrite(&self, op: AddIOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let (lhs, rhs) = (op.lhs(ctx, ir), op.rhs(ctx, ir));
        let (product, other) = if self.on_right {
            (rhs, lhs)
        } else {
            (lhs, rhs)
        };
        let mul = defining::<MulIOp>(ctx, ir, product)?;
        let (y, factor) = (mul.lhs(ctx, ir), mul.rhs(ctx, ir));
        if !int_or_splat(ctx, ir, factor)?.is_all_ones() {
            return None;
        }
        // Recorded: the root, -1, the multiplication.
        set_declarative_loc(rewriter, op.0, &[factor]);
        let new = SubIOp::builder(ctx)
            .lhs(other)
            .rhs(y)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}
