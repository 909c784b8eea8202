// RUN: genx-opt --pass-pipeline='builtin.module(genx-check-backend-rules{allow-pointers=true allow-memory-access=true})' --verify-diagnostics %s
// With allow-memory-access, loads and stores go through any pointer (SVM
// addresses, element addresses), as real IR does.

llvm.func @svm(%p: !llvm.ptr<1>, %n: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %0, %p : i32, !llvm.ptr<1>
  %slot = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %0, %slot : i32, !llvm.ptr
  llvm.return %0 : i32
}
