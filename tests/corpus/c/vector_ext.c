/* Vector extensions: vector_size and ext_vector_type, element access, swizzles, __builtin_shufflevector/convertvector, comparisons, reductions and elementwise builtins. */
#include <stdint.h>
#include <stdio.h>

typedef int32_t i32x4 __attribute__((vector_size(16)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef double f64x2 __attribute__((vector_size(16)));
typedef float f32x4 __attribute__((ext_vector_type(4)));
typedef float f32x8 __attribute__((ext_vector_type(8)));
typedef int32_t i32x8 __attribute__((ext_vector_type(8)));
typedef int16_t i16x8 __attribute__((ext_vector_type(8)));
typedef _Bool b8 __attribute__((ext_vector_type(8)));
typedef uint32_t u32x16 __attribute__((ext_vector_type(16)));

static void print_i4(const char *name, i32x4 v) { printf("%s=[%d %d %d %d]\n", name, v[0], v[1], v[2], v[3]); }
static void print_f4(const char *name, f32x4 v) { printf("%s=[%.3f %.3f %.3f %.3f]\n", name, v.x, v.y, v.z, v.w); }

static i32x4 blend(i32x4 a, i32x4 b, i32x4 mask) { return (a & mask) | (b & ~mask); }

static f32x8 concat(f32x4 lo, f32x4 hi) { return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7); }

/* Inputs read through volatile so that -O2 keeps the vector code instead of folding it. */
static volatile int32_t ints[8] = {1, -2, 3, -4, 10, 20, 30, 40};
static volatile float floats[4] = {1.5f, -2.0f, 0.25f, 8.0f};

int main(void) {
  i32x4 a = {ints[0], ints[1], ints[2], ints[3]}, b = {ints[4], ints[5], ints[6], ints[7]};
  print_i4("add", a + b);
  print_i4("mul", a * b);
  print_i4("div", b / (i32x4){3, 3, 3, 3});
  print_i4("shl", b << 2);
  print_i4("shr", a >> 1);
  print_i4("cmp", a < b);
  print_i4("blend", blend(a, b, a > 0));
  print_i4("rev", __builtin_shufflevector(a, a, 3, 2, 1, 0));
  print_i4("interleave", __builtin_shufflevector(a, b, 0, 4, 1, 5));
  print_i4("undef-lane", __builtin_shufflevector(__builtin_shufflevector(a, b, 0, -1, 2, -1), b, 0, 4, 2, 5));
  a[2] = 99;
  int lane = a[3];
  print_i4("insert", a);

  f32x4 f = {floats[0], floats[1], floats[2], floats[3]};
  f32x4 g = f.wzyx;
  print_f4("swizzle", g);
  print_f4("xxyy", f.xxyy * 2.0f);
  f32x4 h = f;
  h.xy = g.zw;
  print_f4("assign-xy", h);
  f32x4 m = __builtin_elementwise_max(f, g);
  print_f4("max", m);
  print_f4("fma", __builtin_elementwise_fma(f, g, m));
  print_f4("abs", __builtin_elementwise_abs(f));
  print_f4("floor", __builtin_elementwise_floor(f * 1.3f));
  print_f4("sqrt", __builtin_elementwise_sqrt(__builtin_elementwise_abs(f)));
  print_f4("copysign", __builtin_elementwise_copysign((f32x4)1.0f, f));

  i32x4 ci = __builtin_convertvector(f, i32x4);
  print_i4("convert", ci);
  f64x2 d = __builtin_convertvector(__builtin_shufflevector(f, f, 0, 3), f64x2);
  printf("f64x2=[%.2f %.2f]\n", d[0], d[1]);

  f32x8 wide = concat(f, g);
  i32x8 wi = __builtin_convertvector(wide * 4.0f, i32x8);
  i16x8 narrow = __builtin_convertvector(wi, i16x8);
  printf("reduce add=%d mul=%d and=%d or=%d xor=%d max=%d min=%d fmax=%.2f fmin=%.2f\n", __builtin_reduce_add(wi),
         __builtin_reduce_mul(__builtin_convertvector(narrow, i32x8) | 1), __builtin_reduce_and(wi), __builtin_reduce_or(wi),
         __builtin_reduce_xor(wi), __builtin_reduce_max(narrow), __builtin_reduce_min(wi), __builtin_reduce_max(wide),
         __builtin_reduce_min(wide));

  u8x16 bytes;
  for (int i = 0; i < 16; i++) bytes[i] = (uint8_t)(i * 37 + ints[0]);
  u8x16 sat = __builtin_elementwise_add_sat(bytes, (u8x16){0} + 100);
  unsigned sum = __builtin_reduce_add(__builtin_convertvector(sat, u32x16));
  printf("bytes sum=%u umax=%u umin=%u lane=%d\n", sum, (unsigned)__builtin_reduce_max(sat), (unsigned)__builtin_reduce_min(bytes), lane);

  i32x8 sel = wi > 0 ? wi : -wi;
  b8 mask = __builtin_convertvector(wi > 4, b8);
  printf("abs-select sum=%d mask-bits=%d\n", __builtin_reduce_add(sel), __builtin_popcount(*(unsigned char *)&mask));

  float acc[16];
  for (int i = 0; i < 16; i++) acc[i] = i * floats[2] * 2.0f;
  float total = 0;
  for (int i = 0; i < 16; i++) total += acc[i] * acc[i];
  printf("loop total=%.2f\n", total);
  return 0;
}
