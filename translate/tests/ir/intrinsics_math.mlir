// Math intrinsics: unary, binary and ternary ops over one type (scalars
// and vectors, with fast-math flags), integer-result rounding, immediate
// flags, power, class tests and overflow arithmetic.
llvm.func @float_ops(%x: f32, %y: f32, %z: f32, %v: vector<4xf64>) -> f32 {
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  %1 = llvm.intr.ceil(%x) : (f32) -> f32
  %2 = llvm.intr.floor(%x) : (f32) -> f32
  %3 = llvm.intr.trunc(%x) : (f32) -> f32
  %4 = llvm.intr.round(%x) : (f32) -> f32
  %5 = llvm.intr.roundeven(%x) : (f32) -> f32
  %6 = llvm.intr.rint(%x) : (f32) -> f32
  %7 = llvm.intr.nearbyint(%x) : (f32) -> f32
  %8 = llvm.intr.sqrt(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %9 = llvm.intr.sin(%x) : (f32) -> f32
  %10 = llvm.intr.cos(%x) : (f32) -> f32
  %11 = llvm.intr.exp(%v) : (vector<4xf64>) -> vector<4xf64>
  %12 = llvm.intr.exp2(%x) : (f32) -> f32
  %13 = llvm.intr.log(%x) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32) -> f32
  %14 = llvm.intr.log10(%x) : (f32) -> f32
  %15 = llvm.intr.log2(%v) : (vector<4xf64>) -> vector<4xf64>
  %16 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %17 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %18 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %19 = llvm.intr.minnum(%x, %y) : (f32, f32) -> f32
  %20 = llvm.intr.maximum(%v, %v) : (vector<4xf64>, vector<4xf64>) -> vector<4xf64>
  %21 = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
  %22 = llvm.intr.fma(%x, %y, %z) {fastmathFlags = #llvm.fastmath<contract>} : (f32, f32, f32) -> f32
  %23 = llvm.intr.fmuladd(%x, %y, %z) : (f32, f32, f32) -> f32
  llvm.return %23 : f32
}

llvm.func @integer_ops(%a: i32, %b: i32, %c: i32, %v: vector<2xi64>) -> i32 {
  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %1 = llvm.intr.bswap(%v) : (vector<2xi64>) -> vector<2xi64>
  %2 = llvm.intr.ctpop(%a) : (i32) -> i32
  %3 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %4 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %5 = llvm.intr.umax(%v, %v) : (vector<2xi64>, vector<2xi64>) -> vector<2xi64>
  %6 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %7 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %8 = llvm.intr.uadd.sat(%a, %b) : (i32, i32) -> i32
  %9 = llvm.intr.ssub.sat(%a, %b) : (i32, i32) -> i32
  %10 = llvm.intr.usub.sat(%a, %b) : (i32, i32) -> i32
  %11 = llvm.intr.sshl.sat(%a, %b) : (i32, i32) -> i32
  %12 = llvm.intr.ushl.sat(%a, %b) : (i32, i32) -> i32
  %13 = llvm.intr.fshl(%a, %b, %c) : (i32, i32, i32) -> i32
  %14 = llvm.intr.fshr(%a, %b, %c) : (i32, i32, i32) -> i32
  %15 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %16 = "llvm.intr.cttz"(%v) <{is_zero_poison = true}> : (vector<2xi64>) -> vector<2xi64>
  %17 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  llvm.return %17 : i32
}

llvm.func @mixed_types(%x: f64, %n: i32, %h: f16) -> i64 {
  %0 = llvm.intr.powi(%x, %n) {fastmathFlags = #llvm.fastmath<afn>} : (f64, i32) -> f64
  %1 = llvm.intr.lround(%x) : (f64) -> i64
  %2 = llvm.intr.llround(%h) : (f16) -> i64
  %3 = llvm.intr.lrint(%x) : (f64) -> i32
  %4 = llvm.intr.llrint(%x) : (f64) -> i64
  %5 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f64) -> i1
  llvm.return %4 : i64
}

llvm.func @overflow(%a: i32, %b: i32, %v: vector<4xi8>) -> !llvm.struct<(i32, i1)> {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %2 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %3 = "llvm.intr.usub.with.overflow"(%v, %v) : (vector<4xi8>, vector<4xi8>) -> !llvm.struct<(vector<4xi8>, vector<4xi1>)>
  %4 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %5 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %5 : !llvm.struct<(i32, i1)>
}
