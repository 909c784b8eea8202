/* Hashing: FNV-1a, djb2, murmur-style finalizer and an open-addressing hash table. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t fnv1a(const char *s) {
  uint32_t h = 2166136261u;
  for (; *s; s++) { h ^= (unsigned char)*s; h *= 16777619u; }
  return h;
}

static unsigned long djb2(const char *s) {
  unsigned long h = 5381;
  int c;
  while ((c = (unsigned char)*s++)) h = ((h << 5) + h) + (unsigned long)c;
  return h;
}

static uint64_t fmix64(uint64_t k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

#define CAP 32
struct entry { const char *key; int value; int used; };
static struct entry table[CAP];

static int put(const char *key, int value) {
  uint32_t i = fnv1a(key) & (CAP - 1);
  for (int probes = 0; probes < CAP; probes++, i = (i + 1) & (CAP - 1)) {
    if (!table[i].used || strcmp(table[i].key, key) == 0) {
      table[i] = (struct entry){key, value, 1};
      return probes;
    }
  }
  return -1;
}

static const int *get(const char *key) {
  uint32_t i = fnv1a(key) & (CAP - 1);
  while (table[i].used) {
    if (strcmp(table[i].key, key) == 0) return &table[i].value;
    i = (i + 1) & (CAP - 1);
  }
  return NULL;
}

int main(void) {
  const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};
  int probes = 0;
  for (int i = 0; i < 8; i++) probes += put(words[i], i * i);
  put("gamma", 99);
  for (int i = 0; i < 8; i++)
    printf("%-8s fnv=%08x djb2=%lu -> %d\n", words[i], fnv1a(words[i]), djb2(words[i]) % 100000, *get(words[i]));
  printf("probes=%d missing=%p fmix=%016llx\n", probes, (void *)get("iota"), (unsigned long long)fmix64(42));
  return 0;
}
