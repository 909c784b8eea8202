// Regions seed 002 draws: a 1D read (4 elements from element 3), the 2D
// read of its second example (9 elements in rows of 3, vstride 7, stride 2,
// from element 8), their writes, a multi-indirect read with one offset per
// row and a single element written with its vector's width.
// Run: genx-opt regions_valid.mlir (prints it back).

llvm.func @regions(%v1: vector<8xi32>, %v2: vector<30xi32>, %offsets: vector<2xi16>, %x: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s12 = llvm.mlir.constant(12 : i16) : i16
  %s32 = llvm.mlir.constant(32 : i16) : i16
  %true = llvm.mlir.constant(true) : i1
  %0 = "genx.rdregioni"(%v1, %c0, %c4, %c1, %s12, %c0) : (vector<8xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>
  %1 = "genx.rdregioni"(%v2, %c7, %c3, %c2, %s32, %c0) : (vector<30xi32>, i32, i32, i32, i16, i32) -> vector<9xi32>
  %2 = "genx.wrregioni"(%v1, %0, %c0, %c4, %c1, %s12, %c0, %true) : (vector<8xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i1) -> vector<8xi32>
  %3 = "genx.wrregioni"(%v2, %1, %c7, %c3, %c2, %s32, %c0, %true) : (vector<30xi32>, vector<9xi32>, i32, i32, i32, i16, i32, i1) -> vector<30xi32>
  %4 = "genx.rdregioni"(%v2, %c8, %c2, %c1, %offsets, %c0) : (vector<30xi32>, i32, i32, i32, vector<2xi16>, i32) -> vector<4xi32>
  %5 = "genx.wrregioni"(%v1, %x, %c0, %c8, %c1, %s12, %c0, %true) : (vector<8xi32>, i32, i32, i32, i32, i16, i32, i1) -> vector<8xi32>
  llvm.return
}
