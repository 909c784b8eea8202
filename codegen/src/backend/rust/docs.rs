//! Rustdoc from `.td` summaries and descriptions: dedented (ODS
//! descriptions are indented in `[{ }]` blocks, which Markdown would read
//! as code), untagged code fences marked `text` so rustdoc does not try to
//! compile MLIR, and the `.td` place named.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::Place;

/// `text` without the indentation its non-empty lines share, trimmed.
pub fn dedent(text: &str) -> String {
    let indent = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.get(indent..).unwrap_or_else(|| l.trim_start()))
        .collect();
    lines.join("\n").trim().to_string()
}

/// Markdown that rustdoc reads as prose: code fences without a language
/// (and `mlir` ones) become `text`, since they hold IR, not Rust.
pub fn markdown(text: &str) -> String {
    let mut out = String::new();
    let mut in_fence = false;
    for line in dedent(text).lines() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("```") {
            let indent = &line[..line.len() - trimmed.len()];
            if in_fence {
                out.push_str(line);
            } else {
                let lang = rest.trim();
                let lang = if lang.is_empty() || lang == "mlir" || lang == "tablegen" {
                    "text"
                } else {
                    lang
                };
                out.push_str(indent);
                out.push_str("```");
                out.push_str(lang);
            }
            in_fence = !in_fence;
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    if in_fence {
        out.push_str("```\n");
    }
    out
}

/// `#[doc = ...]` attributes: the summary, the description, then where the
/// item is defined.
pub fn doc_attrs(summary: &str, description: &str, place: &Place, def_name: &str) -> TokenStream {
    let mut text = String::new();
    let summary = summary.trim();
    if !summary.is_empty() {
        text.push_str(summary);
        if !summary.ends_with('.') {
            text.push('.');
        }
        text.push_str("\n\n");
    }
    let description = markdown(description);
    if !description.trim().is_empty() {
        text.push_str(&description);
        text.push('\n');
    }
    text.push_str(&format!("Defined at `{place}` (`{def_name}`)."));
    lines(&text)
}

/// One `#[doc]` attribute per line (as `///` comments would be).
pub fn lines(text: &str) -> TokenStream {
    let attrs = text.lines().map(|l| {
        let l = format!(" {l}");
        let l = if l.trim().is_empty() {
            String::new()
        } else {
            l
        };
        quote!(#[doc = #l])
    });
    quote!(#(#attrs)*)
}
