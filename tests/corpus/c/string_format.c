/* Formatted output: printf flags, widths, snprintf into buffers, a hex dump. */
#include <stdio.h>
#include <string.h>

static void hexdump(const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t off = 0; off < n; off += 16) {
    printf("%08zx ", off);
    for (size_t i = 0; i < 16; i++) {
      if (off + i < n) printf(" %02x", p[off + i]);
      else printf("   ");
    }
    printf("  |");
    for (size_t i = 0; i < 16 && off + i < n; i++) putchar(p[off + i] >= 32 && p[off + i] < 127 ? p[off + i] : '.');
    printf("|\n");
  }
}

int main(void) {
  char buf[80];
  int n = snprintf(buf, sizeof buf, "%+05d|%-6s|%6.2f|%#x|%o|%e|%c", 42, "ab", 3.14159, 255, 8, 12345.678, 'Z');
  printf("%s (%d chars)\n", buf, n);
  printf("%*d|%-*d|%.*s\n", 6, -7, 4, 9, 3, "truncate");
  printf("%lld %llu %hhd %hu %%\n", -9000000000LL, 18000000000ULL, (signed char)200, (unsigned short)70000);
  const char msg[] = "Dialectic\tprints\nexactly what MLIR prints\x01\x7f";
  hexdump(msg, sizeof msg);
  printf("strlen=%zu memcmp=%d\n", strlen(msg), memcmp("abc", "abd", 3) < 0);
  return 0;
}
