// RUN: genx-opt --genx-check-backend-rules=allow-intrinsics=llvm.sqrt,llvm.vc.internal --verify-diagnostics --split-input-file %s
// allow-intrinsics adds intrinsics by name: a name matches itself and the
// names that continue it after a dot.

llvm.func @llvm.sqrt.f32(f32) -> f32
llvm.func @llvm.vc.internal.print.buffer() -> i64
llvm.func @allowed(%a: f32) -> f32 {
  %0 = llvm.intr.sqrt(%a) : (f32) -> f32
  %1 = llvm.call @llvm.sqrt.f32(%0) : (f32) -> f32
  %2 = llvm.call @llvm.vc.internal.print.buffer() : () -> i64
  llvm.return %1 : f32
}

// -----

llvm.func @llvm.vc.internals() -> i64
llvm.func @still_not(%a: f32) {
  // expected-error @+1 {{'llvm.intr.exp' op is the LLVM intrinsic llvm.exp, which the GenX backend does not implement}}
  %0 = llvm.intr.exp(%a) : (f32) -> f32
  // expected-error @+1 {{'llvm.call' op calls the LLVM intrinsic llvm.vc.internals, which the GenX backend does not implement}}
  %1 = llvm.call @llvm.vc.internals() : () -> i64
  llvm.return
}
