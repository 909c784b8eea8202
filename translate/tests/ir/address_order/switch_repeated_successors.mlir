// A switch naming two blocks with arguments twice each: MLIR inserts a block
// for each later edge (ensureDistinctSuccessors), visiting the repeated
// successors in the order of a hash map keyed by block addresses, so the
// layout mlir-translate-19 prints changes from run to run. Ours (the order
// in which the successors are first named) must be one of its layouts.
module {
  llvm.func @f(%arg0: i32, %arg1: i32) -> i32 {
    llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
      0: ^bb2(%arg1 : i32),
      10: ^bb1(%arg0 : i32),
      20: ^bb2(%arg0 : i32)
    ]
  ^bb1(%0: i32):
    llvm.return %0 : i32
  ^bb2(%1: i32):
    %2 = llvm.add %1, %arg1 : i32
    llvm.return %2 : i32
  }
}
