// Attributes of the llvm dialect in every form their formats allow:
// optional groups, structs with optional and default-valued parameters
// given in any order, lists, DWARF names, expressions, target features,
// memory effects, alias scopes and access groups (with distinct ids), and
// nested attributes printed without their prefix when they have no alias.
#di_file = #llvm.di_file<"dbg.c" in "/tmp">
#dom = #llvm.alias_scope_domain<id = distinct[1]<>, description = "d">
module attributes {
  test.a1 = #llvm.di_subrange<count = 4 : i64>,
  test.a2 = #llvm.di_expression<[DW_OP_deref, DW_OP_constu(4)]>,
  test.a3 = #llvm.access_group<id = distinct[0]<>>,
  test.a4 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom>,
  test.a5 = #llvm.tbaa_member<#llvm.tbaa_root, 4>,
  test.a6 = #llvm.vscale_range<minRange = 1 : i32, maxRange = 4 : i32>,
  test.a7 = #llvm.target_features<["+sse", "-avx"]>,
  test.a8 = #llvm.target_features<[]>,
  test.a9 = #llvm.di_string_type<tag = DW_TAG_string_type, name = "s", encoding = DW_ATE_ASCII>,
  test.b1 = #llvm.di_null_type,
  test.b2 = #llvm.di_expression<>,
  test.b3 = #llvm.di_expression<[DW_OP_LLVM_fragment(0, 32), DW_OP_plus_uconst(8), DW_OP_stack_value]>,
  test.b4 = #llvm.undef, test.b5 = #llvm.poison, test.b6 = #llvm.zero,
  test.b7 = #llvm.memory_effects<inaccessibleMem = write, other = none, argMem = read>,
  test.b8 = #llvm.di_module<file = #di_file, name = "m", isDecl = true>,
  test.b9 = #llvm.di_namespace<name = "ns", exportSymbols = false>,
  test.c1 = #llvm.tbaa_root, test.c2 = #llvm.tbaa_root<>, test.c3 = #llvm.tbaa_root<id = "r">,
  test.c4 = #llvm.tbaa_tag<access_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>, base_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root<id = "r">, 0>}>, offset = 0, constant = true>,
  test.c5 = #llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "s", members = {<#llvm.tbaa_root, 0>, <#llvm.tbaa_root, 8>}>, access_type = #llvm.tbaa_type_desc<id = "char", members = {<#llvm.tbaa_root, 0>}>, offset = 8, constant = false>,
  test.d1 = #llvm.loop_annotation<disableNonforced = true, vectorize = <disable = false, width = 4 : i32>, unroll = #llvm.loop_unroll<count = 8 : i32>, mustProgress = true, parallelAccesses = #llvm.access_group<id = distinct[3]<>>, #llvm.access_group<id = distinct[4]<>>>,
  test.d2 = #llvm.loop_vectorize<followupAll = <isVectorized = true>>,
  test.d3 = #llvm.loop_interleave<count = 2 : i32>,
  test.d4 = #llvm.loop_unroll_and_jam<disable = true>,
  test.d5 = #llvm.loop_licm<disable = true, versioningDisable = false>,
  test.d6 = #llvm.loop_distribute<disable = true>,
  test.d7 = #llvm.loop_pipeline<initiationinterval = 2 : i32>,
  test.d8 = #llvm.loop_peeled<count = 3 : i32>,
  test.d9 = #llvm.loop_unswitch<partialDisable = true>,
  test.e1 = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 0, encoding = DW_ATE_signed>,
  test.e2 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, dwarfAddressSpace = 0>,
  test.e3 = #llvm.di_derived_type<tag = DW_TAG_typedef, name = "t", baseType = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "char", sizeInBits = 8, encoding = DW_ATE_signed_char>>,
  test.e4 = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #llvm.di_null_type, flags = "Public|Vector", sizeInBits = 64, elements = #llvm.di_subrange<count = 4 : i64>>,
  test.e5 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", flags = FwdDecl>,
  test.e6 = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #llvm.di_null_type>,
  test.e7 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = <id = distinct[6]<>, sourceLanguage = DW_LANG_C99, file = #di_file, producer = "p", isOptimized = false, emissionKind = LineTablesOnly, nameTableKind = GNU>, scope = #di_file, name = "f", linkageName = "_f", file = #di_file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = <types = #llvm.di_null_type>>,
  test.e8 = #llvm.di_lexical_block_file<scope = #di_file, file = #di_file, discriminator = 0>,
  test.e9 = #llvm.di_label<scope = #llvm.di_lexical_block<scope = #di_file, line = 2>, name = "l", file = #di_file, line = 5>,
  test.f1 = #llvm.di_global_variable_expression<var = <scope = #di_file, name = "g", file = #di_file, line = 1, type = #llvm.di_null_type, isLocalToUnit = true, isDefined = true, alignInBits = 32>, expr = <>>,
  test.f2 = #llvm.di_local_variable<scope = #di_file, name = "x", arg = 1, alignInBits = 8>,
  test.f3 = #llvm.di_subprogram<scope = #di_file, file = #di_file, subprogramFlags = Definition>
} {
}
