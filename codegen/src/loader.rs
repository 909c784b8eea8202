//! The `.td` file loader: where includes are searched for (beside the
//! including file, in `-I` directories, beside the main file, in
//! [`defs_dir`]), how file names are shown (relative to a root), and which
//! files were read, so that the generated code can include them and cargo
//! rebuilds when one changes.
//! [`load`] and its variants read files into records; [`MainFile`] is a
//! main file as `dialect!` and `dialectic-tblgen` read it.

use std::path::{Path, PathBuf};

use crate::diagnostics::{Diagnostic, FileId, SourceMap, Span, render_diagnostics};
use crate::model::{self, Places};
use crate::records::Records;
use crate::{ast, parse, preprocess};

/// The `defs/` directory of this source tree: the ODS vocabulary
/// (`OpBase.td`) every dialect includes, searched after the main file's
/// directory.
pub fn defs_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("defs");
    std::fs::canonicalize(&dir).unwrap_or(dir)
}

/// How [`crate::expand_with`] names and finds files.
#[derive(Clone, Debug, Default)]
pub struct ExpandOptions {
    /// File names in docs, places and diagnostics are shown relative to
    /// this directory (the crate's `CARGO_MANIFEST_DIR` in the macro).
    pub root: Option<PathBuf>,
    /// The directory of the crate the expansion is compiled in: the
    /// generated code includes the files under it relative to
    /// `CARGO_MANIFEST_DIR`, and the others by absolute path. `None`: the
    /// same as `root`.
    pub manifest_dir: Option<PathBuf>,
    /// More directories to look for included files in: after the including
    /// file's directory, before the main file's and [`defs_dir`].
    pub include_dirs: Vec<PathBuf>,
    /// Macros defined for the preprocessor (`-D NAME`).
    pub defines: Vec<String>,
}

/// A `.td` file the expansion read: the name docs show, and how the
/// generated code includes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputFile {
    /// The name shown in docs (`defs/arith.td`).
    pub display: String,
    /// The path relative to the crate being compiled
    /// (`CARGO_MANIFEST_DIR`), when it lies under it.
    pub relative: Option<String>,
    /// The absolute path otherwise.
    pub absolute: String,
}

/// The main `.td` file of an expansion with what [`ExpandOptions`] say
/// about it, paths made canonical so that they compare with the loaded
/// files' paths.
pub struct MainFile {
    path: PathBuf,
    include_dirs: Vec<PathBuf>,
    defines: Vec<String>,
    root: Option<PathBuf>,
    manifest_dir: Option<PathBuf>,
}

impl MainFile {
    /// The file at `path`. Each include is searched beside the file that
    /// includes it, then in `options.include_dirs`, then beside the main
    /// file, then in [`defs_dir`], the ODS base library.
    pub fn new(path: &Path, options: &ExpandOptions) -> Self {
        let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
        let path = canonical(path);
        let mut include_dirs = options.include_dirs.clone();
        include_dirs.extend(path.parent().map(Path::to_path_buf));
        include_dirs.push(defs_dir());
        let root = options.root.as_deref().map(canonical);
        let manifest_dir = options
            .manifest_dir
            .as_deref()
            .map(canonical)
            .or_else(|| root.clone());
        MainFile {
            path,
            include_dirs,
            defines: options.defines.clone(),
            root,
            manifest_dir,
        }
    }

    /// The directory names are shown relative to.
    pub fn root(&self) -> Option<&Path> {
        self.root.as_deref()
    }

    /// The file's name as docs and diagnostics show it.
    pub fn name(&self) -> String {
        model::place::display_path(&self.path, self.root.as_deref())
    }

    /// Reads the file and everything it includes into `sources` and
    /// evaluates it to records, or the rendered diagnostics.
    pub fn load(&self, sources: &mut SourceMap) -> Result<(Records, FileId), String> {
        let records = load_with_defines(&self.path, &self.include_dirs, &self.defines, sources)
            .map_err(|d| self.render(&d, sources))?;
        let main = sources
            .find(&self.path)
            .ok_or_else(|| format!("could not open input file '{}'", self.path.display()))?;
        Ok((records, main))
    }

    /// `diagnostics` as `file:line:col` text, file names relative to the
    /// root.
    pub fn render(&self, diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
        let text = render_diagnostics(diagnostics, sources);
        match &self.root {
            Some(root) => text.replace(&format!("{}/", root.display()), ""),
            None => text,
        }
    }

    /// Every file read into `sources`, the main file first, each with the
    /// name `places` shows and its path relative to the manifest
    /// directory when it lies under it.
    pub fn files_read(&self, sources: &SourceMap, places: &Places<'_>) -> Vec<InputFile> {
        let main = sources.find(&self.path);
        let mut files: Vec<InputFile> = Vec::new();
        for (id, file) in sources.files() {
            // An include found through a relative `-I` directory has a
            // relative path; the generated code must not read it relative
            // to the Rust file.
            let path = std::fs::canonicalize(&file.path).unwrap_or_else(|_| file.path.clone());
            let input = InputFile {
                display: places.file_name(id),
                relative: self
                    .manifest_dir
                    .as_ref()
                    .and_then(|dir| path.strip_prefix(dir).ok())
                    .map(|rel| model::place::display_path(rel, None)),
                absolute: path.display().to_string(),
            };
            if main == Some(id) {
                files.insert(0, input);
            } else {
                files.push(input);
            }
        }
        files
    }
}

/// Reads `path` and everything it includes, parses and evaluates it: files
/// → preprocessor → parser → AST → records. Includes are looked up beside
/// the including file, then in `include_dirs` in order (`llvm-tblgen -I`).
/// The loaded files stay in `sources` for rendering the diagnostics.
pub fn load(
    path: &Path,
    include_dirs: &[PathBuf],
    sources: &mut SourceMap,
) -> Result<Records, Vec<Diagnostic>> {
    load_with_defines(path, include_dirs, &[], sources)
}

/// [`load`] with preprocessor macros defined beforehand (`llvm-tblgen -D`).
pub fn load_with_defines(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
    sources: &mut SourceMap,
) -> Result<Records, Vec<Diagnostic>> {
    let file = load_ast(path, include_dirs, defines, sources)?;
    Records::from_ast(&file)
}

/// The macro every file is read with: `#ifdef DIALECTIC` keeps Rust
/// snippets for Dialectic and `#else` C++ ones for `mlir-tblgen`, so one
/// `.td` file builds a dialect with either.
pub const PREDEFINED_MACRO: &str = "DIALECTIC";

/// The first three stages only: the main file's AST with the included
/// files' items spliced into its `include` items. [`PREDEFINED_MACRO`] is
/// defined beside `defines`.
pub fn load_ast(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
    sources: &mut SourceMap,
) -> Result<ast::File, Vec<Diagnostic>> {
    let mut loader = Loader {
        sources,
        include_dirs,
        macros: defines
            .iter()
            .cloned()
            .chain([PREDEFINED_MACRO.to_string()])
            .collect(),
        diagnostics: Vec::new(),
        depth: 0,
    };
    let file = match loader.sources.load(path) {
        Ok(id) => id,
        Err(e) => {
            return Err(vec![Diagnostic::error_without_span(format!(
                "could not open input file '{}': {e}",
                path.display()
            ))]);
        }
    };
    let parsed = loader.load_file(file);
    match parsed {
        Some(ast) if loader.diagnostics.is_empty() => Ok(ast),
        _ => Err(loader.diagnostics),
    }
}

/// Evaluates `.td` text held in memory (with no includes resolved from
/// disk unless `include_dirs` finds them).
pub fn load_str(
    name: &str,
    text: &str,
    include_dirs: &[PathBuf],
    sources: &mut SourceMap,
) -> Result<Records, Vec<Diagnostic>> {
    let file = sources.add(name, text);
    let mut loader = Loader {
        sources,
        include_dirs,
        macros: preprocess::Macros::from([PREDEFINED_MACRO.to_string()]),
        diagnostics: Vec::new(),
        depth: 0,
    };
    match loader.load_file(file) {
        Some(ast) if loader.diagnostics.is_empty() => Records::from_ast(&ast),
        _ => Err(loader.diagnostics),
    }
}

/// Include files nested deeper than this are reported as a cycle.
const MAX_INCLUDE_DEPTH: usize = 64;

struct Loader<'a> {
    sources: &'a mut SourceMap,
    include_dirs: &'a [PathBuf],
    macros: preprocess::Macros,
    diagnostics: Vec<Diagnostic>,
    depth: usize,
}

impl Loader<'_> {
    /// Preprocesses and parses a loaded file, loading its includes as the
    /// preprocessor meets them.
    fn load_file(&mut self, file: FileId) -> Option<ast::File> {
        let text = self.sources.file(file).text.clone();
        let dir = self.sources.file(file).path.parent().map(Path::to_path_buf);
        let mut included: Vec<Option<ast::File>> = Vec::new();
        let mut macros = std::mem::take(&mut self.macros);
        let preprocessed =
            preprocess::preprocess(&text, file, &mut macros, &mut |path, span, macros| {
                std::mem::swap(&mut self.macros, macros);
                included.push(self.include(path, dir.as_deref(), span));
                std::mem::swap(&mut self.macros, macros);
            });
        self.macros = macros;
        let preprocessed = match preprocessed {
            Ok(text) => text,
            Err(d) => {
                self.diagnostics.push(d);
                return None;
            }
        };
        let mut ast = match parse::parse_file(&preprocessed, file) {
            Ok(ast) => ast,
            Err(d) => {
                self.diagnostics.push(d);
                return None;
            }
        };
        let mut included = included.into_iter();
        splice_includes(&mut ast.items, &mut included);
        Some(ast)
    }

    /// The file `path` of an `include` in a file of directory `dir`:
    /// beside it, else in the first include directory holding it. The
    /// working directory plays no part (it is the crate's in the macro,
    /// not the `.td` file's).
    fn include(&mut self, path: &str, dir: Option<&Path>, span: Span) -> Option<ast::File> {
        if self.depth >= MAX_INCLUDE_DEPTH {
            self.diagnostics.push(Diagnostic::error(
                span,
                format!("include nested too deeply: '{path}'"),
            ));
            return None;
        }
        let candidates = std::iter::once(dir.map_or_else(|| PathBuf::from(path), |d| d.join(path)))
            .chain(self.include_dirs.iter().map(|d| d.join(path)));
        let Some(candidate) = candidates.into_iter().find(|c| c.is_file()) else {
            self.diagnostics.push(Diagnostic::error(
                span,
                format!("could not find include file '{path}'"),
            ));
            return None;
        };
        let file = match self.sources.load(&candidate) {
            Ok(id) => id,
            Err(e) => {
                let message = format!("could not read include file '{}': {e}", candidate.display());
                self.diagnostics.push(Diagnostic::error(span, message));
                return None;
            }
        };
        self.sources.set_included_from(file, span);
        self.depth += 1;
        let ast = self.load_file(file);
        self.depth -= 1;
        ast
    }
}

/// Gives each `include` item (in text order, at any nesting) the items of
/// the file the preprocessor loaded for it.
fn splice_includes(
    items: &mut [ast::Item],
    included: &mut impl Iterator<Item = Option<ast::File>>,
) {
    for item in items {
        match &mut item.kind {
            ast::ItemKind::Include(inc) => {
                if let Some(Some(file)) = included.next() {
                    inc.file = Some(file.file);
                    inc.items = file.items;
                }
            }
            ast::ItemKind::Defset(d) => splice_includes(&mut d.items, included),
            ast::ItemKind::Foreach(f) => splice_includes(&mut f.items, included),
            ast::ItemKind::If(i) => {
                splice_includes(&mut i.then_items, included);
                if let Some(e) = &mut i.else_items {
                    splice_includes(e, included);
                }
            }
            ast::ItemKind::Let(l) => splice_includes(&mut l.items, included),
            ast::ItemKind::MultiClass(m) => {
                if let Some(items) = &mut m.items {
                    splice_includes(items, included);
                }
            }
            _ => {}
        }
    }
}
