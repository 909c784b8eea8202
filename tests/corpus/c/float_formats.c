/* Floating-point formats: x86 long double (x86_fp80), __float128 (fp128), _Float16 (half) and __bf16 (bfloat) arithmetic and conversions. */
/* MLIR 19 prints f80 constants in decimal and reads every decimal float literal through a double:
   in the LLVM dialect, a long double constant that needs more than a double's 53 bits of mantissa
   loses them. So the long double constants here are values a double holds exactly, and values
   that need all 64 bits (1/3) are computed at run time. */
#include <float.h>
#include <stdio.h>

static volatile long double three = 3.0L;

static long double harmonic_ld(int n) {
  long double s = 0.0L;
  for (int i = 1; i <= n; i++) s += 1.0L / i;
  return s;
}

static __float128 factorial_q(int n) {
  __float128 r = 1;
  for (int i = 2; i <= n; i++) r *= i;
  return r;
}

static _Float16 half_mix(_Float16 a, _Float16 b) { return a * b + (_Float16)0.5f; }

/* Truncates to bfloat16 by hand (round to nearest even) and widens with an fpext from bfloat. */
static float bf16_round_trip(float x) {
  union { float f; unsigned u; } in = {x};
  union { unsigned short bits; __bf16 b; } out;
  out.bits = (unsigned short)((in.u + 0x7fffu + ((in.u >> 16) & 1u)) >> 16);
  return (float)out.b;
}

int main(void) {
  long double h = harmonic_ld(1000);
  printf("harmonic(1000)=%.15Lf\n", h);
  long double big = 1.0L;
  for (int i = 0; i < 70; i++) big *= 2.0L;
  printf("2^70=%.0Lf eps=%Lg max_exp=%d mant=%d\n", big, LDBL_EPSILON, LDBL_MAX_EXP, LDBL_MANT_DIG);
  long double third = 1.0L / three;
  double third_d = (double)third;
  printf("third=%.20Lf as double=%.20f diff>0=%d\n", third, third_d, third - third_d != 0.0L);
  long long ll = (long long)(big / 1024.0L);
  unsigned long long ull = (unsigned long long)(big / 8192.0L);
  printf("to int: %lld %llu back: %.1Lf cmp=%d,%d\n", ll, ull, (long double)ll, third < 0.375L, h > 7.5L);

  __float128 f20 = factorial_q(20), f30 = factorial_q(30);
  printf("20!=%.0f 30!/28!=%.1f q-third=%.17g\n", (double)f20, (double)(f30 / factorial_q(28)), (double)((__float128)1 / 3));
  __float128 q = (__float128)h;
  printf("fp128<->fp80: %.15Lf neg=%d\n", (long double)(q * 2), -q < 0);

  _Float16 a = (_Float16)1.5f, b = (_Float16)-2.25f;
  _Float16 acc = 0;
  for (int i = 0; i < 10; i++) acc = half_mix(acc, (_Float16)0.75f) + a;
  printf("half: %.4f %.4f acc=%.4f cmp=%d int=%d\n", (double)half_mix(a, b), (double)(a / b), (double)acc, a > b, (int)(b * (_Float16)3));
  static volatile float vals[] = {1.0f, 3.14159265f, -0.1f, 65504.0f, 1e-3f};
  for (int i = 0; i < 5; i++)
    printf("bf16(%g)=%g half(%g)=%g\n", vals[i], bf16_round_trip(vals[i]), vals[i], (double)(_Float16)vals[i]);
  double dsum = 0;
  for (int i = 0; i < 5; i++) dsum += (double)(long double)vals[i] + (double)(__float128)vals[i];
  printf("dsum=%.6f\n", dsum);
  return 0;
}
