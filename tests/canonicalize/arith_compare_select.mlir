// Comparisons and selects: equal operands, constants (moved to the
// right), booleans against 0 and 1, extensions, float comparisons with
// NaN, integer-to-float comparisons, selects on constants and on
// comparisons of their alternatives, nested selects, not-conditions.

func.func @cmpi_same(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %r0 = arith.cmpi eq, %x, %x : i32
  %r1 = arith.cmpi ne, %x, %x : i32
  %r2 = arith.cmpi slt, %x, %x : i32
  %r3 = arith.cmpi sle, %x, %x : i32
  %r4 = arith.cmpi sgt, %x, %x : i32
  %r5 = arith.cmpi sge, %x, %x : i32
  %r6 = arith.cmpi ult, %x, %x : i32
  %r7 = arith.cmpi ule, %x, %x : i32
  %r8 = arith.cmpi ugt, %x, %x : i32
  %r9 = arith.cmpi uge, %x, %x : i32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_constants() -> (i1, i1, i1, i1, i1, i1, vector<3xi1>) {
  %a = arith.constant -1 : i8
  %b = arith.constant 1 : i8
  %r0 = arith.cmpi slt, %a, %b : i8
  %r1 = arith.cmpi ult, %a, %b : i8
  %r2 = arith.cmpi sge, %a, %b : i8
  %r3 = arith.cmpi ugt, %a, %b : i8
  %r4 = arith.cmpi eq, %a, %b : i8
  %r5 = arith.cmpi ne, %a, %b : i8
  %v = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %w = arith.constant dense<2> : vector<3xi32>
  %r6 = arith.cmpi sle, %v, %w : vector<3xi32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, vector<3xi1>
}

// -----

func.func @cmpi_swap(%x: i32) -> (i1, i1, i1, i1, i1) {
  %c = arith.constant 10 : i32
  %r0 = arith.cmpi slt, %c, %x : i32
  %r1 = arith.cmpi uge, %c, %x : i32
  %r2 = arith.cmpi eq, %c, %x : i32
  %r3 = arith.cmpi ne, %c, %x : i32
  %r4 = arith.cmpi ule, %c, %x : i32
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}

// -----

func.func @cmpi_bools(%b: i1, %v: vector<2xi1>) -> (i1, i1, i1, i1, vector<2xi1>, i1) {
  %f = arith.constant false
  %t = arith.constant true
  %r0 = arith.cmpi ne, %b, %f : i1
  %r1 = arith.cmpi eq, %b, %t : i1
  %e = arith.extui %b : i1 to i32
  %z = arith.constant 0 : i32
  %r2 = arith.cmpi ne, %e, %z : i32
  %s = arith.extsi %b : i1 to i64
  %z64 = arith.constant 0 : i64
  %r3 = arith.cmpi ne, %s, %z64 : i64
  %zv = arith.constant dense<false> : vector<2xi1>
  %r4 = arith.cmpi ne, %v, %zv : vector<2xi1>
  %r5 = arith.cmpi eq, %b, %f : i1
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, vector<2xi1>, i1
}

// -----

func.func @cmpi_ext(%x: i8, %y: i8) -> (i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r0 = arith.cmpi eq, %a, %b : i32
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %y : i8 to i32
  %r1 = arith.cmpi ne, %c, %d : i32
  %r2 = arith.cmpi slt, %a, %b : i32
  return %r0, %r1, %r2 : i1, i1, i1
}

// -----

func.func @cmpf(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %r0 = arith.cmpf olt, %one, %two : f32
  %r1 = arith.cmpf oeq, %nz, %z : f32
  %r2 = arith.cmpf uno, %nan, %one : f32
  %r3 = arith.cmpf ord, %x, %nan : f32
  %r4 = arith.cmpf ueq, %nan, %x : f32
  %r5 = arith.cmpf false, %one, %two : f32
  %r6 = arith.cmpf true, %one, %two : f32
  %r7 = arith.cmpf one, %one, %two : f32
  %r8 = arith.cmpf oge, %x, %x : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @cmpf_int(%x: i8, %y: i32, %u: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i8 to f32
  %c1 = arith.constant 4.5 : f32
  %r0 = arith.cmpf olt, %a, %c1 : f32
  %c2 = arith.constant 1000.0 : f32
  %r1 = arith.cmpf ogt, %a, %c2 : f32
  %c3 = arith.constant -4.5 : f32
  %r2 = arith.cmpf oge, %a, %c3 : f32
  %c4 = arith.constant 4.0 : f32
  %r3 = arith.cmpf oeq, %a, %c4 : f32
  %r4 = arith.cmpf une, %a, %c1 : f32
  %b = arith.uitofp %u : i16 to f32
  %r5 = arith.cmpf olt, %b, %c3 : f32
  %r6 = arith.cmpf ord, %b, %c1 : f32
  %d = arith.sitofp %y : i32 to f32
  %c5 = arith.constant 16777216.0 : f32
  %r7 = arith.cmpf olt, %d, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32, i1, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r0 = arith.select %c, %x, %x : i32
  %r1 = arith.select %t, %x, %y : i32
  %r2 = arith.select %f, %x, %y : i32
  %r3 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %r4 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %r5 = arith.select %ne, %x, %y : i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i1, i32, i32
}

// -----

func.func @select_patterns(%c: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i1, i32, i32) {
  %s = arith.select %c, %x, %y : i32
  %r0 = arith.select %c, %s, %z : i32
  %r1 = arith.select %c, %z, %s : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r2 = arith.select %n, %x, %y : i32
  %f = arith.constant false
  %r3 = arith.select %c, %f, %t : i1
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r4 = arith.select %c, %one, %zero : i32
  %r5 = arith.select %c, %zero, %one : i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i1, i32, i32
}

// -----

func.func @select_vectors(%v: vector<4xf32>) -> (vector<4xi32>, vector<4xf32>) {
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<7> : vector<4xi32>
  %r0 = arith.select %m, %a, %b : vector<4xi1>, vector<4xi32>
  %t = arith.constant dense<true> : vector<4xi1>
  %w = arith.constant dense<1.0> : vector<4xf32>
  %r1 = arith.select %t, %v, %w : vector<4xi1>, vector<4xf32>
  return %r0, %r1 : vector<4xi32>, vector<4xf32>
}
