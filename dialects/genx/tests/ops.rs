//! Every GenX op is registered, parses, verifies and prints back in the
//! generic form, with each of several overload choices; a call whose types
//! do not fit its signature is refused with the verifier's whole message.

use dialectic::op_support::type_to_string;
use dialectic::text::{parse, print};
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir};
use dialectic_genx::examples::{CHOICES, example_call};
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

/// A module with one function calling `signature` with these types, as
/// the printer writes it.
fn module_text(
    ctx: &Context,
    signature: &Signature,
    result: Option<dialectic::Type>,
    arguments: &[dialectic::Type],
) -> String {
    let t = |ty: dialectic::Type| type_to_string(ctx, ty);
    let params: Vec<String> = arguments
        .iter()
        .enumerate()
        .map(|(i, ty)| format!("%arg{i}: {}", t(*ty)))
        .collect();
    let operands: Vec<String> = (0..arguments.len()).map(|i| format!("%arg{i}")).collect();
    let types: Vec<String> = arguments.iter().map(|ty| t(*ty)).collect();
    let (lhs, results) = match result {
        Some(ty) => ("%0 = ", t(ty)),
        None => ("", "()".to_string()),
    };
    format!(
        "module {{\n  func.func @f({}) {{\n    {lhs}\"{}\"({}) : ({}) -> {results}\n    return\n  }}\n}}\n",
        params.join(", "),
        signature.op_name(),
        operands.join(", "),
        types.join(", "),
    )
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
        let (result, arguments, _) = example_call(&ctx, signature, choice);
        let text = module_text(&ctx, signature, result, &arguments);
        let printed = round_trip(&ctx, &text).map_err(|e| format!("{text}: {e}"))?;
        if printed != text {
            return Err(format!("printed differently:\n{text}\n---\n{printed}").into());
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
            "",
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

fn main() {
    let args = Arguments::from_args();
    let mut trials: Vec<Trial> = SIGNATURES
        .iter()
        .map(|s| Trial::test(format!("op::{}", s.mnemonic), move || check_op(s)))
        .collect();
    trials.push(Trial::test("diagnostics", check_diagnostics));
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
