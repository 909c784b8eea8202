// An intrinsic op whose types are none of the intrinsic's signatures
// (mask and pass-through of other lengths): a diagnostic at the op.
// mlir-translate-19 builds the call and LLVM's verifier rejects it.
llvm.func @f(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<8xf32>) -> vector<4xf32> {
  %0 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<8xf32>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
