/* corpus-flags: -fsanitize=signed-integer-overflow,integer-divide-by-zero -fsanitize-trap=all */
/* Overflow-checked arithmetic (__builtin_*_overflow), saturating and elementwise min/max/abs builtins; plain arithmetic checked by trapping sanitizers. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>

static void report_int(const char *what, int ok, long long v) { printf("%-10s %s %lld\n", what, ok ? "overflow" : "ok      ", v); }

int main(void) {
  int r;
  long l;
  unsigned u;
  unsigned long long ull;
  short s;
  int a[] = {INT_MAX, INT_MIN, 12345, -7, 0};
  for (int i = 0; i < 5; i++) {
    int x = a[i];
    int o = __builtin_sadd_overflow(x, 100, &r);
    report_int("sadd", o, r);
    o = __builtin_ssub_overflow(x, 100, &r);
    report_int("ssub", o, r);
    o = __builtin_smul_overflow(x, 3, &r);
    report_int("smul", o, r);
    o = __builtin_add_overflow(x, x, &s);
    report_int("add->short", o, s);
    o = __builtin_mul_overflow(x, x, &l);
    report_int("mul->long", o, l);
  }
  for (unsigned x = 1; x < 3000000000u; x = x * 9 + 1) {
    int o1 = __builtin_uadd_overflow(x, 0xF0000000u, &u);
    unsigned u1 = u;
    int o2 = __builtin_umul_overflow(x, 7u, &u);
    int o3 = __builtin_usub_overflow(x, 1000u, &u);
    printf("x=%u uadd=%d:%u umul=%d usub=%d:%u\n", x, o1, u1, o2, o3, u);
  }
  int o4 = __builtin_umulll_overflow(0x100000000ull, 0x100000000ull, &ull);
  int o5 = __builtin_add_overflow((unsigned char)200, (signed char)-100, &u);
  int o6 = __builtin_sub_overflow(0u, 1, &l);
  printf("umulll=%d:%llu mixed=%d:%u sub->long=%d:%ld\n", o4, ull, o5, u, o6, l);
  typedef signed char i8x8 __attribute__((ext_vector_type(8)));
  typedef unsigned short u16x4 __attribute__((ext_vector_type(4)));
  i8x8 c = {-128, -100, -5, 0, 5, 77, 100, 127};
  i8x8 add = __builtin_elementwise_add_sat(c, (i8x8)100);
  i8x8 sub = __builtin_elementwise_sub_sat(c, (i8x8)100);
  i8x8 mx = __builtin_elementwise_max(c, (i8x8)3);
  i8x8 ab = __builtin_elementwise_abs(c);
  for (int i = 0; i < 8; i++) printf("c=%d addsat=%d subsat=%d max=%d abs=%d\n", c[i], add[i], sub[i], mx[i], ab[i]);
  u16x4 w = {0, 1000, 40000, 65535};
  u16x4 uadd = __builtin_elementwise_add_sat(w, (u16x4)30000);
  u16x4 usub = __builtin_elementwise_sub_sat(w, (u16x4)30000);
  u16x4 umin = __builtin_elementwise_min(w, (u16x4)20000);
  for (int i = 0; i < 4; i++) printf("w=%u uaddsat=%u usubsat=%u umin=%u\n", w[i], uadd[i], usub[i], umin[i]);
  int vals[] = {-300, -5, 0, 77, 40000};
  for (int i = 0; i < 5; i++) {
    int v = vals[i];
    printf("v=%d addsat=%d subsat=%d max=%d min=%u abs=%d\n", v, __builtin_elementwise_add_sat(v, 2147483000),
           __builtin_elementwise_sub_sat(v, 2147483000), __builtin_elementwise_max(v, 3),
           __builtin_elementwise_min((unsigned)v, 1000u), __builtin_elementwise_abs(v));
  }
  return 0;
}
