/* N-queens by backtracking with bitmasks, plus permutation generation. */
#include <stdio.h>

static int solutions;
static int first[12];
static int placed[12];

static void solve(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
  if (row == n) {
    if (solutions++ == 0)
      for (int i = 0; i < n; i++) first[i] = placed[i];
    return;
  }
  unsigned avail = ~(cols | d1 | d2) & ((1u << n) - 1);
  while (avail) {
    unsigned bit = avail & -avail;
    avail ^= bit;
    placed[row] = __builtin_ctz(bit);
    solve(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
  }
}

static void permute(char *s, int k, int n, int *count) {
  if (k == n) { if ((*count)++ < 6) printf("%s ", s); return; }
  for (int i = k; i < n; i++) {
    char t = s[k]; s[k] = s[i]; s[i] = t;
    permute(s, k + 1, n, count);
    t = s[k]; s[k] = s[i]; s[i] = t;
  }
}

int main(void) {
  for (int n = 4; n <= 9; n++) {
    solutions = 0;
    solve(n, 0, 0, 0, 0);
    printf("%d-queens: %d solutions, first:", n, solutions);
    for (int i = 0; i < n; i++) printf(" %d", first[i]);
    printf("\n");
  }
  char s[] = "abcd";
  int count = 0;
  permute(s, 0, 4, &count);
  printf("... %d permutations\n", count);
  return 0;
}
