//! Where a model item was defined: the `.td` file (as generated code and
//! docs name it) and the line, with the span diagnostics point at.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::diagnostics::{FileId, SourceMap, Span};

/// The `.td` place of an item: `defs/arith.td:222`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file, relative to the display root when it lies under it.
    pub file: String,
    /// The 1-based line.
    pub line: usize,
    /// The span of the definition.
    pub span: Span,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file, self.line)
    }
}

/// Turns spans into [`Place`]s and knows which file is the main one (the
/// file whose items, with those of its parts, a backend generates).
pub struct Places<'a> {
    sources: &'a SourceMap,
    main: FileId,
    root: Option<PathBuf>,
}

impl<'a> Places<'a> {
    /// Places of `sources`, whose main file is `main`; file names are shown
    /// relative to `root` when they lie under it.
    pub fn new(sources: &'a SourceMap, main: FileId, root: Option<&Path>) -> Self {
        Places {
            sources,
            main,
            root: root.map(Path::to_path_buf),
        }
    }

    /// The source map.
    pub fn sources(&self) -> &'a SourceMap {
        self.sources
    }

    /// The main file.
    pub fn main_file(&self) -> FileId {
        self.main
    }

    /// Whether `file` is one whose items a backend generates: the main file
    /// (`defs/llvm.td`) or one of its parts, the `.td` files in the folder
    /// named after it (`defs/llvm/*.td`), which a large dialect splits its
    /// definitions into.
    pub fn is_own_file(&self, file: FileId) -> bool {
        if file == self.main {
            return true;
        }
        let main = &self.sources.file(self.main).path;
        let (Some(dir), Some(stem)) = (main.parent(), main.file_stem()) else {
            return false;
        };
        self.sources
            .file(file)
            .path
            .parent()
            .is_some_and(|parent| parent == dir.join(stem))
    }

    /// The name of a file as places show it.
    pub fn file_name(&self, file: FileId) -> String {
        display_path(&self.sources.file(file).path, self.root.as_deref())
    }

    /// The place of a span.
    pub fn place(&self, span: Span) -> Place {
        let file = self.sources.file(span.file);
        let (line, _) = file.line_col(span.start);
        Place {
            file: self.file_name(span.file),
            line,
            span,
        }
    }
}

/// `path` relative to `root` when it lies under it (with `/` separators),
/// else as given.
pub fn display_path(path: &Path, root: Option<&Path>) -> String {
    let shown = root.and_then(|r| path.strip_prefix(r).ok()).unwrap_or(path);
    let mut text = String::new();
    for (i, part) in shown.components().enumerate() {
        if i > 0 && !text.ends_with('/') {
            text.push('/');
        }
        text.push_str(&part.as_os_str().to_string_lossy());
    }
    text
}
