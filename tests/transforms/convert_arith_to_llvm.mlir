// RUN-DIFF: --allow-unregistered-dialect --convert-arith-to-llvm
// RUN-DIFF: --allow-unregistered-dialect --convert-arith-to-llvm --mlir-print-op-generic
// RUN-DIFF: --allow-unregistered-dialect --convert-arith-to-llvm=index-bitwidth=32
// RUN-DIFF: --allow-unregistered-dialect --convert-func-to-llvm
// RUN-DIFF: --allow-unregistered-dialect --arith-expand --convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts

// Every arith op the LLVM lowering handles, over integers, floats, index
// and one-dimensional vectors, with overflow and fast-math flags.

func.func @ints(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.andi %a, %b : i32
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.shli %a, %b overflow<nsw> : i32
  %11 = arith.shrsi %a, %b : i32
  %12 = arith.shrui %a, %b : i32
  %13 = arith.maxsi %a, %b : i32
  %14 = arith.maxui %a, %b : i32
  %15 = arith.minsi %a, %b : i32
  %16 = arith.minui %a, %b : i32
  %17 = arith.cmpi eq, %a, %b : i32
  %18 = arith.cmpi ne, %a, %b : i32
  %19 = arith.cmpi sle, %a, %b : i32
  %20 = arith.cmpi ugt, %a, %b : i32
  %21 = arith.select %c, %a, %b : i32
  %22 = arith.extsi %a : i32 to i64
  %23 = arith.extui %a : i32 to i64
  %24 = arith.trunci %22 : i64 to i16
  %25 = arith.bitcast %a : i32 to f32
  %26 = arith.sitofp %a : i32 to f64
  %27 = arith.uitofp %a : i32 to f32
  %28:2 = arith.addui_extended %a, %b : i32, i1
  %29:2 = arith.mulsi_extended %a, %b : i32
  %30:2 = arith.mului_extended %a, %b : i32
  %31 = arith.constant 42 : i32
  %32 = arith.constant true
  return %0 : i32
}

func.func @floats(%x: f32, %y: f32, %d: f64, %c: i1) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<nnan, ninf> : f32
  %2 = arith.mulf %x, %y fastmath<contract> : f32
  %3 = arith.divf %x, %y : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.negf %x fastmath<fast> : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.minimumf %x, %y : f32
  %8 = arith.maxnumf %x, %y : f32
  %9 = arith.minnumf %x, %y fastmath<nsz> : f32
  %10 = arith.cmpf oeq, %x, %y : f32
  %11 = arith.cmpf uno, %x, %y fastmath<fast> : f32
  %12 = arith.cmpf true, %x, %y : f32
  %13 = arith.extf %x : f32 to f64
  %14 = arith.truncf %d : f64 to f32
  %15 = arith.fptosi %x : f32 to i32
  %16 = arith.fptoui %x : f32 to i64
  %17 = arith.select %c, %x, %y : f32
  %18 = arith.constant 1.5 : f32
  %19 = arith.bitcast %x : f32 to i32
  return %0 : f32
}

func.func @index(%i: index, %j: index, %a: i32) -> index {
  %0 = arith.addi %i, %j : index
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_cast %i : index to i64
  %4 = arith.index_castui %i : index to i16
  %5 = arith.cmpi ult, %i, %j : index
  %6 = arith.constant 3 : index
  %7 = arith.muli %0, %6 : index
  return %7 : index
}

func.func @vectors(%v: vector<4xi32>, %w: vector<4xi32>, %f: vector<2xf32>) -> vector<4xi32> {
  %0 = arith.addi %v, %w : vector<4xi32>
  %1 = arith.cmpi slt, %v, %w : vector<4xi32>
  %2 = arith.select %1, %v, %w : vector<4xi1>, vector<4xi32>
  %3 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %4 = arith.muli %2, %3 : vector<4xi32>
  %5 = arith.mulf %f, %f : vector<2xf32>
  %6 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %7 = arith.sitofp %v : vector<4xi32> to vector<4xf32>
  return %4 : vector<4xi32>
}

// Folding happens before lowering: constants fold, and an op whose
// operand folds is updated in place and then lowered.
func.func @folds(%a: i32) -> i16 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %a, %0 : i32
  %2 = arith.addi %1, %c1 : i32
  %3 = arith.extsi %2 : i32 to i64
  %4 = arith.trunci %3 : i64 to i16
  return %4 : i16
}

// Index values used by ops that stay get casts back.
func.func @index_kept(%i: index) -> index {
  %c5 = arith.constant 5 : index
  %0 = arith.muli %i, %c5 : index
  %1 = "test.keep"(%0) : (index) -> index
  %2 = arith.addi %1, %i : index
  return %2 : index
}

// Ops over types the converter rejects stay.
func.func @unconverted(%t: tensor<4xi32>) -> tensor<4xi32> {
  %0 = arith.addi %t, %t : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// A truncation with a rounding mode becomes the constrained intrinsic, the
// mode renumbered; the op's other attributes pass through.
func.func @rounded(%f: f32, %v: vector<2xf64>, %d: f64) -> (bf16, vector<2xf32>, f32, f16) {
  %0 = arith.truncf %f to_nearest_away : f32 to bf16
  %1 = arith.truncf %v downward {fastmath = #arith.fastmath<nnan>, tag} : vector<2xf64> to vector<2xf32>
  %2 = arith.truncf %d toward_zero : f64 to f32
  %3 = arith.truncf %d upward : f64 to f16
  %4 = arith.truncf %d to_nearest_even : f64 to f16
  return %0, %1, %2, %3 : bf16, vector<2xf32>, f32, f16
}

// Vectors of two or more dimensions are arrays of their innermost vectors,
// and ops over them are made once per innermost vector; a select on a
// scalar condition selects whole arrays, and the extended arithmetic is
// not lowered on them.
func.func @nd(%a: vector<2x2x3xi32>, %b: vector<2x2x3xi32>, %c: vector<2x2x3xi1>, %x: vector<3x2xindex>, %f: vector<2x4xf16>) -> (vector<2x2x3xi32>, vector<2x2x3xi1>, vector<2x2x3xi32>, vector<3x2xi32>, vector<2x4xf32>, vector<2x4xi16>, vector<3x2xi64>) {
  %0 = arith.muli %a, %b overflow<nsw> : vector<2x2x3xi32>
  %1 = arith.cmpi ult, %a, %b : vector<2x2x3xi32>
  %2 = arith.select %c, %a, %b : vector<2x2x3xi1>, vector<2x2x3xi32>
  %3 = arith.index_cast %x : vector<3x2xindex> to vector<3x2xi32>
  %4 = arith.extf %f : vector<2x4xf16> to vector<2x4xf32>
  %5 = arith.bitcast %f : vector<2x4xf16> to vector<2x4xi16>
  %6 = arith.index_castui %x : vector<3x2xindex> to vector<3x2xi64>
  return %0, %1, %2, %3, %4, %5, %6 : vector<2x2x3xi32>, vector<2x2x3xi1>, vector<2x2x3xi32>, vector<3x2xi32>, vector<2x4xf32>, vector<2x4xi16>, vector<3x2xi64>
}

func.func @nd_floats(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %s: i1) -> (vector<2x3xf32>, vector<2x3xi1>, vector<2x3xf32>, vector<2x3xf32>) {
  %0 = arith.addf %a, %b fastmath<fast> : vector<2x3xf32>
  %1 = arith.cmpf olt, %a, %b : vector<2x3xf32>
  %c = arith.constant dense<1.0> : vector<2x3xf32>
  %2 = arith.select %s, %a, %c : vector<2x3xf32>
  return %0, %1, %c, %2 : vector<2x3xf32>, vector<2x3xi1>, vector<2x3xf32>, vector<2x3xf32>
}

func.func @nd_extended(%a: vector<2x3xi32>, %b: vector<2x3xi32>) -> (vector<2x3xi32>, vector<2x3xi1>) {
  %s, %o = arith.addui_extended %a, %b : vector<2x3xi32>, vector<2x3xi1>
  return %s, %o : vector<2x3xi32>, vector<2x3xi1>
}
