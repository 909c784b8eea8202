// Debug locations: the subprogram of a function (definitions and
// declarations), the `!dbg` of each instruction from its op's location
// (file locations in the function's subprogram, fused locations with a
// lexical block or lexical block file scope, merged fused locations,
// call sites as inlined-at chains, names), branches standing for repeated
// successors, loop annotations with source locations, and the debug
// intrinsics as debug records. Ops without a translatable location have
// none; debug intrinsics without one are dropped.
#file = #llvm.di_file<"locs.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "dialectic", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#int_ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64>
#sty = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "f", file = #file, line = 3, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #sty>
#sp_inlined = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "h", file = #file, line = 20, scopeLine = 20, subprogramFlags = "Definition|Optimized", type = #sty>
#sp_decl = #llvm.di_subprogram<scope = #file, name = "g", file = #file, line = 1, subprogramFlags = Optimized, type = #sty>
#sp_loop = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #cu, scope = #file, name = "loop", file = #file, line = 40, scopeLine = 40, subprogramFlags = Definition>
#x = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 3, arg = 1, alignInBits = 32, type = #int>
#block = #llvm.di_lexical_block<scope = #sp, file = #file, line = 6, column = 2>
#block_file = #llvm.di_lexical_block_file<scope = #block, file = #file, discriminator = 3>
#y = #llvm.di_local_variable<scope = #block, name = "y", file = #file, line = 7, type = #int>
#p = #llvm.di_local_variable<scope = #block, name = "p", file = #file, line = 8, type = #int_ptr>
#label = #llvm.di_label<scope = #sp, name = "done", file = #file, line = 15>
#loop_start = loc(fused<#sp_loop>["locs.c":41:3])
#loop_end = loc(fused<#sp_loop>["locs.c":44:3, "locs.c":44:9])
#loop = #llvm.loop_annotation<disableNonforced = true, mustProgress = true, startLoc = #loop_start, endLoc = #loop_end>
module {
  llvm.func @g(i32) -> i32 loc(fused<#sp_decl>["locs.c":1:1])
  llvm.func @f(%arg0: i32) -> i32 {
    %c1 = llvm.mlir.constant(1 : i32) : i32 loc(fused<#sp>["locs.c":4:1])
    llvm.intr.dbg.value #x = %arg0 : i32 loc(fused<#sp>["locs.c":3:10])
    %0 = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr loc(fused<#block>["locs.c":8:3])
    llvm.intr.dbg.declare #p = %0 : !llvm.ptr loc(fused<#block>["locs.c":8:3])
    %1 = llvm.add %arg0, %c1 : i32 loc(fused<#block>["locs.c":6:3])
    llvm.intr.dbg.value #y #llvm.di_expression<[DW_OP_constu(4), DW_OP_minus, DW_OP_stack_value]> = %1 : i32 loc(fused<#block>["locs.c":7:5])
    %2 = llvm.mul %1, %1 : i32 loc(fused<#block_file>["locs.c":6:4])
    llvm.store %2, %0 : i32, !llvm.ptr loc(fused<#block>["locs.c":8:5])
    %3 = llvm.call @g(%2) : (i32) -> i32 loc(callsite(fused<#sp_inlined>["locs.c":21:1] at callsite(fused<#sp_inlined>["locs.c":22:7] at fused<#sp>["locs.c":9:2])))
    %4 = llvm.sub %3, %1 : i32 loc(fused<#sp>["locs.c":10:2, "locs.c":11:5])
    %5 = llvm.sub %4, %1 : i32 loc(fused<#sp>["locs.c":12:2, "locs.c":12:5])
    %6 = llvm.sub %5, %1 : i32 loc("name"(fused<#sp>["locs.c":13:5]))
    %7 = llvm.sub %6, %1 : i32 loc("other.c":14:5)
    %8 = llvm.sub %7, %1 : i32 loc(callsite("unscoped.c":1:1 at fused<#sp>["locs.c":14:9]))
    %9 = llvm.icmp "slt" %8, %1 : i32 loc(unknown)
    llvm.cond_br %9, ^bb1(%8 : i32), ^bb1(%7 : i32) loc(fused<#sp>["locs.c":14:12])
  ^bb1(%10: i32):
    llvm.intr.dbg.label #label loc(fused<#sp>["locs.c":15:1])
    llvm.intr.dbg.value #y = %10 : i32 loc(unknown)
    llvm.return %10 : i32 loc(fused<#sp>["locs.c":16:1])
  } loc(fused<#sp>["locs.c":3:1])
  llvm.func @loop(%arg0: i1) {
    llvm.br ^bb1 loc(fused<#sp_loop>["locs.c":41:3])
  ^bb1:
    llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #loop} loc(fused<#sp_loop>["locs.c":44:3])
  ^bb2:
    llvm.return loc(fused<#sp_loop>["locs.c":45:1])
  } loc(fused<#sp_loop>["locs.c":40:1])
  llvm.func @no_subprogram(%arg0: i32) -> i32 {
    llvm.intr.dbg.value #x = %arg0 : i32 loc("locs.c":50:1)
    llvm.return %arg0 : i32 loc("locs.c":51:1)
  }
}
