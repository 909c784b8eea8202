// The llvm dialect's casts between integers, floats and pointers, on
// scalars and vectors.
func.func @casts(%i: i32, %l: i64, %f: f32, %d: f64, %h: f16, %p: !llvm.ptr, %q: !llvm.ptr<3>,
                 %vi: vector<4xi32>, %vf: vector<4xf32>, %vp: !llvm.vec<4 x ptr>) {
  %0 = llvm.bitcast %i : i32 to f32
  %1 = llvm.bitcast %vi : vector<4xi32> to vector<2xi64>
  %2 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %3 = llvm.bitcast %vp : !llvm.vec<4 x ptr> to !llvm.vec<4 x ptr>
  %4 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
  %5 = llvm.addrspacecast %q : !llvm.ptr<3> to !llvm.ptr
  %6 = llvm.inttoptr %l : i64 to !llvm.ptr
  %7 = llvm.ptrtoint %p : !llvm.ptr to i64
  %8 = llvm.ptrtoint %vp : !llvm.vec<4 x ptr> to vector<4xi64>
  %9 = llvm.sext %i : i32 to i64
  %10 = llvm.zext %i : i32 to i64
  %11 = llvm.sext %vi : vector<4xi32> to vector<4xi64>
  %12 = llvm.trunc %l : i64 to i32
  %13 = llvm.trunc %vi : vector<4xi32> to vector<4xi1>
  %14 = llvm.sitofp %i : i32 to f32
  %15 = llvm.uitofp %vi : vector<4xi32> to vector<4xf32>
  %16 = llvm.fptosi %f : f32 to i32
  %17 = llvm.fptoui %d : f64 to i64
  %18 = llvm.fpext %h : f16 to f32
  %19 = llvm.fpext %f : f32 to f64
  %20 = llvm.fptrunc %d : f64 to f32
  %21 = llvm.fptrunc %vf {test.note = "x"} : vector<4xf32> to vector<4xf16>
  %22 = llvm.zext %vi : vector<4xi32> to vector<4xi128>
  llvm.return
}
