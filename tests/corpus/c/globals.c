/* Globals: mutable and constant tables, static locals, pointers to globals, TLS. */
#include <stdio.h>

int counter = 10;
static long long big_table[4] = {1LL << 40, -1, 0x7fffffffffffffffLL, 42};
const char *const greetings[] = {"hello", "hallo", "bonjour", "hola"};
static const unsigned char bytes[] = {0xde, 0xad, 0xbe, 0xef, 0, 255};
double weights[3];
int *counter_ptr = &counter;
static _Thread_local int tls_calls;
struct config { int level; const char *tag; float ratio; } cfg = {3, "cfg", 0.75f};

static int next_id(void) {
  static int id = 100;
  tls_calls++;
  return id++;
}

int main(void) {
  for (int i = 0; i < 3; i++) weights[i] = i * 0.25 + counter;
  *counter_ptr += 5;
  printf("counter=%d ids=%d,%d,%d tls=%d\n", counter, next_id(), next_id(), next_id(), tls_calls);
  for (int i = 0; i < 4; i++) printf("%s %lld\n", greetings[i], big_table[i]);
  unsigned sum = 0;
  for (unsigned i = 0; i < sizeof bytes; i++) sum = sum * 31 + bytes[i];
  printf("bytes hash=%u weights=%.2f,%.2f,%.2f\n", sum, weights[0], weights[1], weights[2]);
  printf("cfg %s level=%d ratio=%.2f\n", cfg.tag, cfg.level, cfg.ratio);
  return 0;
}
