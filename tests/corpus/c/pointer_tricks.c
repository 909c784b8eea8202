/* corpus-flags: -fdeclspec -fno-math-errno */
/* Pointer and integer casts: tagged pointers through uintptr_t (ptrtoint/inttoptr), address-space casts, alignment arithmetic, selectany globals (comdats) and fmod (frem). */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

__declspec(selectany) int shared_default = 17;
__declspec(selectany) const char shared_name[] = "selectany";

typedef __attribute__((address_space(1))) int global_int;

struct node { long value; struct node *next; } __attribute__((aligned(16)));

static struct node pool[8];

static uintptr_t tag(struct node *n, unsigned bits) { return (uintptr_t)n | (bits & 15u); }
static struct node *untag(uintptr_t t) { return (struct node *)(t & ~(uintptr_t)15); }
static unsigned tag_bits(uintptr_t t) { return (unsigned)(t & 15u); }

__attribute__((noinline)) static int read_via_address_space(int *p) {
  global_int *g = (global_int *)p;
  int *back = (int *)g;
  return *back + 1;
}

static void *align_up(void *p, size_t a) { return (void *)(((uintptr_t)p + a - 1) & ~(uintptr_t)(a - 1)); }

int main(void) {
  uintptr_t tagged[8];
  for (int i = 0; i < 8; i++) {
    pool[i].value = i * 11;
    pool[i].next = i + 1 < 8 ? &pool[i + 1] : 0;
    tagged[i] = tag(&pool[i], (unsigned)(i * 5));
  }
  long sum = 0;
  unsigned bits = 0;
  for (int i = 0; i < 8; i++) {
    sum += untag(tagged[i])->value;
    bits = bits * 3 + tag_bits(tagged[i]);
  }
  int hops = 0;
  for (struct node *n = untag(tagged[2]); n; n = n->next) hops++;
  printf("sum=%ld bits=%u hops=%d aligned=%d\n", sum, bits, hops, (int)((uintptr_t)&pool[3] % 16));
  int values[4] = {5, 6, 7, 8};
  printf("address space read=%d\n", read_via_address_space(&values[2]));
  char buffer[64];
  char *aligned = align_up(buffer + 1, 16);
  printf("align_up moved=%d aligned=%d diff=%td\n", aligned > buffer, (int)((uintptr_t)aligned % 16), &values[3] - &values[0]);
  uintptr_t a = (uintptr_t)&values[0], b = (uintptr_t)&values[3];
  int *mid = (int *)(a + (b - a) / 3 * 1);
  printf("mid=%d null=%d\n", *mid, (int *)(uintptr_t)0 == NULL);
  printf("selectany %s=%d\n", shared_name, shared_default++);
  double xs[] = {7.5, -7.5, 1e10, 0.3};
  for (int i = 0; i < 4; i++) printf("fmod(%g,2.25)=%.6f fmodf=%.4f ", xs[i], fmod(xs[i], 2.25), (double)fmodf((float)xs[i], 0.7f));
  printf("\n");
  return 0;
}
