// The llvm dialect's vector intrinsics: reductions (with a start value
// and fast-math flags for floats), column-major matrices, subvector
// insertion and extraction, interleaving, step vectors, vscale and lane
// masks.
func.func @reductions(%i: vector<8xi32>, %f: vector<4xf32>, %s: f32, %b: vector<[4]xi8>) {
  %0 = "llvm.intr.vector.reduce.add"(%i) : (vector<8xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.and"(%i) : (vector<8xi32>) -> i32
  %2 = "llvm.intr.vector.reduce.mul"(%i) : (vector<8xi32>) -> i32
  %3 = "llvm.intr.vector.reduce.or"(%b) : (vector<[4]xi8>) -> i8
  %4 = "llvm.intr.vector.reduce.smax"(%i) : (vector<8xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.smin"(%i) : (vector<8xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.umax"(%i) : (vector<8xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.umin"(%i) : (vector<8xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.xor"(%i) : (vector<8xi32>) -> i32
  %9 = llvm.intr.vector.reduce.fmax(%f) : (vector<4xf32>) -> f32
  %10 = llvm.intr.vector.reduce.fmin(%f) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %11 = llvm.intr.vector.reduce.fmaximum(%f) : (vector<4xf32>) -> f32
  %12 = llvm.intr.vector.reduce.fminimum(%f) : (vector<4xf32>) -> f32
  %13 = "llvm.intr.vector.reduce.fadd"(%s, %f) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %14 = "llvm.intr.vector.reduce.fmul"(%s, %f) : (f32, vector<4xf32>) -> f32
  func.return
}

func.func @matrices(%p: !llvm.ptr, %stride: i64, %a: vector<6xf32>, %b: vector<6xf32>) {
  %0 = llvm.intr.matrix.column.major.load %p, <stride = %stride> {columns = 3 : i32, isVolatile = false, rows = 2 : i32} : vector<6xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %0, %p, <stride = %stride> {columns = 3 : i32, isVolatile = true, rows = 2 : i32} : vector<6xf32> to !llvm.ptr stride i64
  %1 = llvm.intr.matrix.multiply %a, %b {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<6xf32>, vector<6xf32>) -> vector<4xf32>
  %2 = llvm.intr.matrix.transpose %a {columns = 3 : i32, rows = 2 : i32} : vector<6xf32> into vector<6xf32>
  func.return
}

func.func @subvectors(%small: vector<4xf32>, %big: vector<8xf32>, %sc: vector<[4]xf32>, %bigsc: vector<[8]xf32>, %ptrs: !llvm.vec<2 x ptr>, %moreptrs: !llvm.vec<4 x ptr>) {
  %0 = llvm.intr.vector.insert %small, %big[4] : vector<4xf32> into vector<8xf32>
  %1 = llvm.intr.vector.insert %small, %sc[0] : vector<4xf32> into vector<[4]xf32>
  %2 = llvm.intr.vector.insert %sc, %bigsc[4] : vector<[4]xf32> into vector<[8]xf32>
  %3 = llvm.intr.vector.insert %ptrs, %moreptrs[2] : !llvm.vec<2 x ptr> into !llvm.vec<4 x ptr>
  %4 = llvm.intr.vector.extract %big[0] : vector<4xf32> from vector<8xf32>
  %5 = llvm.intr.vector.extract %sc[0] : vector<4xf32> from vector<[4]xf32>
  %6 = llvm.intr.vector.extract %bigsc[4] : vector<[4]xf32> from vector<[8]xf32>
  %7 = "llvm.intr.vector.interleave2"(%small, %small) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %8 = "llvm.intr.vector.interleave2"(%sc, %sc) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
  %9 = "llvm.intr.vector.interleave2"(%ptrs, %ptrs) : (!llvm.vec<2 x ptr>, !llvm.vec<2 x ptr>) -> !llvm.vec<4 x ptr>
  %10 = "llvm.intr.vector.deinterleave2"(%big) : (vector<8xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
  func.return
}

func.func @lanes(%base: i64, %n: i64) {
  %0 = llvm.intr.experimental.stepvector : vector<4xi32>
  %1 = llvm.intr.experimental.stepvector : vector<[8]xi16>
  %2 = "llvm.intr.vscale"() : () -> i64
  %3 = llvm.intr.get.active.lane.mask %base, %n : i64, i64 to vector<[4]xi1>
  func.return
}
