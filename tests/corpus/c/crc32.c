/* Table-driven CRC-32 and Adler-32 checksums. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t crc_table[256];

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
    crc_table[i] = c;
  }
}

static uint32_t crc32(const unsigned char *buf, size_t len) {
  uint32_t c = 0xffffffffu;
  for (size_t i = 0; i < len; i++) c = crc_table[(c ^ buf[i]) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

static uint32_t adler32(const unsigned char *buf, size_t len) {
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < len; i++) { a = (a + buf[i]) % 65521u; b = (b + a) % 65521u; }
  return (b << 16) | a;
}

int main(void) {
  crc_init();
  const char *inputs[] = {"", "a", "123456789", "The quick brown fox jumps over the lazy dog"};
  for (int i = 0; i < 4; i++) {
    const unsigned char *p = (const unsigned char *)inputs[i];
    size_t n = strlen(inputs[i]);
    printf("crc32=%08x adler32=%08x \"%s\"\n", crc32(p, n), adler32(p, n), inputs[i]);
  }
  return 0;
}
