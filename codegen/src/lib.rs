//! The `.td` front end of Dialectic and its code generators: TableGen's
//! language evaluated to records exactly as `llvm-tblgen` 19 evaluates it,
//! a typed model of the ODS vocabulary, and the Rust a `dialect!` expands
//! to.
//!
//! The pipeline, one stage per module ([`expand_with`] runs it):
//!
//! 1. [`loader`]: the main file and its includes, found on the search path;
//! 2. [`preprocess`]: `#ifdef`/`#define`, and the `include`s in text order;
//! 3. [`parse`]: the `pest` grammar (`grammar.pest`) builds the [`ast`];
//! 4. [`records`]: classes, defs, multiclasses, `let`, `foreach`, bang
//!    operators... evaluated to [`Records`];
//! 5. [`model`]: dialects, ops, constraints, enums, interfaces, typed and
//!    sorted, with every assembly format checked by [`asm_format`];
//! 6. [`backend`]: the model as Rust, the LLVM IR translation of its ops
//!    included (and [`docs`]: Markdown pages; [`print_records`]: the text
//!    of `llvm-tblgen --print-records`).
//!
//! Every stage reports [`Diagnostic`]s with spans; [`render_diagnostics`]
//! prints them with the source line and a caret.

#![deny(missing_docs)]

pub mod asm_format;
pub mod ast;
pub mod backend;
pub mod diagnostics;
pub mod docs;
pub mod loader;
pub mod model;
pub mod parse;
pub mod preprocess;
pub mod print_records;
pub mod records;

use std::path::Path;

pub use diagnostics::{Diagnostic, FileId, SourceMap, Span, render_diagnostics};
pub use loader::{
    ExpandOptions, InputFile, MainFile, defs_dir, load, load_ast, load_str, load_with_defines,
};
pub use model::Model;
pub use records::{RecordId, RecordRef, Records};

/// The Rust of the dialects defined in the `.td` file at `path`, or the
/// rendered diagnostics (`file:line:col: error: ...` with the source line
/// and a caret). An include is found beside the file that includes it, else
/// beside the main file, else in [`defs_dir`].
pub fn expand(path: &Path) -> Result<proc_macro2::TokenStream, String> {
    expand_with(path, &ExpandOptions::default())
}

/// [`expand`] with file names relative to a root and more include
/// directories: what `dialect!` expands to and `dialectic-tblgen
/// --gen-rust` prints.
pub fn expand_with(
    path: &Path,
    options: &ExpandOptions,
) -> Result<proc_macro2::TokenStream, String> {
    let read = read_model(path, options)?;
    let mut tokens = backend::rust::generate(&read.model, &read.files);
    tokens.extend(backend::llvm_translation::generate(&read.model));
    Ok(tokens)
}

/// A model read from a `.td` file, with the files it read (the main file
/// first).
pub struct ReadModel {
    /// The model of the main file's items.
    pub model: Model,
    /// Every `.td` file read.
    pub files: Vec<InputFile>,
}

/// The stages before the backends: the model of the items the `.td` file
/// at `path` defines, or the rendered diagnostics (file names relative to
/// `options.root`).
pub fn read_model(path: &Path, options: &ExpandOptions) -> Result<ReadModel, String> {
    let main_file = MainFile::new(path, options);
    let mut sources = SourceMap::new();
    let (records, main) = main_file.load(&mut sources)?;
    let places = model::Places::new(&sources, main, main_file.root());
    let model =
        Model::from_records(&records, &places).map_err(|d| main_file.render(&d, &sources))?;
    let files = main_file.files_read(&sources, &places);
    Ok(ReadModel { model, files })
}
