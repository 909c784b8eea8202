//! The command-line tools: `dialectic-translate` ([`translate`]) and
//! `dialectic-runner` ([`runner`]), and what they share: reading, parsing
//! and verifying an input file and translating it, with diagnostics
//! rendered as `file:line:col: error: ...`.

pub mod registration;
pub mod runner;
pub mod translate;

use dialectic::Ir;
use dialectic::storage::diagnostics::{Diagnostic, SourceFile, SourceManager};
use dialectic::text::parse;
use dialectic::verify::{VerifyOptions, verify_reporting};

use dialectic::tools::input::cannot_open_message;
use dialectic::tools::timing::Timing;

use registration::TranslateRegistration;

/// Reads LLVM IR from `input` (`-` for stdin; text or bitcode), imports it
/// into the `llvm` dialect, verifies it and prints it (generic form when
/// `generic`, with locations when `debug_info`). Warnings go to stderr;
/// errors are rendered diagnostics. The module's context holds the
/// dialects of `registration`.
pub fn import_and_print(
    input: &str,
    generic: bool,
    debug_info: bool,
    registration: &TranslateRegistration,
) -> Result<String, String> {
    let bytes = if input == "-" {
        let mut b = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
            .map_err(|e| format!("error: {e}\n"))?;
        b
    } else {
        std::fs::read(input).map_err(|e| format!("{}\n", cannot_open_message(input, &e)))?
    };
    let name = if input == "-" { "<stdin>" } else { input };
    let imported = crate::import::import_llvm_ir(name, &bytes)?;
    for w in &imported.warnings {
        eprintln!("{w}");
    }
    let ctx = registration.context();
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
    for w in crate::genx::finish_import(&ctx, &mut ir, module, &imported, name) {
        eprintln!("{w}");
    }
    let mut diags = Vec::new();
    if !verify_reporting(&ctx, &ir, module, VerifyOptions::default(), &mut |d| {
        diags.push(d)
    }) {
        return Err(render(&diags));
    }
    let flags = dialectic::text::print::PrintFlags {
        generic,
        debug_info,
        ..Default::default()
    };
    Ok(dialectic::text::print::print_op(&ctx, &ir, module, &flags))
}

/// Reads `input` (`-` for stdin), parses (with opaque ops, types and
/// attributes of unknown dialects when `allow_unregistered`), verifies and
/// translates it to a verified LLVM module in `llvm`; errors are rendered
/// diagnostics.
pub fn load_and_translate<'l>(
    input: &str,
    allow_unregistered: bool,
    llvm: &'l inkwell::context::Context,
) -> Result<inkwell::module::Module<'l>, String> {
    let text = read_input(input)?;
    let registration = TranslateRegistration::default();
    translate_text(
        input,
        text,
        allow_unregistered,
        llvm,
        &registration,
        &mut Timing::new(),
    )
}

/// The text of `input` (`-` for stdin); the error is MLIR's message.
pub fn read_input(input: &str) -> Result<String, String> {
    if input == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("error: {e}\n"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(input).map_err(|e| format!("{}\n", cannot_open_message(input, &e)))
    }
}

/// Parses `text`, the text of `input` (with opaque ops, types and
/// attributes of unknown dialects when `allow_unregistered`), verifies and
/// translates it to a verified LLVM module in `llvm` with the dialects and
/// translations of `registration`, timing each phase in `timing`; errors
/// are rendered diagnostics.
///
/// The text of a file is let go once the module is verified: a translation
/// error is rare, and its diagnostic reads the file again for the source
/// line, as MLIR's source manager does for files it holds no buffer of.
pub fn translate_text<'l>(
    input: &str,
    text: String,
    allow_unregistered: bool,
    llvm: &'l inkwell::context::Context,
    registration: &TranslateRegistration,
    timing: &mut Timing,
) -> Result<inkwell::module::Module<'l>, String> {
    let mut text = Some(text);
    let name = if input == "-" { "<stdin>" } else { input };
    let render = |text: Option<&str>, diags: &[Diagnostic]| {
        let mut sm = SourceManager::new();
        let reread;
        let text = match text {
            Some(text) => Some(text),
            None => {
                reread = std::fs::read_to_string(input).ok();
                reread.as_deref()
            }
        };
        if let Some(text) = text {
            sm.add(SourceFile {
                name: name.into(),
                text: text.into(),
            });
        }
        diags.iter().map(|d| sm.render(d)).collect::<String>()
    };
    let ctx = registration.context();
    ctx.set_allow_unregistered_dialects(allow_unregistered);
    let source = text.as_deref().unwrap_or_default();
    let mut ir = Ir::with_capacity(source.len() / 80);
    let module = timing
        .time("Parser", || {
            parse::parse_source_with_diagnostic(&ctx, &mut ir, name, source)
        })
        .map_err(|d| render(Some(source), &[d]))?;
    let mut diags = Vec::new();
    let verified = timing.time("Verifier", || {
        verify_reporting(&ctx, &ir, module, VerifyOptions::default(), &mut |d| {
            diags.push(d)
        })
    });
    if !verified {
        return Err(render(Some(source), &diags));
    }
    // Warnings and remarks of a module that verified are shown as they
    // come, as mlir-translate shows them.
    eprint!("{}", render(Some(source), &diags));
    if input != "-" {
        text = None;
    }
    let registry = registration.translations();
    crate::module_translation::translate_module_timed(
        &ctx,
        &ir,
        module,
        &registry,
        llvm,
        "LLVMDialectModule",
        timing,
    )
    .map_err(|e| render(text.as_deref(), &[e.to_diagnostic(&ctx, &ir)]))
}
