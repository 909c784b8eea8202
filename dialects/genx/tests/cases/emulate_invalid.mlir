// What --genx-emulate cannot lower fails the pass at its place. Run:
// genx-opt --genx-emulate --verify-diagnostics --split-input-file
// emulate_invalid.mlir

// The exact product of two 64-bit operands does not fit 128 bits.
llvm.func @wide_product(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  // expected-error @+2 {{failed to legalize operation 'genx.ssmul.sat' that was explicitly marked illegal}}
  // expected-note @+1 {{see current operation}}
  %0 = "genx.ssmul.sat"(%a, %b) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
  llvm.return %0 : vector<4xi64>
}

// -----

// A maximum whose result is not of its operands' type.
llvm.func @mixed_maximum(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi16> {
  // expected-error @+2 {{failed to legalize operation 'genx.smax' that was explicitly marked illegal}}
  // expected-note @+1 {{see current operation}}
  %0 = "genx.smax"(%a, %b) : (vector<4xi32>, vector<4xi32>) -> vector<4xi16>
  llvm.return %0 : vector<4xi16>
}
