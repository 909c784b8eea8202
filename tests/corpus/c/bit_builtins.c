/* Integer builtins: popcount, ctz/clz, bswap, bitreverse, rotates, parity, ffs, expect, assume, unreachable, trap, memory builtins and prefetch. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int classify(unsigned x) {
  switch (x & 3) {
  case 0: return 10;
  case 1: return 11;
  case 2: return 12;
  case 3: return 13;
  }
  __builtin_unreachable();
}

static unsigned checked_div(unsigned a, unsigned b) {
  __builtin_assume(b != 0);
  return a / b;
}

static int hot_path(int x) {
  if (__builtin_expect(x < 0, 0)) return -1;
  if (__builtin_expect_with_probability(x > 1000, 1, 0.05)) return 1000;
  return x * 2;
}

static volatile int never;

int main(void) {
  if (never > 1) __builtin_trap();
  if (never < 0) __builtin_debugtrap();
  uint32_t xs[] = {1u, 0x80000000u, 0xdeadbeefu, 0x00ff00ffu, 12345u};
  for (int i = 0; i < 5; i++) {
    uint32_t x = xs[i];
    printf("x=%08x pop=%d ctz=%d clz=%d bswap=%08x rev=%08x rotl=%08x rotr=%08x parity=%d ffs=%d clrsb=%d\n", x,
           __builtin_popcount(x), __builtin_ctz(x), __builtin_clz(x), __builtin_bswap32(x), __builtin_bitreverse32(x),
           __builtin_rotateleft32(x, 7), __builtin_rotateright32(x, 3), __builtin_parity(x), __builtin_ffs((int)x),
           __builtin_clrsb((int)x));
  }
  uint64_t y = 0x0123456789abcdefull;
  printf("64: pop=%d ctz=%d clz=%d bswap=%016llx rev=%016llx rotl=%016llx\n", __builtin_popcountll(y), __builtin_ctzll(y),
         __builtin_clzll(y), (unsigned long long)__builtin_bswap64(y), (unsigned long long)__builtin_bitreverse64(y),
         (unsigned long long)__builtin_rotateleft64(y, 12));
  uint16_t h = 0xabcd;
  uint8_t b = 0x96;
  printf("16: bswap=%04x rev=%04x rotl=%04x; 8: rev=%02x rotr=%02x\n", __builtin_bswap16(h), __builtin_bitreverse16(h),
         __builtin_rotateleft16(h, 4), __builtin_bitreverse8(b), __builtin_rotateright8(b, 1));
  int sum = 0;
  for (unsigned i = 0; i < 8; i++) sum += classify(i) + (int)checked_div(1000, i + 1);
  printf("classify+div=%d hot=%d,%d,%d\n", sum, hot_path(-5), hot_path(5000), hot_path(21));
  char buf[32];
  memset(buf, 'a', sizeof buf);
  memcpy(buf + 4, "builtins", 8);
  memmove(buf + 2, buf + 4, 10);
  __builtin_memset(buf + 20, 'z', 4);
  __builtin_memcpy_inline(buf + 24, "INLINE", 6);
  buf[31] = 0;
  __builtin_prefetch(buf);
  __builtin_prefetch(buf + 16, 1, 1);
  printf("buf=%s cmp=%d len=%zu\n", buf, memcmp(buf, "aabuiltins", 10) == 0, strlen(buf));
  return 0;
}
