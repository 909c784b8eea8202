/* Variadic functions beyond the basics: va_copy, two passes over the arguments, doubles, pointers and structs through va_arg (in registers and on the stack), forwarding va_list. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct rgb { unsigned char r, g, b; };
struct span { long start, len; };

static double mean_and_max(int n, ...) {
  va_list ap, again;
  va_start(ap, n);
  va_copy(again, ap);
  double sum = 0;
  for (int i = 0; i < n; i++) sum += va_arg(ap, double);
  va_end(ap);
  double max = -1e300;
  for (int i = 0; i < n; i++) {
    double v = va_arg(again, double);
    if (v > max) max = v;
  }
  va_end(again);
  return sum / n + max * 1000;
}

static void typed_print(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': printf("i:%d ", va_arg(ap, int)); break;
    case 'l': printf("l:%ld ", va_arg(ap, long)); break;
    case 'd': printf("d:%.3f ", va_arg(ap, double)); break;
    case 's': printf("s:%s ", va_arg(ap, const char *)); break;
    case 'c': {
      struct rgb c = va_arg(ap, struct rgb);
      printf("c:#%02x%02x%02x ", c.r, c.g, c.b);
      break;
    }
    case 'S': {
      struct span s = va_arg(ap, struct span);
      printf("S:[%ld,+%ld) ", s.start, s.len);
      break;
    }
    case 'p': {
      int *ip = va_arg(ap, int *);
      printf("p:%d ", *ip);
      break;
    }
    }
  }
  va_end(ap);
  printf("\n");
}

static int vformat(char *buf, size_t n, const char *fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  int needed = vsnprintf(0, 0, fmt, copy);
  va_end(copy);
  vsnprintf(buf, n, fmt, ap);
  return needed;
}

static int format(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vformat(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

static long sum_many(int count, ...) {
  va_list ap;
  va_start(ap, count);
  long s = 0;
  for (int i = 0; i < count; i++) s += (i % 2) ? va_arg(ap, long) : va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void) {
  printf("mean_and_max=%.4f\n", mean_and_max(5, 1.5, -2.0, 9.25, 0.0, 3.0));
  int target = 99;
  /* The 16-byte span travels in two registers. It must not come after the registers run out:
     clang then passes it `byval`, a call-site attribute MLIR 19's llvm.call cannot hold. */
  typed_print("Sildsp", (struct span){10, 5}, 7, 1234567890123L, 2.71828, "text", &target);
  /* After five ints no register is left: the pointer and both 3-byte colours travel on the stack. */
  typed_print("iiiiicpc", 1, 2, 3, 4, 5, (struct rgb){255, 128, 1}, &target, (struct rgb){0, 16, 32});
  char buf[16];
  int needed = format(buf, sizeof buf, "%s-%d-%s", "truncated", 12345, "output");
  printf("needed=%d got=%s len=%zu\n", needed, buf, strlen(buf));
  printf("sum_many=%ld\n", sum_many(12, 1, 2L, 3, 4L, 5, 6L, 7, 8L, 9, 10L, 11, 1L << 40));
  return 0;
}
