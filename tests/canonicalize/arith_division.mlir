// Divisions and remainders: constants, division by one, by zero (not
// folded), signed overflow (min / -1, not folded), rounding of ceil and
// floor divisions, (a * b) / b with overflow flags.

func.func @divui(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %r0 = arith.divui %x, %c1 : i32
  %r1 = arith.divui %a, %b : i32
  %r2 = arith.divui %a, %c0 : i32
  %r3 = arith.divui %c0, %c0 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// -----

func.func @divsi(%x: i8) -> (i8, i8, i8, i8, i8) {
  %c1 = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r0 = arith.divsi %x, %c1 : i8
  %r1 = arith.divsi %a, %b : i8
  %r2 = arith.divsi %min, %m1 : i8
  %r3 = arith.divsi %min, %b : i8
  %c0 = arith.constant 0 : i8
  %r4 = arith.divsi %a, %c0 : i8
  return %r0, %r1, %r2, %r3, %r4 : i8, i8, i8, i8, i8
}

// -----

func.func @div_of_mul(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %m = arith.muli %x, %y overflow<nuw> : i32
  %a = arith.divui %m, %y : i32
  %b = arith.divui %m, %x : i32
  %n = arith.muli %x, %y overflow<nsw> : i32
  %c = arith.divsi %n, %y : i32
  %d = arith.divui %n, %y : i32
  %p = arith.muli %x, %y : i32
  %e = arith.divsi %p, %y : i32
  return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
}

// -----

func.func @ceildiv() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %m7 = arith.constant -7 : i32
  %m2 = arith.constant -2 : i32
  %c0 = arith.constant 0 : i32
  %max = arith.constant -1 : i32
  %a = arith.ceildivui %c7, %c2 : i32
  %b = arith.ceildivui %max, %c2 : i32
  %c = arith.ceildivsi %c7, %c2 : i32
  %d = arith.ceildivsi %m7, %c2 : i32
  %e = arith.ceildivsi %c7, %m2 : i32
  %f = arith.ceildivsi %m7, %m2 : i32
  %g = arith.ceildivsi %c0, %m2 : i32
  %h = arith.ceildivsi %c7, %c0 : i32
  %min = arith.constant -2147483648 : i32
  %i = arith.ceildivsi %min, %c2 : i32
  return %a, %b, %c, %d, %e, %f, %g, %h, %i : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @ceildiv_one(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.ceildivui %x, %c1 : i32
  %b = arith.ceildivsi %x, %c1 : i32
  %c = arith.floordivsi %x, %c1 : i32
  return %a, %b, %c : i32, i32, i32
}

// -----

func.func @floordiv() -> (i16, i16, i16, i16, i16, i16) {
  %c7 = arith.constant 7 : i16
  %c2 = arith.constant 2 : i16
  %m7 = arith.constant -7 : i16
  %m2 = arith.constant -2 : i16
  %min = arith.constant -32768 : i16
  %m1 = arith.constant -1 : i16
  %c0 = arith.constant 0 : i16
  %a = arith.floordivsi %c7, %c2 : i16
  %b = arith.floordivsi %m7, %c2 : i16
  %c = arith.floordivsi %c7, %m2 : i16
  %d = arith.floordivsi %m7, %m2 : i16
  %e = arith.floordivsi %min, %m1 : i16
  %f = arith.floordivsi %c7, %c0 : i16
  return %a, %b, %c, %d, %e, %f : i16, i16, i16, i16, i16, i16
}

// -----

func.func @remainders(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %m7 = arith.constant -7 : i32
  %c3 = arith.constant 3 : i32
  %m3 = arith.constant -3 : i32
  %a = arith.remui %x, %c1 : i32
  %b = arith.remsi %x, %c1 : i32
  %c = arith.remui %m7, %c3 : i32
  %d = arith.remsi %m7, %c3 : i32
  %e = arith.remsi %c3, %m3 : i32
  %f = arith.remui %c3, %c0 : i32
  %g = arith.remsi %m7, %c0 : i32
  return %a, %b, %c, %d, %e, %f, %g : i32, i32, i32, i32, i32, i32, i32
}

// -----

func.func @vector_division(%v: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %a = arith.constant dense<[9, -9, 100]> : vector<3xi32>
  %b = arith.constant dense<[2, 2, 0]> : vector<3xi32>
  %c = arith.constant dense<[2, 4, 8]> : vector<3xi32>
  %r0 = arith.divsi %a, %b : vector<3xi32>
  %r1 = arith.divsi %a, %c : vector<3xi32>
  %ones = arith.constant dense<1> : vector<3xi32>
  %r2 = arith.remsi %v, %ones : vector<3xi32>
  return %r0, %r1, %r2 : vector<3xi32>, vector<3xi32>, vector<3xi32>
}
