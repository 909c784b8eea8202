/* Structs by value and by pointer, nested structs, arrays of structs. */
#include <stdio.h>

struct vec2 { float x, y; };
struct rect { struct vec2 min, max; const char *name; };
struct particle { struct vec2 pos, vel; double mass; int id; };

static struct vec2 vadd(struct vec2 a, struct vec2 b) { return (struct vec2){a.x + b.x, a.y + b.y}; }
static struct vec2 vscale(struct vec2 a, float s) { struct vec2 r = {a.x * s, a.y * s}; return r; }

static float area(const struct rect *r) {
  return (r->max.x - r->min.x) * (r->max.y - r->min.y);
}

static int contains(struct rect r, struct vec2 p) {
  return p.x >= r.min.x && p.x <= r.max.x && p.y >= r.min.y && p.y <= r.max.y;
}

static void step(struct particle *ps, int n, float dt) {
  for (int i = 0; i < n; i++) {
    ps[i].vel = vadd(ps[i].vel, vscale((struct vec2){0.0f, -9.81f}, dt));
    ps[i].pos = vadd(ps[i].pos, vscale(ps[i].vel, dt));
  }
}

int main(void) {
  struct rect box = {{-1.0f, -1.0f}, {3.0f, 2.0f}, "box"};
  struct particle ps[4];
  for (int i = 0; i < 4; i++)
    ps[i] = (struct particle){{(float)i * 0.5f, 1.5f}, {1.0f, 0.0f}, 1.0 + i, i};
  for (int t = 0; t < 10; t++) step(ps, 4, 0.05f);
  printf("%s area %.2f\n", box.name, area(&box));
  for (int i = 0; i < 4; i++)
    printf("particle %d at (%.3f, %.3f) inside=%d mass=%.1f\n", ps[i].id, ps[i].pos.x, ps[i].pos.y,
           contains(box, ps[i].pos), ps[i].mass);
  printf("sizeof(struct particle) = %zu\n", sizeof(struct particle));
  return 0;
}
