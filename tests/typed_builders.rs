//! The generated typed builders and accessors of the shipped dialects: a
//! function built op by op verifies and prints as MLIR prints it, and the
//! accessors give back what the builders set (attributes converted to
//! their Rust values, defaults for default-valued ones, segment sizes
//! computed), and the generated interface `impl`s answer from them.

use dialectic::dialects::{arith, builtin, cf, func};
use dialectic::rewrite::PatternRewriter;
use dialectic::storage::builder::OpBuilder;
use dialectic::storage::ir::Location;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::typed::{I1, TypedValue};
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir};

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    ctx
}

#[test]
fn absolute_value_function() {
    let ctx = context();
    let mut ir = Ir::new();
    let i32 = ctx.integer_type(32);
    let module = builtin::ModuleOp::build(&ctx, &mut OpBuilder::new(&mut ir), None);
    let module_body = ir
        .entry_block(ir.region_of(module.0, 0))
        .expect("a body block");

    // The function's body: an entry block taking `%x` and two exits.
    let body = ir.create_region();
    let entry = ir.create_block();
    ir.append_block(body, entry);
    let x = ir.add_block_argument(entry, i32, ctx.unknown_loc());
    let negative = ir.create_block();
    ir.append_block(body, negative);
    let positive = ir.create_block();
    ir.append_block(body, positive);
    let function = func::FuncOp::builder(&ctx)
        .sym_name("abs")
        .function_type(ctx.function_type(vec![i32], vec![i32]))
        .body(body)
        .build(&mut OpBuilder::at_end(&mut ir, module_body));

    let mut b = OpBuilder::at_end(&mut ir, entry);
    let zero = arith::ConstantOp::builder(&ctx)
        .value(ctx.integer_attr(i32, 0))
        .build(&mut b);
    let zero = zero.result(&ctx, b.ir());
    let is_negative = arith::CmpIOp::builder(&ctx)
        .predicate(arith::CmpIPredicate::slt)
        .lhs(x)
        .rhs(zero)
        .build(&mut b);
    let condition = is_negative.result(&ctx, b.ir());
    let condition = TypedValue::<I1>::new(&ctx, b.ir(), condition).expect("an i1");
    let branch = cf::CondBranchOp::builder(&ctx)
        .condition(condition)
        .true_dest(negative)
        .false_dest(positive)
        .build(&mut b);

    let mut b = OpBuilder::at_end(&mut ir, negative);
    let negated = arith::SubIOp::builder(&ctx)
        .lhs(zero)
        .rhs(x)
        .overflow_flags(arith::IntegerOverflowFlags::nsw)
        .build(&mut b);
    let n = negated.result(&ctx, b.ir());
    func::ReturnOp::builder(&ctx).operands([n]).build(&mut b);
    let mut b = OpBuilder::at_end(&mut ir, positive);
    func::ReturnOp::builder(&ctx).operands([x]).build(&mut b);

    verify(&ctx, &ir, module.0, VerifyOptions::default()).expect("verifies");
    assert_eq!(
        print_op(&ctx, &ir, module.0, &PrintFlags::default()),
        "module {
  func.func @abs(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
    cf.cond_br %0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = arith.subi %c0_i32, %arg0 overflow<nsw> : i32
    return %1 : i32
  ^bb2:  // pred: ^bb0
    return %arg0 : i32
  }
}
"
    );

    // Accessors give back what the builders set.
    assert_eq!(is_negative.predicate(&ctx, &ir), arith::CmpIPredicate::slt);
    assert_eq!(is_negative.lhs(&ctx, &ir), x);
    assert_eq!(
        negated.overflow_flags(&ctx, &ir),
        arith::IntegerOverflowFlags::nsw
    );
    // The generated `impl` of arith's interfaces (`defs/arith.td`).
    {
        use arith::ArithIntegerOverflowFlagsInterface;
        assert!(negated.has_no_signed_wrap(&ctx, &ir));
        assert!(!negated.has_no_unsigned_wrap(&ctx, &ir));
        assert_eq!(
            negated.overflow_flags_value(&ctx, &ir),
            arith::IntegerOverflowFlags::nsw
        );
        assert_eq!(
            negated.integer_overflow_attr_name(&ctx, &ir),
            "overflowFlags"
        );
    }
    assert_eq!(branch.true_dest(&ctx, &ir), negative);
    assert!(branch.true_dest_operands(&ctx, &ir).is_empty());
    assert_eq!(function.sym_name(&ctx, &ir), "abs");
    assert_eq!(function.sym_visibility(&ctx, &ir), None);
    assert!(arith::AddIOp::from_op(&ctx, &ir, negated.0).is_none());
    assert!(arith::SubIOp::from_op(&ctx, &ir, negated.0).is_some());
}

#[test]
fn defaults_segments_and_generic_form() {
    let ctx = context();
    let mut ir = Ir::new();
    let f32 = ctx.float_type(dialectic::storage::float::FloatSemantics::F32);
    let i64 = ctx.integer_type(64);
    let module = builtin::ModuleOp::build(&ctx, &mut OpBuilder::new(&mut ir), None);
    let module_body = ir.entry_block(ir.region_of(module.0, 0)).expect("a body");
    let body = ir.create_region();
    let block = ir.create_block();
    ir.append_block(body, block);
    let x = ir.add_block_argument(block, f32, ctx.unknown_loc());
    let flag = ir.add_block_argument(block, i64, ctx.unknown_loc());
    let target = ir.create_block();
    ir.append_block(body, target);
    ir.add_block_argument(target, i64, ctx.unknown_loc());
    func::FuncOp::builder(&ctx)
        .sym_name("f")
        .function_type(ctx.function_type(vec![f32, i64], vec![]))
        .body(body)
        .build(&mut OpBuilder::at_end(&mut ir, module_body));
    let mut b = OpBuilder::at_end(&mut ir, block);
    // A default-valued attribute left unset is set to its default, as
    // MLIR's builders do.
    let sum = arith::AddFOp::builder(&ctx).lhs(x).rhs(x).build(&mut b);
    assert_eq!(sum.fastmath(&ctx, b.ir()), arith::FastMathFlags::none);
    {
        use arith::ArithFastMathInterface;
        assert_eq!(
            sum.fastmath_flags(&ctx, b.ir()),
            Some(arith::FastMathFlags::none)
        );
        assert_eq!(sum.fastmath_attr_name(&ctx, b.ir()), "fastmath");
    }
    arith::MulFOp::builder(&ctx)
        .lhs(x)
        .rhs(x)
        .fastmath(arith::FastMathFlags::fast)
        .build(&mut b);
    let cases = ctx.intern_attr(dialectic::AttrKind::DenseElements {
        ty: ctx.intern_type(dialectic::TypeKind::Vector {
            shape: vec![2],
            scalable: vec![false],
            element: i64,
        }),
        splat: false,
        elements: dialectic::storage::attributes::DenseElements::Bits(vec![1, 2]),
    });
    // The segment sizes of the operands and of the case operand groups are
    // computed from what was set.
    let switch = cf::SwitchOp::builder(&ctx)
        .flag(flag)
        .default_destination(target)
        .default_operands([flag])
        .case_values(cases)
        .case_destinations([target, target])
        .case_operands([vec![flag], vec![flag]])
        .build(&mut b);
    let mut b = OpBuilder::at_end(&mut ir, target);
    func::ReturnOp::builder(&ctx).build(&mut b);
    assert_eq!(
        switch.case_operands(&ctx, &ir),
        vec![vec![flag], vec![flag]]
    );
    assert_eq!(switch.default_operands(&ctx, &ir), vec![flag]);
    verify(&ctx, &ir, module.0, VerifyOptions::default()).expect("verifies");
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    assert_eq!(
        print_op(&ctx, &ir, module.0, &flags),
        r#""builtin.module"() ({
  "func.func"() <{function_type = (f32, i64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: i64):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    "cf.switch"(%arg1, %arg1, %arg1, %arg1)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 2]> : vector<2xi64>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i64, i64, i64, i64) -> ()
  ^bb1(%2: i64):  // 3 preds: ^bb0, ^bb0, ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#
    );
}

/// The shared interfaces of `dialectic::interfaces` (generated once from
/// `defs/interfaces/Common.td`), implemented by hand where an op declares
/// a method without a default body: `CastOpInterface` of the arith casts.
#[test]
fn shared_cast_interface() {
    use dialectic::interfaces::CastOpInterface;
    let ctx = context();
    let mut ir = Ir::new();
    let src = "func.func @f(%x: i32) -> i64 {
  %0 = arith.extsi %x : i32 to i64
  return %0 : i64
}
";
    let module = dialectic::text::parse::parse_source_with_diagnostic(&ctx, &mut ir, "t.mlir", src)
        .unwrap_or_else(|d| panic!("{}", d.message));
    let ext = ir
        .collect_ops(module)
        .into_iter()
        .find_map(|op| arith::ExtSIOp::from_op(&ctx, &ir, op))
        .expect("an arith.extsi");
    let (i32, i64) = (ctx.integer_type(32), ctx.integer_type(64));
    assert!(ext.are_cast_compatible(&ctx, &ir, &[i32], &[i64]));
    assert!(!ext.are_cast_compatible(&ctx, &ir, &[i64], &[i32]));
    let cast: &dyn CastOpInterface = &ext;
    assert!(!cast.are_cast_compatible(&ctx, &ir, &[i32], &[i32]));
}

#[test]
fn pattern_locations_apply_to_ops_built_without_one() {
    let ctx = context();
    let mut ir = Ir::new();
    let block = ir.create_block();
    let i32 = ctx.integer_type(32);
    let x = ir.add_block_argument(block, i32, ctx.unknown_loc());
    let root = ctx.file_line_col_loc("root.mlir", 1, 1);
    let given = ctx.file_line_col_loc("given.mlir", 2, 3);
    let mut rewriter = PatternRewriter::new(&ctx, &mut ir, None);
    rewriter.set_insertion_point_to_end(block);
    rewriter.set_loc(root);
    let without = arith::AddIOp::builder(&ctx)
        .lhs(x)
        .rhs(x)
        .build(&mut rewriter.builder());
    let with = arith::AddIOp::builder(&ctx)
        .lhs(x)
        .rhs(x)
        .loc(given)
        .build(&mut rewriter.builder());
    assert_eq!(rewriter.ir().op_loc(without.0), Location::Attr(root));
    assert_eq!(rewriter.ir().op_loc(with.0), Location::Attr(given));
}
