; Debug information nodes a C program does not produce: modules, namespaces,
; string types, subranges bounded by expressions and variables, Fortran-style
; array descriptors, address spaces, flags, declarations, calling
; conventions, enumerators and template parameters (dropped with the
; elements that hold them), a global's linkage name and extra data.
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !dbg !40
@h = internal global [4 x i8] zeroinitializer, !dbg !43

define void @f(ptr %p, i64 %n) !dbg !10 {
  call void @llvm.dbg.declare(metadata ptr %p, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !30
  call void @llvm.dbg.value(metadata i64 %n, metadata !21, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata ptr %p, metadata !22, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_LLVM_fragment, 0, 32)), !dbg !30
  call void @llvm.dbg.value(metadata ptr %p, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata ptr %p, metadata !24, metadata !DIExpression(DW_OP_constu, 3, DW_OP_minus)), !dbg !30
  call void @llvm.dbg.value(metadata ptr %p, metadata !25, metadata !DIExpression()), !dbg !30
  call void @g2(), !dbg !31
  ret void, !dbg !30
}

define void @g2() !dbg !50 {
  ret void, !dbg !51
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "a producer", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: GNU, globals: !{!40, !43})
!1 = !DIFile(filename: "nodes.cpp", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 3, isDecl: true)
!6 = !DINamespace(name: "ns", scope: !5, exportSymbols: true)
!7 = !DICompositeType(tag: DW_TAG_class_type, name: "C", scope: !6, file: !1, line: 5, size: 64, align: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !8, identifier: "_ZTSN2ns1CE")
!8 = !{!9, !60}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !7, file: !1, line: 6, baseType: !3, size: 32, flags: DIFlagPublic)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !7, file: !1, line: 7, baseType: !3, size: 4, offset: 32, flags: DIFlagBitField, extraData: i64 32)
!10 = distinct !DISubprogram(name: "f", linkageName: "_Z1fPvl", scope: !6, file: !1, line: 10, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !14)
!11 = !DISubroutineType(cc: DW_CC_LLVM_vectorcall, types: !12)
!12 = !{null, !13, !4}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 1)
!14 = !DISubprogram(name: "f", linkageName: "_Z1fPvl", scope: !6, file: !1, line: 10, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = !DILocalVariable(name: "p", arg: 1, scope: !10, file: !1, line: 10, type: !13)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 10, type: !4, align: 64)
!22 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 12, type: !26)
!23 = !DILocalVariable(name: "str", scope: !10, file: !1, line: 13, type: !27)
!24 = !DILocalVariable(name: "e", scope: !10, file: !1, line: 14, type: !28)
!25 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 15, type: !7)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 128, align: 32, elements: !32)
!27 = !DIStringType(name: "character(*)", stringLength: !21, stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8), stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref), size: 32, align: 8, encoding: DW_ATE_UTF)
!28 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", scope: !6, file: !1, line: 20, baseType: !3, size: 32, elements: !29, flags: DIFlagEnumClass)
!29 = !{!DIEnumerator(name: "A", value: 0), !DIEnumerator(name: "B", value: 1)}
!30 = !DILocation(line: 12, column: 3, scope: !10)
!31 = !DILocation(line: 13, column: 3, scope: !10)
!32 = !{!33, !34, !35}
!33 = !DISubrange(count: 4, lowerBound: 1)
!34 = !DISubrange(count: !21, stride: 8)
!35 = !DISubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref), upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 32, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 40, DW_OP_deref))
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "g", linkageName: "_ZN2ns1gE", scope: !6, file: !1, line: 30, type: !42, isLocal: false, isDefinition: true, align: 32)
!42 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!44 = distinct !DIGlobalVariable(name: "h", scope: !0, file: !1, line: 31, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "T", file: !1, line: 32, size: 32, elements: !46, templateParams: !47)
!46 = !{!DIDerivedType(tag: DW_TAG_member, name: "v", scope: !45, file: !1, line: 33, baseType: !3, size: 32), !DITemplateTypeParameter(name: "U", type: !3)}
!47 = !{!DITemplateTypeParameter(name: "U", type: !3)}
!50 = distinct !DISubprogram(name: "g2", scope: !1, file: !1, line: 40, type: !52, scopeLine: 40, spFlags: DISPFlagDefinition | DISPFlagLocalToUnit | DISPFlagMainSubprogram, unit: !0)
!51 = !DILocation(line: 41, column: 1, scope: !DILexicalBlockFile(scope: !53, file: !54, discriminator: 2))
!52 = !DISubroutineType(types: !{null})
!53 = distinct !DILexicalBlock(scope: !50, file: !1, line: 40, column: 20)
!54 = !DIFile(filename: "inc.h", directory: "/src/include")
