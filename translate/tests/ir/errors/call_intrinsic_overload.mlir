llvm.func @f(%x: i32) -> i64 {
  %false = llvm.mlir.constant(false) : i1
  %0 = llvm.call_intrinsic "llvm.abs"(%x, %false) : (i32, i1) -> i64
  llvm.return %0 : i64
}
