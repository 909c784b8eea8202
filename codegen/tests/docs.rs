//! The Markdown backend: each dialect of `defs/` documented, compared with an
//! insta snapshot, and the book's dialect reference (`book/src/dialects/`)
//! kept fresh — when a page is stale the test fails and says how to
//! regenerate it (`DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs`).

use std::path::{Path, PathBuf};

use dialectic_codegen::docs::{dialect_doc, ops_doc};
use dialectic_codegen::model::{Model, Places};
use dialectic_codegen::{SourceMap, load, render_diagnostics};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn model_of(file: &str) -> Model {
    let defs = root().join("defs");
    let path = defs.join(file);
    let mut sources = SourceMap::new();
    let records = load(&path, &[defs], &mut sources)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)));
    let main = sources.find(&path).expect("main file");
    let places = Places::new(&sources, main, Some(&root()));
    Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)))
}

const DIALECTS: &[&str] = &["builtin", "func", "arith", "cf", "dlti"];

#[test]
fn dialect_pages_match_snapshots_and_the_book() {
    let mut stale = Vec::new();
    for name in DIALECTS {
        let model = model_of(&format!("{name}.td"));
        let page = dialect_doc(&model, name);
        insta::assert_snapshot!(format!("dialect_{name}"), page);
        let book = root().join("book/src/dialects").join(format!("{name}.md"));
        if std::env::var_os("DIALECTIC_BLESS").is_some() {
            std::fs::create_dir_all(book.parent().expect("dir")).expect("mkdir");
            std::fs::write(&book, &page).expect("write page");
        } else if std::fs::read_to_string(&book).ok().as_deref() != Some(page.as_str()) {
            stale.push(book.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale dialect reference pages: {stale:?}\nregenerate them with: DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs"
    );
}

#[test]
fn op_doc_lists_every_op_of_a_dialect() {
    let model = model_of("cf.td");
    let doc = ops_doc(&model);
    for op in ["cf.assert", "cf.br", "cf.cond_br", "cf.switch"] {
        assert!(
            doc.contains(&format!("### `{op}`")),
            "{op} missing from\n{doc}"
        );
    }
    assert!(doc.contains("#### Successors:"));
}
