/* GNU __atomic builtins: every memory order, weak and strong compare-exchange, all read-modify-write kinds including float, fences and scoped atomics. */
#include <stdint.h>
#include <stdio.h>

static int i32;
static long i64;
static unsigned u32;
static short i16;
static unsigned char u8;
static float f32;
static double f64;
static int *ptr;
static int targets[4];
struct __attribute__((aligned(8))) pair { int a, b; };
static struct pair big;

int main(void) {
  __atomic_store_n(&i32, 10, __ATOMIC_RELAXED);
  __atomic_store_n(&i64, 20, __ATOMIC_RELEASE);
  __atomic_store_n(&u32, 30, __ATOMIC_SEQ_CST);
  int a = __atomic_load_n(&i32, __ATOMIC_RELAXED);
  long b = __atomic_load_n(&i64, __ATOMIC_ACQUIRE);
  unsigned c = __atomic_load_n(&u32, __ATOMIC_CONSUME);
  unsigned d = __atomic_load_n(&u32, __ATOMIC_SEQ_CST);
  printf("loads %d %ld %u %u\n", a, b, c, d);

  printf("add %d ", __atomic_fetch_add(&i32, 5, __ATOMIC_RELAXED));
  printf("sub %d ", __atomic_fetch_sub(&i32, 2, __ATOMIC_ACQUIRE));
  printf("and %d ", __atomic_fetch_and(&i32, 0xff, __ATOMIC_RELEASE));
  printf("or %d ", __atomic_fetch_or(&i32, 0x100, __ATOMIC_ACQ_REL));
  printf("xor %d ", __atomic_fetch_xor(&i32, 0x3, __ATOMIC_SEQ_CST));
  printf("nand %d ", __atomic_fetch_nand(&i32, 0x1f0, __ATOMIC_SEQ_CST));
  printf("max %d ", __atomic_fetch_max(&i32, 1000, __ATOMIC_RELAXED));
  printf("min %d ", __atomic_fetch_min(&i32, -5, __ATOMIC_RELAXED));
  printf("umax %u ", __atomic_fetch_max(&u32, 7u, __ATOMIC_RELAXED));
  printf("umin %u ", __atomic_fetch_min(&u32, 7u, __ATOMIC_RELAXED));
  printf("xchg %d now %d\n", __atomic_exchange_n(&i32, 77, __ATOMIC_ACQ_REL), i32);
  printf("add_fetch %d sub_fetch %ld or_fetch %d and_fetch %d xor_fetch %d nand_fetch %d\n",
         __atomic_add_fetch(&i16, 300, __ATOMIC_SEQ_CST), __atomic_sub_fetch(&i64, 21, __ATOMIC_SEQ_CST),
         __atomic_or_fetch(&u8, 0x81, __ATOMIC_SEQ_CST), __atomic_and_fetch(&u8, 0x0f, __ATOMIC_SEQ_CST),
         __atomic_xor_fetch(&u8, 0xff, __ATOMIC_SEQ_CST), __atomic_nand_fetch(&i16, 0x0f0f, __ATOMIC_SEQ_CST));

  float init = 1.5f;
  __atomic_store(&f32, &init, __ATOMIC_RELAXED);
  float fo = __atomic_fetch_add(&f32, 2.25f, __ATOMIC_SEQ_CST);
  float fo2 = __atomic_fetch_sub(&f32, 0.5f, __ATOMIC_RELAXED);
  double dold = __atomic_fetch_add(&f64, 0.125, __ATOMIC_ACQ_REL);
  float fmx = __atomic_fetch_max(&f32, 10.0f, __ATOMIC_RELAXED);
  float fmn = __atomic_fetch_min(&f32, -1.0f, __ATOMIC_RELAXED);
  printf("float rmw %.3f %.3f %.3f %.3f %.3f now %.3f %.3f\n", fo, fo2, dold, fmx, fmn, f32, f64);

  int expected = 77;
  _Bool ok1 = __atomic_compare_exchange_n(&i32, &expected, 78, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  _Bool ok2 = __atomic_compare_exchange_n(&i32, &expected, 79, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  int spins = 0;
  long lexp = __atomic_load_n(&i64, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(&i64, &lexp, lexp * 3, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) spins++;
  unsigned char cexp = __atomic_load_n(&u8, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(&u8, &cexp, (unsigned char)(cexp + 1), 1, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) spins++;
  printf("cas %d %d expected=%d i64=%ld u8=%d spins_bounded=%d\n", ok1, ok2, expected, i64, u8, spins < 1000);

  __atomic_store_n(&ptr, &targets[1], __ATOMIC_RELEASE);
  int *p = __atomic_exchange_n(&ptr, &targets[3], __ATOMIC_ACQ_REL);
  int *pexp = &targets[3];
  __atomic_compare_exchange_n(&ptr, &pexp, &targets[0], 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
  printf("ptr %td %td\n", p - targets, __atomic_load_n(&ptr, __ATOMIC_ACQUIRE) - targets);

  struct pair v = {1, 2}, out;
  __atomic_store(&big, &v, __ATOMIC_SEQ_CST);
  __atomic_load(&big, &out, __ATOMIC_SEQ_CST);
  struct pair w = {3, 4}, prev;
  __atomic_exchange(&big, &w, &prev, __ATOMIC_SEQ_CST);
  printf("struct %d %d prev %d %d now %d %d\n", out.a, out.b, prev.a, prev.b, big.a, big.b);

  __atomic_thread_fence(__ATOMIC_ACQUIRE);
  __atomic_thread_fence(__ATOMIC_RELEASE);
  __atomic_thread_fence(__ATOMIC_ACQ_REL);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  __atomic_signal_fence(__ATOMIC_ACQUIRE);
  int s1 = __scoped_atomic_fetch_add(&i32, 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_SINGLE);
  int s2 = __scoped_atomic_load_n(&i32, __ATOMIC_ACQUIRE, __MEMORY_SCOPE_SYSTEM);
  _Bool flag = __atomic_test_and_set(&u8, __ATOMIC_SEQ_CST);
  __atomic_clear(&u8, __ATOMIC_RELEASE);
  volatile int vol = 0;
  __atomic_fetch_add(&vol, 9, __ATOMIC_RELAXED);
  printf("scoped %d %d flag %d vol %d lockfree %d %d\n", s1, s2, flag, vol, __atomic_always_lock_free(sizeof(long), 0),
         __atomic_always_lock_free(sizeof(struct pair), &big));
  return 0;
}
