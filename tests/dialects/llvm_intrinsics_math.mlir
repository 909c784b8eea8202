// The llvm dialect's math intrinsics: unary, binary and ternary ops over
// floats and integers (scalars and vectors, fast-math flags printed only
// when set), counts of zero bits, absolute values, float classes, integer
// powers, rounding to integers, saturating arithmetic and arithmetic with
// an overflow bit.
func.func @float_unary(%f: f32, %d: f64, %v: vector<4xf32>, %h: f16, %b: bf16) {
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  %1 = llvm.intr.ceil(%d) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
  %2 = llvm.intr.floor(%v) : (vector<4xf32>) -> vector<4xf32>
  %3 = llvm.intr.trunc(%h) : (f16) -> f16
  %4 = llvm.intr.round(%b) : (bf16) -> bf16
  %5 = llvm.intr.roundeven(%f) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
  %6 = llvm.intr.rint(%f) : (f32) -> f32
  %7 = llvm.intr.nearbyint(%f) : (f32) -> f32
  %8 = llvm.intr.sqrt(%v) {fastmathFlags = #llvm.fastmath<afn>} : (vector<4xf32>) -> vector<4xf32>
  %9 = llvm.intr.sin(%f) : (f32) -> f32
  %10 = llvm.intr.cos(%f) : (f32) -> f32
  %11 = llvm.intr.exp(%f) : (f32) -> f32
  %12 = llvm.intr.exp2(%d) : (f64) -> f64
  %13 = llvm.intr.log(%f) : (f32) -> f32
  %14 = llvm.intr.log10(%f) : (f32) -> f32
  %15 = llvm.intr.log2(%f) {fastmathFlags = #llvm.fastmath<none>} : (f32) -> f32
  %16 = "llvm.intr.fabs"(%f) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32) -> f32
  %17 = llvm.intr.fabs(%f) {fastmathFlags = #llvm.fastmath<reassoc>, test.note = "kept"} : (f32) -> f32
  func.return
}

func.func @float_binary_ternary(%a: f32, %b: f32, %c: f32, %v: vector<2xf64>) {
  %0 = llvm.intr.copysign(%a, %b) : (f32, f32) -> f32
  %1 = llvm.intr.pow(%a, %b) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
  %2 = llvm.intr.maxnum(%v, %v) : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
  %3 = llvm.intr.minnum(%a, %b) : (f32, f32) -> f32
  %4 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  %5 = llvm.intr.minimum(%a, %b) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
  %6 = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
  %7 = llvm.intr.fmuladd(%v, %v, %v) {fastmathFlags = #llvm.fastmath<contract>} : (vector<2xf64>, vector<2xf64>, vector<2xf64>) -> vector<2xf64>
  func.return
}

func.func @integer(%a: i32, %b: i32, %c: i32, %v: vector<8xi16>, %w: i64) {
  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %1 = llvm.intr.bswap(%v) : (vector<8xi16>) -> vector<8xi16>
  %2 = llvm.intr.ctpop(%w) : (i64) -> i64
  %3 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %4 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %5 = llvm.intr.umax(%v, %v) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %6 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %7 = llvm.intr.fshl(%a, %b, %c) : (i32, i32, i32) -> i32
  %8 = llvm.intr.fshr(%v, %v, %v) : (vector<8xi16>, vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %9 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %10 = llvm.intr.uadd.sat(%a, %b) : (i32, i32) -> i32
  %11 = llvm.intr.ssub.sat(%v, %v) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
  %12 = llvm.intr.usub.sat(%a, %b) : (i32, i32) -> i32
  %13 = llvm.intr.sshl.sat(%a, %b) : (i32, i32) -> i32
  %14 = llvm.intr.ushl.sat(%w, %w) {test.note} : (i64, i64) -> i64
  func.return
}

func.func @flags(%a: i32, %v: vector<4xi8>, %f: f64, %fv: vector<2xf32>) {
  %0 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %1 = "llvm.intr.cttz"(%v) <{is_zero_poison = true}> : (vector<4xi8>) -> vector<4xi8>
  %2 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %3 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f64) -> i1
  %4 = "llvm.intr.is.fpclass"(%fv) <{bit = 1023 : i32}> : (vector<2xf32>) -> vector<2xi1>
  func.return
}

func.func @powers_and_rounding(%f: f32, %d: f64, %n: i32, %v: vector<2xf32>) {
  %0 = llvm.intr.powi(%f, %n) : (f32, i32) -> f32
  %1 = llvm.intr.powi(%v, %n) {fastmathFlags = #llvm.fastmath<fast>} : (vector<2xf32>, i32) -> vector<2xf32>
  %2 = llvm.intr.lround(%f) : (f32) -> i32
  %3 = llvm.intr.llround(%d) : (f64) -> i64
  %4 = llvm.intr.lrint(%d) : (f64) -> i32
  %5 = llvm.intr.llrint(%f) : (f32) -> i64
  func.return
}

func.func @with_overflow(%a: i32, %b: i32, %v: vector<4xi8>) {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %2 = "llvm.intr.ssub.with.overflow"(%v, %v) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %3 = "llvm.intr.usub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %4 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %5 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  func.return
}
