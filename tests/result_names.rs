//! Result names in custom forms (MLIR's `OpAsmOpInterface::getAsmResultNames`):
//! a test op names its results as `arith.constant` does, and the names it
//! gets after uniquing — across nested and sibling regions, result groups
//! and conflicts — must be the names `mlir-opt-19` gives `arith.constant`s
//! in the same program.

use std::process::Command;

use dialectic::registry::OpDefinition;
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::{AttrKind, Context, Ir};
use dialectic_oracle::Tool;

/// The program, with `CONST` standing for the constant op.
const PROGRAM: &str = r#"
"x.f"() ({
  %a = CONST 5 : i32
  %b = CONST 5 : i32
  %c = CONST 0 : index
  "x.r"() ({
    %d = CONST 5 : i32
    %e = CONST 7 : i64
    "x.r"() ({
      %f = CONST 5 : i32
    }) : () -> ()
  }) : () -> ()
  "x.r"() ({
    %g = CONST 5 : i32
  }) : () -> ()
  %h = CONST 5 : i32
  %i = CONST 0 : index
}) : () -> ()
"x.f"() ({
  %j = CONST 5 : i32
  %k = CONST 1 : i64
}) : () -> ()
"#;

fn value_names(text: &str, marker: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.contains(marker))
        .filter_map(|l| l.trim_start().split(" = ").next().map(str::to_string))
        .collect()
}

#[test]
fn constant_names_match_mlir_opt() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let mlir_src = PROGRAM.replace("CONST", "arith.constant");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("result_names.mlir");
    std::fs::write(&file, &mlir_src).expect("write");
    let out = dialectic_oracle::output(
        Tool::MlirOpt,
        Command::new(mlir_opt)
            .arg("--allow-unregistered-dialect")
            .arg(&file),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = value_names(&String::from_utf8_lossy(&out.stdout), "arith.constant");

    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_op(OpDefinition {
        inherent_attrs: &["value"],
        result_names: Some(|ctx, ir, op, set| {
            let props = ir.op_properties(op).expect("value");
            let value = ctx.dictionary_get(props, "value").expect("value");
            if let AttrKind::Integer { ty, value } = ctx.attr_kind(value) {
                let ty_text = dialectic::text::print::type_to_string(ctx, *ty);
                let v = value.to_decimal(true);
                let name = if ty_text == "index" {
                    format!("c{v}")
                } else {
                    format!("c{v}_{ty_text}")
                };
                set(0, &name);
            }
        }),
        ..OpDefinition::new("test.constant")
    });
    let ours_src = regex_lite_replace(PROGRAM);
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "t.mlir", &ours_src).expect("parses");
    let printed = print_op(&ctx, &ir, module, &PrintFlags::default());
    let actual = value_names(&printed, "test.constant");
    assert_eq!(actual, expected, "\n{printed}");
    // The generic form never uses result names.
    let generic = print_op(
        &ctx,
        &ir,
        module,
        &PrintFlags {
            generic: true,
            ..Default::default()
        },
    );
    assert!(!generic.contains("%c5"), "{generic}");
}

/// `CONST v : t` becomes the generic `"test.constant"() {value = v : t} : () -> t`.
fn regex_lite_replace(src: &str) -> String {
    src.lines()
        .map(|l| match l.split_once("CONST ") {
            Some((head, rest)) => {
                let ty = rest.split(" : ").nth(1).unwrap_or("i32");
                format!("{head}\"test.constant\"() {{value = {rest}}} : () -> {ty}")
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}
