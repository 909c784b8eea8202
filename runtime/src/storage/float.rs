//! Floating-point formats of MLIR's builtin float types, and the text of
//! float values exactly as MLIR 19 prints and parses it.
//!
//! This is a std-only port of the parts of LLVM's `APFloat` that MLIR's
//! `AsmPrinter` and parser rely on: decoding and encoding of every builtin
//! float format, correctly rounded (nearest, ties to even) conversions,
//! exact decimal-to-binary conversion, and `APFloat::toString`.
//! A small arbitrary-precision unsigned integer does the exact arithmetic.
//! The arithmetic of float values, for constant folding, is [`ApFloat`]
//! (the `arith` submodule).

mod arith;

pub use arith::{ApFloat, FloatOrdering, RoundingMode};

use std::cmp::Ordering;

/// Floating-point formats of MLIR 19's builtin float types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatSemantics {
    /// `bf16`: bfloat16, 1 sign + 8 exponent + 7 mantissa bits.
    BF16,
    /// `f16`: IEEE 754 half precision.
    F16,
    /// `tf32`: NVIDIA TensorFloat-32, 1 + 8 + 10 bits (19 bits of storage).
    TF32,
    /// `f32`: IEEE 754 single precision.
    F32,
    /// `f64`: IEEE 754 double precision.
    F64,
    /// `f80`: x87 extended precision (explicit integer bit, 64-bit significand).
    F80,
    /// `f128`: IEEE 754 quadruple precision.
    F128,
    /// `f8E5M2`: IEEE-like 8-bit float with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like 8-bit float with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: no infinities, NaN only at `S.1111.111`, max 448.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: no infinities, no negative zero, NaN is `0x80`, bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: no infinities, no negative zero, NaN is `0x80`, bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: like `f8E4M3FNUZ` with exponent bias 11.
    F8E4M3B11FNUZ,
}

/// Every float format, in declaration order.
const ALL_SEMANTICS: [FloatSemantics; 13] = [
    FloatSemantics::BF16,
    FloatSemantics::F16,
    FloatSemantics::TF32,
    FloatSemantics::F32,
    FloatSemantics::F64,
    FloatSemantics::F80,
    FloatSemantics::F128,
    FloatSemantics::F8E5M2,
    FloatSemantics::F8E4M3,
    FloatSemantics::F8E4M3FN,
    FloatSemantics::F8E5M2FNUZ,
    FloatSemantics::F8E4M3FNUZ,
    FloatSemantics::F8E4M3B11FNUZ,
];

impl FloatSemantics {
    /// The MLIR type keyword of this format, e.g. `"f16"` or `"f8E4M3FN"`.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatSemantics::BF16 => "bf16",
            FloatSemantics::F16 => "f16",
            FloatSemantics::TF32 => "tf32",
            FloatSemantics::F32 => "f32",
            FloatSemantics::F64 => "f64",
            FloatSemantics::F80 => "f80",
            FloatSemantics::F128 => "f128",
            FloatSemantics::F8E5M2 => "f8E5M2",
            FloatSemantics::F8E4M3 => "f8E4M3",
            FloatSemantics::F8E4M3FN => "f8E4M3FN",
            FloatSemantics::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatSemantics::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatSemantics::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
        }
    }

    /// The format whose MLIR type keyword is `s`, if any.
    pub fn from_keyword(s: &str) -> Option<Self> {
        ALL_SEMANTICS.into_iter().find(|sem| sem.keyword() == s)
    }

    /// Storage width in bits (`tf32` is 19, `f80` is 80).
    pub fn bit_width(self) -> u32 {
        self.format().width
    }

    /// The numeric description of this format (mirrors LLVM's `fltSemantics`).
    fn format(self) -> Format {
        use FloatSemantics::*;
        let ieee = |max_exp, min_exp, precision, width| Format {
            max_exp,
            min_exp,
            precision,
            width,
            nan_only: false,
            nan: NanEncoding::Ieee,
            x87: false,
        };
        let nan_only = |max_exp, min_exp, nan| Format {
            max_exp,
            min_exp,
            precision: 0,
            width: 8,
            nan_only: true,
            nan,
            x87: false,
        };
        match self {
            BF16 => ieee(127, -126, 8, 16),
            F16 => ieee(15, -14, 11, 16),
            TF32 => ieee(127, -126, 11, 19),
            F32 => ieee(127, -126, 24, 32),
            F64 => ieee(1023, -1022, 53, 64),
            F80 => Format {
                x87: true,
                ..ieee(16383, -16382, 64, 80)
            },
            F128 => ieee(16383, -16382, 113, 128),
            F8E5M2 => ieee(15, -14, 3, 8),
            F8E4M3 => ieee(7, -6, 4, 8),
            F8E4M3FN => Format {
                precision: 4,
                ..nan_only(8, -6, NanEncoding::AllOnes)
            },
            F8E5M2FNUZ => Format {
                precision: 3,
                ..nan_only(15, -15, NanEncoding::NegativeZero)
            },
            F8E4M3FNUZ => Format {
                precision: 4,
                ..nan_only(7, -7, NanEncoding::NegativeZero)
            },
            F8E4M3B11FNUZ => Format {
                precision: 4,
                ..nan_only(4, -10, NanEncoding::NegativeZero)
            },
        }
    }
}

// ---------------------------------------------------------------------------
// Format descriptions and decoded values
// ---------------------------------------------------------------------------

/// How NaN is encoded (LLVM's `fltNanEncoding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum NanEncoding {
    /// Exponent all ones, significand non-zero.
    Ieee,
    /// Exponent and significand all ones (`f8E4M3FN`).
    AllOnes,
    /// The negative-zero bit pattern (the FNUZ formats).
    NegativeZero,
}

/// A float format (LLVM's `fltSemantics` plus layout facts).
#[derive(Clone, Copy, Debug)]
struct Format {
    /// Largest exponent of a finite value.
    max_exp: i32,
    /// Exponent of the smallest normal value.
    min_exp: i32,
    /// Significand bits, including the integer bit.
    precision: u32,
    /// Storage width in bits.
    width: u32,
    /// No infinities: values that would be infinite become NaN.
    nan_only: bool,
    /// How NaN is encoded.
    nan: NanEncoding,
    /// x87 extended layout (explicit integer bit).
    x87: bool,
}

impl Format {
    fn bias(&self) -> i32 {
        1 - self.min_exp
    }

    fn frac_bits(&self) -> u32 {
        if self.x87 { 64 } else { self.precision - 1 }
    }

    /// The exponent APFloat uses for NaN (`exponentNaN`).
    fn nan_exp(&self) -> i32 {
        match (self.nan_only, self.nan) {
            (true, NanEncoding::NegativeZero) => self.min_exp - 1,
            (true, _) => self.max_exp,
            (false, _) => self.max_exp + 1,
        }
    }
}

/// A float value as APFloat holds it: category, sign, exponent and
/// significand (`precision` bits including the integer bit). Equality is
/// APFloat's `bitwiseIsEqual`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    Zero {
        neg: bool,
    },
    Inf {
        neg: bool,
    },
    NaN {
        neg: bool,
        sig: u128,
    },
    /// `sig * 2^(exp - (precision - 1))`; denormals have `exp == min_exp`.
    Finite {
        neg: bool,
        exp: i32,
        sig: u128,
    },
}

/// The low `n` bits set.
fn mask(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

fn bit(v: u128, i: u32) -> bool {
    i < 128 && (v >> i) & 1 == 1
}

/// Decodes a bit pattern (APFloat's `initFromAPInt`).
fn decode(f: &Format, bits: u128) -> Value {
    let bits = bits & mask(f.width);
    let neg = bit(bits, f.width - 1);
    let fb = f.frac_bits();
    let frac = bits & mask(fb);
    let field = ((bits >> fb) & mask(f.width - 1 - fb)) as i32;
    if f.x87 {
        let int_bit = bit(frac, 63);
        return if field == 0 && frac == 0 {
            Value::Zero { neg }
        } else if field == 0x7fff && frac == 1 << 63 {
            Value::Inf { neg }
        } else if field == 0x7fff || (field != 0 && !int_bit) {
            Value::NaN { neg, sig: frac }
        } else {
            let exp = if field == 0 {
                f.min_exp
            } else {
                field - f.bias()
            };
            Value::Finite {
                neg,
                exp,
                sig: frac,
            }
        };
    }
    let exp = field - f.bias();
    let is_zero = field == 0 && frac == 0;
    if !f.nan_only && exp == f.max_exp + 1 && frac == 0 {
        return Value::Inf { neg };
    }
    let is_nan = match f.nan {
        NanEncoding::Ieee => exp == f.nan_exp() && frac != 0,
        NanEncoding::AllOnes => exp == f.nan_exp() && frac == mask(fb),
        NanEncoding::NegativeZero => is_zero && neg,
    };
    if is_nan {
        Value::NaN { neg, sig: frac }
    } else if is_zero {
        Value::Zero { neg }
    } else if field == 0 {
        Value::Finite {
            neg,
            exp: f.min_exp,
            sig: frac,
        }
    } else {
        Value::Finite {
            neg,
            exp,
            sig: frac | (1 << fb),
        }
    }
}

/// Encodes a value into its bit pattern (APFloat's `bitcastToAPInt`).
fn encode(f: &Format, v: &Value) -> u128 {
    let fb = f.frac_bits();
    let (neg, field, frac) = match *v {
        Value::Zero { neg } => (neg, 0, 0),
        Value::Inf { neg } => {
            let frac = if f.x87 { 1 << 63 } else { 0 };
            (neg, f.max_exp + 1 + f.bias(), frac)
        }
        Value::NaN { neg, sig } => (neg, f.nan_exp() + f.bias(), sig),
        Value::Finite { neg, exp, sig } => {
            let mut field = exp + f.bias();
            if field == 1 && !bit(sig, f.precision - 1) {
                field = 0;
            }
            (neg, field, sig)
        }
    };
    let field = (field.max(0) as u128) & mask(f.width - 1 - fb);
    (u128::from(neg) << (f.width - 1)) | (field << fb) | (frac & mask(fb))
}

/// Zero with the given sign (formats without negative zero give `+0`).
fn zero(f: &Format, neg: bool) -> Value {
    Value::Zero {
        neg: neg && f.nan != NanEncoding::NegativeZero,
    }
}

/// The NaN APFloat makes for NaN-only formats (`makeNaN`).
fn canonical_nan(f: &Format, neg: bool) -> Value {
    match f.nan {
        NanEncoding::NegativeZero => Value::NaN { neg: true, sig: 0 },
        _ => Value::NaN {
            neg,
            sig: mask(f.precision - 1),
        },
    }
}

/// What a round-to-nearest overflow produces (`handleOverflow`).
fn overflow(f: &Format, neg: bool) -> Value {
    if f.nan_only {
        canonical_nan(f, neg)
    } else {
        Value::Inf { neg }
    }
}

// ---------------------------------------------------------------------------
// Arbitrary-precision unsigned integers
// ---------------------------------------------------------------------------

/// An unsigned integer of any size: little-endian 64-bit limbs, no
/// trailing zero limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Big {
    limbs: Vec<u64>,
}

impl Big {
    fn zero() -> Big {
        Big { limbs: Vec::new() }
    }

    fn from_u128(v: u128) -> Big {
        let mut b = Big {
            limbs: vec![v as u64, (v >> 64) as u64],
        };
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (`getActiveBits`).
    fn bits(&self) -> u64 {
        match self.limbs.last() {
            None => 0,
            Some(&top) => 64 * (self.limbs.len() as u64 - 1) + u64::from(64 - top.leading_zeros()),
        }
    }

    fn bit(&self, i: u64) -> bool {
        let limb = (i / 64) as usize;
        limb < self.limbs.len() && (self.limbs[limb] >> (i % 64)) & 1 == 1
    }

    /// Whether any bit below position `i` is set.
    fn any_below(&self, i: u64) -> bool {
        let full = ((i / 64) as usize).min(self.limbs.len());
        if self.limbs[..full].iter().any(|&l| l != 0) {
            return true;
        }
        let rem = i % 64;
        full < self.limbs.len() && rem != 0 && self.limbs[full] & ((1u64 << rem) - 1) != 0
    }

    fn trailing_zeros(&self) -> u64 {
        for (i, &l) in self.limbs.iter().enumerate() {
            if l != 0 {
                return 64 * i as u64 + u64::from(l.trailing_zeros());
            }
        }
        0
    }

    /// The low 128 bits.
    fn low_u128(&self) -> u128 {
        let limb = |i: usize| u128::from(self.limbs.get(i).copied().unwrap_or(0));
        limb(0) | (limb(1) << 64)
    }

    fn set_bit(&mut self, i: u64) {
        let limb = (i / 64) as usize;
        if self.limbs.len() <= limb {
            self.limbs.resize(limb + 1, 0);
        }
        self.limbs[limb] |= 1 << (i % 64);
    }

    fn shl(&self, n: u64) -> Big {
        if self.is_zero() {
            return Big::zero();
        }
        let s = (n % 64) as u32;
        let mut limbs = vec![0u64; (n / 64) as usize];
        limbs.reserve(self.limbs.len() + 1);
        let mut carry = 0u64;
        for &l in &self.limbs {
            if s == 0 {
                limbs.push(l);
            } else {
                limbs.push((l << s) | carry);
                carry = l >> (64 - s);
            }
        }
        if carry != 0 {
            limbs.push(carry);
        }
        Big { limbs }
    }

    fn shr(&self, n: u64) -> Big {
        let words = (n / 64) as usize;
        if words >= self.limbs.len() {
            return Big::zero();
        }
        let s = (n % 64) as u32;
        let src = &self.limbs[words..];
        let mut limbs = Vec::with_capacity(src.len());
        for (i, &l) in src.iter().enumerate() {
            let hi = src.get(i + 1).copied().unwrap_or(0);
            limbs.push(if s == 0 {
                l
            } else {
                (l >> s) | (hi << (64 - s))
            });
        }
        let mut out = Big { limbs };
        out.trim();
        out
    }

    /// `self >>= 1`, in place.
    fn shr1(&mut self) {
        let mut carry = 0u64;
        for l in self.limbs.iter_mut().rev() {
            let next = *l << 63;
            *l = (*l >> 1) | carry;
            carry = next;
        }
        self.trim();
    }

    fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for l in &mut self.limbs {
            let v = u128::from(*l) * u128::from(m) + carry;
            *l = v as u64;
            carry = v >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    fn add_small(&mut self, a: u64) {
        let mut carry = a;
        for l in &mut self.limbs {
            if carry == 0 {
                return;
            }
            let (v, overflowed) = l.overflowing_add(carry);
            *l = v;
            carry = u64::from(overflowed);
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    /// Divides in place by `d` (non-zero), returning the remainder.
    fn divmod_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 64) | u128::from(*l);
            *l = (cur / u128::from(d)) as u64;
            rem = cur % u128::from(d);
        }
        self.trim();
        rem as u64
    }

    /// Multiplies in place by `5^exp` (`five`) or `10^exp`.
    fn mul_pow(&mut self, ten: bool, mut exp: u64) {
        let (base, chunk) = if ten { (10u64, 19) } else { (5u64, 27) };
        let big = base.pow(chunk);
        while exp >= u64::from(chunk) {
            self.mul_small(big);
            exp -= u64::from(chunk);
        }
        self.mul_small(base.pow(exp as u32));
    }

    fn pow10(exp: u64) -> Big {
        let mut b = Big::from_u128(1);
        b.mul_pow(true, exp);
        b
    }

    fn cmp_big(&self, other: &Big) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }

    /// `self -= other`; requires `self >= other`.
    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = false;
        for (i, l) in self.limbs.iter_mut().enumerate() {
            let o = other.limbs.get(i).copied().unwrap_or(0);
            if o == 0 && !borrow {
                if i >= other.limbs.len() {
                    break;
                }
                continue;
            }
            let (v, b1) = l.overflowing_sub(o);
            let (v, b2) = v.overflowing_sub(u64::from(borrow));
            *l = v;
            borrow = b1 || b2;
        }
        self.trim();
    }

    /// Quotient of `self / d` (`d` non-zero) and whether the remainder is
    /// non-zero. Shift-and-subtract: cheap when the quotient is short.
    fn div_rem(&self, d: &Big) -> (Big, bool) {
        let mut rem = self.clone();
        if rem.cmp_big(d) == Ordering::Less {
            return (Big::zero(), !rem.is_zero());
        }
        let shift = rem.bits() - d.bits();
        let mut ds = d.shl(shift);
        let mut quotient = Big::zero();
        for i in (0..=shift).rev() {
            if rem.cmp_big(&ds) != Ordering::Less {
                rem.sub_assign(&ds);
                quotient.set_bit(i);
            }
            ds.shr1();
        }
        (quotient, !rem.is_zero())
    }
}

// ---------------------------------------------------------------------------
// Rounding and conversions
// ---------------------------------------------------------------------------

/// Rounds `m * 2^e2` (plus a non-zero amount below `2^e2` when `sticky`)
/// to the nearest value of `f`, ties to even (APFloat's `normalize`).
fn round_to(f: &Format, neg: bool, m: &Big, e2: i64, sticky: bool) -> Value {
    if m.is_zero() {
        return zero(f, neg);
    }
    let p = i64::from(f.precision);
    let lead = e2 + m.bits() as i64 - 1;
    let mut exp = lead.max(i64::from(f.min_exp));
    let shift = exp - (p - 1) - e2;
    let mut sig = if shift > 0 {
        let shift = shift as u64;
        let half = m.bit(shift - 1);
        let rest = sticky || m.any_below(shift - 1);
        let kept = m.shr(shift).low_u128();
        if half && (rest || kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    } else {
        m.shl((-shift) as u64).low_u128()
    };
    if bit(sig, f.precision) {
        sig >>= 1;
        exp += 1;
    }
    if sig == 0 {
        return zero(f, neg);
    }
    if exp > i64::from(f.max_exp)
        || (f.nan == NanEncoding::AllOnes
            && exp == i64::from(f.max_exp)
            && sig == mask(f.precision))
    {
        return overflow(f, neg);
    }
    Value::Finite {
        neg,
        exp: exp as i32,
        sig,
    }
}

/// Converts a value between formats (APFloat's `convert`, nearest-even).
fn convert(v: &Value, from: &Format, to: &Format) -> Value {
    match *v {
        Value::Zero { neg } => zero(to, neg),
        Value::Inf { neg } => overflow(to, neg),
        Value::Finite { neg, exp, sig } => {
            let e2 = i64::from(exp) - i64::from(from.precision) + 1;
            round_to(to, neg, &Big::from_u128(sig), e2, false)
        }
        Value::NaN { mut neg, sig } => {
            if to.nan_only {
                return canonical_nan(to, neg);
            }
            let signaling = !from.nan_only && !bit(sig, from.precision - 2);
            let x86_special = from.x87 && !to.x87 && !(bit(sig, 63) && bit(sig, 62));
            let shift = i64::from(to.precision) - i64::from(from.precision);
            let mut sig = if shift < 0 && !from.nan_only {
                sig >> (-shift)
            } else if shift > 0 {
                sig << shift
            } else {
                sig
            };
            if from.nan == NanEncoding::NegativeZero && to.nan != NanEncoding::NegativeZero {
                // makeNaN(false, false): the default quiet NaN.
                neg = false;
                sig = 1 << (to.precision - 2);
                if to.x87 {
                    sig |= 1 << (to.precision - 1);
                }
            }
            if !x86_special && to.x87 {
                sig |= 1 << 63;
            }
            if signaling {
                sig |= 1 << (to.precision - 2);
            }
            Value::NaN {
                neg,
                sig: sig & mask(to.precision),
            }
        }
    }
}

/// Converts a decimal string (`[-]digits[.digits][(e|E)[+-]digits]`) to the
/// correctly rounded value of `f` (APFloat's `convertFromString`, nearest-even).
/// Returns `None` if the text is not of that form.
fn parse_decimal_exact(f: &Format, text: &str) -> Option<Value> {
    let (neg, rest) = match text.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (mantissa, exponent) = match rest.find(['e', 'E']) {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let mut digits = Big::zero();
    let mut frac_digits: i64 = 0;
    let mut sig_digits: i64 = 0;
    let mut seen_dot = false;
    let mut seen_digit = false;
    for c in mantissa.bytes() {
        match c {
            b'.' if !seen_dot => seen_dot = true,
            b'0'..=b'9' => {
                seen_digit = true;
                if seen_dot {
                    frac_digits += 1;
                }
                if sig_digits > 0 || c != b'0' {
                    sig_digits += 1;
                }
                digits.mul_small(10);
                digits.add_small(u64::from(c - b'0'));
            }
            _ => return None,
        }
    }
    if !seen_digit {
        return None;
    }
    let mut exp10: i64 = 0;
    if let Some(e) = exponent {
        let (eneg, edigits) = match e.strip_prefix('-') {
            Some(r) => (true, r),
            None => (false, e.strip_prefix('+').unwrap_or(e)),
        };
        if edigits.is_empty() || !edigits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        for c in edigits.bytes() {
            exp10 = (exp10 * 10 + i64::from(c - b'0')).min(1_000_000);
        }
        if eneg {
            exp10 = -exp10;
        }
    }
    exp10 -= frac_digits;
    if digits.is_zero() {
        return Some(zero(f, neg));
    }
    // Far outside every format's range: no exact arithmetic needed.
    if exp10 + sig_digits > 5000 {
        return Some(overflow(f, neg));
    }
    if exp10 + sig_digits < -5000 {
        return Some(zero(f, neg));
    }
    if exp10 >= 0 {
        let mut m = digits;
        m.mul_pow(true, exp10 as u64);
        return Some(round_to(f, neg, &m, 0, false));
    }
    let den = Big::pow10((-exp10) as u64);
    let want = u64::from(f.precision) + 3 + den.bits();
    let s = want.saturating_sub(digits.bits());
    let (q, inexact) = digits.shl(s).div_rem(&den);
    Some(round_to(f, neg, &q, -(s as i64), inexact))
}

// ---------------------------------------------------------------------------
// APFloat::toString
// ---------------------------------------------------------------------------

/// How many decimal digits `AdjustToPrecision` removes from a significand of
/// `bits` active bits to keep `precision` digits.
fn removable_digits(bits: u64, precision: u32) -> u64 {
    let required = (u64::from(precision) * 196).div_ceil(59);
    if bits <= required {
        0
    } else {
        (bits - required) * 59 / 196
    }
}

/// Converts `sig * 2^exp` to `sig' * 10^exp'` and removes decimal digits
/// from `sig'` until it is no more precise than `precision` digits, as
/// `toStringImpl` and the APInt overload of `AdjustToPrecision` do (the
/// division truncates).
fn to_decimal(sig: Big, exp: i64, precision: u32) -> (Big, i64) {
    if exp >= 0 {
        let scaled = sig.shl(exp as u64);
        let removable = removable_digits(scaled.bits(), precision);
        if removable == 0 {
            return (scaled, 0);
        }
        let quotient = scaled.div_rem(&Big::pow10(removable)).0;
        return (quotient, removable as i64);
    }
    // sig * 2^-t == sig * 5^t * 10^-t.
    let t = exp.unsigned_abs();
    let mut scaled = sig.clone();
    scaled.mul_pow(false, t);
    let removable = removable_digits(scaled.bits(), precision);
    if removable == 0 {
        return (scaled, exp);
    }
    let quotient = if removable <= t {
        // floor(sig * 5^t / 10^r) == floor(sig * 5^(t-r) / 2^r).
        let mut q = sig;
        q.mul_pow(false, t - removable);
        q.shr(removable)
    } else {
        scaled.div_rem(&Big::pow10(removable)).0
    };
    (quotient, exp + removable as i64)
}

/// Rounds the digit buffer (least significant digit first) to `precision`
/// digits, half up (the buffer overload of `AdjustToPrecision`).
fn adjust_buffer(buffer: &mut Vec<u8>, exp: &mut i64, precision: u32) {
    let n = buffer.len();
    let precision = precision as usize;
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buffer.drain(..first);
        return;
    }
    // Decimal add-with-carry: carried-through nines are dropped.
    match buffer[first..].iter().position(|&d| d != b'9') {
        Some(k) => {
            first += k;
            buffer[first] += 1;
        }
        None => first = n,
    }
    *exp += first as i64;
    if first == n {
        buffer.clear();
        buffer.push(b'1');
        return;
    }
    buffer.drain(..first);
}

/// Port of LLVM's `toStringImpl`: formats `(-1)^neg * sig * 2^exp`, where
/// `sig` is non-zero and `precision_bits` is the format's precision.
fn to_string_impl(
    neg: bool,
    mut exp: i64,
    mut sig: Big,
    precision_bits: u32,
    mut format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if format_precision == 0 {
        format_precision = 2 + precision_bits * 59 / 196;
    }
    // Ignore trailing binary zeros.
    let tz = sig.trailing_zeros();
    exp += tz as i64;
    sig = sig.shr(tz);
    // Change the exponent from 2^e to 10^e, dropping excess precision.
    let (mut sig, mut exp) = to_decimal(sig, exp, format_precision);

    // Fill the buffer, least significant digit first, dropping trailing zeros.
    let mut buffer: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !sig.is_zero() {
        let d = sig.divmod_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }
    if buffer.is_empty() {
        buffer.push(b'0');
    }
    adjust_buffer(&mut buffer, &mut exp, format_precision);
    let ndigits = buffer.len();
    let digit = |i: usize| char::from(buffer[ndigits - 1 - i]);

    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > i64::from(max_padding) || ndigits as i64 + exp > i64::from(format_precision)
    } else {
        let msd = exp + ndigits as i64 - 1;
        msd < 0 && -msd > i64::from(max_padding)
    };

    if scientific {
        exp += ndigits as i64 - 1;
        out.push(digit(0));
        out.push('.');
        if ndigits == 1 && truncate_zero {
            out.push('0');
        } else {
            (1..ndigits).for_each(|i| out.push(digit(i)));
        }
        if !truncate_zero && format_precision as usize > ndigits - 1 {
            let pad = format_precision as usize - ndigits + 1;
            out.extend(std::iter::repeat_n('0', pad));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let abs = exp.unsigned_abs();
        if !truncate_zero && abs < 10 {
            out.push('0');
        }
        out.push_str(&abs.to_string());
        return out;
    }

    if exp >= 0 {
        (0..ndigits).for_each(|i| out.push(digit(i)));
        out.extend(std::iter::repeat_n('0', exp as usize));
        return out;
    }

    let whole = exp + ndigits as i64;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        out.extend(std::iter::repeat_n('0', (-whole) as usize));
    }
    (i..ndigits).for_each(|i| out.push(digit(i)));
    out
}

/// Port of `IEEEFloat::toString` for a decoded value.
fn to_string(
    f: &Format,
    v: &Value,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    match *v {
        Value::Inf { neg } => (if neg { "-Inf" } else { "+Inf" }).to_string(),
        Value::NaN { .. } => "NaN".to_string(),
        Value::Zero { neg } => {
            let mut out = String::from(if neg { "-" } else { "" });
            if max_padding != 0 {
                out.push('0');
            } else if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                let pad = format_precision.saturating_sub(1) as usize;
                out.extend(std::iter::repeat_n('0', pad));
                out.push_str("e+00");
            }
            out
        }
        Value::Finite { neg, exp, sig } => {
            let exp = i64::from(exp) - i64::from(f.precision) + 1;
            to_string_impl(
                neg,
                exp,
                Big::from_u128(sig),
                f.precision,
                format_precision,
                max_padding,
                truncate_zero,
            )
        }
    }
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/// Text of a float value exactly as MLIR's AsmPrinter `printFloatValue` prints it.
///
/// Returns the text and whether it was printed in hex (the hex form includes
/// the sign bit, e.g. `"0x7FC00000"`, `"0xFFF0000000000000"`). Bits above the
/// format's width are ignored.
pub fn format_float(sem: FloatSemantics, bits: u128) -> (String, bool) {
    let f = sem.format();
    let v = decode(&f, bits);
    if let Value::Zero { .. } | Value::Finite { .. } = v {
        let text = to_string(&f, &v, 6, 0, false);
        let round_trips = parse_decimal_exact(&f, &text) == Some(v);
        if round_trips {
            return (text, false);
        }
        let text = to_string(&f, &v, 0, 3, true);
        if text.contains('.') {
            return (text, false);
        }
    }
    (format!("0x{:X}", encode(&f, &v)), true)
}

/// What MLIR's parser does for a decimal float literal attribute such as
/// `1.5 : f16`.
///
/// `text` is the literal token (`digits '.' digits* ([eE] [+-]? digits)?`,
/// without a sign). It is converted to a double with correct rounding (like
/// `strtod`; values too large become infinity, as in MLIR 19), negated if
/// `negative`, then converted to `sem` with round-to-nearest-ties-to-even
/// (`APFloat::convert`). Returns the bits, or an error for malformed text.
pub fn parse_decimal_literal(
    sem: FloatSemantics,
    text: &str,
    negative: bool,
) -> Result<u128, String> {
    if !is_float_token(text) {
        return Err(format!("invalid floating point literal '{text}'"));
    }
    let value: f64 = text
        .parse()
        .map_err(|_| format!("invalid floating point literal '{text}'"))?;
    Ok(from_f64(sem, if negative { -value } else { value }))
}

/// Whether `text` is an MLIR float literal token.
fn is_float_token(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        i
    };
    let i = digits(0);
    if i == 0 || i >= b.len() || b[i] != b'.' {
        return false;
    }
    let i = digits(i + 1);
    if i == b.len() {
        return true;
    }
    if b[i] != b'e' && b[i] != b'E' {
        return false;
    }
    let mut j = i + 1;
    if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
        j += 1;
    }
    let k = digits(j);
    k > j && k == b.len()
}

/// What MLIR does for an integer literal used as a float (`0x7FC00000 : f32`).
///
/// Errors, with MLIR 19's messages: a decimal integer (`"unexpected decimal
/// integer literal for a floating point value"`), a leading minus (`"hexadecimal
/// float literal should not have a leading minus"`), a value wider than the
/// type (`"hexadecimal float constant out of range for type"`; MLIR's width of
/// `tf32` is 32, and bits above its 19 storage bits are ignored). Otherwise
/// returns the bits as APFloat stores them (only unusual `f80` patterns are
/// canonicalised, e.g. unnormals become NaNs with an all-ones exponent).
pub fn parse_hex_literal(sem: FloatSemantics, text: &str, negative: bool) -> Result<u128, String> {
    let is_hex = text.len() > 1 && text.as_bytes()[1] == b'x';
    if !is_hex {
        return Err("unexpected decimal integer literal for a floating point value".to_string());
    }
    if negative {
        return Err("hexadecimal float literal should not have a leading minus".to_string());
    }
    let digits = match text.strip_prefix("0x") {
        Some(d) if !d.is_empty() && d.bytes().all(|c| c.is_ascii_hexdigit()) => d,
        _ => return Err(format!("invalid hexadecimal literal '{text}'")),
    };
    let digits = digits.trim_start_matches('0');
    let out_of_range = || "hexadecimal float constant out of range for type".to_string();
    if digits.len() > 32 {
        return Err(out_of_range());
    }
    let value = u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, 16)
        .map_err(|_| out_of_range())?;
    // MLIR checks against the type's width, which is 32 for tf32; APFloat then
    // reads only the format's own bits.
    let type_width = if sem == FloatSemantics::TF32 {
        32
    } else {
        sem.bit_width()
    };
    if value & !mask(type_width) != 0 {
        return Err(out_of_range());
    }
    let f = sem.format();
    Ok(encode(&f, &decode(&f, value)))
}

/// Converts a value in `sem` to the nearest f64 (round to nearest, ties to
/// even; NaN payloads follow `APFloat::convert`).
pub fn to_f64(sem: FloatSemantics, bits: u128) -> f64 {
    if sem == FloatSemantics::F64 {
        return f64::from_bits(bits as u64);
    }
    let (from, to) = (sem.format(), FloatSemantics::F64.format());
    let v = convert(&decode(&from, bits), &from, &to);
    f64::from_bits(encode(&to, &v) as u64)
}

/// Converts an f64 to `sem` with round-to-nearest-even (`APFloat::convert`
/// semantics, including NaN, infinity, denormals and the FN/FNUZ formats'
/// rules: overflow and infinity become NaN there, and FNUZ has no `-0`).
/// For `F64` the bits are returned unchanged, as MLIR's `FloatAttr::get` does.
pub fn from_f64(sem: FloatSemantics, value: f64) -> u128 {
    let bits = u128::from(value.to_bits());
    if sem == FloatSemantics::F64 {
        return bits;
    }
    let (from, to) = (FloatSemantics::F64.format(), sem.format());
    encode(&to, &convert(&decode(&from, bits), &from, &to))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(type, literal, what mlir-opt-19 prints)`, gathered from
    /// `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic` on
    /// `"x.op"() {v = <literal> : <type>} : () -> ()`.
    const ORACLE: &str = "
    bf16          0.0                                0.000000e+00
    bf16          -0.0                               -0.000000e+00
    bf16          1.0                                1.000000e+00
    bf16          0.1                                1.000980e-01
    bf16          -0.3333333333333333                -3.339840e-01
    bf16          1.0e10                             9.999220e+09
    bf16          123456789.0                        1.232080e+08
    bf16          3.14159265358979                   3.140630e+00
    bf16          -1.0e400                           0xFF80
    bf16          1.0e38                             9.969200e+37
    bf16          0.7                                6.992180e-01
    bf16          0x7F80                             0x7F80
    bf16          0xFFC0                             0xFFC0
    bf16          0x1                                9.183550e-41
    bf16          0x7F7F                             3.389530e+38
    bf16          0x3EAB                             3.339840e-01
    bf16          0x7F8E                             0x7F8E
    bf16          0xFFEF                             0xFFEF
    bf16          0x2C9A                             4.376940e-12
    bf16          0x88AF                             -1.053240e-33
    f16           0.0                                0.000000e+00
    f16           -0.0                               -0.000000e+00
    f16           1.0                                1.000000e+00
    f16           0.1                                9.997550e-02
    f16           -0.3333333333333333                -3.332520e-01
    f16           1.0e10                             0x7C00
    f16           3.14159265358979                   3.140630e+00
    f16           -1.0e400                           0xFC00
    f16           65504.0                            6.550400e+04
    f16           5.9604645e-08                      5.960460e-08
    f16           6.1035156e-05                      6.103520e-05
    f16           100.0                              1.000000e+02
    f16           0x7E00                             0x7E00
    f16           0x7C01                             0x7C01
    f16           0x3555                             3.332520e-01
    f16           0x3FF                              6.097560e-05
    f16           0x7E82                             0x7E82
    f16           0xFE41                             0xFE41
    f16           0xEC9E                             -4.728000e+03
    f16           0x3338                             2.255860e-01
    tf32          0.0                                0.000000e+00
    tf32          -0.0                               -0.000000e+00
    tf32          1.0                                1.000000e+00
    tf32          0.1                                9.997550e-02
    tf32          -0.3333333333333333                -3.332520e-01
    tf32          1.0e10                             9.999220e+09
    tf32          123456789.0                        1.234700e+08
    tf32          3.14159265358979                   3.140630e+00
    tf32          -1.0e400                           0x7FC00
    tf32          16777217.0                         1.677720e+07
    tf32          0x7F800                            -1.701410e+38
    tf32          0xFFFFFFFF                         0x7FFFF
    tf32          0x1                                1.147940e-41
    tf32          0x7FBFF                            -3.401160e+38
    tf32          0x73FE98                           0x3FE98
    tf32          0x7FE35                            0x7FE35
    tf32          0x550A15                           -6.594150e-19
    tf32          0x21                               3.788210e-40
    f32           0.0                                0.000000e+00
    f32           -0.0                               -0.000000e+00
    f32           1.0                                1.000000e+00
    f32           0.1                                1.000000e-01
    f32           -0.3333333333333333                -0.333333343
    f32           1.0e10                             1.000000e+10
    f32           123456789.0                        0x4CEB79A3
    f32           3.14159265358979                   3.14159274
    f32           1.0e-45                            1.401300e-45
    f32           -1.0e400                           0xFF800000
    f32           16777217.0                         0x4B800000
    f32           1.0e38                             9.99999968E+37
    f32           0.7                                0.699999988
    f32           1.0e-10                            1.000000e-10
    f32           0x7FC00000                         0x7FC00000
    f32           0x7F800001                         0x7F800001
    f32           0x7F7FFFFF                         3.40282347E+38
    f32           0x3EAAAAAB                         0.333333343
    f32           0x800000                           1.17549435E-38
    f32           0x1AC4FEE5                         8.14755044E-23
    f32           0xB7C31800                         -2.32569873E-5
    f32           0xE8E7E000                         -8.759990e+24
    f32           0x14                               2.802600e-44
    f64           0.0                                0.000000e+00
    f64           -0.0                               -0.000000e+00
    f64           1.0                                1.000000e+00
    f64           0.1                                1.000000e-01
    f64           -0.3333333333333333                -0.33333333333333331
    f64           1.0e10                             1.000000e+10
    f64           123456789.0                        0x419D6F3454000000
    f64           3.14159265358979                   3.14159265358979
    f64           1.0e-45                            9.9999999999999998E-46
    f64           1.0e-50                            1.000000e-50
    f64           -1.0e400                           0xFFF0000000000000
    f64           3.141592653589793                  3.1415926535897931
    f64           4.9406564584124654e-324            4.940660e-324
    f64           2.2250738585072014e-308            2.2250738585072014E-308
    f64           1.7976931348623157e308             1.7976931348623157E+308
    f64           1.0e300                            1.000000e+300
    f64           9007199254740993.0                 0x4340000000000000
    f64           1.0e23                             9.9999999999999991E+22
    f64           0x7FF8000000000000                 0x7FF8000000000000
    f64           0x7FF0000000000001                 0x7FF0000000000001
    f64           0x3FD5555555555555                 0.33333333333333331
    f64           0x26D86C5D3CBE87DB                 1.477835393134304E-121
    f64           0xB9FA7C8087084320                 -2.0894035129855267E-29
    f64           0x19                               1.235160e-322
    f64           0x8000000000000004                 -1.976260e-323
    f80           0.0                                0.000000e+00
    f80           -0.0                               -0.000000e+00
    f80           1.0                                1.000000e+00
    f80           0.1                                0.100000000000000005551
    f80           -0.3333333333333333                -0.33333333333333331483
    f80           1.0e10                             1.000000e+10
    f80           123456789.0                        0x4019EB79A2A000000000
    f80           3.14159265358979                   3.14159265358979000737
    f80           1.0e-45                            9.99999999999999984105E-46
    f80           1.0e-50                            1.00000000000000000762E-50
    f80           -1.0e400                           0xFFFF8000000000000000
    f80           1.7976931348623157e308             1.79769313486231570815E+308
    f80           0x7FFF8000000000000000             0x7FFF8000000000000000
    f80           0xFFFFC000000000000000             0xFFFFC000000000000000
    f80           0x1                                3.645200e-4951
    f80           0x3B9076D234A160000000             0x7FFF76D234A160000000
    f80           0x80000000000000000001             -3.645200e-4951
    f80           0x7FFEFFFFFFFFFFFFFFFF             1.18973149535723176502E+4932
    f80           0xA3C093ECC87024BDB7A2             -2.06506043798143345414E-2177
    f80           0xE05220E0000000000000             0xFFFF20E0000000000000
    f80           0x4                                1.458080e-4950
    f80           0x26                               1.385180e-4949
    f128          0.0                                0.000000e+00
    f128          -0.0                               -0.000000e+00
    f128          1.0                                1.000000e+00
    f128          0.1                                0.100000000000000005551115123125782702
    f128          -0.3333333333333333                -0.333333333333333314829616256247390993
    f128          1.0e10                             1.000000e+10
    f128          123456789.0                        0x4019D6F3454000000000000000000000
    f128          3.14159265358979                   3.14159265358979000737349451810587198
    f128          1.0e-45                            9.99999999999999984105197967281081158E-46
    f128          1.0e-50                            1.00000000000000000761622370578234286E-50
    f128          -1.0e400                           0xFFFF0000000000000000000000000000
    f128          1.7976931348623157e308             1.79769313486231570814527423731704357E+308
    f128          0x7FFF0000000000000000000000000000 0x7FFF0000000000000000000000000000
    f128          0x7FFF8000000000000000000000000000 0x7FFF8000000000000000000000000000
    f128          0x1                                6.475180e-4966
    f128          0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF 1.18973149535723176508575932662800702E+4932
    f128          0x3FFD5555555555555555555555555555 0.333333333333333333333333333333333317
    f128          0xCA2EBD4CD863C8E36B420B75C341FC54 -1.06074647761410189904877950811426849E+785
    f128          0xF6BB511A7C832868BA680DEEA1F9037D -1.41847763137922448381282931740612187E+4218
    f128          0x26                               2.460570e-4964
    f128          0x80000000000000000000000000000004 -2.590070e-4965
    f8E5M2        0.0                                0.000000e+00
    f8E5M2        -0.0                               -0.000000e+00
    f8E5M2        1.0                                1.000000e+00
    f8E5M2        0.1                                9.375000e-02
    f8E5M2        -0.3333333333333333                -3.125000e-01
    f8E5M2        1.0e10                             0x7C
    f8E5M2        3.14159265358979                   3.000000e+00
    f8E5M2        -1.0e400                           0xFC
    f8E5M2        57344.0                            5.734400e+04
    f8E5M2        0.7                                7.500000e-01
    f8E5M2        17.0                               1.600000e+01
    f8E5M2        1.0e-5                             1.525880e-05
    f8E5M2        0x7D                               0x7D
    f8E5M2        0x35                               3.125000e-01
    f8E5M2        0x7E                               0x7E
    f8E5M2        0xFE                               0xFE
    f8E5M2        0xD4                               -6.400000e+01
    f8E5M2        0x95                               -1.220700e-03
    f8E4M3        0.0                                0.000000e+00
    f8E4M3        -0.0                               -0.000000e+00
    f8E4M3        1.0                                1.000000e+00
    f8E4M3        0.1                                1.015630e-01
    f8E4M3        -0.3333333333333333                -3.437500e-01
    f8E4M3        1.0e10                             0x78
    f8E4M3        3.14159265358979                   3.250000e+00
    f8E4M3        -1.0e400                           0xF8
    f8E4M3        240.0                              2.400000e+02
    f8E4M3        17.0                               1.600000e+01
    f8E4M3        0.0078125                          7.812500e-03
    f8E4M3        0x79                               0x79
    f8E4M3        0x1                                1.953130e-03
    f8E4M3        0x2B                               3.437500e-01
    f8E4M3        0xFE                               0xFE
    f8E4M3        0x7E                               0x7E
    f8E4M3        0x8E                               -2.734380e-02
    f8E4M3        0xAE                               -4.375000e-01
    f8E4M3FN      0.0                                0.000000e+00
    f8E4M3FN      -0.0                               -0.000000e+00
    f8E4M3FN      1.0                                1.000000e+00
    f8E4M3FN      0.1                                1.015630e-01
    f8E4M3FN      -0.3333333333333333                -3.437500e-01
    f8E4M3FN      1.0e10                             0x7F
    f8E4M3FN      3.14159265358979                   3.250000e+00
    f8E4M3FN      -1.0e400                           0xFF
    f8E4M3FN      448.0                              4.480000e+02
    f8E4M3FN      17.0                               1.600000e+01
    f8E4M3FN      0x1                                1.953130e-03
    f8E4M3FN      0x78                               2.560000e+02
    f8E4M3FN      0x2B                               3.437500e-01
    f8E4M3FN      0xB                                2.148440e-02
    f8E4M3FN      0xEC                               -9.600000e+01
    f8E5M2FNUZ    0.0                                0.000000e+00
    f8E5M2FNUZ    1.0                                1.000000e+00
    f8E5M2FNUZ    0.1                                9.375000e-02
    f8E5M2FNUZ    -0.3333333333333333                -3.125000e-01
    f8E5M2FNUZ    1.0e10                             0x80
    f8E5M2FNUZ    3.14159265358979                   3.000000e+00
    f8E5M2FNUZ    57344.0                            5.734400e+04
    f8E5M2FNUZ    0.7                                7.500000e-01
    f8E5M2FNUZ    17.0                               1.600000e+01
    f8E5M2FNUZ    0xFF                               -5.734400e+04
    f8E5M2FNUZ    0x1                                7.629390e-06
    f8E5M2FNUZ    0x35                               1.562500e-01
    f8E5M2FNUZ    0x6E                               3.072000e+03
    f8E5M2FNUZ    0x31                               7.812500e-02
    f8E4M3FNUZ    0.0                                0.000000e+00
    f8E4M3FNUZ    1.0                                1.000000e+00
    f8E4M3FNUZ    0.1                                1.015630e-01
    f8E4M3FNUZ    -0.3333333333333333                -3.437500e-01
    f8E4M3FNUZ    1.0e10                             0x80
    f8E4M3FNUZ    3.14159265358979                   3.250000e+00
    f8E4M3FNUZ    240.0                              2.400000e+02
    f8E4M3FNUZ    17.0                               1.600000e+01
    f8E4M3FNUZ    0xFF                               -2.400000e+02
    f8E4M3FNUZ    0x1                                9.765620e-04
    f8E4M3FNUZ    0x8                                7.812500e-03
    f8E4M3FNUZ    0x2B                               1.718750e-01
    f8E4M3FNUZ    0x6                                5.859380e-03
    f8E4M3FNUZ    0x28                               1.250000e-01
    f8E4M3B11FNUZ 0.0                                0.000000e+00
    f8E4M3B11FNUZ 1.0                                1.000000e+00
    f8E4M3B11FNUZ 0.1                                1.015630e-01
    f8E4M3B11FNUZ -0.3333333333333333                -3.437500e-01
    f8E4M3B11FNUZ 1.0e10                             0x80
    f8E4M3B11FNUZ 3.14159265358979                   3.250000e+00
    f8E4M3B11FNUZ 30.0                               3.000000e+01
    f8E4M3B11FNUZ 0.0009765625                       9.765620e-04
    f8E4M3B11FNUZ 17.0                               1.600000e+01
    f8E4M3B11FNUZ 0xFF                               -3.000000e+01
    f8E4M3B11FNUZ 0x1                                1.220700e-04
    f8E4M3B11FNUZ 0xB                                1.342770e-03
    f8E4M3B11FNUZ 0x2B                               2.148440e-02
    f8E4M3B11FNUZ 0xCE                               -4.375000e-01
    f8E4M3B11FNUZ 0x55                               8.125000e-01
";

    /// Parses a literal the way MLIR's attribute parser does.
    fn parse(sem: FloatSemantics, literal: &str) -> Result<u128, String> {
        let (negative, body) = match literal.strip_prefix('-') {
            Some(body) => (true, body),
            None => (false, literal),
        };
        if body.contains('.') {
            parse_decimal_literal(sem, body, negative)
        } else {
            parse_hex_literal(sem, body, negative)
        }
    }

    fn sem(keyword: &str) -> FloatSemantics {
        FloatSemantics::from_keyword(keyword).expect("known keyword")
    }

    /// A small deterministic pseudo-random generator (xorshift).
    fn rng(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    #[test]
    fn oracle_table() {
        let mut rows = 0;
        for line in ORACLE.lines().filter(|l| !l.trim().is_empty()) {
            let cols: Vec<&str> = line.split_whitespace().collect();
            let [ty, literal, expected] = cols[..] else {
                panic!("bad row {line:?}");
            };
            let bits = parse(sem(ty), literal).unwrap_or_else(|e| panic!("{ty} {literal}: {e}"));
            let (text, hex) = format_float(sem(ty), bits);
            assert_eq!(text, expected, "{literal} : {ty}");
            assert_eq!(hex, expected.starts_with("0x"), "{literal} : {ty}");
            rows += 1;
        }
        assert!(rows >= 150);
    }

    #[test]
    fn keywords() {
        for s in ALL_SEMANTICS {
            assert_eq!(FloatSemantics::from_keyword(s.keyword()), Some(s));
        }
        assert_eq!(FloatSemantics::from_keyword("f8E3M4"), None);
        assert_eq!(FloatSemantics::from_keyword("i32"), None);
        let widths: Vec<u32> = ALL_SEMANTICS.iter().map(|s| s.bit_width()).collect();
        assert_eq!(widths, [16, 16, 19, 32, 64, 80, 128, 8, 8, 8, 8, 8, 8]);
    }

    #[test]
    fn decimal_literals() {
        use FloatSemantics::*;
        let cases: &[(FloatSemantics, &str, bool, u128)] = &[
            (F16, "1.5", false, 0x3E00),
            (F16, "1.5", true, 0xBE00),
            (F32, "1.0e-50", false, 0),
            (F32, "1.0e-50", true, 0x8000_0000),
            (F32, "1.", false, 0x3F80_0000),
            (F32, "1.e5", false, 0x47C3_5000),
            (F64, "1.0e400", false, 0x7FF0_0000_0000_0000),
            (F64, "1.0e99999999999999999999", true, 0xFFF0_0000_0000_0000),
            (F64, "0.0e99999999999999999999", false, 0),
            (BF16, "0.1", false, 0x3DCD),
            (TF32, "1.0", false, 0x1FC00),
            (F80, "1.0", false, 0x3FFF_8000_0000_0000_0000),
            (F128, "2.0", true, 0xC000 << 112),
            (F8E4M3FN, "464.0", false, 0x7E),
            (F8E4M3FN, "465.0", false, 0x7F),
            (F8E4M3FN, "1000.0", true, 0xFF),
            (F8E4M3FNUZ, "1000.0", true, 0x80),
            (F8E4M3FNUZ, "0.0", true, 0x00),
            (F8E5M2FNUZ, "1.0e-50", true, 0x00),
            (F8E5M2, "1.0e400", true, 0xFC),
            (F8E4M3, "1.0e400", false, 0x78),
            (F8E4M3B11FNUZ, "1.0", false, 0x58),
        ];
        for &(s, text, negative, bits) in cases {
            let got = parse_decimal_literal(s, text, negative);
            assert_eq!(got, Ok(bits), "{text} : {s:?} (negative {negative})");
        }
        for bad in [
            "", "1", "abc", ".5", "1.0e", "1.0e+", "inf", "nan", "1.0x", "-1.0", "+1.0", "1..0",
        ] {
            assert!(parse_decimal_literal(F32, bad, false).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn hex_literals() {
        use FloatSemantics::*;
        let decimal = "unexpected decimal integer literal for a floating point value";
        let minus = "hexadecimal float literal should not have a leading minus";
        let range = "hexadecimal float constant out of range for type";
        let cases: &[(FloatSemantics, &str, bool, Result<u128, &str>)] = &[
            (F32, "0x7FC00000", false, Ok(0x7FC0_0000)),
            (F16, "0x00007C00", false, Ok(0x7C00)),
            (F32, "5", false, Err(decimal)),
            (F32, "5", true, Err(decimal)),
            (F16, "0x7C00", true, Err(minus)),
            (F16, "0x1FFFF", false, Err(range)),
            (BF16, "0x10000", false, Err(range)),
            (F8E4M3FN, "0x100", false, Err(range)),
            (TF32, "0xFFFFFFFF", false, Ok(0x7FFFF)),
            (TF32, "0x100000000", false, Err(range)),
            (
                F128,
                "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
                false,
                Ok(u128::MAX),
            ),
            (
                F128,
                "0x100000000000000000000000000000000",
                false,
                Err(range),
            ),
            (
                F80,
                "0x3B9076D234A160000000",
                false,
                Ok(0x7FFF_76D2_34A1_6000_0000),
            ),
        ];
        for &(s, text, negative, expected) in cases {
            let got = parse_hex_literal(s, text, negative);
            assert_eq!(got, expected.map_err(str::to_string), "{text} : {s:?}");
        }
        for bad in ["0x", "0xG", "0x1.0", "0x-1"] {
            assert!(parse_hex_literal(F32, bad, false).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn conversions_match_native_f32() {
        let mut next = rng(0x1234_5678_9ABC_DEF0);
        for _ in 0..20_000 {
            let bits = next() as u32;
            let x = f32::from_bits(bits);
            let wide = to_f64(FloatSemantics::F32, u128::from(bits));
            assert!(wide.to_bits() == f64::from(x).to_bits() || (x.is_nan() && wide.is_nan()));
            let d = f64::from_bits(next());
            if !d.is_nan() {
                assert_eq!(
                    from_f64(FloatSemantics::F32, d),
                    u128::from((d as f32).to_bits())
                );
            }
        }
    }

    #[test]
    fn conversions_round_trip() {
        for s in ALL_SEMANTICS {
            let width = s.bit_width();
            let mut next = rng(u64::from(width) * 7919 + 1);
            for i in 0..4096u64 {
                let raw = if width <= 12 {
                    u128::from(i)
                } else {
                    u128::from(next())
                };
                let bits = if width > 64 {
                    (raw << 64 | u128::from(next())) & mask(width)
                } else {
                    raw & mask(width)
                };
                let f = s.format();
                let canonical = encode(&f, &decode(&f, bits));
                let wide = to_f64(s, bits);
                let back = from_f64(s, wide);
                match decode(&f, bits) {
                    Value::NaN { .. } => assert!(wide.is_nan(), "{s:?} {bits:#x}"),
                    Value::Finite { .. } if width > 64 => {
                        // f80 and f128 values may not fit in f64; the trip is
                        // a correctly rounded narrowing.
                        assert_eq!(from_f64(s, to_f64(s, back)), back);
                    }
                    _ => assert_eq!(back, canonical, "{s:?} {bits:#x}"),
                }
            }
        }
        assert_eq!(to_f64(FloatSemantics::F16, 0x3C00), 1.0);
        assert_eq!(to_f64(FloatSemantics::F8E4M3FN, 0x7E), 448.0);
        assert_eq!(to_f64(FloatSemantics::F8E4M3B11FNUZ, 0x01), 2f64.powi(-13));
        assert_eq!(
            from_f64(FloatSemantics::F80, -1.0),
            0xBFFF_8000_0000_0000_0000
        );
        assert_eq!(from_f64(FloatSemantics::F8E4M3FN, f64::INFINITY), 0x7F);
        assert_eq!(from_f64(FloatSemantics::F8E5M2FNUZ, f64::NAN), 0x80);
        assert_eq!(from_f64(FloatSemantics::F16, f64::NAN), 0x7E00);
    }

    #[test]
    fn never_panics() {
        let mut next = rng(42);
        for s in ALL_SEMANTICS {
            for _ in 0..300 {
                let bits = u128::from(next()) << 64 | u128::from(next());
                let (text, _) = format_float(s, bits);
                assert!(!text.is_empty());
                let _ = to_f64(s, bits);
                let _ = from_f64(s, f64::from_bits(next()));
            }
            for text in [
                "",
                "-",
                "0x",
                "x",
                "1e5",
                "1.0e-99999",
                "9.9e9999999",
                "0.",
                "00.00e-0",
            ] {
                let _ = parse_decimal_literal(s, text, true);
                let _ = parse_hex_literal(s, text, false);
            }
        }
    }
}
