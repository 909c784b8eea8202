//! Cases of the conversion framework checked against the exact output or
//! diagnostic expected: the legality rules and the three drivers, failed
//! patterns undone (with the blocks they split and created), results that
//! must themselves legalize, recursive
//! legality, folding during conversion, and a one-to-many type
//! conversion of block arguments.

use std::sync::Arc;

use dialectic::rewrite::MatchResult;
use dialectic::rewrite::conversion::{
    ConversionOutcome, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, TypeConverter, apply_analysis_conversion, apply_full_conversion,
    apply_partial_conversion,
};
use dialectic::storage::diagnostics::{Diagnostic, SourceFile, SourceManager};
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::{Context, Ir, OpId, OperationState, Type, Value};
use libtest_mimic::Failed;

use super::function_signature::FunctionSignature;
use super::opt_run::config;
use super::test_ops::integer;

type Case = (&'static str, fn() -> Result<(), Failed>);

/// Every case, by name.
pub const CASES: &[Case] = &[
    ("partial_leaves_unknown_ops", partial_leaves_unknown_ops),
    (
        "explicitly_illegal_fails_and_undoes",
        explicitly_illegal_fails_and_undoes,
    ),
    ("full_fails_on_unknown_op", full_fails_on_unknown_op),
    ("analysis_changes_nothing", analysis_changes_nothing),
    ("failed_pattern_undone", failed_pattern_undone),
    ("failed_block_changes_undone", failed_block_changes_undone),
    ("result_must_legalize", result_must_legalize),
    ("recursively_legal", recursively_legal),
    (
        "unknown_ops_dynamically_legal",
        unknown_ops_dynamically_legal,
    ),
    ("fold_then_legalize_constants", fold_then_legalize_constants),
    ("one_to_many_arguments", one_to_many_arguments),
];

/// Replaces ops named `from` with an op named `to` over the same operands
/// and result types (and the pattern's benefit), or first builds
/// `scratch` and fails when `fail` is set.
struct Rename {
    from: &'static str,
    to: &'static str,
    benefit: u16,
    fail: bool,
}

impl Rename {
    const fn new(from: &'static str, to: &'static str) -> Self {
        Rename {
            from,
            to,
            benefit: 1,
            fail: false,
        }
    }
}

impl ConversionPattern for Rename {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }

    fn benefit(&self) -> u16 {
        self.benefit
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let mut state = OperationState::new(ctx, self.to, rewriter.ir().op_loc(op));
        state.operands = operands.to_vec();
        state.result_types = rewriter
            .ir()
            .results(op)
            .map(|r| rewriter.ir().value_type(r))
            .collect();
        let new_op = rewriter.create(state);
        if self.fail {
            return None;
        }
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
}

struct Setup {
    ctx: Context,
    ir: Ir,
    module: OpId,
    text: &'static str,
}

fn setup(text: &'static str) -> Setup {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "case.mlir", text).expect("the case parses");
    Setup {
        ctx,
        ir,
        module,
        text,
    }
}

impl Setup {
    fn printed(&self) -> String {
        print_op(&self.ctx, &self.ir, self.module, &PrintFlags::default())
    }

    fn render(&self, d: &Diagnostic) -> String {
        let mut sources = SourceManager::new();
        sources.add(SourceFile {
            name: "case.mlir".into(),
            text: self.text.into(),
        });
        sources.render(d)
    }

    fn names(&self, ops: &[OpId]) -> Vec<String> {
        ops.iter()
            .map(|&op| self.ctx.ident_str(self.ir.op_name(op)).to_string())
            .collect()
    }
}

fn expect_eq(what: &str, expected: &str, actual: &str) -> Result<(), Failed> {
    if expected == actual {
        return Ok(());
    }
    Err(format!("{what}: expected\n{expected}\ngot\n{actual}").into())
}

fn patterns(list: Vec<Box<dyn ConversionPattern>>) -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    for p in list {
        set.add_boxed(p);
    }
    set
}

const RENAMES: &str = r#"func.func @f(%a: i32) -> i32 {
  %0 = "foo.illegal"(%a) : (i32) -> i32
  %1 = "foo.other"(%0) : (i32) -> i32
  return %1 : i32
}
"#;

fn legal_bar_target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("bar");
    target.add_legal_dialect("func");
    target.add_legal_op("builtin.module");
    target.add_illegal_op("foo.illegal");
    target
}

fn partial_leaves_unknown_ops() -> Result<(), Failed> {
    let mut s = setup(RENAMES);
    let set = patterns(vec![Box::new(Rename::new("foo.illegal", "bar.legal"))]);
    let outcome = apply_partial_conversion(
        &s.ctx,
        &mut s.ir,
        &[s.module],
        &legal_bar_target(),
        &set,
        &config(),
    )
    .map_err(|d| s.render(&d))?;
    expect_eq(
        "unlegalized ops",
        "[\"foo.other\"]",
        &format!("{:?}", s.names(&outcome.unlegalized_ops)),
    )?;
    expect_eq(
        "output",
        r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "bar.legal"(%arg0) : (i32) -> i32
    %1 = "foo.other"(%0) : (i32) -> i32
    return %1 : i32
  }
}
"#,
        &s.printed(),
    )
}

fn explicitly_illegal_fails_and_undoes() -> Result<(), Failed> {
    let mut s = setup(
        r#"func.func @f(%a: i32) {
  %0 = "foo.illegal"(%a) : (i32) -> i32
  "foo.forbidden"(%0) : (i32) -> ()
  return
}
"#,
    );
    let before = s.printed();
    let mut target = legal_bar_target();
    target.add_illegal_op("foo.forbidden");
    let set = patterns(vec![Box::new(Rename::new("foo.illegal", "bar.legal"))]);
    let Err(d) = apply_partial_conversion(&s.ctx, &mut s.ir, &[s.module], &target, &set, &config())
    else {
        return Err("the conversion succeeded".into());
    };
    expect_eq(
        "diagnostic",
        r#"case.mlir:3:3: error: failed to legalize operation 'foo.forbidden' that was explicitly marked illegal
  "foo.forbidden"(%0) : (i32) -> ()
  ^
case.mlir:3:3: note: see current operation: "foo.forbidden"(%1) : (i32) -> ()
"#,
        &s.render(&d),
    )?;
    expect_eq("output after failure", &before, &s.printed())
}

fn full_fails_on_unknown_op() -> Result<(), Failed> {
    let mut s = setup(RENAMES);
    let before = s.printed();
    let set = patterns(vec![Box::new(Rename::new("foo.illegal", "bar.legal"))]);
    let Err(d) = apply_full_conversion(
        &s.ctx,
        &mut s.ir,
        &[s.module],
        &legal_bar_target(),
        &set,
        &config(),
    ) else {
        return Err("the conversion succeeded".into());
    };
    expect_eq(
        "diagnostic",
        r#"case.mlir:3:8: error: failed to legalize operation 'foo.other'
  %1 = "foo.other"(%0) : (i32) -> i32
       ^
case.mlir:3:8: note: see current operation: %2 = "foo.other"(%1) : (i32) -> i32
"#,
        &s.render(&d),
    )?;
    expect_eq("output after failure", &before, &s.printed())
}

fn analysis_changes_nothing() -> Result<(), Failed> {
    let mut s = setup(RENAMES);
    let before = s.printed();
    let set = patterns(vec![Box::new(Rename::new("foo.illegal", "bar.legal"))]);
    let outcome: ConversionOutcome = apply_analysis_conversion(
        &s.ctx,
        &mut s.ir,
        &[s.module],
        &legal_bar_target(),
        &set,
        &config(),
    )
    .map_err(|d| s.render(&d))?;
    expect_eq(
        "legalizable ops",
        "[\"builtin.module\", \"func.func\", \"foo.illegal\", \"func.return\"]",
        &format!("{:?}", s.names(&outcome.legalizable_ops)),
    )?;
    expect_eq("output", &before, &s.printed())
}

/// Runs `set` (a failing pattern beside the rename of `foo.illegal` to
/// `bar.legal`) as a partial conversion: the failed pattern must leave
/// nothing behind, so the output is the rename's alone.
fn expect_only_rename_applied(set: ConversionPatternSet) -> Result<(), Failed> {
    let mut s = setup(RENAMES);
    apply_partial_conversion(
        &s.ctx,
        &mut s.ir,
        &[s.module],
        &legal_bar_target(),
        &set,
        &config(),
    )
    .map_err(|d| s.render(&d))?;
    expect_eq(
        "output",
        r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "bar.legal"(%arg0) : (i32) -> i32
    %1 = "foo.other"(%0) : (i32) -> i32
    return %1 : i32
  }
}
"#,
        &s.printed(),
    )
}

fn failed_pattern_undone() -> Result<(), Failed> {
    let failing = Rename {
        benefit: 2,
        fail: true,
        ..Rename::new("foo.illegal", "bar.scratch")
    };
    let set = patterns(vec![
        Box::new(Rename::new("foo.illegal", "bar.legal")),
        Box::new(failing),
    ]);
    expect_only_rename_applied(set)
}

/// Splits the block at ops named `root`, appends a block to the region
/// with an op in it, then fails.
struct SplitThenFail {
    root: &'static str,
}

impl ConversionPattern for SplitThenFail {
    fn root(&self) -> Option<&str> {
        Some(self.root)
    }

    fn benefit(&self) -> u16 {
        2
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let loc = rewriter.ir().op_loc(op);
        let block = rewriter.ir().op_parent_block(op)?;
        let region = rewriter.ir().block_parent(block)?;
        rewriter.split_block(op);
        rewriter.create_block(region, None, &[ctx.integer_type(32)], loc);
        rewriter.create(OperationState::new(ctx, "bar.scratch", loc));
        None
    }
}

fn failed_block_changes_undone() -> Result<(), Failed> {
    // The better pattern splits the block and adds one before failing:
    // both are undone, and the other pattern applies to the same IR.
    let set = patterns(vec![
        Box::new(Rename::new("foo.illegal", "bar.legal")),
        Box::new(SplitThenFail {
            root: "foo.illegal",
        }),
    ]);
    expect_only_rename_applied(set)
}

fn result_must_legalize() -> Result<(), Failed> {
    let mut s = setup(RENAMES);
    let mut target = legal_bar_target();
    target.add_illegal_op("foo.dead_end");
    // The better pattern builds an illegal op nothing converts: it is
    // undone and the other one applies.
    let set = patterns(vec![
        Box::new(Rename::new("foo.illegal", "bar.legal")),
        Box::new(Rename {
            benefit: 2,
            ..Rename::new("foo.illegal", "foo.dead_end")
        }),
    ]);
    apply_partial_conversion(&s.ctx, &mut s.ir, &[s.module], &target, &set, &config())
        .map_err(|d| s.render(&d))?;
    expect_eq(
        "output",
        r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "bar.legal"(%arg0) : (i32) -> i32
    %1 = "foo.other"(%0) : (i32) -> i32
    return %1 : i32
  }
}
"#,
        &s.printed(),
    )
}

fn recursively_legal() -> Result<(), Failed> {
    let mut s = setup(
        r#"func.func @f(%a: i32) {
  "foo.region"() ({
    %0 = "foo.illegal"(%a) : (i32) -> i32
    "foo.end"() : () -> ()
  }) {keep} : () -> ()
  "foo.region"() ({
    %0 = "foo.illegal"(%a) : (i32) -> i32
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
"#,
    );
    let mut target = legal_bar_target();
    target.add_legal_dialect("foo");
    target.add_illegal_op("foo.illegal");
    target.mark_op_recursively_legal(
        "foo.region",
        Some(Box::new(|ctx, ir, op| {
            ctx.dictionary_get(ir.op_attributes(op), "keep").is_some()
        })),
    );
    let set = patterns(vec![Box::new(Rename::new("foo.illegal", "bar.legal"))]);
    apply_full_conversion(&s.ctx, &mut s.ir, &[s.module], &target, &set, &config())
        .map_err(|d| s.render(&d))?;
    expect_eq(
        "output",
        r#"module {
  func.func @f(%arg0: i32) {
    "foo.region"() ({
      %0 = "foo.illegal"(%arg0) : (i32) -> i32
      "foo.end"() : () -> ()
    }) {keep} : () -> ()
    "foo.region"() ({
      %0 = "bar.legal"(%arg0) : (i32) -> i32
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}
"#,
        &s.printed(),
    )
}

fn unknown_ops_dynamically_legal() -> Result<(), Failed> {
    let mut s = setup(
        r#"func.func @f(%a: i32) {
  "foo.tagged"(%a) {ok} : (i32) -> ()
  "foo.untagged"(%a) : (i32) -> ()
  return
}
"#,
    );
    let mut target = legal_bar_target();
    target.mark_unknown_op_dynamically_legal(|ctx, ir, op| {
        Some(ctx.dictionary_get(ir.op_attributes(op), "ok").is_some())
    });
    let set = patterns(vec![]);
    let Err(d) = apply_full_conversion(&s.ctx, &mut s.ir, &[s.module], &target, &set, &config())
    else {
        return Err("the conversion succeeded".into());
    };
    expect_eq(
        "diagnostic",
        r#"case.mlir:3:3: error: failed to legalize operation 'foo.untagged'
  "foo.untagged"(%a) : (i32) -> ()
  ^
case.mlir:3:3: note: see current operation: "foo.untagged"(%arg0) : (i32) -> ()
"#,
        &s.render(&d),
    )
}

/// `arith.constant` becomes `bar.constant` with the same attributes.
struct LowerConstant;

impl ConversionPattern for LowerConstant {
    fn root(&self) -> Option<&str> {
        Some("arith.constant")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let value = dialectic::op_support::inherent_or_discardable(ctx, ir, op, "value")?;
        let mut state = OperationState::new(ctx, "bar.constant", ir.op_loc(op));
        state.result_types = vec![ir.value_type(ir.result(op, 0))];
        state.attributes = ctx.dictionary_attr(vec![(ctx.ident("value"), value)]);
        let new_op = rewriter.create(state);
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
}

fn fold_then_legalize_constants() -> Result<(), Failed> {
    let mut s = setup(
        r#"func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %a, %0 : i32
  return %1 : i32
}
"#,
    );
    let mut target = legal_bar_target();
    target.add_illegal_dialect("arith");
    let set = patterns(vec![
        Box::new(LowerConstant),
        Box::new(Rename::new("arith.addi", "bar.add")),
    ]);
    apply_partial_conversion(&s.ctx, &mut s.ir, &[s.module], &target, &set, &config())
        .map_err(|d| s.render(&d))?;
    expect_eq(
        "output",
        r#"module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "bar.constant"() {value = 1 : i32} : () -> i32
    %1 = "bar.constant"() {value = 2 : i32} : () -> i32
    %2 = "bar.constant"() {value = 3 : i32} : () -> i32
    %3 = "bar.add"(%arg0, %2) : (i32, i32) -> i32
    return %3 : i32
  }
}
"#,
        &s.printed(),
    )
}

/// `foo.use` of an i64 becomes `bar.use` of its two i32 halves, found
/// through the argument materialization that joined them.
struct SplitUse(Arc<TypeConverter>);

impl ConversionPattern for SplitUse {
    fn root(&self) -> Option<&str> {
        Some("foo.use")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ir = rewriter.ir();
        let joined = ir.defining_op(*operands.first()?)?;
        let halves: Vec<Value> = ir.operands(joined).collect();
        let mut state = OperationState::new(rewriter.context(), "bar.use", ir.op_loc(op));
        state.operands = halves;
        rewriter.create(state);
        rewriter.erase_op(op);
        Some(())
    }
}

fn one_to_many_arguments() -> Result<(), Failed> {
    let mut s = setup(
        r#"func.func @f(%a: i64, %b: i32) {
  "foo.use"(%a) : (i64) -> ()
  "foo.keep"(%b) : (i32) -> ()
  return
}
"#,
    );
    let mut converter = TypeConverter::new();
    converter.add_type_conversion(|_, ty| Some(Some(ty)));
    converter.add_conversion(|ctx, ty: Type, out| {
        if integer(ctx, ty) != Some(64) {
            return None;
        }
        out.extend([ctx.integer_type(32), ctx.integer_type(32)]);
        Some(true)
    });
    let converter = Arc::new(converter);
    let mut target = legal_bar_target();
    target.add_legal_dialect("foo");
    target.add_illegal_op("foo.use");
    let for_functions = converter.clone();
    target.add_dynamically_legal_op("func.func", move |ctx, ir, op| {
        let (inputs, _) = super::function_signature::function_type(ctx, ir, op)?;
        Some(for_functions.are_legal(ctx, inputs))
    });
    let set = patterns(vec![
        Box::new(FunctionSignature(converter.clone())),
        Box::new(SplitUse(converter.clone())),
    ]);
    apply_partial_conversion(&s.ctx, &mut s.ir, &[s.module], &target, &set, &config())
        .map_err(|d| s.render(&d))?;
    expect_eq(
        "output",
        r#"module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) {
    "bar.use"(%arg0, %arg1) : (i32, i32) -> ()
    "foo.keep"(%arg2) : (i32) -> ()
    return
  }
}
"#,
        &s.printed(),
    )
}
