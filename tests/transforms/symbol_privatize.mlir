// RUN-DIFF: --split-input-file --symbol-privatize
// RUN-DIFF: --split-input-file --symbol-privatize=exclude=b,d
// RUN-DIFF: --split-input-file --symbol-privatize=exclude=a --mlir-print-op-generic
// RUN-DIFF: --split-input-file --symbol-privatize=exclude=b --symbol-dce

module {
  func.func @a() {
    return
  }
  func.func @b() {
    func.call @c() : () -> ()
    return
  }
  func.func nested @c() {
    return
  }
  func.func private @d()
  module @m {
    func.func @e() {
      return
    }
  }
}

// -----

llvm.mlir.global external @g(1 : i32) {addr_space = 0 : i32} : i32
llvm.func @b() -> i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
llvm.func @unused() {
  llvm.return
}
