//! The command-line tools: `dialectic-translate` ([`translate`]) and
//! `dialectic-runner` ([`runner`]), and what they share: reading, parsing
//! and verifying an input file and translating it, with diagnostics
//! rendered as `file:line:col: error: ...`.

pub mod runner;
pub mod translate;

use dialectic::diagnostics::{Diagnostic, SourceFile, SourceManager};
use dialectic::verify::{VerifyOptions, verify_reporting};
use dialectic::{Context, Ir, parse};

use crate::interface::TranslationRegistry;

/// Reads `input` (`-` for stdin), parses (with opaque ops, types and
/// attributes of unknown dialects when `allow_unregistered`), verifies and translates it to a
/// verified LLVM module in `llvm`; errors are rendered diagnostics.
pub fn load_and_translate<'l>(
    input: &str,
    allow_unregistered: bool,
    llvm: &'l inkwell::context::Context,
) -> Result<inkwell::module::Module<'l>, String> {
    let text = if input == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("error: {e}\n"))?;
        s
    } else {
        std::fs::read_to_string(input)
            .map_err(|e| format!("error: could not open input file '{input}': {e}\n"))?
    };
    let name = if input == "-" { "<stdin>" } else { input };
    let mut sm = SourceManager::new();
    sm.add(SourceFile {
        name: name.into(),
        text: text.as_str().into(),
    });
    let render = |diags: &[Diagnostic]| diags.iter().map(|d| sm.render(d)).collect::<String>();
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    let mut ir = Ir::with_capacity(text.len() / 80);
    let module = parse::parse_source_with_diagnostic(&ctx, &mut ir, name, &text)
        .map_err(|d| render(&[d]))?;
    let mut diags = Vec::new();
    if !verify_reporting(&ctx, &ir, module, VerifyOptions::default(), &mut |d| {
        diags.push(d)
    }) {
        return Err(render(&diags));
    }
    let registry = TranslationRegistry::with_builtin_dialects();
    let llvm_module = crate::module_translation::translate_module(
        &ctx,
        &ir,
        module,
        &registry,
        llvm,
        "LLVMDialectModule",
    )
    .map_err(|e| render(&[e.to_diagnostic(&ctx, &ir)]))?;
    Ok(llvm_module)
}
