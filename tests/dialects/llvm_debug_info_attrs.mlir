// Debug-info, TBAA and loop attributes as clang-19 -g -O1 and
// mlir-translate-19 --import-llvm produce them for a small C function,
// held by module attributes: aliases, their order and numbering,
// distinct ids, nested attributes and locations.
#di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#di_basic_type1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
#di_file = #llvm.di_file<"dbg.c" in "/tmp">
#loc = loc("dbg.c":3:42)
#loc1 = loc("dbg.c":3:86)
#loop_unroll = #llvm.loop_unroll<disable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, producer = "Debian clang version 19.1.7 (3~deb12u1)", isOptimized = true, emissionKind = Full, nameTableKind = None>
#di_derived_type = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #di_basic_type, sizeInBits = 32>
#di_derived_type1 = #llvm.di_derived_type<tag = DW_TAG_member, name = "b", baseType = #di_basic_type1, sizeInBits = 32, offsetInBits = 32>
#di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #di_file, line = 1, sizeInBits = 64, elements = #di_derived_type, #di_derived_type1>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#di_derived_type2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di_composite_type, sizeInBits = 64>
#di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_derived_type2, #di_basic_type>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
#di_lexical_block = #llvm.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 3, column = 42>
#di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "n", file = #di_file, line = 3, arg = 2, type = #di_basic_type>
#di_local_variable1 = #llvm.di_local_variable<scope = #di_subprogram, name = "s", file = #di_file, line = 3, arg = 1, type = #di_derived_type2>
#di_local_variable2 = #llvm.di_local_variable<scope = #di_subprogram, name = "acc", file = #di_file, line = 3, type = #di_basic_type>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "S", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc2, 4>}>
#di_local_variable3 = #llvm.di_local_variable<scope = #di_lexical_block, name = "i", file = #di_file, line = 3, type = #di_basic_type>
#loc2 = loc(fused<#di_lexical_block>[#loc])
#loc3 = loc(fused<#di_lexical_block>[#loc1])
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc1, offset = 0>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, startLoc = #loc2, endLoc = #loc3>
module attributes {test.a0 = #di_basic_type, test.a1 = #di_basic_type1, test.a2 = #di_file, test.a3 = #loop_unroll, test.a4 = #tbaa_root, test.a5 = #di_compile_unit, test.a6 = #di_derived_type, test.a7 = #di_derived_type1, test.a8 = #di_composite_type, test.a9 = #tbaa_type_desc, test.a10 = #di_derived_type2, test.a11 = #di_subroutine_type, test.a12 = #tbaa_type_desc1, test.a13 = #tbaa_type_desc2, test.a14 = #di_subprogram, test.a15 = #di_lexical_block, test.a16 = #di_local_variable, test.a17 = #di_local_variable1, test.a18 = #di_local_variable2, test.a19 = #tbaa_type_desc3, test.a20 = #di_local_variable3, test.a21 = #tbaa_tag, test.a22 = #loop_annotation} {
}
