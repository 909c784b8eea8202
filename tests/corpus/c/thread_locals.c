/* Thread-local storage: __thread and _Thread_local variables with every TLS model, per-thread state via pthreads. */
#include <pthread.h>
#include <stdio.h>

_Thread_local int tl_counter = 5;
__thread long tl_array[4] = {1, 2, 3, 4};
static _Thread_local double tl_sum;
__attribute__((tls_model("initial-exec"))) __thread int tl_ie = 100;
__attribute__((tls_model("local-exec"))) static __thread int tl_le;
__attribute__((tls_model("local-dynamic"))) __thread unsigned tl_ld = 7;
static _Thread_local struct { int id; char name[8]; } tl_info;

static int *counter_addr(void) { return &tl_counter; }

static void work(int id) {
  tl_info.id = id;
  snprintf(tl_info.name, sizeof tl_info.name, "t%d", id);
  for (int i = 0; i < 10 + id; i++) {
    tl_counter += i;
    tl_array[i & 3] *= 2;
    tl_sum += 0.5 * i;
    tl_le ^= i * 31;
    tl_ld = tl_ld * 1103515245u + 12345u;
  }
  *counter_addr() += tl_ie;
}

struct result { int counter; long array_sum; double sum; int le; unsigned ld; int id; char name[8]; };

static void *thread_main(void *arg) {
  struct result *r = arg;
  work(r->id);
  r->counter = tl_counter;
  r->array_sum = tl_array[0] + tl_array[1] + tl_array[2] + tl_array[3];
  r->sum = tl_sum;
  r->le = tl_le;
  r->ld = tl_ld;
  snprintf(r->name, sizeof r->name, "%s", tl_info.name);
  return 0;
}

int main(void) {
  pthread_t threads[3];
  struct result results[3] = {{.id = 1}, {.id = 2}, {.id = 3}};
  for (int i = 0; i < 3; i++) pthread_create(&threads[i], 0, thread_main, &results[i]);
  for (int i = 0; i < 3; i++) pthread_join(threads[i], 0);
  work(0);
  printf("main: counter=%d sum=%.1f le=%d ld=%u\n", tl_counter, tl_sum, tl_le, tl_ld);
  for (int i = 0; i < 3; i++) {
    struct result *r = &results[i];
    printf("%s: counter=%d arrays=%ld sum=%.1f le=%d ld=%u\n", r->name, r->counter, r->array_sum, r->sum, r->le, r->ld);
  }
  return 0;
}
