// LLVM's verifier rejects an instruction: reported at the op it came from.
llvm.func @h(i32) -> i32
llvm.func @g(%arg0: i32) -> i32 {
  %0 = llvm.call musttail @h(%arg0) : (i32) -> i32
  %1 = llvm.add %0, %arg0 : i32
  llvm.return %1 : i32
}
