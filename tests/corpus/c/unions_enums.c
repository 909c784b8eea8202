/* Tagged unions, enums, type punning through unions, bit-fields. */
#include <stdint.h>
#include <stdio.h>

enum kind { K_INT = 1, K_FLOAT = 2, K_STR = 4, K_PAIR = 8 };

struct value {
  enum kind kind;
  union { long i; double f; const char *s; struct { int a, b; } pair; } as;
};

struct flags { unsigned ready : 1; unsigned mode : 3; signed level : 4; unsigned id : 24; };

static void print_value(struct value v) {
  switch (v.kind) {
  case K_INT: printf("int %ld\n", v.as.i); break;
  case K_FLOAT: printf("float %g\n", v.as.f); break;
  case K_STR: printf("str %s\n", v.as.s); break;
  case K_PAIR: printf("pair (%d, %d)\n", v.as.pair.a, v.as.pair.b); break;
  }
}

static uint32_t float_bits(float f) { union { float f; uint32_t u; } pun = {.f = f}; return pun.u; }

int main(void) {
  struct value vals[] = {{K_INT, {.i = -42}}, {K_FLOAT, {.f = 6.25}}, {K_STR, {.s = "union"}},
                         {K_PAIR, {.pair = {3, 4}}}};
  for (int i = 0; i < 4; i++) print_value(vals[i]);
  printf("bits(1.0f)=%08x bits(-2.5f)=%08x\n", float_bits(1.0f), float_bits(-2.5f));
  struct flags fl = {1, 5, -3, 0xabcdef};
  fl.mode++;
  printf("ready=%u mode=%u level=%d id=%x size=%zu\n", fl.ready, fl.mode, fl.level, fl.id, sizeof fl);
  return 0;
}
