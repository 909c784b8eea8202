llvm.func @f(%x: i32) {
  llvm.call_intrinsic "llvm.x86.sse.ldmxcsr"(%x) : (i32) -> ()
  llvm.return
}
