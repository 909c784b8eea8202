/* corpus-flags: -g -Xclang -fexperimental-assignment-tracking=disabled */
/* Debug information of inlined code: at -O2 the static functions below are inlined (instructions at call site locations, loops whose source range is in an inlined function), variables described by dbg.value of constants and of computed values. */
#include <stdio.h>

struct vec { double x, y, z; };

static inline double dot(struct vec a, struct vec b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

static inline struct vec scale(struct vec v, double k) {
  struct vec r = {v.x * k, v.y * k, v.z * k};
  return r;
}

static inline unsigned collatz_steps(unsigned n) {
  unsigned steps = 0;
  while (n != 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

static unsigned longest_below(unsigned limit) {
  unsigned best = 1, best_steps = 0;
  for (unsigned n = 1; n < limit; n++) {
    unsigned s = collatz_steps(n);
    if (s > best_steps) {
      best_steps = s;
      best = n;
    }
  }
  return best;
}

static inline int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(void) {
  struct vec a = {1, 2, 3}, b = {4, 5, 6};
  struct vec c = scale(a, 2.5);
  double d = dot(c, b);
  unsigned best = longest_below(1000);
  int clamped = 0;
  for (int i = -5; i < 15; i += 3) clamped += clamp(i, 0, 9);
  printf("dot %.2f best %u steps %u clamped %d\n", d, best, collatz_steps(best), clamped);
  return 0;
}
