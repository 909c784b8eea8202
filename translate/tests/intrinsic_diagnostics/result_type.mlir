// An intrinsic op whose result type is not the intrinsic's: a diagnostic
// at the op (mlir-translate-19 builds the call; LLVM's verifier rejects
// it).
llvm.func @f(%h: !llvm.ptr) -> i32 {
  %0 = llvm.intr.coro.save %h : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
