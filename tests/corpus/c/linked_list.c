/* Singly linked list with malloc/free: push, reverse, filter, sort by merge. */
#include <stdio.h>
#include <stdlib.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  if (!n) { perror("malloc"); exit(1); }
  n->value = v;
  n->next = head;
  return n;
}

static struct node *reverse(struct node *head) {
  struct node *prev = NULL;
  while (head) { struct node *next = head->next; head->next = prev; prev = head; head = next; }
  return prev;
}

static struct node *remove_if(struct node *head, int (*pred)(int)) {
  struct node **link = &head;
  while (*link) {
    if (pred((*link)->value)) { struct node *dead = *link; *link = dead->next; free(dead); }
    else link = &(*link)->next;
  }
  return head;
}

static struct node *merge(struct node *a, struct node *b) {
  struct node dummy = {0, NULL}, *tail = &dummy;
  while (a && b) {
    if (a->value <= b->value) { tail->next = a; a = a->next; } else { tail->next = b; b = b->next; }
    tail = tail->next;
  }
  tail->next = a ? a : b;
  return dummy.next;
}

static struct node *sort(struct node *head) {
  if (!head || !head->next) return head;
  struct node *slow = head, *fast = head->next;
  while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
  struct node *second = slow->next;
  slow->next = NULL;
  return merge(sort(head), sort(second));
}

static int is_multiple_of_3(int v) { return v % 3 == 0; }

static void print(const char *label, const struct node *n) {
  printf("%s:", label);
  for (; n; n = n->next) printf(" %d", n->value);
  printf("\n");
}

int main(void) {
  struct node *list = NULL;
  for (int i = 0; i < 12; i++) list = push(list, (i * 7 + 5) % 17);
  print("built", list);
  list = reverse(list); print("reversed", list);
  list = remove_if(list, is_multiple_of_3); print("filtered", list);
  list = sort(list); print("sorted", list);
  while (list) { struct node *next = list->next; free(list); list = next; }
  return 0;
}
