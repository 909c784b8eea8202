//! MLIR's `--verify-diagnostics` (`SourceMgrDiagnosticVerifierHandler`, LLVM 19).
//!
//! A buffer is scanned for `expected-error`, `expected-warning`,
//! `expected-remark` and `expected-note` comments (optionally `-re`, optionally
//! with an `@+N`, `@-N`, `@above` or `@below` designator, then `{{text}}`).
//! Every emitted diagnostic, and separately each of its notes, is offered to
//! the checker; at the end the expectations that were never met are reported.
//! Everything the checker prints is collected as [`Report`]s, in MLIR's
//! order, and rendered exactly as MLIR renders them (including the `^~~~`
//! underline of `was not produced` errors).
//!
//! Behaviour reproduced from MLIR 19:
//! * without `-re` the text is a plain substring; with `-re`, `{{re}}` parts
//!   are POSIX extended regexes (LLVM's `regcomp` dialect, byte based) and the
//!   rest is literal; both match anywhere in the message;
//! * an expectation may absorb any number of equal diagnostics;
//! * a diagnostic whose text matches an expectation on its line but whose
//!   severity differs is reported as `'error' diagnostic emitted when
//!   expecting a 'note'`;
//! * a diagnostic located in a file other than the scanned buffer makes MLIR
//!   load that file (from disk, relative to the working directory) and scan
//!   it too; the loader can be replaced with [`ExpectedDiagnostics::with_file_loader`];
//! * diagnostics without a file place are always unexpected and print as
//!   `<unknown>:0: error: [loc: ]unexpected error: message`.

use std::cell::Cell;
use std::collections::HashMap;
use std::fmt;
use std::fmt::Write as _;
use std::sync::Arc;

use crate::storage::diagnostics::{DiagLocation, Diagnostic, Severity, SourcePlace};

/// The location text MLIR prints for a message without a source place.
const UNKNOWN_PLACE: &str = "<unknown>:0";

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

/// A designator after `expected-<kind>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Designator {
    None,
    Plus(i32),
    Minus(i32),
    Above,
    Below,
}

/// A line matching MLIR's expectation pattern
/// `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *{{(.*)}}$`.
#[derive(Debug, PartialEq, Eq)]
struct ExpectedLine<'a> {
    /// Byte offset of `expected-` in the line.
    start: usize,
    severity: Severity,
    regex: bool,
    designator: Designator,
    body: &'a str,
}

/// Finds the leftmost match of the expectation pattern in a (trimmed) line.
fn match_expected_line(line: &str) -> Option<ExpectedLine<'_>> {
    const PREFIX: &str = "expected-";
    let bytes = line.as_bytes();
    let mut from = 0;
    while let Some(found) = line.get(from..).and_then(|rest| rest.find(PREFIX)) {
        let start = from + found;
        if let Some(m) = match_expected_at(line, start, start + PREFIX.len()) {
            return Some(m);
        }
        from = start + 1;
        if from > bytes.len() {
            break;
        }
    }
    None
}

fn match_expected_at(line: &str, start: usize, mut i: usize) -> Option<ExpectedLine<'_>> {
    let bytes = line.as_bytes();
    let rest = &bytes[i..];
    let (severity, len) = [
        ("error", Severity::Error),
        ("note", Severity::Note),
        ("remark", Severity::Remark),
        ("warning", Severity::Warning),
    ]
    .iter()
    .find(|(word, _)| rest.starts_with(word.as_bytes()))
    .map(|&(word, sev)| (sev, word.len()))?;
    i += len;
    let regex = bytes[i..].starts_with(b"-re");
    if regex {
        i += 3;
    }
    let skip_spaces = |mut i: usize| {
        while bytes.get(i) == Some(&b' ') {
            i += 1;
        }
        i
    };
    i = skip_spaces(i);
    let mut designator = Designator::None;
    if bytes.get(i) == Some(&b'@') {
        let after = &bytes[i + 1..];
        let (d, used) = if let Some(&sign @ (b'+' | b'-')) = after.first() {
            let digits = after[1..].iter().take_while(|b| b.is_ascii_digit()).count();
            if digits == 0 {
                return None;
            }
            let value = parse_llvm_int(&line[i + 2..i + 2 + digits]).unwrap_or(0);
            (
                if sign == b'+' {
                    Designator::Plus(value)
                } else {
                    Designator::Minus(value)
                },
                2 + digits,
            )
        } else if after.starts_with(b"above") {
            (Designator::Above, 6)
        } else if after.starts_with(b"below") {
            (Designator::Below, 6)
        } else {
            return None;
        };
        designator = d;
        i = skip_spaces(i + used);
    }
    if !bytes[i..].starts_with(b"{{") || bytes.len() < i + 4 || !bytes.ends_with(b"}}") {
        return None;
    }
    let body = line.get(i + 2..bytes.len() - 2)?;
    Some(ExpectedLine {
        start,
        severity,
        regex,
        designator,
        body,
    })
}

/// `StringRef::getAsInteger(0, int&)` on a string of decimal digits: radix
/// auto-detection makes a leading `0` octal. `None` where LLVM fails (MLIR 19
/// then uses an uninitialized offset; this checker uses 0).
fn parse_llvm_int(digits: &str) -> Option<i32> {
    let (radix, body) = if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let value = u64::from_str_radix(body, radix).ok()?;
    i32::try_from(value).ok()
}

/// MLIR's `computeRegex`: turns the text of an `expected-*-re` into one
/// regex (`{{re}}` parts are regexes, the rest literal), reporting the first
/// malformed part as MLIR words it.
fn compile_expected_regex(text: &str) -> Result<ere::Regex, String> {
    let mut combined: Vec<u8> = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(open) = rest.find("{{") else {
            ere::escape_into(rest.as_bytes(), &mut combined);
            break;
        };
        ere::escape_into(&rest.as_bytes()[..open], &mut combined);
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let part = &rest[..close];
        if let Err(code) = ere::parse(part.as_bytes()) {
            return Err(format!("invalid regex: {}", code.message()));
        }
        combined.push(b'(');
        combined.extend_from_slice(part.as_bytes());
        combined.push(b')');
        rest = &rest[close + 2..];
    }
    // The combined regex can still be invalid (a back-reference renumbered
    // by the added groups); LLVM's `Regex::match` then never matches.
    Ok(ere::Regex::new(&combined))
}

/// The order in which LLVM 19's `StringMap` (xxh3 hash, quadratic probing,
/// 16 initial buckets) iterates keys inserted in the given order.
fn string_map_order(keys: &[&str]) -> Vec<usize> {
    let mut buckets: Vec<Option<(usize, u32)>> = vec![None; 16];
    let mut items = 0usize;
    fn place(buckets: &mut [Option<(usize, u32)>], item: (usize, u32)) {
        let mask = buckets.len() - 1;
        let mut bucket = item.1 as usize & mask;
        let mut probe = 1;
        while buckets[bucket].is_some() {
            bucket = (bucket + probe) & mask;
            probe += 1;
        }
        buckets[bucket] = Some(item);
    }
    for (index, key) in keys.iter().enumerate() {
        place(&mut buckets, (index, xxh3_64(key.as_bytes()) as u32));
        items += 1;
        if items * 4 > buckets.len() * 3 {
            let mut grown = vec![None; buckets.len() * 2];
            for item in buckets.iter().flatten() {
                place(&mut grown, *item);
            }
            buckets = grown;
        }
    }
    buckets.iter().flatten().map(|&(index, _)| index).collect()
}

/// LLVM's `xxh3_64bits` (XXH3, 64-bit, seed 0, default secret).
fn xxh3_64(input: &[u8]) -> u64 {
    const SECRET: [u8; 192] = [
        0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad,
        0x1c, 0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3,
        0x67, 0x1f, 0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc,
        0xff, 0x72, 0x21, 0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6,
        0x81, 0x3a, 0x26, 0x4c, 0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65,
        0x8b, 0x1b, 0x53, 0x2e, 0xa3, 0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19,
        0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8, 0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9,
        0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d, 0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31,
        0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64, 0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb,
        0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb, 0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0,
        0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e, 0x2b, 0x16, 0xbe, 0x58, 0x7d,
        0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce, 0x45, 0xcb, 0x3a, 0x8f,
        0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
    ];
    const PRIME32_1: u64 = 0x9E37_79B1;
    const PRIME32_2: u64 = 0x85EB_CA77;
    const PRIME32_3: u64 = 0xC2B2_AE3D;
    const PRIME64_1: u64 = 0x9E37_79B1_85EB_CA87;
    const PRIME64_2: u64 = 0xC2B2_AE3D_27D4_EB4F;
    const PRIME64_3: u64 = 0x1656_67B1_9E37_79F9;
    const PRIME64_4: u64 = 0x85EB_CA77_C2B2_AE63;
    const PRIME64_5: u64 = 0x27D4_EB2F_1656_67C5;
    const PRIME_MX1: u64 = 0x1656_6791_9E37_79F9;
    const PRIME_MX2: u64 = 0x9FB2_1C65_1E98_DF25;
    const STRIPE: usize = 64;

    fn r64(b: &[u8], at: usize) -> u64 {
        let mut v = [0u8; 8];
        v.copy_from_slice(&b[at..at + 8]);
        u64::from_le_bytes(v)
    }
    fn r32(b: &[u8], at: usize) -> u32 {
        let mut v = [0u8; 4];
        v.copy_from_slice(&b[at..at + 4]);
        u32::from_le_bytes(v)
    }
    fn fold(a: u64, b: u64) -> u64 {
        let p = u128::from(a) * u128::from(b);
        (p as u64) ^ ((p >> 64) as u64)
    }
    fn avalanche(mut h: u64) -> u64 {
        h ^= h >> 37;
        h = h.wrapping_mul(PRIME_MX1);
        h ^ (h >> 32)
    }
    fn xxh64_avalanche(mut h: u64) -> u64 {
        h ^= h >> 33;
        h = h.wrapping_mul(PRIME64_2);
        h ^= h >> 29;
        h = h.wrapping_mul(PRIME64_3);
        h ^ (h >> 32)
    }
    fn mix16(input: &[u8], at: usize, secret_at: usize) -> u64 {
        let lhs = r64(&SECRET, secret_at) ^ r64(input, at);
        let rhs = r64(&SECRET, secret_at + 8) ^ r64(input, at + 8);
        fold(lhs, rhs)
    }
    fn accumulate_512(acc: &mut [u64; 8], input: &[u8], at: usize, secret_at: usize) {
        for i in 0..8 {
            let data = r64(input, at + 8 * i);
            let key = data ^ r64(&SECRET, secret_at + 8 * i);
            acc[i ^ 1] = acc[i ^ 1].wrapping_add(data);
            acc[i] = acc[i].wrapping_add((key & 0xFFFF_FFFF).wrapping_mul(key >> 32));
        }
    }

    let len = input.len();
    if len == 0 {
        return xxh64_avalanche(r64(&SECRET, 56) ^ r64(&SECRET, 64));
    }
    if len <= 3 {
        let combined = (u32::from(input[0]) << 16)
            | (u32::from(input[len >> 1]) << 24)
            | u32::from(input[len - 1])
            | ((len as u32) << 8);
        let bitflip = u64::from(r32(&SECRET, 0) ^ r32(&SECRET, 4));
        return xxh64_avalanche(u64::from(combined) ^ bitflip);
    }
    if len <= 8 {
        let input1 = u64::from(r32(input, 0));
        let input2 = u64::from(r32(input, len - 4));
        let mut acc = r64(&SECRET, 8) ^ r64(&SECRET, 16);
        acc ^= input2 | (input1 << 32);
        acc ^= acc.rotate_left(49) ^ acc.rotate_left(24);
        acc = acc.wrapping_mul(PRIME_MX2);
        acc ^= (acc >> 35).wrapping_add(len as u64);
        acc = acc.wrapping_mul(PRIME_MX2);
        return acc ^ (acc >> 28);
    }
    if len <= 16 {
        let lo = (r64(&SECRET, 24) ^ r64(&SECRET, 32)) ^ r64(input, 0);
        let hi = (r64(&SECRET, 40) ^ r64(&SECRET, 48)) ^ r64(input, len - 8);
        let acc = (len as u64)
            .wrapping_add(lo.swap_bytes())
            .wrapping_add(hi)
            .wrapping_add(fold(lo, hi));
        return avalanche(acc);
    }
    if len <= 128 {
        let mut acc = (len as u64).wrapping_mul(PRIME64_1);
        acc = acc.wrapping_add(mix16(input, 0, 0));
        let mut acc_end = mix16(input, len - 16, 16);
        if len > 32 {
            acc = acc.wrapping_add(mix16(input, 16, 32));
            acc_end = acc_end.wrapping_add(mix16(input, len - 32, 48));
            if len > 64 {
                acc = acc.wrapping_add(mix16(input, 32, 64));
                acc_end = acc_end.wrapping_add(mix16(input, len - 48, 80));
                if len > 96 {
                    acc = acc.wrapping_add(mix16(input, 48, 96));
                    acc_end = acc_end.wrapping_add(mix16(input, len - 64, 112));
                }
            }
        }
        return avalanche(acc.wrapping_add(acc_end));
    }
    if len <= 240 {
        let mut acc = (len as u64).wrapping_mul(PRIME64_1);
        for i in 0..8 {
            acc = acc.wrapping_add(mix16(input, 16 * i, 16 * i));
        }
        acc = avalanche(acc);
        for i in 8..len / 16 {
            acc = acc.wrapping_add(mix16(input, 16 * i, 16 * (i - 8) + 3));
        }
        acc = acc.wrapping_add(mix16(input, len - 16, 136 - 17));
        return avalanche(acc);
    }
    let stripes_per_block = (SECRET.len() - STRIPE) / 8;
    let block_len = STRIPE * stripes_per_block;
    let blocks = (len - 1) / block_len;
    let mut acc: [u64; 8] = [
        PRIME32_3, PRIME64_1, PRIME64_2, PRIME64_3, PRIME64_4, PRIME32_2, PRIME64_5, PRIME32_1,
    ];
    for n in 0..blocks {
        for s in 0..stripes_per_block {
            accumulate_512(&mut acc, input, n * block_len + s * STRIPE, s * 8);
        }
        let scramble_at = SECRET.len() - STRIPE;
        for (i, a) in acc.iter_mut().enumerate() {
            *a ^= *a >> 47;
            *a ^= r64(&SECRET, scramble_at + 8 * i);
            *a = a.wrapping_mul(PRIME32_1);
        }
    }
    let stripes = (len - 1 - block_len * blocks) / STRIPE;
    for s in 0..stripes {
        accumulate_512(&mut acc, input, blocks * block_len + s * STRIPE, s * 8);
    }
    accumulate_512(&mut acc, input, len - STRIPE, SECRET.len() - STRIPE - 7);
    let mut result = (len as u64).wrapping_mul(PRIME64_1);
    for i in 0..4 {
        result = result.wrapping_add(fold(
            acc[2 * i] ^ r64(&SECRET, 11 + 16 * i),
            acc[2 * i + 1] ^ r64(&SECRET, 19 + 16 * i),
        ));
    }
    avalanche(result)
}

/// POSIX extended regular expressions as LLVM's `regcomp`/`regexec`
/// implement them (byte based, no `REG_NEWLINE`, back-references allowed),
/// with LLVM's error messages.
mod ere {
    use super::Cell;
    use std::fmt::Write as _;

    /// A parsing error of LLVM's `regcomp`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub(super) enum ErrorCode {
        Collate,
        CType,
        Escape,
        SubReg,
        Brack,
        Paren,
        Brace,
        BadBr,
        Range,
        BadRpt,
        Empty,
        Space,
    }

    impl ErrorCode {
        /// The text of LLVM's `regerror` for this code.
        pub(super) fn message(self) -> &'static str {
            match self {
                ErrorCode::Collate => "invalid collating element",
                ErrorCode::CType => "invalid character class",
                ErrorCode::Escape => "trailing backslash (\\)",
                ErrorCode::SubReg => "invalid backreference number",
                ErrorCode::Brack => "brackets ([ ]) not balanced",
                ErrorCode::Paren => "parentheses not balanced",
                ErrorCode::Brace => "braces not balanced",
                ErrorCode::BadBr => "invalid repetition count(s)",
                ErrorCode::Range => "invalid character range",
                ErrorCode::BadRpt => "repetition-operator operand invalid",
                ErrorCode::Empty => "empty (sub)expression",
                ErrorCode::Space => "out of memory",
            }
        }
    }

    /// A parsed regex.
    #[derive(Clone, Debug)]
    pub(super) enum Node {
        Empty,
        Byte(u8),
        Any,
        Set(Box<[bool; 256]>),
        Bol,
        Eol,
        Bow,
        Eow,
        Group(usize, Box<Node>),
        Backref(usize),
        Concat(Vec<Node>),
        Alt(Vec<Node>),
        Repeat(Box<Node>, u32, Option<u32>),
    }

    /// A parsed regex and whether it uses back-references.
    pub(super) struct Parsed {
        node: Node,
        groups: usize,
        backrefs: bool,
    }

    /// `llvm::Regex::escape`: backslashes before `()^$|*+?.[]\{}`.
    pub(super) fn escape_into(text: &[u8], out: &mut Vec<u8>) {
        for &b in text {
            if b"()^$|*+?.[]\\{}".contains(&b) {
                out.push(b'\\');
            }
            out.push(b);
        }
    }

    /// Parses an extended regex as `llvm_regcomp(REG_EXTENDED)` does.
    pub(super) fn parse(pattern: &[u8]) -> Result<Parsed, ErrorCode> {
        let mut p = Parser {
            s: pattern,
            pos: 0,
            groups: 0,
            closed: [false; 10],
            backrefs: false,
            depth: 0,
        };
        let node = p.ere(None)?;
        Ok(Parsed {
            node,
            groups: p.groups,
            backrefs: p.backrefs,
        })
    }

    const DUPMAX: u32 = 255;

    /// Deeper group nesting is refused (LLVM would exhaust its stack).
    const NESTING_LIMIT: usize = 1_000;

    struct Parser<'a> {
        s: &'a [u8],
        pos: usize,
        groups: usize,
        closed: [bool; 10],
        backrefs: bool,
        depth: usize,
    }

    impl Parser<'_> {
        fn more(&self) -> bool {
            self.pos < self.s.len()
        }
        fn more2(&self) -> bool {
            self.pos + 1 < self.s.len()
        }
        fn peek(&self) -> u8 {
            self.s.get(self.pos).copied().unwrap_or(0)
        }
        fn peek2(&self) -> u8 {
            self.s.get(self.pos + 1).copied().unwrap_or(0)
        }
        fn next(&mut self) -> u8 {
            let c = self.peek();
            self.pos += 1;
            c
        }
        fn see(&self, c: u8) -> bool {
            self.more() && self.peek() == c
        }
        fn see_two(&self, a: u8, b: u8) -> bool {
            self.more2() && self.peek() == a && self.peek2() == b
        }
        fn eat(&mut self, c: u8) -> bool {
            let seen = self.see(c);
            if seen {
                self.pos += 1;
            }
            seen
        }
        fn eat_two(&mut self, a: u8, b: u8) -> bool {
            let seen = self.see_two(a, b);
            if seen {
                self.pos += 2;
            }
            seen
        }
        fn repetition_follows(&self) -> bool {
            self.more() && {
                let c = self.peek();
                matches!(c, b'*' | b'+' | b'?')
                    || (c == b'{' && self.more2() && self.peek2().is_ascii_digit())
            }
        }

        /// `p_ere`: alternatives of concatenations, up to `stop`.
        fn ere(&mut self, stop: Option<u8>) -> Result<Node, ErrorCode> {
            let mut alternatives = Vec::new();
            loop {
                let mut items = Vec::new();
                while self.more() && self.peek() != b'|' && Some(self.peek()) != stop {
                    if let Some(node) = self.ere_exp()? {
                        items.push(node);
                    }
                }
                if items.is_empty() {
                    return Err(ErrorCode::Empty);
                }
                alternatives.push(if items.len() == 1 {
                    items.remove(0)
                } else {
                    Node::Concat(items)
                });
                if !self.eat(b'|') {
                    break;
                }
            }
            Ok(if alternatives.len() == 1 {
                alternatives.remove(0)
            } else {
                Node::Alt(alternatives)
            })
        }

        /// `p_ere_exp`: an atom and its repetition; `None` when `{0}` dropped it.
        fn ere_exp(&mut self) -> Result<Option<Node>, ErrorCode> {
            let c = self.next();
            let mut was_caret = false;
            let atom = match c {
                b'(' => {
                    if !self.more() {
                        return Err(ErrorCode::Paren);
                    }
                    if self.depth >= NESTING_LIMIT {
                        return Err(ErrorCode::Space);
                    }
                    self.groups += 1;
                    let group = self.groups;
                    self.depth += 1;
                    let inner = if self.see(b')') {
                        Node::Empty
                    } else {
                        self.ere(Some(b')'))?
                    };
                    self.depth -= 1;
                    if group < 10 {
                        self.closed[group] = true;
                    }
                    if !(self.more() && self.next() == b')') {
                        return Err(ErrorCode::Paren);
                    }
                    Node::Group(group, Box::new(inner))
                }
                b')' => return Err(ErrorCode::Paren),
                b'^' => {
                    was_caret = true;
                    Node::Bol
                }
                b'$' => Node::Eol,
                b'|' => return Err(ErrorCode::Empty),
                b'*' | b'+' | b'?' => return Err(ErrorCode::BadRpt),
                b'.' => Node::Any,
                b'[' => self.bracket()?,
                b'\\' => {
                    if !self.more() {
                        return Err(ErrorCode::Escape);
                    }
                    let c = self.next();
                    if (b'1'..=b'9').contains(&c) {
                        let n = usize::from(c - b'0');
                        if !self.closed[n] {
                            return Err(ErrorCode::SubReg);
                        }
                        self.backrefs = true;
                        Node::Backref(n)
                    } else {
                        Node::Byte(c)
                    }
                }
                b'{' => {
                    if self.more() && self.peek().is_ascii_digit() {
                        return Err(ErrorCode::BadRpt);
                    }
                    Node::Byte(c)
                }
                _ => Node::Byte(c),
            };
            if !self.repetition_follows() {
                return Ok(Some(atom));
            }
            let op = self.next();
            if was_caret {
                return Err(ErrorCode::BadRpt);
            }
            let (min, max) = match op {
                b'*' => (0, None),
                b'+' => (1, None),
                b'?' => (0, Some(1)),
                _ => {
                    let min = self.count()?;
                    let max = if self.eat(b',') {
                        if self.more() && self.peek().is_ascii_digit() {
                            let max = self.count()?;
                            if min > max {
                                return Err(ErrorCode::BadBr);
                            }
                            Some(max)
                        } else {
                            None
                        }
                    } else {
                        Some(min)
                    };
                    if !self.eat(b'}') {
                        while self.more() && self.peek() != b'}' {
                            self.pos += 1;
                        }
                        return Err(if self.more() {
                            ErrorCode::BadBr
                        } else {
                            ErrorCode::Brace
                        });
                    }
                    (min, max)
                }
            };
            if self.repetition_follows() {
                return Err(ErrorCode::BadRpt);
            }
            if max == Some(0) {
                return Ok(None);
            }
            Ok(Some(Node::Repeat(Box::new(atom), min, max)))
        }

        /// `p_count`.
        fn count(&mut self) -> Result<u32, ErrorCode> {
            let mut count = 0u32;
            let mut digits = 0;
            while self.more() && self.peek().is_ascii_digit() && count <= DUPMAX {
                count = count * 10 + u32::from(self.next() - b'0');
                digits += 1;
            }
            if digits == 0 || count > DUPMAX {
                return Err(ErrorCode::BadBr);
            }
            Ok(count)
        }

        /// `p_bracket`, after the `[`.
        fn bracket(&mut self) -> Result<Node, ErrorCode> {
            let rest = &self.s[self.pos..];
            if rest.len() > 5 {
                if rest.starts_with(b"[:<:]]") {
                    self.pos += 6;
                    return Ok(Node::Bow);
                }
                if rest.starts_with(b"[:>:]]") {
                    self.pos += 6;
                    return Ok(Node::Eow);
                }
            }
            let mut set = Box::new([false; 256]);
            let invert = self.eat(b'^');
            if self.eat(b']') {
                set[usize::from(b']')] = true;
            } else if self.eat(b'-') {
                set[usize::from(b'-')] = true;
            }
            while self.more() && self.peek() != b']' && !self.see_two(b'-', b']') {
                self.bracket_term(&mut set)?;
            }
            if self.eat(b'-') {
                set[usize::from(b'-')] = true;
            }
            if !(self.more() && self.next() == b']') {
                return Err(ErrorCode::Brack);
            }
            if invert {
                for b in set.iter_mut() {
                    *b = !*b;
                }
            }
            Ok(Node::Set(set))
        }

        /// `p_b_term`.
        fn bracket_term(&mut self, set: &mut [bool; 256]) -> Result<(), ErrorCode> {
            let kind = match self.peek() {
                b'[' if self.more2() => self.peek2(),
                b'-' => return Err(ErrorCode::Range),
                _ => 0,
            };
            match kind {
                b':' => {
                    self.pos += 2;
                    if !self.more() {
                        return Err(ErrorCode::Brack);
                    }
                    if matches!(self.peek(), b'-' | b']') {
                        return Err(ErrorCode::CType);
                    }
                    let start = self.pos;
                    while self.more() && self.peek().is_ascii_alphabetic() {
                        self.pos += 1;
                    }
                    let chars = class_chars(&self.s[start..self.pos]).ok_or(ErrorCode::CType)?;
                    for &c in chars {
                        set[usize::from(c)] = true;
                    }
                    if !self.more() {
                        return Err(ErrorCode::Brack);
                    }
                    if !self.eat_two(b':', b']') {
                        return Err(ErrorCode::CType);
                    }
                }
                b'=' => {
                    self.pos += 2;
                    if !self.more() {
                        return Err(ErrorCode::Brack);
                    }
                    if matches!(self.peek(), b'-' | b']') {
                        return Err(ErrorCode::Collate);
                    }
                    let c = self.collating_element(b'=')?;
                    set[usize::from(c)] = true;
                    if !self.more() {
                        return Err(ErrorCode::Brack);
                    }
                    if !self.eat_two(b'=', b']') {
                        return Err(ErrorCode::Collate);
                    }
                }
                _ => {
                    let start = self.symbol()?;
                    let finish = if self.see(b'-') && self.more2() && self.peek2() != b']' {
                        self.pos += 1;
                        if self.eat(b'-') { b'-' } else { self.symbol()? }
                    } else {
                        start
                    };
                    // `char` is signed in LLVM's build.
                    let (start, finish) = (start as i8, finish as i8);
                    if start > finish {
                        return Err(ErrorCode::Range);
                    }
                    for c in start..=finish {
                        set[usize::from(c as u8)] = true;
                    }
                }
            }
            Ok(())
        }

        /// `p_b_symbol`.
        fn symbol(&mut self) -> Result<u8, ErrorCode> {
            if !self.more() {
                return Err(ErrorCode::Brack);
            }
            if !self.eat_two(b'[', b'.') {
                return Ok(self.next());
            }
            let c = self.collating_element(b'.')?;
            if !self.eat_two(b'.', b']') {
                return Err(ErrorCode::Collate);
            }
            Ok(c)
        }

        /// `p_b_coll_elem`: a name up to `end]`.
        fn collating_element(&mut self, end: u8) -> Result<u8, ErrorCode> {
            let start = self.pos;
            while self.more() && !self.see_two(end, b']') {
                self.pos += 1;
            }
            if !self.more() {
                return Err(ErrorCode::Brack);
            }
            let name = &self.s[start..self.pos];
            if let Some(&(_, c)) = COLLATING_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
                return Ok(c);
            }
            match name {
                [c] => Ok(*c),
                _ => Err(ErrorCode::Collate),
            }
        }
    }

    /// The members of a `[:name:]` class (C locale).
    fn class_chars(name: &[u8]) -> Option<&'static [u8]> {
        const ALNUM: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        const CNTRL: &[u8] = b"\x07\x08\t\n\x0b\x0c\r\x01\x02\x03\x04\x05\x06\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f";
        const GRAPH: &[u8] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
        const PRINT: &[u8] =
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ";
        Some(match name {
            b"alnum" => ALNUM,
            b"alpha" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
            b"blank" => b" \t",
            b"cntrl" => CNTRL,
            b"digit" => b"0123456789",
            b"graph" => GRAPH,
            b"lower" => b"abcdefghijklmnopqrstuvwxyz",
            b"print" => PRINT,
            b"punct" => b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
            b"space" => b"\t\n\x0b\x0c\r ",
            b"upper" => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            b"xdigit" => b"0123456789ABCDEFabcdef",
            _ => return None,
        })
    }

    /// `regcomp`'s collating element names.
    const COLLATING_NAMES: &[(&str, u8)] = &[
        ("NUL", 0),
        ("SOH", 1),
        ("STX", 2),
        ("ETX", 3),
        ("EOT", 4),
        ("ENQ", 5),
        ("ACK", 6),
        ("BEL", 7),
        ("alert", 7),
        ("BS", 8),
        ("backspace", 8),
        ("HT", 9),
        ("tab", 9),
        ("LF", 10),
        ("newline", 10),
        ("VT", 11),
        ("vertical-tab", 11),
        ("FF", 12),
        ("form-feed", 12),
        ("CR", 13),
        ("carriage-return", 13),
        ("SO", 14),
        ("SI", 15),
        ("DLE", 16),
        ("DC1", 17),
        ("DC2", 18),
        ("DC3", 19),
        ("DC4", 20),
        ("NAK", 21),
        ("SYN", 22),
        ("ETB", 23),
        ("CAN", 24),
        ("EM", 25),
        ("SUB", 26),
        ("ESC", 27),
        ("IS4", 28),
        ("FS", 28),
        ("IS3", 29),
        ("GS", 29),
        ("IS2", 30),
        ("RS", 30),
        ("IS1", 31),
        ("US", 31),
        ("space", b' '),
        ("exclamation-mark", b'!'),
        ("quotation-mark", b'"'),
        ("number-sign", b'#'),
        ("dollar-sign", b'$'),
        ("percent-sign", b'%'),
        ("ampersand", b'&'),
        ("apostrophe", b'\''),
        ("left-parenthesis", b'('),
        ("right-parenthesis", b')'),
        ("asterisk", b'*'),
        ("plus-sign", b'+'),
        ("comma", b','),
        ("hyphen", b'-'),
        ("hyphen-minus", b'-'),
        ("period", b'.'),
        ("full-stop", b'.'),
        ("slash", b'/'),
        ("solidus", b'/'),
        ("zero", b'0'),
        ("one", b'1'),
        ("two", b'2'),
        ("three", b'3'),
        ("four", b'4'),
        ("five", b'5'),
        ("six", b'6'),
        ("seven", b'7'),
        ("eight", b'8'),
        ("nine", b'9'),
        ("colon", b':'),
        ("semicolon", b';'),
        ("less-than-sign", b'<'),
        ("equals-sign", b'='),
        ("greater-than-sign", b'>'),
        ("question-mark", b'?'),
        ("commercial-at", b'@'),
        ("left-square-bracket", b'['),
        ("backslash", b'\\'),
        ("reverse-solidus", b'\\'),
        ("right-square-bracket", b']'),
        ("circumflex", b'^'),
        ("circumflex-accent", b'^'),
        ("underscore", b'_'),
        ("low-line", b'_'),
        ("grave-accent", b'`'),
        ("left-brace", b'{'),
        ("left-curly-bracket", b'{'),
        ("vertical-line", b'|'),
        ("right-brace", b'}'),
        ("right-curly-bracket", b'}'),
        ("tilde", b'~'),
        ("DEL", 127),
    ];

    /// A compiled regex: searched anywhere in a message.
    pub(super) enum Regex {
        /// The pattern does not compile in LLVM: it never matches.
        Never,
        /// Translated to the `regex` crate (byte based, no Unicode).
        Native(regex::bytes::Regex),
        /// Back-references or oversized patterns: a bounded backtracker.
        Backtrack(Box<Node>, usize),
    }

    impl Regex {
        /// Compiles `pattern` (already validated or not).
        pub(super) fn new(pattern: &[u8]) -> Regex {
            let Ok(parsed) = parse(pattern) else {
                return Regex::Never;
            };
            if !parsed.backrefs {
                let mut text = String::from("(?s-u)");
                translate(&parsed.node, &mut text);
                if let Ok(re) = regex::bytes::Regex::new(&text) {
                    return Regex::Native(re);
                }
            }
            Regex::Backtrack(Box::new(parsed.node), parsed.groups)
        }

        /// Whether the regex matches anywhere in `haystack`.
        pub(super) fn is_match(&self, haystack: &[u8]) -> bool {
            match self {
                Regex::Never => false,
                Regex::Native(re) => re.is_match(haystack),
                Regex::Backtrack(node, groups) => backtrack_search(node, *groups, haystack),
            }
        }
    }

    /// Writes `node` in the `regex` crate's syntax.
    fn translate(node: &Node, out: &mut String) {
        match node {
            Node::Empty => out.push_str("(?:)"),
            Node::Byte(b) => {
                let _ = write!(out, "\\x{b:02X}");
            }
            Node::Any => out.push_str("(?s-u:.)"),
            Node::Set(set) => {
                out.push('[');
                let mut i = 0usize;
                let mut any = false;
                while i < 256 {
                    if !set[i] {
                        i += 1;
                        continue;
                    }
                    let start = i;
                    while i < 256 && set[i] {
                        i += 1;
                    }
                    let _ = write!(out, "\\x{start:02X}-\\x{:02X}", i - 1);
                    any = true;
                }
                if !any {
                    out.push_str("^\\x00-\\xFF");
                }
                out.push(']');
            }
            Node::Bol => out.push_str("(?-m:^)"),
            Node::Eol => out.push_str("(?-m:$)"),
            Node::Bow => out.push_str("\\b{start}"),
            Node::Eow => out.push_str("\\b{end}"),
            Node::Backref(_) => out.push_str("[^\\x00-\\xFF]"),
            Node::Group(_, inner) => {
                out.push_str("(?:");
                translate(inner, out);
                out.push(')');
            }
            Node::Concat(items) => {
                for item in items {
                    translate(item, out);
                }
            }
            Node::Alt(alternatives) => {
                out.push_str("(?:");
                for (i, a) in alternatives.iter().enumerate() {
                    if i > 0 {
                        out.push('|');
                    }
                    translate(a, out);
                }
                out.push(')');
            }
            Node::Repeat(inner, min, max) => {
                out.push_str("(?:");
                translate(inner, out);
                out.push(')');
                let _ = match max {
                    Some(max) => write!(out, "{{{min},{max}}}"),
                    None => write!(out, "{{{min},}}"),
                };
            }
        }
    }

    /// Step and depth limits of the backtracker (exceeding them counts as no match).
    const STEP_LIMIT: usize = 1_000_000;
    const DEPTH_LIMIT: usize = 4_000;

    struct Ctx<'h> {
        hay: &'h [u8],
        steps: Cell<usize>,
        depth: Cell<usize>,
    }

    type Caps = Vec<Option<(usize, usize)>>;

    fn is_word(b: u8) -> bool {
        b.is_ascii_alphanumeric() || b == b'_'
    }

    fn backtrack_search(node: &Node, groups: usize, hay: &[u8]) -> bool {
        let cx = Ctx {
            hay,
            steps: Cell::new(0),
            depth: Cell::new(0),
        };
        for start in 0..=hay.len() {
            let mut caps: Caps = vec![None; groups + 1];
            if step(&cx, node, start, &mut caps, &mut |_, _| true) {
                return true;
            }
            if cx.steps.get() > STEP_LIMIT {
                return false;
            }
        }
        false
    }

    fn step(
        cx: &Ctx<'_>,
        node: &Node,
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        cx.steps.set(cx.steps.get() + 1);
        if cx.steps.get() > STEP_LIMIT || cx.depth.get() > DEPTH_LIMIT {
            return false;
        }
        cx.depth.set(cx.depth.get() + 1);
        let result = step_inner(cx, node, i, caps, k);
        cx.depth.set(cx.depth.get() - 1);
        result
    }

    fn step_inner(
        cx: &Ctx<'_>,
        node: &Node,
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        let hay = cx.hay;
        match node {
            Node::Empty => k(i, caps),
            Node::Byte(b) => hay.get(i) == Some(b) && k(i + 1, caps),
            Node::Any => i < hay.len() && k(i + 1, caps),
            Node::Set(set) => hay.get(i).is_some_and(|&c| set[usize::from(c)]) && k(i + 1, caps),
            Node::Bol => i == 0 && k(i, caps),
            Node::Eol => i == hay.len() && k(i, caps),
            Node::Bow => {
                (i == 0 || !is_word(hay[i - 1]))
                    && hay.get(i).is_some_and(|&c| is_word(c))
                    && k(i, caps)
            }
            Node::Eow => {
                i > 0
                    && is_word(hay[i - 1])
                    && hay.get(i).is_none_or(|&c| !is_word(c))
                    && k(i, caps)
            }
            Node::Group(index, inner) => {
                let index = *index;
                step(cx, inner, i, caps, &mut |j, caps: &mut Caps| {
                    let saved = caps.get(index).copied().flatten();
                    if let Some(slot) = caps.get_mut(index) {
                        *slot = Some((i, j));
                    }
                    let matched = k(j, caps);
                    if let Some(slot) = caps.get_mut(index) {
                        *slot = saved;
                    }
                    matched
                })
            }
            Node::Backref(index) => match caps.get(*index).copied().flatten() {
                Some((a, b)) => {
                    let len = b - a;
                    i + len <= hay.len() && hay[i..i + len] == hay[a..b] && k(i + len, caps)
                }
                None => false,
            },
            Node::Concat(items) => concat(cx, items, i, caps, k),
            Node::Alt(alternatives) => alternatives.iter().any(|a| step(cx, a, i, caps, k)),
            Node::Repeat(inner, min, max) => repeat(cx, inner, *min, *max, 0, i, caps, k),
        }
    }

    fn concat(
        cx: &Ctx<'_>,
        items: &[Node],
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        match items.split_first() {
            None => k(i, caps),
            Some((first, rest)) => step(cx, first, i, caps, &mut |j, caps: &mut Caps| {
                concat(cx, rest, j, caps, k)
            }),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn repeat(
        cx: &Ctx<'_>,
        inner: &Node,
        min: u32,
        max: Option<u32>,
        count: u32,
        i: usize,
        caps: &mut Caps,
        k: &mut dyn FnMut(usize, &mut Caps) -> bool,
    ) -> bool {
        if max.is_none_or(|max| count < max) {
            let more = step(cx, inner, i, caps, &mut |j, caps: &mut Caps| {
                if j == i && count >= min {
                    return false;
                }
                repeat(cx, inner, min, max, count + 1, j, caps, k)
            });
            if more {
                return true;
            }
        }
        count >= min && k(i, caps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(file: &str, line: u32, col: u32) -> DiagLocation {
        DiagLocation::Place(SourcePlace {
            file: Arc::from(file),
            line,
            col,
        })
    }

    fn err(location: DiagLocation, message: &str) -> Diagnostic {
        Diagnostic::error(location, message)
    }

    /// The place (in buffer `name` with contents `text`) of the `nth`
    /// occurrence of `needle`.
    fn at(name: &str, text: &str, needle: &str, nth: usize) -> DiagLocation {
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
    fn dominance(name: &str, text: &str) -> Diagnostic {
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
    fn redefinition(name: &str, text: &str) -> Diagnostic {
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
    fn check(
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
            let mut checker = ExpectedDiagnostics::scan(&name, chunk).with_file_loader(move |n| {
                files.iter().find(|(f, _)| f == n).map(|(_, t)| t.clone())
            });
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

    #[test]
    fn expected_line_pattern() {
        let m = match_expected_line("// expected-error-re@-010 {{a}} b}}").expect("matches");
        assert_eq!(m.start, 3);
        assert_eq!(m.severity, Severity::Error);
        assert!(m.regex);
        assert_eq!(m.designator, Designator::Minus(8));
        assert_eq!(m.body, "a}} b");
        assert!(match_expected_line("expected-error {{}").is_none());
        assert_eq!(
            match_expected_line("expected-error {{}}").map(|m| m.body),
            Some("")
        );
        assert_eq!(
            match_expected_line("expected-remark @above{{}}}").map(|m| m.body),
            Some("}")
        );
        assert_eq!(
            match_expected_line("expected-x expected-warning @below {{w}}").map(|m| m.start),
            Some(11)
        );
        assert!(match_expected_line("expected-error @+ {{x}}").is_none());
        assert!(match_expected_line("expected-error @+1x {{x}}").is_none());
        assert_eq!(parse_llvm_int("0"), Some(0));
        assert_eq!(parse_llvm_int("010"), Some(8));
        assert_eq!(parse_llvm_int("08"), None);
        assert_eq!(parse_llvm_int("2147483647"), Some(i32::MAX));
        assert_eq!(parse_llvm_int("2147483648"), None);
    }

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

    #[test]
    fn xxh3_vectors() {
        // Reference values from the `xxhash` Python package (xxh3_64_intdigest)
        // for bytes (i * 7 + 3) % 256.
        let expected: [(usize, u64); 14] = [
            (0, 0x2d06800538d394c2),
            (1, 0x13e608bc156defed),
            (3, 0xa9088dda485b481c),
            (4, 0x6d9253b16c8b1ed3),
            (8, 0x60539db630471163),
            (9, 0xfeff668361d723a8),
            (16, 0xb8c859b0f030b585),
            (17, 0x714a04408e79b80f),
            (128, 0x67425a03650261bf),
            (129, 0xc664bf3311c6abc4),
            (240, 0x64556dc6b462a6cf),
            (241, 0x8beadd3a8874fe17),
            (1000, 0x6c4f14bd97bd9e82),
            (5000, 0x799aaddd7339581d),
        ];
        for (len, hash) in expected {
            let data: Vec<u8> = (0..len).map(|i| ((i * 7 + 3) % 256) as u8).collect();
            assert_eq!(xxh3_64(&data), hash, "length {len}");
        }
    }

    #[test]
    fn regex_engines() {
        let re = |p: &str| ere::Regex::new(p.as_bytes());
        // Back-references go to the backtracker.
        let backref = re("(a|b)\\1");
        assert!(matches!(backref, ere::Regex::Backtrack(..)));
        assert!(backref.is_match(b"xbby") && !backref.is_match(b"xaby"));
        // Bytes, not characters: `.` is one byte of a UTF-8 sequence.
        assert!(re("h.llo").is_match("hallo".as_bytes()));
        assert!(
            !re("h.llo").is_match("héllo".as_bytes()) && re("h..llo").is_match("héllo".as_bytes())
        );
        assert!(re("a.b").is_match(b"a\nb"));
        assert!(re("^a$").is_match(b"a") && !re("^a$").is_match(b"a\n"));
        assert!(re("[[:<:]]ab[[:>:]]").is_match(b"x ab.") && !re("[[:<:]]ab").is_match(b"xab"));
        // A backslash is literal inside brackets.
        assert!(re("[\\x]").is_match(b"\\") && !re("[\\x]").is_match(b"y"));
        // Patterns too large for the `regex` crate still work.
        let big = re("((x{99}){99}){9}y|z");
        assert!(big.is_match(b"z") && !big.is_match(b"y"));
        // The backtracker gives up (no match) instead of running away.
        let blowup = re("(c)?((a*)*)*b\\1");
        assert!(!blowup.is_match(&[b'a'; 40]));
        assert!(matches!(re("a\\1"), ere::Regex::Never));
        assert_eq!(ere::parse(&[b'('; 5000]).err(), Some(ere::ErrorCode::Space));
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

    /// /tmp/vd-oracle/01_all_expected.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 0).
    #[test]
    fn oracle_all_expected() {
        let file = "01_all_expected.mlir";
        let text = r#"// Everything expected: no output on stderr, exit code 0.
"x.a"() : () -> ()

// -----

// expected-error @below {{use of undeclared SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

func.func @f() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %a = "x.a"(%b) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = "x.b"() : () -> i32
  return
}

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  "x.f"() {sym_name = "a"} : () -> ()
  "x.f"() {sym_name = "a"} : () -> () // expected-error {{redefinition of symbol named 'a'}}
}
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = "";
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            match chunk {
                1 => vec![err(
                    at(name, text, "%1)", 0),
                    "use of undeclared SSA value name",
                )],
                2 => vec![dominance(name, text)],
                3 => vec![redefinition(name, text)],
                _ => vec![],
            }
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/02_wrong.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_wrong_expectations() {
        let file = "02_wrong.mlir";
        let text = r#"// Wrong and missing expectations in every chunk.
"x.a"() : () -> ()
// expected-error @above {{never emitted}}

// -----

// expected-error @below {{use of undefined SSA value}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %b = "x.b"() : () -> i32
  return
}

// -----

module {
  "x.f"() {sym_name = "a"} : () -> ()
  // expected-error @-1 {{redefinition of symbol named 'a'}}
  "x.f"() {sym_name = "a"} : () -> () // expected-warning {{redefinition of symbol}}
}
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 02_wrong.mlir:1 offset :3:4: error: expected error "never emitted" was not produced
// expected-error @above {{never emitted}}
   ^~~~~~~~~~~~~
within split at 02_wrong.mlir:5 offset :4:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 02_wrong.mlir:5 offset :3:4: error: expected error "use of undefined SSA value" was not produced
// expected-error @below {{use of undefined SSA value}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 02_wrong.mlir:10 offset :4:8: error: unexpected error: operand #0 does not dominate this use
  %a = "x.a"(%b) : (i32) -> i32
       ^
within split at 02_wrong.mlir:10 offset :6:8: error: unexpected note: operand defined here (op in the same block)
  %b = "x.b"() : () -> i32
       ^
within split at 02_wrong.mlir:10 offset :5:6: error: expected note "operand defined here (op in a parent region)" was not produced
  // expected-note @+1 {{operand defined here (op in a parent region)}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 02_wrong.mlir:19 offset :6:42: error: 'error' diagnostic emitted when expecting a 'warning'
  "x.f"() {sym_name = "a"} : () -> () // expected-warning {{redefinition of symbol}}
                                         ^
within split at 02_wrong.mlir:19 offset :4:3: error: unexpected note: see existing symbol definition here
  "x.f"() {sym_name = "a"} : () -> ()
  ^
within split at 02_wrong.mlir:19 offset :5:6: error: expected error "redefinition of symbol named 'a'" was not produced
  // expected-error @-1 {{redefinition of symbol named 'a'}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 02_wrong.mlir:19 offset :6:42: error: expected warning "redefinition of symbol" was not produced
  "x.f"() {sym_name = "a"} : () -> () // expected-warning {{redefinition of symbol}}
                                         ^~~~~~~~~~~~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            match chunk {
                1 => vec![err(
                    at(name, text, "%1)", 0),
                    "use of undeclared SSA value name",
                )],
                2 => vec![dominance(name, text)],
                3 => vec![redefinition(name, text)],
                _ => vec![],
            }
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/03_designators.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_designators() {
        let file = "03_designators.mlir";
        let text = r#"// expected-error @+3 {{undeclared}}
// expected-error @+010 {{octal}}
// expected-error @-5 {{underflow}}
%0 = "x.a"(%1) : (i32) -> i32
// expected-error @+100 {{beyond end}}
// expected-error@below{{dangling below}}
   // expected-error   @above   {{above}}   
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 03_designators.mlir:1 offset :2:4: error: expected error "octal" was not produced
// expected-error @+010 {{octal}}
   ^~~~~
within split at 03_designators.mlir:1 offset :3:4: error: expected error "underflow" was not produced
// expected-error @-5 {{underflow}}
   ^~~~~~~~~
within split at 03_designators.mlir:1 offset :5:4: error: expected error "beyond end" was not produced
// expected-error @+100 {{beyond end}}
   ^~~~~~~~~~
within split at 03_designators.mlir:1 offset :6:4: error: expected error "dangling below" was not produced
// expected-error@below{{dangling below}}
   ^~~~~~~~~~~~~~
within split at 03_designators.mlir:1 offset :7:7: error: expected error "above" was not produced
   // expected-error   @above   {{above}}   
      ^~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/03b_below_stack.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_below_applies_to_next_non_designator_line() {
        let file = "03b_below_stack.mlir";
        let text = r#"// expected-error @below {{undeclared SSA value name '%1'}}
// expected-error @below {{undeclared SSA value name}}
// expected-note @below {{another}}

%0 = "x.a"(%1) : (i32) -> i32
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 03b_below_stack.mlir:1 offset :5:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 03b_below_stack.mlir:1 offset :1:4: error: expected error "undeclared SSA value name '%1'" was not produced
// expected-error @below {{undeclared SSA value name '%1'}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 03b_below_stack.mlir:1 offset :2:4: error: expected error "undeclared SSA value name" was not produced
// expected-error @below {{undeclared SSA value name}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~
within split at 03b_below_stack.mlir:1 offset :3:4: error: expected note "another" was not produced
// expected-note @below {{another}}
   ^~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/04_regex.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_regex_expectations() {
        let file = "04_regex.mlir";
        let text = r#"// expected-error-re @+1 {{use of {{[a-z]+}} SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// Without -re, {{...}} is literal text.
// expected-error @+1 {{use of {{[a-z]+}} SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// expected-error-re @+1 {{use of undeclared SSA value name '{{.*}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// expected-error-re @+1 {{{{(}} value}}
// expected-error-re @+1 {{{{a{1}}}}}
// expected-error-re @+1 {{ {{[z-a]}} }}
// expected-error-re @+1 {{x{{}}y}}
// expected-error-re @+1 {{^use of undeclared SSA value name '%1'$}}
%0 = "x.a"(%1) : (i32) -> i32
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 04_regex.mlir:4 offset :5:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 04_regex.mlir:4 offset :4:4: error: expected error "use of {{[a-z]+}} SSA value name" was not produced
// expected-error @+1 {{use of {{[a-z]+}} SSA value name}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 04_regex.mlir:10 offset :3:4: error: found start of regex with no end '}}'
// expected-error-re @+1 {{use of undeclared SSA value name '{{.*}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 04_regex.mlir:10 offset :4:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 04_regex.mlir:15 offset :3:4: error: invalid regex: parentheses not balanced
// expected-error-re @+1 {{{{(}} value}}
   ^~~~~~~~~~~
within split at 04_regex.mlir:15 offset :4:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1}}}}}
   ^~~~~~~~
within split at 04_regex.mlir:15 offset :5:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{ {{[z-a]}} }}
   ^~~~~~~~~~~
within split at 04_regex.mlir:15 offset :6:4: error: invalid regex: empty (sub)expression
// expected-error-re @+1 {{x{{}}y}}
   ^~~~~~
within split at 04_regex.mlir:15 offset :8:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 04_regex.mlir:15 offset :7:4: error: expected error "^use of undeclared SSA value name '%1'$" was not produced
// expected-error-re @+1 {{^use of undeclared SSA value name '%1'$}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/05_nonfile_locs.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_locations_without_file_place() {
        let file = "05_nonfile_locs.mlir";
        let text = r#"// Diagnostics at locations that are not places in this chunk.
"func.return"() : () -> () loc(unknown)

// -----

"func.return"() : () -> () loc("named")

// -----

"func.return"() : () -> () loc(callsite("callee" at "caller"))

// -----

"func.return"() : () -> () loc(fused["a", "b"])

// -----

"func.return"() : () -> () loc("missing_file.mlir":3:4)

// -----

"func.return"() : () -> () loc("named"("missing_file.mlir":3:4))

// -----

"func.return"() : () -> () loc(fused<"meta">["a"])
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"<unknown>:0: error: unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc("named"): unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc(callsite("callee" at "caller")): unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc(fused["a", "b"]): unexpected error: 'func.return' op expects parent op 'func.func'
missing_file.mlir:3:4: error: unexpected error: 'func.return' op expects parent op 'func.func'
missing_file.mlir:3:4: error: unexpected error: 'func.return' op expects parent op 'func.func'
<unknown>:0: error: loc(fused<"meta">["a"]): unexpected error: 'func.return' op expects parent op 'func.func'
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            let msg = "'func.return' op expects parent op 'func.func'";
            let other = |text: &str| Diagnostic::error(DiagLocation::Other(text.to_owned()), msg);
            vec![match chunk {
                0 => other("<unknown>"),
                1 => other("loc(\"named\")"),
                2 => other("loc(callsite(\"callee\" at \"caller\"))"),
                3 => other("loc(fused[\"a\", \"b\"])"),
                4 | 5 => err(place("missing_file.mlir", 3, 4), msg),
                _ => other("loc(fused<\"meta\">[\"a\"])"),
            }]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/06_other_file.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_diagnostic_in_other_file() {
        let file = "06_other_file.mlir";
        let text = r#"// A diagnostic located in another file that exists on disk: MLIR loads that
// file and scans it for expectations too.
"func.return"() : () -> () loc("06_other_file.inc":2:5)

// -----

// expected-error @below {{expects parent op}}
"func.return"() : () -> () loc("06_other_file.inc":4:1)
"#;
        let others: &[(&str, &str)] = &[(
            "06_other_file.inc",
            r#"// This file is only referenced by locations in 06_other_file.mlir.
  "x.y"() : () -> () // expected-error {{expects parent op 'func.func'}}
// expected-error@+1 {{never produced in the other file}}
x
"#,
        )];
        let stderr = r#"06_other_file.inc:3:4: error: expected error "never produced in the other file" was not produced
// expected-error@+1 {{never produced in the other file}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
06_other_file.inc:4:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
x
^
06_other_file.inc:2:25: error: expected error "expects parent op 'func.func'" was not produced
  "x.y"() : () -> () // expected-error {{expects parent op 'func.func'}}
                        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
06_other_file.inc:3:4: error: expected error "never produced in the other file" was not produced
// expected-error@+1 {{never produced in the other file}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 06_other_file.mlir:5 offset :3:4: error: expected error "expects parent op" was not produced
// expected-error @below {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            let msg = "'func.return' op expects parent op 'func.func'";
            match chunk {
                0 => vec![err(place("06_other_file.inc", 2, 5), msg)],
                _ => vec![err(place("06_other_file.inc", 4, 1), msg)],
            }
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/07_whole_file_loc.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_diagnostic_in_unsplit_file() {
        let file = "07_whole_file_loc.mlir";
        let text = r#"// expected-error @below {{expects parent op}}
"func.return"() : () -> () loc("07_whole_file_loc.mlir":1:1)

// -----

// expected-error @below {{another one}}
"x.a"() : () -> ()
"#;
        let others: &[(&str, &str)] = &[(
            "07_whole_file_loc.mlir",
            r#"// expected-error @below {{expects parent op}}
"func.return"() : () -> () loc("07_whole_file_loc.mlir":1:1)

// -----

// expected-error @below {{another one}}
"x.a"() : () -> ()
"#,
        )];
        let stderr = r#"07_whole_file_loc.mlir:1:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
// expected-error @below {{expects parent op}}
^
07_whole_file_loc.mlir:1:4: error: expected error "expects parent op" was not produced
// expected-error @below {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
07_whole_file_loc.mlir:6:4: error: expected error "another one" was not produced
// expected-error @below {{another one}}
   ^~~~~~~~~~~
within split at 07_whole_file_loc.mlir:1 offset :1:4: error: expected error "expects parent op" was not produced
// expected-error @below {{expects parent op}}
   ^~~~~~~~~~~~~~~~~
within split at 07_whole_file_loc.mlir:4 offset :3:4: error: expected error "another one" was not produced
// expected-error @below {{another one}}
   ^~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            match chunk {
                0 => vec![err(
                    place("07_whole_file_loc.mlir", 1, 1),
                    "'func.return' op expects parent op 'func.func'",
                )],
                _ => vec![],
            }
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/08_duplicates.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_duplicates_and_severity_mismatch() {
        let file = "08_duplicates.mlir";
        let text = r#"// One expectation absorbs several identical diagnostics; a second identical
// expectation on the same line is then never matched.
module {
  // expected-note @+1 {{see existing symbol definition here}}
  "x.f"() {sym_name = "a"} : () -> ()
  // expected-error @+2 {{redefinition of symbol named 'a'}}
  // expected-error @+1 {{redefinition of symbol named 'a'}}
  "x.f"() {sym_name = "a"} : () -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{does not dominate}}
  %a = "x.a"(%b, %b) : (i32, i32) -> i32
  // expected-warning @+1 {{operand defined here}}
  %b = "x.b"() : () -> i32
  return
}
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 08_duplicates.mlir:1 offset :7:6: error: expected error "redefinition of symbol named 'a'" was not produced
  // expected-error @+1 {{redefinition of symbol named 'a'}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
within split at 08_duplicates.mlir:11 offset :6:6: error: 'note' diagnostic emitted when expecting a 'warning'
  // expected-warning @+1 {{operand defined here}}
     ^
within split at 08_duplicates.mlir:11 offset :6:6: error: expected warning "operand defined here" was not produced
  // expected-warning @+1 {{operand defined here}}
     ^~~~~~~~~~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            match chunk {
                0 => {
                    let e = err(
                        at(name, text, "\"x.f\"() {", 1),
                        "redefinition of symbol named 'a'",
                    );
                    vec![e.with_note(
                        at(name, text, "\"x.f\"() {", 0),
                        "see existing symbol definition here",
                    )]
                }
                _ => {
                    let e = err(
                        at(name, text, "\"x.a\"(%b", 0),
                        "operand #0 does not dominate this use",
                    );
                    vec![e.with_note(
                        at(name, text, "\"x.b\"()", 0),
                        "operand defined here (op in the same block)",
                    )]
                }
            }
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/09_tabs_unicode.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_tabs_and_non_ascii_lines() {
        let file = "09_tabs_unicode.mlir";
        let text = r#"// Tabs before the caret are expanded to 8-column stops.
	// expected-error @+1 {{tab	here}}
	%0 = "x.a"(%1) : (i32) -> i32
  	  // expected-error {{never}}

// -----

// expected-error @+1 {{héllo wörld}}
%0 = "x.a"(%1) : (i32) -> i32 // ünïcode
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 09_tabs_unicode.mlir:1 offset :3:13: error: unexpected error: use of undeclared SSA value name
        %0 = "x.a"(%1) : (i32) -> i32
                   ^
within split at 09_tabs_unicode.mlir:1 offset :2:5: error: expected error "tab	here" was not produced
        // expected-error @+1 {{tab     here}}
           ^~~~~~~~
within split at 09_tabs_unicode.mlir:1 offset :4:9: error: expected error "never" was not produced
          // expected-error {{never}}
             ^~~~~
within split at 09_tabs_unicode.mlir:6 offset :4:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32 // ünïcode
within split at 09_tabs_unicode.mlir:6 offset :3:4: error: expected error "héllo wörld" was not produced
// expected-error @+1 {{héllo wörld}}
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/18_many_files.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_string_map_order_of_files() {
        let file = "18_many_files.mlir";
        let text = r#"// expected-error @+1 {{chunk 0 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_a.inc":1:1)
  %b = "x.b"() : () -> i32 loc("18_b.inc":1:1)
  return
}
// -----
// expected-error @+1 {{chunk 1 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_other.inc":1:1)
  %b = "x.b"() : () -> i32 loc("18_z.mlir":1:1)
  return
}
// -----
// expected-error @+1 {{chunk 2 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_lib.mlir":1:1)
  %b = "x.b"() : () -> i32 loc("18_x.txt":1:1)
  return
}
// -----
// expected-error @+1 {{chunk 3 expectation}}
func.func @f() {
  %a = "x.a"(%b) : (i32) -> i32 loc("18_q.inc":1:1)
  %b = "x.b"() : () -> i32 loc("18_r.inc":1:1)
  return
}
"#;
        let others: &[(&str, &str)] = &[
            (
                "18_a.inc",
                r#"x
// expected-error {{never in 18_a.inc}}
"#,
            ),
            (
                "18_b.inc",
                r#"x
// expected-error {{never in 18_b.inc}}
"#,
            ),
            (
                "18_other.inc",
                r#"x
// expected-error {{never in 18_other.inc}}
"#,
            ),
            (
                "18_z.mlir",
                r#"x
// expected-error {{never in 18_z.mlir}}
"#,
            ),
            (
                "18_lib.mlir",
                r#"x
// expected-error {{never in 18_lib.mlir}}
"#,
            ),
            (
                "18_x.txt",
                r#"x
// expected-error {{never in 18_x.txt}}
"#,
            ),
            (
                "18_q.inc",
                r#"x
// expected-error {{never in 18_q.inc}}
"#,
            ),
            (
                "18_r.inc",
                r#"x
// expected-error {{never in 18_r.inc}}
"#,
            ),
        ];
        let stderr = r#"18_a.inc:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_b.inc:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
within split at 18_many_files.mlir:1 offset :1:4: error: expected error "chunk 0 expectation" was not produced
// expected-error @+1 {{chunk 0 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_a.inc:2:4: error: expected error "never in 18_a.inc" was not produced
// expected-error {{never in 18_a.inc}}
   ^~~~~~~~~~~~~~~~~
18_b.inc:2:4: error: expected error "never in 18_b.inc" was not produced
// expected-error {{never in 18_b.inc}}
   ^~~~~~~~~~~~~~~~~
18_other.inc:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_z.mlir:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
18_other.inc:2:4: error: expected error "never in 18_other.inc" was not produced
// expected-error {{never in 18_other.inc}}
   ^~~~~~~~~~~~~~~~~~~~~
within split at 18_many_files.mlir:7 offset :2:4: error: expected error "chunk 1 expectation" was not produced
// expected-error @+1 {{chunk 1 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_z.mlir:2:4: error: expected error "never in 18_z.mlir" was not produced
// expected-error {{never in 18_z.mlir}}
   ^~~~~~~~~~~~~~~~~~
18_lib.mlir:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_x.txt:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
18_lib.mlir:2:4: error: expected error "never in 18_lib.mlir" was not produced
// expected-error {{never in 18_lib.mlir}}
   ^~~~~~~~~~~~~~~~~~~~
within split at 18_many_files.mlir:14 offset :2:4: error: expected error "chunk 2 expectation" was not produced
// expected-error @+1 {{chunk 2 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_x.txt:2:4: error: expected error "never in 18_x.txt" was not produced
// expected-error {{never in 18_x.txt}}
   ^~~~~~~~~~~~~~~~~
18_q.inc:1:1: error: unexpected error: operand #0 does not dominate this use
x
^
18_r.inc:1:1: error: unexpected note: operand defined here (op in the same block)
x
^
18_r.inc:2:4: error: expected error "never in 18_r.inc" was not produced
// expected-error {{never in 18_r.inc}}
   ^~~~~~~~~~~~~~~~~
within split at 18_many_files.mlir:21 offset :2:4: error: expected error "chunk 3 expectation" was not produced
// expected-error @+1 {{chunk 3 expectation}}
   ^~~~~~~~~~~~~~~~~~~
18_q.inc:2:4: error: expected error "never in 18_q.inc" was not produced
// expected-error {{never in 18_q.inc}}
   ^~~~~~~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            let files = [
                "18_a.inc",
                "18_b.inc",
                "18_other.inc",
                "18_z.mlir",
                "18_lib.mlir",
                "18_x.txt",
                "18_q.inc",
                "18_r.inc",
            ];
            let e = err(
                place(files[2 * chunk], 1, 1),
                "operand #0 does not dominate this use",
            );
            vec![e.with_note(
                place(files[2 * chunk + 1], 1, 1),
                "operand defined here (op in the same block)",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/19_regex_dialect.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_posix_regex_dialect() {
        let file = "19_regex_dialect.mlir";
        let text = r#"// expected-error-re @+1 {{{{.*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{use of {{[[:alpha:]]+}} SSA}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:digit:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{u.e}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{^use}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{value {{name$}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(use|foo)}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{SS{{A{1,2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[^x]+}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:<:]]und[[:>:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:<:]]undeclared[[:>:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{of{{[[.space.]]}}und}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{v{{[[=a=]]}}lue}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\.}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\d}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{x*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(S)\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{S}}{{(x)|\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a**}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{{1}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1,2,3}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{256}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{2,1}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:foo:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.foo.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a\}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a|}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{()}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{x{0}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{^*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[b-a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a-b-c]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[=ab=]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[]a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[^]a]+}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a-]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{ {{x}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{,2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1,}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{S{2,}A}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{x}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{)}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{$*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{n{1,2}?}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:space:]]value}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:alpha:]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[=]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.-.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[--a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.hyphen.]]-a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 19_regex_dialect.mlir:6 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:6 offset :2:4: error: expected error "{{[[:digit:]]}}" was not produced
// expected-error-re @+1 {{{{[[:digit:]]}}}}
   ^~~~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:21 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{2}}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:21 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:24 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{SS{{A{1,2}}}}}
   ^~~~~~~~~~~~
within split at 19_regex_dialect.mlir:24 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:30 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:30 offset :2:4: error: expected error "{{[[:<:]]und[[:>:]]}}" was not produced
// expected-error-re @+1 {{{{[[:<:]]und[[:>:]]}}}}
   ^~~~~~~~~~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:42 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:42 offset :2:4: error: expected error "{{\.}}" was not produced
// expected-error-re @+1 {{{{\.}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:51 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:51 offset :2:4: error: expected error "{{(S)\1}}" was not produced
// expected-error-re @+1 {{{{(S)\1}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:57 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{a**}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:57 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:60 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{{1}}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:60 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:63 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1,2,3}}}}}
   ^~~~~~~~~~~~
within split at 19_regex_dialect.mlir:63 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:66 offset :2:4: error: invalid regex: invalid repetition count(s)
// expected-error-re @+1 {{{{a{256}}}}}
   ^~~~~~~~~~
within split at 19_regex_dialect.mlir:66 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:69 offset :2:4: error: invalid regex: invalid repetition count(s)
// expected-error-re @+1 {{{{a{2,1}}}}}
   ^~~~~~~~~~
within split at 19_regex_dialect.mlir:69 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:72 offset :2:4: error: invalid regex: invalid character class
// expected-error-re @+1 {{{{[[:foo:]]}}}}
   ^~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:72 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:75 offset :2:4: error: invalid regex: invalid collating element
// expected-error-re @+1 {{{{[[.foo.]]}}}}
   ^~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:75 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:78 offset :2:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re @+1 {{{{[a}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:78 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:81 offset :2:4: error: invalid regex: trailing backslash (\)
// expected-error-re @+1 {{{{a\}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:81 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:84 offset :2:4: error: invalid regex: invalid backreference number
// expected-error-re @+1 {{{{\1}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:84 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:87 offset :2:4: error: invalid regex: empty (sub)expression
// expected-error-re @+1 {{{{a|}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:87 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:93 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{x{0}}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:93 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:96 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{^*}}}}
   ^~~~~~
within split at 19_regex_dialect.mlir:96 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:99 offset :2:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{{{[b-a]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:99 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:102 offset :2:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{{{[a-b-c]}}}}
   ^~~~~~~~~~~
within split at 19_regex_dialect.mlir:102 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:105 offset :2:4: error: invalid regex: invalid collating element
// expected-error-re @+1 {{{{[[=ab=]]}}}}
   ^~~~~~~~~~~~
within split at 19_regex_dialect.mlir:105 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:108 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:108 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:120 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:120 offset :2:4: error: expected error "{{ {{x}}" was not produced
// expected-error-re @+1 {{{{ {{x}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:123 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:123 offset :2:4: error: expected error "{{a{,2}}}" was not produced
// expected-error-re @+1 {{{{a{,2}}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:126 offset :2:4: error: invalid regex: braces not balanced
// expected-error-re @+1 {{{{a{1,}}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:126 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:132 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:132 offset :2:4: error: expected error "{{a{}}}" was not produced
// expected-error-re @+1 {{{{a{}}}}}
   ^~~~~~~
within split at 19_regex_dialect.mlir:135 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:135 offset :2:4: error: expected error "{{a{x}}}" was not produced
// expected-error-re @+1 {{{{a{x}}}}}
   ^~~~~~~~
within split at 19_regex_dialect.mlir:138 offset :2:4: error: invalid regex: parentheses not balanced
// expected-error-re @+1 {{{{(}}}}
   ^~~~~
within split at 19_regex_dialect.mlir:138 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:141 offset :2:4: error: invalid regex: parentheses not balanced
// expected-error-re @+1 {{{{)}}}}
   ^~~~~
within split at 19_regex_dialect.mlir:141 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:147 offset :2:4: error: invalid regex: repetition-operator operand invalid
// expected-error-re @+1 {{{{n{1,2}?}}}}
   ^~~~~~~~~~~
within split at 19_regex_dialect.mlir:147 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:153 offset :2:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re @+1 {{{{[[:alpha:]}}}}
   ^~~~~~~~~~~~~~
within split at 19_regex_dialect.mlir:153 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:156 offset :2:4: error: invalid regex: invalid character class
// expected-error-re @+1 {{{{[[:]]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:156 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:159 offset :2:4: error: invalid regex: invalid collating element
// expected-error-re @+1 {{{{[[=]]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:159 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:162 offset :2:4: error: invalid regex: brackets ([ ]) not balanced
// expected-error-re @+1 {{{{[[.]]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:162 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:165 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:165 offset :2:4: error: expected error "{{[[.-.]]}}" was not produced
// expected-error-re @+1 {{{{[[.-.]]}}}}
   ^~~~~~~~~~~
within split at 19_regex_dialect.mlir:168 offset :2:4: error: invalid regex: invalid character range
// expected-error-re @+1 {{{{[--a]}}}}
   ^~~~~~~~~
within split at 19_regex_dialect.mlir:168 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:171 offset :3:12: error: unexpected error: use of undeclared SSA value name
%0 = "x.a"(%1) : (i32) -> i32
           ^
within split at 19_regex_dialect.mlir:171 offset :2:4: error: expected error "{{[[.hyphen.]]-a]}}" was not produced
// expected-error-re @+1 {{{{[[.hyphen.]]-a]}}}}
   ^~~~~~~~~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/24_expectation_syntax.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_expectation_syntax() {
        let file = "24_expectation_syntax.mlir";
        let text = r#"// Spellings of expectations. Only lines the pattern accepts are expectations.
// expected-error{{no space}}
// expected-error@+1{{no spaces with designator}}
// expected-error   @+1   {{many spaces}}
// expected-error -re {{not an expectation: space before -re}}
// expected-errors {{not an expectation}}
// expected-error @+1x {{not an expectation: bad designator}}
// expected-foo {{x}} expected-remark {{second on the line}}
// expected-note {{a}} // expected-error {{b}}
// expected-warning {{inner }} braces}}
// expected-error {{}}
// expected-error {{trailing spaces}}   
// expected-error {{x}} trailing text
// xexpected-error {{prefix glued}}
"x.a"() : () -> ()
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 24_expectation_syntax.mlir:1 offset :2:4: error: expected error "no space" was not produced
// expected-error{{no space}}
   ^~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :3:4: error: expected error "no spaces with designator" was not produced
// expected-error@+1{{no spaces with designator}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :4:4: error: expected error "many spaces" was not produced
// expected-error   @+1   {{many spaces}}
   ^~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :8:23: error: expected remark "second on the line" was not produced
// expected-foo {{x}} expected-remark {{second on the line}}
                      ^~~~~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :9:4: error: expected note "a}} // expected-error {{b" was not produced
// expected-note {{a}} // expected-error {{b}}
   ^~~~~~~~~~~~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :10:4: error: expected warning "inner }} braces" was not produced
// expected-warning {{inner }} braces}}
   ^~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :11:4: error: expected error "" was not produced
// expected-error {{}}
   ^
within split at 24_expectation_syntax.mlir:1 offset :12:4: error: expected error "trailing spaces" was not produced
// expected-error {{trailing spaces}}   
   ^~~~~~~~~~~~~~~
within split at 24_expectation_syntax.mlir:1 offset :14:5: error: expected error "prefix glued" was not produced
// xexpected-error {{prefix glued}}
    ^~~~~~~~~~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/25_crlf.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_crlf_line_endings() {
        let file = "25_crlf.mlir";
        let text = r#"// CRLF line endings.
// expected-error @+1 {{undeclared}}
%0 = "x.a"(%1) : (i32) -> i32
// expected-error {{crlf}}
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 25_crlf.mlir:1 offset :4:4: error: expected error "crlf" was not produced
// expected-error {{crlf}}
   ^~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                at(name, text, "%1)", 0),
                "use of undeclared SSA value name",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/26_tab_caret.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_caret_on_a_tab() {
        let file = "26_tab_caret.mlir";
        let text = r#"// A caret on a tab is repeated over the tab's columns.
		"func.return"() : () -> () loc("26_tab_caret.mlir":2:2)
"#;
        let others: &[(&str, &str)] = &[(
            "26_tab_caret.mlir",
            r#"// A caret on a tab is repeated over the tab's columns.
		"func.return"() : () -> () loc("26_tab_caret.mlir":2:2)
"#,
        )];
        let stderr = r#"26_tab_caret.mlir:2:2: error: unexpected error: 'func.return' op expects parent op 'func.func'
                "func.return"() : () -> () loc("26_tab_caret.mlir":2:2)
        ^^^^^^^^
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![err(
                place("26_tab_caret.mlir", 2, 2),
                "'func.return' op expects parent op 'func.func'",
            )]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/14_bad_offsets.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_unparsable_offsets() {
        let file = "14_bad_offsets.mlir";
        let text = r#"// Offsets that do not parse as an int (octal 08, overflow) leave the offset
// uninitialized in MLIR 19 (undefined behaviour); this records what this
// build did.
// expected-error @+08 {{bad octal}}
// expected-error @+99999999999 {{overflow}}
// expected-error @+0x1 {{hex is not accepted by the pattern}}
// expected-error @+0 {{zero}}
"x.a"() : () -> ()
"#;
        let others: &[(&str, &str)] = &[];
        let stderr = r#"within split at 14_bad_offsets.mlir:1 offset :4:4: error: expected error "bad octal" was not produced
// expected-error @+08 {{bad octal}}
   ^~~~~~~~~
within split at 14_bad_offsets.mlir:1 offset :5:4: error: expected error "overflow" was not produced
// expected-error @+99999999999 {{overflow}}
   ^~~~~~~~
within split at 14_bad_offsets.mlir:1 offset :7:4: error: expected error "zero" was not produced
// expected-error @+0 {{zero}}
   ^~~~
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            vec![]
        };
        check(file, text, others, &emit, stderr);
    }

    /// /tmp/vd-oracle/15_place_edges.mlir (`mlir-opt-19 --allow-unregistered-dialect --verify-diagnostics --split-input-file`, exit code 1).
    #[test]
    fn oracle_places_at_line_ends_and_beyond() {
        let file = "15_place_edges.mlir";
        let text = r#"// Places at the end of a line, past it, past the last line and with zero
// line/column, all in this file as loaded from disk.
"func.return"() : () -> () loc("15_place_edges.mlir":2:53)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:54)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:55)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":99:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":0:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":1:0)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":27:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:2)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:59)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:60)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
"#;
        let others: &[(&str, &str)] = &[(
            "15_place_edges.mlir",
            r#"// Places at the end of a line, past it, past the last line and with zero
// line/column, all in this file as loaded from disk.
"func.return"() : () -> () loc("15_place_edges.mlir":2:53)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:54)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":2:55)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":99:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":0:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":1:0)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":27:1)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":26:2)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:59)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:60)
// -----
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
"#,
        )];
        let stderr = r#"15_place_edges.mlir:2:53: error: unexpected error: 'func.return' op expects parent op 'func.func'
// line/column, all in this file as loaded from disk.
                                                    ^
15_place_edges.mlir:2:54: error: unexpected error: 'func.return' op expects parent op 'func.func'
// line/column, all in this file as loaded from disk.
                                                     ^
15_place_edges.mlir:2:55: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:99:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:0:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:1:0: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:26:1: error: unexpected error: 'func.return' op expects parent op 'func.func'

^
15_place_edges.mlir:27:1: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:26:2: error: unexpected error: 'func.return' op expects parent op 'func.func'
15_place_edges.mlir:25:59: error: unexpected error: 'func.return' op expects parent op 'func.func'
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
                                                          ^
15_place_edges.mlir:25:60: error: unexpected error: 'func.return' op expects parent op 'func.func'
"func.return"() : () -> () loc("15_place_edges.mlir":25:61)
                                                           ^
15_place_edges.mlir:25:61: error: unexpected error: 'func.return' op expects parent op 'func.func'
"#;
        let emit = |chunk: usize, name: &str, text: &str| -> Vec<Diagnostic> {
            let _ = (chunk, name, text);
            let places = [
                (2, 53),
                (2, 54),
                (2, 55),
                (99, 1),
                (0, 1),
                (1, 0),
                (26, 1),
                (27, 1),
                (26, 2),
                (25, 59),
                (25, 60),
                (25, 61),
            ];
            let (line, col) = places[chunk];
            vec![err(
                place("15_place_edges.mlir", line, col),
                "'func.return' op expects parent op 'func.func'",
            )]
        };
        check(file, text, others, &emit, stderr);
    }
}
