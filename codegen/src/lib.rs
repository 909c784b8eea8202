//! The `.td` front end of Dialectic: TableGen's language, evaluated to
//! records exactly as `llvm-tblgen` 19 evaluates it.
//!
//! The pipeline, one stage per module:
//!
//! 1. [`preprocess`]: `#ifdef`/`#define`, and the `include`s in text order;
//! 2. [`parse`]: the `pest` grammar (`grammar.pest`) builds the [`ast`];
//! 3. [`records`]: classes, defs, multiclasses, `let`, `foreach`, bang
//!    operators... evaluated to [`Records`];
//! 4. [`print_records`]: the text of `llvm-tblgen --print-records`.
//!
//! Every stage reports [`Diagnostic`]s with spans; [`render_diagnostics`]
//! prints them with the source line and a caret.

#![deny(missing_docs)]

pub mod asm_format;
pub mod ast;
pub mod diagnostics;
pub mod docs;
pub mod model;
pub mod parse;
pub mod preprocess;
pub mod print_records;
pub mod records;

use std::path::{Path, PathBuf};

pub use diagnostics::{Diagnostic, FileId, SourceMap, Span, render_diagnostics};
pub use records::{RecordId, RecordRef, Records};

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
