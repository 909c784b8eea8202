//! Arbitrary-width integers as attribute values: a width and its bits,
//! stored as little-endian 64-bit words (two's complement, masked to width).
//! Its arithmetic, for constant folding, is in the `arith` submodule.

mod arith;

/// An integer of a fixed bit width, as MLIR's `APInt`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    words: smallvec::SmallVec<[u64; 2]>,
}

impl ApInt {
    fn word_count(width: u32) -> usize {
        (width as usize).div_ceil(64).max(1)
    }

    fn masked(mut self) -> Self {
        let rem = self.width % 64;
        let n = self.words.len();
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
        self
    }

    /// Zero of the given width.
    pub fn zero(width: u32) -> Self {
        ApInt {
            width,
            words: smallvec::smallvec![0; Self::word_count(width)],
        }
    }

    /// The low `width` bits of `value`.
    pub fn from_u128(width: u32, value: u128) -> Self {
        let mut r = Self::zero(width);
        r.words[0] = value as u64;
        if r.words.len() > 1 {
            r.words[1] = (value >> 64) as u64;
        }
        r.masked()
    }

    /// `value` sign-extended or truncated to `width` bits.
    pub fn from_i128(width: u32, value: i128) -> Self {
        let mut r = Self::zero(width);
        let fill = if value < 0 { u64::MAX } else { 0 };
        for (i, w) in r.words.iter_mut().enumerate() {
            *w = match i {
                0 => value as u64,
                1 => (value >> 64) as u64,
                _ => fill,
            };
        }
        r.masked()
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The words, least significant first.
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether the top bit is set.
    pub fn sign_bit(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    fn bit(&self, i: u32) -> bool {
        (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let lo = self.words[0] as u128;
        let hi = self.words.get(1).copied().unwrap_or(0) as u128;
        lo | (hi << 64)
    }

    /// The value as a signed integer, if it fits in an `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        if self.width <= 128 {
            let v = self.low_u128();
            if self.width == 0 {
                return Some(0);
            }
            let shift = 128 - self.width;
            return Some(((v << shift) as i128) >> shift);
        }
        let neg = self.sign_bit();
        let fill = if neg { u64::MAX } else { 0 };
        let lo = self.low_u128() as i128;
        // Every bit above 127 must equal the sign.
        let top_ok = self.words[2..].iter().enumerate().all(|(i, &w)| {
            let bits_here = (self.width as usize - 128 - i * 64).min(64);
            let mask = if bits_here == 64 {
                u64::MAX
            } else {
                (1u64 << bits_here) - 1
            };
            w & mask == fill & mask
        });
        (top_ok && (lo < 0) == neg).then_some(lo)
    }

    /// The value as an unsigned integer, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        self.words[1..]
            .iter()
            .all(|&w| w == 0)
            .then_some(self.words[0])
    }

    /// Two's complement negation.
    pub fn negate(&self) -> Self {
        let mut r = self.clone();
        for w in r.words.iter_mut() {
            *w = !*w;
        }
        let mut carry = true;
        for w in r.words.iter_mut() {
            if !carry {
                break;
            }
            let (v, c) = w.overflowing_add(1);
            *w = v;
            carry = c;
        }
        r.masked()
    }

    /// Parses a non-negative decimal or `0x` hex literal into the smallest
    /// width that holds it. Returns `None` for an invalid literal.
    pub fn parse_literal(text: &str) -> Option<ApInt> {
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(h) => (h, 16u64),
            None => (text, 10u64),
        };
        if digits.is_empty() {
            return None;
        }
        if digits.len() <= 15 {
            // Fits in 64 bits whatever the radix: the common case, done directly.
            let v = u64::from_str_radix(digits, radix as u32).ok()?;
            let width = (64 - v.leading_zeros()).max(1);
            return Some(ApInt::from_u128(width, v as u128));
        }
        let mut words: Vec<u64> = vec![0];
        for c in digits.bytes() {
            let d = (c as char).to_digit(radix as u32)? as u64;
            let mut carry = d as u128;
            for w in words.iter_mut() {
                let v = (*w as u128) * radix as u128 + carry;
                *w = v as u64;
                carry = v >> 64;
            }
            if carry != 0 {
                words.push(carry as u64);
            }
        }
        let mut width = words.len() as u32 * 64;
        while width > 1 && (words[((width - 1) / 64) as usize] >> ((width - 1) % 64)) & 1 == 0 {
            width -= 1;
        }
        let mut r = ApInt::zero(width);
        for (i, w) in words.into_iter().enumerate() {
            if i < r.words.len() {
                r.words[i] = w;
            }
        }
        Some(r.masked())
    }

    /// The minimum number of bits that hold this unsigned value (at least 1).
    pub fn active_bits(&self) -> u32 {
        for i in (0..self.width).rev() {
            if self.bit(i) {
                return i + 1;
            }
        }
        0
    }

    /// Zero-extends or truncates to `width`.
    pub fn resize(&self, width: u32) -> Self {
        let mut r = Self::zero(width);
        for (i, w) in r.words.iter_mut().enumerate() {
            *w = self.words.get(i).copied().unwrap_or(0);
        }
        r.masked()
    }

    /// Sign-extends or truncates to `width`.
    pub fn sext(&self, width: u32) -> Self {
        if width <= self.width || !self.sign_bit() {
            return self.resize(width);
        }
        let mut r = Self::zero(width);
        for i in 0..width {
            let b = if i < self.width { self.bit(i) } else { true };
            if b {
                r.words[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        r
    }

    /// The largest unsigned value of `width` bits (all ones).
    pub fn max_value(width: u32) -> Self {
        let mut r = Self::zero(width);
        for w in r.words.iter_mut() {
            *w = u64::MAX;
        }
        r.masked()
    }

    /// The smallest signed value of `width` bits (only the sign bit set).
    pub fn signed_min_value(width: u32) -> Self {
        let mut r = Self::zero(width);
        if width > 0 {
            r.words[((width - 1) / 64) as usize] |= 1 << ((width - 1) % 64);
        }
        r
    }

    /// The largest signed value of `width` bits (all ones but the sign bit).
    pub fn signed_max_value(width: u32) -> Self {
        let mut r = Self::max_value(width);
        if width > 0 {
            r.words[((width - 1) / 64) as usize] &= !(1 << ((width - 1) % 64));
        }
        r
    }

    /// Whether every bit is set.
    pub fn is_all_ones(&self) -> bool {
        *self == Self::max_value(self.width)
    }

    /// Compares the values read as unsigned (the widths should be equal;
    /// the words are compared as stored).
    pub fn ucmp(&self, other: &ApInt) -> std::cmp::Ordering {
        let n = self.words.len().max(other.words.len());
        for i in (0..n).rev() {
            let a = self.words.get(i).copied().unwrap_or(0);
            let b = other.words.get(i).copied().unwrap_or(0);
            if a != b {
                return a.cmp(&b);
            }
        }
        std::cmp::Ordering::Equal
    }

    /// Compares the values read as two's complement signed integers.
    pub fn scmp(&self, other: &ApInt) -> std::cmp::Ordering {
        match (self.sign_bit(), other.sign_bit()) {
            (true, false) => std::cmp::Ordering::Less,
            (false, true) => std::cmp::Ordering::Greater,
            _ => self.ucmp(other),
        }
    }

    /// Appends the decimal text ([`ApInt::to_decimal`]) to `out`, without
    /// an intermediate string for values of up to 128 bits.
    pub fn write_decimal(&self, out: &mut String, signed: bool) {
        use std::fmt::Write;
        if self.width <= 128 {
            if !signed {
                let _ = write!(out, "{}", self.low_u128());
                return;
            }
            if let Some(v) = self.to_i128() {
                let _ = write!(out, "{v}");
                return;
            }
        }
        out.push_str(&self.to_decimal(signed));
    }

    /// Decimal text, reading the bits as signed or unsigned.
    pub fn to_decimal(&self, signed: bool) -> String {
        if self.width <= 128 {
            if signed {
                if let Some(v) = self.to_i128() {
                    return v.to_string();
                }
            } else {
                return self.low_u128().to_string();
            }
        }
        let (neg, mag) = if signed && self.sign_bit() {
            (true, self.negate())
        } else {
            (false, self.clone())
        };
        let mut words: Vec<u64> = mag.words.to_vec();
        let mut chunks = Vec::new();
        const BASE: u64 = 10_000_000_000_000_000_000;
        while words.iter().any(|&w| w != 0) {
            let mut rem: u128 = 0;
            for w in words.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / BASE as u128) as u64;
                rem = cur % BASE as u128;
            }
            chunks.push(rem as u64);
        }
        let mut s = String::new();
        if neg {
            s.push('-');
        }
        match chunks.split_last() {
            None => s.push('0'),
            Some((last, rest)) => {
                s.push_str(&last.to_string());
                for c in rest.iter().rev() {
                    s.push_str(&format!("{c:019}"));
                }
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_wide() {
        let v =
            ApInt::parse_literal("123456789012345678901234567890123456789012345678901234567890")
                .unwrap();
        let v = v.resize(256);
        assert_eq!(
            v.to_decimal(false),
            "123456789012345678901234567890123456789012345678901234567890"
        );
        assert_eq!(
            v.negate().to_decimal(true),
            "-123456789012345678901234567890123456789012345678901234567890"
        );
    }

    #[test]
    fn extreme_values_and_comparisons() {
        assert_eq!(ApInt::max_value(8).to_decimal(false), "255");
        assert_eq!(ApInt::signed_min_value(8).to_decimal(true), "-128");
        assert_eq!(ApInt::signed_max_value(8).to_decimal(true), "127");
        assert_eq!(
            ApInt::signed_min_value(130).to_decimal(false),
            "680564733841876926926749214863536422912"
        );
        assert!(ApInt::max_value(70).is_all_ones());
        assert!(!ApInt::signed_max_value(70).is_all_ones());
        let (minus_one, one) = (ApInt::from_i128(16, -1), ApInt::from_i128(16, 1));
        assert_eq!(minus_one.ucmp(&one), std::cmp::Ordering::Greater);
        assert_eq!(minus_one.scmp(&one), std::cmp::Ordering::Less);
        let (a, b) = (ApInt::from_u128(100, 1 << 70), ApInt::from_u128(100, 5));
        assert_eq!(a.ucmp(&b), std::cmp::Ordering::Greater);
        assert_eq!(b.scmp(&b), std::cmp::Ordering::Equal);
    }

    #[test]
    fn small_signed() {
        assert_eq!(ApInt::from_u128(8, 255).to_decimal(true), "-1");
        assert_eq!(ApInt::from_u128(8, 255).to_decimal(false), "255");
        assert_eq!(ApInt::parse_literal("0xFF").unwrap().width(), 8);
    }
}
