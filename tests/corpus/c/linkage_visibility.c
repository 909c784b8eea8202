/* Linkage and visibility: weak, hidden, protected, common, extern_weak and internal symbols, sections and alignment. */
#include <stdio.h>

int tentative_a;
int tentative_b;
int initialized = 7;
static int internal_counter;
__attribute__((weak)) int weak_value = 11;
__attribute__((visibility("hidden"))) int hidden_value = 22;
__attribute__((visibility("protected"))) int protected_value = 33;
__attribute__((visibility("default"))) const char greeting[] = "hello";
__attribute__((section(".data.corpus"))) int sectioned[4] = {1, 2, 3, 4};
__attribute__((aligned(64))) double aligned_table[8] = {0.5, 1.5, 2.5};
__attribute__((used)) static const char build_tag[] = "corpus-linkage";
extern int optional_symbol __attribute__((weak));
extern void optional_function(void) __attribute__((weak));
static const int lookup[5] = {10, 20, 30, 40, 50};

__attribute__((weak)) int weak_function(int x) { return x * 3; }
__attribute__((visibility("hidden"))) int hidden_function(int x) { return x + hidden_value; }
__attribute__((visibility("protected"))) int protected_function(int x) { return x - protected_value; }
__attribute__((noinline)) static int internal_function(int x) { return lookup[x % 5] + internal_counter++; }
__attribute__((section(".text.corpus"), noinline)) int sectioned_function(int x) { return x ^ sectioned[x & 3]; }

int main(void) {
  tentative_a = 3;
  tentative_b = tentative_a * 2;
  int total = 0;
  for (int i = 0; i < 10; i++) total += internal_function(i);
  printf("tentative=%d,%d initialized=%d weak=%d hidden=%d protected=%d\n", tentative_a, tentative_b, initialized, weak_value, hidden_value, protected_value);
  printf("weak_function=%d hidden_function=%d protected_function=%d internal total=%d\n", weak_function(5), hidden_function(5), protected_function(5), total);
  printf("sectioned=%d aligned=%d %.1f greeting=%s tag=%s\n", sectioned_function(6), (int)((unsigned long)aligned_table % 64), aligned_table[2], greeting, build_tag);
  printf("optional symbol %s, optional function %s\n", &optional_symbol ? "present" : "absent", optional_function ? "present" : "absent");
  return 0;
}
