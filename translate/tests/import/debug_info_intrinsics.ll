; The debug intrinsics: each placed right after the definition of its
; operand (constants converted on the spot, function arguments and block
; arguments at the start of their block, an invoke's result in the block it
; dominates), several on one value in reverse order; argument lists and
; kill locations holding metadata dropped, poison and undef kept; labels.
target triple = "x86_64-unknown-linux-gnu"

@gv = global [2 x i32] zeroinitializer

define i32 @f(i32 %a, i1 %c) !dbg !10 {
entry:
  %x = add i32 %a, 1, !dbg !30
  call void @llvm.dbg.value(metadata i32 %x, metadata !20, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %x, metadata !21, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !30
  call void @llvm.dbg.value(metadata i32 %a, metadata !22, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 7, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 poison, metadata !21, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata !{}, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata !DIArgList(i32 %a, i32 %x), metadata !21, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata ptr getelementptr ([2 x i32], ptr @gv, i64 0, i64 1), metadata !23, metadata !DIExpression()), !dbg !31
  br i1 %c, label %then, label %join, !dbg !31

then:
  %y = mul i32 %x, 3, !dbg !32
  call void @llvm.dbg.label(metadata !40), !dbg !32
  br label %join, !dbg !32

join:
  %p = phi i32 [ %y, %then ], [ %x, %entry ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %p, metadata !22, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.label(metadata !41), !dbg !33
  ret i32 %p, !dbg !33
}

declare i32 @may_throw(i32)
declare i32 @__gxx_personality_v0(...)

define i32 @g(i32 %a) personality ptr @__gxx_personality_v0 !dbg !50 {
entry:
  %r = invoke i32 @may_throw(i32 %a)
          to label %ok unwind label %bad, !dbg !53
ok:
  call void @llvm.dbg.value(metadata i32 %r, metadata !52, metadata !DIExpression()), !dbg !53
  ret i32 %r, !dbg !53
bad:
  %lp = landingpad { ptr, i32 } cleanup, !dbg !53
  ret i32 0, !dbg !53
}

define i32 @h(i32 %a, i1 %c) personality ptr @__gxx_personality_v0 !dbg !54 {
entry:
  br i1 %c, label %inv, label %ok, !dbg !55
inv:
  %r = invoke i32 @may_throw(i32 %a)
          to label %ok unwind label %bad, !dbg !55
ok:
  ret i32 1, !dbg !55
bad:
  %lp = landingpad { ptr, i32 } cleanup, !dbg !55
  call void @llvm.dbg.value(metadata i32 %r, metadata !56, metadata !DIExpression()), !dbg !55
  ret i32 0, !dbg !55
}

define i32 @k(i32 %a) personality ptr @__gxx_personality_v0 !dbg !57 {
entry:
  %r = invoke i32 @may_throw(i32 %a)
          to label %ok unwind label %bad, !dbg !58
ok:
  %p = phi i32 [ %r, %entry ]
  call void @llvm.dbg.value(metadata i32 %r, metadata !59, metadata !DIExpression()), !dbg !58
  ret i32 %p, !dbg !58
bad:
  %lp = landingpad { ptr, i32 } cleanup, !dbg !58
  ret i32 0, !dbg !58
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "intrinsics.c", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !{!20, !21, !22})
!11 = !DISubroutineType(types: !{!3, !3, !4})
!20 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !3)
!21 = !DILocalVariable(name: "x1", scope: !10, file: !1, line: 3, type: !3)
!22 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !3)
!23 = !DILocalVariable(name: "q", scope: !10, file: !1, line: 4, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!30 = !DILocation(line: 2, column: 11, scope: !10)
!31 = !DILocation(line: 3, column: 5, scope: !10)
!32 = !DILocation(line: 5, column: 7, scope: !42)
!33 = !DILocation(line: 8, column: 3, scope: !10)
!40 = !DILabel(scope: !42, name: "again", file: !1, line: 5)
!41 = !DILabel(scope: !10, name: "done", file: !1, line: 8)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 10)
!50 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 20, type: !51, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0)
!51 = !DISubroutineType(types: !{!3, !3})
!52 = !DILocalVariable(name: "r", scope: !50, file: !1, line: 21, type: !3)
!53 = !DILocation(line: 21, column: 3, scope: !50)
!54 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 30, type: !11, scopeLine: 30, spFlags: DISPFlagDefinition, unit: !0)
!55 = !DILocation(line: 31, column: 3, scope: !54)
!56 = !DILocalVariable(name: "r", scope: !54, file: !1, line: 31, type: !3)
!57 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 40, type: !51, scopeLine: 40, spFlags: DISPFlagDefinition, unit: !0)
!58 = !DILocation(line: 41, column: 3, scope: !57)
!59 = !DILocalVariable(name: "r", scope: !57, file: !1, line: 41, type: !3)
