/* Global initialisers: nested aggregates, pointers into arrays and structs, function pointer tables, strings, unions, designated and zero initialisers, constant address arithmetic. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct point { int x, y; };
struct segment { struct point a, b; const char *name; };
union value { int i; float f; char c[4]; };

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static const struct segment segments[] = {
    {{0, 0}, {3, 4}, "diag"},
    {{-1, 2}, {5, 2}, "flat"},
    {.name = "zero"},
    {.b = {.y = 9}, .name = "up"},
};
static int numbers[10] = {[2] = 20, [5] = 50, [9] = 90};
static int *const number_ptrs[] = {&numbers[0], &numbers[5], numbers + 9};
static const struct point *const segment_b = &segments[3].b;
static int (*const ops[])(int, int) = {add, sub, mul};
static const struct { const char *name; int (*fn)(int, int); int arity; } op_table[] = {{"add", add, 2}, {"sub", sub, 2}, {"mul", mul, 2}};
static const char *const words[] = {"alpha", "beta", "gamma", 0};
static const char matrix_text[3][6] = {"abc", "defgh", "ij"};
static union value uv = {.f = 2.5f};
static union value uv_arr[2] = {{.i = 0x41424344}, {.c = {'x', 'y', 'z', 0}}};
static double zeros[32];
static struct point origin;
static const ptrdiff_t offsets[] = {offsetof(struct segment, b), offsetof(struct segment, name)};
static const char *const tail = "literal tail" + 8;
static uintptr_t address_bits = (uintptr_t)&numbers[1];
static const float floats[] = {1.0f / 3.0f, -0.0f, 1e-40f, 3.4e38f};
static const long double ld_table[2] = {1.0L / 7.0L, -2.5L};
static struct { char tag; long long big; short arr[3]; } mixed = {'m', -1LL << 40, {1, -2, 3}};
static const signed char small[] = {-128, 127, 0, -1};
static void *self_ref = &self_ref;

int main(void) {
  for (int i = 0; i < 4; i++) {
    const struct segment *s = &segments[i];
    printf("%s: (%d,%d)-(%d,%d)\n", s->name, s->a.x, s->a.y, s->b.x, s->b.y);
  }
  printf("ptrs: %d %d %d segment_b.y=%d\n", *number_ptrs[0], *number_ptrs[1], *number_ptrs[2], segment_b->y);
  for (int i = 0; i < 3; i++) printf("%s(7,3)=%d/%d ", op_table[i].name, op_table[i].fn(7, 3), ops[i](7, 3));
  printf("\n");
  for (const char *const *w = words; *w; w++) printf("%s ", *w);
  printf("| %s %s %s\n", matrix_text[0], matrix_text[1], matrix_text[2]);
  printf("uv=%g %08x arr=%x %s\n", uv.f, (unsigned)uv.i, (unsigned)uv_arr[0].i, uv_arr[1].c);
  double zs = 0;
  for (int i = 0; i < 32; i++) zs += zeros[i];
  printf("zeros=%g origin=%d,%d offsets=%td,%td tail=%s\n", zs, origin.x, origin.y, offsets[0], offsets[1], tail);
  printf("address ok=%d floats=%g %g %g %g\n", address_bits == (uintptr_t)&numbers[1], floats[0], floats[1], floats[2], floats[3]);
  printf("ld=%.10Lf %.1Lf mixed=%c %lld %d,%d,%d small=%d,%d,%d,%d self=%d\n", ld_table[0], ld_table[1], mixed.tag, mixed.big,
         mixed.arr[0], mixed.arr[1], mixed.arr[2], small[0], small[1], small[2], small[3], self_ref == &self_ref);
  return 0;
}
