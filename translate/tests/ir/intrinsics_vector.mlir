// Vector intrinsics: reductions (with fast-math flags), subvectors,
// interleaving, step vectors, masked and matrix memory accesses, and
// vector-length predicated operations.
llvm.func @reductions(%v: vector<4xi32>, %f: vector<4xf32>, %s: f32) -> f32 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.mul"(%v) : (vector<4xi32>) -> i32
  %3 = "llvm.intr.vector.reduce.or"(%v) : (vector<4xi32>) -> i32
  %4 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.smin"(%v) : (vector<4xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i32
  %9 = llvm.intr.vector.reduce.fmax(%f) : (vector<4xf32>) -> f32
  %10 = llvm.intr.vector.reduce.fmin(%f) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %11 = llvm.intr.vector.reduce.fmaximum(%f) : (vector<4xf32>) -> f32
  %12 = llvm.intr.vector.reduce.fminimum(%f) : (vector<4xf32>) -> f32
  %13 = "llvm.intr.vector.reduce.fadd"(%s, %f) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %14 = "llvm.intr.vector.reduce.fmul"(%s, %f) : (f32, vector<4xf32>) -> f32
  llvm.return %14 : f32
}

llvm.func @subvectors(%a: vector<8xf32>, %b: vector<4xf32>, %s: vector<[4]xf32>) -> vector<8xf32> {
  %0 = llvm.intr.vector.insert %b, %a[4] : vector<4xf32> into vector<8xf32>
  %1 = llvm.intr.vector.extract %a[4] : vector<4xf32> from vector<8xf32>
  %2 = llvm.intr.vector.insert %b, %s[0] : vector<4xf32> into vector<[4]xf32>
  %3 = "llvm.intr.vector.interleave2"(%b, %b) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %4 = "llvm.intr.vector.deinterleave2"(%a) : (vector<8xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
  %5 = llvm.intr.experimental.stepvector : vector<4xi64>
  %6 = "llvm.intr.vscale"() : () -> i64
  llvm.return %0 : vector<8xf32>
}

llvm.func @masked(%p: !llvm.ptr, %ps: !llvm.vec<4 x ptr>, %m: vector<4xi1>, %v: vector<4xf32>, %base: i64, %n: i64) -> vector<4xf32> {
  %0 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %m, %v {alignment = 16 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %1, %p, %m {alignment = 8 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %2 = llvm.intr.masked.gather %ps, %m {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<4xf32>
  %3 = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (!llvm.vec<4 x ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %3, %ps, %m {alignment = 2 : i32} : vector<4xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
  %4 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%4, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  %5 = llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<4xi1>
  llvm.return %4 : vector<4xf32>
}

llvm.func @matrices(%p: !llvm.ptr, %stride: i64, %m: vector<6xf32>, %a: vector<4xf32>, %d: vector<4xf64>) -> vector<6xf32> {
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %stride> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %d, %p, <stride = %stride> {columns = 2 : i32, isVolatile = true, rows = 2 : i32} : vector<4xf64> to !llvm.ptr stride i64
  %1 = llvm.intr.matrix.multiply %m, %a {lhs_columns = 2 : i32, lhs_rows = 3 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<4xf32>) -> vector<6xf32>
  %2 = llvm.intr.matrix.transpose %1 {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
  llvm.return %2 : vector<6xf32>
}
