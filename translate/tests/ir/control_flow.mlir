// Blocks and PHI nodes in MLIR's order: translation in dominance order
// (unreachable blocks too), incoming values in the order of the block's
// uses, and a detour block for each repeated successor with arguments.
module {
  llvm.func @repeated(%arg0: i32, %arg1: i1) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb1(%1 : i32)
  ^bb1(%2: i32):
    llvm.switch %arg0 : i32, ^bb2(%2 : i32) [
      1: ^bb2(%0 : i32),
      2: ^bb3,
      3: ^bb2(%1 : i32),
      4: ^bb3
    ]
  ^bb2(%3: i32):
    llvm.return %3 : i32
  ^bb3:
    llvm.return %2 : i32
  }
  llvm.func @order(%arg0: i32, %arg1: i1) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^bb3(%0, %arg0 : i32, i32)
  ^bb1(%1: i32):
    llvm.br ^bb3(%1, %1 : i32, i32)
  ^bb2:
    llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb4
  ^bb3(%2: i32, %3: i32):
    %4 = llvm.add %2, %3 : i32
    llvm.cond_br %arg1, ^bb4, ^bb5(%4 : i32)
  ^bb4:
    llvm.br ^bb5(%arg0 : i32)
  ^bb5(%5: i32):
    llvm.return %5 : i32
  ^bb6:
    llvm.br ^bb2
  }
}
