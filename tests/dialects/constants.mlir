// Constants of every kind and the names MLIR gives their results.
func.func @constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -1 : i64
  %2 = arith.constant 42 : index
  %3 = arith.constant true
  %4 = arith.constant false
  %5 = arith.constant 255 : i8
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant -0.0 : f64
  %8 = arith.constant 0x7FC00000 : f32
  %9 = arith.constant 0x7FF0000000000000 : f64
  %10 = arith.constant 3.0 : f16
  %11 = arith.constant 1.0 : bf16
  %12 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %13 = arith.constant dense<0.5> : tensor<2x2xf32>
  %14 = arith.constant dense<true> : vector<8xi1>
  %15 = arith.constant 170141183460469231731687303715884105727 : i128
  %16 = arith.constant 7 : i3
  %17 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  func.return
}

func.func @used(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c1_0 : i32
  func.return %b : i32
}
