// The llvm dialect's debug intrinsics (a variable's address or value, with
// or without a location expression, and a label) and the no-alias scope
// declaration, with the debug information and alias scope attributes they
// name. Aliases are numbered in the order the printed form meets them: the
// generic form reads an op's properties and discardable attributes sorted by
// name, the custom form its properties first.
#file = #llvm.di_file<"debug.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = Definition>
#x = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #int>
#y = #llvm.di_local_variable<scope = #sp, name = "y", file = #file, line = 3, arg = 1, type = #int>
#u = #llvm.di_local_variable<scope = #sp, name = "u", file = #file, line = 5, type = #int>
#w = #llvm.di_local_variable<scope = #sp, name = "w", file = #file, line = 6, type = #int>
#s = #llvm.di_local_variable<scope = #sp, name = "s", file = #file, line = 7, type = #int>
#t = #llvm.di_local_variable<scope = #sp, name = "t", file = #file, line = 8, type = #int>
#label = #llvm.di_label<scope = #sp, name = "done", file = #file, line = 4>
#domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "f">
#scope = #llvm.alias_scope<id = distinct[3]<>, domain = #domain>
func.func @debug(%p: !llvm.ptr, %v: i32) {
  llvm.intr.dbg.declare #x = %p : !llvm.ptr
  llvm.intr.dbg.declare #x #llvm.di_expression<[DW_OP_deref]> = %p : !llvm.ptr
  llvm.intr.dbg.value #y = %v : i32
  llvm.intr.dbg.value #y #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %v : i32
  llvm.intr.dbg.label #label
  llvm.intr.experimental.noalias.scope.decl #scope
  func.return
}

func.func @alias_order(%p: !llvm.ptr) {
  "llvm.intr.dbg.declare"(%p) <{varInfo = #u}> {test.variable = #w} : (!llvm.ptr) -> ()
  "llvm.intr.dbg.declare"(%p) <{varInfo = #s}> {zz.variable = #t} : (!llvm.ptr) -> ()
  func.return
}
