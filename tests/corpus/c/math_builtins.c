/* corpus-flags: -fno-math-errno */
/* Floating-point builtins lowered to LLVM intrinsics (no errno): fabs, sqrt, copysign, fmin/fmax, rounding, fma, pow/exp/log/trig, classification, fast-math pragmas, reassociated reductions and a strict (FENV_ACCESS) conversion. */
#include <math.h>
#include <stdio.h>

static double poly_fast(const double *c, int n, double x) {
#pragma clang fp reassociate(on) contract(fast)
  double r = 0;
  for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
  return r;
}

static float dot_contract(const float *a, const float *b, int n) {
#pragma clang fp contract(on)
  float s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

static float sum_reassoc(const float *v, int n) {
#pragma clang fp reassociate(on)
  float s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

static double product_reassoc(const double *v, int n) {
#pragma clang fp reassociate(on)
  double p = 1;
  for (int i = 0; i < n; i++) p *= v[i];
  return p;
}

/* Strict floating-point semantics: the conversion becomes a constrained intrinsic. */
static float narrow_strict(double d) {
#pragma STDC FENV_ACCESS ON
  return (float)d;
}

static const char *kind(double x) {
  switch (__builtin_fpclassify(0, 1, 2, 3, 4, x)) {
  case 0: return "nan";
  case 1: return "inf";
  case 2: return "normal";
  case 3: return "subnormal";
  default: return "zero";
  }
}

int main(void) {
  double xs[] = {-2.5, -0.75, 0.0, 0.5, 1.5, 2.5, 10.25};
  for (int i = 0; i < 7; i++) {
    double x = xs[i];
    printf("x=%g fabs=%g sqrt|x|=%.6f copysign=%g floor=%g ceil=%g trunc=%g round=%g rint=%g nearbyint=%g\n", x, fabs(x),
           sqrt(fabs(x)), copysign(3.0, x), floor(x), ceil(x), trunc(x), round(x), rint(x), nearbyint(x));
    printf("  fmin=%g fmax=%g fma=%g pow=%.6f exp=%.6f log=%.6f sin=%.6f cos=%.6f exp2=%.6f log2=%.6f log10=%.6f\n",
           fmin(x, 0.5), fmax(x, 0.5), fma(x, 2.0, 1.0), pow(fabs(x), 1.5), exp(x), log(fabs(x) + 1), sin(x), cos(x),
           exp2(x), log2(fabs(x) + 1), log10(fabs(x) + 1));
  }
  float fs[] = {-1.25f, 0.1f, 3.75f};
  for (int i = 0; i < 3; i++) {
    float f = fs[i];
    printf("f=%g fabsf=%g sqrtf=%.5f floorf=%g roundf=%g fminf=%g copysignf=%g lrint=%ld llround=%lld\n", f, fabsf(f),
           sqrtf(fabsf(f)), floorf(f), roundf(f), fminf(f, 0.0f), copysignf(1.0f, f), lrint(f), llround(f));
  }
  double special[] = {0.0, -0.0, 1e-310, 1.0, INFINITY, -INFINITY, NAN};
  for (int i = 0; i < 7; i++) {
    double x = special[i];
    printf("%s isnan=%d isinf=%d isfinite=%d signbit=%d class(neg)=%d\n", kind(x), isnan(x) != 0, isinf(x) != 0,
           isfinite(x) != 0, signbit(x) != 0, __builtin_isfpclass(x, 0x3c));
  }
  for (int i = 0; i < 7; i++) {
    double x = xs[i];
    printf("x=%g powi3=%g roundeven=%g llrint=%lld lround=%ld narrow=%.3f\n", x, __builtin_powi(x, 3), __builtin_roundeven(x),
           llrint(x), lround(x), (double)narrow_strict(x / 3));
  }
  float seq[64];
  double factors[32];
  for (int i = 0; i < 64; i++) seq[i] = (float)((i % 9) * 0.25);
  for (int i = 0; i < 32; i++) factors[i] = 1.0 + (i % 4) * 0.0625;
  printf("sum_reassoc=%.4f product_reassoc=%.6f\n", sum_reassoc(seq, 64), product_reassoc(factors, 32));
  double c[] = {1, -2, 0.5, 0.25};
  float a[8], b[8];
  for (int i = 0; i < 8; i++) {
    a[i] = i * 0.5f;
    b[i] = 1.0f - i * 0.125f;
  }
  printf("poly=%.6f dot=%.6f ldexp=%g scalbn=%g fmod=%g\n", poly_fast(c, 4, 1.5), dot_contract(a, b, 8), ldexp(0.75, 4),
         scalbn(3.0, -2), fmod(c[2] * 13, 1.75));
  return 0;
}
