// Optimization hints, variadic arguments, the stack, thread-locals,
// annotations, traps and exception handling intrinsics.
llvm.mlir.global external thread_local @counter(0 : i32) : i32
llvm.mlir.global private constant @text("note\00") : !llvm.array<5 x i8>
llvm.mlir.global external constant @type_info() : !llvm.ptr

llvm.func @hints(%c: i1, %x: i64, %p: !llvm.ptr) -> i64 {
  "llvm.intr.assume"(%c) : (i1) -> ()
  %0 = llvm.intr.expect %x, %x : i64
  %1 = llvm.intr.expect.with.probability %x, %x, 5.000000e-01 : i64
  %2 = llvm.intr.ssa.copy %x : i64
  %3 = "llvm.intr.is.constant"(%x) : (i64) -> i1
  %4 = "llvm.intr.is.constant"(%p) : (!llvm.ptr) -> i1
  llvm.return %1 : i64
}

llvm.func @variadic(%n: i32, ...) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  %2 = llvm.alloca %0 x !llvm.array<24 x i8> : (i32) -> !llvm.ptr
  llvm.intr.vastart %1 : !llvm.ptr
  llvm.intr.vacopy %1 to %2 : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %2 : !llvm.ptr
  llvm.intr.vaend %1 : !llvm.ptr
  llvm.return
}

llvm.func @stack_and_threads() -> !llvm.ptr {
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  %1 = llvm.mlir.addressof @counter : !llvm.ptr
  %2 = "llvm.intr.threadlocal.address"(%1) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

llvm.func @annotations(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.mlir.addressof @text : !llvm.ptr
  %1 = llvm.mlir.constant(7 : i32) : i32
  "llvm.intr.var.annotation"(%p, %0, %0, %1, %0) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  %2 = "llvm.intr.ptr.annotation"(%p, %0, %0, %1, %0) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  %3 = "llvm.intr.annotation"(%x, %0, %0, %1) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
  llvm.return %3 : i32
}

llvm.func @traps(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 12 : i8}> : () -> ()
  "llvm.intr.trap"() : () -> ()
  llvm.unreachable
^bb2:
  llvm.return
}

llvm.func @selector() -> i32 {
  %0 = llvm.mlir.addressof @type_info : !llvm.ptr
  %1 = llvm.intr.eh.typeid.for %0 : (!llvm.ptr) -> i32
  llvm.return %1 : i32
}

llvm.func @constrained(%x: f64) -> f32 attributes {passthrough = ["strictfp"]} {
  %0 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %x dynamic strict : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %x tonearest maytrap : f64 to f32
  llvm.return %2 : f32
}
