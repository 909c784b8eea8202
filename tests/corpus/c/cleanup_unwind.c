/* corpus-flags: -fexceptions */
/* Error handling without setjmp: error codes, goto cleanup chains, and __attribute__((cleanup)) scopes that -fexceptions turns into invoke/landingpad/resume. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum status { OK = 0, E_RANGE = -1, E_PARSE = -2, E_NOMEM = -3 };

static int cleanups;

static void free_buffer(char **p) {
  cleanups++;
  free(*p);
}

static void close_counter(int *depth) {
  cleanups++;
  *depth -= 1;
}

__attribute__((noinline)) static void log_step(const char *what, int v) { printf("  step %s %d\n", what, v); }

static enum status parse_number(const char *s, long *out) {
  if (!s || !*s) return E_PARSE;
  long v = 0;
  int neg = *s == '-';
  for (const char *p = s + neg; *p; p++) {
    if (*p < '0' || *p > '9') return E_PARSE;
    v = v * 10 + (*p - '0');
    if (v > 1000000) return E_RANGE;
  }
  *out = neg ? -v : v;
  return OK;
}

static enum status sum_list(const char *csv, long *total) {
  enum status st = OK;
  char *copy = malloc(strlen(csv) + 1);
  if (!copy) return E_NOMEM;
  strcpy(copy, csv);
  long *values = malloc(16 * sizeof *values);
  if (!values) {
    st = E_NOMEM;
    goto free_copy;
  }
  int n = 0;
  for (char *tok = strtok(copy, ","); tok; tok = strtok(0, ",")) {
    if (n == 16) {
      st = E_RANGE;
      goto free_values;
    }
    st = parse_number(tok, &values[n]);
    if (st != OK) goto free_values;
    n++;
  }
  *total = 0;
  for (int i = 0; i < n; i++) *total += values[i];
free_values:
  free(values);
free_copy:
  free(copy);
  return st;
}

static int scoped_work(int depth_in) {
  int depth __attribute__((cleanup(close_counter))) = depth_in + 1;
  char *buf __attribute__((cleanup(free_buffer))) = malloc(32);
  snprintf(buf, 32, "depth-%d", depth);
  log_step(buf, depth);
  if (depth_in > 0) {
    char *inner __attribute__((cleanup(free_buffer))) = malloc(8);
    strcpy(inner, "inner");
    log_step(inner, scoped_work(depth_in - 1));
    return depth + 100;
  }
  return depth;
}

int main(void) {
  const char *inputs[] = {"1,2,3", "10,-20,x", "5,2000000", "", "7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7,7", "42"};
  for (int i = 0; i < 6; i++) {
    long total = -1;
    enum status st = sum_list(inputs[i], &total);
    printf("input %d: status=%d total=%ld\n", i, st, total);
  }
  printf("scoped=%d\n", scoped_work(2));
  printf("cleanups=%d\n", cleanups);
  return 0;
}
