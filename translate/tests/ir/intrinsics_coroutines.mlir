// Coroutine intrinsics (`llvm.coro.*`) and debug intrinsics, which are
// dropped when the op has no debug location (LLVM needs one on them).
#file = #llvm.di_file<"coro.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
#label = #llvm.di_label<scope = #sp, name = "done", file = #file, line = 3>
llvm.func @coroutine(%promise: !llvm.ptr, %fn: !llvm.ptr, %mem: !llvm.ptr) -> !llvm.ptr {
  %align = llvm.mlir.constant(8 : i32) : i32
  %null = llvm.mlir.zero : !llvm.ptr
  %false = llvm.mlir.constant(false) : i1
  %none = llvm.mlir.none : !llvm.token
  %0 = llvm.intr.coro.id %align, %promise, %fn, %null : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %1 = llvm.intr.coro.size : i64
  %2 = llvm.intr.coro.align : i64
  %3 = llvm.intr.coro.begin %0, %mem : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %4 = llvm.intr.coro.save %3 : (!llvm.ptr) -> !llvm.token
  %5 = llvm.intr.coro.suspend %4, %false : i8
  %6 = llvm.intr.coro.promise %3, %align, %false : (!llvm.ptr, i32, i1) -> !llvm.ptr
  %7 = llvm.intr.coro.free %0, %3 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %8 = llvm.intr.coro.end %3, %false, %none : (!llvm.ptr, i1, !llvm.token) -> i1
  llvm.intr.coro.resume %3 : !llvm.ptr
  llvm.return %3 : !llvm.ptr
}

llvm.func @debug(%x: i32, %p: !llvm.ptr) {
  llvm.intr.dbg.value #var = %x : i32
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.label #label
  llvm.return
}
