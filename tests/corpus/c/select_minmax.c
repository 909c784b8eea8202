/* Select-heavy branchless code: min/max/abs/clamp, conditional moves, sign tricks and predicated accumulation that -O2 turns into select and min/max intrinsics. */
#include <stdint.h>
#include <stdio.h>

static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int imax(int a, int b) { return a > b ? a : b; }
static inline unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static inline int clamp(int v, int lo, int hi) { return imin(imax(v, lo), hi); }
static inline int iabs(int v) { return v < 0 ? -v : v; }
static inline double dclamp(double v) { return v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v; }
static inline int sign(long v) { return (v > 0) - (v < 0); }

static volatile int seed = 12345;

static uint32_t next(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

int main(void) {
  uint32_t s = (uint32_t)seed;
  int data[64];
  for (int i = 0; i < 64; i++) data[i] = (int)(next(&s) % 2001) - 1000;
  int lo = data[0], hi = data[0], abs_sum = 0, clamped = 0, positives = 0;
  unsigned umn = ~0u;
  long signs = 0;
  for (int i = 0; i < 64; i++) {
    lo = imin(lo, data[i]);
    hi = imax(hi, data[i]);
    abs_sum += iabs(data[i]);
    clamped += clamp(data[i], -250, 250);
    positives += data[i] > 0;
    umn = umin(umn, (unsigned)data[i]);
    signs += sign(data[i]) * (i + 1);
  }
  printf("min=%d max=%d abs=%d clamped=%d positives=%d umin=%u signs=%ld\n", lo, hi, abs_sum, clamped, positives, umn, signs);
  double acc = 0;
  for (int i = 0; i < 64; i++) acc += dclamp(data[i] / 500.0);
  printf("dclamp sum=%.4f\n", acc);
  int even = 0, odd = 0;
  for (int i = 0; i < 64; i++) {
    int v = data[i];
    int is_even = (v & 1) == 0;
    even += is_even ? v : 0;
    odd += is_even ? 0 : v;
  }
  printf("even=%d odd=%d\n", even, odd);
  int best = -1, best_val = -2000;
  for (int i = 0; i < 64; i++) {
    int better = data[i] > best_val;
    best = better ? i : best;
    best_val = better ? data[i] : best_val;
  }
  printf("argmax=%d (%d)\n", best, best_val);
  uint8_t px[16];
  for (int i = 0; i < 16; i++) {
    int v = data[i] / 3 + 128;
    px[i] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
  }
  for (int i = 0; i < 16; i++) printf("%02x", px[i]);
  printf("\n");
  float fmn = 1e30f, fmx = -1e30f;
  for (int i = 0; i < 64; i++) {
    float f = data[i] * 0.01f;
    fmn = f < fmn ? f : fmn;
    fmx = __builtin_fmaxf(fmx, f);
  }
  printf("fmin=%.2f fmax=%.2f\n", fmn, fmx);
  return 0;
}
