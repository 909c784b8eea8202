llvm.func @f() -> i32 {
  %0 = llvm.call_intrinsic "llvm.donothing"() : () -> i32
  llvm.return %0 : i32
}
