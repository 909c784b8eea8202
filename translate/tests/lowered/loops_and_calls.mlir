// Loops over several blocks, calls with several results, a switch, and
// index arithmetic: main's result sums them up.

func.func @fib(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c1, %n : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %done = arith.cmpi sle, %k, %c0 : i32
  cf.cond_br %done, ^exit, ^step
^step:
  %s = arith.addi %a, %b : i32
  %k1 = arith.subi %k, %c1 : i32
  cf.br ^loop(%b, %s, %k1 : i32, i32, i32)
^exit:
  return %a : i32
}

func.func @divmod(%a: i64, %b: i64) -> (i64, i64, i64) {
  %q = arith.floordivsi %a, %b : i64
  %c = arith.ceildivsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %c, %r : i64, i64, i64
}

func.func @classify(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^other,
    1: ^one,
    2: ^two(%x : i32)
  ]
^one:
  %c100 = arith.constant 100 : i32
  return %c100 : i32
^two(%y: i32):
  %c7 = arith.constant 7 : i32
  %m = arith.muli %y, %c7 : i32
  return %m : i32
^other:
  %c3 = arith.constant 3 : i32
  return %c3 : i32
}

func.func @sum_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %c0 : index, index)
^head(%i: index, %acc: index):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^done
^body:
  %acc1 = arith.addi %acc, %i : index
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %acc1 : index, index)
^done:
  return %acc : index
}

func.func @main() -> i32 {
  %c12 = arith.constant 12 : i32
  %f = call @fib(%c12) : (i32) -> i32
  %a = arith.constant -17 : i64
  %b = arith.constant 5 : i64
  %q, %c, %r = call @divmod(%a, %b) : (i64, i64) -> (i64, i64, i64)
  %qc = arith.muli %q, %c : i64
  %qcr = arith.addi %qc, %r : i64
  %t = arith.trunci %qcr : i64 to i32
  %c2 = arith.constant 2 : i32
  %s = call @classify(%c2) : (i32) -> i32
  %c10 = arith.constant 10 : index
  %n = call @sum_to(%c10) : (index) -> index
  %ni = arith.index_cast %n : index to i32
  %0 = arith.addi %f, %t : i32
  %1 = arith.addi %0, %s : i32
  %2 = arith.addi %1, %ni : i32
  return %2 : i32
}
