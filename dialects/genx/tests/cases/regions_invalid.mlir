// Regions that break seed 002's rules, each refused by the verifier of its
// op. Run: genx-opt --verify-diagnostics --split-input-file regions_invalid.mlir

llvm.func @width_not_constant(%v: vector<16xi32>, %w: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+1 {{'genx.rdregioni' op width (operand #2) must be a constant}}
  %0 = "genx.rdregioni"(%v, %c0, %w, %c1, %s0, %c0) : (vector<16xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @not_a_multiple_of_the_width(%v: vector<16xi32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+1 {{'genx.rdregioni' op execution size 4 must be a multiple of the width 3}}
  %0 = "genx.rdregioni"(%v, %c0, %c3, %c1, %s0, %c0) : (vector<16xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @start_not_a_multiple_of_the_element(%v: vector<16xf32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s6 = llvm.mlir.constant(6 : i16) : i16
  // expected-error @+1 {{'genx.rdregionf' op start index 6 must be a multiple of the element size (4 bytes)}}
  %0 = "genx.rdregionf"(%v, %c0, %c4, %c1, %s6, %c0) : (vector<16xf32>, i32, i32, i32, i16, i32) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @outside_the_vector(%v: vector<30xi32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %s96 = llvm.mlir.constant(96 : i16) : i16
  // expected-error @+1 {{'genx.rdregioni' op the region (elements 24 to 42) must lie inside the vector of 30 elements}}
  %0 = "genx.rdregioni"(%v, %c7, %c3, %c2, %s96, %c0) : (vector<30xi32>, i32, i32, i32, i16, i32) -> vector<9xi32>
  llvm.return
}

// -----

llvm.func @one_offset_per_row(%v: vector<16xi32>, %offsets: vector<3xi16>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  // expected-error @+1 {{'genx.rdregioni' op the offset vector has 3 elements, but the region has 2 rows (one offset per row)}}
  %0 = "genx.rdregioni"(%v, %c8, %c2, %c1, %offsets, %c0) : (vector<16xi32>, i32, i32, i32, vector<3xi16>, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @mask_as_wide_as_the_value(%v: vector<16xi32>, %w: vector<4xi32>, %m: vector<8xi1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+1 {{'genx.wrregioni' op mask must be i1 or vector<4xi1>, but got 'vector<8xi1>'}}
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c1, %s0, %c0, %m) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, vector<8xi1>) -> vector<16xi32>
  llvm.return
}

// -----

llvm.func @types_of_the_signature(%v: vector<16xi32>, %w: vector<4xi32>, %m: i1) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+1 {{'genx.wrregioni' op operand #0 must be the same type as overloaded type 0 ('vector<8xi32>'), but got 'vector<16xi32>'}}
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c1, %s0, %c0, %m) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i1) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @stride_of_a_write_not_constant(%v: vector<16xi32>, %w: vector<4xi32>, %s: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  %true = llvm.mlir.constant(true) : i1
  // expected-error @+1 {{'genx.wrregioni' op stride (operand #4) must be a constant}}
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %s, %s0, %c0, %true) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i1) -> vector<16xi32>
  llvm.return
}

// -----

llvm.func @width_zero(%v: vector<16xf32>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+1 {{'genx.rdregionf' op execution size 4 must be a multiple of the width 0}}
  %0 = "genx.rdregionf"(%v, %c0, %c0, %c1, %s0, %c0) : (vector<16xf32>, i32, i32, i32, i16, i32) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @region_before_the_vector(%v: vector<16xi16>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s = llvm.mlir.constant(-4 : i16) : i16
  // expected-error @+1 {{'genx.rdregioni' op the region (elements -2 to 1) must lie inside the vector of 16 elements}}
  %0 = "genx.rdregioni"(%v, %c0, %c4, %c1, %s, %c0) : (vector<16xi16>, i32, i32, i32, i16, i32) -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @mask_not_i1(%v: vector<16xi32>, %w: vector<4xi32>, %m: i8) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  // expected-error @+1 {{'genx.wrregioni' op mask must be i1 or vector<4xi1>, but got 'i8'}}
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c1, %s0, %c0, %m) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i8) -> vector<16xi32>
  llvm.return
}
