//! Whole rendered diagnostics for malformed inputs, as insta snapshots: the
//! message, `file:line:col`, the source line and the caret, and notes. The
//! messages are MLIR's, and each is checked against MLIR 19 here: the
//! context of these cases registers only the builtin dialect, as
//! `mlir-minimal-opt-19` does (`mlir-opt-19` registers every dialect, which
//! its note for an unknown custom op lists).

use std::path::Path;
use std::process::Command;

use dialectic_oracle::Tool;
use dialectic_runtime::storage::diagnostics::{SourceFile, SourceManager};
use dialectic_runtime::text::parse;
use dialectic_runtime::verify::{VerifyOptions, verify};
use dialectic_runtime::{Context, Ir};

/// Parses and verifies `src`, returning the rendered diagnostic (or "ok").
fn diagnose(src: &str) -> String {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new();
    let mut sm = SourceManager::new();
    sm.add(SourceFile {
        name: "input.mlir".into(),
        text: src.into(),
    });
    match parse::parse_source_with_diagnostic(&ctx, &mut ir, "input.mlir", src) {
        Err(d) => sm.render(&d),
        Ok(top) => match verify(
            &ctx,
            &ir,
            top,
            VerifyOptions {
                print_op_on_diagnostic: true,
                ..Default::default()
            },
        ) {
            Err(d) => sm.render(&d),
            Ok(()) => "ok\n".into(),
        },
    }
}

const CASES: &[(&str, &str)] = &[
    ("undeclared_value", "\"x.a\"(%1) : (i32) -> ()\n"),
    (
        "redefined_value",
        "%0 = \"x.a\"() : () -> i32\n%0 = \"x.b\"() : () -> i32\n",
    ),
    (
        "type_mismatch",
        "%0 = \"x.a\"() : () -> i32\n\"x.b\"(%0) : (i64) -> ()\n",
    ),
    ("unclosed_type_list", "\"x.a\"() : () -> (i32\n"),
    ("result_count", "%0:2 = \"x.a\"() : () -> i32\n"),
    ("undefined_block", "\"x.a\"()[^bb1] : () -> ()\n"),
    ("undefined_alias", "\"x.a\"() {a = #foo} : () -> ()\n"),
    (
        "duplicate_key",
        "\"x.a\"() {a = 1 : i8, a = 2} : () -> ()\n",
    ),
    ("int_out_of_range", "\"x.a\"() {a = 300 : i8} : () -> ()\n"),
    ("operand_type_count", "\"x.a\"() : (i32) -> ()\n"),
    (
        "unterminated_string",
        "\"x.a\"() {a = \"abc\n} : () -> ()\n",
    ),
    (
        "redefined_block",
        "\"x.a\"() ({\n^bb0:\n^bb0:\n}) : () -> ()\n",
    ),
    (
        "unbalanced_dialect_type",
        "\"x.a\"() {a = !foo.bar<x} : () -> ()\n",
    ),
    ("float_for_int", "\"x.a\"() {a = 0.5 : i32} : () -> ()\n"),
    (
        "decimal_int_for_float",
        "\"x.a\"() {a = 5 : f32} : () -> ()\n",
    ),
    (
        "dense_shape",
        "\"x.a\"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()\n",
    ),
    (
        "loc_alias_never_defined",
        "\"x.a\"() : () -> () loc(#loc9)\n",
    ),
    ("custom_op_unknown", "x.a\n"),
    (
        "symbol_redefinition",
        "module {\n  \"x.f\"() {sym_name = \"a\"} : () -> ()\n  \"x.f\"() {sym_name = \"a\"} : () -> ()\n}\n",
    ),
    ("module_attribute_name", "module attributes {y} {\n}\n"),
    (
        "cross_block_dominance",
        "\"x.f\"() ({\n  \"x.br\"()[^bb2] : () -> ()\n^bb1:\n  %v = \"x.v\"() : () -> i32\n  \"x.br\"()[^bb2] : () -> ()\n^bb2:\n  \"x.use\"(%v) : (i32) -> ()\n}) : () -> ()\n",
    ),
    (
        "nested_too_deep",
        "\"x.a\"() {a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]} : () -> ()\n",
    ),
];

#[test]
fn diagnostics_render_as_mlir_does() {
    let mut all = String::new();
    for (name, src) in CASES {
        all.push_str(&format!("=== {name}\n{}", diagnose(src)));
    }
    insta::assert_snapshot!(all);
}

/// What `mlir-minimal-opt-19` reports for `src`, read from `input.mlir`:
/// its diagnostics, or "ok" when it accepts the input.
fn oracle_diagnose(minimal_opt: &Path, dir: &Path, src: &str) -> String {
    std::fs::write(dir.join("input.mlir"), src).expect("writing input.mlir");
    let out = dialectic_oracle::output(
        Tool::MlirMinimalOpt,
        Command::new(minimal_opt)
            .args([
                "--allow-unregistered-dialect",
                "-o",
                "/dev/null",
                "input.mlir",
            ])
            .current_dir(dir),
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    match out.status.code() {
        Some(0) if stderr.is_empty() => "ok\n".into(),
        Some(1) => stderr,
        _ => panic!("mlir-minimal-opt-19 exited with {}:\n{stderr}", out.status),
    }
}

#[test]
fn diagnostics_are_mlirs() {
    let Some(minimal_opt) = dialectic_oracle::path(Tool::MlirMinimalOpt) else {
        return;
    };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("diagnostic-snapshots");
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let mut failures = Vec::new();
    for (name, src) in CASES {
        let (theirs, ours) = (oracle_diagnose(minimal_opt, &dir, src), diagnose(src));
        if theirs != ours {
            failures.push(format!(
                "=== {name}\n--- mlir-minimal-opt-19\n{theirs}--- dialectic\n{ours}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join(""));
}
