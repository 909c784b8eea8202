/* Bit manipulation: popcount, bit reversal, gray code, rotations, builtins. */
#include <stdint.h>
#include <stdio.h>

static unsigned popcount_manual(uint32_t x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}

static uint32_t reverse_bits(uint32_t x) {
  x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
  x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
  x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
  x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
  return (x >> 16) | (x << 16);
}

static uint64_t rotl64(uint64_t x, unsigned r) { return (x << (r & 63)) | (x >> ((64 - r) & 63)); }
static unsigned gray(unsigned n) { return n ^ (n >> 1); }
static int is_pow2(uint64_t x) { return x && !(x & (x - 1)); }
static uint32_t next_pow2(uint32_t v) {
  v--; v |= v >> 1; v |= v >> 2; v |= v >> 4; v |= v >> 8; v |= v >> 16;
  return v + 1;
}

int main(void) {
  uint32_t vals[] = {0, 1, 0xdeadbeefu, 0x80000000u, 12345678u};
  for (int i = 0; i < 5; i++) {
    uint32_t v = vals[i];
    printf("%08x pop=%u/%d rev=%08x clz=%d ctz=%d\n", v, popcount_manual(v), __builtin_popcount(v),
           reverse_bits(v), v ? __builtin_clz(v) : 32, v ? __builtin_ctz(v) : 32);
  }
  for (unsigned n = 0; n < 8; n++) printf("%u", gray(n) & 1);
  printf("\nrotl=%016llx bswap=%08x pow2=%d%d next=%u\n", (unsigned long long)rotl64(0x0123456789abcdefULL, 12),
         __builtin_bswap32(0x11223344u), is_pow2(4096), is_pow2(4097), next_pow2(1000));
  int8_t s8 = -128; uint16_t u16 = 65535;
  printf("sext=%d zext=%u shr=%d\n", (int)s8, (unsigned)u16, -17 >> 2);
  return 0;
}
