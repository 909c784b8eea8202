/* Constructors and destructors with priorities (llvm.global_ctors/dtors), atexit handlers and init-order state. */
#include <stdio.h>
#include <stdlib.h>

static int init_log[8];
static int init_count;
static int table[16];
static volatile int ticks;

static void record(int priority) {
  init_log[init_count++] = priority;
  ticks++;
  printf("constructor %d (tick %d)\n", priority, ticks);
}

__attribute__((constructor(200))) static void init_late(void) { record(200); }
__attribute__((constructor(101))) static void init_early(void) {
  record(101);
  for (int i = 0; i < 16; i++) table[i] = i * i + ticks;
}
__attribute__((constructor)) static void init_default(void) { record(65535); }
__attribute__((constructor(150))) void init_middle(void) {
  record(150);
  table[0] = 1000;
}

static void at_exit_first(void) { printf("atexit first-registered runs last\n"); }
static void at_exit_second(void) { printf("atexit second-registered runs first\n"); }

__attribute__((destructor(300))) static void fini_300(void) { printf("destructor 300 (table[3]=%d)\n", table[3]); }
__attribute__((destructor(120))) static void fini_120(void) { printf("destructor 120 (ticks=%d)\n", ticks); }
__attribute__((destructor)) static void fini_default(void) {
  printf("destructor default\n");
  fflush(stdout);
}

int main(void) {
  atexit(at_exit_first);
  atexit(at_exit_second);
  printf("constructors ran:");
  for (int i = 0; i < init_count; i++) printf(" %d", init_log[i]);
  printf("\ntable[0]=%d table[15]=%d\n", table[0], table[15]);
  table[3] = -3;
  ticks += 10;
  return 0;
}
