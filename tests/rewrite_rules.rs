//! Rewrite rules written in `.td` on a dialect of the test suite
//! (`tests/rewrite-rules/rules.td`): each case parses a module, applies the
//! file's rules greedily (with folding and dead code removal, as the
//! canonicalizer does) and compares the whole printed module, locations
//! included, with the expected text. The arith rules are checked against
//! `mlir-opt-19` by `tests/canonicalize.rs`; these cover what they do not
//! use: `either`, matching an operand by its type, string constants
//! matched and built, auxiliary results with `returnType` and `location`
//! (of ops, of values, named and fused under a name),
//! `addBenefit`, variadic operands matched whole and element by element
//! and built, regions moved into a new op and inlined (which DRR cannot
//! say), and MLIR's names for the generated patterns.

mod rules {
    dialectic::dialect!("tests/rewrite-rules/rules.td");
}

use dialectic::op_support::{RewritePattern, RewritePatternSet};
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op};
use dialectic::transforms::CanonicalizerOptions;
use dialectic::transforms::canonicalize::canonicalize_with;
use dialectic::{Context, Ir};

/// `input` with the rules applied, printed with locations.
fn rewrite(input: &str) -> String {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    rules::register(&ctx);
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "input.mlir", input)
        .unwrap_or_else(|e| panic!("the input does not parse: {e:?}"));
    let mut patterns = RewritePatternSet::new();
    rules::populate_rewrite_rules(&mut patterns);
    let patterns = patterns.freeze(&ctx);
    canonicalize_with(
        &ctx,
        &mut ir,
        module,
        &CanonicalizerOptions::default(),
        &patterns,
    );
    let flags = PrintFlags {
        debug_info: true,
        local_scope: true,
        ..PrintFlags::default()
    };
    print_op(&ctx, &ir, module, &flags)
}

#[test]
fn either_matches_both_orders() {
    let output = rewrite(
        r#"func.func @f(%x: i32) -> (i32, i32) {
  %n = rr.neg %x : i32
  %0 = rr.add %x, %n : i32 loc("first")
  %1 = rr.add %n, %x : i32 loc("second")
  return %0, %1 : i32, i32
}"#,
    );
    assert_eq!(
        output,
        r#"module {
  func.func @f(%arg0: i32 loc("input.mlir":1:14)) -> (i32, i32) {
    %0 = rr.zero : i32 loc(fused["first", "input.mlir":2:8])
    %1 = rr.zero : i32 loc(fused["second", "input.mlir":2:8])
    return %0, %1 : i32, i32 loc("input.mlir":5:3)
  } loc("input.mlir":1:1)
} loc("input.mlir":0:0)"#
    );
}

#[test]
fn operands_match_by_type() {
    let output = rewrite(
        r#"func.func @f(%b: i1, %w: i8) -> (i1, i8) {
  %0 = rr.neg %b : i1
  %1 = rr.neg %w : i8
  return %0, %1 : i1, i8
}"#,
    );
    assert!(output.contains("return %arg0, %0 : i1, i8"), "{output}");
    assert!(output.contains("%0 = rr.neg %arg1 : i8"), "{output}");
}

#[test]
fn string_constants_match_and_build() {
    let output = rewrite(
        r#"func.func @f(%x: i32) -> (i32, i32) {
  %0 = rr.tag %x "drop" : i32
  %1 = rr.tag %x "keep" : i32
  return %0, %1 : i32, i32
}"#,
    );
    assert!(
        output.contains(r#"%0 = rr.tag %arg0 "keep" : i32"#),
        "{output}"
    );
    assert!(output.contains("return %arg0, %0 : i32, i32"), "{output}");
}

#[test]
fn added_benefit_decides() {
    let output = rewrite(
        r#"func.func @f(%x: i32) -> i32 {
  %0 = rr.neg %x : i32
  %1 = rr.neg %0 : i32
  return %1 : i32
}"#,
    );
    assert!(
        output.contains(r#"%0 = rr.tag %arg0 "was negated twice" : i32"#),
        "{output}"
    );
}

#[test]
fn auxiliary_results_with_return_type_and_location() {
    let output = rewrite(
        r#"func.func @f(%a: i8, %b: i32) -> (i32, i32) {
  %n = rr.neg %a : i8 loc("negation")
  %low, %high = rr.pair %n, %b : i8, i32 -> i32, i32 loc("pair")
  return %low, %high : i32, i32
}"#,
    );
    assert_eq!(
        output,
        r#"module {
  func.func @f(%arg0: i8 loc("input.mlir":1:14), %arg1: i32 loc("input.mlir":1:22)) -> (i32, i32) {
    %0 = rr.widen %arg0 : i8 to i32 loc("negation")
    %1 = rr.tag %0 "low" : i32 loc(fused["pair", "negation"])
    return %1, %arg1 : i32, i32 loc("input.mlir":4:3)
  } loc("input.mlir":1:1)
} loc("input.mlir":0:0)"#
    );
}

#[test]
fn patterns_answer_to_mlir_names() {
    assert_eq!(
        rules::AddOfNegation.debug_name(),
        "(anonymous namespace)::AddOfNegation"
    );
    assert_eq!(rules::AddOfNegation.root(), Some("rr.add"));
    // Two ops matched: the benefit MLIR gives.
    assert_eq!(rules::AddOfNegation.benefit(), 2);
    assert_eq!(rules::NegNegTagged.benefit(), 3);
    let mut patterns = RewritePatternSet::new();
    rules::populate_rewrite_rules(&mut patterns);
    assert_eq!(patterns.len(), 13);
}

#[test]
fn regions_move_and_inline() {
    let output = rewrite(
        r#"func.func @f(%x: i32) -> i32 {
  %0 = "rr.defer"() ({
    %1 = rr.neg %x : i32 loc("inside")
    rr.yield %1 : i32
  }) : () -> i32 loc("defer")
  return %0 : i32
}"#,
    );
    assert_eq!(
        output,
        r#"module {
  func.func @f(%arg0: i32 loc("input.mlir":1:14)) -> i32 {
    %0 = rr.neg %arg0 : i32 loc("inside")
    return %0 : i32 loc("input.mlir":6:3)
  } loc("input.mlir":1:1)
} loc("input.mlir":0:0)"#
    );
}

#[test]
fn regions_with_arguments_stay() {
    let output = rewrite(
        r#"func.func @f(%x: i32) -> i32 {
  %0 = "rr.execute"() ({
  ^bb0(%a: i32):
    rr.yield %a : i32
  }) : () -> i32
  return %0 : i32
}"#,
    );
    assert!(output.contains("\"rr.execute\"() ({"), "{output}");
}

#[test]
fn variadic_operands_match_and_build() {
    let output = rewrite(
        r#"func.func @f(%a: i32, %b: i32, %c: i8, %d: i8, %w: i16) -> (i32, i32, i16, i16, i32, i16) {
  %one = rr.join %a : i32 -> i32 loc("one")
  %na = rr.neg %a : i32 loc("na")
  %nb = rr.neg %b : i32 loc("nb")
  %two = rr.join %na, %nb : i32, i32 -> i32 loc("two")
  %bytes = rr.join %c, %d : i8, i8 -> i16 loc("bytes")
  %flat = rr.tag %bytes "flatten" : i16 loc("flat")
  %mixed = rr.join %c, %w : i8, i16 -> i16 loc("mixed")
  %kept = rr.tag %mixed "flatten" : i16 loc("kept")
  %widened = rr.join %a : i32 -> i16 loc("widened")
  %after = rr.join_after %b then %b : (i32) i32 -> i32 loc("after")
  return %one, %two, %flat, %kept, %after, %widened : i32, i32, i16, i16, i32, i16
}"#,
    );
    assert_eq!(
        output,
        r#"module {
  func.func @f(%arg0: i32 loc("input.mlir":1:14), %arg1: i32 loc("input.mlir":1:23), %arg2: i8 loc("input.mlir":1:32), %arg3: i8 loc("input.mlir":1:40), %arg4: i16 loc("input.mlir":1:48)) -> (i32, i32, i16, i16, i32, i16) {
    %0 = rr.join %arg0, %arg1 : i32, i32 -> i32 loc(fused["two", "na", "nb"])
    %1 = rr.neg %0 : i32 loc(fused["two", "na", "nb"])
    %2 = rr.join %arg2, %arg3 : i8, i8 -> i16 loc(fused["flat", "bytes"])
    %3 = rr.join %arg2, %arg4 : i8, i16 -> i16 loc("mixed")
    %4 = rr.tag %3 "flatten" : i16 loc("kept")
    %5 = rr.join %arg0 : i32 -> i16 loc("widened")
    %6 = rr.join %arg1, %arg1 : i32, i32 -> i32 loc("after")
    return %arg0, %1, %2, %4, %6, %5 : i32, i32, i16, i16, i32, i16 loc("input.mlir":12:3)
  } loc("input.mlir":1:1)
} loc("input.mlir":0:0)"#
    );
}

#[test]
fn locations_named_and_fused_under_a_name() {
    let output = rewrite(
        r#"func.func @f(%x: i8) -> i32 {
  %n = rr.neg %x : i8 loc("negation")
  %w = rr.widen %n : i8 to i32 loc("widening")
  return %w : i32
}"#,
    );
    assert_eq!(
        output,
        r#"module {
  func.func @f(%arg0: i8 loc("input.mlir":1:14)) -> i32 {
    %0 = rr.widen %arg0 : i8 to i32 loc("widened")
    %1 = rr.neg %0 : i32 loc(fused<"hoisted">["negation", "input.mlir":1:14])
    return %1 : i32 loc("input.mlir":4:3)
  } loc("input.mlir":1:1)
} loc("input.mlir":0:0)"#
    );
}
