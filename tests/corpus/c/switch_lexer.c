/* A switch-based lexer: dense and sparse switches, fallthrough, enums. */
#include <stdio.h>

enum tok { T_NUM, T_IDENT, T_OP, T_LPAREN, T_RPAREN, T_SPACE, T_END, T_BAD };

static enum tok classify(char c) {
  switch (c) {
  case '0': case '1': case '2': case '3': case '4':
  case '5': case '6': case '7': case '8': case '9':
    return T_NUM;
  case '+': case '-': case '*': case '/': case '%': case '^':
    return T_OP;
  case '(': return T_LPAREN;
  case ')': return T_RPAREN;
  case ' ': case '\t': case '\n': return T_SPACE;
  case '\0': return T_END;
  default:
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')
      return T_IDENT;
    return T_BAD;
  }
}

static const char *name(enum tok t) {
  switch (t) {
  case T_NUM: return "NUM";
  case T_IDENT: return "IDENT";
  case T_OP: return "OP";
  case T_LPAREN: return "LPAREN";
  case T_RPAREN: return "RPAREN";
  case T_SPACE: return "SPACE";
  case T_END: return "END";
  default: return "BAD";
  }
}

static int weight(int code) {
  int w = 0;
  switch (code) {
  case 1000: w += 1; /* fallthrough */
  case 2000: w += 2; break;
  case 7: w = 7; break;
  case -40: w = -1; break;
  }
  return w;
}

int main(void) {
  const char *src = "foo_1 + (42 * bar) - 7 $";
  const char *p = src;
  while (1) {
    enum tok t = classify(*p);
    if (t == T_END) break;
    if (t == T_SPACE) { p++; continue; }
    const char *start = p;
    if (t == T_NUM || t == T_IDENT)
      while (classify(*p) == t || (t == T_IDENT && classify(*p) == T_NUM)) p++;
    else
      p++;
    printf("%-6s '%.*s'\n", name(t), (int)(p - start), start);
  }
  printf("weights: %d %d %d %d\n", weight(1000), weight(2000), weight(7), weight(-40));
  return 0;
}
