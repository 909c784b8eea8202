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

/// Reads LLVM IR from `input` (`-` for stdin; text or bitcode), imports it
/// into the `llvm` dialect, verifies it and prints it (generic form when
/// `generic`, with locations when `debug_info`). Warnings go to stderr;
/// errors are rendered diagnostics.
pub fn import_and_print(input: &str, generic: bool, debug_info: bool) -> Result<String, String> {
    let bytes = if input == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| format!("error: {e}\n"))?;
        b
    } else {
        std::fs::read(input)
            .map_err(|e| format!("error: could not open input file '{input}': {e}\n"))?
    };
    let name = if input == "-" { "<stdin>" } else { input };
    let imported = crate::import::import_llvm_ir(name, &bytes)?;
    for w in &imported.warnings {
        eprintln!("{w}");
    }
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    let mut ir = Ir::with_capacity(imported.text.len() / 80);
    let text_name = format!("{name} (imported)");
    let mut sm = SourceManager::new();
    sm.add(SourceFile {
        name: text_name.clone().into(),
        text: imported.text.as_str().into(),
    });
    let render = |diags: &[Diagnostic]| diags.iter().map(|d| sm.render(d)).collect::<String>();
    let module = parse::parse_source_with_diagnostic(&ctx, &mut ir, &text_name, &imported.text)
        .map_err(|d| render(&[d]))?;
    let mut diags = Vec::new();
    if !verify_reporting(&ctx, &ir, module, VerifyOptions::default(), &mut |d| {
        diags.push(d)
    }) {
        return Err(render(&diags));
    }
    let flags = dialectic::print::PrintFlags {
        generic,
        debug_info,
        ..Default::default()
    };
    Ok(dialectic::print::print_op(&ctx, &ir, module, &flags))
}

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
