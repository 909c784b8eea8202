//! LLVM's `xxh3_64bits`, the hash `StringMap` buckets its keys by.

/// LLVM's `xxh3_64bits` (XXH3, 64-bit, seed 0, default secret).
pub(super) fn xxh3_64(input: &[u8]) -> u64 {
    const SECRET: [u8; 192] = [
        0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad,
        0x1c, 0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3,
        0x67, 0x1f, 0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc,
        0xff, 0x72, 0x21, 0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6,
        0x81, 0x3a, 0x26, 0x4c, 0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65,
        0x8b, 0x1b, 0x53, 0x2e, 0xa3, 0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19,
        0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8, 0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9,
        0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d, 0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31,
        0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64, 0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb,
        0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb, 0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0,
        0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e, 0x2b, 0x16, 0xbe, 0x58, 0x7d,
        0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce, 0x45, 0xcb, 0x3a, 0x8f,
        0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
    ];
    const PRIME32_1: u64 = 0x9E37_79B1;
    const PRIME32_2: u64 = 0x85EB_CA77;
    const PRIME32_3: u64 = 0xC2B2_AE3D;
    const PRIME64_1: u64 = 0x9E37_79B1_85EB_CA87;
    const PRIME64_2: u64 = 0xC2B2_AE3D_27D4_EB4F;
    const PRIME64_3: u64 = 0x1656_67B1_9E37_79F9;
    const PRIME64_4: u64 = 0x85EB_CA77_C2B2_AE63;
    const PRIME64_5: u64 = 0x27D4_EB2F_1656_67C5;
    const PRIME_MX1: u64 = 0x1656_6791_9E37_79F9;
    const PRIME_MX2: u64 = 0x9FB2_1C65_1E98_DF25;
    const STRIPE: usize = 64;

    fn r64(b: &[u8], at: usize) -> u64 {
        let mut v = [0u8; 8];
        v.copy_from_slice(&b[at..at + 8]);
        u64::from_le_bytes(v)
    }
    fn r32(b: &[u8], at: usize) -> u32 {
        let mut v = [0u8; 4];
        v.copy_from_slice(&b[at..at + 4]);
        u32::from_le_bytes(v)
    }
    fn fold(a: u64, b: u64) -> u64 {
        let p = u128::from(a) * u128::from(b);
        (p as u64) ^ ((p >> 64) as u64)
    }
    fn avalanche(mut h: u64) -> u64 {
        h ^= h >> 37;
        h = h.wrapping_mul(PRIME_MX1);
        h ^ (h >> 32)
    }
    fn xxh64_avalanche(mut h: u64) -> u64 {
        h ^= h >> 33;
        h = h.wrapping_mul(PRIME64_2);
        h ^= h >> 29;
        h = h.wrapping_mul(PRIME64_3);
        h ^ (h >> 32)
    }
    fn mix16(input: &[u8], at: usize, secret_at: usize) -> u64 {
        let lhs = r64(&SECRET, secret_at) ^ r64(input, at);
        let rhs = r64(&SECRET, secret_at + 8) ^ r64(input, at + 8);
        fold(lhs, rhs)
    }
    fn accumulate_512(acc: &mut [u64; 8], input: &[u8], at: usize, secret_at: usize) {
        for i in 0..8 {
            let data = r64(input, at + 8 * i);
            let key = data ^ r64(&SECRET, secret_at + 8 * i);
            acc[i ^ 1] = acc[i ^ 1].wrapping_add(data);
            acc[i] = acc[i].wrapping_add((key & 0xFFFF_FFFF).wrapping_mul(key >> 32));
        }
    }

    let len = input.len();
    if len == 0 {
        return xxh64_avalanche(r64(&SECRET, 56) ^ r64(&SECRET, 64));
    }
    if len <= 3 {
        let combined = (u32::from(input[0]) << 16)
            | (u32::from(input[len >> 1]) << 24)
            | u32::from(input[len - 1])
            | ((len as u32) << 8);
        let bitflip = u64::from(r32(&SECRET, 0) ^ r32(&SECRET, 4));
        return xxh64_avalanche(u64::from(combined) ^ bitflip);
    }
    if len <= 8 {
        let input1 = u64::from(r32(input, 0));
        let input2 = u64::from(r32(input, len - 4));
        let mut acc = r64(&SECRET, 8) ^ r64(&SECRET, 16);
        acc ^= input2 | (input1 << 32);
        acc ^= acc.rotate_left(49) ^ acc.rotate_left(24);
        acc = acc.wrapping_mul(PRIME_MX2);
        acc ^= (acc >> 35).wrapping_add(len as u64);
        acc = acc.wrapping_mul(PRIME_MX2);
        return acc ^ (acc >> 28);
    }
    if len <= 16 {
        let lo = (r64(&SECRET, 24) ^ r64(&SECRET, 32)) ^ r64(input, 0);
        let hi = (r64(&SECRET, 40) ^ r64(&SECRET, 48)) ^ r64(input, len - 8);
        let acc = (len as u64)
            .wrapping_add(lo.swap_bytes())
            .wrapping_add(hi)
            .wrapping_add(fold(lo, hi));
        return avalanche(acc);
    }
    if len <= 128 {
        let mut acc = (len as u64).wrapping_mul(PRIME64_1);
        acc = acc.wrapping_add(mix16(input, 0, 0));
        let mut acc_end = mix16(input, len - 16, 16);
        if len > 32 {
            acc = acc.wrapping_add(mix16(input, 16, 32));
            acc_end = acc_end.wrapping_add(mix16(input, len - 32, 48));
            if len > 64 {
                acc = acc.wrapping_add(mix16(input, 32, 64));
                acc_end = acc_end.wrapping_add(mix16(input, len - 48, 80));
                if len > 96 {
                    acc = acc.wrapping_add(mix16(input, 48, 96));
                    acc_end = acc_end.wrapping_add(mix16(input, len - 64, 112));
                }
            }
        }
        return avalanche(acc.wrapping_add(acc_end));
    }
    if len <= 240 {
        let mut acc = (len as u64).wrapping_mul(PRIME64_1);
        for i in 0..8 {
            acc = acc.wrapping_add(mix16(input, 16 * i, 16 * i));
        }
        acc = avalanche(acc);
        for i in 8..len / 16 {
            acc = acc.wrapping_add(mix16(input, 16 * i, 16 * (i - 8) + 3));
        }
        acc = acc.wrapping_add(mix16(input, len - 16, 136 - 17));
        return avalanche(acc);
    }
    let stripes_per_block = (SECRET.len() - STRIPE) / 8;
    let block_len = STRIPE * stripes_per_block;
    let blocks = (len - 1) / block_len;
    let mut acc: [u64; 8] = [
        PRIME32_3, PRIME64_1, PRIME64_2, PRIME64_3, PRIME64_4, PRIME32_2, PRIME64_5, PRIME32_1,
    ];
    for n in 0..blocks {
        for s in 0..stripes_per_block {
            accumulate_512(&mut acc, input, n * block_len + s * STRIPE, s * 8);
        }
        let scramble_at = SECRET.len() - STRIPE;
        for (i, a) in acc.iter_mut().enumerate() {
            *a ^= *a >> 47;
            *a ^= r64(&SECRET, scramble_at + 8 * i);
            *a = a.wrapping_mul(PRIME32_1);
        }
    }
    let stripes = (len - 1 - block_len * blocks) / STRIPE;
    for s in 0..stripes {
        accumulate_512(&mut acc, input, blocks * block_len + s * STRIPE, s * 8);
    }
    accumulate_512(&mut acc, input, len - STRIPE, SECRET.len() - STRIPE - 7);
    let mut result = (len as u64).wrapping_mul(PRIME64_1);
    for i in 0..4 {
        result = result.wrapping_add(fold(
            acc[2 * i] ^ r64(&SECRET, 11 + 16 * i),
            acc[2 * i + 1] ^ r64(&SECRET, 19 + 16 * i),
        ));
    }
    avalanche(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xxh3_vectors() {
        // Reference values from the `xxhash` Python package (xxh3_64_intdigest)
        // for bytes (i * 7 + 3) % 256.
        let expected: [(usize, u64); 14] = [
            (0, 0x2d06800538d394c2),
            (1, 0x13e608bc156defed),
            (3, 0xa9088dda485b481c),
            (4, 0x6d9253b16c8b1ed3),
            (8, 0x60539db630471163),
            (9, 0xfeff668361d723a8),
            (16, 0xb8c859b0f030b585),
            (17, 0x714a04408e79b80f),
            (128, 0x67425a03650261bf),
            (129, 0xc664bf3311c6abc4),
            (240, 0x64556dc6b462a6cf),
            (241, 0x8beadd3a8874fe17),
            (1000, 0x6c4f14bd97bd9e82),
            (5000, 0x799aaddd7339581d),
        ];
        for (len, hash) in expected {
            let data: Vec<u8> = (0..len).map(|i| ((i * 7 + 3) % 256) as u8).collect();
            assert_eq!(xxh3_64(&data), hash, "length {len}");
        }
    }
}
