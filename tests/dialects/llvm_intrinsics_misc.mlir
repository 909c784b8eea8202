// The llvm dialect's other intrinsics: optimization hints, coroutines,
// exception type ids, traps, thread-local addresses and constrained
// floating-point truncation under every rounding mode and exception
// behaviour.
func.func @hints(%c: i1, %x: i32, %y: i64, %f: f32, %g: !llvm.ptr) {
  "llvm.intr.assume"(%c) : (i1) -> ()
  %0 = llvm.intr.expect %x, %x : i32
  %1 = llvm.intr.expect.with.probability %y, %y, 5.000000e-01 : i64
  %2 = llvm.intr.ssa.copy %f : f32
  %3 = llvm.intr.ssa.copy %g {test.note} : !llvm.ptr
  %4 = "llvm.intr.is.constant"(%x) : (i32) -> i1
  %5 = "llvm.intr.is.constant"(%g) : (!llvm.ptr) -> i1
  %6 = "llvm.intr.threadlocal.address"(%g) : (!llvm.ptr) -> !llvm.ptr
  func.return
}

func.func @coroutines(%align: i32, %p: !llvm.ptr, %token: !llvm.token, %final: i1) {
  %0 = llvm.intr.coro.id %align, %p, %p, %p : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %1 = llvm.intr.coro.size : i64
  %2 = llvm.intr.coro.align : i32
  %3 = llvm.intr.coro.begin %0, %p : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %4 = llvm.intr.coro.save %3 : (!llvm.ptr) -> !llvm.token
  %5 = llvm.intr.coro.suspend %4, %final : i8
  %6 = llvm.intr.coro.end %3, %final, %token : (!llvm.ptr, i1, !llvm.token) -> i1
  %7 = llvm.intr.coro.free %0, %3 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  llvm.intr.coro.resume %3 : !llvm.ptr
  %8 = llvm.intr.coro.promise %3, %align, %final : (!llvm.ptr, i32, i1) -> !llvm.ptr
  func.return
}

func.func @exceptions_and_traps(%info: !llvm.ptr) {
  %0 = llvm.intr.eh.typeid.for %info : (!llvm.ptr) -> i32
  "llvm.intr.debugtrap"() : () -> ()
  "llvm.intr.ubsantrap"() <{failureKind = 7 : i8}> : () -> ()
  "llvm.intr.trap"() : () -> ()
  func.return
}

func.func @constrained(%d: f64, %v: vector<4xf64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %d towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %d tonearest maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %d upward strict : f64 to f16
  %3 = llvm.intr.experimental.constrained.fptrunc %d downward ignore : f64 to f32
  %4 = llvm.intr.experimental.constrained.fptrunc %d tonearestaway ignore : f64 to bf16
  %5 = llvm.intr.experimental.constrained.fptrunc %v dynamic strict {test.note} : vector<4xf64> to vector<4xf32>
  func.return
}
