// The folds and canonicalization rules of the region ops, and cases they
// must leave alone. Run: genx-opt --canonicalize --split-input-file
// canonicalize.mlir; the output must be canonicalize.out exactly.

// A read of the region just written, unmasked, is the value written.
llvm.func @read_of_written(%v: vector<16xi32>, %w: vector<4xi32>) -> vector<4xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s8 = llvm.mlir.constant(8 : i16) : i16
  %s8b = llvm.mlir.constant(8 : i16) : i16
  %true = llvm.mlir.constant(true) : i1
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c1, %s8, %c0, %true) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i1) -> vector<16xi32>
  %1 = "genx.rdregioni"(%0, %c0, %c4, %c1, %s8b, %c0) : (vector<16xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  llvm.return %1 : vector<4xi32>
}

// -----

// The same with a variable start (the same value) and a 2D float region.
llvm.func @read_of_written_variable(%v: vector<32xf32>, %w: vector<8xf32>, %start: i16) -> vector<8xf32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %ones = llvm.mlir.constant(dense<true> : vector<8xi1>) : vector<8xi1>
  %0 = "genx.wrregionf"(%v, %w, %c8, %c4, %c1, %start, %c0, %ones) : (vector<32xf32>, vector<8xf32>, i32, i32, i32, i16, i32, vector<8xi1>) -> vector<32xf32>
  %1 = "genx.rdregionf"(%0, %c8, %c4, %c1, %start, %c0) : (vector<32xf32>, i32, i32, i32, i16, i32) -> vector<8xf32>
  llvm.return %1 : vector<8xf32>
}

// -----

// A masked write, or a read of another region, stays.
llvm.func @read_of_written_not(%v: vector<16xi32>, %w: vector<4xi32>, %m: vector<4xi1>) -> vector<4xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s8 = llvm.mlir.constant(8 : i16) : i16
  %s12 = llvm.mlir.constant(12 : i16) : i16
  %true = llvm.mlir.constant(true) : i1
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c1, %s8, %c0, %m) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, vector<4xi1>) -> vector<16xi32>
  %1 = "genx.rdregioni"(%0, %c0, %c4, %c1, %s8, %c0) : (vector<16xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  %2 = "genx.wrregioni"(%v, %1, %c0, %c4, %c1, %s8, %c0, %true) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i1) -> vector<16xi32>
  %3 = "genx.rdregioni"(%2, %c0, %c4, %c1, %s12, %c0) : (vector<16xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  llvm.return %3 : vector<4xi32>
}

// -----

// An unmasked write of the whole vector, in order (here as two rows of
// four), is the new value; a read of the whole vector is the vector.
llvm.func @whole_vector(%v: vector<8xi16>, %w: vector<8xi16>) -> vector<8xi16> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  %true = llvm.mlir.constant(true) : i1
  %0 = "genx.wrregioni"(%v, %w, %c4, %c4, %c1, %s0, %c0, %true) : (vector<8xi16>, vector<8xi16>, i32, i32, i32, i16, i32, i1) -> vector<8xi16>
  %1 = "genx.rdregioni"(%0, %c0, %c8, %c1, %s0, %c0) : (vector<8xi16>, i32, i32, i32, i16, i32) -> vector<8xi16>
  llvm.return %1 : vector<8xi16>
}

// -----

// The whole vector in another order, or under a mask, stays.
llvm.func @whole_vector_not(%v: vector<8xi16>, %w: vector<8xi16>, %m: i1) -> vector<8xi16> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c1, %s0, %c0, %m) : (vector<8xi16>, vector<8xi16>, i32, i32, i32, i16, i32, i1) -> vector<8xi16>
  %1 = "genx.rdregioni"(%0, %c1, %c4, %c2, %s0, %c0) : (vector<8xi16>, i32, i32, i32, i16, i32) -> vector<8xi16>
  llvm.return %1 : vector<8xi16>
}

// -----

// A constant region of a constant 1D region is one region: elements
// 1, 3, ..., 15 of %v, then rows of two from the third of them, four
// apart: elements 5, 7, 13, 15.
llvm.func @chained_reads(%v: vector<32xi32>) -> vector<4xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s4 = llvm.mlir.constant(4 : i16) : i16
  %s8 = llvm.mlir.constant(8 : i16) : i16
  %0 = "genx.rdregioni"(%v, %c0, %c8, %c2, %s4, %c0) : (vector<32xi32>, i32, i32, i32, i16, i32) -> vector<8xi32>
  %1 = "genx.rdregioni"(%0, %c4, %c2, %c1, %s8, %c0) : (vector<8xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  llvm.return %1 : vector<4xi32>
}

// -----

// Three reads chain into one: elements 2 to 9 of %v, every other one of
// those (2, 4, 6, 8), and the second and fourth of these: elements 4 and
// 8, a region of stride 4 from element 4 (byte 32).
llvm.func @chained_reads_float(%v: vector<16xf64>) -> vector<2xf64> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  %s16 = llvm.mlir.constant(16 : i16) : i16
  %0 = "genx.rdregionf"(%v, %c0, %c8, %c1, %s16, %c0) : (vector<16xf64>, i32, i32, i32, i16, i32) -> vector<8xf64>
  %1 = "genx.rdregionf"(%0, %c0, %c4, %c2, %s0, %c0) : (vector<8xf64>, i32, i32, i32, i16, i32) -> vector<4xf64>
  %s8 = llvm.mlir.constant(8 : i16) : i16
  %2 = "genx.rdregionf"(%1, %c0, %c2, %c2, %s8, %c0) : (vector<4xf64>, i32, i32, i32, i16, i32) -> vector<2xf64>
  llvm.return %2 : vector<2xf64>
}

// -----

// A 2D inner region, or a variable start, does not chain.
llvm.func @chained_reads_2d(%v: vector<32xi32>) -> vector<2xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s4 = llvm.mlir.constant(4 : i16) : i16
  %0 = "genx.rdregioni"(%v, %c8, %c4, %c1, %s4, %c0) : (vector<32xi32>, i32, i32, i32, i16, i32) -> vector<8xi32>
  %1 = "genx.rdregioni"(%0, %c0, %c2, %c1, %s4, %c0) : (vector<8xi32>, i32, i32, i32, i16, i32) -> vector<2xi32>
  llvm.return %1 : vector<2xi32>
}

llvm.func @chained_reads_variable(%v: vector<32xi32>, %start: i16) -> vector<2xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s4 = llvm.mlir.constant(4 : i16) : i16
  %0 = "genx.rdregioni"(%v, %c0, %c8, %c1, %start, %c0) : (vector<32xi32>, i32, i32, i32, i16, i32) -> vector<8xi32>
  %1 = "genx.rdregioni"(%0, %c0, %c2, %c1, %s4, %c0) : (vector<8xi32>, i32, i32, i32, i16, i32) -> vector<2xi32>
  llvm.return %1 : vector<2xi32>
}

// -----

// Reads and writes of constants fold: a 2D read (seed 002's second
// example, on 30 elements 0..29: elements 8, 10, 12, 15, 17, 19, 22, 24,
// 26), a masked write of a splat, a scalar read of a float.
llvm.func @constants() -> vector<9xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %s32 = llvm.mlir.constant(32 : i16) : i16
  %v = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]> : vector<30xi32>) : vector<30xi32>
  %0 = "genx.rdregioni"(%v, %c7, %c3, %c2, %s32, %c0) : (vector<30xi32>, i32, i32, i32, i16, i32) -> vector<9xi32>
  llvm.return %0 : vector<9xi32>
}

// -----

llvm.func @constant_write() -> vector<8xi8> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s1 = llvm.mlir.constant(1 : i16) : i16
  %v = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
  %w = llvm.mlir.constant(dense<-1> : vector<4xi8>) : vector<4xi8>
  %m = llvm.mlir.constant(dense<[true, false, true, true]> : vector<4xi1>) : vector<4xi1>
  %0 = "genx.wrregioni"(%v, %w, %c0, %c4, %c2, %s1, %c0, %m) : (vector<8xi8>, vector<4xi8>, i32, i32, i32, i16, i32, vector<4xi1>) -> vector<8xi8>
  llvm.return %0 : vector<8xi8>
}

// -----

llvm.func @constant_scalar() -> f32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s12 = llvm.mlir.constant(12 : i16) : i16
  %v = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.5]> : vector<4xf32>) : vector<4xf32>
  %0 = "genx.rdregionf"(%v, %c0, %c4, %c1, %s12, %c0) : (vector<4xf32>, i32, i32, i32, i16, i32) -> f32
  llvm.return %0 : f32
}
