; Composite types that refer to each other (through members, pointers and
; scopes), met from a global and a local variable in an order where a type
; translated inside a cycle is translated again outside it: MLIR's cache
; keeps a translation that depends on a self reference only while the
; type it refers to is being translated.
target triple = "x86_64-unknown-linux-gnu"
@g0 = global i32 0, !dbg !127
define void @f0(ptr %p) !dbg !129 {
  call void @llvm.dbg.value(metadata ptr %p, metadata !130, metadata !DIExpression()), !dbg !131
  ret void, !dbg !132
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug, globals: !{!127})
!1 = !DIFile(filename: "fuzz.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!101 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "S0", file: !1, line: 0, size: 0, elements: !{})
!115 = !DIDerivedType(tag: DW_TAG_member, name: "m0", scope: !102, file: !1, line: 0, baseType: !109, size: 64, offset: 0)
!102 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "S1", scope: !105, file: !1, line: 1, size: 64, elements: !{!115})
!116 = !DIDerivedType(tag: DW_TAG_member, name: "m0", scope: !103, file: !1, line: 0, baseType: !105, size: 64, offset: 0)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "m1", scope: !103, file: !1, line: 1, baseType: !101, size: 64, offset: 64)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "m2", scope: !103, file: !1, line: 2, baseType: !100, size: 64, offset: 128)
!103 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "S2", scope: !105, file: !1, line: 2, size: 192, elements: !{!116, !117, !118})
!119 = !DIDerivedType(tag: DW_TAG_member, name: "m0", scope: !104, file: !1, line: 0, baseType: !109, size: 64, offset: 0)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "m1", scope: !104, file: !1, line: 1, baseType: !112, size: 64, offset: 64)
!104 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "S3", file: !1, line: 3, size: 128, elements: !{!119, !120})
!121 = !DIDerivedType(tag: DW_TAG_member, name: "m0", scope: !105, file: !1, line: 0, baseType: !109, size: 64, offset: 0)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "m1", scope: !105, file: !1, line: 1, baseType: !109, size: 64, offset: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "m2", scope: !105, file: !1, line: 2, baseType: !111, size: 64, offset: 128)
!105 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "S4", file: !1, line: 4, size: 192, elements: !{!121, !122, !123})
!106 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "S5", file: !1, line: 5, size: 0, elements: !{})
!124 = !DIDerivedType(tag: DW_TAG_member, name: "m0", scope: !107, file: !1, line: 0, baseType: !113, size: 64, offset: 0)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "m1", scope: !107, file: !1, line: 1, baseType: !111, size: 64, offset: 64)
!107 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "S6", scope: !101, file: !1, line: 6, size: 128, elements: !{!124, !125})
!126 = distinct !DIGlobalVariable(name: "g0", scope: !0, file: !1, line: 0, type: !111, isLocal: false, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!128 = !DISubroutineType(types: !{null})
!129 = distinct !DISubprogram(name: "f0", scope: !1, file: !1, line: 0, type: !128, scopeLine: 0, spFlags: DISPFlagDefinition, unit: !0)
!130 = !DILocalVariable(name: "v0", scope: !129, file: !1, line: 0, type: !108)
!131 = !DILocation(line: 1, column: 1, scope: !129)
!132 = !DILocation(line: 99, column: 1, scope: !129)
