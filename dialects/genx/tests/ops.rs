//! Every GenX op is registered, parses, verifies and prints back in the
//! generic form, with each of several overload choices; a call whose types
//! do not fit its signature is refused with the verifier's whole message.

use dialectic::text::{parse, print};
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir};
use dialectic_genx::examples::{CHOICES, example_function};
use dialectic_genx::signature::Signature;
use dialectic_genx::signatures::SIGNATURES;
use libtest_mimic::{Arguments, Failed, Trial};

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::builtin::register(&ctx);
    dialectic::dialects::func::register(&ctx);
    dialectic_genx::register_dialect(&ctx);
    ctx
}

/// Parses, verifies and prints `text`.
fn round_trip(ctx: &Context, text: &str) -> Result<String, String> {
    let mut ir = Ir::new();
    let module =
        parse::parse_source(ctx, &mut ir, "genx.mlir", text).map_err(|e| format!("{e:?}"))?;
    verify(ctx, &ir, module, VerifyOptions::default()).map_err(|d| d.message)?;
    Ok(print::print_op(
        ctx,
        &ir,
        module,
        &print::PrintFlags::default(),
    ))
}

fn check_op(signature: &'static Signature) -> Result<(), Failed> {
    let ctx = context();
    for choice in 0..CHOICES {
        let text = format!(
            "module {{\n{}}}\n",
            example_function(&ctx, signature, choice, "f", 1)
        );
        let printed = round_trip(&ctx, &text).map_err(|e| format!("{text}: {e}"))?;
        let again = round_trip(&ctx, &printed).map_err(|e| format!("{printed}: {e}"))?;
        let op_line = format!("\"{}\"(", signature.op_name());
        if printed != again || printed.matches(&op_line).count() != 1 {
            return Err(format!("printed differently:\n{printed}\n---\n{again}").into());
        }
    }
    Ok(())
}

/// Whole messages of the verifier for calls that do not fit.
fn check_diagnostics() -> Result<(), Failed> {
    let ctx = context();
    let cases = [
        (
            "%0 = \"genx.rdregioni\"(%v, %c, %c, %c, %o, %c) : (vector<8xi32>, i32, i32, i32, i16, i32) -> vector<4xi32>",
            "'genx.rdregioni' op vstride (operand #1) must be a constant",
        ),
        (
            "%0 = \"genx.wrregioni\"(%v, %w, %c, %c, %c, %o, %c, %m) : (vector<8xi32>, vector<4xi32>, i32, i32, i32, i16, i32, i1) -> vector<4xi32>",
            "'genx.wrregioni' op operand #0 must be the same type as overloaded type 0 ('vector<4xi32>'), but got 'vector<8xi32>'",
        ),
        (
            "%0 = \"genx.rdregioni\"(%v, %o, %c, %c, %o, %c) : (vector<8xi32>, i16, i32, i32, i16, i32) -> vector<4xi32>",
            "'genx.rdregioni' op operand #1 must be 32-bit signless integer, but got 'i16'",
        ),
        (
            "%0 = \"genx.rdregioni\"(%v, %c, %c, %c, %o) : (vector<8xi32>, i32, i32, i32, i16) -> vector<4xi32>",
            "'genx.rdregioni' op expected 6 operands, but found 5",
        ),
    ];
    for (op, expected) in cases {
        let text = format!(
            "func.func @f(%v: vector<8xi32>, %w: vector<4xi32>, %c: i32, %o: i16, %m: i1) {{\n  {op}\n  return\n}}\n"
        );
        let got = round_trip(&ctx, &text).err().unwrap_or_default();
        if got != expected && !(expected.is_empty() && got.is_empty()) {
            return Err(format!("{op}\nexpected: {expected}\ngot: {got}").into());
        }
    }
    Ok(())
}

/// The region rules of seed 002, with whole messages: valid 1D, 2D and
/// multi-indirect regions, and each rule broken once.
fn check_region_diagnostics() -> Result<(), Failed> {
    let ctx = context();
    let rd = |args: &str, ty: &str| {
        format!(
            "%0 = \"genx.rdregioni\"({args}) : (vector<16xi32>, i32, i32, i32, {ty}, i32) -> vector<4xi32>"
        )
    };
    let wr = |mask: &str, ty: &str| {
        format!(
            "%0 = \"genx.wrregioni\"(%v, %w, %c0, %c4, %c1, %s0, %c0, {mask}) : (vector<16xi32>, vector<4xi32>, i32, i32, i32, i16, i32, {ty}) -> vector<16xi32>"
        )
    };
    let cases = [
        (rd("%v, %c8, %c2, %c1, %s0, %c0", "i16"), ""),
        (rd("%v, %c8, %c2, %c1, %ov, %c0", "vector<2xi16>"), ""),
        (wr("%m", "vector<4xi1>"), ""),
        (wr("%t", "i1"), ""),
        (
            rd("%v, %c8, %c, %c1, %s0, %c0", "i16"),
            "'genx.rdregioni' op width (operand #2) must be a constant",
        ),
        (
            rd("%v, %c0, %c3, %c1, %s0, %c0", "i16"),
            "'genx.rdregioni' op execution size 4 must be a multiple of the width 3",
        ),
        (
            rd("%v, %c0, %c4, %c1, %s6, %c0", "i16"),
            "'genx.rdregioni' op start index 6 must be a multiple of the element size (4 bytes)",
        ),
        (
            rd("%v, %c8, %c2, %c1, %s56, %c0", "i16"),
            "'genx.rdregioni' op the region (elements 14 to 23) must lie inside the vector of 16 elements",
        ),
        (
            rd("%v, %c8, %c1, %c1, %ov, %c0", "vector<2xi16>"),
            "'genx.rdregioni' op the offset vector has 2 elements, but the region has 4 rows (one offset per row)",
        ),
        (
            wr("%m8", "vector<8xi1>"),
            "'genx.wrregioni' op mask must be i1 or vector<4xi1>, but got 'vector<8xi1>'",
        ),
    ];
    for (op, expected) in cases {
        let text = format!(
            "func.func @f(%v: vector<16xi32>, %w: vector<4xi32>, %ov: vector<2xi16>, %m: vector<4xi1>, %m8: vector<8xi1>, %c: i32) {{
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %s0 = llvm.mlir.constant(0 : i16) : i16
  %s6 = llvm.mlir.constant(6 : i16) : i16
  %s56 = llvm.mlir.constant(56 : i16) : i16
  %t = llvm.mlir.constant(true) : i1
  {op}
  return
}}
"
        );
        let got = round_trip(&ctx, &text).err().unwrap_or_default();
        if got != expected {
            return Err(format!("{op}\nexpected: {expected}\ngot: {got}").into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials: Vec<Trial> = SIGNATURES
        .iter()
        .map(|s| Trial::test(format!("op::{}", s.mnemonic), move || check_op(s)))
        .collect();
    trials.push(Trial::test("diagnostics", check_diagnostics));
    trials.push(Trial::test("region_diagnostics", check_region_diagnostics));
    trials.push(Trial::test("count", || {
        let ctx = context();
        let registered = SIGNATURES
            .iter()
            .filter(|s| ctx.op_definition(ctx.ident(&s.op_name())).is_some())
            .count();
        if SIGNATURES.len() != 430 || registered != 430 {
            return Err(format!(
                "{} signatures, {registered} ops registered",
                SIGNATURES.len()
            )
            .into());
        }
        Ok(())
    }));
    libtest_mimic::run(&args, trials).exit();
}
