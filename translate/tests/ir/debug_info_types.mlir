// Debug info types, scopes and global variables: basic, derived (with
// address spaces and extra data), composite types (distinct structures,
// unions, enumerations and classes; uniqued arrays and vectors, with
// subranges of every bound kind), a recursive structure, string and
// subroutine types, namespaces and modules, and the `dbg_expr` of globals
// with the global variable expressions their compile unit lists.
#file = #llvm.di_file<"types.c" in "/src">
#other = #llvm.di_file<"other.h" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C_plus_plus_14, file = #file, producer = "dialectic", isOptimized = false, emissionKind = Full, nameTableKind = GNU>
#cu2 = #llvm.di_compile_unit<id = distinct[1]<>, sourceLanguage = DW_LANG_Fortran95, file = #other, isOptimized = true, emissionKind = LineTablesOnly>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#char = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>
#void = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "decltype(nullptr)">
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 64, dwarfAddressSpace = 3>
#const = #llvm.di_derived_type<tag = DW_TAG_const_type, baseType = #char>
#member_a = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #int, sizeInBits = 32>
#member_b = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #ptr, sizeInBits = 64, offsetInBits = 64>
#point = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "point", file = #file, line = 4, sizeInBits = 128, alignInBits = 64, elements = #member_a, #member_b>
#color = #llvm.di_composite_type<tag = DW_TAG_enumeration_type, name = "color", file = #file, line = 9, baseType = #int, sizeInBits = 32>
#bits = #llvm.di_composite_type<tag = DW_TAG_union_type, name = "bits", file = #file, line = 12, flags = "TypePassByValue|NonTrivial", sizeInBits = 32>
#klass = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "klass", file = #file, line = 15, flags = FwdDecl>
#static = #llvm.di_derived_type<tag = DW_TAG_member, name = "count", baseType = #int, extraData = #int>
#array = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #int, sizeInBits = 320, elements = #llvm.di_subrange<count = 10 : i64>, #llvm.di_subrange<lowerBound = 1 : i64, upperBound = 4 : i64, stride = 2 : i64>>
#deref = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>
#dyn_range = #llvm.di_subrange<count = #deref>
#dyn_array = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #char, elements = #dyn_range>
#dyn = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #dyn_array, dataLocation = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_deref]>, rank = #llvm.di_expression<[DW_OP_lit1]>, allocated = #llvm.di_expression<[DW_OP_lit0]>, associated = #llvm.di_expression<[DW_OP_lit1]>>
#vector = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #char, flags = Vector, sizeInBits = 128, elements = #llvm.di_subrange<count = 16 : i64>>
#self = #llvm.di_composite_type<tag = DW_TAG_null, recId = distinct[2]<>>
#self_ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#next = #llvm.di_derived_type<tag = DW_TAG_member, name = "next", baseType = #self_ptr, sizeInBits = 64>
#node = #llvm.di_composite_type<tag = DW_TAG_structure_type, recId = distinct[2]<>, name = "node", file = #file, line = 20, sizeInBits = 64, elements = #next>
#string = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(*)", sizeInBits = 32, alignInBits = 8, stringLengthExp = #llvm.di_expression<[DW_OP_push_object_address, DW_OP_plus_uconst(8)]>, encoding = DW_ATE_UTF>
#fn_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #llvm.di_null_type, #int, #llvm.di_null_type>
#ns = #llvm.di_namespace<name = "geometry", scope = #file, exportSymbols = true>
#mod = #llvm.di_module<file = #other, scope = #cu2, name = "shapes", configMacros = "-DX", includePath = "/inc", apinotes = "shapes.apinotes", line = 3, isDecl = true>
#sp = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #ns, name = "area", linkageName = "_ZN8geometry4areaEv", file = #file, line = 30, scopeLine = 31, subprogramFlags = Definition, type = #fn_type>
#g_point = #llvm.di_global_variable<scope = #ns, name = "origin", linkageName = "_ZN8geometry6originE", file = #file, line = 40, type = #point, isLocalToUnit = false, isDefined = true, alignInBits = 64>
#g_array = #llvm.di_global_variable<scope = #cu, name = "table", file = #file, line = 41, type = #array, isDefined = true>
#g_misc = #llvm.di_global_variable<scope = #cu, name = "misc", file = #file, line = 42, type = #node, isLocalToUnit = true, isDefined = true>
#g_mod = #llvm.di_global_variable<scope = #mod, name = "in_module", file = #other, line = 5, type = #string, isDefined = true>
#g_sp = #llvm.di_global_variable<scope = #sp, name = "counter", file = #file, line = 32, type = #color, isLocalToUnit = true, isDefined = true>
#g_none = #llvm.di_global_variable<name = "loose", file = #file, line = 43, type = #dyn>
#g_bits = #llvm.di_global_variable<scope = #cu, name = "bits", file = #file, line = 44, type = #bits, isDefined = true>
#g_klass = #llvm.di_global_variable<scope = #cu, name = "k", file = #file, line = 45, type = #klass, isDefined = true>
#g_vec = #llvm.di_global_variable<scope = #cu, name = "v", file = #file, line = 46, type = #vector, isDefined = true>
#g_misc2 = #llvm.di_global_variable<scope = #cu, name = "misc2", file = #file, line = 47, type = #const>
#g_void = #llvm.di_global_variable<scope = #cu, name = "nothing", file = #file, line = 48, type = #void, isDefined = true>
module {
  llvm.mlir.global external @origin() {dbg_expr = #llvm.di_global_variable_expression<var = #g_point>} : !llvm.struct<(i32, ptr)>
  llvm.mlir.global external @table(dense<0> : tensor<10xi32>) {dbg_expr = #llvm.di_global_variable_expression<var = #g_array, expr = <[DW_OP_LLVM_fragment(0, 32)]>>} : !llvm.array<10 x i32>
  llvm.mlir.global internal @misc(0 : i64) {dbg_expr = #llvm.di_global_variable_expression<var = #g_misc, expr = <>>} : i64
  llvm.mlir.global external @in_module(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #g_mod>} : i32
  llvm.mlir.global internal @counter(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #g_sp, expr = <[DW_OP_constu(4), DW_OP_stack_value]>>} : i32
  llvm.mlir.global external @loose(0 : i8) {dbg_expr = #llvm.di_global_variable_expression<var = #g_none>} : i8
  llvm.mlir.global external @bits(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #g_bits>} : i32
  llvm.mlir.global external @k(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #g_klass>} : i32
  llvm.mlir.global external @v(0 : i32) {dbg_expr = #llvm.di_global_variable_expression<var = #g_vec>} : i32
  llvm.mlir.global external @misc2(0 : i8) {dbg_expr = #llvm.di_global_variable_expression<var = #g_misc2>} : i8
  llvm.mlir.global external @nothing(0 : i8) {dbg_expr = #llvm.di_global_variable_expression<var = #g_void>} : i8
  llvm.mlir.global external @table_high(dense<0> : tensor<10xi32>) {dbg_expr = #llvm.di_global_variable_expression<var = #g_array, expr = <[DW_OP_LLVM_fragment(32, 32)]>>} : !llvm.array<10 x i32>
  llvm.func @area() -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  } loc(fused<#sp>["types.c":30:1])
}
