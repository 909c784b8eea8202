//! Procedural macros of Dialectic. Each macro is one call into
//! `dialectic-codegen`, so everything it does is testable without the compiler.

use std::path::PathBuf;

use proc_macro::{TokenStream, TokenTree};

/// Expands the dialects a `.td` file defines into Rust:
/// `dialect!("defs/arith.td")`, the path relative to the crate's
/// `CARGO_MANIFEST_DIR` (or to `DIALECTIC_TD_ROOT` when that is set, for
/// build systems and test harnesses that compile a crate out of its
/// directory). An include is found beside the file that includes it, else
/// beside the main file, else in Dialectic's `defs/` (the ODS base
/// library). Cargo rebuilds the crate when any `.td` file read changes;
/// every error in the `.td` files becomes a `compile_error!` with the
/// rendered `file:line:col` diagnostic.
///
/// When ops of the file translate to LLVM IR (`llvmBuilder`,
/// `llvmIntrinsicName`), the expansion also exports a `macro_rules!`
/// carrying their translation functions (`llvm_dialect_translation!` for
/// the `llvm` dialect), which the translation crate invokes: the `.td` is
/// read once.
#[proc_macro]
pub fn dialect(input: TokenStream) -> TokenStream {
    // Tokens are made and parsed by proc-macro2 itself, so that `.td`
    // snippets are checked without the compiler emitting errors of its own.
    proc_macro2::fallback::force();
    let started = std::time::Instant::now();
    let argument = path_argument(input);
    let expanded = argument.clone().and_then(|relative| {
        let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_default());
        let root = std::env::var_os("DIALECTIC_TD_ROOT")
            .map(PathBuf::from)
            .unwrap_or_else(|| manifest_dir.clone());
        let options = dialectic_codegen::ExpandOptions {
            root: Some(root.clone()),
            manifest_dir: Some(manifest_dir),
            ..Default::default()
        };
        dialectic_codegen::expand_with(&root.join(relative), &options)
    });
    let tokens = match expanded {
        Ok(tokens) => tokens.to_string(),
        Err(message) => format!("::core::compile_error!({message:?});"),
    };
    report_timing(&argument, started, &tokens);
    tokens.parse().unwrap_or_else(|_| {
        "::core::compile_error!(\"dialect!: the expansion does not tokenize\");"
            .parse()
            .unwrap_or_default()
    })
}

/// With `DIALECTIC_MACRO_TIMING` set, says on stderr how long an expansion
/// took and how large it is (the compiler shows it in the build output).
fn report_timing(argument: &Result<String, String>, started: std::time::Instant, tokens: &str) {
    if std::env::var_os("DIALECTIC_MACRO_TIMING").is_none() {
        return;
    }
    let path = argument.as_deref().unwrap_or("?");
    eprintln!(
        "dialect!({path:?}): expanded in {:.1} ms, {} bytes of tokens",
        started.elapsed().as_secs_f64() * 1e3,
        tokens.len()
    );
}

/// The string literal `dialect!` takes.
fn path_argument(input: TokenStream) -> Result<String, String> {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let [TokenTree::Literal(literal)] = tokens.as_slice() else {
        return Err("dialect! takes one string: the path of a `.td` file relative to the crate, e.g. dialect!(\"defs/arith.td\")".into());
    };
    let text = literal.to_string();
    let Some(inner) = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) else {
        return Err(format!("dialect! takes a string literal, not `{text}`"));
    };
    if inner.contains('\\') {
        return Err("dialect!: write the path without escapes".into());
    }
    Ok(inner.to_string())
}
