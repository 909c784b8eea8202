llvm.func @f(%x: i32) {
  llvm.call_intrinsic "llvm.donothing"(%x) : (i32) -> ()
  llvm.return
}
