// RUN-DIFF: --arith-expand
// RUN-DIFF: --arith-expand --mlir-print-op-generic
// RUN-DIFF: --arith-expand --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// RUN-DIFF: --arith-expand=include-bf16=true
// RUN-DIFF: --arith-expand=include-bf16=true --mlir-print-op-generic

// The rounding divisions and the minimums and maximums, expanded.
func.func @divs(%a: i32, %b: i32, %i: index, %j: index) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivsi %i, %j : index
  return %0 : i32
}
func.func @minmax(%a: i32, %b: i32, %x: f32, %y: f32) -> f32 {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minui %a, %b : i32
  %2 = arith.maximumf %x, %y : f32
  %3 = arith.minimumf %x, %y fastmath<nnan> : f32
  %4 = arith.maxnumf %x, %y : f32
  %5 = arith.minnumf %x, %y : f32
  return %2 : f32
}

// Expanded ops fold first when they can.
func.func @folded(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.ceildivsi %c7, %c2 : i32
  %1 = arith.maxsi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// Vectors and tensors: the constants are splats.
func.func @shaped(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<2xf32>, %y: vector<2xf32>, %t: tensor<3xi64>, %u: tensor<3xi64>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xf32>, tensor<3xi64>) {
  %0 = arith.ceildivsi %a, %b : vector<4xi32>
  %1 = arith.floordivsi %a, %b : vector<4xi32>
  %2 = arith.ceildivui %a, %b : vector<4xi32>
  %3 = arith.minnumf %x, %y : vector<2xf32>
  %4 = arith.ceildivui %t, %u : tensor<3xi64>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<2xf32>, tensor<3xi64>
}

// bf16: with `include-bf16`, the extension to f32 and the truncation from
// f32 (without a rounding mode) become integer ops; other float
// conversions stay.
func.func @bf16(%h: bf16, %f: f32, %v: vector<3xf32>, %d: f64) -> (f32, bf16, vector<3xbf16>, bf16, f64) {
  %0 = arith.extf %h : bf16 to f32
  %1 = arith.truncf %f : f32 to bf16
  %2 = arith.truncf %v : vector<3xf32> to vector<3xbf16>
  %3 = arith.truncf %d to_nearest_away : f64 to bf16
  %4 = arith.extf %h : bf16 to f64
  return %0, %1, %2, %3, %4 : f32, bf16, vector<3xbf16>, bf16, f64
}
