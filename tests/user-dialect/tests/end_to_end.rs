//! The user dialects end to end: programs parsed, verified and printed
//! (and printed again from the printed text), ops built with the typed
//! builders, and verifier messages from the generated checks and the
//! hand-written hooks.

use dialectic::storage::builder::OpBuilder;
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::typed::{I1, TypedValue};
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir};
use dialectic_user_dialect::{context, everything, toy};

/// Parses, verifies and prints `src`; the error message otherwise.
fn round_trip(ctx: &Context, src: &str) -> Result<String, String> {
    let mut ir = Ir::new();
    let module =
        parse::parse_source_with_diagnostic(ctx, &mut ir, "t.mlir", src).map_err(|d| d.message)?;
    verify(
        ctx,
        &ir,
        module,
        VerifyOptions {
            print_op_on_diagnostic: false,
            ..Default::default()
        },
    )
    .map_err(|d| d.message)?;
    Ok(print_op(ctx, &ir, module, &PrintFlags::default()))
}

/// `src` prints as `expected`, and `expected` prints as itself (ops of
/// the unregistered dialect `x` allowed).
fn assert_prints(src: &str, expected: &str) {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let printed = round_trip(&ctx, src).unwrap_or_else(|e| panic!("{e}\nin:\n{src}"));
    assert_eq!(printed, expected);
    let again = round_trip(&ctx, &printed).unwrap_or_else(|e| panic!("{e}\nin:\n{printed}"));
    assert_eq!(again, expected, "printing the printed text changes it");
}

#[test]
fn toy_program_parses_verifies_and_prints() {
    assert_prints(
        r#"
module {
  %a = toy.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %t = toy.transpose(%a : tensor<2x2xf64>) to tensor<2x2xf64>
  %s = toy.add %a, %t : tensor<2x2xf64>
  %m = toy.mul %s, %s {note = "squared"} : tensor<2x2xf64>
  toy.print %m : tensor<2x2xf64>
  toy.print %m as pretty : tensor<2x2xf64>
}
"#,
        "module {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
  %1 = toy.transpose(%0 : tensor<2x2xf64>) to tensor<2x2xf64>
  %2 = toy.add %0, %1 : tensor<2x2xf64>
  %3 = toy.mul %2, %2 {note = \"squared\"} : tensor<2x2xf64>
  toy.print %3 : tensor<2x2xf64>
  toy.print %3 as pretty : tensor<2x2xf64>
}
",
    );
}

/// Shape inference through the dialect's `ShapeInference` interface:
/// unranked results get the shapes their operands give.
#[test]
fn toy_shapes_inferred_through_the_interface() {
    let ctx = context();
    let mut ir = Ir::new();
    let src = r#"
%a = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
%t = toy.transpose(%a : tensor<2x3xf64>) to tensor<*xf64>
%m = toy.mul %t, %t : tensor<*xf64>
toy.print %m : tensor<*xf64>
"#;
    let module = parse::parse_source(&ctx, &mut ir, "t.mlir", src).expect("parses");
    toy::infer_shapes(&ctx, &mut ir, module);
    verify(&ctx, &ir, module, VerifyOptions::default()).expect("verifies");
    assert_eq!(
        print_op(&ctx, &ir, module, &PrintFlags::default()),
        "module {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %2 = toy.mul %1, %1 : tensor<3x2xf64>
  toy.print %2 : tensor<3x2xf64>
}
"
    );
}

#[test]
fn toy_generic_form_has_the_default_style() {
    let ctx = context();
    let mut ir = Ir::new();
    let src = "%0 = toy.constant dense<1.0> : tensor<3xf64>\ntoy.print %0 : tensor<3xf64>\n";
    let module = parse::parse_source(&ctx, &mut ir, "t.mlir", src).expect("parses");
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    assert_eq!(
        print_op(&ctx, &ir, module, &flags),
        "\"builtin.module\"() ({
  %0 = \"toy.constant\"() <{value = dense<1.000000e+00> : tensor<3xf64>}> : () -> tensor<3xf64>
  \"toy.print\"(%0) <{style = 0 : i32}> : (tensor<3xf64>) -> ()
}) : () -> ()
"
    );
}

#[test]
fn toy_verifier_messages() {
    let ctx = context();
    let err = |src: &str| round_trip(&ctx, src).unwrap_err();
    assert_eq!(
        err("%0 = \"toy.constant\"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<3xf64>"),
        "'toy.constant' op failed to verify that all of {value, result} have same type"
    );
    assert_eq!(
        err("%0 = \"toy.constant\"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>"),
        "'toy.constant' op result #0 must be tensor of 64-bit float values, but got 'tensor<2xi32>'"
    );
    assert_eq!(
        err(
            "%0 = toy.constant dense<1.0> : tensor<2xf64>\n%1 = \"toy.add\"(%0, %0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<3xf64>"
        ),
        "'toy.add' op requires the same type for all operands and results"
    );
}

/// The `test` dialect's checks of its attributes: on ops (before the op's
/// own checks) and on function arguments (within `func.func`'s); a warning
/// is reported and the op verifies.
#[test]
fn dialect_attribute_checks() {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let err = |src: &str| round_trip(&ctx, src).unwrap_err();
    assert_eq!(
        err("\"x.op\"() {test.unit_only = 1 : i64} : () -> ()"),
        "'test.unit_only' must be a unit attribute"
    );
    assert!(round_trip(&ctx, "\"x.op\"() {test.unit_only} : () -> ()").is_ok());
    assert_eq!(
        err("func.func private @f(i32, i32 {test.positive = 0 : i64})"),
        "'func.func' op argument #1: 'test.positive' must be positive"
    );
    assert_eq!(
        err("func.func private @f(i32 {plain = 0 : i64})"),
        "'func.func' op arguments may only have dialect attributes"
    );
    let mut ir = Ir::new();
    let src = "\"x.op\"() {test.note} : () -> ()";
    let module = parse::parse_source(&ctx, &mut ir, "t.mlir", src).expect("parses");
    let mut reported = Vec::new();
    let verifies = dialectic::verify::verify_reporting(
        &ctx,
        &ir,
        module,
        VerifyOptions::default(),
        &mut |d| reported.push((d.severity, d.message)),
    );
    assert!(verifies);
    assert_eq!(
        reported,
        [(
            dialectic::storage::diagnostics::Severity::Warning,
            "'test.note' is set".to_string()
        )]
    );
}

#[test]
fn toy_ops_from_typed_builders() {
    let ctx = context();
    let mut ir = Ir::new();
    let mut b = OpBuilder::new(&mut ir);
    let module = dialectic::dialects::builtin::ModuleOp::build(&ctx, &mut b, None);
    let region = b.ir().region_of(module.0, 0);
    let body = b.ir().entry_block(region).expect("a body block");
    let mut b = OpBuilder::at_end(&mut ir, body);
    let f64 = ctx.f64_type();
    let ty = ctx.intern_type(dialectic::TypeKind::RankedTensor {
        shape: vec![2],
        element: f64,
        encoding: None,
    });
    let value = ctx.intern_attr(dialectic::AttrKind::DenseElements {
        ty,
        splat: true,
        elements: dialectic::storage::attributes::DenseElements::Bits(vec![
            dialectic::storage::float::from_f64(
                dialectic::storage::float::FloatSemantics::F64,
                2.0,
            ),
        ]),
    });
    // The result type is the value's (AllTypesMatch).
    let c = toy::ConstantOp::builder(&ctx).value(value).build(&mut b);
    let x = c.result(&ctx, b.ir());
    // The result type of `toy.add` is its operands' (SameOperandsAndResultType).
    let sum = toy::AddOp::builder(&ctx).lhs(x).rhs(x).build(&mut b);
    let s = sum.result(&ctx, b.ir());
    toy::PrintOp::builder(&ctx)
        .input(s)
        .style(toy::PrintStyle::Pretty)
        .build(&mut b);
    assert_eq!(sum.lhs(&ctx, &ir), x);
    verify(&ctx, &ir, module.0, VerifyOptions::default()).expect("verifies");
    assert_eq!(
        print_op(&ctx, &ir, module.0, &PrintFlags::default()),
        "module {
  %0 = toy.constant dense<2.000000e+00> : tensor<2xf64>
  %1 = toy.add %0, %0 : tensor<2xf64>
  toy.print %1 as pretty : tensor<2xf64>
}
"
    );
}

#[test]
fn every_feature_parses_verifies_and_prints() {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    // `test.yield` prints as `yield` inside `test.regions` (its default
    // dialect), which the parser does not read back yet, so this program is
    // printed once.
    let printed = round_trip(&ctx, EVERY_FEATURE).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(printed, EVERY_FEATURE_PRINTED);
}

/// Every op of the `test` dialect in its custom form.
const EVERY_FEATURE: &str = r#"module {
  %0 = "x.source"() : () -> i1
  %1 = "x.source"() : () -> i32
  %2 = "x.source"() : () -> i64
  test.attrs @s, @t, blue, <read, write> unit <{anything = 1 : i8, count = 3 : i32, enabled = true, extra = {}, items = [], label = "l", scale = 1.500000e+00 : f32, shape = array<i32: 2>, size = 4 : i64, ty = i8}>
  test.attrs @s, @t, red, <none> <{anything = "x", count = 3 : i32, enabled = false, extra = {a}, items = [1], label = "", note = "n", scale = 0.000000e+00 : f32, seven = 8 : i32, shape = array<i32>, size = 0 : i64, ty = f32}> {other = 1}
  %first, %opt, %many:2 = test.values high %0 maybe %1 : i32 rest(%2, %1 : i64, i32) -> f32, index, index
  test.groups (%1), (%2, %1) : (i32), (i64, i32)
  %cmp, %twin = test.relations %1, %1 : i32
  %3 = test.same %1, %1, %1 : i32
  %4:2 = test.types %1(%2, %1) : (i64, i32) -> (f32, i8)
  %5 = test.all[%1, %2] : i32, i64 -> f64
  %6:2 = "test.same_size"(%1, %2) : (i32, i64) -> (i8, i16)
  test.regions {
    test.yield %1 : i32
  } others {
    "x.inner"() : () -> ()
  }, {
  }
  test.regions attributes {a = 1} {
  }
  test.isolated @iso {
    "x.op"() : () -> ()
  }
  test.clauses a(%1) nowait 42
  %hooked = test.hooked %1
  %7 = test.built %0, 5
  %8 = test.infer %2 : i64
  "test.manual"() : () -> ()
  "x.region"() ({
    test.branch ^bb1(%1 : i32), [^bb2, ^bb1] with %2 : i64
  ^bb1:
    test.jump ^bb2 fast
  ^bb2:
    test.jump ^bb1, ^bb2 slow
  }) : () -> ()
}
"#;

/// [`EVERY_FEATURE`] as printed: bit enum groups, default-valued
/// attributes left out, names of several results, the default dialect,
/// predecessor comments and the newline of `test.jump`.
const EVERY_FEATURE_PRINTED: &str = "module {
  %0 = \"x.source\"() : () -> i1
  %1 = \"x.source\"() : () -> i32
  %2 = \"x.source\"() : () -> i64
  test.attrs @s, @t, blue, <all> unit <{anything = 1 : i8, count = 3 : i32, enabled = true, extra = {}, items = [], label = \"l\", scale = 1.500000e+00 : f32, shape = array<i32: 2>, size = 4 : i64, ty = i8}>
  test.attrs @s, @t, red, <none> <{anything = \"x\", count = 3 : i32, enabled = false, extra = {a}, items = [1], label = \"\", note = \"n\", scale = 0.000000e+00 : f32, seven = 8 : i32, shape = array<i32>, size = 0 : i64, ty = f32}> {other = 1 : i64}
  %first, %opt, %many:2 = test.values high %0 maybe %1 : i32 rest(%2, %1 : i64, i32) -> f32, index, index
  test.groups (%1), (%2, %1) : (i32), (i64, i32)
  %cmp, %twin = test.relations %1, %1 : i32
  %3 = test.same %1, %1, %1 : i32
  %4:2 = test.types %1(%2, %1) : (i64, i32) -> (f32, i8)
  %5 = test.all[%1, %2] : i32, i64 -> f64
  %6:2 = \"test.same_size\"(%1, %2) : (i32, i64) -> (i8, i16)
  test.regions {
    yield %1 : i32
  } others {
    \"x.inner\"() : () -> ()
  }, {
  }
  test.regions attributes {a = 1 : i64} {
  }
  test.isolated @iso {
    \"x.op\"() : () -> ()
  }
  test.clauses a(%1) nowait 42
  %hooked = test.hooked %1
  %7 = test.built %0, 5
  %8 = test.infer %2 : i64
  \"test.manual\"() : () -> ()
  \"x.region\"() ({
    test.branch ^bb1(%1 : i32), [^bb2, ^bb1] with %2 : i64
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb2
    test.jump ^bb2 fast
    
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    test.jump ^bb1, ^bb2 slow
    
  }) : () -> ()
}
";

/// The interfaces of the `test` dialect: `CountingOpInterface`, whose
/// `impl` for `test.same` is generated (a body over the op and a trait
/// default), and `DescribeOpInterface`, implemented by hand for
/// `test.hooked` with the trait's default `tag`.
#[test]
fn generated_interface_methods() {
    use everything::{CountingOpInterface, DescribeOpInterface};
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let src = r#"module {
  %0 = "x.source"() : () -> i32
  %1 = test.same %0, %0, %0 : i32
  %2 = test.hooked %0
}
"#;
    let mut ir = Ir::new();
    let module = parse::parse_source_with_diagnostic(&ctx, &mut ir, "t.mlir", src)
        .unwrap_or_else(|d| panic!("{}", d.message));
    let ops = ir.collect_ops(module);
    let same = ops
        .iter()
        .find_map(|&op| everything::SameOp::from_op(&ctx, &ir, op))
        .expect("a test.same");
    assert_eq!(same.operand_count(&ctx, &ir, 0), 3);
    assert_eq!(same.operand_count(&ctx, &ir, 2), 5);
    assert_eq!(same.counting_name(&ctx, &ir), "counting");
    let hooked = ops
        .iter()
        .find_map(|&op| everything::HookedOp::from_op(&ctx, &ir, op))
        .expect("a test.hooked");
    assert_eq!(hooked.describe(&ctx, &ir, "> "), "> test.hooked of an i32");
    assert_eq!(hooked.tag(&ctx, &ir), "test");
    // Through a trait object, as a pass holding any counting op would.
    let counting: &dyn CountingOpInterface = &same;
    assert_eq!(counting.operand_count(&ctx, &ir, 1), 4);
}

/// The bytes values of the given types take, for the types whose
/// definition implements `WidthTypeInterface` (the others are skipped):
/// code written once over a type interface, found at run time.
fn total_bytes(ctx: &Context, types: &[dialectic::Type]) -> (u32, usize) {
    use everything::WidthTypeInterface;
    let mut bytes = 0;
    let mut skipped = 0;
    for &ty in types {
        match ctx.type_interface::<dyn WidthTypeInterface>(ty) {
            Some(width) => bytes += width.byte_width(ctx, ty),
            None => skipped += 1,
        }
    }
    (bytes, skipped)
}

/// `WidthTypeInterface` with its generated `impl` (`!test.pair`: the
/// width parameter) and a hand-written `bit_width` (`!test.hand`: eight
/// bits per character of the name), `BoundsAttrInterface` of
/// `#test.range`, looked up by type and attribute.
#[test]
fn type_and_attribute_interfaces() {
    use everything::{BoundsAttrInterface, WidthTypeInterface};
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let src = r#"module {
  %0 = "x.source"() : () -> !test.pair<12, i32>
  %1 = "x.source"() : () -> !test.hand<"bob">
  %2 = "x.source"() : () -> i32
  test.symbols %0 : <12, i32> <-1 to 2 : index>
}
"#;
    let mut ir = Ir::new();
    let module = parse::parse_source_with_diagnostic(&ctx, &mut ir, "t.mlir", src)
        .unwrap_or_else(|d| panic!("{}", d.message));
    let ops = ir.collect_ops(module);
    let types: Vec<dialectic::Type> = ops
        .iter()
        .flat_map(|&op| ir.results(op))
        .map(|v| ir.value_type(v))
        .collect();
    assert_eq!(total_bytes(&ctx, &types), (2 + 3, 1));
    let pair = types[0];
    let width = ctx
        .type_interface::<dyn WidthTypeInterface>(pair)
        .expect("!test.pair has a width");
    assert_eq!(width.bit_width(&ctx, pair), 12);
    assert_eq!(width.byte_width(&ctx, pair), 2);
    let hand = types[1];
    assert_eq!(everything::HandType.bit_width(&ctx, hand), 24);

    let symbols = ops
        .iter()
        .find_map(|&op| everything::SymbolsOp::from_op(&ctx, &ir, op))
        .expect("a test.symbols");
    let range = dialectic::op_support::inherent_or_discardable(&ctx, &ir, symbols.0, "range")
        .expect("a range");
    let bounds = ctx
        .attr_interface::<dyn BoundsAttrInterface>(range)
        .expect("#test.range has bounds");
    assert_eq!(bounds.bounds(&ctx, range), (-1, 2));
    assert!(bounds.contains(&ctx, range, 0));
    assert!(!bounds.contains(&ctx, range, 3));
    assert!(
        ctx.attr_interface::<dyn BoundsAttrInterface>(ctx.unit_attr())
            .is_none()
    );
    assert!(
        ctx.type_interface::<dyn BoundsAttrInterface>(pair)
            .is_none(),
        "an attribute interface is not a type's"
    );
}

/// An interface of the test dialect found at run time, a default method
/// that changes the IR, and integer ranges of a user op.
#[test]
fn user_op_interfaces_at_run_time() {
    use dialectic::interfaces::InferIntRangeInterface;
    use everything::DescribeOpInterface;
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    let src = r#"module {
  %0 = "x.source"() : () -> i32
  %1 = test.hooked %0
  %2:2 = test.relations %0, %0 : i32
}
"#;
    let mut ir = Ir::new();
    let module = parse::parse_source_with_diagnostic(&ctx, &mut ir, "t.mlir", src)
        .unwrap_or_else(|d| panic!("{}", d.message));
    let ops = ir.collect_ops(module);
    let hooked = ops
        .iter()
        .copied()
        .find(|&op| ctx.op_implements::<dyn DescribeOpInterface>(&ir, op))
        .expect("test.hooked describes itself");
    let describe = ctx
        .op_interface::<dyn DescribeOpInterface>(&ir, hooked)
        .expect("test.hooked");
    assert_eq!(describe.op_id(), hooked);
    assert_eq!(describe.describe(&ctx, &ir, ""), "test.hooked of an i32");
    describe.mark_described(&ctx, &mut ir);
    let generic = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    let printed = print_op(&ctx, &ir, module, &generic);
    assert_eq!(
        printed.lines().nth(2),
        Some("  %1 = \"test.hooked\"(%0) {test.described} : (i32) -> i32"),
        "{printed}"
    );

    let relations = ops
        .iter()
        .copied()
        .find(|&op| everything::RelationsOp::from_op(&ctx, &ir, op).is_some())
        .expect("a test.relations");
    let infer = ctx
        .op_interface::<dyn InferIntRangeInterface>(&ir, relations)
        .expect("test.relations infers ranges");
    let five =
        dialectic::ConstantIntRanges::constant(dialectic::storage::apint::ApInt::from_u128(32, 5));
    let mut set = Vec::new();
    infer.infer_result_ranges(&ctx, &ir, &[five.clone(), five], &mut |_, range| {
        set.push(range.to_string())
    });
    assert_eq!(
        set,
        [
            "unsigned : [0, -1] signed : [-1, 0]",
            "unsigned : [5, 5] signed : [5, 5]"
        ]
    );
}

#[test]
fn builder_with_a_body_and_typed_operands() {
    let ctx = context();
    let mut ir = Ir::new();
    let block = ir.create_block();
    let i1 = ctx.i1_type();
    let flag = ir.add_block_argument(block, i1, ctx.unknown_loc());
    let flag = TypedValue::<I1>::new(&ctx, &ir, flag).expect("an i1");
    let mut b = OpBuilder::at_end(&mut ir, block);
    let built = everything::BuiltOp::builder(&ctx)
        .flag(flag)
        .n(41)
        .build(&mut b);
    assert_eq!(built.n(&ctx, &ir), 41);
    assert_eq!(built.n_plus_one(&ctx, &ir), 42);
    assert_eq!(everything::built_op_name(), "test.built");
    let mut b = OpBuilder::at_end(&mut ir, block);
    let other = everything::BuiltOp::build_with_n(&ctx, &mut b, 7);
    assert_eq!(ir.num_results(other.0), 1);
    let manual = everything::ManualOp::build(&ctx, &mut OpBuilder::at_end(&mut ir, block));
    assert!(everything::ManualOp::from_op(&ctx, &ir, manual.0).is_some());
    assert!(everything::BuiltOp::from_op(&ctx, &ir, manual.0).is_none());
}

#[test]
fn dialect_types_and_attributes() {
    assert_prints(
        r#"module {
  %0 = "x.source"() : () -> !test.pair<4, i32>
  %1 = "x.source"() : () -> !test.hand<"bob">
  test.symbols %0 : <4, i32> <1 to 5 : i32, f32>
  test.symbols %0 : !test.pair<4, i32> #test.range<-1 to 2 : index> more <0 to 0 : i1> {a = #test.range<3 to 4 : f16>}
  %2 = "x.source"() {t = !test.pair<8, !test.pair<1, f32>>} : () -> !test.pair<4, i32>
}
"#,
        r#"module {
  %0 = "x.source"() : () -> !test.pair<4, i32>
  %1 = "x.source"() : () -> !test.hand<"bob">
  test.symbols %0 : <4, i32> <1 to 5 : i32, f32>
  test.symbols %0 : <4, i32> <-1 to 2 : index> more <0 to 0 : i1> {a = #test.range<3 to 4 : f16>}
  %2 = "x.source"() {t = !test.pair<8, !test.pair<1, f32>>} : () -> !test.pair<4, i32>
}
"#,
    );
    let ctx = context();
    let i32 = ctx.integer_type(32);
    let pair = everything::PairType::get(&ctx, 4, i32);
    assert!(everything::PairType::is(&ctx, pair));
    assert!(!everything::HandType::is(&ctx, pair));
    assert_eq!(everything::PairType::width(&ctx, pair), Some(4));
    assert_eq!(everything::PairType::element(&ctx, pair), Some(i32));
    assert_eq!(
        dialectic::text::print::type_to_string(&ctx, pair),
        "!test.pair<4, i32>"
    );
    let hand = everything::HandType::get(&ctx, "ann".to_string());
    assert_eq!(
        dialectic::text::print::type_to_string(&ctx, hand),
        "!test.hand<\"ann\">"
    );
    let range = everything::RangeAttr::get(&ctx, -2, 7, vec![i32, pair]);
    assert_eq!(
        dialectic::text::print::attr_to_string(&ctx, range),
        "#test.range<-2 to 7 : i32, !test.pair<4, i32>>"
    );
    assert_eq!(
        everything::RangeAttr::types(&ctx, range),
        Some(vec![i32, pair])
    );
    assert_eq!(everything::RangeAttr::lo(&ctx, range), Some(-2));
}

#[test]
fn struct_formats_optional_groups_and_aliases() {
    // Any order when parsed (a list takes every value after it, so it comes
    // last), the declared order when printed; optional
    // parameters left out when absent, the default-valued one when it holds
    // its default; nested definitions without their prefix; one alias per
    // distinct value, numbered in order of first use.
    assert_prints(
        r#"module {
  "x.use"() {a = #test.options<strict = true, level = 3, sizes = 1, 2>, b = #test.options<strict = false, level = -1, name = "n", color = blue, range = <1 to 2 : i32>>, c = #test.options<level = 3, strict = true, sizes = 1, 2>} : () -> ()
  "x.use"() {d = #test.options<level = 0>} : () -> (!test.space, !test.space<7>, !test.space<0>)
}
"#,
        r#"#options = #test.options<level = 3, sizes = 1, 2>
#options1 = #test.options<level = -1, name = "n", strict = false, color = blue, range = <1 to 2 : i32>>
#options2 = #test.options<level = 0>
module {
  "x.use"() {a = #options, b = #options1, c = #options} : () -> ()
  %0:3 = "x.use"() {d = #options2} : () -> (!test.space, !test.space<7>, !test.space)
}
"#,
    );
    let ctx = context();
    let options = everything::OptionsAttr::get(
        &ctx,
        5,
        "o".to_string(),
        true,
        everything::Color::Red,
        None,
        vec![],
    );
    assert_eq!(
        dialectic::text::print::attr_to_string(&ctx, options),
        "#test.options<level = 5, name = \"o\">"
    );
    assert_eq!(everything::OptionsAttr::level(&ctx, options), Some(5));
    assert_eq!(everything::OptionsAttr::strict(&ctx, options), Some(true));
    assert_eq!(everything::OptionsAttr::range(&ctx, options), Some(None));
    let space = everything::SpaceType::get(&ctx, 0);
    assert_eq!(
        dialectic::text::print::type_to_string(&ctx, space),
        "!test.space"
    );
}

#[test]
fn struct_formats_report_mlir_errors() {
    let ctx = context();
    ctx.set_allow_unregistered_dialects(true);
    for (src, message) in [
        (
            r#""x.use"() {a = #test.options<level = 1, level = 2>} : () -> ()"#,
            "duplicate or unknown struct parameter name: level",
        ),
        (
            r#""x.use"() {a = #test.options<name = "x">} : () -> ()"#,
            "struct is missing required parameter: level",
        ),
        (
            r#""x.use"() {a = #test.options<level = "x">} : () -> ()"#,
            "expected integer value",
        ),
        (
            r#""x.use"() {a = #test.options<level 1>} : () -> ()"#,
            "expected '='",
        ),
    ] {
        assert_eq!(round_trip(&ctx, src), Err(message.to_string()), "{src}");
    }
}

#[test]
fn enums_print_and_parse_as_mlir_does() {
    use everything::{Access, Color, Flags, Level};
    assert_eq!(Color::Blue.as_str(), "blue");
    assert_eq!("green".parse::<Color>(), Ok(Color::Green));
    assert_eq!(Color::from_bits(5), Some(Color::Blue));
    assert_eq!(Color::from_bits(2), None);
    assert_eq!(Level::high.bits(), 1);
    assert_eq!((Access::read | Access::write).to_string(), "all");
    assert_eq!(Access::read.to_string(), "read");
    assert_eq!(Access::none.to_string(), "none");
    assert_eq!("read, write".parse::<Access>(), Ok(Access::all));
    assert_eq!((Flags::a | Flags::b).to_string(), "a|b");
    assert_eq!(Flags::from_bits(4), None);
    assert!(Access::all.contains(Access::write));
}

/// Parses `src` in `ctx`, canonicalizes it and prints it.
fn canonicalized(ctx: &Context, src: &str) -> String {
    let mut ir = Ir::new();
    let module = parse::parse_source_with_diagnostic(ctx, &mut ir, "t.mlir", src)
        .unwrap_or_else(|d| panic!("{}", d.message));
    let options = dialectic::transforms::CanonicalizerOptions::default();
    let outcome = dialectic::transforms::canonicalize::canonicalize(ctx, &mut ir, module, &options);
    assert!(outcome.converged && outcome.changed);
    verify(ctx, &ir, module, VerifyOptions::default()).unwrap_or_else(|d| panic!("{}", d.message));
    print_op(ctx, &ir, module, &PrintFlags::default())
}

#[test]
fn toy_canonicalization_folds_and_rewrites() {
    let ctx = context();
    let printed = canonicalized(
        &ctx,
        r#"
%a = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
%b = toy.constant dense<[0.5, 0.25]> : tensor<2xf64>
%s = toy.add %a, %b : tensor<2xf64>
%t = toy.transpose(%s : tensor<2xf64>) to tensor<2xf64>
%u = toy.transpose(%t : tensor<2xf64>) to tensor<2xf64>
toy.print %u : tensor<2xf64>
"#,
    );
    assert_eq!(
        printed,
        "module {
  %0 = toy.constant dense<[1.500000e+00, 2.250000e+00]> : tensor<2xf64>
  toy.print %0 : tensor<2xf64>
}
"
    );
}

#[test]
fn user_folder_and_pattern_run_in_the_canonicalizer() {
    let ctx = context();
    let printed = canonicalized(
        &ctx,
        r#"
func.func @f(%x: i32) -> (i32, i32) {
  %c = arith.constant 7 : i32
  %a = test.hooked %c
  %b = test.hooked %x
  %d = test.hooked %b
  return %a, %d : i32, i32
}
"#,
    );
    assert_eq!(
        printed,
        "module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    %c7_i32 = arith.constant 7 : i32
    %hooked = test.hooked %arg0
    return %c7_i32, %hooked : i32, i32
  }
}
"
    );
}
