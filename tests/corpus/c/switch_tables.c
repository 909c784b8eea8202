/* Switches: dense switches that -O2 turns into lookup tables, sparse and GNU case-range switches, fallthrough and switch-based state machines. */
#include <stdio.h>

__attribute__((noinline)) static int days_in_month(int m) {
  switch (m) {
  case 1: return 31;
  case 2: return 28;
  case 3: return 31;
  case 4: return 30;
  case 5: return 31;
  case 6: return 30;
  case 7: return 31;
  case 8: return 31;
  case 9: return 30;
  case 10: return 31;
  case 11: return 30;
  case 12: return 31;
  default: return -1;
  }
}

static const char *color_name(int c) {
  switch (c) {
  case 0: return "black";
  case 1: return "red";
  case 2: return "green";
  case 3: return "yellow";
  case 4: return "blue";
  case 5: return "magenta";
  case 6: return "cyan";
  case 7: return "white";
  default: return "?";
  }
}

__attribute__((noinline)) static double scale(int unit) {
  switch (unit) {
  case 'k': return 1e3;
  case 'M': return 1e6;
  case 'G': return 1e9;
  case 'm': return 1e-3;
  case 'u': return 1e-6;
  default: return 1.0;
  }
}

__attribute__((noinline)) static int sparse(unsigned x) {
  switch (x) {
  case 3: return 1;
  case 100: return 2;
  case 1000: return 3;
  case 65536: return 4;
  case 1000000: return 5;
  case 0xdeadbeef: return 6;
  default: return 0;
  }
}

static const char *char_class(char c) {
  switch (c) {
  case '0' ... '9': return "digit";
  case 'a' ... 'z':
  case 'A' ... 'Z': return "alpha";
  case ' ':
  case '\t':
  case '\n': return "space";
  case '!' ... '/': return "punct";
  default: return "other";
  }
}

__attribute__((noinline)) static int duff_copy(int *to, const int *from, int count) {
  int n = (count + 7) / 8, copied = 0;
  switch (count % 8) {
  case 0: do { *to++ = *from++; copied++;
  case 7:      *to++ = *from++; copied++;
  case 6:      *to++ = *from++; copied++;
  case 5:      *to++ = *from++; copied++;
  case 4:      *to++ = *from++; copied++;
  case 3:      *to++ = *from++; copied++;
  case 2:      *to++ = *from++; copied++;
  case 1:      *to++ = *from++; copied++;
          } while (--n > 0);
  }
  return copied;
}

enum state { IDLE, RUNNING, PAUSED, DONE };

__attribute__((noinline)) static enum state step(enum state s, char event) {
  switch (s) {
  case IDLE: return event == 's' ? RUNNING : IDLE;
  case RUNNING:
    switch (event) {
    case 'p': return PAUSED;
    case 'x': return DONE;
    default: return RUNNING;
    }
  case PAUSED: return event == 'r' ? RUNNING : event == 'x' ? DONE : PAUSED;
  case DONE: return DONE;
  }
  return DONE;
}

__attribute__((noinline)) static long wide_switch(long long v) {
  switch (v) {
  case -5000000000LL: return 1;
  case -1: return 2;
  case 0: return 3;
  case 4294967296LL: return 4;
  default: return (long)(v & 0xff);
  }
}

int main(void) {
  int total = 0;
  for (int m = 0; m <= 13; m++) total += days_in_month(m);
  printf("days total=%d\n", total);
  for (int c = 0; c < 9; c++) printf("%s ", color_name(c));
  printf("\nscale=%g %g %g %g\n", scale('k') * 2, scale('u') * 5, scale('G'), scale('x'));
  unsigned probes[] = {3, 4, 100, 1000, 65536, 1000000, 0xdeadbeef, 7};
  for (int i = 0; i < 8; i++) printf("%d", sparse(probes[i]));
  printf("\n");
  const char *text = "Az 9!\t~";
  for (const char *p = text; *p; p++) printf("%s ", char_class(*p));
  int src[19], dst[19] = {0};
  for (int i = 0; i < 19; i++) src[i] = i * 3;
  printf("\nduff=%d dst[18]=%d\n", duff_copy(dst, src, 19), dst[18]);
  enum state s = IDLE;
  const char *events = "aspprxr";
  for (const char *e = events; *e; e++) {
    s = step(s, *e);
    printf("%d", s);
  }
  printf("\nwide=%ld %ld %ld %ld %ld\n", wide_switch(-5000000000LL), wide_switch(-1), wide_switch(0),
         wide_switch(4294967296LL), wide_switch(0x1234));
  return 0;
}
