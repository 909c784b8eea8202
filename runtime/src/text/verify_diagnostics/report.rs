//! What the checker prints: one [`Report`] per message, rendered as LLVM's
//! `SMDiagnostic::print` renders it (header, source line, caret line).

use std::fmt::Write as _;

use crate::storage::diagnostics::{DiagLocation, Diagnostic};

/// The location text MLIR prints for a message without a source place.
pub(super) const UNKNOWN_PLACE: &str = "<unknown>:0";

/// One message the verifier prints, with what MLIR shows under its header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Severity, location and text of the message. The location is a file
    /// place, or `DiagLocation::Other("<unknown>:0")` when MLIR has none.
    pub diagnostic: Diagnostic,
    /// The source line printed under the header, if MLIR prints one.
    pub source_line: Option<String>,
    /// How many bytes, starting at the caret, are underlined (`^~~~`); 0 for
    /// a lone caret.
    pub highlight: usize,
}

impl Report {
    /// A report of `diagnostic`, shown with `source_line` (the line that the
    /// place's line and column point into) and `highlight` underlined bytes.
    pub fn new(diagnostic: Diagnostic, source_line: Option<String>, highlight: usize) -> Self {
        Report {
            diagnostic,
            source_line,
            highlight,
        }
    }

    /// Renders the report as LLVM's `SMDiagnostic::print` does: the header,
    /// then the source line with tabs expanded to 8 columns and the caret
    /// line (omitted when the source line has non-ASCII bytes).
    pub fn render(&self) -> String {
        let mut out = String::new();
        let d = &self.diagnostic;
        let caret = match &d.location {
            DiagLocation::Place(p) => {
                let _ = write!(out, "{}:{}:{}: ", p.file, p.line, p.col);
                Some(p.col.saturating_sub(1) as usize)
            }
            DiagLocation::Other(text) => {
                if !text.is_empty() {
                    let _ = write!(out, "{text}: ");
                }
                None
            }
        };
        let _ = writeln!(out, "{}: {}", d.severity.as_str(), d.message);
        if let (Some(line), Some(caret)) = (&self.source_line, caret) {
            render_source_line(&mut out, line, caret, self.highlight);
        }
        out
    }
}

/// Renders reports one after the other, as MLIR prints them.
pub fn render_reports(reports: &[Report]) -> String {
    reports.iter().map(Report::render).collect()
}

const TAB_STOP: usize = 8;

/// The source line and caret line of LLVM's `SMDiagnostic::print`.
fn render_source_line(out: &mut String, line: &str, caret: usize, highlight: usize) {
    let bytes = line.as_bytes();
    if !line.is_ascii() {
        print_source_line(out, line);
        return;
    }
    let n = bytes.len();
    let mut caret_line = vec![b' '; n + 1];
    let start = caret.min(n);
    let end = caret.saturating_add(highlight).min(n);
    for c in caret_line.iter_mut().take(end).skip(start) {
        *c = b'~';
    }
    caret_line[caret.min(n)] = b'^';
    while caret_line.last() == Some(&b' ') {
        caret_line.pop();
    }
    print_source_line(out, line);
    let mut out_col = 0usize;
    for (i, &c) in caret_line.iter().enumerate() {
        if i >= n || bytes[i] != b'\t' {
            out.push(c as char);
            out_col += 1;
            continue;
        }
        let next_stop = (out_col / TAB_STOP + 1) * TAB_STOP;
        out.extend(std::iter::repeat_n(c as char, next_stop - out_col));
        out_col = next_stop;
    }
    out.push('\n');
}

/// A source line with tabs expanded to spaces, as LLVM prints it.
fn print_source_line(out: &mut String, line: &str) {
    let mut out_col = 0usize;
    for ch in line.chars() {
        if ch == '\t' {
            let next_stop = (out_col / TAB_STOP + 1) * TAB_STOP;
            out.extend(std::iter::repeat_n(' ', next_stop - out_col));
            out_col = next_stop;
        } else {
            out.push(ch);
            out_col += ch.len_utf8();
        }
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::verify_diagnostics::test_support::{err, place};

    #[test]
    fn report_rendering() {
        let at = |line: u32, col: u32| err(place("f", line, col), "m");
        // Caret past the end of the line sits just after it.
        assert_eq!(
            Report::new(at(1, 9), Some("ab".into()), 0).render(),
            "f:1:9: error: m\nab\n  ^\n"
        );
        // Underlines stop at the end of the line; tabs expand to 8 columns,
        // repeating the caret line's character (as LLVM does).
        assert_eq!(
            Report::new(at(1, 3), Some("\ta\tbc".into()), 9).render(),
            "f:1:3: error: m\n        a       bc\n         ^^^^^^^~~\n"
        );
        // No caret line under lines with non-ASCII bytes.
        assert_eq!(
            Report::new(at(1, 1), Some("é".into()), 0).render(),
            "f:1:1: error: m\né\n"
        );
        assert_eq!(Report::new(at(1, 1), None, 0).render(), "f:1:1: error: m\n");
        let other = Diagnostic::error(DiagLocation::Other(UNKNOWN_PLACE.into()), "m");
        assert_eq!(
            Report::new(other, Some("x".into()), 1).render(),
            "<unknown>:0: error: m\n"
        );
    }
}
