// RUN-DIFF: --split-input-file --allow-unregistered-dialect --cse
// RUN-DIFF: --split-input-file --allow-unregistered-dialect --cse --mlir-print-op-generic

// Loads: merged when nothing between them may write.
llvm.func @loads(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load %p : !llvm.ptr -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.store %v, %p : i32, !llvm.ptr
  %3 = llvm.load %p : !llvm.ptr -> i32
  %4 = llvm.add %2, %3 : i32
  %5 = llvm.load %p : !llvm.ptr -> i32
  "test.unknown"() : () -> ()
  %6 = llvm.load %p : !llvm.ptr -> i32
  %7 = llvm.add %5, %6 : i32
  %8 = llvm.add %4, %7 : i32
  llvm.return %8 : i32
}

// -----

// Loads of different blocks are not merged.
llvm.func @load_blocks(%p: !llvm.ptr, %c: i1) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %1 : i32
^bb2:
  llvm.return %0 : i32
}

// -----

// Calls and allocas are not merged; pure LLVM ops are.
llvm.func @callee(i32) -> i32
llvm.func @calls(%a: i32) -> i32 {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  %1 = llvm.call @callee(%a) : (i32) -> i32
  %c = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
  %3 = llvm.alloca %c2 x i32 : (i32) -> !llvm.ptr
  %4 = llvm.mul %0, %1 : i32
  %5 = llvm.mul %1, %0 : i32
  %6 = llvm.add %4, %5 : i32
  llvm.store %6, %2 : i32, !llvm.ptr
  llvm.store %6, %3 : i32, !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %z2 = llvm.mlir.zero : !llvm.ptr
  %g = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %g2 = llvm.getelementptr %z2[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %6, %g : i32, !llvm.ptr
  llvm.store %6, %g2 : i32, !llvm.ptr
  llvm.return %6 : i32
}

// -----

// Globals with initializer regions, at the top level (a graph region).
llvm.mlir.global internal constant @a() : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
llvm.mlir.global internal constant @b() : i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
