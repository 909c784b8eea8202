; A personality that is no function is skipped with a warning at the
; function's location: its subprogram's, else unknown.
@g = global i32 0
define void @f() personality ptr getelementptr (i8, ptr @g, i64 4) !dbg !5 {
  ret void, !dbg !10
}
define void @h() personality ptr getelementptr (i8, ptr @g, i64 4) {
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "p.c", directory: "/d")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 7, type: !6, scopeLine: 1, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !{null})
!10 = !DILocation(line: 1, column: 2, scope: !5)
