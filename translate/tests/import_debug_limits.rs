//! Debug metadata nested deeper than the import follows (MLIR 19 recurses
//! without limit and overflows its stack some ten thousand levels down):
//! the import fails with a diagnostic instead, and just below the limit it
//! succeeds. The modules are built here, a chain of pointer types or of
//! inlined locations of the given length.

use dialectic_translate::import::import_llvm_ir;

/// A function whose argument has a type that is a chain of `depth` pointer
/// types.
fn pointer_chain(depth: usize) -> String {
    let mut s = String::from(
        "define void @f(ptr %x) !dbg !5 {\n\
         \x20 call void @llvm.dbg.value(metadata ptr %x, metadata !9, metadata !DIExpression()), !dbg !10\n\
         \x20 ret void\n}\n\
         declare void @llvm.dbg.value(metadata, metadata, metadata)\n",
    );
    s.push_str(&header());
    s.push_str(&format!(
        "!9 = !DILocalVariable(name: \"x\", arg: 1, scope: !5, file: !1, line: 1, type: !{})\n",
        100 + depth
    ));
    s.push_str("!10 = !DILocation(line: 1, column: 2, scope: !5)\n");
    s.push_str("!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)\n");
    for i in 1..=depth {
        s.push_str(&format!(
            "!{} = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{}, size: 64)\n",
            100 + i,
            99 + i
        ));
    }
    s
}

/// A function whose return has a location inlined `depth` times over.
fn inlined_chain(depth: usize) -> String {
    let mut s = String::from("define void @f(ptr %x) !dbg !5 {\n  ret void, !dbg !1000\n}\n");
    s.push_str(&header());
    for i in 0..depth {
        let inlined_at = if i + 1 < depth {
            format!(", inlinedAt: !{}", 1001 + i)
        } else {
            String::new()
        };
        s.push_str(&format!(
            "!{} = !DILocation(line: {}, column: 2, scope: !5{inlined_at})\n",
            1000 + i,
            i + 1
        ));
    }
    s
}

fn header() -> String {
    "!llvm.dbg.cu = !{!0}\n\
     !llvm.module.flags = !{!3}\n\
     !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)\n\
     !1 = !DIFile(filename: \"deep.c\", directory: \"/src\")\n\
     !3 = !{i32 2, !\"Debug Info Version\", i32 3}\n\
     !4 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n\
     !5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, unit: !0, spFlags: DISPFlagDefinition)\n\
     !6 = !DISubroutineType(types: !{null})\n"
        .to_string()
}

const TOO_DEEP: &str =
    "deep.ll:0:0: error: debug metadata nested more than 2048 levels deep is not supported\n";

#[test]
fn pointer_types_nested_too_deeply_are_a_diagnostic() {
    let result = import_llvm_ir("deep.ll", pointer_chain(3000).as_bytes());
    assert_eq!(result.err().as_deref(), Some(TOO_DEEP));
}

#[test]
fn pointer_types_nested_below_the_limit_are_imported() {
    let imported = import_llvm_ir("deep.ll", pointer_chain(1500).as_bytes())
        .expect("a chain of 1500 pointer types imports");
    assert!(
        imported
            .text
            .contains("#di1501 = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #di1500, sizeInBits = 64>"),
        "the outermost pointer type refers to the one below it"
    );
}

#[test]
fn locations_inlined_too_deeply_are_a_diagnostic() {
    let result = import_llvm_ir("deep.ll", inlined_chain(2500).as_bytes());
    assert_eq!(result.err().as_deref(), Some(TOO_DEEP));
}
