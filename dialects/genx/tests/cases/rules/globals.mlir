// RUN: genx-opt --genx-check-backend-rules --verify-diagnostics --split-input-file %s
// "Global variables are not supported."

// expected-error @+1 {{'llvm.mlir.global' op is a global variable, which the GenX backend does not support}}
llvm.mlir.global internal @counter(0 : i32) : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op is a global variable, which the GenX backend does not support}}
llvm.mlir.global external constant @table(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
