//! Diagnostics the checker's tests offer it, and the comparison of its
//! output with what `mlir-opt-19` printed.

use crate::storage::diagnostics::{DiagLocation, Diagnostic};

use super::checker::ExpectedDiagnostics;
use super::report::render_reports;
use crate::storage::diagnostics::SourcePlace;
use std::sync::Arc;

pub(super) fn place(file: &str, line: u32, col: u32) -> DiagLocation {
    DiagLocation::Place(SourcePlace {
        file: Arc::from(file),
        line,
        col,
    })
}

pub(super) fn err(location: DiagLocation, message: &str) -> Diagnostic {
    Diagnostic::error(location, message)
}

/// The place (in buffer `name` with contents `text`) of the `nth`
/// occurrence of `needle`.
pub(super) fn at(name: &str, text: &str, needle: &str, nth: usize) -> DiagLocation {
    let (offset, _) = text
        .match_indices(needle)
        .nth(nth)
        .expect("needle in chunk");
    let before = &text[..offset];
    let line = before.matches('\n').count() as u32 + 1;
    let col = (offset - before.rfind('\n').map_or(0, |p| p + 1)) as u32 + 1;
    place(name, line, col)
}

/// MLIR's dominance error for `%a = "x.a"(%b)` before `%b = "x.b"()`.
pub(super) fn dominance(name: &str, text: &str) -> Diagnostic {
    err(
        at(name, text, "\"x.a\"(%b", 0),
        "operand #0 does not dominate this use",
    )
    .with_note(
        at(name, text, "\"x.b\"()", 0),
        "operand defined here (op in the same block)",
    )
}

/// MLIR's symbol table error for a second `"x.f"() {sym_name = "a"}`.
pub(super) fn redefinition(name: &str, text: &str) -> Diagnostic {
    err(
        at(name, text, "\"x.f\"() {", 1),
        "redefinition of symbol named 'a'",
    )
    .with_note(
        at(name, text, "\"x.f\"() {", 0),
        "see existing symbol definition here",
    )
}

/// Runs the checker over each `// -----` chunk of `text` as
/// `mlir-opt --verify-diagnostics --split-input-file` does, offering the
/// diagnostics `emit` gives for each chunk, and compares everything
/// printed with `stderr`.
pub(super) fn check(
    file: &str,
    text: &str,
    others: &[(&str, &str)],
    emit: &dyn Fn(usize, &str, &str) -> Vec<Diagnostic>,
    stderr: &str,
) {
    let mut starts = vec![0];
    starts.extend(text.match_indices("// -----").map(|(i, m)| i + m.len()));
    let mut ends: Vec<usize> = text.match_indices("// -----").map(|(i, _)| i).collect();
    ends.push(text.len());
    let mut printed = String::new();
    let mut failed = false;
    for (index, (&start, &end)) in starts.iter().zip(&ends).enumerate() {
        let chunk = &text[start..end];
        let name = format!(
            "within split at {file}:{} offset ",
            text[..start].matches('\n').count() + 1
        );
        let files: Vec<(String, String)> = others
            .iter()
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect();
        let mut checker = ExpectedDiagnostics::scan(&name, chunk)
            .with_file_loader(move |n| files.iter().find(|(f, _)| f == n).map(|(_, t)| t.clone()));
        for diag in emit(index, &name, chunk) {
            checker.offer(&diag);
        }
        let reports = checker.finish();
        failed |= !reports.is_empty();
        printed.push_str(&render_reports(&reports));
    }
    assert_eq!(printed, stderr);
    assert_eq!(failed, !stderr.is_empty());
}
