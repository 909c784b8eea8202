// RUN-DIFF: --split-input-file --inline
// RUN-DIFF: --split-input-file --inline --mlir-print-op-generic
// RUN-DIFF: --split-input-file --inline --mlir-print-debuginfo
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{default-pipeline=})
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{default-pipeline=cse})
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{op-pipelines=func.func(cse,canonicalize)})
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{max-iterations=1})
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{inlining-threshold=0})
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{inlining-threshold=50})
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{inlining-threshold=150})
// RUN-DIFF: --split-input-file --inline --dump-pass-pipeline
// RUN-DIFF: --split-input-file --inline --cse --symbol-dce

// Direct calls and a chain of nested calls.
func.func private @leaf(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  return %0 : i32
}
func.func private @middle(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32
  %1 = call @leaf(%0) : (i32) -> i32
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @middle(%a) : (i32) -> i32
  return %0 : i32
}

// -----

// A callee with several blocks splits the caller's block.
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %0 = arith.muli %b, %b : i32
  return %0 : i32
}
func.func @use_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = call @select(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = arith.addi %0, %a : i32
  return %1 : i32
}
func.func @use_select_twice(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = call @select(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = call @select(%c, %b, %a) : (i1, i32, i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// Recursion: a function calling itself, and two calling each other.
func.func @fact(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done, ^rec
^done:
  return %c1 : i32
^rec:
  %m = arith.subi %n, %c1 : i32
  %r = call @fact(%m) : (i32) -> i32
  %p = arith.muli %n, %r : i32
  return %p : i32
}
func.func @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  %t = arith.constant true
  return %t : i1
^no:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @odd(%m) : (i32) -> i1
  return %r : i1
}
func.func @odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  %f = arith.constant false
  return %f : i1
^no:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @even(%m) : (i32) -> i1
  return %r : i1
}
func.func @use_fact(%n: i32) -> i32 {
  %0 = call @fact(%n) : (i32) -> i32
  %1 = call @even(%n) : (i32) -> i1
  %2 = arith.extui %1 : i1 to i32
  %3 = arith.addi %0, %2 : i32
  return %3 : i32
}

// -----

// An indirect call of a constant becomes a direct call, then is inlined.
func.func private @double(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
func.func @indirect(%a: f32) -> f32 {
  %f = func.constant @double : (f32) -> f32
  %0 = func.call_indirect %f(%a) : (f32) -> f32
  return %0 : f32
}

// -----

// Dead private callees go; public ones and declarations stay.
func.func private @unused(%a: i32) -> i32 {
  return %a : i32
}
func.func private @used_once() -> i64 {
  %c = arith.constant 7 : i64
  return %c : i64
}
func.func @public_callee() -> i64 {
  %c = arith.constant 8 : i64
  return %c : i64
}
func.func private @external(i64) -> i64
func.func @caller() -> (i64, i64, i64) {
  %0 = call @used_once() : () -> i64
  %1 = call @public_callee() : () -> i64
  %2 = call @external(%1) : (i64) -> i64
  return %0, %1, %2 : i64, i64, i64
}

// -----

// No results, several arguments, unused results, calls in nested blocks.
func.func private @sink(%a: i32, %b: i32) {
  return
}
func.func private @pair(%a: i32) -> (i32, i32) {
  %0 = arith.subi %a, %a : i32
  return %a, %0 : i32, i32
}
func.func @many(%a: i32, %c: i1) -> i32 {
  call @sink(%a, %a) : (i32, i32) -> ()
  %0:2 = call @pair(%a) : (i32) -> (i32, i32)
  cf.cond_br %c, ^bb1, ^bb2(%0#0 : i32)
^bb1:
  %1:2 = call @pair(%0#1) : (i32) -> (i32, i32)
  cf.br ^bb2(%1#1 : i32)
^bb2(%x: i32):
  return %x : i32
}
