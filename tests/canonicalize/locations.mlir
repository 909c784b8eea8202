// Locations of what canonicalization makes: ops built by declarative
// patterns fuse the locations of the matched ops (their first ones, as
// MLIR's generated matchers record them), others take their root op's;
// hoisted and uniqued constants lose theirs (loc(unknown)).

func.func @add_add(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}
func.func @add_sub_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}
func.func @sub_lhs_add(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.subi %c1, %a : i32
  return %b : i32
}
func.func @sub_lhs_sub_lhs(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.subi %c0, %x : i32
  %b = arith.subi %c1, %a : i32
  return %b : i32
}
func.func @add_mul_neg(%x: i32, %y: i32) -> (i32, i32) {
  %m = arith.constant -1 : i32
  %a = arith.muli %y, %m : i32
  %b = arith.addi %x, %a : i32
  %c = arith.muli %x, %m : i32
  %d = arith.addi %c, %y : i32
  return %b, %d : i32, i32
}
func.func @mul_mul(%x: i32) -> i32 {
  %c0 = arith.constant 5 : i32
  %c1 = arith.constant 7 : i32
  %a = arith.muli %x, %c0 : i32
  %b = arith.muli %a, %c1 : i32
  return %b : i32
}
func.func @trunc_shrsi(%x: i64) -> i32 {
  %c = arith.constant 32 : i64
  %a = arith.shrsi %x, %c : i64
  %b = arith.trunci %a : i64 to i32
  return %b : i32
}
func.func @select_not(%p: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %p, %t : i1
  %s = arith.select %n, %a, %b : i32
  return %s : i32
}
func.func @select_i1_not(%p: i1) -> i1 {
  %f = arith.constant false
  %t = arith.constant true
  %s = arith.select %p, %f, %t : i1
  return %s : i1
}
func.func @high(%x: i32, %y: i32) -> i32 {
  %c = arith.constant 32 : i64
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}
func.func @mulsi_one(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %one : i32
  return %l, %h : i32, i32
}
func.func @xor_not_cmp(%x: i32, %y: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi slt, %x, %y : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}
func.func @select_ext(%p: i1) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s = arith.select %p, %one, %zero : i32
  %r = arith.select %p, %zero, %one : i32
  return %s, %r : i32, i32
}
func.func @cmpf(%x: i32) -> i1 {
  %c = arith.constant 4.0 : f32
  %f = arith.sitofp %x : i32 to f32
  %r = arith.cmpf olt, %f, %c : f32
  return %r : i1
}
