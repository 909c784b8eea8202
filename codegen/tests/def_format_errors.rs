//! Type and attribute formats checked by Dialectic and by `mlir-tblgen-19
//! -gen-typedef-defs` on the same definition: each case (the parameters,
//! `?` marking optional ones, and the format) is accepted by both, or
//! rejected by both with the same first message, its caret at the same
//! place of the format.
//!
//! Environment: `MLIR_INCLUDE_DIR` overrides `/usr/lib/llvm-19/include`.

use std::process::Command;

use dialectic_codegen::asm_format::def_format::{DefParam, parse_def_format};
use dialectic_oracle::Tool;

/// (parameters, format).
const CASES: &[(&str, &str)] = &[
    // Accepted.
    ("a b", "`<` $a `,` $b `>`"),
    ("a b", "`<` params `>`"),
    ("a b?", "`<` struct(params) `>`"),
    ("a b", "`<` struct($b, $a) `>`"),
    ("a? b?", "(`<` struct(params)^ `>`)?"),
    ("a?", "(`<` $a^ `>`)?"),
    ("a?", "`<` (`none`) : ($a^)? `>`"),
    ("a? b", "`<` $b (`,` $a^)? `>`"),
    ("a b", "`<` $a custom<Foo>(ref($a), $b) `>`"),
    ("a", "`<` qualified($a) `>`"),
    ("a", "`<` ` ` $a `` `>` `\\n`"),
    ("a?", "(custom<Foo>($a)^)?"),
    ("a b", "`<` struct(params) `,` `>`"),
    ("a", "`<` custom<Foo>($a, \"code\") `>`"),
    // Rejected.
    ("a", "`<` $c `>`"),
    ("a", "`<` $a $a `>`"),
    ("a b", "`<` $a `>`"),
    ("a", "`<` ($a^)? `>`"),
    ("a?", "`<` ($a) `>`"),
    ("a?", "`<` ($a^) `>`"),
    ("a? b", "`<` struct($a, $b) `,` `>`"),
    ("a", "`<` struct($a) struct($a) `>`"),
    ("a", "`<` params params `>`"),
    ("a", "`<` $a params `>`"),
    ("a", "`<` custom<Foo>(ref($a)) `>`"),
    ("a", "`<` ref($a) `>`"),
    ("a", "`<` qualified(`x`) `>`"),
    ("a", "struct(struct($a))"),
    ("a", "(`x` struct(params)^)? `<` $a `>`"),
    ("a?", "($a)?"),
    ("a?", "(`x`^ $a)?"),
    ("a", "`<` $a `>` attr-dict"),
    ("a", "`<` type($a) `>`"),
    ("a", "`<` $a `%` `>`"),
    ("a", "(`x` $a^)?"),
    ("a?", "(struct($a)^)?"),
    ("a", "`<` \"str\" $a `>`"),
    ("a", "custom<Foo>(\"x\")"),
    ("a?", "`<` custom<Foo>($a, ref $a) `>`"),
    ("a?", "`<` custom<Foo>($a, ref($a `>`"),
    ("a?", "`<` ($a^ `>`"),
    ("a", "`<` $a^ `>`"),
    ("a", "`<` custom<Foo> `>`"),
    ("a", "`<` custom<>($a) `>`"),
    ("a", "`<` $ `>`"),
    ("a", "`<` $a `>` `"),
    ("a", "`<` struct() `>`"),
    ("a", "`<` struct(`x`) `>`"),
    ("a?", "(`<` $a^ `>`) : (`x` $a^)?"),
    ("a?", "(`<` $a^ $a `>`)?"),
    ("a? b?", "(`<` params^ `>`)? $a"),
    ("a", "`<` qualified($a, $a) `>`"),
    ("a?", "(custom<Foo>()^)?"),
    ("a", "`<` oilist(`x` $a) `>`"),
];

fn params(spec: &str) -> Vec<DefParam> {
    spec.split_whitespace()
        .map(|p| DefParam {
            name: p.trim_end_matches('?').to_string(),
            optional: p.ends_with('?'),
        })
        .collect()
}

/// The definition of a case for mlir-tblgen.
fn td(spec: &str, format: &str) -> String {
    let params: Vec<String> = spec
        .split_whitespace()
        .map(|p| match p.strip_suffix('?') {
            Some(name) => format!("OptionalParameter<\"int\">:${name}"),
            None => format!("\"int\":${p}"),
        })
        .collect();
    let escaped = format.replace('\\', "\\\\").replace('"', "\\\"");
    format!(
        "include \"mlir/IR/AttrTypeBase.td\"\n\
         include \"mlir/IR/OpBase.td\"\n\
         def D : Dialect {{ let name = \"d\"; }}\n\
         def T_X : TypeDef<D, \"X\"> {{\n\
         \x20 let mnemonic = \"x\";\n\
         \x20 let parameters = (ins {});\n\
         \x20 let assemblyFormat = \"{escaped}\";\n\
         }}\n",
        params.join(", ")
    )
}

/// mlir-tblgen's first error on the format: (caret offset, message), or
/// `None` when it accepts it.
fn mlir_tblgen(tblgen: &std::path::Path, spec: &str, format: &str) -> Option<(usize, String)> {
    let dir = std::env::temp_dir().join(format!("dialectic-def-format-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let file = dir.join("case.td");
    std::fs::write(&file, td(spec, format)).expect("writing");
    let include = std::env::var("MLIR_INCLUDE_DIR")
        .unwrap_or_else(|_| "/usr/lib/llvm-19/include".to_string());
    let out = dialectic_oracle::output(
        Tool::MlirTblgen,
        Command::new(tblgen)
            .arg("-gen-typedef-defs")
            .arg("-I")
            .arg(include)
            .arg(&file)
            .arg("-o")
            .arg(dir.join("out.inc")),
    );
    if out.status.success() {
        return None;
    }
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    // `error: message`, the format on the next line, then the caret.
    let mut lines = stderr.lines();
    let first = lines.next().unwrap_or_default();
    let message = first
        .strip_prefix("error: ")
        .unwrap_or_else(|| panic!("format {format:?}: unexpected mlir-tblgen output:\n{stderr}"));
    let _format_line = lines.next();
    let caret = lines.next().and_then(|l| l.find('^')).unwrap_or(0);
    Some((caret, message.to_string()))
}

#[test]
fn formats_are_checked_as_mlir_tblgen_19_checks_them() {
    let Some(tblgen) = dialectic_oracle::path(Tool::MlirTblgen) else {
        return;
    };
    let mut failures = Vec::new();
    let mut rejected = 0;
    for &(spec, format) in CASES {
        let expected = mlir_tblgen(tblgen, spec, format);
        rejected += usize::from(expected.is_some());
        let actual = parse_def_format(format, "T_X", &params(spec))
            .err()
            .map(|errors| (errors[0].offset, errors[0].message.clone()));
        if actual != expected {
            failures.push(format!(
                "({spec:?}, {format:?}):\n  Dialectic: {actual:?}\n  MLIR 19:   {expected:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Both kinds of case are there.
    assert!(rejected >= 30 && rejected + 10 <= CASES.len(), "{rejected}");
}
