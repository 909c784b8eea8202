// --genx-emulate on a few regions and ALU intrinsics. Run: genx-opt
// --genx-emulate emulate.mlir; the output must be emulate.out exactly.
// The generated cases of translate/tests/genx_emulate.rs run the lowering
// and compare every element with the reference of seed 002's formulas.

// Seed 002's first example: 4 elements from element 3 (byte 12), as one
// shuffle; written back under a variable mask: one shuffle for the
// elements, one for the mask, one select.
llvm.func @constant_regions(%v: vector<8xi32>, %m: vector<4xi1>) -> vector<8xi32> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %s12 = llvm.mlir.constant(12 : i16) : i16
  %0 = "genx.rdregioni"(%v, %c0, %c4, %c1, %s12, %c0) : (vector<8xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  %1 = "genx.wrregioni"(%v, %0, %c0, %c4, %c1, %s12, %c0, %m) : (vector<8xi32>, vector<4xi32>, i32, i32, i32, i16, i32, vector<4xi1>) -> vector<8xi32>
  llvm.return %1 : vector<8xi32>
}

// A variable start: one extraction and insertion per element, at
// start / 2 plus the element's place (rows of 2, vstride 4).
llvm.func @variable_start(%v: vector<16xf16>, %start: i16) -> vector<4xf16> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %0 = "genx.rdregionf"(%v, %c4, %c2, %c1, %start, %c0) : (vector<16xf16>, i32, i32, i32, i16, i32) -> vector<4xf16>
  llvm.return %0 : vector<4xf16>
}

// Predicate regions: 4 predicates from the fifth, written back at the
// first where %p says.
llvm.func @predicates(%v: vector<16xi1>, %p: vector<16xi1>) -> vector<16xi1> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %0 = "genx.rdpredregion"(%v, %c4) : (vector<16xi1>, i32) -> vector<4xi1>
  %1 = "genx.wrpredpredregion"(%v, %0, %c0, %p) : (vector<16xi1>, vector<4xi1>, i32, vector<16xi1>) -> vector<16xi1>
  llvm.return %1 : vector<16xi1>
}

// ALU: a signed saturating add of unsigned bytes into a signed byte, a
// maximum, a float absolute value and saturation.
llvm.func @alu(%a: vector<8xi8>, %b: vector<8xi8>, %x: f32) -> f32 {
  %0 = "genx.suadd.sat"(%a, %b) : (vector<8xi8>, vector<8xi8>) -> vector<8xi8>
  %1 = "genx.smax"(%0, %a) : (vector<8xi8>, vector<8xi8>) -> vector<8xi8>
  %2 = "genx.absf"(%x) : (f32) -> f32
  %3 = "genx.sat"(%2) : (f32) -> f32
  llvm.return %3 : f32
}
