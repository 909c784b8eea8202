/* Conway's Game of Life on a torus with 2D arrays. */
#include <stdio.h>
#include <string.h>

#define ROWS 12
#define COLS 24

static unsigned char grid[ROWS][COLS], next[ROWS][COLS];

static int neighbours(int r, int c) {
  int n = 0;
  for (int dr = -1; dr <= 1; dr++)
    for (int dc = -1; dc <= 1; dc++)
      if (dr || dc) n += grid[(r + dr + ROWS) % ROWS][(c + dc + COLS) % COLS];
  return n;
}

static void step(void) {
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++) {
      int n = neighbours(r, c);
      next[r][c] = n == 3 || (n == 2 && grid[r][c]);
    }
  memcpy(grid, next, sizeof grid);
}

static int population(void) {
  int p = 0;
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++) p += grid[r][c];
  return p;
}

int main(void) {
  /* a glider and a blinker */
  grid[1][2] = grid[2][3] = grid[3][1] = grid[3][2] = grid[3][3] = 1;
  grid[8][15] = grid[8][16] = grid[8][17] = 1;
  for (int gen = 0; gen < 30; gen++) step();
  printf("population after 30 generations: %d\n", population());
  for (int r = 0; r < ROWS; r++) {
    for (int c = 0; c < COLS; c++) putchar(grid[r][c] ? '#' : '.');
    putchar('\n');
  }
  return 0;
}
