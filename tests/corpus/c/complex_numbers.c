/* _Complex arithmetic: float, double, long double and GNU integer complex; multiplication, division, conjugation, complex library calls. */
#include <complex.h>
#include <stdio.h>

static double complex mandel_step(double complex z, double complex c) { return z * z + c; }

static int escape_time(double complex c) {
  double complex z = 0;
  for (int i = 0; i < 100; i++) {
    z = mandel_step(z, c);
    if (creal(z) * creal(z) + cimag(z) * cimag(z) > 4.0) return i;
  }
  return 100;
}

static float complex rotate(float complex v, int quarter_turns) {
  for (int i = 0; i < quarter_turns; i++) v *= I;
  return v;
}

int main(void) {
  double complex a = 1.0 + 2.0 * I, b = 3.0 - 1.0 * I;
  double complex p = a * b, q = a / b, c = conj(a);
  printf("a*b=%.3f%+.3fi a/b=%.3f%+.3fi conj=%.1f%+.1fi\n", creal(p), cimag(p), creal(q), cimag(q), creal(c), cimag(c));
  printf("|b|=%.6f arg=%.6f\n", cabs(b), carg(b));
  double complex e = cexp(I * 3.14159265358979323846);
  printf("exp(i*pi)=%.3f%+.3fi sqrt(-4)=%.3f%+.3fi\n", creal(e), cimag(e) + 0.0, creal(csqrt(-4.0)), cimag(csqrt(-4.0)));
  for (double y = -1.0; y <= 1.0; y += 0.5) {
    for (double x = -2.0; x <= 0.5; x += 0.25) printf("%3d", escape_time(x + y * I));
    printf("\n");
  }
  float complex v = 2.0f + 1.0f * I;
  for (int t = 0; t < 4; t++) {
    float complex r = rotate(v, t);
    printf("rot%d=%.1f%+.1fi ", t, crealf(r), cimagf(r));
  }
  printf("\n");
  long double complex l = 1.0L + 1.0L * I;
  for (int i = 0; i < 8; i++) l = l * (0.9L + 0.3L * I) / (1.0L - 0.1L * I) + 0.1L;
  printf("ld=%.10Lf%+.10Lfi\n", creall(l), cimagl(l));
  _Complex int gi = 3 + 4i;
  _Complex int gj = gi * gi;
  printf("int complex=%d%+di eq=%d\n", __real__ gj, __imag__ gj, gi == (3 + 4i));
  double complex arr[4] = {1, I, -1, -I};
  double complex sum = 0;
  for (int i = 0; i < 4; i++) sum += arr[i] * (i + 1);
  printf("sum=%.1f%+.1fi\n", creal(sum), cimag(sum));
  return 0;
}
