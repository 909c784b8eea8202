// Nested loops summing a triangle, with index arithmetic and casts.
func.func @triangle(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  cf.br ^outer(%c0, %zero : index, i64)
^outer(%i: index, %acc: i64):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^inner_init, ^done
^inner_init:
  cf.br ^inner(%c0, %acc : index, i64)
^inner(%j: index, %acc2: i64):
  %in = arith.cmpi ule, %j, %i : index
  cf.cond_br %in, ^inner_body, ^outer_next
^inner_body:
  %jj = arith.index_cast %j : index to i64
  %acc3 = arith.addi %acc2, %jj : i64
  %j2 = arith.addi %j, %c1 : index
  cf.br ^inner(%j2, %acc3 : index, i64)
^outer_next:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2, %acc2 : index, i64)
^done:
  func.return %acc : i64
}
