// RUN: genx-opt --genx-check-backend-rules --verify-diagnostics --split-input-file %s
// No LLVM intrinsics but llvm.uadd.with.overflow and llvm.fma, as
// llvm.intr.* ops or as calls; GenX intrinsics are genx ops, or calls of
// llvm.genx.* functions.

llvm.func @llvm.fma.f32(f32, f32, f32) -> f32
llvm.func @llvm.genx.absf.f32(f32) -> f32
llvm.func @allowed(%a: f32, %v: vector<8xf32>, %i: i32) -> f32 {
  %0 = llvm.intr.fma(%a, %a, %a) : (f32, f32, f32) -> f32
  %1 = llvm.intr.fma(%v, %v, %v) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  %2 = "llvm.intr.uadd.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %3 = llvm.call @llvm.fma.f32(%0, %a, %a) : (f32, f32, f32) -> f32
  %4 = llvm.call @llvm.genx.absf.f32(%3) : (f32) -> f32
  %5 = "genx.absf"(%4) : (f32) -> f32
  llvm.return %5 : f32
}

// -----

llvm.func @llvm.sqrt.f32(f32) -> f32
llvm.func @llvm.fmaxnum.f32(f32, f32) -> f32
llvm.func @not_allowed(%a: f32, %i: i32) -> f32 {
  // expected-error @+1 {{'llvm.intr.sqrt' op is the LLVM intrinsic llvm.sqrt, which the GenX backend does not implement (only llvm.uadd.with.overflow and llvm.fma)}}
  %0 = llvm.intr.sqrt(%a) : (f32) -> f32
  // expected-error @+1 {{'llvm.call' op calls the LLVM intrinsic llvm.sqrt.f32, which the GenX backend does not implement (only llvm.uadd.with.overflow and llvm.fma)}}
  %1 = llvm.call @llvm.sqrt.f32(%0) : (f32) -> f32
  // expected-error @+1 {{'llvm.call' op calls the LLVM intrinsic llvm.fmaxnum.f32, which the GenX backend does not implement}}
  %2 = llvm.call @llvm.fmaxnum.f32(%1, %1) : (f32, f32) -> f32
  // expected-error @+1 {{'llvm.intr.smul.with.overflow' op is the LLVM intrinsic llvm.smul.with.overflow, which the GenX backend does not implement}}
  %3 = "llvm.intr.smul.with.overflow"(%i, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %2 : f32
}
