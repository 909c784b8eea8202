// RUN-DIFF: --convert-cf-to-llvm
// RUN-DIFF: --convert-cf-to-llvm --mlir-print-op-generic
// RUN-DIFF: --convert-func-to-llvm
// RUN-DIFF: --convert-func-to-llvm --mlir-print-op-generic
// RUN-DIFF: --arith-expand --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

// Branches with operands: alone, cf-to-llvm lowers those whose operands
// already have the types of the successor's arguments; with the function
// lowered, all of them.
func.func @branches(%c: i1, %a: i32, %b: i32, %i: index) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %i : i32, index)
^bb2:
  cf.switch %a : i32, [
    default: ^bb3(%b, %i : i32, index),
    42: ^bb1(%b : i32),
    43: ^bb3(%a, %i : i32, index)
  ]
^bb3(%y: i32, %j: index):
  return %y : i32
}

// A loop.
func.func @count(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %sum: i64):
  %done = arith.cmpi sge, %i, %n : i64
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addi %i, %c1 : i64
  %acc = arith.addi %sum, %i : i64
  cf.br ^head(%next, %acc : i64, i64)
^exit:
  return %sum : i64
}

// A switch without cases, and branch weights.
func.func @weights(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b {branch_weights = array<i32: 3, 5>}
^a:
  cf.switch %x : i32, [
    default: ^b
  ]
^b:
  return %x : i32
}

// Assertions: the block is split at each, a failure block appended to the
// function prints the message (a private global, named uniquely) with
// `puts` and aborts; `puts` and `abort` are declared once.
func.func @asserts(%c: i1, %d: i1, %x: index) -> index {
  cf.assert %c, "first assertion"
  %y = arith.addi %x, %x : index
  cf.assert %d, ""
  cf.br ^next(%y : index)
^next(%z: index):
  cf.assert %c, "with \"quotes\" and \\ and \0A"
  return %z : index
}
