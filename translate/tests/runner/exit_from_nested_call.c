/* A program that ends in exit(3) from a nested call, with an exit handler and a destructor
   pending and its output still buffered. */
#include <stdio.h>
#include <stdlib.h>

static void handler(void) { printf("atexit handler\n"); }
__attribute__((destructor)) static void destructor(void) { printf("destructor\n"); }

__attribute__((noinline)) static void finish(int code) {
  printf("finishing with %d\n", code);
  exit(code);
}

int main(void) {
  atexit(handler);
  printf("main\n");
  finish(3);
  printf("not reached\n");
  return 0;
}
