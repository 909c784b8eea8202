//! The expectation checker: scans a buffer for `expected-*` comments,
//! offers every emitted diagnostic (and each of its notes) to them, and
//! collects, in MLIR's order, the reports of unexpected diagnostics and of
//! expectations never met.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use crate::storage::diagnostics::{DiagLocation, Diagnostic, Severity, SourcePlace};

use super::expectation_syntax::{Designator, compile_expected_regex, match_expected_line};
use super::posix_regex as ere;
use super::report::{Report, UNKNOWN_PLACE};
use super::string_map_order::string_map_order;

/// A buffer known to the checker: the scanned one, or a file it loaded.
struct Buffer {
    name: Arc<str>,
    text: String,
}

/// How an expectation's text is matched against a message.
enum Matcher {
    /// Plain substring (no `-re`).
    Substring,
    /// The `-re` form compiled into one regex.
    Regex(ere::Regex),
}

/// One `expected-*` comment.
struct Expectation {
    severity: Severity,
    /// The line the diagnostic is expected on (MLIR's unsigned arithmetic).
    line: u32,
    /// Byte offset of `expected-` in its buffer.
    offset: usize,
    /// The text between the outer `{{` and `}}`.
    text: String,
    matcher: Matcher,
    matched: bool,
}

impl Expectation {
    fn matches(&self, message: &str) -> bool {
        match &self.matcher {
            Matcher::Substring => message.contains(self.text.as_str()),
            Matcher::Regex(re) => re.is_match(message.as_bytes()),
        }
    }
}

/// The expectations of one buffer (an entry of MLIR's `expectedDiagsPerFile`).
struct Entry {
    buffer: usize,
    expectations: Vec<Expectation>,
}

/// Loads another file named by a diagnostic location.
type FileLoader = Box<dyn FnMut(&str) -> Option<String> + Send>;

/// The expected diagnostics of a buffer, and what the checker has to report.
pub struct ExpectedDiagnostics {
    buffers: Vec<Buffer>,
    entries: Vec<Entry>,
    /// MLIR's `filenameToBufId` cache: a name's buffer, or `None` when loading failed.
    lookups: HashMap<String, Option<usize>>,
    loader: FileLoader,
    reports: Vec<Report>,
}

impl fmt::Debug for ExpectedDiagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExpectedDiagnostics")
            .field(
                "buffers",
                &self.buffers.iter().map(|b| &*b.name).collect::<Vec<_>>(),
            )
            .field("reports", &self.reports)
            .finish_non_exhaustive()
    }
}

impl ExpectedDiagnostics {
    /// Scans the buffer `name` (the name diagnostics locations use, e.g.
    /// `within split at f.mlir:5 offset ` for a split chunk) with contents
    /// `text` for expectations. Malformed `-re` expectations are reported as
    /// MLIR reports them (they come first in [`finish`](Self::finish)).
    /// Other files are loaded from disk when a diagnostic points into them.
    pub fn scan(name: &str, text: &str) -> Self {
        let mut this = ExpectedDiagnostics {
            buffers: Vec::new(),
            entries: Vec::new(),
            lookups: HashMap::new(),
            loader: Box::new(|path: &str| {
                std::fs::read(path)
                    .ok()
                    .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
            }),
            reports: Vec::new(),
        };
        this.buffers.push(Buffer {
            name: Arc::from(name),
            text: text.to_owned(),
        });
        this.scan_buffer(0);
        this
    }

    /// Replaces how files named by diagnostic locations are loaded (by
    /// default: read from disk relative to the working directory, as MLIR
    /// does); `None` means the file cannot be opened.
    pub fn with_file_loader(
        mut self,
        loader: impl FnMut(&str) -> Option<String> + Send + 'static,
    ) -> Self {
        self.loader = Box::new(loader);
        self
    }

    /// Offers an emitted diagnostic and then each of its notes, as MLIR's
    /// handler does. Returns true if all of them matched an expectation;
    /// otherwise what MLIR prints for them is recorded for
    /// [`finish`](Self::finish).
    pub fn offer(&mut self, diag: &Diagnostic) -> bool {
        let mut all = self.process(&diag.location, &diag.message, diag.severity);
        for note in &diag.notes {
            all &= self.process(&note.location, &note.message, note.severity);
        }
        all
    }

    /// Whether anything has been reported so far.
    pub fn has_reports(&self) -> bool {
        !self.reports.is_empty()
    }

    /// Ends verification: adds `expected error "…" was not produced` for
    /// every expectation never met and returns everything to print, in
    /// MLIR's order. Verification failed (exit code 1) iff it is non-empty.
    pub fn finish(mut self) -> Vec<Report> {
        let names: Vec<&str> = self
            .entries
            .iter()
            .map(|e| &*self.buffers[e.buffer].name)
            .collect();
        let order = string_map_order(&names);
        let mut missing = Vec::new();
        for index in order {
            let entry = &self.entries[index];
            for e in entry.expectations.iter().filter(|e| !e.matched) {
                let message = format!(
                    "expected {} \"{}\" was not produced",
                    e.severity.as_str(),
                    e.text
                );
                missing.push(self.report_at(entry.buffer, e.offset, message, e.text.len()));
            }
        }
        self.reports.extend(missing);
        self.reports
    }

    /// MLIR's `process(Diagnostic&)`: one diagnostic or note.
    fn process(&mut self, location: &DiagLocation, message: &str, severity: Severity) -> bool {
        let place = match location {
            DiagLocation::Place(place) => place,
            DiagLocation::Other(text) => {
                let prefix = if is_unknown_location(text) {
                    String::new()
                } else {
                    format!("{text}: ")
                };
                let message = format!("{prefix}unexpected {}: {message}", severity.as_str());
                let diagnostic =
                    Diagnostic::error(DiagLocation::Other(UNKNOWN_PLACE.to_owned()), message);
                self.reports.push(Report::new(diagnostic, None, 0));
                return false;
            }
        };
        let mut near_miss = None;
        if let Some(entry) = self.entry_for(&place.file) {
            for (i, e) in self.entries[entry].expectations.iter_mut().enumerate() {
                if place.line != e.line || !e.matches(message) {
                    continue;
                }
                if e.severity == severity {
                    e.matched = true;
                    return true;
                }
                near_miss = Some((entry, i));
            }
        }
        let report = match near_miss {
            Some((entry, i)) => {
                let e = &self.entries[entry].expectations[i];
                let message = format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    severity.as_str(),
                    e.severity.as_str()
                );
                self.report_at(self.entries[entry].buffer, e.offset, message, 0)
            }
            None => self.place_report(
                place,
                format!("unexpected {}: {message}", severity.as_str()),
            ),
        };
        self.reports.push(report);
        false
    }

    /// The expectations of the buffer named `name`, scanning it first
    /// (loading it if needed) the first time it is seen.
    fn entry_for(&mut self, name: &str) -> Option<usize> {
        if let Some(i) = self
            .entries
            .iter()
            .position(|e| &*self.buffers[e.buffer].name == name)
        {
            return Some(i);
        }
        let buffer = self.buffer_for(name)?;
        Some(self.scan_buffer(buffer))
    }

    /// MLIR's `getSourceMgrBufferIDForFile`: a known buffer, or a file loaded now.
    fn buffer_for(&mut self, name: &str) -> Option<usize> {
        if let Some(&known) = self.lookups.get(name) {
            return known;
        }
        let found = match self.buffers.iter().position(|b| &*b.name == name) {
            Some(i) => Some(i),
            None => (self.loader)(name).map(|text| {
                self.buffers.push(Buffer {
                    name: Arc::from(name),
                    text,
                });
                self.buffers.len() - 1
            }),
        };
        self.lookups.insert(name.to_owned(), found);
        found
    }

    /// MLIR's `computeExpectedDiags`: scans a buffer into a new entry.
    fn scan_buffer(&mut self, buffer: usize) -> usize {
        let mut expectations: Vec<Expectation> = Vec::new();
        let mut errors = Vec::new();
        {
            let text = &self.buffers[buffer].text;
            let lines: Vec<(usize, &str)> = text
                .split('\n')
                .scan(0usize, |start, line| {
                    let at = *start;
                    *start += line.len() + 1;
                    Some((at, line))
                })
                .collect();
            let line_count = lines.len() as u32;
            let mut last_non_designator: u32 = 0;
            let mut for_next_line: Vec<usize> = Vec::new();
            for (index, &(line_start, line)) in lines.iter().enumerate() {
                let index = index as u32;
                let Some(found) = match_expected_line(trim_end_llvm(line)) else {
                    for &i in &for_next_line {
                        expectations[i].line = index.wrapping_add(1);
                    }
                    for_next_line.clear();
                    last_non_designator = index;
                    continue;
                };
                let offset = line_start + found.start;
                let body = found.body.to_owned();
                let matcher = if found.regex {
                    match compile_expected_regex(&body) {
                        Ok(re) => Matcher::Regex(re),
                        Err(message) => {
                            errors.push((offset, message, body.len()));
                            continue;
                        }
                    }
                } else {
                    Matcher::Substring
                };
                let mut e = Expectation {
                    severity: found.severity,
                    line: index.wrapping_add(1),
                    offset,
                    text: body,
                    matcher,
                    matched: false,
                };
                match found.designator {
                    Designator::None => {}
                    Designator::Plus(n) => e.line = e.line.wrapping_add(n as u32),
                    Designator::Minus(n) => e.line = e.line.wrapping_sub(n as u32),
                    Designator::Above => e.line = last_non_designator.wrapping_add(1),
                    Designator::Below => {
                        for_next_line.push(expectations.len());
                        e.line = line_count;
                    }
                }
                expectations.push(e);
            }
        }
        for (offset, message, len) in errors {
            let report = self.report_at(buffer, offset, message, len);
            self.reports.push(report);
        }
        self.entries.push(Entry {
            buffer,
            expectations,
        });
        self.entries.len() - 1
    }

    /// A message at a place named by a diagnostic: with its source line when
    /// MLIR can find it (`convertLocToSMLoc`), else just the header.
    fn place_report(&mut self, place: &SourcePlace, message: String) -> Report {
        let found = if place.line == 0 || place.col == 0 {
            None
        } else {
            self.buffer_for(&place.file).and_then(|buffer| {
                find_line_col(&self.buffers[buffer].text, place.line, place.col)
                    .map(|offset| (buffer, offset))
            })
        };
        if let Some((buffer, offset)) = found {
            return self.report_at(buffer, offset, message, 0);
        }
        Report::new(
            Diagnostic::error(DiagLocation::Place(place.clone()), message),
            None,
            0,
        )
    }

    /// An error at a byte offset of a buffer (`SourceMgr::PrintMessage`),
    /// underlining `highlight` bytes (clipped to the line).
    fn report_at(&self, buffer: usize, offset: usize, message: String, highlight: usize) -> Report {
        let b = &self.buffers[buffer];
        let bytes = b.text.as_bytes();
        let offset = offset.min(bytes.len());
        let line = 1 + bytes[..offset].iter().filter(|&&c| c == b'\n').count();
        let line_start = bytes[..offset]
            .iter()
            .rposition(|&c| c == b'\n' || c == b'\r')
            .map_or(0, |p| p + 1);
        let line_end = bytes[offset..]
            .iter()
            .position(|&c| c == b'\n' || c == b'\r')
            .map_or(bytes.len(), |p| offset + p);
        let source = b
            .text
            .get(line_start..line_end)
            .unwrap_or_default()
            .to_owned();
        let place = SourcePlace {
            file: b.name.clone(),
            line: line as u32,
            col: (offset - line_start + 1) as u32,
        };
        let diagnostic = Diagnostic::error(DiagLocation::Place(place), message);
        Report::new(diagnostic, Some(source), highlight.min(line_end - offset))
    }
}

/// Whether a non-file location text stands for `UnknownLoc` (which MLIR
/// does not print) rather than a location printed before the message.
fn is_unknown_location(text: &str) -> bool {
    matches!(
        text,
        "" | "<unknown>" | "loc(unknown)" | "unknown" | UNKNOWN_PLACE
    )
}

/// LLVM's `SourceMgr::FindLocForLineAndColumn` on a buffer: the byte offset
/// of 1-based `line` and `col`, if the column lies within the line (or just
/// past its end).
fn find_line_col(text: &str, line: u32, col: u32) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut start = 0usize;
    if line > 1 {
        let wanted = (line - 1) as usize;
        let (pos, _) = bytes
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c == b'\n')
            .nth(wanted - 1)?;
        start = pos + 1;
    }
    let c = col.saturating_sub(1) as usize;
    if c > 0 {
        let end = start.checked_add(c)?;
        if end > bytes.len() || bytes[start..end].iter().any(|&b| b == b'\n' || b == b'\r') {
            return None;
        }
    }
    Some(start + c)
}

/// `StringRef::rtrim()`.
fn trim_end_llvm(line: &str) -> &str {
    line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r'])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::verify_diagnostics::expectation_syntax::compile_expected_regex;
    use crate::text::verify_diagnostics::report::render_reports;
    use crate::text::verify_diagnostics::test_support::{err, place};

    #[test]
    fn offer_reports_and_matches() {
        let text = "// expected-error @+1 {{bad}}\nop\n// expected-note @-1 {{see}}\n";
        let mut checker = ExpectedDiagnostics::scan("f.mlir", text).with_file_loader(|_| None);
        let diag =
            err(place("f.mlir", 2, 1), "a bad thing").with_note(place("f.mlir", 2, 1), "see here");
        assert!(checker.offer(&diag));
        assert!(!checker.has_reports());
        assert!(checker.finish().is_empty());

        let mut checker = ExpectedDiagnostics::scan("f.mlir", text).with_file_loader(|_| None);
        assert!(!checker.offer(&err(place("f.mlir", 3, 1), "a bad thing")));
        assert!(checker.has_reports());
        assert_eq!(
            render_reports(&checker.finish()),
            concat!(
                "f.mlir:3:1: error: unexpected error: a bad thing\n",
                "// expected-note @-1 {{see}}\n",
                "^\n",
                "f.mlir:1:4: error: expected error \"bad\" was not produced\n",
                "// expected-error @+1 {{bad}}\n",
                "   ^~~\n",
                "f.mlir:3:4: error: expected note \"see\" was not produced\n",
                "// expected-note @-1 {{see}}\n",
                "   ^~~\n",
            )
        );
    }
    /// Random inputs must never panic.
    #[test]
    fn no_panics_on_random_input() {
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut rand = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let alphabet: &[&str] = &[
            "(",
            ")",
            "[",
            "]",
            "{",
            "}",
            "{{",
            "}}",
            "^",
            "$",
            "|",
            "*",
            "+",
            "?",
            ".",
            "\\",
            "-",
            ":",
            "=",
            "a",
            "1",
            "0",
            ",",
            "[:alpha:]",
            "[.",
            ".]",
            "[=",
            "=]",
            " ",
            "é",
            "\t",
            "\n",
            "\r",
            "expected-error",
            "-re",
            "@+",
            "@-",
            "@above",
            "@below",
            "// -----",
            "// ---",
            "--",
        ];
        for _ in 0..3000 {
            let len = (rand() % 24) as usize;
            let text: String = (0..len)
                .map(|_| alphabet[(rand() % alphabet.len() as u64) as usize])
                .collect();
            let _ = ere::parse(text.as_bytes());
            let regex = ere::Regex::new(text.as_bytes());
            let _ = regex.is_match(text.as_bytes());
            let _ = compile_expected_regex(&text);
            let mut checker =
                ExpectedDiagnostics::scan("r", &text).with_file_loader(|_| Some("x\n".into()));
            let line = (rand() % 5) as u32;
            let col = (rand() % 40) as u32;
            checker.offer(
                &err(place("r", line, col), &text).with_note(place("other", line, col), "n"),
            );
            checker.offer(&err(DiagLocation::Other(text.clone()), "m"));
            let _ = render_reports(&checker.finish());
            let _ = crate::storage::diagnostics::Diagnostic::error(place("r", line, col), "");
        }
    }
}
