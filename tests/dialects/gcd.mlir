// Euclid's algorithm on signed and unsigned integers, as a CFG loop.
func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^step
^step:
  %r = arith.remui %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  func.return %g : i64
}

func.func @gcd_signed(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %c0 : i32
  %na = arith.subi %c0, %a : i32
  %abs_a = arith.select %neg, %na, %a : i32
  %negb = arith.cmpi slt, %b, %c0 : i32
  %nb = arith.subi %c0, %b : i32
  %abs_b = arith.select %negb, %nb, %b : i32
  cf.br ^loop(%abs_a, %abs_b : i32, i32)
^loop(%x: i32, %y: i32):
  %done = arith.cmpi eq, %y, %c0 : i32
  cf.cond_br %done, ^exit, ^step
^step:
  %r = arith.remsi %x, %y : i32
  cf.br ^loop(%y, %r : i32, i32)
^exit:
  func.return %x : i32
}
