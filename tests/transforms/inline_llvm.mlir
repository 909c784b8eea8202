// RUN-DIFF: --split-input-file --inline
// RUN-DIFF: --split-input-file --inline --mlir-print-debuginfo
// RUN-DIFF: --split-input-file --pass-pipeline=builtin.module(inline{default-pipeline=})
// RUN-DIFF: --split-input-file --symbol-privatize=exclude=caller --inline

// Calls to llvm.func: plain, variadic (kept), `no_inline` (kept),
// passthrough `noinline` (inlined, as MLIR 19 does), and a callee with an
// alloca of constant size, moved to the caller's entry block with its
// lifetime marked.
llvm.func internal @callee(%arg0: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.add %arg0, %0 : i32
  llvm.return %1 : i32
}
llvm.func @vararg(%arg0: i32, ...) -> i32 {
  llvm.return %arg0 : i32
}
llvm.func @noinl(%arg0: i32) -> i32 attributes {passthrough = ["noinline"]} {
  llvm.return %arg0 : i32
}
llvm.func @noinl2(%arg0: i32) -> i32 attributes {no_inline} {
  llvm.return %arg0 : i32
}
llvm.func @alloc(%arg0: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
  llvm.store %arg0, %1 : i32, !llvm.ptr
  %2 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %2 : i32
}
llvm.func @caller(%arg0: i32, %c: i1) -> i32 {
  %0 = llvm.call @callee(%arg0) : (i32) -> i32
  %1 = llvm.call @vararg(%0) vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i32
  %2 = llvm.call @noinl(%1) : (i32) -> i32
  %3 = llvm.call @noinl2(%2) : (i32) -> i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %4 = llvm.call @alloc(%3) : (i32) -> i32
  llvm.return %4 : i32
^bb2:
  llvm.return %3 : i32
}

// -----

// The passthrough attributes that forbid inlining, a personality and
// `inalloca` arguments; others do not.
llvm.func @pers() -> i32
llvm.func @p_noduplicate(%arg0: i32) -> i32 attributes {passthrough = ["noduplicate"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_presplitcoroutine(%arg0: i32) -> i32 attributes {passthrough = ["presplitcoroutine"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_returns_twice(%arg0: i32) -> i32 attributes {passthrough = ["returns_twice"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_strictfp(%arg0: i32) -> i32 attributes {passthrough = ["strictfp"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_optnone(%arg0: i32) -> i32 attributes {passthrough = ["optnone"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_noinline(%arg0: i32) -> i32 attributes {passthrough = ["noinline"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_alwaysinline(%arg0: i32) -> i32 attributes {passthrough = ["alwaysinline"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_nounwind(%arg0: i32) -> i32 attributes {passthrough = ["nounwind"]} {
  llvm.return %arg0 : i32
}
llvm.func @p_pair(%arg0: i32) -> i32 attributes {passthrough = [["frame-pointer", "all"]]} {
  llvm.return %arg0 : i32
}
llvm.func @with_pers(%arg0: i32) -> i32 attributes {personality = @pers} {
  llvm.return %arg0 : i32
}
llvm.func @inalloca(%arg0: !llvm.ptr {llvm.inalloca = i32}) -> !llvm.ptr {
  llvm.return %arg0 : !llvm.ptr
}
llvm.func @always(%arg0: i32) -> i32 attributes {always_inline} {
  llvm.return %arg0 : i32
}
llvm.func @caller(%arg0: i32, %p: !llvm.ptr) -> i32 {
  %r0 = llvm.call @p_noduplicate(%arg0) : (i32) -> i32
  %r1 = llvm.call @p_presplitcoroutine(%r0) : (i32) -> i32
  %r2 = llvm.call @p_returns_twice(%r1) : (i32) -> i32
  %r3 = llvm.call @p_strictfp(%r2) : (i32) -> i32
  %r4 = llvm.call @p_optnone(%r3) : (i32) -> i32
  %r5 = llvm.call @p_noinline(%r4) : (i32) -> i32
  %r6 = llvm.call @p_alwaysinline(%r5) : (i32) -> i32
  %r7 = llvm.call @p_nounwind(%r6) : (i32) -> i32
  %r8 = llvm.call @p_pair(%r7) : (i32) -> i32
  %a = llvm.call @with_pers(%r8) : (i32) -> i32
  %b = llvm.call @always(%a) : (i32) -> i32
  %d = llvm.call @inalloca(%p) : (!llvm.ptr) -> !llvm.ptr
  %e = llvm.call @always(%b) {no_inline} : (i32) -> i32
  llvm.return %e : i32
}

// -----

// Side effects of every kind inline, `llvm.intr.vastart` does not;
// dynamic allocas get a stack save and restore; allocas of constant size
// in a callee of several blocks move to the caller's entry block (those
// of size 0 without lifetime markers); an inlined `llvm.unreachable`
// callee.
llvm.func @f_assume(%arg0: i1) {
  "llvm.intr.assume"(%arg0) : (i1) -> ()
  llvm.return
}
llvm.func @f_fence() {
  llvm.fence acquire
  llvm.return
}
llvm.func @f_trap() {
  "llvm.intr.trap"() : () -> ()
  llvm.return
}
llvm.func @f_asm(%arg0: i32) -> i32 {
  %0 = llvm.inline_asm "nop", "=r,r" %arg0 : (i32) -> i32
  llvm.return %0 : i32
}
llvm.func @f_stack() {
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.return
}
llvm.func @f_mem(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
llvm.func @f_atomic(%p: !llvm.ptr, %v: i32) -> i32 {
  %0 = llvm.atomicrmw add %p, %v seq_cst : !llvm.ptr, i32
  %1 = llvm.cmpxchg %p, %v, %0 acq_rel monotonic : !llvm.ptr, i32
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i1)>
  llvm.return %2 : i32
}
llvm.func @f_unreach() {
  llvm.unreachable
}
llvm.func @f_div(%a: i32, %b: i32) -> i32 {
  %0 = llvm.sdiv %a, %b : i32
  llvm.return %0 : i32
}
llvm.func @f_vastart(%p: !llvm.ptr) {
  llvm.intr.vastart %p : !llvm.ptr
  llvm.return
}
llvm.func @f_dyn(%n: i64) -> !llvm.ptr {
  %0 = llvm.alloca %n x i8 : (i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f_static_multi(%c: i1, %v: i32) -> i32 {
  %0 = llvm.mlir.constant(4 : i64) : i64
  %1 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %z = llvm.mlir.constant(0 : i64) : i64
  %2 = llvm.alloca %z x i8 : (i64) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %v, %1 : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %3 = llvm.load %1 : !llvm.ptr -> i32
  llvm.return %3 : i32
}
llvm.func @caller(%a: i32, %c: i1, %p: !llvm.ptr, %n: i64) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.call @f_assume(%c) : (i1) -> ()
  llvm.call @f_fence() : () -> ()
  llvm.call @f_trap() : () -> ()
  %1 = llvm.call @f_asm(%0) : (i32) -> i32
  llvm.call @f_stack() : () -> ()
  %v = llvm.trunc %1 : i32 to i8
  llvm.call @f_mem(%p, %p, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i8) -> ()
  %2 = llvm.call @f_atomic(%p, %1) : (!llvm.ptr, i32) -> i32
  %3 = llvm.call @f_div(%2, %a) : (i32, i32) -> i32
  llvm.call @f_vastart(%p) : (!llvm.ptr) -> ()
  %4 = llvm.call @f_dyn(%n) : (i64) -> !llvm.ptr
  %5 = llvm.call @f_static_multi(%c, %3) : (i1, i32) -> i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.call @f_unreach() : () -> ()
  llvm.unreachable
^bb2:
  llvm.return %5 : i32
}
