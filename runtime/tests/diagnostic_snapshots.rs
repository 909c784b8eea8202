//! Whole rendered diagnostics for malformed inputs, as insta snapshots: the
//! message, `file:line:col`, the source line and the caret, and notes. The
//! messages are MLIR's; `tests/verify_diagnostics.rs` and the lit tests check
//! many of them against `mlir-opt-19` directly.

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
