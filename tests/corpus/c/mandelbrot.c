/* ASCII Mandelbrot set with float and double arithmetic. */
#include <stdio.h>

static int iterate(double cr, double ci, int max) {
  double zr = 0, zi = 0;
  int i = 0;
  while (i < max && zr * zr + zi * zi <= 4.0) {
    double t = zr * zr - zi * zi + cr;
    zi = 2 * zr * zi + ci;
    zr = t;
    i++;
  }
  return i;
}

int main(void) {
  const char *shades = " .:-=+*#%@";
  long total = 0;
  for (int y = -10; y <= 10; y++) {
    for (int x = -40; x <= 20; x++) {
      int it = iterate(x / 20.0, y / 10.0, 100);
      total += it;
      putchar(shades[it == 100 ? 9 : it % 9]);
    }
    putchar('\n');
  }
  float area = 0.0f;
  for (int k = 0; k < 4; k++) area += (float)total / (1 << k);
  printf("total iterations %ld, checksum %.2f\n", total, (double)area);
  return 0;
}
