/* The shared library of shared_library.c. */
#include <stdio.h>

int greeting_count;

const char *greeting(const char *name) {
  static char text[64];
  snprintf(text, sizeof text, "hello, %s", name);
  greeting_count++;
  return text;
}

int greeting_version(void) { return 2; }
