/* Sorting: insertion sort, quicksort, merge sort and qsort with a comparator. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void insertion_sort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int key = a[i], j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}

static void swap(int *x, int *y) { int t = *x; *x = *y; *y = t; }

static void quicksort(int *a, int lo, int hi) {
  if (lo >= hi)
    return;
  int pivot = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (a[i] < pivot) i++;
    while (a[j] > pivot) j--;
    if (i <= j) swap(&a[i++], &a[j--]);
  }
  quicksort(a, lo, j);
  quicksort(a, i, hi);
}

static void merge_sort(int *a, int *tmp, int n) {
  if (n < 2)
    return;
  int mid = n / 2;
  merge_sort(a, tmp, mid);
  merge_sort(a + mid, tmp, n - mid);
  int i = 0, j = mid, k = 0;
  while (i < mid && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  memcpy(a, tmp, sizeof(int) * (size_t)n);
}

static int cmp_desc(const void *p, const void *q) {
  int a = *(const int *)p, b = *(const int *)q;
  return (a < b) - (a > b);
}

static void print(const char *name, const int *a, int n) {
  printf("%-10s", name);
  for (int i = 0; i < n; i++) printf(" %d", a[i]);
  putchar('\n');
}

int main(void) {
  enum { N = 16 };
  int base[N], a[N], tmp[N];
  unsigned seed = 12345;
  for (int i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    base[i] = (int)((seed >> 16) % 100);
  }
  memcpy(a, base, sizeof a); insertion_sort(a, N); print("insertion", a, N);
  memcpy(a, base, sizeof a); quicksort(a, 0, N - 1); print("quick", a, N);
  memcpy(a, base, sizeof a); merge_sort(a, tmp, N); print("merge", a, N);
  memcpy(a, base, sizeof a); qsort(a, N, sizeof(int), cmp_desc); print("qsort", a, N);
  return 0;
}
