//! Floating-point arithmetic as LLVM's `APFloat` does it, for constant
//! folding: correctly rounded add, subtract, multiply and divide, `fmod`
//! (the `std::ops` operators),
//! negation, comparison, `minimum`/`maximum`/`minnum`/`maxnum`, conversions
//! between formats (with any rounding mode, reporting whether information
//! was lost), from integers and to integers. Special values follow
//! `APFloat` bit for bit: which NaN an operation returns and its sign,
//! quieting of signaling NaNs, the default NaN (`inf - inf`), signed zeros,
//! and the formats without infinities or negative zero.
//!
//! Every operation computes the exact result with arbitrary-precision
//! integers and rounds it once, which is what `APFloat` (correctly
//! rounded) produces.

use std::cmp::Ordering;

use crate::storage::apint::ApInt;

use super::{
    Big, FloatSemantics, Format, NanEncoding, Value, bit, canonical_nan, decode, encode, mask,
    overflow, zero,
};

/// How a result that is not representable is rounded (LLVM's
/// `RoundingMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundingMode {
    /// To nearest, ties to even (the default).
    NearestTiesToEven,
    /// To nearest, ties away from zero.
    NearestTiesToAway,
    /// Toward zero (truncation).
    TowardZero,
    /// Toward positive infinity.
    TowardPositive,
    /// Toward negative infinity.
    TowardNegative,
}

/// How two floats compare (`APFloat::cmpResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatOrdering {
    /// The first is smaller.
    Less,
    /// They are equal (`-0 == +0`).
    Equal,
    /// The first is larger.
    Greater,
    /// One is NaN.
    Unordered,
}

/// A float value of one of MLIR's float formats: its semantics and its
/// bits (what a float attribute holds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ApFloat {
    semantics: FloatSemantics,
    bits: u128,
}

/// What rounding a value lost: nothing, or something (`opInexact`).
type Inexact = bool;

impl ApFloat {
    /// The value with these bits (canonicalized as `APFloat` reads them:
    /// unusual `f80` patterns become NaNs).
    pub fn from_bits(semantics: FloatSemantics, bits: u128) -> ApFloat {
        let f = semantics.format();
        ApFloat {
            semantics,
            bits: encode(&f, &decode(&f, bits)),
        }
    }

    /// The bits.
    pub fn bits(self) -> u128 {
        self.bits
    }

    /// The format.
    pub fn semantics(self) -> FloatSemantics {
        self.semantics
    }

    fn value(self) -> Value {
        decode(&self.semantics.format(), self.bits)
    }

    fn with(self, v: &Value) -> ApFloat {
        ApFloat {
            semantics: self.semantics,
            bits: encode(&self.semantics.format(), v),
        }
    }

    /// Zero of the given sign (`+0` in formats without `-0`).
    pub fn zero(semantics: FloatSemantics, negative: bool) -> ApFloat {
        let f = semantics.format();
        ApFloat {
            semantics,
            bits: encode(&f, &zero(&f, negative)),
        }
    }

    /// Whether the value is a NaN.
    pub fn is_nan(self) -> bool {
        matches!(self.value(), Value::NaN { .. })
    }

    /// Whether the value is a signaling NaN.
    pub fn is_signaling(self) -> bool {
        is_signaling(&self.semantics.format(), &self.value())
    }

    /// Whether the value is an infinity.
    pub fn is_infinity(self) -> bool {
        matches!(self.value(), Value::Inf { .. })
    }

    /// Whether the value is a zero of either sign.
    pub fn is_zero(self) -> bool {
        matches!(self.value(), Value::Zero { .. })
    }

    /// Whether the sign bit is set (NaNs and zeros included).
    pub fn is_negative(self) -> bool {
        match self.value() {
            Value::Zero { neg } | Value::Inf { neg } | Value::NaN { neg, .. } => neg,
            Value::Finite { neg, .. } => neg,
        }
    }

    /// Whether the value is exactly `1.0`.
    pub fn is_exactly_one(self) -> bool {
        let f = self.semantics.format();
        matches!(self.value(), Value::Finite { neg: false, exp: 0, sig } if sig == 1 << (f.precision - 1))
    }

    /// The exponent of the value normalized (`ilogb`): `i32::MAX` for
    /// infinities, `i32::MIN` for NaN, `i32::MIN + 1` for zeros.
    pub fn ilogb(self) -> i32 {
        let f = self.semantics.format();
        match self.value() {
            Value::Inf { .. } => i32::MAX,
            Value::NaN { .. } => i32::MIN,
            Value::Zero { .. } => i32::MIN + 1,
            Value::Finite { exp, sig, .. } => {
                let msb = 127 - sig.leading_zeros() as i32;
                exp - (f.precision as i32 - 1 - msb)
            }
        }
    }

    /// The largest finite value of the format, of the given sign
    /// (`APFloat::getLargest`).
    pub fn largest(semantics: FloatSemantics, negative: bool) -> ApFloat {
        let f = semantics.format();
        let mut sig = mask(f.precision);
        if f.nan_only && f.nan == NanEncoding::AllOnes {
            sig &= !1;
        }
        ApFloat {
            semantics,
            bits: encode(
                &f,
                &Value::Finite {
                    neg: negative,
                    exp: f.max_exp,
                    sig,
                },
            ),
        }
    }

    /// The precision of the format in bits, the integer bit included
    /// (`APFloat::semanticsPrecision`, MLIR's `getFPMantissaWidth`).
    pub fn precision(semantics: FloatSemantics) -> u32 {
        semantics.format().precision
    }

    /// `-self` (`APFloat::changeSign`: in formats whose NaN is the negative
    /// zero pattern, zeros and NaNs keep their sign).
    fn negate(self) -> ApFloat {
        let f = self.semantics.format();
        let v = self.value();
        if f.nan == NanEncoding::NegativeZero && matches!(v, Value::Zero { .. } | Value::NaN { .. })
        {
            return self;
        }
        self.with(&flip_sign(v))
    }

    fn add_or_sub(self, other: ApFloat, subtract: bool) -> ApFloat {
        let f = self.semantics.format();
        let (a, b) = (self.value(), other.value());
        let result = match (a, b) {
            (Value::NaN { .. }, _) | (_, Value::NaN { .. }) => propagate_nan(&f, a, b),
            (Value::Inf { neg: na }, Value::Inf { neg: nb }) => {
                if (na != nb) != subtract {
                    default_nan(&f)
                } else {
                    a
                }
            }
            (Value::Inf { .. }, _) => a,
            (_, Value::Inf { neg }) => Value::Inf {
                neg: neg ^ subtract,
            },
            (Value::Zero { neg: na }, Value::Zero { neg: nb }) => {
                // Like-signed zeros keep their sign; others give +0.
                let nb = nb ^ subtract;
                zero(&f, na && nb)
            }
            (_, Value::Zero { .. }) => a,
            (Value::Zero { .. }, _) => flip_sign_if(b, subtract),
            (
                Value::Finite {
                    neg: na,
                    exp: ea,
                    sig: sa,
                },
                Value::Finite {
                    neg: nb,
                    exp: eb,
                    sig: sb,
                },
            ) => {
                let nb = nb ^ subtract;
                let p = i64::from(f.precision) - 1;
                let (ea, eb) = (i64::from(ea) - p, i64::from(eb) - p);
                let e = ea.min(eb);
                let ma = Big::from_u128(sa).shl((ea - e) as u64);
                let mb = Big::from_u128(sb).shl((eb - e) as u64);
                if na == nb {
                    round(
                        &f,
                        na,
                        &ma.add(&mb),
                        e,
                        false,
                        RoundingMode::NearestTiesToEven,
                    )
                    .0
                } else {
                    match ma.cmp_big(&mb) {
                        Ordering::Equal => zero(&f, false),
                        Ordering::Greater => {
                            let mut m = ma;
                            m.sub_assign(&mb);
                            round(&f, na, &m, e, false, RoundingMode::NearestTiesToEven).0
                        }
                        Ordering::Less => {
                            let mut m = mb;
                            m.sub_assign(&ma);
                            round(&f, nb, &m, e, false, RoundingMode::NearestTiesToEven).0
                        }
                    }
                }
            }
        };
        self.with(&result)
    }

    /// `self * other`, rounded to nearest even.
    fn multiply(self, other: ApFloat) -> ApFloat {
        let f = self.semantics.format();
        let (a, b) = (self.value(), other.value());
        let neg = sign_of(&a) ^ sign_of(&b);
        let result = match (a, b) {
            (Value::NaN { .. }, _) | (_, Value::NaN { .. }) => propagate_nan(&f, a, b),
            (Value::Inf { .. }, Value::Zero { .. }) | (Value::Zero { .. }, Value::Inf { .. }) => {
                default_nan(&f)
            }
            (Value::Inf { .. }, _) | (_, Value::Inf { .. }) => Value::Inf { neg },
            (Value::Zero { .. }, _) | (_, Value::Zero { .. }) => zero(&f, neg),
            (
                Value::Finite {
                    exp: ea, sig: sa, ..
                },
                Value::Finite {
                    exp: eb, sig: sb, ..
                },
            ) => {
                let p = i64::from(f.precision) - 1;
                let m = Big::from_u128(sa).mul(&Big::from_u128(sb));
                let e = i64::from(ea) + i64::from(eb) - 2 * p;
                round(&f, neg, &m, e, false, RoundingMode::NearestTiesToEven).0
            }
        };
        self.with(&result)
    }

    /// `self / other`, rounded to nearest even.
    fn divide(self, other: ApFloat) -> ApFloat {
        let f = self.semantics.format();
        let (a, b) = (self.value(), other.value());
        let neg = sign_of(&a) ^ sign_of(&b);
        let result = match (a, b) {
            (Value::NaN { .. }, _) | (_, Value::NaN { .. }) => propagate_nan(&f, a, b),
            (Value::Inf { .. }, Value::Inf { .. }) | (Value::Zero { .. }, Value::Zero { .. }) => {
                default_nan(&f)
            }
            (Value::Inf { .. }, _) => Value::Inf { neg },
            (_, Value::Inf { .. }) | (Value::Zero { .. }, _) => zero(&f, neg),
            (Value::Finite { .. }, Value::Zero { .. }) => {
                if f.nan_only {
                    canonical_nan(&f, neg)
                } else {
                    Value::Inf { neg }
                }
            }
            (
                Value::Finite {
                    exp: ea, sig: sa, ..
                },
                Value::Finite {
                    exp: eb, sig: sb, ..
                },
            ) => {
                let divisor = Big::from_u128(sb);
                // Enough quotient bits for the precision, a guard bit and
                // a rounding bit; the remainder is the sticky bit.
                let extra = u64::from(f.precision) + 3 + divisor.bits();
                let (q, inexact) = Big::from_u128(sa).shl(extra).div_rem(&divisor);
                let e = i64::from(ea) - i64::from(eb) - extra as i64;
                round(&f, neg, &q, e, inexact, RoundingMode::NearestTiesToEven).0
            }
        };
        self.with(&result)
    }

    /// `fmod(self, other)`: the exact remainder with the sign of `self`
    /// (`APFloat::mod`).
    fn remainder(self, other: ApFloat) -> ApFloat {
        let f = self.semantics.format();
        let (a, b) = (self.value(), other.value());
        let result = match (a, b) {
            (Value::NaN { .. }, _) | (_, Value::NaN { .. }) => propagate_nan(&f, a, b),
            (Value::Inf { .. }, _) | (_, Value::Zero { .. }) => default_nan(&f),
            (Value::Zero { .. }, _) | (_, Value::Inf { .. }) => a,
            (
                Value::Finite {
                    neg,
                    exp: ea,
                    sig: sa,
                },
                Value::Finite {
                    exp: eb, sig: sb, ..
                },
            ) => {
                let p = i64::from(f.precision) - 1;
                let (ea, eb) = (i64::from(ea) - p, i64::from(eb) - p);
                let e = ea.min(eb);
                let ma = Big::from_u128(sa).shl((ea - e) as u64);
                let mb = Big::from_u128(sb).shl((eb - e) as u64);
                let r = ma.rem(&mb);
                if r.is_zero() {
                    zero(&f, neg)
                } else {
                    round(&f, neg, &r, e, false, RoundingMode::NearestTiesToEven).0
                }
            }
        };
        self.with(&result)
    }

    /// How `self` compares with `other` (`APFloat::compare`).
    pub fn compare(self, other: ApFloat) -> FloatOrdering {
        let (a, b) = (self.value(), other.value());
        // Magnitudes order by class, then exponent, then significand
        // (denormals share the smallest exponent with smaller significands).
        let magnitude = |v: &Value| -> (u8, i32, u128) {
            match *v {
                Value::Zero { .. } | Value::NaN { .. } => (0, 0, 0),
                Value::Finite { exp, sig, .. } => (1, exp, sig),
                Value::Inf { .. } => (2, 0, 0),
            }
        };
        if matches!(a, Value::NaN { .. }) || matches!(b, Value::NaN { .. }) {
            return FloatOrdering::Unordered;
        }
        let negative = |v: &Value| sign_of(v) && !is_zero(v);
        let ordering = match (negative(&a), negative(&b)) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            (false, false) => magnitude(&a).cmp(&magnitude(&b)),
            (true, true) => magnitude(&b).cmp(&magnitude(&a)),
        };
        match ordering {
            Ordering::Less => FloatOrdering::Less,
            Ordering::Equal => FloatOrdering::Equal,
            Ordering::Greater => FloatOrdering::Greater,
        }
    }

    fn less_than(self, other: ApFloat) -> bool {
        self.compare(other) == FloatOrdering::Less
    }

    /// The smaller value, NaN if either is (`llvm::minimum`; `-0 < +0`).
    pub fn minimum(self, other: ApFloat) -> ApFloat {
        if self.is_nan() {
            return self;
        }
        if other.is_nan() {
            return other;
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { self } else { other };
        }
        if other.less_than(self) { other } else { self }
    }

    /// The larger value, NaN if either is (`llvm::maximum`; `-0 < +0`).
    pub fn maximum(self, other: ApFloat) -> ApFloat {
        if self.is_nan() {
            return self;
        }
        if other.is_nan() {
            return other;
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { other } else { self };
        }
        if self.less_than(other) { other } else { self }
    }

    /// The smaller value, the other one if one is NaN (`llvm::minnum`).
    pub fn minnum(self, other: ApFloat) -> ApFloat {
        if self.is_nan() {
            return other;
        }
        if other.is_nan() {
            return self;
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { self } else { other };
        }
        if other.less_than(self) { other } else { self }
    }

    /// The larger value, the other one if one is NaN (`llvm::maxnum`).
    pub fn maxnum(self, other: ApFloat) -> ApFloat {
        if self.is_nan() {
            return other;
        }
        if other.is_nan() {
            return self;
        }
        if self.is_zero() && other.is_zero() && self.is_negative() != other.is_negative() {
            return if self.is_negative() { other } else { self };
        }
        if self.less_than(other) { other } else { self }
    }

    /// `self` in format `to`, rounded as `mode` says, if nothing is lost:
    /// the value converts back to itself and the conversion raises no
    /// exception (MLIR's `convertFloatValue`: `APFloat::convert` with
    /// `opOK` and no `losesInfo`).
    pub fn convert_exact(self, to: FloatSemantics, mode: RoundingMode) -> Option<ApFloat> {
        let (from_f, to_f) = (self.semantics.format(), to.format());
        let v = self.value();
        let converted = match v {
            Value::Finite { neg, exp, sig } => {
                let e2 = i64::from(exp) - i64::from(from_f.precision) + 1;
                let (r, inexact) = round(&to_f, neg, &Big::from_u128(sig), e2, false, mode);
                if inexact {
                    return None;
                }
                r
            }
            Value::Zero { neg } => {
                if neg
                    && to_f.nan == NanEncoding::NegativeZero
                    && from_f.nan != NanEncoding::NegativeZero
                {
                    return None;
                }
                zero(&to_f, neg)
            }
            Value::Inf { neg } => {
                if to_f.nan_only {
                    return None;
                }
                Value::Inf { neg }
            }
            Value::NaN { sig, .. } => {
                if is_signaling(&from_f, &v) {
                    return None;
                }
                if to_f.nan_only {
                    if !from_f.nan_only {
                        return None;
                    }
                } else {
                    let x86_special = from_f.x87 && !to_f.x87 && !(bit(sig, 63) && bit(sig, 62));
                    let dropped = i64::from(from_f.precision) - i64::from(to_f.precision);
                    let lost =
                        !from_f.nan_only && dropped > 0 && sig & mask(dropped.min(128) as u32) != 0;
                    if lost || x86_special {
                        return None;
                    }
                }
                super::convert(&v, &from_f, &to_f)
            }
        };
        Some(ApFloat {
            semantics: to,
            bits: encode(&to_f, &converted),
        })
    }

    /// The integer `value` (read as signed or unsigned) in format
    /// `semantics`, rounded to nearest even (`APFloat::convertFromAPInt`).
    pub fn from_int(semantics: FloatSemantics, value: &ApInt, signed: bool) -> ApFloat {
        let f = semantics.format();
        let neg = signed && value.sign_bit();
        let magnitude = if neg { value.negate() } else { value.clone() };
        let m = Big::from_words(magnitude.words());
        let v = if m.is_zero() {
            zero(&f, false)
        } else {
            round(&f, neg, &m, 0, false, RoundingMode::NearestTiesToEven).0
        };
        ApFloat {
            semantics,
            bits: encode(&f, &v),
        }
    }

    /// The value truncated toward zero as an integer of `width` bits read
    /// as signed or unsigned, if it fits (`APFloat::convertToInteger` with
    /// `rmTowardZero`; NaN, infinities and values out of range give `None`,
    /// MLIR's `opInvalidOp`).
    pub fn to_int(self, width: u32, signed: bool) -> Option<ApInt> {
        let f = self.semantics.format();
        let (neg, magnitude) = match self.value() {
            Value::NaN { .. } | Value::Inf { .. } => return None,
            Value::Zero { .. } => return Some(ApInt::zero(width)),
            Value::Finite { neg, exp, sig } => {
                let shift = i64::from(exp) - i64::from(f.precision) + 1;
                let m = if shift >= 0 {
                    Big::from_u128(sig).shl(shift as u64)
                } else {
                    Big::from_u128(sig).shr((-shift) as u64)
                };
                (neg, m)
            }
        };
        let bits = magnitude.bits();
        if neg {
            if magnitude.is_zero() {
                return Some(ApInt::zero(width));
            }
            if !signed {
                return None;
            }
            // At most 2^(width - 1).
            let limit = Big::from_u128(1).shl(u64::from(width) - 1);
            if magnitude.cmp_big(&limit) == Ordering::Greater {
                return None;
            }
        } else {
            let available = u64::from(width) - u64::from(signed);
            if bits > available {
                return None;
            }
        }
        let value = ApInt::from_words(width, &magnitude.limbs);
        Some(if neg { value.negate() } else { value })
    }
}

/// `a + b`, rounded to nearest even (`APFloat::add`).
impl std::ops::Add for ApFloat {
    type Output = ApFloat;
    fn add(self, other: ApFloat) -> ApFloat {
        self.add_or_sub(other, false)
    }
}

/// `a - b`, rounded to nearest even (`APFloat::subtract`).
impl std::ops::Sub for ApFloat {
    type Output = ApFloat;
    fn sub(self, other: ApFloat) -> ApFloat {
        self.add_or_sub(other, true)
    }
}

/// `a * b`, rounded to nearest even (`APFloat::multiply`).
impl std::ops::Mul for ApFloat {
    type Output = ApFloat;
    fn mul(self, other: ApFloat) -> ApFloat {
        self.multiply(other)
    }
}

/// `a / b`, rounded to nearest even (`APFloat::divide`).
impl std::ops::Div for ApFloat {
    type Output = ApFloat;
    fn div(self, other: ApFloat) -> ApFloat {
        self.divide(other)
    }
}

/// `a % b` as C's `fmod`: exact, with the sign of `a` (`APFloat::mod`).
impl std::ops::Rem for ApFloat {
    type Output = ApFloat;
    fn rem(self, other: ApFloat) -> ApFloat {
        self.remainder(other)
    }
}

/// `-a` (`APFloat::changeSign`).
impl std::ops::Neg for ApFloat {
    type Output = ApFloat;
    fn neg(self) -> ApFloat {
        self.negate()
    }
}

impl FloatSemantics {
    /// Whether every value of this format is a value of format `other`
    /// (`APFloatBase::isRepresentableBy`).
    pub fn is_representable_by(self, other: FloatSemantics) -> bool {
        let (a, b) = (self.format(), other.format());
        a.max_exp <= b.max_exp && a.min_exp >= b.min_exp && a.precision <= b.precision
    }
}

/// Whether `v` is a signaling NaN of format `f` (NaN-only formats have
/// none).
fn is_signaling(f: &Format, v: &Value) -> bool {
    match *v {
        Value::NaN { sig, .. } => !f.nan_only && !bit(sig, f.precision - 2),
        _ => false,
    }
}

fn sign_of(v: &Value) -> bool {
    match *v {
        Value::Zero { neg } | Value::Inf { neg } | Value::NaN { neg, .. } => neg,
        Value::Finite { neg, .. } => neg,
    }
}

fn is_zero(v: &Value) -> bool {
    matches!(v, Value::Zero { .. })
}

fn flip_sign(v: Value) -> Value {
    match v {
        Value::Zero { neg } => Value::Zero { neg: !neg },
        Value::Inf { neg } => Value::Inf { neg: !neg },
        Value::NaN { neg, sig } => Value::NaN { neg: !neg, sig },
        Value::Finite { neg, exp, sig } => Value::Finite {
            neg: !neg,
            exp,
            sig,
        },
    }
}

fn flip_sign_if(v: Value, flip: bool) -> Value {
    if flip { flip_sign(v) } else { v }
}

/// The NaN `APFloat::makeNaN()` makes: positive and quiet, no payload.
fn default_nan(f: &Format) -> Value {
    if f.nan_only {
        return canonical_nan(f, false);
    }
    let mut sig = 1 << (f.precision - 2);
    if f.x87 {
        sig |= 1 << (f.precision - 1);
    }
    Value::NaN { neg: false, sig }
}

/// The NaN an operation with a NaN operand returns: the first NaN
/// operand, with its sign and payload, quieted.
fn propagate_nan(f: &Format, a: Value, b: Value) -> Value {
    let nan = if matches!(a, Value::NaN { .. }) { a } else { b };
    match nan {
        Value::NaN { neg, sig } if !f.nan_only => Value::NaN {
            neg,
            sig: sig | 1 << (f.precision - 2),
        },
        other => other,
    }
}

/// What overflowing rounds to (`handleOverflow`): infinity (NaN where
/// there is none), or the largest finite value when rounding toward zero
/// or away from the overflow's direction.
fn handle_overflow(f: &Format, neg: bool, mode: RoundingMode) -> Value {
    let to_infinity = match mode {
        RoundingMode::NearestTiesToEven | RoundingMode::NearestTiesToAway => true,
        RoundingMode::TowardPositive => !neg,
        RoundingMode::TowardNegative => neg,
        RoundingMode::TowardZero => false,
    };
    if to_infinity {
        return overflow(f, neg);
    }
    let mut sig = mask(f.precision);
    if f.nan_only && f.nan == NanEncoding::AllOnes {
        sig &= !1;
    }
    Value::Finite {
        neg,
        exp: f.max_exp,
        sig,
    }
}

/// Rounds `m * 2^e2` (plus a non-zero amount below `2^e2` when `sticky`)
/// to format `f` as `mode` says (`APFloat::normalize`); also whether the
/// result differs from the exact value.
fn round(
    f: &Format,
    neg: bool,
    m: &Big,
    e2: i64,
    sticky: bool,
    mode: RoundingMode,
) -> (Value, Inexact) {
    if m.is_zero() {
        return (zero(f, neg), sticky);
    }
    let p = i64::from(f.precision);
    let lead = e2 + m.bits() as i64 - 1;
    let mut exp = lead.max(i64::from(f.min_exp));
    let shift = exp - (p - 1) - e2;
    let (kept, half, rest) = if shift > 0 {
        let shift = shift as u64;
        (
            m.shr(shift).low_u128(),
            m.bit(shift - 1),
            sticky || m.any_below(shift - 1),
        )
    } else {
        (m.shl((-shift) as u64).low_u128(), false, sticky)
    };
    let inexact = half || rest;
    let round_up = match mode {
        RoundingMode::NearestTiesToEven => half && (rest || kept & 1 == 1),
        RoundingMode::NearestTiesToAway => half,
        RoundingMode::TowardZero => false,
        RoundingMode::TowardPositive => inexact && !neg,
        RoundingMode::TowardNegative => inexact && neg,
    };
    let mut sig = kept + u128::from(round_up);
    if bit(sig, f.precision) {
        sig >>= 1;
        exp += 1;
    }
    if sig == 0 {
        return (zero(f, neg), inexact);
    }
    let all_ones_nan =
        f.nan == NanEncoding::AllOnes && exp == i64::from(f.max_exp) && sig == mask(f.precision);
    if exp > i64::from(f.max_exp) || all_ones_nan {
        return (handle_overflow(f, neg, mode), true);
    }
    (
        Value::Finite {
            neg,
            exp: exp as i32,
            sig,
        },
        inexact,
    )
}

impl Big {
    fn from_words(words: &[u64]) -> Big {
        let mut b = Big {
            limbs: words.to_vec(),
        };
        b.trim();
        b
    }

    fn add(&self, other: &Big) -> Big {
        let n = self.limbs.len().max(other.limbs.len());
        let mut limbs = Vec::with_capacity(n + 1);
        let mut carry = false;
        for i in 0..n {
            let a = self.limbs.get(i).copied().unwrap_or(0);
            let b = other.limbs.get(i).copied().unwrap_or(0);
            let (s1, c1) = a.overflowing_add(b);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            limbs.push(s2);
            carry = c1 || c2;
        }
        if carry {
            limbs.push(1);
        }
        let mut out = Big { limbs };
        out.trim();
        out
    }

    fn mul(&self, other: &Big) -> Big {
        let mut limbs = vec![0u64; self.limbs.len() + other.limbs.len()];
        for (i, &a) in self.limbs.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &b) in other.limbs.iter().enumerate() {
                let cur = u128::from(limbs[i + j]) + u128::from(a) * u128::from(b) + carry;
                limbs[i + j] = cur as u64;
                carry = cur >> 64;
            }
            limbs[i + other.limbs.len()] = carry as u64;
        }
        let mut out = Big { limbs };
        out.trim();
        out
    }

    /// `self % d` (`d` non-zero).
    fn rem(&self, d: &Big) -> Big {
        let mut rem = self.clone();
        if rem.cmp_big(d) == Ordering::Less {
            return rem;
        }
        let shift = rem.bits() - d.bits();
        let mut ds = d.shl(shift);
        for _ in 0..=shift {
            if rem.cmp_big(&ds) != Ordering::Less {
                rem.sub_assign(&ds);
            }
            ds.shr1();
        }
        rem
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32v(x: f32) -> ApFloat {
        ApFloat::from_bits(FloatSemantics::F32, u128::from(x.to_bits()))
    }

    fn f64v(x: f64) -> ApFloat {
        ApFloat::from_bits(FloatSemantics::F64, u128::from(x.to_bits()))
    }

    fn as_f32(v: ApFloat) -> f32 {
        f32::from_bits(v.bits() as u32)
    }

    fn as_f64(v: ApFloat) -> f64 {
        f64::from_bits(v.bits() as u64)
    }

    #[test]
    fn arithmetic_matches_hardware() {
        let samples = [
            0.0f64,
            -0.0,
            1.0,
            -1.5,
            0.1,
            3.0,
            1e308,
            -1e308,
            5e-324,
            2.2250738585072014e-308,
            123456.789,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        for &a in &samples {
            for &b in &samples {
                let (x, y) = (f64v(a), f64v(b));
                let check = |ours: ApFloat, expected: f64| {
                    if expected.is_nan() {
                        assert!(ours.is_nan(), "{a} op {b}");
                    } else {
                        assert_eq!(as_f64(ours).to_bits(), expected.to_bits(), "{a} op {b}");
                    }
                };
                check(x + y, a + b);
                check(x - y, a - b);
                check(x * y, a * b);
                check(x / y, a / b);
                check(x % y, a % b);
                let (x, y) = (f32v(a as f32), f32v(b as f32));
                let (a, b) = (a as f32, b as f32);
                let check32 = |ours: ApFloat, expected: f32| {
                    if expected.is_nan() {
                        assert!(ours.is_nan());
                    } else {
                        assert_eq!(as_f32(ours).to_bits(), expected.to_bits(), "{a} op {b}");
                    }
                };
                check32(x + y, a + b);
                check32(x * y, a * b);
                check32(x / y, a / b);
                check32(x % y, a % b);
            }
        }
    }

    #[test]
    fn nan_rules() {
        let inf = f32v(f32::INFINITY);
        assert_eq!((inf - inf).bits(), 0x7FC0_0000);
        let negative_nan = ApFloat::from_bits(FloatSemantics::F32, 0xFFC0_0001);
        assert_eq!((f32v(1.0) * negative_nan).bits(), 0xFFC0_0001);
        let signaling = ApFloat::from_bits(FloatSemantics::F32, 0x7F80_0001);
        assert_eq!((signaling + f32v(1.0)).bits(), 0x7FC0_0001);
        assert_eq!((f32v(0.0) / f32v(0.0)).bits(), 0x7FC0_0000);
    }

    #[test]
    fn conversions() {
        let third = f64v(1.0 / 3.0);
        assert_eq!(
            third.convert_exact(FloatSemantics::F32, RoundingMode::NearestTiesToEven),
            None
        );
        let half = f64v(0.5);
        assert_eq!(
            half.convert_exact(FloatSemantics::F16, RoundingMode::NearestTiesToEven)
                .map(|v| v.bits()),
            Some(0x3800)
        );
        assert_eq!(
            ApFloat::from_int(FloatSemantics::F32, &ApInt::from_i128(8, -3), true).bits(),
            u128::from((-3.0f32).to_bits())
        );
        assert_eq!(
            ApFloat::from_int(FloatSemantics::F32, &ApInt::from_i128(8, -3), false).bits(),
            u128::from(253.0f32.to_bits())
        );
        assert_eq!(f32v(-2.75).to_int(8, true), Some(ApInt::from_i128(8, -2)));
        assert_eq!(f32v(-0.5).to_int(8, false), Some(ApInt::zero(8)));
        assert_eq!(f32v(-1.0).to_int(8, false), None);
        assert_eq!(f32v(128.0).to_int(8, true), None);
        assert_eq!(
            f32v(-128.0).to_int(8, true),
            Some(ApInt::from_i128(8, -128))
        );
        assert_eq!(f32v(255.9).to_int(8, false), Some(ApInt::from_i128(8, 255)));
    }
}
