// The llvm dialect's vector-predicated intrinsics (`llvm.intr.vp.*`):
// arithmetic, reductions, selects, loads and stores (strided too) and
// casts on the lanes where the mask is set, below the explicit vector
// length. They have no custom form.
func.func @vp(%i: vector<8xi32>, %f: vector<8xf32>, %mask: vector<8xi1>, %evl: i32, %si: i32, %sf: f32, %p: !llvm.ptr, %stride: i64, %ptrs: !llvm.vec<8 x ptr>, %d: vector<8xf64>, %h: vector<8xi16>) {
  %0 = "llvm.intr.vp.add"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %1 = "llvm.intr.vp.sub"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %2 = "llvm.intr.vp.mul"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %3 = "llvm.intr.vp.sdiv"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %4 = "llvm.intr.vp.udiv"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %5 = "llvm.intr.vp.srem"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %6 = "llvm.intr.vp.urem"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %7 = "llvm.intr.vp.ashr"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %8 = "llvm.intr.vp.lshr"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %9 = "llvm.intr.vp.shl"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %10 = "llvm.intr.vp.or"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %11 = "llvm.intr.vp.and"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %12 = "llvm.intr.vp.xor"(%i, %i, %mask, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %13 = "llvm.intr.vp.fadd"(%f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %14 = "llvm.intr.vp.fsub"(%f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %15 = "llvm.intr.vp.fmul"(%f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %16 = "llvm.intr.vp.fdiv"(%f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %17 = "llvm.intr.vp.frem"(%f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %18 = "llvm.intr.vp.fneg"(%f, %mask, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %19 = "llvm.intr.vp.fmuladd"(%f, %f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %20 = "llvm.intr.vp.fma"(%f, %f, %f, %mask, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %21 = "llvm.intr.vp.reduce.add"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %22 = "llvm.intr.vp.reduce.mul"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %23 = "llvm.intr.vp.reduce.and"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %24 = "llvm.intr.vp.reduce.or"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %25 = "llvm.intr.vp.reduce.xor"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %26 = "llvm.intr.vp.reduce.smax"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %27 = "llvm.intr.vp.reduce.smin"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %28 = "llvm.intr.vp.reduce.umax"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %29 = "llvm.intr.vp.reduce.umin"(%si, %i, %mask, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %30 = "llvm.intr.vp.reduce.fadd"(%sf, %f, %mask, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %31 = "llvm.intr.vp.reduce.fmul"(%sf, %f, %mask, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %32 = "llvm.intr.vp.reduce.fmax"(%sf, %f, %mask, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %33 = "llvm.intr.vp.reduce.fmin"(%sf, %f, %mask, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %34 = "llvm.intr.vp.select"(%mask, %f, %f, %evl) : (vector<8xi1>, vector<8xf32>, vector<8xf32>, i32) -> vector<8xf32>
  %35 = "llvm.intr.vp.merge"(%mask, %f, %f, %evl) : (vector<8xi1>, vector<8xf32>, vector<8xf32>, i32) -> vector<8xf32>
  %36 = "llvm.intr.vp.load"(%p, %mask, %evl) : (!llvm.ptr, vector<8xi1>, i32) -> vector<8xf32>
  "llvm.intr.vp.store"(%f, %p, %mask, %evl) : (vector<8xf32>, !llvm.ptr, vector<8xi1>, i32) -> ()
  %37 = "llvm.intr.experimental.vp.strided.load"(%p, %stride, %mask, %evl) : (!llvm.ptr, i64, vector<8xi1>, i32) -> vector<8xf32>
  "llvm.intr.experimental.vp.strided.store"(%f, %p, %stride, %mask, %evl) : (vector<8xf32>, !llvm.ptr, i64, vector<8xi1>, i32) -> ()
  %38 = "llvm.intr.vp.trunc"(%i, %mask, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi16>
  %39 = "llvm.intr.vp.zext"(%h, %mask, %evl) : (vector<8xi16>, vector<8xi1>, i32) -> vector<8xi32>
  %40 = "llvm.intr.vp.sext"(%h, %mask, %evl) : (vector<8xi16>, vector<8xi1>, i32) -> vector<8xi32>
  %41 = "llvm.intr.vp.fptrunc"(%d, %mask, %evl) : (vector<8xf64>, vector<8xi1>, i32) -> vector<8xf32>
  %42 = "llvm.intr.vp.fpext"(%f, %mask, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf64>
  %43 = "llvm.intr.vp.fptoui"(%f, %mask, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %44 = "llvm.intr.vp.fptosi"(%f, %mask, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %45 = "llvm.intr.vp.uitofp"(%i, %mask, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %46 = "llvm.intr.vp.sitofp"(%i, %mask, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %47 = "llvm.intr.vp.ptrtoint"(%ptrs, %mask, %evl) : (!llvm.vec<8 x ptr>, vector<8xi1>, i32) -> vector<8xi64>
  %48 = "llvm.intr.vp.inttoptr"(%i, %mask, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> !llvm.vec<8 x ptr>
  func.return
}
