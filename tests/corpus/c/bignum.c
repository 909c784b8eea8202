/* Arbitrary precision factorial and Fibonacci with base-10^9 limbs. */
#include <stdint.h>
#include <stdio.h>

#define LIMBS 40
#define BASE 1000000000u

typedef struct { uint32_t d[LIMBS]; int n; } big;

static void big_set(big *b, uint32_t v) { b->d[0] = v; b->n = 1; }

static void big_mul_small(big *b, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < b->n; i++) {
    uint64_t cur = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)(cur % BASE);
    carry = cur / BASE;
  }
  while (carry) { b->d[b->n++] = (uint32_t)(carry % BASE); carry /= BASE; }
}

static void big_add(big *r, const big *a, const big *b) {
  uint32_t carry = 0;
  int n = a->n > b->n ? a->n : b->n;
  for (int i = 0; i < n; i++) {
    uint32_t s = carry + (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0);
    carry = s >= BASE;
    r->d[i] = s - (carry ? BASE : 0);
  }
  r->n = n;
  if (carry) r->d[r->n++] = 1;
}

static void big_print(const char *label, const big *b) {
  printf("%s = %u", label, b->d[b->n - 1]);
  for (int i = b->n - 2; i >= 0; i--) printf("%09u", b->d[i]);
  printf("\n");
}

int main(void) {
  big f;
  big_set(&f, 1);
  for (uint32_t i = 2; i <= 50; i++) big_mul_small(&f, i);
  big_print("50!", &f);
  big a, b, c;
  big_set(&a, 0);
  big_set(&b, 1);
  for (int i = 0; i < 200; i++) { big_add(&c, &a, &b); a = b; b = c; }
  big_print("fib(200)", &a);
  return 0;
}
