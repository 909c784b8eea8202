// An intrinsic returning two values whose op result is not their struct:
// a diagnostic at the op (mlir-translate-19 crashes on it).
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> i32
  llvm.return %0 : i32
}
