//! Folders of the integer ops with one result: addition, subtraction,
//! multiplication, the divisions and remainders, the bitwise ops, shifts,
//! minimum and maximum.

use super::support::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    ApInt, Context, FoldOperands, Ir, OpFoldResult, OpFolder, Value,
    const_fold::{const_fold_binary, zero_attr},
    matchers::{constant_int, int_value, is_all_ones_int, is_one_int, is_zero_int},
};

/// Folds the two constants with `compute` (MLIR's `constFoldBinaryOp`).
fn fold_ints(
    ctx: &Context,
    operands: &FoldOperands,
    compute: impl FnMut(&ApInt, &ApInt) -> Option<ApInt>,
) -> Option<OpFoldResult> {
    const_fold_binary(ctx, operands.operand(0), operands.operand(1), None, compute)
        .map(OpFoldResult::Attribute)
}

/// The zero of the op's result type, if it has one that is static.
fn zero_of(ctx: &Context, ir: &Ir, result: Value) -> Option<OpFoldResult> {
    zero_attr(ctx, ir.value_type(result)).map(OpFoldResult::Attribute)
}

impl OpFolder for AddIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: AddIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        // addi(x, 0) -> x
        if is_zero_int(ctx, a.rhs()) {
            return Some(lhs.into());
        }
        // addi(subi(a, b), b) -> a
        if let Some(sub) = defining::<SubIOp>(ctx, ir, lhs)
            && sub.rhs(ctx, ir) == rhs
        {
            return Some(sub.lhs(ctx, ir).into());
        }
        // addi(b, subi(a, b)) -> a
        if let Some(sub) = defining::<SubIOp>(ctx, ir, rhs)
            && sub.rhs(ctx, ir) == lhs
        {
            return Some(sub.lhs(ctx, ir).into());
        }
        fold_ints(ctx, &a, |x, y| Some(x.wrapping_add(y)))
    }
}

impl OpFolder for SubIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: SubIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        // subi(x, x) -> 0
        if lhs == rhs
            && let Some(zero) = zero_of(ctx, ir, self.result(ctx, ir))
        {
            return Some(zero);
        }
        // subi(x, 0) -> x
        if is_zero_int(ctx, a.rhs()) {
            return Some(lhs.into());
        }
        if let Some(add) = defining::<AddIOp>(ctx, ir, lhs) {
            // subi(addi(a, b), b) -> a
            if add.rhs(ctx, ir) == rhs {
                return Some(add.lhs(ctx, ir).into());
            }
            // subi(addi(a, b), a) -> b
            if add.lhs(ctx, ir) == rhs {
                return Some(add.rhs(ctx, ir).into());
            }
        }
        fold_ints(ctx, &a, |x, y| Some(x.wrapping_sub(y)))
    }
}

impl OpFolder for MulIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: MulIOpFoldAdaptor) -> Option<OpFoldResult> {
        // muli(x, 0) -> 0
        if is_zero_int(ctx, a.rhs()) {
            return Some(self.rhs(ctx, ir).into());
        }
        // muli(x, 1) -> x
        if is_one_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_ints(ctx, &a, |x, y| Some(x.wrapping_mul(y)))
    }
}

impl OpFolder for DivUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: DivUIOpFoldAdaptor) -> Option<OpFoldResult> {
        // divui(x, 1) -> x
        if is_one_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        // No fold that divides by zero.
        fold_ints(ctx, &a, |x, y| x.udiv(y))
    }
}

impl OpFolder for DivSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: DivSIOpFoldAdaptor) -> Option<OpFoldResult> {
        // divsi(x, 1) -> x
        if is_one_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        // No fold that divides by zero or overflows (`min / -1`).
        fold_ints(ctx, &a, |x, y| match x.sdiv_ov(y)? {
            (q, false) => Some(q),
            (_, true) => None,
        })
    }
}

/// `(a - 1) / b + 1` for positive `a` and `b`, if nothing overflows
/// (MLIR's `signedCeilNonnegInputs`).
fn signed_ceil_nonneg(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let one = ApInt::one(a.width());
    let (decremented, o1) = a.ssub_ov(&one);
    let (quotient, o2) = decremented.sdiv_ov(b)?;
    let (result, o3) = quotient.sadd_ov(&one);
    (!(o1 || o2 || o3)).then_some(result)
}

impl OpFolder for CeilDivUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: CeilDivUIOpFoldAdaptor) -> Option<OpFoldResult> {
        // ceildivui(x, 1) -> x
        if is_one_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_ints(ctx, &a, |x, y| {
            let (quotient, remainder) = x.udiv_rem(y)?;
            if remainder.is_zero() {
                return Some(quotient);
            }
            match quotient.uadd_ov(&ApInt::one(x.width())) {
                (q, false) => Some(q),
                (_, true) => None,
            }
        })
    }
}

impl OpFolder for CeilDivSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: CeilDivSIOpFoldAdaptor) -> Option<OpFoldResult> {
        // ceildivsi(x, 1) -> x
        if is_one_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_ints(ctx, &a, |x, y| {
            if y.is_zero() {
                return None;
            }
            if x.is_zero() {
                return Some(x.clone());
            }
            let zero = ApInt::zero(x.width());
            let positive = |v: &ApInt| v.scmp(&zero) == std::cmp::Ordering::Greater;
            let negate = |v: &ApInt| match zero.ssub_ov(v) {
                (n, false) => Some(n),
                (_, true) => None,
            };
            match (positive(x), positive(y)) {
                // Both positive: ceil(a / b).
                (true, true) => signed_ceil_nonneg(x, y),
                // Both negative: ceil(-a / -b).
                (false, false) => signed_ceil_nonneg(&negate(x)?, &negate(y)?),
                // a negative: -(-a / b).
                (false, true) => match negate(x)?.sdiv_ov(y)? {
                    (q, false) => negate(&q),
                    (_, true) => None,
                },
                // b negative: -(a / -b).
                (true, false) => match x.sdiv_ov(&negate(y)?)? {
                    (q, false) => negate(&q),
                    (_, true) => None,
                },
            }
        })
    }
}

impl OpFolder for FloorDivSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: FloorDivSIOpFoldAdaptor) -> Option<OpFoldResult> {
        // floordivsi(x, 1) -> x
        if is_one_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_ints(ctx, &a, |x, y| match x.sfloordiv_ov(y)? {
            (q, false) => Some(q),
            (_, true) => None,
        })
    }
}

impl OpFolder for RemUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: RemUIOpFoldAdaptor) -> Option<OpFoldResult> {
        // remui(x, 1) -> 0
        if is_one_int(ctx, a.rhs()) {
            return zero_of(ctx, ir, self.result(ctx, ir));
        }
        fold_ints(ctx, &a, |x, y| x.urem(y))
    }
}

impl OpFolder for RemSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: RemSIOpFoldAdaptor) -> Option<OpFoldResult> {
        // remsi(x, 1) -> 0
        if is_one_int(ctx, a.rhs()) {
            return zero_of(ctx, ir, self.result(ctx, ir));
        }
        fold_ints(ctx, &a, |x, y| x.srem(y))
    }
}

/// Whether `value` is `xori(other, all ones)` (`not(other)`); the all-ones
/// constant when it is.
fn not_of(ctx: &Context, ir: &Ir, value: Value, other: Value) -> Option<Value> {
    let xor = defining::<XOrIOp>(ctx, ir, value)?;
    if xor.lhs(ctx, ir) != other {
        return None;
    }
    let ones = xor.rhs(ctx, ir);
    constant_int(ctx, ir, ones)?.is_all_ones().then_some(ones)
}

impl OpFolder for AndIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: AndIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        // and(x, 0) -> 0
        if is_zero_int(ctx, a.rhs()) {
            return Some(rhs.into());
        }
        // and(x, all ones) -> x
        if is_all_ones_int(ctx, a.rhs()) {
            return Some(lhs.into());
        }
        // and(x, not(x)) -> 0, and(not(x), x) -> 0
        if not_of(ctx, ir, rhs, lhs).is_some() || not_of(ctx, ir, lhs, rhs).is_some() {
            return zero_of(ctx, ir, self.result(ctx, ir));
        }
        // and(a, and(a, b)) -> and(a, b)
        for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
            if let Some(prev) = defining::<AndIOp>(ctx, ir, inner)
                && (other == prev.lhs(ctx, ir) || other == prev.rhs(ctx, ir))
            {
                return Some(prev.result(ctx, ir).into());
            }
        }
        fold_ints(ctx, &a, |x, y| Some(x.and(y)))
    }
}

impl OpFolder for OrIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: OrIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        if let Some(value) = a.rhs().and_then(|c| int_value(ctx, c)) {
            // or(x, 0) -> x
            if value.is_zero() {
                return Some(lhs.into());
            }
            // or(x, all ones) -> all ones
            if value.is_all_ones() {
                return a.rhs().map(OpFoldResult::Attribute);
            }
        }
        // or(x, not(x)) -> all ones, or(not(x), x) -> all ones
        if let Some(ones) = not_of(ctx, ir, rhs, lhs).or_else(|| not_of(ctx, ir, lhs, rhs)) {
            return Some(ones.into());
        }
        fold_ints(ctx, &a, |x, y| Some(x.or(y)))
    }
}

impl OpFolder for XOrIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: XOrIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        // xor(x, 0) -> x
        if is_zero_int(ctx, a.rhs()) {
            return Some(lhs.into());
        }
        // xor(x, x) -> 0
        if lhs == rhs {
            return zero_of(ctx, ir, self.result(ctx, ir));
        }
        // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
        if let Some(prev) = defining::<XOrIOp>(ctx, ir, lhs) {
            if prev.rhs(ctx, ir) == rhs {
                return Some(prev.lhs(ctx, ir).into());
            }
            if prev.lhs(ctx, ir) == rhs {
                return Some(prev.rhs(ctx, ir).into());
            }
        }
        // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
        if let Some(prev) = defining::<XOrIOp>(ctx, ir, rhs) {
            if prev.rhs(ctx, ir) == lhs {
                return Some(prev.lhs(ctx, ir).into());
            }
            if prev.lhs(ctx, ir) == lhs {
                return Some(prev.rhs(ctx, ir).into());
            }
        }
        fold_ints(ctx, &a, |x, y| Some(x.xor(y)))
    }
}

/// A shift of the constants when the amount is less than the width.
fn fold_shift(
    ctx: &Context,
    operands: &FoldOperands,
    shift: impl Fn(&ApInt, &ApInt) -> ApInt,
) -> Option<OpFoldResult> {
    fold_ints(ctx, operands, |x, amount| {
        let in_range = amount
            .to_u64()
            .is_some_and(|n| n < u64::from(amount.width()));
        in_range.then(|| shift(x, amount))
    })
}

impl OpFolder for ShLIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: ShLIOpFoldAdaptor) -> Option<OpFoldResult> {
        // shli(x, 0) -> x
        if is_zero_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_shift(ctx, &a, ApInt::shl)
    }
}

impl OpFolder for ShRUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: ShRUIOpFoldAdaptor) -> Option<OpFoldResult> {
        // shrui(x, 0) -> x
        if is_zero_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_shift(ctx, &a, ApInt::lshr)
    }
}

impl OpFolder for ShRSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: ShRSIOpFoldAdaptor) -> Option<OpFoldResult> {
        // shrsi(x, 0) -> x
        if is_zero_int(ctx, a.rhs()) {
            return Some(self.lhs(ctx, ir).into());
        }
        fold_shift(ctx, &a, ApInt::ashr)
    }
}

/// Folds a minimum or maximum: `op(x, x) -> x`; `op(x, absorbing) ->
/// absorbing`; `op(x, identity) -> x`; constants with `compute`.
fn fold_min_max(
    ctx: &Context,
    (lhs, rhs): (Value, Value),
    operands: &FoldOperands,
    absorbing: impl Fn(&ApInt) -> bool,
    identity: impl Fn(&ApInt) -> bool,
    compute: impl Fn(&ApInt, &ApInt) -> ApInt,
) -> Option<OpFoldResult> {
    if lhs == rhs {
        return Some(rhs.into());
    }
    if let Some(value) = operands.operand(1).and_then(|c| int_value(ctx, c)) {
        if absorbing(&value) {
            return Some(rhs.into());
        }
        if identity(&value) {
            return Some(lhs.into());
        }
    }
    fold_ints(ctx, operands, |x, y| Some(compute(x, y)))
}

impl OpFolder for MaxSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: MaxSIOpFoldAdaptor) -> Option<OpFoldResult> {
        let operands = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        fold_min_max(
            ctx,
            operands,
            &a,
            ApInt::is_max_signed,
            ApInt::is_min_signed,
            ApInt::smax,
        )
    }
}

impl OpFolder for MaxUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: MaxUIOpFoldAdaptor) -> Option<OpFoldResult> {
        let operands = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        fold_min_max(
            ctx,
            operands,
            &a,
            ApInt::is_all_ones,
            ApInt::is_zero,
            ApInt::umax,
        )
    }
}

impl OpFolder for MinSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: MinSIOpFoldAdaptor) -> Option<OpFoldResult> {
        let operands = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        fold_min_max(
            ctx,
            operands,
            &a,
            ApInt::is_min_signed,
            ApInt::is_max_signed,
            ApInt::smin,
        )
    }
}

impl OpFolder for MinUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: MinUIOpFoldAdaptor) -> Option<OpFoldResult> {
        let operands = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        fold_min_max(
            ctx,
            operands,
            &a,
            ApInt::is_zero,
            ApInt::is_all_ones,
            ApInt::umin,
        )
    }
}
