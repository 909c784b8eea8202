/* Function pointers: dispatch tables, callbacks, returning function pointers. */
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int divide(int a, int b) { return b ? a / b : 0; }

static const struct { char sym; binop fn; } ops[] = {{'+', add}, {'-', sub}, {'*', mul}, {'/', divide}};

static binop lookup(char c) {
  for (unsigned i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (ops[i].sym == c)
      return ops[i].fn;
  return 0;
}

static int fold(const int *xs, int n, int init, binop f) {
  int acc = init;
  for (int i = 0; i < n; i++) acc = f(acc, xs[i]);
  return acc;
}

static void for_each(int *xs, int n, void (*visit)(int *, void *), void *ctx) {
  for (int i = 0; i < n; i++) visit(&xs[i], ctx);
}

static void square_and_sum(int *x, void *ctx) { *x *= *x; *(long *)ctx += *x; }

int main(void) {
  int xs[] = {3, 1, 4, 1, 5, 9, 2, 6};
  const char *exprs = "+-*/";
  for (const char *p = exprs; *p; p++) {
    binop f = lookup(*p);
    printf("%c: fold = %d, 84 %c 6 = %d\n", *p, fold(xs, 8, 1, f), *p, f(84, 6));
  }
  long total = 0;
  for_each(xs, 8, square_and_sum, &total);
  printf("sum of squares = %ld\n", total);
  return 0;
}
