// Intrinsic ops of the llvm dialect that MLIR's verifier (or parser)
// rejects, with its messages: operand, result and attribute constraints,
// type relations, the predicates of vector insertion, extraction and
// interleaving, the verifiers of masked gathers and scatters, and the debug
// information and memory access metadata attributes.

// An operand of the wrong type.
func.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.fabs(%x) : (i32) -> i32
  func.return
}

// -----

// Operands and results of different types.
func.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.fabs' op requires the same type for all operands and results}}
  %0 = "llvm.intr.fabs"(%x) : (f32) -> f64
  func.return
}

// -----

// A float operand of an integer intrinsic.
func.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.ctpop' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.intr.ctpop(%x) : (f32) -> f32
  func.return
}

// -----

// A missing immediate-argument attribute.
func.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.ctlz"(%x) : (i32) -> i32
  func.return
}

// -----

// An attribute of the wrong integer type.
func.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.is.fpclass' op attribute 'bit' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i64}> : (f32) -> i1
  func.return
}

// -----

// Fast-math flags that are no #llvm.fastmath.
func.func @f(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmathFlags = 1 : i32} for op llvm.intr.fabs: Invalid attribute `fastmathFlags` in property conversion: 1 : i32}}
  %0 = "llvm.intr.fabs"(%x) <{fastmathFlags = 1 : i32}> : (f32) -> f32
  func.return
}

// -----

// A key given twice.
func.func @f(%x: f32) {
  // expected-error @+1 {{duplicate key 'fastmathFlags' in dictionary attribute}}
  %0 = llvm.intr.fabs(%x) {fastmathFlags = #llvm.fastmath<fast>, fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  func.return
}

// -----

// Operands of different element types.
func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.intr.sadd.with.overflow' op requires the same element type for all operands}}
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i64) -> !llvm.struct<(i32, i1)>
  func.return
}

// -----

// A reduction to another element type.
func.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
  func.return
}

// -----

// A reduction of a scalar.
func.func @f(%v: i32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.add"(%v) : (i32) -> i32
  func.return
}

// -----

// A result type other than the destination's.
func.func @f(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that all of {dstvec, res} have same type}}
  %0 = "llvm.intr.vector.insert"(%b, %a) <{pos = 0 : i64}> : (vector<8xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

// A scalable subvector of a fixed-length one.
func.func @f(%a: vector<[4]xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = "llvm.intr.vector.extract"(%b) <{pos = 0 : i64}> : (vector<4xf32>) -> vector<[2]xf32>
  func.return
}

// -----

// A vector wider than 2^17 bits.
func.func @f(%a: vector<8192xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.extract %a[0] : vector<4xf32> from vector<8192xf32>
  func.return
}

// -----

// Interleaved vectors of different types.
func.func @f(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that all of {vec1, vec2} have same type}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xf32>, vector<4xi32>) -> vector<8xf32>
  func.return
}

// -----

// A value, expectation and result of different types.
func.func @f(%a: i32, %b: i64) {
  %0 = llvm.intr.expect.with.probability %a, %a, 5.0e-01 : i32
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op failed to verify that all of {val, expected, res} have same type}}
  %1 = "llvm.intr.expect.with.probability"(%a, %b) <{prob = 5.0e-01 : f64}> : (i32, i64) -> i32
  func.return
}

// -----

// A probability that is no f64.
func.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op attribute 'prob' failed to satisfy constraint: 64-bit float attribute}}
  %1 = "llvm.intr.expect.with.probability"(%a, %a) <{prob = 5.0e-01 : f32}> : (i32, i32) -> i32
  func.return
}

// -----

// An annotated pointer of another type than its result.
func.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>, %l: i32) {
  // expected-error @+1 {{'llvm.intr.ptr.annotation' op failed to verify that all of {res, ptr} have same type}}
  %0 = "llvm.intr.ptr.annotation"(%p, %p, %p, %l, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr<1>
  func.return
}

// -----

// Annotation strings in different address spaces.
func.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>, %l: i32) {
  // expected-error @+1 {{'llvm.intr.var.annotation' op failed to verify that all of {annotation, fileName, attr} have same type}}
  "llvm.intr.var.annotation"(%p, %p, %q, %l, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, i32, !llvm.ptr) -> ()
  func.return
}

// -----

// Annotation strings in different address spaces.
func.func @f(%x: i64, %p: !llvm.ptr, %q: !llvm.ptr<1>, %l: i32) {
  // expected-error @+1 {{'llvm.intr.annotation' op failed to verify that all of {annotation, fileName} have same type}}
  %0 = "llvm.intr.annotation"(%x, %p, %q, %l) : (i64, !llvm.ptr, !llvm.ptr<1>, i32) -> i64
  func.return
}

// -----

// An invariant start that is no pointer in address space 0.
func.func @f(%p: !llvm.ptr<1>) {
  // expected-error @+1 {{'llvm.intr.invariant.start' op result #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<1>'}}
  %0 = "llvm.intr.invariant.start"(%p) <{size = 4 : i64}> : (!llvm.ptr<1>) -> !llvm.ptr<1>
  func.return
}

// -----

// The rounding mode `invalid`.
func.func @f(%d: f64) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fptrunc' op attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode whose minimum value is 0}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 0 : i64, roundingmode = -1 : i64}> : (f64) -> f32
  func.return
}

// -----

// An exception behaviour that is no case.
func.func @f(%d: f64) {
  // expected-error @+1 {{invalid properties {fpExceptionBehavior = 3 : i64, roundingmode = 0 : i64} for op llvm.intr.experimental.constrained.fptrunc: Invalid attribute `fpExceptionBehavior` in property conversion: 3 : i64}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%d) <{fpExceptionBehavior = 3 : i64, roundingmode = 0 : i64}> : (f64) -> f32
  func.return
}

// -----

// A rounding mode that is no case.
func.func @f(%d: f64) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fptrunc' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]}}
  %0 = llvm.intr.experimental.constrained.fptrunc %d sideways ignore : f64 to f32
  func.return
}

// -----

// A step vector of floats.
func.func @f() {
  // expected-error @+1 {{'llvm.intr.experimental.stepvector' op result #0 must be LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %0 = llvm.intr.experimental.stepvector : vector<4xf32>
  func.return
}

// -----

// A mask that is no vector of i1.
func.func @f(%p: !llvm.ptr, %m: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.masked.load' op operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  %0 = llvm.intr.masked.load %p, %m {alignment = 4 : i32} : (!llvm.ptr, vector<4xi32>) -> vector<4xf32>
  func.return
}

// -----

// A length that is no integer.
func.func @f(%p: !llvm.ptr, %src: !llvm.ptr) {
  // expected-error @+1 {{invalid properties {isVolatile = false, len = 1.000000e+00 : f32} for op llvm.intr.memcpy.inline: Invalid attribute `len` in property conversion: 1.000000e+00 : f32}}
  "llvm.intr.memcpy.inline"(%p, %src) <{isVolatile = false, len = 1.0 : f32}> : (!llvm.ptr, !llvm.ptr) -> ()
  func.return
}

// -----

// A promise that is no pointer.
func.func @f(%p: !llvm.ptr, %a: i32, %b: i1) {
  // expected-error @+1 {{'llvm.intr.coro.promise' op result #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.intr.coro.promise %p, %a, %b : (!llvm.ptr, i32, i1) -> i32
  func.return
}

// -----

// A size that is no integer.
func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{floating point value not valid for specified type}}
  llvm.intr.lifetime.start 2.0, %p : !llvm.ptr
  func.return
}

// -----

// An explicit vector length that is no i32.
func.func @f(%v: vector<4xi32>, %m: vector<4xi1>, %e: i64) {
  // expected-error @+1 {{'llvm.intr.vp.add' op operand #3 must be 32-bit signless integer, but got 'i64'}}
  %0 = "llvm.intr.vp.add"(%v, %v, %m, %e) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i64) -> vector<4xi32>
  func.return
}

// -----

// Operands in the wrong order.
func.func @f(%x: f32, %n: i32) {
  // expected-error @+1 {{'llvm.intr.powi' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.powi(%n, %x) : (i32, f32) -> f32
  func.return
}

// -----

// A vector of values rounded to integers.
func.func @f(%x: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.lround' op operand #0 must be floating point LLVM type, but got 'vector<4xf32>'}}
  %0 = llvm.intr.lround(%x) : (vector<4xf32>) -> vector<4xi32>
  func.return
}

// -----

// A tensor operand.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'llvm.intr.fabs' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'tensor<4xf32>'}}
  %0 = llvm.intr.fabs(%x) : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// -----

// The custom form without parentheses.
func.func @f(%x: f32) {
  // expected-error @+1 {{expected '('}}
  %0 = llvm.intr.fabs %x : (f32) -> f32
  func.return
}

// -----

// Pointers fewer than the gathered lanes.
func.func @f(%p: !llvm.vec<4 x ptr>, %m: vector<4xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be '!llvm.vec<8 x ptr>'}}
  %0 = "llvm.intr.masked.gather"(%p, %m) <{alignment = 1 : i32}> : (!llvm.vec<4 x ptr>, vector<4xi1>) -> vector<8xf32>
  func.return
}

// -----

// Fixed-length pointers for scalable lanes.
func.func @f(%p: !llvm.vec<4 x ptr>, %m: vector<[4]xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be '!llvm.vec<? x 4 x  ptr>'}}
  %0 = "llvm.intr.masked.gather"(%p, %m) <{alignment = 1 : i32}> : (!llvm.vec<4 x ptr>, vector<[4]xi1>) -> vector<[4]xf32>
  func.return
}

// -----

// Pointers fewer than the scattered lanes.
func.func @f(%p: !llvm.vec<4 x ptr>, %m: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be '!llvm.vec<8 x ptr>'}}
  llvm.intr.masked.scatter %v, %p, %m {alignment = 1 : i32} : vector<8xf32>, vector<4xi1> into !llvm.vec<4 x ptr>
  func.return
}

// -----

// Integers instead of pointers.
func.func @f(%p: vector<4xi64>, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.scatter' op operand #1 must be LLVM dialect-compatible vector of LLVM pointer type, but got 'vector<4xi64>'}}
  "llvm.intr.masked.scatter"(%v, %p, %m) <{alignment = 1 : i32}> : (vector<4xf32>, vector<4xi64>, vector<4xi1>) -> ()
  func.return
}

// -----

// A scalable subvector inserted into a fixed-length one.
func.func @f(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that it is not inserting scalable into fixed-length vectors.}}
  %0 = llvm.intr.vector.insert %a, %b[0] : vector<[4]xf32> into vector<8xf32>
  func.return
}

// -----

// A vector wider than 2^17 bits.
func.func @f(%a: vector<4096xf64>, %b: vector<8xf64>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.insert %b, %a[0] : vector<8xf64> into vector<4096xf64>
  func.return
}

// -----

// An interleaving as long as its operands.
func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// -----

// An interleaving of another element type.
func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<8xi32>
  func.return
}

// -----

// A scalable interleaving of fixed-length vectors.
func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> vector<[8]xf32>
  func.return
}

// -----

// Pointers in another address space.
func.func @f(%a: !llvm.vec<2 x ptr>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (!llvm.vec<2 x ptr>, !llvm.vec<2 x ptr>) -> !llvm.vec<4 x ptr<1>>
  func.return
}

// -----

// A deinterleaving of a scalar.
func.func @f(%a: vector<4xf32>) {
  %0 = "llvm.intr.vector.deinterleave2"(%a) : (vector<4xf32>) -> f32
  // expected-error @+1 {{'llvm.intr.vector.deinterleave2' op operand #0 must be LLVM dialect-compatible vector type, but got 'f32'}}
  %1 = "llvm.intr.vector.deinterleave2"(%0) : (f32) -> f32
  func.return
}

// -----

#file = #llvm.di_file<"debug.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition>
#x = #llvm.di_local_variable<scope = #sp, name = "x">
// An address that is no pointer.
func.func @f(%v: i32) {
  // expected-error @+1 {{'llvm.intr.dbg.declare' op operand #0 must be LLVM pointer type, but got 'i32'}}
  llvm.intr.dbg.declare #x = %v : i32
  func.return
}

// -----

// A variable that is no #llvm.di_local_variable.
func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid properties {varInfo = 1 : i32} for op llvm.intr.dbg.declare: Invalid attribute `varInfo` in property conversion: 1 : i32}}
  "llvm.intr.dbg.declare"(%p) <{varInfo = 1 : i32}> : (!llvm.ptr) -> ()
  func.return
}

// -----

// A missing variable.
func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.dbg.value' op requires attribute 'varInfo'}}
  "llvm.intr.dbg.value"(%p) : (!llvm.ptr) -> ()
  func.return
}

// -----

// A label that is no #llvm.di_label.
func.func @f() {
  // expected-error @+1 {{invalid properties {label = "done"} for op llvm.intr.dbg.label: Invalid attribute `label` in property conversion: "done"}}
  "llvm.intr.dbg.label"() <{label = "done"}> : () -> ()
  func.return
}

// -----

// A missing scope.
func.func @f() {
  // expected-error @+1 {{'llvm.intr.experimental.noalias.scope.decl' op requires attribute 'scope'}}
  "llvm.intr.experimental.noalias.scope.decl"() : () -> ()
  func.return
}

// -----

#group = #llvm.access_group<id = distinct[0]<>>
// Alias scopes that are access groups.
func.func @f(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{'llvm.intr.memcpy' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  "llvm.intr.memcpy"(%p, %p, %n) <{alias_scopes = [#group], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  func.return
}

// -----

// TBAA tags that are no array.
func.func @f(%p: !llvm.ptr, %n: i64) {
  // expected-error @+1 {{invalid properties {isVolatile = false, tbaa = 3 : i64} for op llvm.intr.memset: Invalid attribute `tbaa` in property conversion: 3 : i64}}
  "llvm.intr.memset"(%p, %p, %n) <{isVolatile = false, tbaa = 3}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  func.return
}

// -----

// An intrinsic op without a custom form, written in custom form.
func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.intr.abs' has no custom assembly form}}
  %0 = llvm.intr.abs %a : i32
  func.return
}
