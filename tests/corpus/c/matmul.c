/* Dense matrix multiply, transpose and trace in double precision. */
#include <stdio.h>

#define N 8

static void init(double m[N][N], double scale) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      m[i][j] = scale * (double)(i * N + j) / (N * N) - 0.5;
}

static void matmul(double c[N][N], double a[N][N], double b[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double sum = 0.0;
      for (int k = 0; k < N; k++)
        sum += a[i][k] * b[k][j];
      c[i][j] = sum;
    }
}

static void transpose(double m[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      double t = m[i][j];
      m[i][j] = m[j][i];
      m[j][i] = t;
    }
}

static double trace(double m[N][N]) {
  double t = 0;
  for (int i = 0; i < N; i++) t += m[i][i];
  return t;
}

int main(void) {
  static double a[N][N], b[N][N], c[N][N];
  init(a, 1.0);
  init(b, 2.0);
  transpose(b);
  matmul(c, a, b);
  printf("trace = %.6f\n", trace(c));
  for (int i = 0; i < N; i += 3)
    printf("c[%d][0..2] = %8.4f %8.4f %8.4f\n", i, c[i][0], c[i][1], c[i][2]);
  return 0;
}
