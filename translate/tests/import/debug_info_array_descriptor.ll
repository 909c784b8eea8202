; An array type with a descriptor (data location, rank, allocation and
; association expressions): MLIR 19 prints the composite type with its
; elements before these parameters, and cannot read that back.
target triple = "x86_64-unknown-linux-gnu"

define void @f(ptr %p) !dbg !10 {
  call void @llvm.dbg.value(metadata ptr %p, metadata !20, metadata !DIExpression()), !dbg !30
  ret void, !dbg !30
}

declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.f90", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !{null})
!20 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 2, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 32, elements: !{!22}, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_push_object_address, DW_OP_deref), allocated: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref), rank: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref))
!22 = !DISubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 24, DW_OP_deref), upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 32, DW_OP_deref))
!30 = !DILocation(line: 2, column: 3, scope: !10)
