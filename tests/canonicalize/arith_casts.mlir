// Casts: extension and truncation of constants and chains, float
// extension and truncation only when exact (and with rounding modes),
// integer-float conversions (rounding, out of range, NaN), index casts,
// bitcasts; the high half of a widened product.

func.func @int_casts() -> (i32, i32, i8, i64, i1, i16) {
  %a = arith.constant -1 : i8
  %r0 = arith.extui %a : i8 to i32
  %r1 = arith.extsi %a : i8 to i32
  %b = arith.constant 300 : i32
  %r2 = arith.trunci %b : i32 to i8
  %c = arith.constant true
  %r3 = arith.extsi %c : i1 to i64
  %d = arith.constant 7 : i8
  %r4 = arith.trunci %d : i8 to i1
  %v = arith.constant 1 : i1
  %r5 = arith.extui %v : i1 to i16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i8, i64, i1, i16
}

// -----

func.func @int_chains(%x: i8, %y: i32, %z: i16) -> (i64, i64, i8, i8, i16, i8, i64) {
  %a = arith.extui %x : i8 to i16
  %r0 = arith.extui %a : i16 to i64
  %b = arith.extsi %x : i8 to i16
  %r1 = arith.extsi %b : i16 to i64
  %c = arith.extui %x : i8 to i32
  %r2 = arith.trunci %c : i32 to i8
  %d = arith.trunci %y : i32 to i16
  %r3 = arith.trunci %d : i16 to i8
  %e = arith.extsi %z : i16 to i64
  %r4 = arith.trunci %e : i64 to i16
  %f = arith.extsi %z : i16 to i32
  %r5 = arith.trunci %f : i32 to i8
  %g = arith.extui %x : i8 to i16
  %r6 = arith.extsi %g : i16 to i64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i64, i64, i8, i8, i16, i8, i64
}

// -----

func.func @trunc_of_ext(%x: i8, %y: i8) -> (i16, i16) {
  %a = arith.extsi %x : i8 to i32
  %r0 = arith.trunci %a : i32 to i16
  %b = arith.extui %y : i8 to i64
  %r1 = arith.trunci %b : i64 to i16
  return %r0, %r1 : i16, i16
}

// -----

func.func @trunc_of_shift(%x: i64) -> (i32, i32) {
  %c32 = arith.constant 32 : i64
  %s = arith.shrsi %x, %c32 : i64
  %r0 = arith.trunci %s : i64 to i32
  %c16 = arith.constant 16 : i64
  %t = arith.shrsi %x, %c16 : i64
  %r1 = arith.trunci %t : i64 to i32
  return %r0, %r1 : i32, i32
}

// -----

func.func @float_casts() -> (f64, f32, f16, bf16, f32, f16) {
  %a = arith.constant 0.1 : f32
  %r0 = arith.extf %a : f32 to f64
  %b = arith.constant 0.5 : f64
  %r1 = arith.truncf %b : f64 to f32
  %c = arith.constant 0.1 : f64
  %r2 = arith.truncf %c : f64 to f16
  %d = arith.constant 1.0e10 : f32
  %r3 = arith.truncf %d : f32 to bf16
  %e = arith.constant 1.0e40 : f64
  %r4 = arith.truncf %e : f64 to f32
  %f = arith.constant 3.0 : f32
  %r5 = arith.truncf %f : f32 to f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : f64, f32, f16, bf16, f32, f16
}

// -----

func.func @float_specials() -> (f64, f16, f64, f16) {
  %inf = arith.constant 0x7F800000 : f32
  %r0 = arith.extf %inf : f32 to f64
  %r1 = arith.truncf %inf : f32 to f16
  %snan = arith.constant 0x7F800001 : f32
  %r2 = arith.extf %snan : f32 to f64
  %qnan = arith.constant 0x7FC00000 : f32
  %r3 = arith.truncf %qnan : f32 to f16
  return %r0, %r1, %r2, %r3 : f64, f16, f64, f16
}

// -----

func.func @rounding_modes() -> (f16, f16, f16, f16, f16) {
  %c = arith.constant 0.1 : f32
  %r0 = arith.truncf %c to_nearest_even : f32 to f16
  %r1 = arith.truncf %c downward : f32 to f16
  %r2 = arith.truncf %c upward : f32 to f16
  %r3 = arith.truncf %c toward_zero : f32 to f16
  %r4 = arith.truncf %c to_nearest_away : f32 to f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

func.func @float_chains(%x: f16, %y: f32) -> (f16, f16, f32) {
  %a = arith.extf %x : f16 to f32
  %r0 = arith.truncf %a : f32 to f16
  %b = arith.extf %y : f32 to f64
  %r1 = arith.truncf %b : f64 to f16
  %c = arith.truncf %y fastmath<contract> : f32 to f16
  %r2 = arith.extf %c fastmath<contract> : f16 to f32
  return %r0, %r1, %r2 : f16, f16, f32
}

// -----

func.func @int_to_float() -> (f32, f32, f16, f16, f64, bf16) {
  %a = arith.constant -3 : i8
  %r0 = arith.sitofp %a : i8 to f32
  %r1 = arith.uitofp %a : i8 to f32
  %b = arith.constant 100000 : i32
  %r2 = arith.uitofp %b : i32 to f16
  %c = arith.constant 2049 : i32
  %r3 = arith.sitofp %c : i32 to f16
  %d = arith.constant -9223372036854775808 : i64
  %r4 = arith.sitofp %d : i64 to f64
  %t = arith.constant true
  %r5 = arith.sitofp %t : i1 to bf16
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f16, f16, f64, bf16
}

// -----

func.func @float_to_int() -> (i32, i32, i8, i8, i8, i8, i32, i8) {
  %a = arith.constant -2.75 : f32
  %r0 = arith.fptosi %a : f32 to i32
  %r1 = arith.fptoui %a : f32 to i32
  %b = arith.constant 255.9 : f64
  %r2 = arith.fptoui %b : f64 to i8
  %r3 = arith.fptosi %b : f64 to i8
  %c = arith.constant -0.5 : f32
  %r4 = arith.fptoui %c : f32 to i8
  %d = arith.constant -128.0 : f32
  %r5 = arith.fptosi %d : f32 to i8
  %nan = arith.constant 0x7FC00000 : f32
  %r6 = arith.fptosi %nan : f32 to i32
  %inf = arith.constant 0x7F800000 : f32
  %r7 = arith.fptoui %inf : f32 to i8
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i32, i32, i8, i8, i8, i8, i32, i8
}

// -----

func.func @index_casts(%x: i32, %y: index, %z: i8) -> (index, index, i32, i8, index, i32, index, index) {
  %a = arith.constant -1 : i32
  %r0 = arith.index_cast %a : i32 to index
  %r1 = arith.index_castui %a : i32 to index
  %b = arith.constant 4294967296 : index
  %r2 = arith.index_cast %b : index to i32
  %c = arith.constant 300 : index
  %r3 = arith.index_castui %c : index to i8
  %i = arith.index_cast %x : i32 to index
  %r4 = arith.index_cast %i : index to i32
  %j = arith.index_cast %y : index to i32
  %r5 = arith.index_cast %j : i32 to index
  %e = arith.extsi %z : i8 to i32
  %r6 = arith.index_cast %e : i32 to index
  %u = arith.extui %z : i8 to i32
  %r7 = arith.index_castui %u : i32 to index
  return %r0, %r1, %r2, %r3, %r5, %r4, %r6, %r7 : index, index, i32, i8, index, i32, index, index
}

// -----

func.func @bitcasts(%x: f32) -> (i32, f32, f16, i64, f32, vector<2xf32>, i16) {
  %a = arith.constant 1.0 : f32
  %r0 = arith.bitcast %a : f32 to i32
  %b = arith.constant 1078530011 : i32
  %r1 = arith.bitcast %b : i32 to f32
  %c = arith.constant -1 : i16
  %r2 = arith.bitcast %c : i16 to f16
  %d = arith.constant -2.0 : f64
  %r3 = arith.bitcast %d : f64 to i64
  %e = arith.bitcast %x : f32 to i32
  %r4 = arith.bitcast %e : i32 to f32
  %v = arith.constant dense<[1065353216, 1073741824]> : vector<2xi32>
  %r5 = arith.bitcast %v : vector<2xi32> to vector<2xf32>
  %h = arith.constant 0x7E00 : f16
  %r6 = arith.bitcast %h : f16 to i16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i32, f32, f16, i64, f32, vector<2xf32>, i16
}

// -----

func.func @trunc_of_int_to_float(%x: i32, %y: i16) -> (f16, f16, f16) {
  %a = arith.sitofp %x : i32 to f32
  %r0 = arith.truncf %a : f32 to f16
  %b = arith.uitofp %y : i16 to f64
  %r1 = arith.truncf %b : f64 to f16
  %c = arith.sitofp %x : i32 to f32
  %r2 = arith.truncf %c upward : f32 to f16
  return %r0, %r1, %r2 : f16, f16, f16
}

// -----

func.func @vector_casts() -> (vector<2xi32>, vector<2xf32>, vector<3xi8>, tensor<2xindex>) {
  %a = arith.constant dense<[-1, 2]> : vector<2xi8>
  %r0 = arith.extsi %a : vector<2xi8> to vector<2xi32>
  %r1 = arith.sitofp %a : vector<2xi8> to vector<2xf32>
  %b = arith.constant dense<[256, 257, -1]> : vector<3xi32>
  %r2 = arith.trunci %b : vector<3xi32> to vector<3xi8>
  %c = arith.constant dense<7> : tensor<2xi32>
  %r3 = arith.index_cast %c : tensor<2xi32> to tensor<2xindex>
  return %r0, %r1, %r2, %r3 : vector<2xi32>, vector<2xf32>, vector<3xi8>, tensor<2xindex>
}

// -----

// The high half of a product in twice the width is mulsi_extended or
// mului_extended (not with mixed extensions, other types, other shifts).
func.func @w64s16(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 16 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}
func.func @w128s32(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i128
  %b = arith.extsi %y : i32 to i128
  %m = arith.muli %a, %b : i128
  %c = arith.constant 32 : i128
  %h = arith.shrui %m, %c : i128
  %t = arith.trunci %h : i128 to i32
  return %t : i32
}
func.func @mixed(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extui %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}
func.func @shrsi(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b overflow<nsw> : i64
  %c = arith.constant 32 : i64
  %h = arith.shrsi %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}
func.func @diffsrc(%x: i16, %y: i32) -> i32 {
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}
func.func @trunc16(%x: i32, %y: i32) -> i16 {
  %a = arith.extui %x : i32 to i64
  %b = arith.extui %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i16
  return %t : i16
}
func.func @vec(%x: vector<2xi32>, %y: vector<2xi32>) -> vector<2xi32> {
  %a = arith.extui %x : vector<2xi32> to vector<2xi64>
  %b = arith.extui %y : vector<2xi32> to vector<2xi64>
  %m = arith.muli %a, %b : vector<2xi64>
  %c = arith.constant dense<32> : vector<2xi64>
  %h = arith.shrui %m, %c : vector<2xi64>
  %t = arith.trunci %h : vector<2xi64> to vector<2xi32>
  return %t : vector<2xi32>
}
func.func @multiuse(%x: i32, %y: i32) -> (i32, i64) {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t, %m : i32, i64
}
func.func @swapped(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %b, %a : i64
  %c = arith.constant 32 : i64
  %h = arith.shrui %m, %c : i64
  %t = arith.trunci %h : i64 to i32
  return %t : i32
}

// -----

// MLIR 19 registers no canonicalization of truncf (of sitofp or uitofp).
func.func @truncf_of_sitofp(%a: i32, %b: i32) -> (f16, f16) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.uitofp %b : i32 to f32
  %3 = arith.truncf %2 : f32 to f16
  return %1, %3 : f16, f16
}
