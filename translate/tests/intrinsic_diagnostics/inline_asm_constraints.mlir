// Inline assembly whose constraints do not fit its operands and result:
// LLVM's own message at the op (mlir-translate-19 builds it, which LLVM
// only asserts against).
llvm.func @f(%x: i32) -> i32 {
  %0 = llvm.inline_asm "mov $0, $1", "=r" %x : (i32) -> i32
  llvm.return %0 : i32
}
