/* Variadic functions: va_list, va_arg of several types, forwarding with vsnprintf. */
#include <stdarg.h>
#include <stdio.h>

static long sum_ints(int count, ...) {
  va_list ap;
  va_start(ap, count);
  long s = 0;
  for (int i = 0; i < count; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double mean(int count, ...) {
  va_list ap;
  va_start(ap, count);
  double s = 0;
  for (int i = 0; i < count; i++) s += va_arg(ap, double);
  va_end(ap);
  return count ? s / count : 0;
}

static void logf_(const char *level, const char *fmt, ...) {
  char buf[128];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  printf("[%s] %s\n", level, buf);
}

static void describe(const char *types, ...) {
  va_list ap, copy;
  va_start(ap, types);
  va_copy(copy, ap);
  for (const char *t = types; *t; t++) {
    switch (*t) {
    case 'i': printf("int:%d ", va_arg(ap, int)); break;
    case 'd': printf("double:%g ", va_arg(ap, double)); break;
    case 's': printf("str:%s ", va_arg(ap, const char *)); break;
    case 'l': printf("long:%lld ", va_arg(ap, long long)); break;
    }
  }
  printf("| first again: %d\n", va_arg(copy, int));
  va_end(copy);
  va_end(ap);
}

int main(void) {
  printf("sum=%ld\n", sum_ints(5, 1, 2, 3, 4, 5));
  printf("mean=%.3f\n", mean(4, 1.0, 2.5, 3.5, 10.0));
  logf_("info", "%d items, %s, %.1f%%", 3, "ok", 99.5);
  describe("idsl", 7, 2.5, "seven", 1LL << 50);
  return 0;
}
