//! Snapshots of rendered errors: each shows `file:line:col`, the source line
//! and a caret, and every independent error of a file is reported.

use dialectic_codegen::{SourceMap, load_str, render_diagnostics};

/// Evaluates `text` as `test.td` and renders its errors.
fn errors(text: &str) -> String {
    let mut sources = SourceMap::new();
    match load_str("test.td", text, &[], &mut sources) {
        Ok(_) => panic!("expected errors for:\n{text}"),
        Err(diagnostics) => render_diagnostics(&diagnostics, &sources),
    }
}

#[test]
fn syntax_error() {
    insta::assert_snapshot!(errors("class A {\n  int x = ;\n}\n"));
}

#[test]
fn syntax_error_missing_semicolon() {
    insta::assert_snapshot!(errors("class A {\n  int x = 1\n  int y = 2;\n}\n"));
}

#[test]
fn syntax_error_unterminated_string() {
    insta::assert_snapshot!(errors("def A {\n  string s = \"abc;\n}\n"));
}

#[test]
fn unknown_bang_operator() {
    insta::assert_snapshot!(errors("def A {\n  int x = !frobnicate(1);\n}\n"));
}

#[test]
fn unknown_class() {
    insta::assert_snapshot!(errors("class Op;\ndef AddOp : Op, Commutative;\n"));
}

#[test]
fn too_many_template_arguments() {
    insta::assert_snapshot!(errors(
        "class Pair<int a, int b>;\ndef P : Pair<1, 2, 3>;\n"
    ));
}

#[test]
fn missing_template_argument() {
    insta::assert_snapshot!(errors("class Pair<int a, int b = 0>;\ndef P : Pair;\n"));
}

#[test]
fn undefined_variable() {
    insta::assert_snapshot!(errors("def A {\n  int x = 1;\n  int y = !add(x, z);\n}\n"));
}

#[test]
fn undefined_field_in_let() {
    insta::assert_snapshot!(errors(
        "class A { int x = 1; }\ndef B : A {\n  let y = 2;\n}\n"
    ));
}

#[test]
fn undefined_field_access() {
    insta::assert_snapshot!(errors("def A { int x = 1; }\ndef B { int y = A.nope; }\n"));
}

#[test]
fn type_mismatch_in_let() {
    insta::assert_snapshot!(errors(
        "class A { int x = 1; }\ndef B : A {\n  let x = \"one\";\n}\n"
    ));
}

#[test]
fn type_mismatch_in_top_level_let() {
    insta::assert_snapshot!(errors(
        "class A { list<int> l = []; }\nlet l = [\"s\"] in\ndef B : A;\n"
    ));
}

#[test]
fn duplicate_def() {
    insta::assert_snapshot!(errors("def Twice;\ndef Once;\ndef Twice;\n"));
}

#[test]
fn include_not_found() {
    insta::assert_snapshot!(errors("include \"does/not/exist.td\"\ndef A;\n"));
}

#[test]
fn preprocessor_without_endif() {
    insta::assert_snapshot!(errors("#ifdef FOO\ndef A;\n"));
}

#[test]
fn unresolved_initializer() {
    insta::assert_snapshot!(errors("class A { int x; int y = x; }\ndef B : A;\n"));
}

#[test]
fn failed_assertion() {
    insta::assert_snapshot!(errors(
        "class Small<int n> {\n  assert !lt(n, 10), \"n is too large: \" # n;\n}\ndef S : Small<12>;\n"
    ));
}

#[test]
fn several_errors_in_one_file() {
    insta::assert_snapshot!(errors(
        "class Op<string name> { string opName = name; }\n\
         def A : Missing;\n\
         def B : Op<\"b\", \"extra\">;\n\
         def C : Op<\"c\"> { let opName = 3; }\n\
         def D { int x = undefined; }\n\
         def E : Op<\"e\">;\n\
         def E : Op<\"e again\">;\n"
    ));
}

#[test]
fn errors_in_included_files_name_that_file() {
    let dir = std::env::temp_dir().join(format!("dialectic-codegen-diag-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("inc.td"), "class A;\ndef Bad : Nope;\n").unwrap();
    let mut sources = SourceMap::new();
    let result = load_str(
        "main.td",
        "include \"inc.td\"\ndef Good : A;\n",
        std::slice::from_ref(&dir),
        &mut sources,
    );
    let rendered = render_diagnostics(&result.err().unwrap_or_default(), &sources);
    let _ = std::fs::remove_dir_all(&dir);
    let rendered = rendered.replace(&dir.display().to_string(), "<dir>");
    insta::assert_snapshot!(rendered);
}

/// A misspelt field in a dialect's `def` is one error: the def still
/// defines its name, so the class and the ops that name it evaluate.
#[test]
fn misspelt_field_is_one_error() {
    insta::assert_snapshot!(errors(
        "class Dialect { string name = \"\"; string summary = \"\"; }\n\
         class Op<Dialect d, string mnemonic> { Dialect opDialect = d; string opName = mnemonic; string summary = \"\"; }\n\
         def CF_Dialect : Dialect {\n  let name = \"cf\";\n  let sumary = \"Control flow\";\n}\n\
         class CF_Op<string mnemonic> : Op<CF_Dialect, mnemonic>;\n\
         def BranchOp : CF_Op<\"br\"> { let summary = \"branch\"; }\n\
         def CondBranchOp : CF_Op<\"cond_br\"> { let summary = \"conditional branch\"; }\n"
    ));
}

/// A class whose body fails stays defined with the fields that did
/// evaluate; what derives from it reports nothing more, while an
/// independent error elsewhere is still reported.
#[test]
fn failed_class_gives_one_error_and_independent_errors_still_show() {
    insta::assert_snapshot!(errors(
        "class Base { int x = 1; int y = undefined_thing; string s = \"\"; }\n\
         def A : Base { let s = \"a\"; let y = 2; }\n\
         def B : Base { let x = 3; }\n\
         def C { int z = also_undefined; }\n\
         def D { let w = 1; }\n"
    ));
}
