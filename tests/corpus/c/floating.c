/* Floating point: Newton's method, series, conversions, special values. */
#include <math.h>
#include <stdio.h>

static double newton_sqrt(double x) {
  double g = x > 1 ? x / 2 : 1;
  for (int i = 0; i < 30; i++) g = 0.5 * (g + x / g);
  return g;
}

static double leibniz_pi(int terms) {
  double s = 0;
  for (int k = 0; k < terms; k++) s += (k % 2 ? -4.0 : 4.0) / (2 * k + 1);
  return s;
}

static float horner(const float *c, int n, float x) {
  float r = 0.0f;
  for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
  return r;
}

int main(void) {
  printf("sqrt(2) ~ %.15f (libm %.15f)\n", newton_sqrt(2.0), sqrt(2.0));
  printf("pi ~ %.10f\n", leibniz_pi(100000));
  const float coeffs[] = {1.0f, -0.5f, 0.25f, -0.125f};
  printf("p(1.5) = %f\n", (double)horner(coeffs, 4, 1.5f));
  double inf = 1.0 / 0.0, nan = 0.0 / 0.0, neg0 = -0.0;
  printf("inf=%f nan?%d neg0=%g signbit=%d\n", inf, nan != nan, neg0, signbit(neg0) != 0);
  float f = 16777217.0f;
  int i = (int)3.99, j = (int)-3.99;
  unsigned u = (unsigned)4e9;
  printf("%.1f %d %d %u %lld\n", (double)f, i, j, u, (long long)-1e18);
  printf("fmin=%g fmax=%g fma=%g floor=%g\n", fmin(1.5, -2.0), fmax(1.5, -2.0), fma(2.0, 3.0, 1.0),
         floor(-2.5));
  return 0;
}
