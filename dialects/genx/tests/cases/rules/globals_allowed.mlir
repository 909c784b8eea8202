// RUN: genx-opt --genx-check-backend-rules=allow-globals=true --verify-diagnostics %s
// With allow-globals, global variables pass.

llvm.mlir.global internal @counter(0 : i32) : i32
llvm.mlir.global external constant @table(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
