//! Runs a conversion test pass over a file the way `mlir-opt-19` runs its
//! test passes, so that the two outputs can be compared byte for byte:
//! the file split at `// -----` when asked, each part parsed, verified,
//! converted and printed (or its diagnostics rendered), the parts joined
//! by MLIR's separator.

use dialectic::rewrite::conversion::ConversionConfig;
use dialectic::storage::diagnostics::{Diagnostic, SourceFile, SourceManager};
use dialectic::text::parse;
use dialectic::text::print::{PrintFlags, print_op_to};
use dialectic::text::split_input::{DEFAULT_SPLIT_MARKER, OUTPUT_SEPARATOR, split_input};
use dialectic::verify::{VerifyOptions, verify_reporting};
use dialectic::{Context, Ir, OpId};

/// A test pass: converts `op`, reporting diagnostics; false when it fails.
pub type TestPass = fn(&Context, &mut Ir, OpId, &mut Vec<Diagnostic>) -> bool;

/// What a run printed, and whether it succeeded.
pub struct Outcome {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

/// How the pass is run.
pub struct RunOptions {
    pub split: bool,
    pub allow_unregistered: bool,
    /// Run on each `func.func` of the module rather than on the module.
    pub on_functions: bool,
    pub pass: TestPass,
}

/// Runs `options.pass` over `text`, named `file` in diagnostics.
pub fn run(text: &str, file: &str, options: &RunOptions) -> Outcome {
    let mut outcome = Outcome {
        success: true,
        stdout: String::new(),
        stderr: String::new(),
    };
    if !options.split {
        run_buffer(text, file, options, &mut outcome);
        return outcome;
    }
    let split = split_input(file, text, DEFAULT_SPLIT_MARKER);
    for (i, chunk) in split.chunks.iter().enumerate() {
        if i > 0 {
            outcome.stdout.push_str(OUTPUT_SEPARATOR);
        }
        run_buffer(chunk.text, &chunk.buffer_name(file), options, &mut outcome);
    }
    outcome
}

fn run_buffer(text: &str, name: &str, options: &RunOptions, outcome: &mut Outcome) {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    super::test_dialect::register(&ctx);
    ctx.set_allow_unregistered_dialects(options.allow_unregistered);
    let mut ir = Ir::new();
    let mut diags = Vec::new();
    let mut module = None;
    match parse::parse_source_with_diagnostic(&ctx, &mut ir, name, text) {
        Err(e) => diags.push(e),
        Ok(m) => {
            let verified = verify_reporting(&ctx, &ir, m, VerifyOptions::default(), &mut |d| {
                diags.push(d)
            });
            if verified && run_pass(&ctx, &mut ir, m, options, &mut diags) {
                module = Some(m);
            }
        }
    }
    let mut sources = SourceManager::new();
    sources.add(SourceFile {
        name: name.into(),
        text: text.into(),
    });
    for d in &diags {
        outcome.stderr.push_str(&sources.render(d));
    }
    match module {
        Some(m) => {
            let mut out = Vec::new();
            print_op_to(&ctx, &ir, m, &PrintFlags::default(), &mut out).expect("printing");
            outcome
                .stdout
                .push_str(&String::from_utf8(out).expect("utf-8 output"));
            outcome.stdout.push('\n');
        }
        None => outcome.success = false,
    }
}

fn run_pass(
    ctx: &Context,
    ir: &mut Ir,
    module: OpId,
    options: &RunOptions,
    diags: &mut Vec<Diagnostic>,
) -> bool {
    if !options.on_functions {
        return (options.pass)(ctx, ir, module, diags);
    }
    let func = ctx.ident("func.func");
    let body = ir.regions(module)[0];
    let functions: Vec<OpId> = ir
        .blocks_of(body)
        .flat_map(|b| ir.ops_of(b).collect::<Vec<_>>())
        .filter(|&op| ir.op_name(op) == func)
        .collect();
    let mut success = true;
    for function in functions {
        success &= (options.pass)(ctx, ir, function, diags);
    }
    success
}

/// The conversion configuration of the test passes: notes print ops as
/// MLIR streams them.
pub fn config() -> ConversionConfig {
    ConversionConfig {
        op_text: dialectic::verify::op_as_streamed,
    }
}
