//! Arithmetic on [`ApInt`] as LLVM's `APInt` does it, for constant
//! folding: wrapping add, subtract, multiply and shifts, unsigned and
//! signed division and remainder, bitwise logic, extension and truncation,
//! and the overflow-reporting variants (`sadd_ov`, `umul_ov`, ...). Both
//! operands of a binary operation have the same width; the result has it
//! too. Divisions by zero are the caller's to avoid (they give `None`).

use std::cmp::Ordering;

use super::ApInt;

impl ApInt {
    /// The low `width` bits of `words` (least significant first).
    pub fn from_words(width: u32, words: &[u64]) -> ApInt {
        let mut r = ApInt::zero(width);
        for (slot, &w) in r.words.iter_mut().zip(words) {
            *slot = w;
        }
        r.masked()
    }

    fn zip_words(&self, other: &ApInt, mut f: impl FnMut(u64, u64) -> u64) -> ApInt {
        debug_assert_eq!(self.width, other.width, "operands of different widths");
        let words: Vec<u64> = self
            .words
            .iter()
            .zip(other.words.iter().chain(std::iter::repeat(&0)))
            .map(|(&a, &b)| f(a, b))
            .collect();
        ApInt::from_words(self.width, &words)
    }

    /// One of the given width.
    pub fn one(width: u32) -> ApInt {
        ApInt::from_u128(width, 1)
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        self.words[0] == 1 && self.words[1..].iter().all(|&w| w == 0)
    }

    /// Whether this is the smallest signed value (only the sign bit set).
    pub fn is_min_signed(&self) -> bool {
        *self == ApInt::signed_min_value(self.width)
    }

    /// Whether this is the largest signed value.
    pub fn is_max_signed(&self) -> bool {
        *self == ApInt::signed_max_value(self.width)
    }

    /// Whether the value read as signed is negative.
    pub fn is_negative(&self) -> bool {
        self.sign_bit()
    }

    /// Bit `i` (`false` beyond the width).
    pub fn bit_at(&self, i: u32) -> bool {
        i < self.width && self.bit(i)
    }

    /// `self + other`, wrapping.
    pub fn wrapping_add(&self, other: &ApInt) -> ApInt {
        let mut carry = false;
        self.zip_words(other, |a, b| {
            let (s1, c1) = a.overflowing_add(b);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            carry = c1 || c2;
            s2
        })
    }

    /// `self - other`, wrapping.
    pub fn wrapping_sub(&self, other: &ApInt) -> ApInt {
        self.wrapping_add(&other.negate())
    }

    /// `self * other`, wrapping.
    pub fn wrapping_mul(&self, other: &ApInt) -> ApInt {
        let n = self.words.len();
        let mut out = vec![0u64; n];
        for (i, &a) in self.words.iter().enumerate() {
            let mut carry = 0u128;
            for j in 0..n - i {
                let b = other.words.get(j).copied().unwrap_or(0);
                let cur = u128::from(out[i + j]) + u128::from(a) * u128::from(b) + carry;
                out[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        ApInt::from_words(self.width, &out)
    }

    /// The full product of the values read as unsigned, at twice the width.
    fn widening_umul(&self, other: &ApInt) -> ApInt {
        let wide = self.width * 2;
        self.resize(wide).wrapping_mul(&other.resize(wide))
    }

    /// `!self`.
    pub fn not(&self) -> ApInt {
        let words: Vec<u64> = self.words.iter().map(|w| !w).collect();
        ApInt::from_words(self.width, &words)
    }

    /// `self & other`.
    pub fn and(&self, other: &ApInt) -> ApInt {
        self.zip_words(other, |a, b| a & b)
    }

    /// `self | other`.
    pub fn or(&self, other: &ApInt) -> ApInt {
        self.zip_words(other, |a, b| a | b)
    }

    /// `self ^ other`.
    pub fn xor(&self, other: &ApInt) -> ApInt {
        self.zip_words(other, |a, b| a ^ b)
    }

    /// The amount `other` denotes, clamped to the width (a shift by the
    /// width or more shifts every bit out).
    fn shift_amount(&self, amount: &ApInt) -> u32 {
        match amount.to_u64() {
            Some(n) if n < u64::from(self.width) => n as u32,
            _ => self.width,
        }
    }

    /// `self << amount` (zero when `amount >= width`).
    pub fn shl(&self, amount: &ApInt) -> ApInt {
        self.shl_bits(self.shift_amount(amount))
    }

    fn shl_bits(&self, n: u32) -> ApInt {
        if n >= self.width {
            return ApInt::zero(self.width);
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let len = self.words.len();
        let mut out = vec![0u64; len];
        for i in (words..len).rev() {
            let lo = self.words[i - words];
            let below = if i > words {
                self.words[i - words - 1]
            } else {
                0
            };
            out[i] = if bits == 0 {
                lo
            } else {
                (lo << bits) | (below >> (64 - bits))
            };
        }
        ApInt::from_words(self.width, &out)
    }

    /// `self >> amount`, shifting in zeros (zero when `amount >= width`).
    pub fn lshr(&self, amount: &ApInt) -> ApInt {
        self.lshr_bits(self.shift_amount(amount))
    }

    fn lshr_bits(&self, n: u32) -> ApInt {
        if n >= self.width {
            return ApInt::zero(self.width);
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let len = self.words.len();
        let mut out = vec![0u64; len];
        for (i, slot) in out.iter_mut().enumerate().take(len - words) {
            let hi = self.words[i + words];
            let above = self.words.get(i + words + 1).copied().unwrap_or(0);
            *slot = if bits == 0 {
                hi
            } else {
                (hi >> bits) | (above << (64 - bits))
            };
        }
        ApInt::from_words(self.width, &out)
    }

    /// `self >> amount`, shifting in copies of the sign bit.
    pub fn ashr(&self, amount: &ApInt) -> ApInt {
        let n = self.shift_amount(amount);
        if !self.sign_bit() {
            return self.lshr_bits(n);
        }
        if n >= self.width {
            return ApInt::max_value(self.width);
        }
        let ones = ApInt::max_value(self.width).shl_bits(self.width - n);
        self.lshr_bits(n).or(&ones)
    }

    /// The quotient and remainder of the values read as unsigned; `None`
    /// when `divisor` is zero.
    pub fn udiv_rem(&self, divisor: &ApInt) -> Option<(ApInt, ApInt)> {
        if divisor.is_zero() {
            return None;
        }
        if self.width <= 128 {
            let (a, b) = (self.low_u128(), divisor.low_u128());
            return Some((
                ApInt::from_u128(self.width, a / b),
                ApInt::from_u128(self.width, a % b),
            ));
        }
        // Shift and subtract, one bit at a time.
        let mut quotient = ApInt::zero(self.width);
        let mut remainder = ApInt::zero(self.width);
        for i in (0..self.width).rev() {
            remainder = remainder.shl_bits(1);
            if self.bit(i) {
                remainder.words[0] |= 1;
            }
            if remainder.ucmp(divisor) != Ordering::Less {
                remainder = remainder.wrapping_sub(divisor);
                quotient.words[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        Some((quotient, remainder))
    }

    /// `self / divisor` read as unsigned; `None` for a zero divisor.
    pub fn udiv(&self, divisor: &ApInt) -> Option<ApInt> {
        self.udiv_rem(divisor).map(|(q, _)| q)
    }

    /// `self % divisor` read as unsigned; `None` for a zero divisor.
    pub fn urem(&self, divisor: &ApInt) -> Option<ApInt> {
        self.udiv_rem(divisor).map(|(_, r)| r)
    }

    /// The absolute value (the smallest signed value stays itself).
    pub fn abs(&self) -> ApInt {
        if self.sign_bit() {
            self.negate()
        } else {
            self.clone()
        }
    }

    /// `self / divisor` read as signed, rounding toward zero (wrapping for
    /// `min / -1`); `None` for a zero divisor.
    pub fn sdiv(&self, divisor: &ApInt) -> Option<ApInt> {
        let q = self.abs().udiv(&divisor.abs())?;
        Some(if self.sign_bit() != divisor.sign_bit() {
            q.negate()
        } else {
            q
        })
    }

    /// `self % divisor` read as signed (the sign of `self`); `None` for a
    /// zero divisor.
    pub fn srem(&self, divisor: &ApInt) -> Option<ApInt> {
        let r = self.abs().urem(&divisor.abs())?;
        Some(if self.sign_bit() { r.negate() } else { r })
    }

    /// `self / divisor` read as signed and whether it overflowed (`min /
    /// -1`); `None` for a zero divisor.
    pub fn sdiv_ov(&self, divisor: &ApInt) -> Option<(ApInt, bool)> {
        let overflow = self.is_min_signed() && divisor.is_all_ones();
        Some((self.sdiv(divisor)?, overflow))
    }

    /// `self / divisor` read as signed, rounding toward negative infinity,
    /// and whether it overflowed; `None` for a zero divisor
    /// (`APInt::sfloordiv_ov`).
    pub fn sfloordiv_ov(&self, divisor: &ApInt) -> Option<(ApInt, bool)> {
        let (quotient, overflow) = self.sdiv_ov(divisor)?;
        let remainder = self.srem(divisor)?;
        let inexact_negative = !remainder.is_zero() && self.sign_bit() != divisor.sign_bit();
        if inexact_negative {
            Some((quotient.wrapping_sub(&ApInt::one(self.width)), overflow))
        } else {
            Some((quotient, overflow))
        }
    }

    /// `self + other` and whether it overflowed as signed.
    pub fn sadd_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let sum = self.wrapping_add(other);
        let overflow = self.sign_bit() == other.sign_bit() && sum.sign_bit() != self.sign_bit();
        (sum, overflow)
    }

    /// `self + other` and whether it overflowed as unsigned.
    pub fn uadd_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let sum = self.wrapping_add(other);
        let overflow = sum.ucmp(other) == Ordering::Less;
        (sum, overflow)
    }

    /// `self - other` and whether it overflowed as signed.
    pub fn ssub_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let diff = self.wrapping_sub(other);
        let overflow = self.sign_bit() != other.sign_bit() && diff.sign_bit() != self.sign_bit();
        (diff, overflow)
    }

    /// `self - other` and whether it overflowed as unsigned.
    pub fn usub_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let diff = self.wrapping_sub(other);
        (diff, self.ucmp(other) == Ordering::Less)
    }

    /// `self * other` and whether it overflowed as unsigned.
    pub fn umul_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let full = self.widening_umul(other);
        let product = full.resize(self.width);
        (product, full.active_bits() > self.width)
    }

    /// `self * other` and whether it overflowed as signed.
    pub fn smul_ov(&self, other: &ApInt) -> (ApInt, bool) {
        let wide = self.width * 2;
        let full = self.sext(wide).wrapping_mul(&other.sext(wide));
        let product = full.resize(self.width);
        (product.clone(), product.sext(wide) != full)
    }

    /// The high half of the full unsigned product (`APIntOps::mulhu`).
    pub fn mulhu(&self, other: &ApInt) -> ApInt {
        self.widening_umul(other)
            .lshr_bits(self.width)
            .resize(self.width)
    }

    /// The high half of the full signed product (`APIntOps::mulhs`).
    pub fn mulhs(&self, other: &ApInt) -> ApInt {
        let wide = self.width * 2;
        self.sext(wide)
            .wrapping_mul(&other.sext(wide))
            .lshr_bits(self.width)
            .resize(self.width)
    }

    /// Zero-extends to a width at least the current one.
    pub fn zext(&self, width: u32) -> ApInt {
        self.resize(width)
    }

    /// Truncates to a width at most the current one.
    pub fn trunc(&self, width: u32) -> ApInt {
        self.resize(width)
    }

    /// The larger of the values read as signed.
    pub fn smax(&self, other: &ApInt) -> ApInt {
        if self.scmp(other) == Ordering::Less {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// The smaller of the values read as signed.
    pub fn smin(&self, other: &ApInt) -> ApInt {
        if self.scmp(other) == Ordering::Greater {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// The larger of the values read as unsigned.
    pub fn umax(&self, other: &ApInt) -> ApInt {
        if self.ucmp(other) == Ordering::Less {
            other.clone()
        } else {
            self.clone()
        }
    }

    /// The smaller of the values read as unsigned.
    pub fn umin(&self, other: &ApInt) -> ApInt {
        if self.ucmp(other) == Ordering::Greater {
            other.clone()
        } else {
            self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(width: u32, v: i128) -> ApInt {
        ApInt::from_i128(width, v)
    }

    #[test]
    fn wrapping_arithmetic() {
        assert_eq!(int(8, 127).wrapping_add(&int(8, 1)), int(8, -128));
        assert_eq!(int(8, 0).wrapping_sub(&int(8, 1)), int(8, -1));
        assert_eq!(int(8, 16).wrapping_mul(&int(8, 16)), int(8, 0));
        assert_eq!(int(8, -3).wrapping_mul(&int(8, 5)), int(8, -15));
        let big = ApInt::from_u128(256, 1 << 100);
        assert_eq!(
            big.wrapping_mul(&big).to_decimal(false),
            "1606938044258990275541962092341162602522202993782792835301376"
        );
        assert_eq!(big.wrapping_mul(&big).wrapping_mul(&big), ApInt::zero(256));
    }

    #[test]
    fn division() {
        assert_eq!(int(8, -7).sdiv(&int(8, 2)), Some(int(8, -3)));
        assert_eq!(int(8, -7).srem(&int(8, 2)), Some(int(8, -1)));
        assert_eq!(int(8, 7).srem(&int(8, -2)), Some(int(8, 1)));
        assert_eq!(int(8, -7).udiv(&int(8, 2)), Some(int(8, 124)));
        assert_eq!(int(8, 1).udiv(&int(8, 0)), None);
        assert_eq!(
            int(8, -128).sdiv_ov(&int(8, -1)),
            Some((int(8, -128), true))
        );
        assert_eq!(
            int(8, -7).sfloordiv_ov(&int(8, 2)),
            Some((int(8, -4), false))
        );
        assert_eq!(
            int(8, 7).sfloordiv_ov(&int(8, -2)),
            Some((int(8, -4), false))
        );
        assert_eq!(
            int(8, 6).sfloordiv_ov(&int(8, -2)),
            Some((int(8, -3), false))
        );
        let wide = ApInt::from_u128(200, u128::MAX).shl(&ApInt::from_u128(200, 60));
        let (q, r) = wide.udiv_rem(&ApInt::from_u128(200, 3)).unwrap();
        assert_eq!(
            q.wrapping_mul(&ApInt::from_u128(200, 3)).wrapping_add(&r),
            wide
        );
    }

    #[test]
    fn shifts() {
        assert_eq!(int(8, 1).shl(&int(8, 7)), int(8, -128));
        assert_eq!(int(8, 1).shl(&int(8, 8)), int(8, 0));
        assert_eq!(int(8, -128).lshr(&int(8, 7)), int(8, 1));
        assert_eq!(int(8, -128).ashr(&int(8, 7)), int(8, -1));
        assert_eq!(int(8, -128).ashr(&int(8, 9)), int(8, -1));
        let v = ApInt::from_u128(130, 1).shl(&ApInt::from_u128(130, 129));
        assert!(v.sign_bit());
        assert_eq!(
            v.ashr(&ApInt::from_u128(130, 65)),
            ApInt::max_value(130).shl(&ApInt::from_u128(130, 64))
        );
    }

    #[test]
    fn overflow() {
        assert!(int(8, 127).sadd_ov(&int(8, 1)).1);
        assert!(!int(8, -1).sadd_ov(&int(8, 1)).1);
        assert!(int(8, -1).uadd_ov(&int(8, 1)).1);
        assert!(int(8, -128).ssub_ov(&int(8, 1)).1);
        assert!(int(8, 0).usub_ov(&int(8, 1)).1);
        assert!(int(8, 16).umul_ov(&int(8, 16)).1);
        assert!(!int(8, -8).smul_ov(&int(8, 16)).1);
        assert!(int(8, -9).smul_ov(&int(8, 16)).1);
        assert_eq!(int(8, -1).mulhu(&int(8, -1)), int(8, -2));
        assert_eq!(int(8, -1).mulhs(&int(8, -1)), int(8, 0));
    }
}
