// Bit manipulation: population count, rotations, masks.
func.func @popcount(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %c0 : i32, i32)
^loop(%v: i32, %n: i32):
  %z = arith.cmpi eq, %v, %c0 : i32
  cf.cond_br %z, ^exit, ^body
^body:
  %m = arith.subi %v, %c1 : i32
  %v2 = arith.andi %v, %m : i32
  %n2 = arith.addi %n, %c1 : i32
  cf.br ^loop(%v2, %n2 : i32, i32)
^exit:
  func.return %n : i32
}

func.func @rotl(%x: i32, %s: i32) -> i32 {
  %c32 = arith.constant 32 : i32
  %l = arith.shli %x, %s : i32
  %rs = arith.subi %c32, %s : i32
  %r = arith.shrui %x, %rs : i32
  %y = arith.ori %l, %r : i32
  func.return %y : i32
}

func.func @sign_mask(%x: i64) -> i64 {
  %c63 = arith.constant 63 : i64
  %m = arith.shrsi %x, %c63 : i64
  %f = arith.xori %x, %m : i64
  %a = arith.subi %f, %m : i64
  %nonneg = arith.constant 9223372036854775807 : i64
  %r = arith.andi %a, %nonneg : i64
  func.return %r : i64
}
