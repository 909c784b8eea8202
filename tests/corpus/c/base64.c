/* Base64 encoding and decoding with lookup tables. */
#include <stdio.h>
#include <string.h>

static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static size_t encode(const unsigned char *in, size_t n, char *out) {
  size_t o = 0;
  for (size_t i = 0; i < n; i += 3) {
    unsigned v = (unsigned)in[i] << 16;
    if (i + 1 < n) v |= (unsigned)in[i + 1] << 8;
    if (i + 2 < n) v |= in[i + 2];
    out[o++] = alphabet[(v >> 18) & 63];
    out[o++] = alphabet[(v >> 12) & 63];
    out[o++] = i + 1 < n ? alphabet[(v >> 6) & 63] : '=';
    out[o++] = i + 2 < n ? alphabet[v & 63] : '=';
  }
  out[o] = '\0';
  return o;
}

static int decode(const char *in, unsigned char *out) {
  signed char rev[256];
  memset(rev, -1, sizeof rev);
  for (int i = 0; i < 64; i++) rev[(unsigned char)alphabet[i]] = (signed char)i;
  int n = 0, bits = 0;
  unsigned acc = 0;
  for (; *in && *in != '='; in++) {
    int v = rev[(unsigned char)*in];
    if (v < 0) return -1;
    acc = (acc << 6) | (unsigned)v;
    bits += 6;
    if (bits >= 8) { bits -= 8; out[n++] = (unsigned char)(acc >> bits); }
  }
  return n;
}

int main(void) {
  const char *msgs[] = {"", "f", "fo", "foo", "foobar", "Many hands make light work."};
  for (int i = 0; i < 6; i++) {
    char enc[64];
    unsigned char dec[64];
    encode((const unsigned char *)msgs[i], strlen(msgs[i]), enc);
    int n = decode(enc, dec);
    printf("%-28s -> %-40s -> %.*s\n", msgs[i], enc, n, (const char *)dec);
  }
  return 0;
}
