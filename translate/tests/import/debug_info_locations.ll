; Locations: instructions inlined twice over (call sites), lexical blocks of
; another file, a location without column, loops whose metadata holds
; their source range (kept when it is not inlined), a loop with three
; locations (an error at its branch, which keeps no annotation).
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(i32 %n) !dbg !10 {
entry:
  br label %loop, !dbg !30
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ], !dbg !31
  %j = add i32 %i, 1, !dbg !32
  %c = icmp slt i32 %j, %n, !dbg !33
  br i1 %c, label %loop, label %inl, !llvm.loop !40, !dbg !34
inl:
  br label %loop2, !dbg !35
loop2:
  %k = phi i32 [ 0, %inl ], [ %k1, %loop2 ]
  %k1 = add i32 %k, 2, !dbg !36
  %d = icmp slt i32 %k1, %n, !dbg !36
  br i1 %d, label %loop2, label %exit, !llvm.loop !43, !dbg !36
exit:
  ret i32 %j, !dbg !37
}

define void @g(i32 %n) !dbg !60 {
entry:
  br label %loop, !dbg !61
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1, !dbg !61
  %c = icmp slt i32 %j, %n, !dbg !61
  br i1 %c, label %loop, label %exit, !llvm.loop !64, !dbg !62
exit:
  ret void, !dbg !63
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, isOptimized: true, emissionKind: FullDebug)
!1 = !DIFile(filename: "locations.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !{!3, !3})
!12 = distinct !DISubprogram(name: "inner", scope: !1, file: !1, line: 20, type: !11, scopeLine: 20, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = distinct !DISubprogram(name: "middle", scope: !1, file: !1, line: 30, type: !11, scopeLine: 30, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = distinct !DILexicalBlock(scope: !12, file: !1, line: 21, column: 5)
!15 = !DILexicalBlockFile(scope: !14, file: !16, discriminator: 0)
!16 = !DIFile(filename: "inner.inc", directory: "/src/include")
!30 = !DILocation(line: 2, column: 3, scope: !10)
!31 = !DILocation(line: 22, column: 7, scope: !15, inlinedAt: !38)
!32 = !DILocation(line: 23, scope: !14, inlinedAt: !38)
!33 = !DILocation(line: 31, column: 9, scope: !13, inlinedAt: !39)
!34 = !DILocation(line: 0, scope: !10)
!35 = !DILocation(line: 4, column: 1, scope: !10)
!36 = !DILocation(line: 5, column: 2, scope: !10)
!37 = !DILocation(line: 6, column: 3, scope: !10)
!38 = distinct !DILocation(line: 32, column: 5, scope: !13, inlinedAt: !39)
!39 = distinct !DILocation(line: 3, column: 10, scope: !10)
!40 = distinct !{!40, !31, !33, !41}
!41 = !{!"llvm.loop.mustprogress"}
!43 = distinct !{!43, !36, !37, !44, !45}
!44 = !{!"llvm.loop.unroll.disable"}
!45 = !{!"llvm.loop.vectorize.width", i32 4}
!60 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 50, type: !65, scopeLine: 50, spFlags: DISPFlagDefinition, unit: !0)
!61 = !DILocation(line: 51, column: 2, scope: !60)
!62 = !DILocation(line: 52, column: 2, scope: !60)
!63 = !DILocation(line: 53, column: 2, scope: !60)
!64 = distinct !{!64, !61, !62, !63, !41}
!65 = !DISubroutineType(types: !{null, !3})
