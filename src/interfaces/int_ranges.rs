//! Integer ranges as integer range analysis computes them
//! (`InferIntRangeInterface`): for a value of `n` bits, its smallest and
//! largest value read as unsigned and read as signed (MLIR's
//! `ConstantIntRanges`), and a range that may not be known yet (MLIR's
//! `IntegerValueRange`).
//!
//! Values that are not integers (floats, vectors) have ranges of width 0.

use std::cmp::Ordering;
use std::fmt;

use dialectic_runtime::storage::apint::ApInt;
use dialectic_runtime::{Context, Type, TypeKind};

/// The bounds of an integer value: `umin..=umax` read as unsigned and
/// `smin..=smax` read as signed, all of one bit width.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantIntRanges {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

fn smaller(a: &ApInt, b: &ApInt, order: fn(&ApInt, &ApInt) -> Ordering) -> ApInt {
    if order(a, b) == Ordering::Less {
        a.clone()
    } else {
        b.clone()
    }
}

fn larger(a: &ApInt, b: &ApInt, order: fn(&ApInt, &ApInt) -> Ordering) -> ApInt {
    if order(a, b) == Ordering::Greater {
        a.clone()
    } else {
        b.clone()
    }
}

impl ConstantIntRanges {
    /// The ranges as given (of one width).
    pub fn new(umin: ApInt, umax: ApInt, smin: ApInt, smax: ApInt) -> Self {
        ConstantIntRanges {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// The smallest value read as unsigned.
    pub fn umin(&self) -> &ApInt {
        &self.umin
    }

    /// The largest value read as unsigned.
    pub fn umax(&self) -> &ApInt {
        &self.umax
    }

    /// The smallest value read as signed.
    pub fn smin(&self) -> &ApInt {
        &self.smin
    }

    /// The largest value read as signed.
    pub fn smax(&self) -> &ApInt {
        &self.smax
    }

    /// The bit width of the bounds.
    pub fn width(&self) -> u32 {
        self.umin.width()
    }

    /// The width of the ranges of a value of type `ty`: an integer's
    /// width, 64 for `index`, 0 for anything else.
    pub fn storage_width(ctx: &Context, ty: Type) -> u32 {
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => 0,
        }
    }

    /// Every value of `width` bits.
    pub fn max_range(width: u32) -> Self {
        Self::from_unsigned(ApInt::zero(width), ApInt::max_value(width))
    }

    /// Exactly `value`.
    pub fn constant(value: ApInt) -> Self {
        ConstantIntRanges::new(value.clone(), value.clone(), value.clone(), value)
    }

    /// `min..=max`, read as signed or unsigned.
    pub fn range(min: ApInt, max: ApInt, signed: bool) -> Self {
        if signed {
            Self::from_signed(min, max)
        } else {
            Self::from_unsigned(min, max)
        }
    }

    /// The signed range `smin..=smax`; the unsigned range is the same
    /// when both bounds have the same sign, every value otherwise.
    pub fn from_signed(smin: ApInt, smax: ApInt) -> Self {
        let width = smin.width();
        let (umin, umax) = if smin.sign_bit() == smax.sign_bit() {
            (
                smaller(&smin, &smax, ApInt::ucmp),
                larger(&smin, &smax, ApInt::ucmp),
            )
        } else {
            (ApInt::zero(width), ApInt::max_value(width))
        };
        ConstantIntRanges::new(umin, umax, smin, smax)
    }

    /// The unsigned range `umin..=umax`; the signed range is the same
    /// when both bounds have the same sign bit, every value otherwise.
    pub fn from_unsigned(umin: ApInt, umax: ApInt) -> Self {
        let width = umin.width();
        let (smin, smax) = if umin.sign_bit() == umax.sign_bit() {
            (
                smaller(&umin, &umax, ApInt::scmp),
                larger(&umin, &umax, ApInt::scmp),
            )
        } else {
            (
                ApInt::signed_min_value(width),
                ApInt::signed_max_value(width),
            )
        };
        ConstantIntRanges::new(umin, umax, smin, smax)
    }

    /// The ranges holding both (a width 0 range, not an integer, wins).
    pub fn range_union(&self, other: &ConstantIntRanges) -> Self {
        if self.width() == 0 {
            return self.clone();
        }
        if other.width() == 0 {
            return other.clone();
        }
        ConstantIntRanges::new(
            smaller(&self.umin, &other.umin, ApInt::ucmp),
            larger(&self.umax, &other.umax, ApInt::ucmp),
            smaller(&self.smin, &other.smin, ApInt::scmp),
            larger(&self.smax, &other.smax, ApInt::scmp),
        )
    }

    /// The ranges within both (a width 0 range, not an integer, wins).
    pub fn intersection(&self, other: &ConstantIntRanges) -> Self {
        if self.width() == 0 {
            return self.clone();
        }
        if other.width() == 0 {
            return other.clone();
        }
        ConstantIntRanges::new(
            larger(&self.umin, &other.umin, ApInt::ucmp),
            smaller(&self.umax, &other.umax, ApInt::ucmp),
            larger(&self.smin, &other.smin, ApInt::scmp),
            smaller(&self.smax, &other.smax, ApInt::scmp),
        )
    }

    /// The value, if the unsigned or the signed range holds only one.
    pub fn constant_value(&self) -> Option<ApInt> {
        if self.width() == 0 {
            return None;
        }
        if self.umin == self.umax {
            return Some(self.umin.clone());
        }
        (self.smin == self.smax).then(|| self.smin.clone())
    }
}

/// `unsigned : [0, 15] signed : [0, 15]`, each bound printed as signed
/// (as MLIR prints ranges).
impl fmt::Display for ConstantIntRanges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unsigned : [{}, {}] signed : [{}, {}]",
            self.umin.to_decimal(true),
            self.umax.to_decimal(true),
            self.smin.to_decimal(true),
            self.smax.to_decimal(true)
        )
    }
}

/// The ranges of a value as an analysis knows them: not known yet
/// (uninitialized), or known.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct IntegerValueRange(Option<ConstantIntRanges>);

impl IntegerValueRange {
    /// Known ranges.
    pub fn new(ranges: ConstantIntRanges) -> Self {
        IntegerValueRange(Some(ranges))
    }

    /// Not known yet.
    pub fn uninitialized() -> Self {
        IntegerValueRange(None)
    }

    /// Every value of type `ty` (uninitialized when `ty` is not an integer
    /// or `index`).
    pub fn max_range(ctx: &Context, ty: Type) -> Self {
        match ConstantIntRanges::storage_width(ctx, ty) {
            0 => Self::uninitialized(),
            width => Self::new(ConstantIntRanges::max_range(width)),
        }
    }

    /// Whether the ranges are not known yet.
    pub fn is_uninitialized(&self) -> bool {
        self.0.is_none()
    }

    /// The ranges, if known.
    pub fn value(&self) -> Option<&ConstantIntRanges> {
        self.0.as_ref()
    }

    /// The ranges holding both (a known range when the other is not).
    pub fn join(&self, other: &IntegerValueRange) -> Self {
        match (&self.0, &other.0) {
            (None, _) => other.clone(),
            (_, None) => self.clone(),
            (Some(a), Some(b)) => Self::new(a.range_union(b)),
        }
    }
}

impl From<ConstantIntRanges> for IntegerValueRange {
    fn from(ranges: ConstantIntRanges) -> Self {
        Self::new(ranges)
    }
}

/// The ranges, or `<uninitialized>`.
impl fmt::Display for IntegerValueRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(ranges) => ranges.fmt(f),
            None => f.write_str("<uninitialized>"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(width: u32, value: i128) -> ApInt {
        ApInt::from_i128(width, value)
    }

    #[test]
    fn signed_ranges_crossing_zero_cover_every_unsigned_value() {
        let r = ConstantIntRanges::from_signed(int(8, -2), int(8, 3));
        assert_eq!(
            r.to_string(),
            "unsigned : [0, -1] signed : [-2, 3]",
            "as MLIR prints it"
        );
        let r = ConstantIntRanges::from_signed(int(8, -5), int(8, -2));
        assert_eq!(r.umin(), &int(8, -5));
        assert_eq!(r.umax(), &int(8, -2));
    }

    #[test]
    fn unsigned_ranges_crossing_the_sign_bit_cover_every_signed_value() {
        let r = ConstantIntRanges::from_unsigned(int(8, 100), int(8, 200));
        assert_eq!(r.smin(), &int(8, -128));
        assert_eq!(r.smax(), &int(8, 127));
        let r = ConstantIntRanges::from_unsigned(int(8, 1), int(8, 9));
        assert_eq!(r.to_string(), "unsigned : [1, 9] signed : [1, 9]");
    }

    #[test]
    fn union_intersection_and_constants() {
        let a = ConstantIntRanges::from_unsigned(int(16, 0), int(16, 10));
        let b = ConstantIntRanges::from_unsigned(int(16, 5), int(16, 20));
        assert_eq!(
            a.range_union(&b).to_string(),
            "unsigned : [0, 20] signed : [0, 20]"
        );
        assert_eq!(
            a.intersection(&b).to_string(),
            "unsigned : [5, 10] signed : [5, 10]"
        );
        assert_eq!(a.constant_value(), None);
        let seven = ConstantIntRanges::constant(int(16, 7));
        assert_eq!(seven.constant_value(), Some(int(16, 7)));
        assert_eq!(ConstantIntRanges::max_range(0).constant_value(), None);
        assert_eq!(
            ConstantIntRanges::max_range(4).to_string(),
            "unsigned : [0, -1] signed : [-8, 7]"
        );
    }

    #[test]
    fn value_ranges_join() {
        let known = IntegerValueRange::new(ConstantIntRanges::constant(int(8, 3)));
        let other = IntegerValueRange::new(ConstantIntRanges::constant(int(8, 9)));
        assert_eq!(IntegerValueRange::uninitialized().join(&known), known);
        assert_eq!(
            known.join(&other).to_string(),
            "unsigned : [3, 9] signed : [3, 9]"
        );
        assert_eq!(
            IntegerValueRange::uninitialized().to_string(),
            "<uninitialized>"
        );
        let ctx = Context::new();
        assert!(IntegerValueRange::max_range(&ctx, ctx.f64_type()).is_uninitialized());
        assert_eq!(
            IntegerValueRange::max_range(&ctx, ctx.index_type())
                .value()
                .map(ConstantIntRanges::width),
            Some(64)
        );
    }
}
