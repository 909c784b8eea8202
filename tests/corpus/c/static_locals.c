/* Static locals: counters, memo tables, lazily initialised state and pointers to function-scope statics. */
#include <stdio.h>

static int next_id(void) {
  static int id = 100;
  return id++;
}

static long fib_memo(int n) {
  static long memo[64];
  static int known[64];
  if (n < 2) return n;
  if (known[n]) return memo[n];
  known[n] = 1;
  return memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
}

static const char *weekday(int d) {
  static const char *const names[] = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
  return names[d % 7];
}

static int *shared_slot(void) {
  static int slot = -1;
  return &slot;
}

static double running_mean(double x) {
  static double sum;
  static unsigned count;
  sum += x;
  return sum / ++count;
}

static unsigned lazy_table(unsigned i) {
  static unsigned table[32];
  static _Bool ready;
  if (!ready) {
    for (unsigned k = 0; k < 32; k++) table[k] = k * k * k + 7 * k;
    ready = 1;
  }
  return table[i & 31];
}

static struct point { short x, y; } *origin(void) {
  static struct point p = {3, -4};
  return &p;
}

int main(void) {
  for (int i = 0; i < 3; i++) printf("id %d\n", next_id());
  printf("fib(50)=%ld fib(90)=%ld\n", fib_memo(50), fib_memo(90));
  for (int d = 0; d < 9; d += 2) printf("%s ", weekday(d));
  printf("\n");
  *shared_slot() = 42;
  *shared_slot() += 1;
  printf("slot=%d\n", *shared_slot());
  double m = 0;
  for (int i = 1; i <= 10; i++) m = running_mean(i * 1.5);
  printf("mean=%.3f lazy=%u,%u\n", m, lazy_table(5), lazy_table(37));
  origin()->x += 10;
  printf("origin=(%d,%d)\n", origin()->x, origin()->y);
  return 0;
}
