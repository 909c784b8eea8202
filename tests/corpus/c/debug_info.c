/* corpus-flags: -g */
/* A small program compiled with debug information: DWARF types (structs, enums, typedefs, arrays, pointers), subprograms, lexical blocks (also from another file, via #line), labels, local variables and dbg intrinsics. */
#include <stdio.h>

typedef enum { SHAPE_CIRCLE, SHAPE_RECT } shape_kind;

typedef struct {
  shape_kind kind;
  const char *name;
  union {
    double radius;
    struct { float w, h; } rect;
  } u;
} shape;

static double area(const shape *s) {
  switch (s->kind) {
  case SHAPE_CIRCLE: {
    double r = s->u.radius;
    return 3.14159 * r * r;
  }
  case SHAPE_RECT: return (double)s->u.rect.w * s->u.rect.h;
  }
  return 0;
}

static int histogram[8];

static void bucket(double value, int scale) {
  int index = (int)(value / scale);
  if (index > 7) goto overflow;
  histogram[index]++;
  return;
overflow:
#line 500 "bucket_overflow.inc"
  {
    int last = 7;
    histogram[last]++;
  }
#line 36 "debug_info.c"
}

int main(void) {
  shape shapes[] = {
      {SHAPE_CIRCLE, "small", {.radius = 1.0}},
      {SHAPE_RECT, "wide", {.rect = {6.0f, 2.0f}}},
      {SHAPE_CIRCLE, "big", {.radius = 3.5}},
      {SHAPE_RECT, "square", {.rect = {4.0f, 4.0f}}},
  };
  double total = 0;
  for (unsigned i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
    double a = area(&shapes[i]);
    total += a;
    bucket(a, 5);
    printf("%-7s %8.3f\n", shapes[i].name, a);
  }
  printf("total %.3f histogram", total);
  for (int i = 0; i < 8; i++) printf(" %d", histogram[i]);
  printf("\n");
  return 0;
}
