//! Diagnostics: errors, warnings, notes and remarks attached to a source
//! place, rendered as MLIR renders them (`file:line:col: error: message`, the
//! source line, a caret).

use std::fmt::Write as _;
use std::sync::Arc;

/// How severe a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// A note attached to another diagnostic.
    Note,
    /// A remark.
    Remark,
    /// A warning.
    Warning,
    /// An error.
    Error,
}

impl Severity {
    /// The word MLIR prints for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A source buffer known to the diagnostic engine.
#[derive(Debug)]
pub struct SourceFile {
    /// The name printed in locations (the path as given, or `<stdin>`).
    pub name: Arc<str>,
    /// The whole text of the buffer.
    pub text: Arc<str>,
}

/// A place in a source buffer: 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourcePlace {
    /// The buffer's printed name.
    pub file: Arc<str>,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
}

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiagLocation {
    /// A place in a file (rendered with the source line and a caret when the
    /// file's text is known).
    Place(SourcePlace),
    /// A location with no source place: `<unknown>` for an unknown location,
    /// otherwise its printed form such as `loc("name")` (MLIR then prints
    /// `<unknown>:0: error: loc("name"): message`).
    Other(String),
}

/// One diagnostic with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How severe it is.
    pub severity: Severity,
    /// Where it points.
    pub location: DiagLocation,
    /// The message.
    pub message: String,
    /// Notes attached to it, rendered after it.
    pub notes: Vec<Diagnostic>,
    /// The callers of its location when that is a call site, innermost
    /// first: rendered as `called from` notes right after it, as MLIR's
    /// source manager handler does (they are no notes of the diagnostic:
    /// `--verify-diagnostics` does not match them).
    pub call_stack: Vec<DiagLocation>,
}

impl Diagnostic {
    /// A diagnostic of `severity` at `location`, without notes.
    pub fn new(severity: Severity, location: DiagLocation, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            location,
            message: message.into(),
            notes: Vec::new(),
            call_stack: Vec::new(),
        }
    }

    /// A new error at `location`.
    pub fn error(location: DiagLocation, message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Error, location, message)
    }

    /// Attaches a note.
    pub fn with_note(mut self, location: DiagLocation, message: impl Into<String>) -> Self {
        self.notes
            .push(Diagnostic::new(Severity::Note, location, message));
        self
    }
}

/// The source buffers diagnostics may point into, used to render the source
/// line and caret.
#[derive(Debug, Default)]
pub struct SourceManager {
    files: Vec<SourceFile>,
    /// Files named by diagnostics that could not be read.
    unreadable: Vec<Arc<str>>,
}

impl SourceManager {
    /// An empty manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers a buffer.
    pub fn add(&mut self, file: SourceFile) {
        self.files.push(file);
    }

    /// Reads from disk the files that the places of `diag` (its call stack
    /// and notes included) name and that are no buffer yet, as MLIR's
    /// source manager handler loads the file a location names to show its
    /// line. Files that cannot be read are left out.
    pub fn load_referenced_files(&mut self, diag: &Diagnostic) {
        let places = std::iter::once(&diag.location)
            .chain(&diag.call_stack)
            .chain(diag.notes.iter().map(|n| &n.location));
        for place in places {
            let DiagLocation::Place(p) = place else {
                continue;
            };
            if self.files.iter().any(|f| f.name == p.file) || self.unreadable.contains(&p.file) {
                continue;
            }
            match std::fs::read(&*p.file).map(String::from_utf8) {
                Ok(Ok(text)) => self.files.push(SourceFile {
                    name: p.file.clone(),
                    text: text.into(),
                }),
                _ => self.unreadable.push(p.file.clone()),
            }
        }
    }

    /// The text of line `line` (1-based) in the buffer named `file`.
    pub fn line_text(&self, file: &str, line: u32) -> Option<&str> {
        for f in self.files.iter().rev() {
            if &*f.name != file || line == 0 {
                continue;
            }
            if let Some(text) = f.text.split('\n').nth((line - 1) as usize) {
                return Some(text.strip_suffix('\r').unwrap_or(text));
            }
        }
        None
    }

    /// Renders a diagnostic and its notes as MLIR's `SourceMgrDiagnosticHandler` does.
    pub fn render(&self, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(diag, &mut out);
        out
    }

    fn render_into(&self, diag: &Diagnostic, out: &mut String) {
        self.render_one(diag, true, out);
        for caller in &diag.call_stack {
            let called_from = Diagnostic::new(Severity::Note, caller.clone(), "called from");
            self.render_one(&called_from, true, out);
        }
        // Like MLIR, a note shows the source line only when its place differs
        // from the previous diagnostic's; an error reported after this one
        // (a parse error's follow-up) always shows it.
        let mut previous = diag.call_stack.last().unwrap_or(&diag.location);
        for note in &diag.notes {
            let show_source = note.severity != Severity::Note || &note.location != previous;
            self.render_one(note, show_source, out);
            previous = &note.location;
        }
    }

    fn render_one(&self, diag: &Diagnostic, show_source: bool, out: &mut String) {
        match &diag.location {
            DiagLocation::Place(p) => {
                let _ = writeln!(
                    out,
                    "{}:{}:{}: {}: {}",
                    p.file,
                    p.line,
                    p.col,
                    diag.severity.as_str(),
                    diag.message
                );
                if let Some(line) = self.line_text(&p.file, p.line).filter(|_| show_source) {
                    let _ = writeln!(out, "{line}");
                    let caret_col = (p.col.max(1) - 1) as usize;
                    let mut pad = String::new();
                    for (i, ch) in line.chars().enumerate() {
                        if i >= caret_col {
                            break;
                        }
                        pad.push(if ch == '\t' { '\t' } else { ' ' });
                    }
                    while pad.chars().count() < caret_col {
                        pad.push(' ');
                    }
                    let _ = writeln!(out, "{pad}^");
                }
            }
            DiagLocation::Other(text) if text == "<unknown>" => {
                let _ = writeln!(
                    out,
                    "<unknown>:0: {}: {}",
                    diag.severity.as_str(),
                    diag.message
                );
            }
            DiagLocation::Other(text) => {
                let _ = writeln!(
                    out,
                    "<unknown>:0: {}: {}: {}",
                    diag.severity.as_str(),
                    text,
                    diag.message
                );
            }
        }
    }
}
