llvm.func @f(%x: i32) {
  llvm.call_intrinsic "llvm.no.such.intrinsic"(%x) : (i32) -> ()
  llvm.return
}
