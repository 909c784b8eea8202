/* A fixed-size ring buffer queue used for a breadth-first search on a grid. */
#include <stdio.h>

#define W 10
#define H 6
#define QCAP 64

struct queue { int items[QCAP]; unsigned head, tail; };

static int q_push(struct queue *q, int v) {
  if (q->tail - q->head == QCAP) return 0;
  q->items[q->tail++ % QCAP] = v;
  return 1;
}
static int q_pop(struct queue *q, int *v) {
  if (q->head == q->tail) return 0;
  *v = q->items[q->head++ % QCAP];
  return 1;
}

static const char *grid[H] = {
    "S...#.....",
    ".##.#.###.",
    ".#..#...#.",
    ".#.###.##.",
    ".#.....#..",
    "...###...E",
};

int main(void) {
  int dist[H * W];
  for (int i = 0; i < H * W; i++) dist[i] = -1;
  struct queue q = {{0}, 0, 0};
  dist[0] = 0;
  q_push(&q, 0);
  static const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
  int cur;
  while (q_pop(&q, &cur)) {
    int x = cur % W, y = cur / W;
    for (int d = 0; d < 4; d++) {
      int nx = x + dx[d], ny = y + dy[d];
      if (nx < 0 || ny < 0 || nx >= W || ny >= H || grid[ny][nx] == '#' || dist[ny * W + nx] >= 0) continue;
      dist[ny * W + nx] = dist[cur] + 1;
      q_push(&q, ny * W + nx);
    }
  }
  printf("distance to E: %d\n", dist[H * W - 1]);
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++) {
      int dd = dist[y * W + x];
      if (grid[y][x] == '#') putchar('#');
      else if (dd < 0) putchar('?');
      else putchar('0' + dd % 10);
    }
    putchar('\n');
  }
  return 0;
}
