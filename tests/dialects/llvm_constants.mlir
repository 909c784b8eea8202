// The llvm dialect's values that are no instructions: constants of every
// kind, undef, poison, zero and the none token.

func.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(42) : i64
  %2 = llvm.mlir.constant(-1 : i8) : i8
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.constant(4.200000e+01 : f32) : f32
  %5 = llvm.mlir.constant(1.5) : f64
  %6 = llvm.mlir.constant(1.0 : f16) : i16
  %7 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %8 = llvm.mlir.constant(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
  %9 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %10 = llvm.mlir.constant("a\00b\0A") : !llvm.array<4 x i8>
  %11 = llvm.mlir.constant([1.0 : f64, 2.0 : f64]) : !llvm.struct<(f64, f64)>
  %12 = llvm.mlir.constant(dense<0> : vector<[4]xi32>) : vector<[4]xi32>
  %13 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>) : !llvm.array<2 x array<2 x i16>>
  %14 = llvm.mlir.constant(7 : index) : i64
  %15 = llvm.mlir.constant(1 : i128) : i128 loc("here":1:2)
  %16 = llvm.mlir.constant(0.0 : bf16) : bf16
  llvm.return
}

func.func @special_values() {
  %0 = llvm.mlir.undef : i32
  %1 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %2 = llvm.mlir.poison : vector<4xf32>
  %3 = llvm.mlir.poison : !llvm.ptr
  %4 = llvm.mlir.zero : !llvm.ptr
  %5 = llvm.mlir.zero : !llvm.array<4 x i64>
  %6 = llvm.mlir.zero : !llvm.target<"spirv.Event">
  %7 = llvm.mlir.none : !llvm.token
  %8 = llvm.mlir.zero {test.x} : f32
  llvm.return
}
