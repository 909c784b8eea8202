//! `!toy.struct`, a type of one's own with a declarative format and a type
//! interface (`SizedType`, as MLIR's `DataLayoutTypeInterface`): printed
//! as written, rejected with MLIR's messages, and its size and alignment
//! found at run time through the interface.

use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::{Context, Ir, Type};
use dialectic_user_dialect::context;
use dialectic_user_dialect::toy::{self, SizedType};

/// The result types of the ops of `src`, and the module printed.
fn parse_types(ctx: &Context, src: &str) -> (Vec<Type>, String) {
    let mut ir = Ir::new();
    let module = parse::parse_source_with_diagnostic(ctx, &mut ir, "t.mlir", src)
        .unwrap_or_else(|d| panic!("{}", d.message));
    let types = ir
        .collect_ops(module)
        .iter()
        .flat_map(|&op| ir.results(op))
        .map(|v| ir.value_type(v))
        .collect();
    (types, print_op(ctx, &ir, module, &PrintFlags::default()))
}

const SOURCE: &str = r#"%0 = "x.source"() : () -> !toy.struct<f64, tensor<2x3xf64>>
%1 = "x.source"() : () -> !toy.struct<f64 padding 24>
%2 = "x.source"() : () -> !toy.struct<!toy.struct<f64, f64>, tensor<*xf64> padding 0>
%3 = "x.source"() : () -> i32
"#;

#[test]
fn struct_types_print_as_written() {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let (_, printed) = parse_types(&ctx, SOURCE);
    assert_eq!(
        printed,
        r#"module {
  %0 = "x.source"() : () -> !toy.struct<f64, tensor<2x3xf64>>
  %1 = "x.source"() : () -> !toy.struct<f64 padding 24>
  %2 = "x.source"() : () -> !toy.struct<!toy.struct<f64, f64>, tensor<*xf64>>
  %3 = "x.source"() : () -> i32
}
"#
    );
}

#[test]
fn sizes_and_alignments_through_the_interface() {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let (types, _) = parse_types(&ctx, SOURCE);
    let layout: Vec<Option<(u64, u64)>> = types
        .iter()
        .map(|&ty| {
            let sized = ctx.type_interface::<dyn SizedType>(ty)?;
            Some((sized.size_in_bytes(&ctx, ty), sized.alignment(&ctx, ty)))
        })
        .collect();
    // 8 + 6 * 8 bytes, aligned to the size's power of two, at most 16; 8
    // bytes and padding; a nested struct through its interface and an
    // unranked tensor of unknown size; a builtin type has no interface.
    assert_eq!(
        layout,
        [Some((56, 16)), Some((32, 16)), Some((16, 16)), None]
    );
    let made = toy::StructType::get(&ctx, vec![ctx.f64_type()], 0);
    assert_eq!(toy::StructType.alignment(&ctx, made), 8);
}

#[test]
fn struct_type_errors_are_mlir_errors() {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new();
    let src = "%0 = \"x.source\"() : () -> !toy.struct<f64 padding x>\n";
    let error =
        parse::parse_source_with_diagnostic(&ctx, &mut ir, "t.mlir", src).expect_err("an error");
    assert_eq!(error.message, "expected integer value");
}
