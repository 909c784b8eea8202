// Float arithmetic, the NaN-aware minimums and maximums, comparisons and
// conversions; main returns a bit pattern of the comparisons.

func.func @mix(%x: f64, %y: f64, %z: f32) -> (f64, i32) {
  %0 = arith.mulf %x, %y : f64
  %1 = arith.maximumf %0, %y : f64
  %2 = arith.minnumf %1, %x : f64
  %3 = arith.extf %z : f32 to f64
  %4 = arith.divf %2, %3 : f64
  %5 = arith.negf %4 : f64
  %c0 = arith.constant 0.0 : f64
  %6 = arith.cmpf olt, %5, %c0 : f64
  %7 = arith.cmpf uno, %4, %4 : f64
  %8 = arith.extui %6 : i1 to i32
  %9 = arith.extui %7 : i1 to i32
  %c2 = arith.constant 2 : i32
  %10 = arith.muli %9, %c2 : i32
  %11 = arith.ori %8, %10 : i32
  return %5, %11 : f64, i32
}

func.func @main() -> i32 {
  %x = arith.constant 2.5 : f64
  %y = arith.constant -4.0 : f64
  %z = arith.constant 0.5 : f32
  %v, %bits = call @mix(%x, %y, %z) : (f64, f64, f32) -> (f64, i32)
  %s = arith.fptosi %v : f64 to i32
  %c16 = arith.constant 16 : i32
  %sh = arith.shli %s, %c16 : i32
  %r = arith.ori %sh, %bits : i32
  return %r : i32
}
