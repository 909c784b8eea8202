/* What runs around main and in which order: constructors and destructors of equal and different
   priorities, exit handlers registered with atexit and __cxa_atexit by a constructor and by main;
   main's result is not 0. */
#include <stdio.h>
#include <stdlib.h>

extern void *__dso_handle;
int __cxa_atexit(void (*function)(void *), void *argument, void *dso_handle);

static void registered_by_constructor(void) { printf("atexit handler registered by a constructor\n"); }
static void registered_by_main(void) { printf("atexit handler registered by main\n"); }
static void with_argument(void *argument) { printf("__cxa_atexit handler with %s\n", (const char *)argument); }

__attribute__((constructor)) static void c1(void) {
  printf("constructor 1 (default priority)\n");
  atexit(registered_by_constructor);
}
__attribute__((constructor)) static void c2(void) { printf("constructor 2 (default priority)\n"); }
__attribute__((constructor(200))) static void c3(void) { printf("constructor 3 (200)\n"); }
__attribute__((constructor(200))) static void c4(void) { printf("constructor 4 (200)\n"); }
__attribute__((destructor)) static void d1(void) { printf("destructor 1 (default priority)\n"); }
__attribute__((destructor)) static void d2(void) { printf("destructor 2 (default priority)\n"); }
__attribute__((destructor(200))) static void d3(void) { printf("destructor 3 (200)\n"); }
__attribute__((destructor(200))) static void d4(void) { printf("destructor 4 (200)\n"); }
__attribute__((destructor(300))) static void d5(void) { printf("destructor 5 (300)\n"); }

int main(void) {
  printf("main\n");
  atexit(registered_by_main);
  __cxa_atexit(with_argument, "an argument", &__dso_handle);
  return 7;
}
