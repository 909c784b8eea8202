// Vector-length predicated intrinsics (`llvm.vp.*`): operations on the
// lanes where the mask is set, below the explicit vector length.
llvm.func @vp(%a: vector<4xi32>, %b: vector<4xi32>, %f: vector<4xf32>, %g: vector<4xf32>, %m: vector<4xi1>, %evl: i32, %s: i32, %t: f32, %p: !llvm.ptr, %ps: !llvm.vec<4 x ptr>, %stride: i64) {
  %0 = "llvm.intr.vp.add"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %1 = "llvm.intr.vp.sub"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %2 = "llvm.intr.vp.mul"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %3 = "llvm.intr.vp.sdiv"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %4 = "llvm.intr.vp.udiv"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %5 = "llvm.intr.vp.srem"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %6 = "llvm.intr.vp.urem"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %7 = "llvm.intr.vp.ashr"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %8 = "llvm.intr.vp.lshr"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %9 = "llvm.intr.vp.shl"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %10 = "llvm.intr.vp.or"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %11 = "llvm.intr.vp.and"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %12 = "llvm.intr.vp.xor"(%a, %b, %m, %evl) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  %13 = "llvm.intr.vp.fadd"(%f, %g, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %14 = "llvm.intr.vp.fsub"(%f, %g, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %15 = "llvm.intr.vp.fmul"(%f, %g, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %16 = "llvm.intr.vp.fdiv"(%f, %g, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %17 = "llvm.intr.vp.frem"(%f, %g, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %18 = "llvm.intr.vp.fneg"(%f, %m, %evl) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %19 = "llvm.intr.vp.fma"(%f, %g, %f, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %20 = "llvm.intr.vp.fmuladd"(%f, %g, %f, %m, %evl) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xi1>, i32) -> vector<4xf32>
  %21 = "llvm.intr.vp.reduce.add"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %22 = "llvm.intr.vp.reduce.mul"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %23 = "llvm.intr.vp.reduce.and"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %24 = "llvm.intr.vp.reduce.or"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %25 = "llvm.intr.vp.reduce.xor"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %26 = "llvm.intr.vp.reduce.smax"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %27 = "llvm.intr.vp.reduce.smin"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %28 = "llvm.intr.vp.reduce.umax"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %29 = "llvm.intr.vp.reduce.umin"(%s, %a, %m, %evl) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
  %30 = "llvm.intr.vp.reduce.fadd"(%t, %f, %m, %evl) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %31 = "llvm.intr.vp.reduce.fmul"(%t, %f, %m, %evl) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %32 = "llvm.intr.vp.reduce.fmax"(%t, %f, %m, %evl) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %33 = "llvm.intr.vp.reduce.fmin"(%t, %f, %m, %evl) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
  %34 = "llvm.intr.vp.select"(%m, %a, %b, %evl) : (vector<4xi1>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
  %35 = "llvm.intr.vp.merge"(%m, %a, %b, %evl) : (vector<4xi1>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
  %36 = "llvm.intr.vp.trunc"(%a, %m, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi16>
  %37 = "llvm.intr.vp.zext"(%a, %m, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  %38 = "llvm.intr.vp.sext"(%a, %m, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  %39 = "llvm.intr.vp.fptrunc"(%f, %m, %evl) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf16>
  %40 = "llvm.intr.vp.fpext"(%f, %m, %evl) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xf64>
  %41 = "llvm.intr.vp.fptoui"(%f, %m, %evl) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi32>
  %42 = "llvm.intr.vp.fptosi"(%f, %m, %evl) : (vector<4xf32>, vector<4xi1>, i32) -> vector<4xi64>
  %43 = "llvm.intr.vp.uitofp"(%a, %m, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xf32>
  %44 = "llvm.intr.vp.sitofp"(%a, %m, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xf64>
  %45 = "llvm.intr.vp.ptrtoint"(%ps, %m, %evl) : (!llvm.vec<4 x ptr>, vector<4xi1>, i32) -> vector<4xi64>
  %46 = "llvm.intr.vp.inttoptr"(%a, %m, %evl) : (vector<4xi32>, vector<4xi1>, i32) -> !llvm.vec<4 x ptr>
  %47 = "llvm.intr.vp.load"(%p, %m, %evl) : (!llvm.ptr, vector<4xi1>, i32) -> vector<4xf32>
  "llvm.intr.vp.store"(%f, %p, %m, %evl) : (vector<4xf32>, !llvm.ptr, vector<4xi1>, i32) -> ()
  %48 = "llvm.intr.experimental.vp.strided.load"(%p, %stride, %m, %evl) : (!llvm.ptr, i64, vector<4xi1>, i32) -> vector<4xf32>
  "llvm.intr.experimental.vp.strided.store"(%f, %p, %stride, %m, %evl) : (vector<4xf32>, !llvm.ptr, i64, vector<4xi1>, i32) -> ()
  llvm.return
}
