/* Function and parameter attributes and calling conventions: regcall, preserve_most/all, ms_abi, vectorcall, cold/hot, noinline/always_inline, pure/const, nonnull, returns_nonnull, alloc_size, target features, optnone, minsize, noreturn, annotations. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((regcall)) static int rc_sum(int a, int b, int c) { return a + b * c; }
__attribute__((preserve_most, noinline)) static long pm_mix(long a, long b) { return a * 31 + b; }
__attribute__((preserve_all, noinline)) static long pa_mix(long a, long b) { return a ^ (b << 3); }
__attribute__((ms_abi, noinline)) static int win_abi(int a, int b, int c, int d, int e) { return a - b + c - d + e; }
__attribute__((sysv_abi, noinline)) static int sysv(int a) { return a * 2; }
__attribute__((vectorcall, noinline)) static double vc_dot(double a, double b, double c, double d) { return a * c + b * d; }
__attribute__((cold, noinline)) static void rare_error(const char *msg) { printf("rare: %s\n", msg); }
__attribute__((hot, noinline)) static int hot_loop(const int *restrict v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
__attribute__((always_inline)) static inline int forced(int x) { return x * x + 1; }
__attribute__((pure, noinline)) static size_t count_char(const char *s, char c) {
  size_t n = 0;
  for (; *s; s++) n += *s == c;
  return n;
}
__attribute__((const, noinline)) static unsigned mix_const(unsigned x) { return (x ^ (x >> 7)) * 0x9e3779b9u; }
__attribute__((nonnull(1), noinline)) static int first_byte(const unsigned char *p) { return p[0]; }
__attribute__((returns_nonnull, noinline)) static const char *label(int i) { return i ? "yes" : "no"; }
__attribute__((malloc, alloc_size(1, 2), noinline)) static void *zalloc(size_t n, size_t size) { return calloc(n, size); }
__attribute__((target("avx2"), noinline)) static int avx2_sum(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i] * 3;
  return s;
}
__attribute__((target("arch=x86-64"), noinline)) static int generic_sum(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
__attribute__((noreturn, noinline)) static void finish(int code) {
  printf("finish %d\n", code);
  exit(code);
}
__attribute__((warn_unused_result, noinline)) static int must_use(int x) { return x + 7; }
__attribute__((optnone, noinline)) static int not_optimized(int x) { return x * 5 - 1; }
__attribute__((minsize, noinline)) static int small_code(int x) { return x / 3 + x % 3; }
__attribute__((noinline, nothrow, leaf)) static int leafy(int x) { return x - 1; }
__attribute__((flatten, noinline)) static int flat(int x) { return forced(x) + forced(x + 1); }

struct annotated { __attribute__((annotate("field-note"))) int value; };

__attribute__((annotate("function-note"), noinline)) static int annotated(struct annotated *a) {
  __attribute__((annotate("local-note"))) int local = a->value * 2;
  return __builtin_annotation(local, "expression-note") + 1;
}

int main(void) {
  int v[100];
  for (int i = 0; i < 100; i++) v[i] = i % 13;
  printf("regcall=%d preserve_most=%ld preserve_all=%ld ms_abi=%d sysv=%d vectorcall=%.2f\n", rc_sum(1, 2, 3), pm_mix(4, 5),
         pa_mix(6, 7), win_abi(1, 2, 3, 4, 5), sysv(21), vc_dot(1.5, 2.0, 3.0, 0.5));
  if (v[3] > 100) rare_error("never");
  rare_error("once");
  printf("hot=%d forced=%d count=%zu const=%u first=%d label=%s\n", hot_loop(v, 100), forced(9), count_char("banana", 'a'),
         mix_const(12345), first_byte((const unsigned char *)"A"), label(1));
  int *z = zalloc(10, sizeof(int));
  z[3] = 4;
  printf("zalloc=%d avx2=%d generic=%d must_use=%d optnone=%d minsize=%d leaf=%d flatten=%d\n", z[3] + z[4],
         avx2_sum(v, 100), generic_sum(v, 100), must_use(1), not_optimized(3), small_code(17), leafy(1),
         flat(3));
  free(z);
  struct annotated an = {20};
  printf("annotated=%d\n", annotated(&an));
  fflush(stdout);
  finish(0);
}
