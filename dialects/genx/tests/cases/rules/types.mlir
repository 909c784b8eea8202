// RUN: genx-opt --genx-check-backend-rules --verify-diagnostics --split-input-file %s
// Only the Gen types on values: i1, i8, i16, f16, i32, f32, i64, f64 and
// vectors of them; the pointer of a static alloca and the struct an
// intrinsic returns are what real IR needs of other types.

llvm.func @gen_types(%p: i1, %b: i8, %w: i16, %h: f16, %d: i32, %f: f32, %q: i64, %df: f64, %v: vector<16xi32>, %m: vector<32xi1>) -> vector<8xf64> {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr
  llvm.store %d, %slot : i32, !llvm.ptr
  %0 = llvm.load %slot : !llvm.ptr -> i32
  %1 = "llvm.intr.uadd.with.overflow"(%0, %d) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i1)>
  %3 = "genx.addc"(%v, %v) : (vector<16xi32>, vector<16xi32>) -> !llvm.struct<(vector<16xi32>, vector<16xi32>)>
  %4 = llvm.mlir.undef : vector<8xf64>
  llvm.return %4 : vector<8xf64>
}

// -----

// An intrinsic's declaration has the types of its spec; another function's
// has Gen types.
llvm.func @llvm.genx.svm.block.ld.unaligned.v8i32.i64(!llvm.ptr<1>) -> vector<8xi32>
// expected-error @+1 {{'llvm.func' op argument #0 has type '!llvm.ptr', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
llvm.func @external(!llvm.ptr)

// -----

// expected-error @+1 {{'llvm.func' op argument #1 has type 'i128', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
llvm.func @wide_argument(%a: i32, %b: i128) {
  llvm.return
}

// -----

// expected-error @+2 {{'llvm.func' op argument #0 has type 'bf16', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
// expected-error @+1 {{'llvm.func' op result has type 'bf16', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
llvm.func @bfloat_result(%a: bf16) -> bf16 {
  llvm.return %a : bf16
}

// -----

// expected-error @+1 {{'llvm.func' op argument #0 has type '!llvm.target<"spirv.Image", !llvm.void, 1, 0, 0, 0, 0, 0, 0>', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
llvm.func @image_argument(%image: !llvm.target<"spirv.Image", !llvm.void, 1, 0, 0, 0, 0, 0, 0>) {
  llvm.return
}

// -----

llvm.func @narrow_value(%a: i32) {
  // expected-error @+1 {{'llvm.trunc' op result #0 has type 'i2', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
  %0 = llvm.trunc %a : i32 to i2
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op argument #0 has type '!llvm.ptr<1>', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
llvm.func @pointer_argument(%p: !llvm.ptr<1>) {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op result has type '!llvm.struct<(i32, ptr)>', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
llvm.func @struct_of_a_pointer() -> !llvm.struct<(i32, ptr)> {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 has type '!llvm.struct<(i32, ptr)>', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  llvm.return %0 : !llvm.struct<(i32, ptr)>
}

// -----

llvm.func @struct_value(%a: i32) {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 has type '!llvm.struct<(i32, i32)>', which is not a Gen type (i1, i8, i16, f16, i32, f32, i64, f64 or a vector of them)}}
  %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, i32)>
  // expected-error @-1 {{'llvm.insertvalue' op result #0 has type '!llvm.struct<(i32, i32)>'}}
  llvm.return
}

// -----

llvm.func @dynamic_alloca(%n: i32) {
  // expected-error @+1 {{'llvm.alloca' op result #0 has type '!llvm.ptr'}}
  %slot = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op argument #0 of block #1 has type 'f128'}}
llvm.func @block_argument(%a: i32) {
  %0 = llvm.mlir.constant(0.0 : f128) : f128
  // expected-error @-1 {{'llvm.mlir.constant' op result #0 has type 'f128'}}
  llvm.br ^bb1(%0 : f128)
^bb1(%x: f128):
  llvm.return
}

// -----

// A call of a GenX intrinsic returns a struct of Gen types; a call of a
// function does not.
llvm.func @llvm.genx.addc.v8i32.v8i32(vector<8xi32>, vector<8xi32>) -> !llvm.struct<(vector<8xi32>, vector<8xi32>)>
// expected-error @+1 {{'llvm.func' op result has type '!llvm.struct<(i32, i32)>', which is not a Gen type}}
llvm.func @pair() -> !llvm.struct<(i32, i32)>
llvm.func @struct_results(%v: vector<8xi32>) {
  %0 = llvm.call @llvm.genx.addc.v8i32.v8i32(%v, %v) : (vector<8xi32>, vector<8xi32>) -> !llvm.struct<(vector<8xi32>, vector<8xi32>)>
  // expected-error @+1 {{'llvm.call' op result #0 has type '!llvm.struct<(i32, i32)>', which is not a Gen type}}
  %1 = llvm.call @pair() : () -> !llvm.struct<(i32, i32)>
  llvm.return
}
