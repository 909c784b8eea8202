/* Recursion: Fibonacci, Ackermann, Towers of Hanoi, mutual recursion. */
#include <stdio.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static unsigned long ackermann(unsigned long m, unsigned long n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

static int moves;
static void hanoi(int n, char from, char to, char via) {
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to);
  moves++;
  if (n == 4)
    printf("move disk %d from %c to %c\n", n, from, to);
  hanoi(n - 1, via, to, from);
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

int main(void) {
  for (int i = 0; i < 15; i++)
    printf("fib(%d) = %d\n", i, fib(i));
  printf("ackermann(2, 3) = %lu\n", ackermann(2, 3));
  hanoi(6, 'A', 'C', 'B');
  printf("hanoi(6) took %d moves\n", moves);
  printf("is_even(17) = %d, is_odd(17) = %d\n", is_even(17), is_odd(17));
  return 0;
}
