; Instructions the C corpus does not produce.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, float }
%opaque = type opaque

declare void @sink(...)
declare i32 @__gxx_personality_v0(...)

define float @arith(float %a, float %b, <4 x i32> %v, i1 %c) {
  %n = fneg fast float %a
  %s = fadd nnan ninf float %n, %b
  %m = fmul arcp contract float %s, %b
  %d = fdiv afn float %m, %a
  %r = frem reassoc float %d, %b
  %sel = select nsz i1 %c, float %r, float %a
  %sh = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 poison, i32 1, i32 0>
  %e = extractelement <4 x i32> %sh, i64 2
  %fz = freeze i32 %e
  %f = sitofp i32 %fz to float
  %t = fadd float %sel, %f
  ret float %t
}

define i64 @atomics(ptr %p, i64 %v) {
  %old = atomicrmw volatile umax ptr %p, i64 %v syncscope("singlethread") acq_rel, align 8
  %pair = cmpxchg weak volatile ptr %p, i64 %old, i64 %v syncscope("singlethread") acquire monotonic, align 8
  fence syncscope("singlethread") release
  %ld = load atomic i64, ptr %p seq_cst, align 8
  store atomic volatile i64 %ld, ptr %p release, align 8
  %got = extractvalue { i64, i1 } %pair, 0
  %sum = add nuw nsw i64 %got, %ld
  ret i64 %sum
}

define i32 @control(i32 %x, ptr %fn) {
entry:
  switch i32 %x, label %other [
    i32 0, label %zero
    i32 7, label %seven
    i32 9, label %seven
  ]
zero:
  br label %join
seven:
  %y = phi i32 [ 1, %entry ], [ 1, %entry ]
  br label %join
other:
  %r = call i32 %fn(i32 %x)
  br label %join
join:
  %v = phi i32 [ 0, %zero ], [ %y, %seven ], [ %r, %other ]
  %agg = insertvalue %pair undef, i32 %v, 0
  %back = extractvalue %pair %agg, 0
  ret i32 %back
dead:
  br label %dead
}

define i32 @unwind(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @control(i32 %x, ptr null) to label %cont unwind label %lpad
cont:
  %p = phi i32 [ %r, %entry ]
  ret i32 %p
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr null
  resume { ptr, i32 } %lp
}

define void @calls(ptr %q) {
  call void (...) @sink(i32 1, ptr %q)
  notail call void (...) @sink()
  ret void
}
