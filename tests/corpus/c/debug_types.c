/* corpus-flags: -g -Xclang -fexperimental-assignment-tracking=disabled */
/* Debug information for types and variables: recursive structs (a list, a tree, mutually recursive nodes), unions, enums, typedefs, bit-fields, function pointers, arrays (also of variable length), globals and static locals, a variadic function, nested blocks and labels. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct list list;
struct list {
  int value;
  list *next;
};

struct tree {
  struct tree *left, *right;
  const char *key;
  unsigned count;
};

struct expr;
struct operands { struct expr *lhs, *rhs; };
struct expr {
  enum op { OP_NUM, OP_ADD, OP_MUL, OP_NEG } op;
  union {
    long num;
    struct operands bin;
  } u;
};

struct packed_flags {
  unsigned ready : 1;
  unsigned level : 3;
  signed delta : 4;
  unsigned char tail;
};

typedef long (*binary_fn)(long, long);

static struct tree tree_pool[16];
static int tree_used;
static const char *const words[] = {"pear", "fig", "apple", "fig", "kiwi", "pear", "fig", "date"};
double weights[3][2] = {{0.5, 1.5}, {2.0, 2.5}, {3.0, 0.25}};

static long add(long a, long b) { return a + b; }
static long mul(long a, long b) { return a * b; }

static long eval(const struct expr *e) {
  static const binary_fn ops[] = {0, add, mul};
  switch (e->op) {
  case OP_NUM:
    return e->u.num;
  case OP_NEG:
    return -eval(e->u.bin.lhs);
  default:
    return ops[e->op](eval(e->u.bin.lhs), eval(e->u.bin.rhs));
  }
}

static struct tree *insert(struct tree *t, const char *key) {
  if (!t) {
    struct tree *fresh = &tree_pool[tree_used++];
    fresh->key = key;
    fresh->count = 1;
    return fresh;
  }
  int cmp = strcmp(key, t->key);
  if (cmp == 0)
    t->count++;
  else if (cmp < 0)
    t->left = insert(t->left, key);
  else
    t->right = insert(t->right, key);
  return t;
}

static void walk(const struct tree *t) {
  if (!t) return;
  walk(t->left);
  printf("%s:%u ", t->key, t->count);
  walk(t->right);
}

static int sum_ints(int count, ...) {
  va_list args;
  va_start(args, count);
  int total = 0;
  for (int i = 0; i < count; i++) total += va_arg(args, int);
  va_end(args);
  return total;
}

static int squares(int n) {
  int table[n];
  for (int i = 0; i < n; i++) table[i] = i * i;
  int total = 0;
  for (int i = 0; i < n; i++) {
    int cell = table[i];
    if (cell % 2) continue;
    total += cell;
  }
  return total;
}

static unsigned next_id(void) {
  static unsigned id = 100;
  return id++;
}

int main(void) {
  list nodes[4];
  for (int i = 0; i < 4; i++) {
    nodes[i].value = i * 10;
    nodes[i].next = i + 1 < 4 ? &nodes[i + 1] : 0;
  }
  int list_sum = 0;
  for (list *l = nodes; l; l = l->next) list_sum += l->value;

  struct tree *root = 0;
  for (unsigned i = 0; i < sizeof words / sizeof words[0]; i++) root = insert(root, words[i]);
  walk(root);
  printf("\n");

  struct expr two = {OP_NUM, {.num = 2}}, three = {OP_NUM, {.num = 3}};
  struct expr sum = {OP_ADD, {.bin = {&two, &three}}};
  struct expr neg = {OP_NEG, {.bin = {&sum, 0}}};
  struct expr prod = {OP_MUL, {.bin = {&neg, &three}}};

  struct packed_flags flags = {1, 5, -3, 200};
  double weight = 0;
  for (int i = 0; i < 3; i++) weight += weights[i][0] * weights[i][1];

  int tries = 0;
again:
  tries++;
  if (tries < 3) goto again;

  unsigned first = next_id(), second = next_id();
  printf("list %d expr %ld flags %u %u %d %u weight %.2f varargs %d squares %d tries %d ids %u %u\n",
         list_sum, eval(&prod), flags.ready, flags.level, flags.delta, flags.tail, weight,
         sum_ints(4, 1, 2, 3, 4), squares(9), tries, first, second);
  return 0;
}
