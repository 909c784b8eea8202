/* Rational arithmetic with structs returned by value, gcd and continued fractions. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { long num, den; } rat;

static long gcd(long a, long b) {
  a = labs(a); b = labs(b);
  while (b) { long t = a % b; a = b; b = t; }
  return a;
}

static rat mk(long n, long d) {
  if (d < 0) { n = -n; d = -d; }
  long g = gcd(n, d);
  return (rat){g ? n / g : 0, g ? d / g : 1};
}

static rat add(rat a, rat b) { return mk(a.num * b.den + b.num * a.den, a.den * b.den); }
static rat mul(rat a, rat b) { return mk(a.num * b.num, a.den * b.den); }
static rat inv(rat a) { return mk(a.den, a.num); }

static void show(const char *label, rat r) { printf("%s = %ld/%ld (%.8f)\n", label, r.num, r.den, (double)r.num / r.den); }

int main(void) {
  rat h = mk(0, 1);
  for (int i = 1; i <= 10; i++) h = add(h, mk(1, i));
  show("H(10)", h);
  /* continued fraction of sqrt(2): 1 + 1/(2 + 1/(2 + ...)) */
  rat x = mk(2, 1);
  for (int i = 0; i < 12; i++) x = add(mk(2, 1), inv(x));
  show("sqrt(2)", add(mk(1, 1), inv(x)));
  show("product", mul(mk(-6, 35), mk(14, -9)));
  printf("gcd(1071, 462) = %ld\n", gcd(1071, 462));
  return 0;
}
