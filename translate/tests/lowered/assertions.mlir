// Assertions that hold: the lowered program branches past each failure
// block and returns normally.

func.func @checked_div(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %nonzero = arith.cmpi ne, %b, %c0 : i32
  cf.assert %nonzero, "division by zero"
  %q = arith.divsi %a, %b : i32
  %small = arith.cmpi slt, %q, %a : i32
  cf.assert %small, "quotient not smaller"
  return %q : i32
}

func.func @main() -> i32 {
  %a = arith.constant 84 : i32
  %b = arith.constant 2 : i32
  %q = call @checked_div(%a, %b) : (i32, i32) -> i32
  return %q : i32
}
