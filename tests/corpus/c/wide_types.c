/* Wide and unusual scalar types: __int128, long double (x87 f80), _Complex, _Bool, half. */
#include <complex.h>
#include <stdio.h>

static unsigned __int128 mul_wide(unsigned long long a, unsigned long long b) { return (unsigned __int128)a * b; }

static long double harmonic(int n) {
  long double h = 0.0L;
  for (int i = 1; i <= n; i++) h += 1.0L / i;
  return h;
}

static double complex cpow_int(double complex z, int n) {
  double complex r = 1.0;
  while (n-- > 0) r *= z;
  return r;
}

static _Float16 half_mix(_Float16 a, _Float16 b) { return a * b + (_Float16)0.5; }

int main(void) {
  unsigned __int128 p = mul_wide(0xfedcba9876543210ULL, 0x0123456789abcdefULL);
  printf("128-bit product = %016llx%016llx\n", (unsigned long long)(p >> 64), (unsigned long long)p);
  __int128 neg = -((__int128)1 << 100);
  printf("neg >> 90 = %lld\n", (long long)(neg >> 90));
  printf("harmonic(1000) = %.18Lf\n", harmonic(1000));
  double complex z = cpow_int(1.0 + 1.0 * I, 8);
  printf("(1+i)^8 = %g%+gi\n", creal(z), cimag(z));
  _Bool flag = 42;
  printf("bool=%d half=%g\n", flag, (double)half_mix((_Float16)1.5, (_Float16)3.0));
  return 0;
}
