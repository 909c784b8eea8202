//! The ranges of the results of integer arithmetic given those of its
//! operands (MLIR's `InferIntRangeCommon`): addition, subtraction,
//! multiplication, the divisions and remainders, min and max, the bitwise
//! operations, shifts, extensions, truncation and comparisons. Dialects
//! implement `InferIntRangeInterface` with these.
//!
//! Bounds are computed exactly for widths up to 128 bits; wider values (and
//! width 0, not an integer) get the maximal range, which is always sound.

use dialectic_runtime::storage::apint::ApInt;

use super::int_ranges::ConstantIntRanges;

/// The no-wrap flags of an arithmetic op (`overflow<nsw, nuw>`): with a
/// flag, overflowing in that reading is undefined, so bounds saturate
/// instead of giving up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

/// A comparison predicate (in the order of `arith.cmpi`'s).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPredicate {
    /// Equal.
    Eq,
    /// Not equal.
    Ne,
    /// Signed less than.
    Slt,
    /// Signed less or equal.
    Sle,
    /// Signed greater than.
    Sgt,
    /// Signed greater or equal.
    Sge,
    /// Unsigned less than.
    Ult,
    /// Unsigned less or equal.
    Ule,
    /// Unsigned greater than.
    Ugt,
    /// Unsigned greater or equal.
    Uge,
}

/// An integer of `width` bits (at most 128), as its bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bits {
    width: u32,
    bits: u128,
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl Bits {
    fn of(value: &ApInt) -> Bits {
        Bits {
            width: value.width(),
            bits: value.low_u128() & mask(value.width()),
        }
    }

    fn unsigned(width: u32, value: u128) -> Bits {
        Bits {
            width,
            bits: value & mask(width),
        }
    }

    fn signed(width: u32, value: i128) -> Bits {
        Bits::unsigned(width, value as u128)
    }

    fn zero(width: u32) -> Bits {
        Bits::unsigned(width, 0)
    }

    fn max(width: u32) -> Bits {
        Bits::unsigned(width, u128::MAX)
    }

    fn smin(width: u32) -> Bits {
        Bits::unsigned(width, 1 << (width - 1))
    }

    fn smax(width: u32) -> Bits {
        Bits::unsigned(width, mask(width) >> 1)
    }

    fn apint(self) -> ApInt {
        ApInt::from_u128(self.width, self.bits)
    }

    fn u(self) -> u128 {
        self.bits
    }

    fn s(self) -> i128 {
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }

    fn is_negative(self) -> bool {
        self.s() < 0
    }

    fn is_zero(self) -> bool {
        self.bits == 0
    }

    /// Leading zero bits within the width.
    fn clz(self) -> u32 {
        self.bits.leading_zeros() - (128 - self.width)
    }

    /// Leading one bits within the width.
    fn clo(self) -> u32 {
        Bits::unsigned(self.width, !self.bits).clz()
    }

    fn in_signed_range(width: u32, value: i128) -> bool {
        value >= Bits::smin(width).s() && value <= Bits::smax(width).s()
    }

    fn uadd_ov(self, o: Bits) -> Option<Bits> {
        let sum = self.u().checked_add(o.u())?;
        (sum <= mask(self.width)).then(|| Bits::unsigned(self.width, sum))
    }

    fn sadd_ov(self, o: Bits) -> Option<Bits> {
        let sum = self.s().checked_add(o.s())?;
        Bits::in_signed_range(self.width, sum).then(|| Bits::signed(self.width, sum))
    }

    fn usub_ov(self, o: Bits) -> Option<Bits> {
        let difference = self.u().checked_sub(o.u())?;
        Some(Bits::unsigned(self.width, difference))
    }

    fn ssub_ov(self, o: Bits) -> Option<Bits> {
        let difference = self.s().checked_sub(o.s())?;
        Bits::in_signed_range(self.width, difference).then(|| Bits::signed(self.width, difference))
    }

    fn umul_ov(self, o: Bits) -> Option<Bits> {
        let product = self.u().checked_mul(o.u())?;
        (product <= mask(self.width)).then(|| Bits::unsigned(self.width, product))
    }

    fn smul_ov(self, o: Bits) -> Option<Bits> {
        let product = self.s().checked_mul(o.s())?;
        Bits::in_signed_range(self.width, product).then(|| Bits::signed(self.width, product))
    }

    /// The saturated value of a signed operation that overflowed with
    /// a result of sign `negative`.
    fn signed_saturation(width: u32, negative: bool) -> Bits {
        if negative {
            Bits::smin(width)
        } else {
            Bits::smax(width)
        }
    }

    fn udiv(self, o: Bits) -> Bits {
        Bits::unsigned(self.width, self.u() / o.u())
    }

    fn urem(self, o: Bits) -> Bits {
        Bits::unsigned(self.width, self.u() % o.u())
    }

    /// Signed division; `None` for `smin / -1`.
    fn sdiv_ov(self, o: Bits) -> Option<Bits> {
        let quotient = self.s().checked_div(o.s())?;
        Bits::in_signed_range(self.width, quotient).then(|| Bits::signed(self.width, quotient))
    }

    fn srem(self, o: Bits) -> Bits {
        Bits::signed(self.width, self.s().wrapping_rem(o.s()))
    }

    /// `self << amount` and whether bits were shifted out (unsigned).
    fn ushl_ov(self, amount: Bits) -> Option<Bits> {
        if amount.u() >= self.width as u128 || amount.u() > self.clz() as u128 {
            return None;
        }
        Some(Bits::unsigned(self.width, self.u() << amount.u()))
    }

    /// `self << amount`, `None` if the sign would change or bits be lost.
    fn sshl_ov(self, amount: Bits) -> Option<Bits> {
        let leading = if self.is_negative() {
            self.clo()
        } else {
            self.clz()
        };
        if amount.u() >= self.width as u128 || amount.u() >= leading as u128 {
            return None;
        }
        Some(Bits::unsigned(self.width, self.u() << amount.u()))
    }

    fn ult(self, o: Bits) -> bool {
        self.u() < o.u()
    }

    fn slt(self, o: Bits) -> bool {
        self.s() < o.s()
    }
}

/// The bounds of a range as [`Bits`], if its width is one they handle.
struct Bounds {
    width: u32,
    umin: Bits,
    umax: Bits,
    smin: Bits,
    smax: Bits,
}

fn bounds(range: &ConstantIntRanges) -> Option<Bounds> {
    let width = range.width();
    if width == 0 || width > 128 {
        return None;
    }
    Some(Bounds {
        width,
        umin: Bits::of(range.umin()),
        umax: Bits::of(range.umax()),
        smin: Bits::of(range.smin()),
        smax: Bits::of(range.smax()),
    })
}

fn range(min: Bits, max: Bits, signed: bool) -> ConstantIntRanges {
    ConstantIntRanges::range(min.apint(), max.apint(), signed)
}

fn from_signed(min: Bits, max: Bits) -> ConstantIntRanges {
    range(min, max, true)
}

fn from_unsigned(min: Bits, max: Bits) -> ConstantIntRanges {
    range(min, max, false)
}

/// `op(min_l, min_r)..=op(max_l, max_r)`, every value if either overflows
/// (MLIR's `computeBoundsBy`).
fn bounds_by(
    op: impl Fn(Bits, Bits) -> Option<Bits>,
    (min_l, min_r): (Bits, Bits),
    (max_l, max_r): (Bits, Bits),
    signed: bool,
) -> ConstantIntRanges {
    match (op(min_l, min_r), op(max_l, max_r)) {
        (Some(min), Some(max)) => range(min, max, signed),
        _ => ConstantIntRanges::max_range(min_l.width),
    }
}

/// The smallest and largest `op(l, r)` for the given corners, every value
/// if one overflows (MLIR's `minMaxBy`).
fn min_max_by(
    op: impl Fn(Bits, Bits) -> Option<Bits>,
    lhs: [Bits; 2],
    rhs: [Bits; 2],
    signed: bool,
) -> ConstantIntRanges {
    let width = lhs[0].width;
    let (mut min, mut max) = if signed {
        (Bits::smax(width), Bits::smin(width))
    } else {
        (Bits::max(width), Bits::zero(width))
    };
    for l in lhs {
        for r in rhs {
            let Some(result) = op(l, r) else {
                return ConstantIntRanges::max_range(width);
            };
            let less = |a: Bits, b: Bits| if signed { a.slt(b) } else { a.ult(b) };
            if less(result, min) {
                min = result;
            }
            if less(max, result) {
                max = result;
            }
        }
    }
    range(min, max, signed)
}

/// The two operands' bounds, if their width is one [`Bits`] handle.
fn binary(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> Option<(Bounds, Bounds)> {
    match (bounds(lhs), bounds(rhs)) {
        (Some(l), Some(r)) if l.width == r.width => Some((l, r)),
        _ => None,
    }
}

/// The operands' bounds, or returns the maximal range.
macro_rules! try_bounds {
    ($lhs:expr, $rhs:expr) => {
        match binary($lhs, $rhs) {
            Some(b) => b,
            None => return ConstantIntRanges::max_range($lhs.width()),
        }
    };
}

/// `lhs + rhs`.
pub fn infer_add(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let uadd = |a: Bits, b: Bits| {
        if flags.nuw {
            Some(a.uadd_ov(b).unwrap_or(Bits::max(a.width)))
        } else {
            a.uadd_ov(b)
        }
    };
    let sadd = |a: Bits, b: Bits| {
        if flags.nsw {
            Some(
                a.sadd_ov(b)
                    .unwrap_or_else(|| Bits::signed_saturation(a.width, a.s() + b.s() < 0)),
            )
        } else {
            a.sadd_ov(b)
        }
    };
    let unsigned = bounds_by(uadd, (l.umin, r.umin), (l.umax, r.umax), false);
    let signed = bounds_by(sadd, (l.smin, r.smin), (l.smax, r.smax), true);
    unsigned.intersection(&signed)
}

/// `lhs - rhs`.
pub fn infer_sub(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let usub = |a: Bits, b: Bits| {
        if flags.nuw {
            Some(a.usub_ov(b).unwrap_or(Bits::zero(a.width)))
        } else {
            a.usub_ov(b)
        }
    };
    let ssub = |a: Bits, b: Bits| {
        if flags.nsw {
            Some(
                a.ssub_ov(b)
                    .unwrap_or_else(|| Bits::signed_saturation(a.width, a.s() - b.s() < 0)),
            )
        } else {
            a.ssub_ov(b)
        }
    };
    let unsigned = bounds_by(usub, (l.umin, r.umax), (l.umax, r.umin), false);
    let signed = bounds_by(ssub, (l.smin, r.smax), (l.smax, r.smin), true);
    unsigned.intersection(&signed)
}

/// `lhs * rhs`.
pub fn infer_mul(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let umul = |a: Bits, b: Bits| {
        if flags.nuw {
            Some(a.umul_ov(b).unwrap_or(Bits::max(a.width)))
        } else {
            a.umul_ov(b)
        }
    };
    let smul = |a: Bits, b: Bits| {
        if flags.nsw {
            Some(a.smul_ov(b).unwrap_or_else(|| {
                Bits::signed_saturation(a.width, a.is_negative() != b.is_negative())
            }))
        } else {
            a.smul_ov(b)
        }
    };
    let unsigned = min_max_by(umul, [l.umin, l.umax], [r.umin, r.umax], false);
    let signed = min_max_by(smul, [l.smin, l.smax], [r.smin, r.smax], true);
    unsigned.intersection(&signed)
}

/// Unsigned division with a fix-up of each quotient (for ceiling division).
fn div_u(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: impl Fn(Bits, Bits, Bits) -> Option<Bits>,
) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    if !r.umin.is_zero() && !r.umax.is_zero() {
        let udiv = |a: Bits, b: Bits| fixup(a, b, a.udiv(b));
        return min_max_by(udiv, [l.umin, l.umax], [r.umin, r.umax], false);
    }
    let mut umin = Bits::zero(l.width);
    if !l.umin.ult(r.umax) && !r.umax.is_zero() {
        umin = l.umin.udiv(r.umax);
    }
    // x u/ y u<= x.
    from_unsigned(umin, l.umax)
}

/// `lhs u/ rhs`.
pub fn infer_div_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_u(lhs, rhs, |_, _, quotient| Some(quotient))
}

/// `lhs u/ rhs` rounded up.
pub fn infer_ceil_div_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_u(lhs, rhs, |a, b, quotient| {
        if a.urem(b).is_zero() {
            Some(quotient)
        } else {
            quotient.uadd_ov(Bits::unsigned(quotient.width, 1))
        }
    })
}

/// Signed division with a fix-up of each quotient (for ceiling and floor
/// division).
fn div_s(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    fixup: &dyn Fn(Bits, Bits, Bits) -> Option<Bits>,
) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let can_divide = r.smin.s() > 0 || r.smax.is_negative();
    if !can_divide {
        return ConstantIntRanges::max_range(l.width);
    }
    let sdiv = |a: Bits, b: Bits| fixup(a, b, a.sdiv_ov(b)?);
    min_max_by(sdiv, [l.smin, l.smax], [r.smin, r.smax], true)
}

/// `lhs s/ rhs`, rounded toward zero.
pub fn infer_div_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_s(lhs, rhs, &|_, _, quotient| Some(quotient))
}

/// `lhs s/ rhs` rounded toward positive infinity.
pub fn infer_ceil_div_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let fixup = |a: Bits, b: Bits, quotient: Bits| {
        if !a.srem(b).is_zero() && a.is_negative() == b.is_negative() {
            return quotient.sadd_ov(Bits::unsigned(quotient.width, 1));
        }
        // `smin / b` for `b > 1` rounds as MLIR's folder does.
        if a == Bits::smin(a.width) && b.s() > 1 {
            return Some(Bits::signed(quotient.width, quotient.s().wrapping_neg()));
        }
        Some(quotient)
    };
    let result = div_s(lhs, rhs, &fixup);
    match bounds(lhs) {
        // A range holding `smin` and more wraps to positive values: add
        // the quotients of `smin + 1..=smax`.
        Some(l) if l.smin == Bits::smin(l.width) && l.smax.s() > l.smin.s() => {
            let rest = from_signed(Bits::signed(l.width, l.smin.s() + 1), l.smax);
            result.range_union(&div_s(&rest, rhs, &fixup))
        }
        _ => result,
    }
}

/// `lhs s/ rhs` rounded toward negative infinity.
pub fn infer_floor_div_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    div_s(lhs, rhs, &|a, b, quotient| {
        if !a.srem(b).is_zero() && a.is_negative() != b.is_negative() {
            quotient.ssub_ov(Bits::unsigned(quotient.width, 1))
        } else {
            Some(quotient)
        }
    })
}

/// `lhs s% rhs` (the sign of the dividend).
pub fn infer_rem_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let width = l.width;
    let (mut smin, mut smax) = (Bits::smin(width), Bits::smax(width));
    // No bounds if the divisor may be zero.
    if r.smin.s() > 0 || r.smax.is_negative() {
        let max_divisor = if r.smin.s() > 0 {
            r.smax
        } else {
            Bits::signed(width, r.smin.s().wrapping_abs())
        };
        let zero = Bits::zero(width);
        let max_positive = Bits::signed(width, max_divisor.s().wrapping_sub(1));
        let min_negative = Bits::signed(width, max_positive.s().wrapping_neg());
        smin = if l.smin.is_negative() {
            min_negative
        } else {
            zero
        };
        smax = if l.smax.s() > 0 { max_positive } else { zero };
        // A contiguous sweep of the dividends over one divisor.
        if r.smin == r.smax {
            let span = Bits::signed(width, l.smax.s().wrapping_sub(l.smin.s()));
            if span.ult(max_divisor) {
                let (min_rem, max_rem) = (l.smin.srem(max_divisor), l.smax.srem(max_divisor));
                if min_rem.s() <= max_rem.s() {
                    smin = min_rem;
                    smax = max_rem;
                }
            }
        }
    }
    from_signed(smin, smax)
}

/// `lhs u% rhs`.
pub fn infer_rem_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let width = l.width;
    let mut umin = Bits::zero(width);
    // The remainder is smaller than the divisor and at most the dividend.
    let below_divisor = Bits::unsigned(width, r.umax.u().wrapping_sub(1));
    let mut umax = if below_divisor.ult(l.umax) {
        below_divisor
    } else {
        l.umax
    };
    if !r.umin.is_zero() && r.umin == r.umax {
        // A contiguous sweep of the dividends over one divisor.
        let span = Bits::unsigned(width, l.umax.u().wrapping_sub(l.umin.u()));
        if span.ult(r.umax) {
            let (min_rem, max_rem) = (l.umin.urem(r.umax), l.umax.urem(r.umax));
            if !max_rem.ult(min_rem) {
                umin = min_rem;
                umax = max_rem;
            }
        }
    }
    from_unsigned(umin, umax)
}

/// `max(lhs, rhs)` read as signed.
pub fn infer_max_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let pick = |a: Bits, b: Bits| if b.slt(a) { a } else { b };
    from_signed(pick(l.smin, r.smin), pick(l.smax, r.smax))
}

/// `max(lhs, rhs)` read as unsigned.
pub fn infer_max_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let pick = |a: Bits, b: Bits| if b.ult(a) { a } else { b };
    from_unsigned(pick(l.umin, r.umin), pick(l.umax, r.umax))
}

/// `min(lhs, rhs)` read as signed.
pub fn infer_min_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let pick = |a: Bits, b: Bits| if a.slt(b) { a } else { b };
    from_signed(pick(l.smin, r.smin), pick(l.smax, r.smax))
}

/// `min(lhs, rhs)` read as unsigned.
pub fn infer_min_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let pick = |a: Bits, b: Bits| if a.ult(b) { a } else { b };
    from_unsigned(pick(l.umin, r.umin), pick(l.umax, r.umax))
}

/// The bits that may differ between the unsigned bounds of `b`.
fn varying_bits(b: &Bounds) -> u128 {
    let differing = b.width - Bits::unsigned(b.width, b.umin.u() ^ b.umax.u()).clz();
    mask(differing)
}

/// The unsigned bounds with the bits that may vary cleared and set.
fn widened(b: &Bounds) -> [Bits; 2] {
    let varying = varying_bits(b);
    [
        Bits::unsigned(b.width, b.umin.u() & !varying),
        Bits::unsigned(b.width, b.umax.u() | varying),
    ]
}

/// `lhs & rhs`.
pub fn infer_and(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let and = |a: Bits, b: Bits| Some(Bits::unsigned(a.width, a.u() & b.u()));
    min_max_by(and, widened(&l), widened(&r), false)
}

/// `lhs | rhs`.
pub fn infer_or(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let or = |a: Bits, b: Bits| Some(Bits::unsigned(a.width, a.u() | b.u()));
    min_max_by(or, widened(&l), widened(&r), false)
}

/// `lhs ^ rhs`.
pub fn infer_xor(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let varying = varying_bits(&l) | varying_bits(&r);
    let xor = l.umin.u() ^ r.umin.u();
    from_unsigned(
        Bits::unsigned(l.width, xor & !varying),
        Bits::unsigned(l.width, xor | varying),
    )
}

/// `lhs << rhs`.
pub fn infer_shl(
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
    flags: OverflowFlags,
) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let ushl = |a: Bits, b: Bits| {
        if flags.nuw {
            Some(a.ushl_ov(b).unwrap_or(Bits::max(a.width)))
        } else {
            a.ushl_ov(b)
        }
    };
    let sshl = |a: Bits, b: Bits| {
        if flags.nsw {
            Some(
                a.sshl_ov(b)
                    .unwrap_or_else(|| Bits::signed_saturation(a.width, a.is_negative())),
            )
        } else {
            a.sshl_ov(b)
        }
    };
    let unsigned = min_max_by(ushl, [l.umin, l.umax], [r.umin, r.umax], false);
    let signed = min_max_by(sshl, [l.smin, l.smax], [r.umin, r.umax], true);
    unsigned.intersection(&signed)
}

/// `lhs >> rhs`, shifting in the sign bit.
pub fn infer_shr_s(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let ashr =
        |a: Bits, b: Bits| (b.u() < a.width as u128).then(|| Bits::signed(a.width, a.s() >> b.u()));
    min_max_by(ashr, [l.smin, l.smax], [r.umin, r.umax], true)
}

/// `lhs >> rhs`, shifting in zeros.
pub fn infer_shr_u(lhs: &ConstantIntRanges, rhs: &ConstantIntRanges) -> ConstantIntRanges {
    let (l, r) = try_bounds!(lhs, rhs);
    let lshr = |a: Bits, b: Bits| {
        (b.u() < a.width as u128).then(|| Bits::unsigned(a.width, a.u() >> b.u()))
    };
    min_max_by(lshr, [l.umin, l.umax], [r.umin, r.umax], false)
}

/// Zero extension to `width` bits.
pub fn ext_u_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    if range.width() == 0 || width == 0 {
        return ConstantIntRanges::max_range(width);
    }
    ConstantIntRanges::from_unsigned(range.umin().resize(width), range.umax().resize(width))
}

/// Sign extension to `width` bits.
pub fn ext_s_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    if range.width() == 0 || width == 0 {
        return ConstantIntRanges::max_range(width);
    }
    ConstantIntRanges::from_signed(range.smin().sext(width), range.smax().sext(width))
}

/// Truncation to `width` bits: the bounds truncated, unless the range
/// wraps around in that width.
pub fn trunc_range(range: &ConstantIntRanges, width: u32) -> ConstantIntRanges {
    let Some(b) = bounds(range).filter(|_| width > 0 && width <= range.width()) else {
        return ConstantIntRanges::max_range(width);
    };
    let high = |v: Bits, shift: u32| {
        if shift >= 128 { 0 } else { v.u() >> shift }
    };
    let unsigned_rollover = high(b.umin, width) != high(b.umax, width);
    let (umin, umax) = if unsigned_rollover {
        (Bits::zero(width), Bits::max(width))
    } else {
        (
            Bits::unsigned(width, b.umin.u()),
            Bits::unsigned(width, b.umax.u()),
        )
    };
    // The bits above the new sign bit, sign bit included.
    let high_part = |v: Bits| Bits::signed(b.width, v.s() >> (width - 1));
    let (min_high, max_high) = (high_part(b.smin), high_part(b.smax));
    let all_ones = Bits::max(b.width);
    let signed_overflow = min_high != max_high
        && !(min_high == all_ones && (max_high == all_ones || max_high.is_zero()))
        && !(min_high.is_zero() && max_high.is_zero());
    let (smin, smax) = if signed_overflow {
        (Bits::smin(width), Bits::smax(width))
    } else {
        (
            Bits::unsigned(width, b.smin.u()),
            Bits::unsigned(width, b.smax.u()),
        )
    };
    ConstantIntRanges::new(umin.apint(), umax.apint(), smin.apint(), smax.apint())
}

fn inverse(predicate: CmpPredicate) -> CmpPredicate {
    use CmpPredicate::*;
    match predicate {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sle => Sgt,
        Sgt => Sle,
        Sge => Slt,
        Ult => Uge,
        Ule => Ugt,
        Ugt => Ule,
        Uge => Ult,
    }
}

fn statically_true(predicate: CmpPredicate, l: &Bounds, r: &Bounds) -> bool {
    use CmpPredicate::*;
    match predicate {
        Sle => !r.smin.slt(l.smax),
        Slt => l.smax.slt(r.smin),
        Ule => !r.umin.ult(l.umax),
        Ult => l.umax.ult(r.umin),
        Sge => !l.smin.slt(r.smax),
        Sgt => r.smax.slt(l.smin),
        Uge => !l.umin.ult(r.umax),
        Ugt => r.umax.ult(l.umin),
        Eq => {
            let constant = |b: &Bounds| {
                if b.umin == b.umax {
                    Some(b.umin)
                } else if b.smin == b.smax {
                    Some(b.smin)
                } else {
                    None
                }
            };
            matches!((constant(l), constant(r)), (Some(a), Some(b)) if a == b)
        }
        Ne => {
            // Unequal in both readings.
            let signed = statically_true(Slt, l, r) || statically_true(Sgt, l, r);
            let unsigned = statically_true(Ult, l, r) || statically_true(Ugt, l, r);
            signed && unsigned
        }
    }
}

/// The value of `lhs predicate rhs` if the ranges decide it.
pub fn evaluate_pred(
    predicate: CmpPredicate,
    lhs: &ConstantIntRanges,
    rhs: &ConstantIntRanges,
) -> Option<bool> {
    let (l, r) = binary(lhs, rhs)?;
    if statically_true(predicate, &l, &r) {
        Some(true)
    } else if statically_true(inverse(predicate), &l, &r) {
        Some(false)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(width: u32, min: u128, max: u128) -> ConstantIntRanges {
        ConstantIntRanges::from_unsigned(ApInt::from_u128(width, min), ApInt::from_u128(width, max))
    }

    fn s(width: u32, min: i128, max: i128) -> ConstantIntRanges {
        ConstantIntRanges::from_signed(ApInt::from_i128(width, min), ApInt::from_i128(width, max))
    }

    fn text(r: ConstantIntRanges) -> String {
        r.to_string()
    }

    const NONE: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: false,
    };

    #[test]
    fn addition_and_subtraction() {
        assert_eq!(
            text(infer_add(&u(8, 1, 10), &u(8, 2, 3), NONE)),
            "unsigned : [3, 13] signed : [3, 13]"
        );
        // Wraps as unsigned, not as signed: the signed bounds hold.
        assert_eq!(
            text(infer_add(&u(8, 200, 250), &u(8, 100, 100), NONE)),
            "unsigned : [44, 94] signed : [44, 94]"
        );
        // Wraps both ways: nothing is known.
        assert_eq!(
            text(infer_add(&u(8, 0, 255), &u(8, 1, 1), NONE)),
            "unsigned : [0, -1] signed : [-128, 127]"
        );
        // `nuw`: the unsigned bounds saturate.
        assert_eq!(
            text(infer_add(
                &u(8, 200, 250),
                &u(8, 10, 100),
                OverflowFlags {
                    nsw: false,
                    nuw: true
                }
            )),
            "unsigned : [-46, -1] signed : [-46, -1]"
        );
        assert_eq!(
            text(infer_sub(&s(32, -5, 5), &s(32, 1, 2), NONE)),
            "unsigned : [0, -1] signed : [-7, 4]"
        );
    }

    #[test]
    fn multiplication_and_division() {
        assert_eq!(
            text(infer_mul(&s(16, -3, 4), &s(16, 2, 5), NONE)),
            "unsigned : [0, -1] signed : [-15, 20]"
        );
        assert_eq!(
            text(infer_div_u(&u(32, 10, 100), &u(32, 3, 5))),
            "unsigned : [2, 33] signed : [2, 33]"
        );
        assert_eq!(
            text(infer_div_u(&u(32, 10, 100), &u(32, 0, 5))),
            "unsigned : [2, 100] signed : [2, 100]"
        );
        assert_eq!(
            text(infer_ceil_div_u(&u(32, 10, 100), &u(32, 3, 3))),
            "unsigned : [4, 34] signed : [4, 34]"
        );
        assert_eq!(
            text(infer_div_s(&s(32, -100, 100), &s(32, 10, 10))),
            "unsigned : [0, -1] signed : [-10, 10]"
        );
        assert_eq!(
            text(infer_floor_div_s(&s(32, -7, -7), &s(32, 2, 2))),
            "unsigned : [-4, -4] signed : [-4, -4]"
        );
        assert_eq!(
            text(infer_ceil_div_s(&s(32, 7, 7), &s(32, 2, 2))),
            "unsigned : [4, 4] signed : [4, 4]"
        );
        // A divisor that may be zero: nothing is known.
        assert_eq!(
            text(infer_div_s(&s(8, 1, 2), &s(8, -1, 1))),
            "unsigned : [0, -1] signed : [-128, 127]"
        );
    }

    #[test]
    fn remainders_min_max() {
        assert_eq!(
            text(infer_rem_u(&u(8, 0, 200), &u(8, 16, 16))),
            "unsigned : [0, 15] signed : [0, 15]"
        );
        assert_eq!(
            text(infer_rem_u(&u(8, 17, 20), &u(8, 16, 16))),
            "unsigned : [1, 4] signed : [1, 4]"
        );
        assert_eq!(
            text(infer_rem_s(&s(8, -50, 50), &s(8, 7, 7))),
            "unsigned : [0, -1] signed : [-6, 6]"
        );
        assert_eq!(
            text(infer_max_s(&s(8, -5, 3), &s(8, 0, 1))),
            "unsigned : [0, 3] signed : [0, 3]"
        );
        assert_eq!(
            text(infer_min_u(&u(8, 5, 9), &u(8, 3, 20))),
            "unsigned : [3, 9] signed : [3, 9]"
        );
    }

    #[test]
    fn bitwise_and_shifts() {
        assert_eq!(
            text(infer_and(&ConstantIntRanges::max_range(32), &u(32, 15, 15))),
            "unsigned : [0, 15] signed : [0, 15]"
        );
        assert_eq!(
            text(infer_or(&u(8, 0, 3), &u(8, 16, 16))),
            "unsigned : [16, 19] signed : [16, 19]"
        );
        assert_eq!(
            text(infer_xor(&u(8, 4, 5), &u(8, 1, 1))),
            "unsigned : [4, 5] signed : [4, 5]"
        );
        assert_eq!(
            text(infer_shl(&u(8, 1, 3), &u(8, 2, 2), NONE)),
            "unsigned : [4, 12] signed : [4, 12]"
        );
        assert_eq!(
            text(infer_shr_u(&u(8, 128, 255), &u(8, 4, 4))),
            "unsigned : [8, 15] signed : [8, 15]"
        );
        assert_eq!(
            text(infer_shr_s(&s(8, -128, -1), &u(8, 7, 7))),
            "unsigned : [-1, -1] signed : [-1, -1]"
        );
        // Shifting by the width or more is poison: nothing is known.
        assert_eq!(
            text(infer_shr_u(&u(8, 1, 1), &u(8, 8, 8))),
            "unsigned : [0, -1] signed : [-128, 127]"
        );
    }

    #[test]
    fn extension_and_truncation() {
        assert_eq!(
            text(ext_u_range(&s(8, -1, 1), 16)),
            "unsigned : [0, 255] signed : [0, 255]"
        );
        assert_eq!(
            text(ext_s_range(&s(8, -1, 1), 16)),
            "unsigned : [0, -1] signed : [-1, 1]"
        );
        assert_eq!(
            text(trunc_range(&u(16, 256, 258), 8)),
            "unsigned : [0, 2] signed : [0, 2]"
        );
        assert_eq!(
            text(trunc_range(&u(16, 255, 257), 8)),
            "unsigned : [0, -1] signed : [-128, 127]"
        );
    }

    #[test]
    fn comparisons() {
        let (small, large) = (u(32, 0, 15), u(32, 16, 16));
        assert_eq!(evaluate_pred(CmpPredicate::Ult, &small, &large), Some(true));
        assert_eq!(
            evaluate_pred(CmpPredicate::Uge, &small, &large),
            Some(false)
        );
        assert_eq!(evaluate_pred(CmpPredicate::Ne, &small, &large), Some(true));
        assert_eq!(evaluate_pred(CmpPredicate::Eq, &small, &large), Some(false));
        assert_eq!(
            evaluate_pred(CmpPredicate::Slt, &small, &u(32, 10, 20)),
            None
        );
    }

    #[test]
    fn wide_values_get_the_maximal_range() {
        let wide = ConstantIntRanges::constant(ApInt::from_u128(200, 5));
        assert_eq!(
            infer_add(&wide, &wide, NONE),
            ConstantIntRanges::max_range(200)
        );
    }
}
