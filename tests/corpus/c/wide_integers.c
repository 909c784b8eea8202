/* Wide and odd-width integers: __int128 arithmetic, division and shifts, _BitInt(N) of unusual widths. */
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(const char *label, u128 v) {
  char buf[48];
  int i = 47;
  buf[i] = 0;
  do {
    buf[--i] = (char)('0' + (int)(v % 10));
    v /= 10;
  } while (v);
  printf("%s=%s\n", label, buf + i);
}

static u128 mul_mod(u128 a, u128 b, u128 m) { return a * b % m; }

static u128 pow_mod(u128 base, u128 e, u128 m) {
  u128 r = 1;
  base %= m;
  while (e) {
    if (e & 1) r = mul_mod(r, base, m);
    base = mul_mod(base, base, m);
    e >>= 1;
  }
  return r;
}

typedef _BitInt(37) i37;
typedef unsigned _BitInt(9) u9;
typedef _BitInt(100) i100;

static i37 crunch37(i37 x) { return x * 3 - (x >> 2) + 5; }

int main(void) {
  u128 f = 1;
  for (int i = 2; i <= 30; i++) f *= i;
  print_u128("30!", f);
  print_u128("2^127", (u128)1 << 127);
  i128 neg = -(i128)f / 7;
  printf("neg<0=%d neg%%1000=%d hi=%llx lo=%llx\n", neg < 0, (int)(neg % 1000), (unsigned long long)((u128)neg >> 64),
         (unsigned long long)neg);
  print_u128("powmod", pow_mod(3, 1000003, ((u128)1 << 89) - 1));
  u128 x = ((u128)0x0123456789abcdefull << 64) | 0xfedcba9876543210ull;
  printf("clz=%d ctz=%d pop=%d rot=%llx\n", __builtin_clzll((uint64_t)(x >> 64)), __builtin_ctzll((uint64_t)x),
         __builtin_popcountll((uint64_t)x) + __builtin_popcountll((uint64_t)(x >> 64)),
         (unsigned long long)((x << 13) | (x >> 115)));
  i128 s = (i128)-12345678901234567ll * 1000;
  printf("signed shift=%lld cmp=%d\n", (long long)(s >> 70), s < (i128)INT64_MIN);

  i37 v = 1;
  for (int i = 0; i < 20; i++) v = crunch37(v);
  printf("i37=%lld\n", (long long)v);
  u9 w = 500;
  w += 20;
  printf("u9 wrap=%u\n", (unsigned)w);
  i100 big = 1;
  for (int i = 0; i < 90; i++) big = big * 2 + (i & 1);
  printf("i100 top=%lld low=%llu\n", (long long)(big >> 64), (unsigned long long)(big & 0xffffffffffffffffull));
  unsigned _BitInt(128) m = (unsigned _BitInt(128))f;
  printf("bitint128 eq=%d\n", (u128)m == f);
  return 0;
}
