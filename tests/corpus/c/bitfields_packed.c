/* Bit-fields, unions, packed and over-aligned structs, flexible array members, anonymous members, structs passed and returned by value. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  signed delta : 5;
  unsigned : 0;
  unsigned long long stamp : 40;
  _Bool valid : 1;
};

struct __attribute__((packed)) header {
  uint8_t tag;
  uint32_t length;
  uint16_t checksum;
  uint64_t offset;
};

struct __attribute__((aligned(32))) block {
  char name[5];
  double weight;
};

union number {
  float f;
  uint32_t bits;
  uint8_t bytes[4];
  struct { uint16_t lo, hi; } halves;
};

struct message {
  int kind;
  union {
    struct { int x, y; } point;
    char text[12];
    double value;
  };
  size_t count;
  int items[];
};

struct big { long a[6]; };

static struct big make_big(long seed) {
  struct big b;
  for (int i = 0; i < 6; i++) b.a[i] = seed * (i + 1) - i;
  return b;
}

static long sum_big(struct big b) {
  long s = 0;
  for (int i = 0; i < 6; i++) s += b.a[i];
  return s;
}

struct pair { float x; int y; };
static struct pair swap_pair(struct pair p) { return (struct pair){(float)p.y, (int)p.x}; }

int main(void) {
  struct flags f = {0};
  for (int i = 0; i < 12; i++) {
    f.ready = !f.ready;
    f.mode = (unsigned)(f.mode + 3);
    f.delta = f.delta - 7;
    f.stamp = f.stamp * 31 + 0xabcdef;
    f.valid = f.delta < 0;
    printf("ready=%u mode=%u delta=%d stamp=%llx valid=%d\n", f.ready, f.mode, f.delta, (unsigned long long)f.stamp, f.valid);
  }
  printf("sizeof flags=%zu header=%zu block=%zu align=%zu message=%zu\n", sizeof(struct flags), sizeof(struct header),
         sizeof(struct block), _Alignof(struct block), sizeof(struct message));
  unsigned char raw[15] = {7, 0x10, 0, 0, 0, 0x34, 0x12, 1, 2, 3, 4, 5, 6, 7, 8};
  struct header h;
  memcpy(&h, raw, sizeof h);
  struct header *hp = (struct header *)(raw + 0);
  printf("tag=%u len=%u sum=%x off=%llx direct=%u\n", h.tag, h.length, h.checksum, (unsigned long long)h.offset, hp->length);
  union number n = {.f = -1.5f};
  printf("bits=%08x bytes=%02x%02x%02x%02x lo=%x hi=%x\n", n.bits, n.bytes[0], n.bytes[1], n.bytes[2], n.bytes[3], n.halves.lo,
         n.halves.hi);
  n.halves.hi ^= 0x8000;
  printf("flipped=%g\n", n.f);
  struct message *m = malloc(sizeof *m + 5 * sizeof(int));
  m->kind = 2;
  strcpy(m->text, "flexible");
  m->count = 5;
  for (size_t i = 0; i < m->count; i++) m->items[i] = (int)(i * i);
  int total = 0;
  for (size_t i = 0; i < m->count; i++) total += m->items[i];
  printf("message kind=%d text=%s point.x=%d total=%d\n", m->kind, m->text, m->point.x, total);
  free(m);
  struct block blocks[3];
  for (int i = 0; i < 3; i++) {
    snprintf(blocks[i].name, sizeof blocks[i].name, "b%d", i);
    blocks[i].weight = i * 1.25;
  }
  printf("block stride=%td last=%s %.2f\n", (char *)&blocks[1] - (char *)&blocks[0], blocks[2].name, blocks[2].weight);
  struct big b = make_big(7);
  struct pair p = swap_pair((struct pair){2.5f, 9});
  printf("big sum=%ld pair=%.1f,%d\n", sum_big(b), p.x, p.y);
  return 0;
}
