/* Variable-length arrays in loops and nested scopes (stacksave/stackrestore), alloca and VLA parameters. */
#include <stdio.h>
#include <string.h>

static long pascal_row(int n) {
  long row[n + 1];
  memset(row, 0, sizeof row);
  row[0] = 1;
  for (int i = 1; i <= n; i++)
    for (int k = i; k > 0; k--) row[k] += row[k - 1];
  long s = 0;
  for (int k = 0; k <= n; k++) s += row[k] * (k + 1);
  return s;
}

static double trace(int n, double m[n][n]) {
  double t = 0;
  for (int i = 0; i < n; i++) t += m[i][i];
  return t;
}

static double matrix_work(int n) {
  double m[n][n];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) m[i][j] = (i + 1) * 0.5 - j * 0.25;
  return trace(n, m);
}

static int nested_scopes(int n) {
  int total = 0;
  for (int i = 1; i <= n; i++) {
    char buf[i * 3];
    for (int j = 0; j < i * 3; j++) buf[j] = (char)(j % 7);
    {
      short inner[i];
      for (int j = 0; j < i; j++) inner[j] = buf[j * 3] + buf[j * 3 + 1];
      for (int j = 0; j < i; j++) total += inner[j];
    }
  }
  return total;
}

static unsigned alloca_concat(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  char *p = __builtin_alloca(la + lb + 1);
  memcpy(p, a, la);
  memcpy(p + la, b, lb + 1);
  unsigned h = 5381;
  for (char *q = p; *q; q++) h = h * 33 + (unsigned char)*q;
  return h;
}

int main(void) {
  for (int n = 1; n <= 20; n += 6) printf("pascal(%d)=%ld\n", n, pascal_row(n));
  printf("trace=%.2f\n", matrix_work(7));
  printf("nested=%d\n", nested_scopes(12));
  printf("concat=%u\n", alloca_concat("variable-", "length"));
  return 0;
}
