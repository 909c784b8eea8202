/* Binary search tree: insert, search, in-order traversal, height, deletion. */
#include <stdio.h>
#include <stdlib.h>

typedef struct tree { int key; struct tree *left, *right; } tree;

static tree *insert(tree *t, int key) {
  if (!t) {
    t = calloc(1, sizeof *t);
    t->key = key;
  } else if (key < t->key) t->left = insert(t->left, key);
  else if (key > t->key) t->right = insert(t->right, key);
  return t;
}

static int contains(const tree *t, int key) {
  while (t && t->key != key) t = key < t->key ? t->left : t->right;
  return t != NULL;
}

static int height(const tree *t) {
  if (!t) return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static void inorder(const tree *t, void (*visit)(int)) {
  if (!t) return;
  inorder(t->left, visit);
  visit(t->key);
  inorder(t->right, visit);
}

static tree *delete(tree *t, int key) {
  if (!t) return NULL;
  if (key < t->key) t->left = delete(t->left, key);
  else if (key > t->key) t->right = delete(t->right, key);
  else {
    if (!t->left || !t->right) { tree *c = t->left ? t->left : t->right; free(t); return c; }
    tree *m = t->right;
    while (m->left) m = m->left;
    t->key = m->key;
    t->right = delete(t->right, m->key);
  }
  return t;
}

static void print_key(int k) { printf(" %d", k); }
static void free_tree(tree *t) { if (t) { free_tree(t->left); free_tree(t->right); free(t); } }

int main(void) {
  tree *root = NULL;
  int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 10, 90, 85};
  for (unsigned i = 0; i < sizeof keys / sizeof *keys; i++) root = insert(root, keys[i]);
  printf("inorder:"); inorder(root, print_key); printf("\nheight=%d has45=%d has46=%d\n", height(root), contains(root, 45), contains(root, 46));
  root = delete(root, 30); root = delete(root, 50);
  printf("after delete:"); inorder(root, print_key); printf("\n");
  free_tree(root);
  return 0;
}
