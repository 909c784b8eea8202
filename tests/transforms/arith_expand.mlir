// RUN-DIFF: --arith-expand
// RUN-DIFF: --arith-expand --mlir-print-op-generic
// RUN-DIFF: --arith-expand --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

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
