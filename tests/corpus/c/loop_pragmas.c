/* Loops with #pragma clang loop hints (vectorize, interleave, unroll, unroll-and-jam, distribute, pipeline), restrict pointers and mixed-type memory accesses: loop annotations, TBAA and alias scopes at -O2. */
#include <stdio.h>

#define N 256

struct particle { float x, y; int alive; short tag; };

static float fa[N], fb[N], fc[N];
static int ia[N];
static long la[N];
static double da[N];
static struct particle parts[64];

__attribute__((noinline)) static void saxpy(float *restrict y, const float *restrict x, float a, int n) {
#pragma clang loop vectorize(enable) vectorize_width(8) interleave_count(2)
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

__attribute__((noinline)) static void scale_unrolled(float *y, int n) {
#pragma clang loop unroll_count(4)
  for (int i = 0; i < n; i++) y[i] *= 1.5f;
}

__attribute__((noinline)) static void no_vectorize(int *v, int n) {
#pragma clang loop vectorize(disable) unroll(disable)
  for (int i = 1; i < n; i++) v[i] = v[i - 1] + i;
}

__attribute__((noinline)) static void assume_safe(float *a, const float *b, int n) {
#pragma clang loop vectorize(assume_safety)
  for (int i = 0; i < n; i++) a[i] = a[i] * 0.5f + b[i];
}

__attribute__((noinline)) static void distributed(float *a, float *b, const float *c, int n) {
#pragma clang loop distribute(enable)
  for (int i = 0; i < n - 1; i++) {
    a[i + 1] = a[i] + c[i];
    b[i] = b[i] * c[i];
  }
}

__attribute__((noinline)) static float pipelined(const float *a, int n) {
  float s = 0;
#pragma clang loop pipeline_initiation_interval(2)
  for (int i = 0; i < n; i++) s += a[i] * a[i];
#pragma clang loop pipeline(disable)
  for (int i = 0; i < n; i++) s -= a[i];
  return s;
}

__attribute__((noinline)) static long jammed(const int *v, int rows, int cols) {
  long s = 0;
#pragma unroll_and_jam(2)
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) s += (long)v[(r * cols + c) % N] * (r + 1);
#pragma nounroll_and_jam
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) s ^= v[(r + c) % N];
  return s;
}

__attribute__((noinline)) static long mixed_types(int *ip, long *lp, double *dp, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    ip[i] = i * 3;
    lp[i] = (long)ip[i] * 2;
    dp[i] = lp[i] * 0.25;
    s += ip[i] + lp[i] + (long)dp[i];
  }
  return s;
}

__attribute__((noinline)) static int live_count(struct particle *p, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    p[i].x += p[i].y;
    p[i].alive = p[i].x < 40.0f;
    p[i].tag = (short)(p[i].tag + p[i].alive);
    c += p[i].alive;
  }
  return c;
}

static inline void add_into(float *restrict dst, const float *restrict src, int n) {
  for (int i = 0; i < n; i++) dst[i] += src[i];
}

int main(void) {
  for (int i = 0; i < N; i++) {
    fa[i] = i * 0.5f;
    fb[i] = (N - i) * 0.25f;
    fc[i] = (i % 7) * 0.125f;
    ia[i] = i;
  }
  saxpy(fa, fb, 2.0f, N);
  scale_unrolled(fb, N);
  no_vectorize(ia, N);
  assume_safe(fc, fa, N);
  distributed(fa, fb, fc, N);
  add_into(fb, fc, N);
  add_into(fc, fa, N / 2);
  double sf = 0;
  for (int i = 0; i < N; i++) sf += fa[i] + fb[i] * 0.5 + fc[i] * 0.25;
  printf("floats=%.3f ints=%d last=%d pipelined=%.3f jammed=%ld\n", sf, ia[N / 2], ia[N - 1], pipelined(fb, N), jammed(ia, 12, 20));
  for (int i = 0; i < 64; i++) {
    parts[i].x = i * 1.0f;
    parts[i].y = (i % 5) * 2.0f;
    parts[i].tag = (short)i;
  }
  int live = 0;
#pragma unroll
  for (int round = 0; round < 3; round++) live += live_count(parts, 64);
  printf("live=%d mixed=%ld tag=%d\n", live, mixed_types(ia, la, da, N), parts[10].tag);
  return 0;
}
