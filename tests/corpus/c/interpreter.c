/* A tiny stack-based bytecode interpreter with jumps and calls. */
#include <stdio.h>

enum op { PUSH, ADD, SUB, MUL, LT, JZ, JMP, DUP, SWAP, OVER, DROP, PRINT, CALL, RET, HALT };

struct vm { int stack[64]; int sp; int rstack[16]; int rsp; long steps; };

static int run(struct vm *m, const int *code) {
  int pc = 0;
  for (;;) {
    m->steps++;
    switch ((enum op)code[pc++]) {
    case PUSH: m->stack[m->sp++] = code[pc++]; break;
    case ADD: m->sp--; m->stack[m->sp - 1] += m->stack[m->sp]; break;
    case SUB: m->sp--; m->stack[m->sp - 1] -= m->stack[m->sp]; break;
    case MUL: m->sp--; m->stack[m->sp - 1] *= m->stack[m->sp]; break;
    case LT: m->sp--; m->stack[m->sp - 1] = m->stack[m->sp - 1] < m->stack[m->sp]; break;
    case JZ: { int t = code[pc++]; if (!m->stack[--m->sp]) pc = t; break; }
    case JMP: pc = code[pc]; break;
    case DUP: m->stack[m->sp] = m->stack[m->sp - 1]; m->sp++; break;
    case SWAP: { int t = m->stack[m->sp - 1]; m->stack[m->sp - 1] = m->stack[m->sp - 2]; m->stack[m->sp - 2] = t; break; }
    case OVER: m->stack[m->sp] = m->stack[m->sp - 2]; m->sp++; break;
    case DROP: m->sp--; break;
    case PRINT: printf("%d\n", m->stack[--m->sp]); break;
    case CALL: m->rstack[m->rsp++] = pc + 1; pc = code[pc]; break;
    case RET: pc = m->rstack[--m->rsp]; break;
    case HALT: return m->sp ? m->stack[m->sp - 1] : 0;
    default: printf("bad opcode at %d\n", pc - 1); return -1;
    }
  }
}

int main(void) {
  /* prints n! for n = 1..6, then halts with 7 on the stack */
  static const int program[] = {
      PUSH, 1,                 /* 0: n */
      DUP, PUSH, 7, LT,        /* 2: while (n < 7) */
      JZ, 17,                  /* 6 */
      DUP, CALL, 19, PRINT,    /* 8: print fact(n) */
      PUSH, 1, ADD,            /* 12: n++ */
      JMP, 2,                  /* 15 */
      HALT, HALT,              /* 17 */
      PUSH, 1, SWAP,           /* 19: fact: acc n */
      DUP, JZ, 34,             /* 22: while (n) */
      SWAP, OVER, MUL, SWAP,   /* 25: acc *= n */
      PUSH, 1, SUB,            /* 29: n-- */
      JMP, 22,                 /* 32 */
      DROP, RET,               /* 34 */
  };
  struct vm m = {.sp = 0, .rsp = 0, .steps = 0};
  int r = run(&m, program);
  printf("result=%d steps=%ld\n", r, m.steps);
  return 0;
}
