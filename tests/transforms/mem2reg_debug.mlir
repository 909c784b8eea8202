// RUN-DIFF: --split-input-file --mem2reg
// RUN-DIFF: --split-input-file --mem2reg --mlir-print-debuginfo --mlir-print-local-scope

// The variable a llvm.intr.dbg.declare describes is described by a
// llvm.intr.dbg.value of each value stored and of each merge point's
// argument; a llvm.intr.dbg.value of the pointer itself describes
// llvm.mlir.undef.
#file = #llvm.di_file<"vars.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "vars", file = #file, line = 1, subprogramFlags = Definition>
#x = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
#y = #llvm.di_local_variable<scope = #sp, name = "y", file = #file, line = 3, type = #int>
llvm.func @vars(%c: i1, %a: i32, %b: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i32 : (i32) -> !llvm.ptr loc("alloca-x")
  %q = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.intr.dbg.declare #x = %p : !llvm.ptr loc("declare-x")
  llvm.intr.dbg.value #y = %q : !llvm.ptr
  llvm.store %a, %p : i32, !llvm.ptr loc("store-a")
  llvm.store %a, %q : i32, !llvm.ptr
  llvm.cond_br %c, ^then, ^join
^then:
  llvm.store %b, %p : i32, !llvm.ptr loc("store-b")
  llvm.br ^join
^join:
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.load %q : !llvm.ptr -> i32
  %r = llvm.add %v, %w : i32
  llvm.return %r : i32
}
