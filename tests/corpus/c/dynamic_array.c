/* A growable array with realloc, binary search and a histogram. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { double *data; size_t len, cap; } vec;

static void vec_push(vec *v, double x) {
  if (v->len == v->cap) {
    v->cap = v->cap ? v->cap * 2 : 4;
    double *p = realloc(v->data, v->cap * sizeof *p);
    if (!p) abort();
    v->data = p;
  }
  v->data[v->len++] = x;
}

static long lower_bound(const double *a, size_t n, double x) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (a[mid] < x) lo = mid + 1; else hi = mid;
  }
  return (long)lo;
}

int main(void) {
  vec v = {0};
  double x = 0.1;
  for (int i = 0; i < 100; i++) { x = 3.9 * x * (1 - x); vec_push(&v, x); }
  int hist[10] = {0};
  for (size_t i = 0; i < v.len; i++) hist[(int)(v.data[i] * 10) % 10]++;
  for (int b = 0; b < 10; b++) printf("[%.1f,%.1f) %3d %.*s\n", b / 10.0, (b + 1) / 10.0, hist[b], hist[b], "##############################");
  double sorted[100];
  for (size_t i = 0; i < v.len; i++) {
    long pos = lower_bound(sorted, i, v.data[i]);
    for (long j = (long)i; j > pos; j--) sorted[j] = sorted[j - 1];
    sorted[pos] = v.data[i];
  }
  printf("cap=%zu min=%.4f median=%.4f max=%.4f\n", v.cap, sorted[0], sorted[50], sorted[99]);
  free(v.data);
  return 0;
}
