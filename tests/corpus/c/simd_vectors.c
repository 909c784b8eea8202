/* GCC/Clang vector extensions: vector arithmetic, shuffles and reductions. */
#include <stdio.h>

typedef float v4f __attribute__((vector_size(16)));
typedef int v4i __attribute__((vector_size(16)));
typedef double v2d __attribute__((vector_size(16)));
typedef unsigned char v16u8 __attribute__((vector_size(16)));

static v4f axpy(float a, v4f x, v4f y) { return a * x + y; }

static float hsum(v4f v) { return v[0] + v[1] + v[2] + v[3]; }

static v4i select_max(v4i a, v4i b) { v4i gt = a > b; return (a & gt) | (b & ~gt); }

int main(void) {
  v4f x = {1.0f, 2.0f, 3.0f, 4.0f}, y = {0.5f, 0.25f, 0.125f, 0.0625f};
  v4f r = axpy(2.0f, x, y);
  printf("axpy = %g %g %g %g, hsum = %g\n", r[0], r[1], r[2], r[3], hsum(r));
  v4i a = {1, -5, 9, 3}, b = {2, -7, 4, 3};
  v4i m = select_max(a, b);
  v4i s = __builtin_shufflevector(a, b, 0, 4, 3, 7);
  printf("max = %d %d %d %d, shuffle = %d %d %d %d\n", m[0], m[1], m[2], m[3], s[0], s[1], s[2], s[3]);
  v2d d = {1.5, -2.5};
  d = d * d - 1.0;
  v16u8 bytes = {0};
  for (int i = 0; i < 16; i++) bytes[i] = (unsigned char)(i * 17);
  bytes = (bytes >> 1) ^ 0x0f;
  unsigned sum = 0;
  for (int i = 0; i < 16; i++) sum += bytes[i];
  printf("d = %g %g, bytes sum = %u\n", d[0], d[1], sum);
  return 0;
}
