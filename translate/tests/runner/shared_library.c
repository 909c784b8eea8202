/* Functions and data of a shared library (lib/greeting.c, given to the runner with --shared-libs),
   and weak references: one the library defines, one nothing defines. */
#include <stdio.h>

extern const char *greeting(const char *name);
extern int greeting_count;
extern int greeting_version(void) __attribute__((weak));
extern int defined_nowhere(void) __attribute__((weak));

int main(void) {
  printf("%s\n", greeting("runner"));
  printf("%s (%d greetings)\n", greeting("again"), greeting_count);
  printf("greeting_version %s: %d\n", greeting_version ? "found" : "missing", greeting_version ? greeting_version() : -1);
  printf("defined_nowhere %s\n", defined_nowhere ? "found" : "missing");
  return 0;
}
