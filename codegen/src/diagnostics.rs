//! Source files, spans and diagnostics. Every stage reports errors as
//! [`Diagnostic`]s that hold a message and [`Span`]s only; the source text is
//! attached when rendering, which prints them as clang and `llvm-tblgen` do:
//! `file:line:col: error: message`, the source line, and a caret under the
//! offending text.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Identifies a file loaded into a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// The file the range lies in.
    pub file: FileId,
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// A span covering `start..end` of `file`.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end.max(start) as u32,
        }
    }

    /// The empty span at the start of this one.
    pub fn start_point(self) -> Span {
        Span {
            end: self.start,
            ..self
        }
    }

    /// The smallest span covering both (which must be in the same file).
    pub fn to(self, other: Span) -> Span {
        if self.file != other.file {
            return self;
        }
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// One loaded source file.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as it was opened (the name diagnostics print).
    pub path: PathBuf,
    /// The full text.
    pub text: String,
    /// The `include` that first loaded the file.
    pub included_from: Option<Span>,
    line_starts: Vec<u32>,
}

impl SourceFile {
    fn new(path: PathBuf, text: String) -> SourceFile {
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            path,
            text,
            included_from: None,
            line_starts,
        }
    }

    /// The 1-based line and column (in bytes) of a byte offset.
    pub fn line_col(&self, offset: u32) -> (usize, usize) {
        let offset = offset.min(self.text.len() as u32);
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line + 1, (offset - self.line_starts[line]) as usize + 1)
    }

    /// The text of a 1-based line, without its line terminator.
    pub fn line_text(&self, line: usize) -> &str {
        let start = self.line_starts[line - 1] as usize;
        let end = self
            .line_starts
            .get(line)
            .map_or(self.text.len(), |&e| e as usize);
        let text = self.text.get(start..end).unwrap_or("");
        text.trim_end_matches(['\n', '\r'])
    }
}

/// The files loaded so far, each once per path.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty source map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file with the given text (for tests and in-memory sources).
    pub fn add(&mut self, path: impl Into<PathBuf>, text: impl Into<String>) -> FileId {
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile::new(path.into(), text.into()));
        id
    }

    /// The file already loaded from `path`, if any.
    pub fn find(&self, path: &Path) -> Option<FileId> {
        self.files
            .iter()
            .position(|f| f.path == path)
            .map(|i| FileId(i as u32))
    }

    /// Reads `path` from disk unless it is loaded already.
    pub fn load(&mut self, path: &Path) -> std::io::Result<FileId> {
        if let Some(id) = self.find(path) {
            return Ok(id);
        }
        let text = std::fs::read_to_string(path)?;
        Ok(self.add(path, text))
    }

    /// The file with the given id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// Notes where a file was included from (the first place only).
    pub fn set_included_from(&mut self, id: FileId, include: Span) {
        let file = &mut self.files[id.0 as usize];
        if file.included_from.is_none() && include.file != id {
            file.included_from = Some(include);
        }
    }

    /// `Included from file:line:` lines for a file, outermost first.
    fn include_stack(&self, id: FileId, out: &mut String) {
        let mut chain = Vec::new();
        let mut current = self.file(id).included_from;
        while let Some(span) = current {
            if chain.len() > 64 || chain.contains(&span) {
                break;
            }
            chain.push(span);
            current = self.file(span.file).included_from;
        }
        for span in chain.iter().rev() {
            let file = self.file(span.file);
            let (line, _) = file.line_col(span.start);
            let _ = writeln!(out, "Included from {}:{line}:", file.path.display());
        }
    }

    /// All loaded files, in load order.
    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// `file:line:col` of the start of a span.
    pub fn location(&self, span: Span) -> String {
        let file = self.file(span.file);
        let (line, col) = file.line_col(span.start);
        format!("{}:{line}:{col}", file.path.display())
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is wrong; no records are produced.
    Error,
    /// Worth fixing, but the input is accepted.
    Warning,
}

/// A secondary message attached to a diagnostic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// What the note says.
    pub message: String,
    /// Where it points, if anywhere.
    pub span: Option<Span>,
}

/// An error or warning with its location and notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// The main message.
    pub message: String,
    /// Where the problem is (absent only for problems with no source place,
    /// such as a main file that cannot be read).
    pub span: Option<Span>,
    /// Further explanations, each possibly with its own place.
    pub notes: Vec<Note>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: Some(span),
            notes: Vec::new(),
        }
    }

    /// An error with no source location.
    pub fn error_without_span(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span: None,
            notes: Vec::new(),
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(span, message)
        }
    }

    /// Adds a note, builder style.
    pub fn with_note(mut self, span: Option<Span>, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Note {
            message: message.into(),
            span,
        });
        self
    }

    /// Renders the diagnostic with its source lines and carets.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut out = String::new();
        let label = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        render_one(&mut out, sources, label, &self.message, self.span);
        for note in &self.notes {
            render_one(&mut out, sources, "note", &note.message, note.span);
        }
        out
    }
}

fn render_one(
    out: &mut String,
    sources: &SourceMap,
    label: &str,
    message: &str,
    span: Option<Span>,
) {
    let Some(span) = span else {
        let _ = writeln!(out, "{label}: {message}");
        return;
    };
    sources.include_stack(span.file, out);
    let file = sources.file(span.file);
    let (line, col) = file.line_col(span.start);
    let _ = writeln!(
        out,
        "{}:{line}:{col}: {label}: {message}",
        file.path.display()
    );
    let text = file.line_text(line);
    let _ = writeln!(out, "{text}");
    // The caret line copies tabs so that it lines up with the source line.
    let mut caret = String::new();
    let prefix = text.get(..col - 1).unwrap_or(text);
    for c in prefix.chars() {
        caret.push(if c == '\t' { '\t' } else { ' ' });
    }
    caret.push('^');
    let (end_line, end_col) = file.line_col(span.end);
    if end_line == line && end_col > col + 1 {
        let underlined = text.get(col - 1..end_col - 1).unwrap_or("");
        for _ in underlined.chars().skip(1) {
            caret.push('~');
        }
    }
    let _ = writeln!(out, "{caret}");
}

/// Renders diagnostics in order, each with its source line and caret.
pub fn render_diagnostics(diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
    diagnostics.iter().map(|d| d.render(sources)).collect()
}
