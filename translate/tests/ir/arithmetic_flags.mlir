// Integer overflow flags as MLIR's builder gives them: on instructions, and
// on the constant expressions LLVM folds constant operands into; fast-math
// flags on the instructions of the ops that carry them. MLIR 19 has no
// exact, non-negative or disjoint flags: such attributes are left out.
module {
  llvm.mlir.global external @g() {addr_space = 0 : i32} : i64
  llvm.func @instructions(%arg0: i32, %arg1: i32, %arg2: f64) -> i32 {
    %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
    %1 = llvm.sub %0, %arg1 overflow<nuw> : i32
    %2 = llvm.mul %1, %arg0 overflow<nsw, nuw> : i32
    %3 = llvm.shl %2, %arg1 overflow<nsw> : i32
    %4 = llvm.udiv %3, %arg1 {isExact} : i32
    %5 = llvm.or %4, %arg0 {isDisjoint} : i32
    %6 = llvm.zext %5 {nonNeg} : i32 to i64
    %7 = llvm.fadd %arg2, %arg2 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
    %8 = llvm.fptosi %7 : f64 to i32
    %9 = llvm.add %5, %8 : i32
    llvm.return %9 : i32
  }
  llvm.func @folded() -> i64 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.ptrtoint %0 : !llvm.ptr to i64
    %2 = llvm.mlir.constant(-188 : i64) : i64
    %3 = llvm.mul %1, %2 overflow<nsw> : i64
    %4 = llvm.add %3, %2 overflow<nuw> : i64
    %5 = llvm.sub %4, %1 overflow<nsw, nuw> : i64
    %6 = llvm.mlir.constant(3 : i64) : i64
    %7 = llvm.shl %5, %6 overflow<nsw> : i64
    %8 = llvm.add %7, %1 : i64
    llvm.return %8 : i64
  }
}
