// LLVM's verifier rejects the attributes of a function: reported at the
// function.
llvm.func @f(%arg0: i32 {llvm.signext, llvm.zeroext}) {
  llvm.return
}
