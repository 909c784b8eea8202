/* C11 atomics: fetch-add, compare-exchange loops, fences and a spin lock. */
#include <stdatomic.h>
#include <stdio.h>

static atomic_int counter;
static atomic_long maxval = -1;
static atomic_flag lock = ATOMIC_FLAG_INIT;
static long guarded;

static void update_max(long v) {
  long cur = atomic_load_explicit(&maxval, memory_order_relaxed);
  while (cur < v && !atomic_compare_exchange_weak_explicit(&maxval, &cur, v, memory_order_acq_rel, memory_order_relaxed)) {
  }
}

static void locked_add(long v) {
  while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) {
  }
  guarded += v;
  atomic_flag_clear_explicit(&lock, memory_order_release);
}

int main(void) {
  for (int i = 0; i < 100; i++) {
    atomic_fetch_add(&counter, i);
    update_max((i * 37) % 101);
    locked_add(i & 7);
  }
  atomic_thread_fence(memory_order_seq_cst);
  int old = atomic_exchange(&counter, 7);
  atomic_fetch_sub_explicit(&counter, 2, memory_order_release);
  atomic_fetch_or(&counter, 0x100);
  atomic_fetch_and(&counter, 0x1ff);
  printf("old=%d counter=%d max=%ld guarded=%ld\n", old, atomic_load(&counter), atomic_load(&maxval), guarded);
  return 0;
}
