// RUN: genx-opt --pass-pipeline='builtin.module(genx-check-backend-rules{allow-pointers=true allow-aggregates=true allow-bfloat=true allow-target-types=true})' --verify-diagnostics --split-input-file %s
// With allow-pointers, allow-aggregates, allow-bfloat and
// allow-target-types, pointers (any address space), structs and arrays of
// allowed types, bf16 and target extension types (SPIR-V images) pass; the
// other types do not.

llvm.func @options(%p: !llvm.ptr<1>, %s: !llvm.struct<(i32, ptr)>, %a: !llvm.array<4 x f32>, %h: vector<8xbf16>, %image: !llvm.target<"spirv.Image", !llvm.void, 1, 0, 0, 0, 0, 0, 0>) -> !llvm.struct<"str", (i32, i32)> {
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %1 = llvm.mlir.undef : !llvm.struct<"str", (i32, i32)>
  llvm.return %1 : !llvm.struct<"str", (i32, i32)>
}

// -----

llvm.func @still_not(%a: i32) {
  // expected-error @+1 {{'llvm.trunc' op result #0 has type 'i2', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
  %0 = llvm.trunc %a : i32 to i2
  llvm.return
}
