//! The `.td` front end of Dialectic and its code generators: TableGen's
//! language evaluated to records exactly as `llvm-tblgen` 19 evaluates it,
//! a typed model of the ODS vocabulary, and the Rust a `dialect!` expands
//! to.
//!
//! The pipeline, one stage per module ([`expand`] runs it):
//!
//! 1. [`preprocess`]: `#ifdef`/`#define`, and the `include`s in text order;
//! 2. [`parse`]: the `pest` grammar (`grammar.pest`) builds the [`ast`];
//! 3. [`records`]: classes, defs, multiclasses, `let`, `foreach`, bang
//!    operators... evaluated to [`Records`];
//! 4. [`model`]: dialects, ops, constraints, enums, interfaces, typed and
//!    sorted, with every assembly format checked by [`asm_format`];
//! 5. [`backend`]: the model as Rust (and [`print_records`]: the text of
//!    `llvm-tblgen --print-records`).
//!
//! Every stage reports [`Diagnostic`]s with spans; [`render_diagnostics`]
//! prints them with the source line and a caret.

#![deny(missing_docs)]

pub mod asm_format;
pub mod ast;
pub mod backend;
pub mod diagnostics;
pub mod docs;
pub mod model;
pub mod parse;
pub mod preprocess;
pub mod print_records;
pub mod records;

use std::path::{Path, PathBuf};

pub use diagnostics::{Diagnostic, FileId, SourceMap, Span, render_diagnostics};
pub use model::Model;
pub use records::{RecordId, RecordRef, Records};

/// The `defs/` directory of this source tree: the ODS vocabulary
/// (`OpBase.td`) every dialect includes, searched after the main file's
/// directory.
pub fn defs_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("defs");
    std::fs::canonicalize(&dir).unwrap_or(dir)
}

/// How [`expand_with`] names and finds files.
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
    /// More directories to look for included files in (after the main
    /// file's directory and [`defs_dir`]).
    pub include_dirs: Vec<PathBuf>,
    /// Macros defined for the preprocessor (`-D NAME`).
    pub defines: Vec<String>,
}

/// The Rust of the dialects defined in the `.td` file at `path`, or the
/// rendered diagnostics (`file:line:col: error: ...` with the source line
/// and a caret). Includes are found beside the file and in [`defs_dir`].
pub fn expand(path: &Path) -> Result<proc_macro2::TokenStream, String> {
    expand_with(path, &ExpandOptions::default())
}

/// [`expand`] with file names relative to a root and more include
/// directories: files → preprocessor → parser → AST → records → model →
/// Rust.
pub fn expand_with(
    path: &Path,
    options: &ExpandOptions,
) -> Result<proc_macro2::TokenStream, String> {
    let read = read_model(path, options)?;
    Ok(backend::rust::generate(&read.model, &read.files))
}

/// The LLVM IR translation functions of the ops the `.td` file at `path`
/// defines with an `llvmBuilder` (see [`backend::llvm_translation`]) and
/// the importer's table of the op each instruction becomes (see
/// [`backend::llvm_import`]), or the rendered diagnostics.
pub fn expand_llvm_translation(
    path: &Path,
    options: &ExpandOptions,
) -> Result<proc_macro2::TokenStream, String> {
    let read = read_model(path, options)?;
    let includes = read.files.iter().map(|f| match &f.relative {
        Some(rel) => {
            let rel = format!("/{rel}");
            quote::quote!(
                const _: &[u8] = ::core::include_bytes!(
                    ::core::concat!(::core::env!("CARGO_MANIFEST_DIR"), #rel)
                );
            )
        }
        None => {
            let abs = &f.absolute;
            quote::quote!(
                const _: &[u8] = ::core::include_bytes!(#abs);
            )
        }
    });
    let functions = backend::llvm_translation::generate(&read.model);
    let import_table = backend::llvm_import::generate(&read.model);
    Ok(quote::quote!(#(#includes)* #functions #import_table))
}

/// A model read from a `.td` file, with the files it read (the main file
/// first).
pub struct ReadModel {
    /// The model of the main file's items.
    pub model: Model,
    /// Every `.td` file read.
    pub files: Vec<backend::rust::InputFile>,
}

/// The first four stages: the model of the items the `.td` file at `path`
/// defines, or the rendered diagnostics (file names relative to
/// `options.root`).
pub fn read_model(path: &Path, options: &ExpandOptions) -> Result<ReadModel, String> {
    let path = &std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let root = options
        .root
        .as_ref()
        .map(|r| std::fs::canonicalize(r).unwrap_or_else(|_| r.clone()));
    let mut sources = SourceMap::new();
    let mut include_dirs: Vec<PathBuf> = path.parent().map(Path::to_path_buf).into_iter().collect();
    include_dirs.push(defs_dir());
    include_dirs.extend(options.include_dirs.iter().cloned());
    let render = |diagnostics: &[Diagnostic], sources: &SourceMap| {
        let text = render_diagnostics(diagnostics, sources);
        match &root {
            Some(root) => {
                let prefix = format!("{}/", root.display());
                text.replace(&prefix, "")
            }
            None => text,
        }
    };
    let records = load_with_defines(path, &include_dirs, &options.defines, &mut sources)
        .map_err(|d| render(&d, &sources))?;
    let Some(main) = sources.find(path) else {
        return Err(format!("could not open input file '{}'", path.display()));
    };
    let places = model::Places::new(&sources, main, root.as_deref());
    let model = Model::from_records(&records, &places).map_err(|d| render(&d, &sources))?;
    let manifest_dir = match &options.manifest_dir {
        Some(m) => Some(std::fs::canonicalize(m).unwrap_or_else(|_| m.clone())),
        None => root.clone(),
    };
    let mut files: Vec<backend::rust::InputFile> = Vec::new();
    for (id, file) in sources.files() {
        let input = backend::rust::InputFile {
            display: places.file_name(id),
            relative: manifest_dir
                .as_ref()
                .and_then(|r| file.path.strip_prefix(r).ok())
                .map(|rel| model::place::display_path(rel, None)),
            absolute: file.path.display().to_string(),
        };
        if id == main {
            files.insert(0, input);
        } else {
            files.push(input);
        }
    }
    Ok(ReadModel { model, files })
}

/// Reads `path` and everything it includes, parses and evaluates it: files
/// → preprocessor → parser → AST → records. Includes are looked up as
/// written (relative to the working directory), then in `include_dirs` in
/// order, as `llvm-tblgen -I` does. The loaded files stay in `sources` for
/// rendering the diagnostics.
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
    records::Records::from_ast(&file)
}

/// The first three stages only: the main file's AST with the included
/// files' items spliced into its `include` items.
pub fn load_ast(
    path: &Path,
    include_dirs: &[PathBuf],
    defines: &[String],
    sources: &mut SourceMap,
) -> Result<ast::File, Vec<Diagnostic>> {
    let mut loader = Loader {
        sources,
        include_dirs,
        macros: defines.iter().cloned().collect(),
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
        macros: preprocess::Macros::new(),
        diagnostics: Vec::new(),
        depth: 0,
    };
    match loader.load_file(file) {
        Some(ast) if loader.diagnostics.is_empty() => records::Records::from_ast(&ast),
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
        let mut included: Vec<Option<ast::File>> = Vec::new();
        let mut macros = std::mem::take(&mut self.macros);
        let preprocessed =
            preprocess::preprocess(&text, file, &mut macros, &mut |path, span, macros| {
                std::mem::swap(&mut self.macros, macros);
                included.push(self.include(path, span));
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

    fn include(&mut self, path: &str, span: Span) -> Option<ast::File> {
        if self.depth >= MAX_INCLUDE_DEPTH {
            self.diagnostics.push(Diagnostic::error(
                span,
                format!("include nested too deeply: '{path}'"),
            ));
            return None;
        }
        let candidates = std::iter::once(PathBuf::from(path))
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
