// canonicalize-options: disable-patterns={(anonymous namespace)::AddIAddConstant,(anonymous namespace)::SelectI1ToNot,(anonymous namespace)::TruncIShrUIMulIToMulSIExtended}
// The rewrite rules answer to MLIR's names: the disabled ones leave their
// ops alone, the others still apply.

func.func @add_i_add_constant(%x: i32) -> (i32, i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %x, %c5 : i32
  %1 = arith.addi %0, %c7 : i32
  %2 = arith.subi %x, %c5 : i32
  %3 = arith.addi %2, %c7 : i32
  return %1, %3 : i32, i32
}

func.func @selects(%p: i1, %a: i32) -> (i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %p, %false, %true : i1
  %inner = arith.select %p, %a, %a : i32
  return %0, %inner : i1, i32
}

func.func @high_half_of_products(%x: i32, %y: i32) -> (i32, i32) {
  %xs = arith.extsi %x : i32 to i64
  %ys = arith.extsi %y : i32 to i64
  %m = arith.muli %xs, %ys : i64
  %c32 = arith.constant 32 : i64
  %sh = arith.shrui %m, %c32 : i64
  %0 = arith.trunci %sh : i64 to i32
  %xu = arith.extui %x : i32 to i64
  %yu = arith.extui %y : i32 to i64
  %mu = arith.muli %xu, %yu : i64
  %shu = arith.shrui %mu, %c32 : i64
  %1 = arith.trunci %shu : i64 to i32
  return %0, %1 : i32, i32
}
