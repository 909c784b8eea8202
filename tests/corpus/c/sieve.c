/* Sieve of Eratosthenes, prime counting and twin primes. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define LIMIT 1000
static bool composite[LIMIT + 1];

static int sieve(int *primes) {
  int count = 0;
  memset(composite, 0, sizeof composite);
  for (int i = 2; i <= LIMIT; i++) {
    if (composite[i]) continue;
    primes[count++] = i;
    for (int j = i * i; j <= LIMIT; j += i) composite[j] = true;
  }
  return count;
}

int main(void) {
  int primes[LIMIT];
  int n = sieve(primes);
  printf("%d primes below %d, largest %d\n", n, LIMIT, primes[n - 1]);
  int twins = 0;
  for (int i = 1; i < n; i++)
    if (primes[i] - primes[i - 1] == 2) twins++;
  printf("twin pairs: %d\nfirst 20:", twins);
  for (int i = 0; i < 20; i++) printf(" %d", primes[i]);
  printf("\n");
  return 0;
}
