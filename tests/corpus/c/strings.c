/* String handling: length, reversal, palindromes, word counting, escapes. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static size_t my_strlen(const char *s) {
  const char *p = s;
  while (*p) p++;
  return (size_t)(p - s);
}

static void reverse(char *s) {
  for (size_t i = 0, j = my_strlen(s); i + 1 < j; i++, j--) {
    char t = s[i]; s[i] = s[j - 1]; s[j - 1] = t;
  }
}

static int is_palindrome(const char *s) {
  size_t i = 0, j = strlen(s);
  while (i < j) {
    while (i < j && !isalpha((unsigned char)s[i])) i++;
    while (i < j && !isalpha((unsigned char)s[j - 1])) j--;
    if (i < j && tolower((unsigned char)s[i]) != tolower((unsigned char)s[j - 1])) return 0;
    i++; j--;
  }
  return 1;
}

static int count_words(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    if (isspace((unsigned char)*s)) in = 0;
    else if (!in) { in = 1; n++; }
  }
  return n;
}

int main(void) {
  char buf[64];
  strcpy(buf, "Hello, \"world\"!\t\\o/");
  printf("[%s] len=%zu\n", buf, my_strlen(buf));
  reverse(buf);
  printf("reversed: [%s]\n", buf);
  const char *tests[] = {"A man, a plan, a canal: Panama", "not one", "\xc3\xa9t\xc3\xa9", ""};
  for (int i = 0; i < 4; i++)
    printf("%d words, palindrome=%d: \"%s\"\n", count_words(tests[i]), is_palindrome(tests[i]), tests[i]);
  char joined[128] = "";
  for (int i = 0; i < 3; i++) { strcat(joined, tests[i]); strcat(joined, i < 2 ? " | " : "\n"); }
  fputs(joined, stdout);
  printf("strcmp=%d strncmp=%d strchr=%s\n", strcmp("abc", "abd") < 0, strncmp("abc", "abd", 2),
         strchr("key=value", '='));
  return 0;
}
