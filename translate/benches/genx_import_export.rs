//! Import and export of a large GenX module, in process: the time per
//! `llvm.genx.*` call of `--import-llvm` (LLVM's parser, the import into
//! the `llvm` dialect, the MLIR parser, raising the calls to genx ops and
//! the kernels' attributes, the verifier) and of `--mlir-to-llvmir`
//! (translation, LLVM's verifier, printing the LLVM IR).
//!
//! ```text
//! cargo bench -p dialectic-translate --bench genx_import_export                       # 100k calls, 5 runs
//! cargo bench -p dialectic-translate --bench genx_import_export -- --runs 3 --calls 200000
//! ```
//!
//! The module: functions of 100 calls each, the functions cycling over every
//! intrinsic of the table and its overload choices (the constructed calls of
//! `dialectic_genx::examples`), each function a kernel in `!genx.kernels`.
//! Options (also environment variables): `--runs N` (`BENCH_RUNS`),
//! `--calls N` (`BENCH_CALLS`). Run by `cargo test --benches` (no `--bench`
//! argument) it does nothing.

use std::time::{Duration, Instant};

use dialectic::text::parse;
use dialectic::verify::{VerifyOptions, verify};
use dialectic::{Context, Ir};
use dialectic_genx::examples::{CHOICES, example_function};
use dialectic_genx::signatures::SIGNATURES;
use dialectic_translate::genx::finish_import;
use dialectic_translate::import::import_llvm_ir;
use dialectic_translate::{TranslationRegistry, translate_module};

const CALLS_PER_FUNCTION: usize = 100;

fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    dialectic_genx::register_dialect(&ctx);
    ctx
}

/// The MLIR text of a module of `calls` genx ops: functions of
/// [`CALLS_PER_FUNCTION`] calls, each a kernel.
fn generate(ctx: &Context, calls: usize) -> String {
    let mut text = String::from("module {\n");
    let functions = calls.div_ceil(CALLS_PER_FUNCTION);
    for f in 0..functions {
        let signature = &SIGNATURES[f % SIGNATURES.len()];
        let n = CALLS_PER_FUNCTION.min(calls - f * CALLS_PER_FUNCTION);
        let function = example_function(
            ctx,
            signature,
            (f / SIGNATURES.len()) % CHOICES,
            &format!("f{f}"),
            n,
        );
        let arguments = function
            .split_once('(')
            .map_or("", |(_, rest)| rest.split_once(')').map_or("", |(a, _)| a));
        let count = arguments.matches(": ").count();
        let kinds = match count {
            0 => "array<i32>".to_string(),
            n => format!("array<i32: {}>", vec!["0"; n].join(", ")),
        };
        let kernel = format!(
            ") attributes {{genx.kernel = #genx.kernel<name = \"f{f}\", argKinds = {kinds}, slmSize = 0 : i32, argOffsets = 0 : i32, argIOKinds = {kinds}, argTypeDescs = [], namedBarriers = 0 : i32>}} {{\n"
        );
        text.push_str(&function.replacen(") {\n", &kernel, 1));
    }
    text.push_str("}\n");
    text
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let env = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let mut runs = env("BENCH_RUNS", 5);
    let mut calls = env("BENCH_CALLS", 100_000);
    let mut bench = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bench" => bench = true,
            "--runs" => runs = args.next().and_then(|v| v.parse().ok()).unwrap_or(runs),
            "--calls" => calls = args.next().and_then(|v| v.parse().ok()).unwrap_or(calls),
            _ => {}
        }
    }
    if !bench {
        println!(
            "genx_import_export: nothing to do outside `cargo bench --bench genx_import_export`"
        );
        return;
    }
    let ctx = context();
    let registry = TranslationRegistry::with_builtin_dialects();
    let source = generate(&ctx, calls);
    let mut ir = Ir::new();
    let module = parse::parse_source(&ctx, &mut ir, "genx.mlir", &source)
        .expect("the generated module parses");
    verify(&ctx, &ir, module, VerifyOptions::default()).expect("the generated module verifies");
    let (mut exports, mut imports) = (Vec::new(), Vec::new());
    let mut ll = String::new();
    for _ in 0..runs.max(1) {
        let started = Instant::now();
        let llvm = inkwell::context::Context::create();
        let translated = translate_module(&ctx, &ir, module, &registry, &llvm, "genx")
            .expect("the module exports");
        ll = translated.print_to_string().to_string();
        exports.push(started.elapsed());

        let started = Instant::now();
        let imported = import_llvm_ir("genx.ll", ll.as_bytes()).expect("the module imports");
        let import_ctx = context();
        let mut back = Ir::new();
        let back_module = parse::parse_source(&import_ctx, &mut back, "genx.ll", &imported.text)
            .expect("the import parses");
        let warnings = finish_import(&import_ctx, &mut back, back_module, &imported, "genx.ll");
        verify(&import_ctx, &back, back_module, VerifyOptions::default())
            .expect("the import verifies");
        imports.push(started.elapsed());
        assert!(warnings.is_empty(), "{warnings:?}");
    }
    let per_call = |d: Duration| d.as_secs_f64() * 1e6 / calls as f64;
    let (export, import) = (median(exports), median(imports));
    println!(
        "genx_import_export: {calls} genx calls, {} bytes of LLVM IR, median of {runs} runs",
        ll.len()
    );
    println!("| phase | total | per call |");
    println!("| --- | --- | --- |");
    println!(
        "| export (--mlir-to-llvmir) | {:.3} s | {:.2} µs |",
        export.as_secs_f64(),
        per_call(export)
    );
    println!(
        "| import (--import-llvm) | {:.3} s | {:.2} µs |",
        import.as_secs_f64(),
        per_call(import)
    );
}
