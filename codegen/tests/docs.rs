//! The Markdown backend: each dialect of `defs/` documented, compared with an
//! insta snapshot, and the book's dialect reference (`book/src/dialects/`)
//! and pages of shared interfaces (`book/src/interfaces.md`, and the
//! memory-slot and inliner interfaces in `book/src/interfaces/`) kept
//! fresh —
//! when a page is stale the test fails and says how to regenerate it
//! (`DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs`); the
//! interfaces of the test dialect's types and attributes on its page; the
//! page of the generic transforms (`book/src/passes/transforms.md`).

use std::path::{Path, PathBuf};

use dialectic_codegen::docs::{dialect_doc, interfaces_doc, ops_doc, passes_doc};
use dialectic_codegen::model::{Model, Places};
use dialectic_codegen::{SourceMap, load, render_diagnostics};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn model_of(file: &str) -> Model {
    model_at(&root().join("defs").join(file))
}

/// The model of the `.td` file at `path` (including from `defs/`).
fn model_at(path: &Path) -> Model {
    let defs = root().join("defs");
    let path = path.to_path_buf();
    let mut sources = SourceMap::new();
    let records = load(&path, &[defs], &mut sources)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)));
    let main = sources.find(&path).expect("main file");
    let places = Places::new(&sources, main, Some(&root()));
    Model::from_records(&records, &places)
        .unwrap_or_else(|d| panic!("{}", render_diagnostics(&d, &sources)))
}

const DIALECTS: &[&str] = &["builtin", "func", "arith", "cf", "dlti", "llvm"];

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

/// Writes `page` to the book at `relative` when blessing; whether it is
/// fresh otherwise.
fn fresh_in_book(relative: &str, page: &str) -> bool {
    let book = root().join("book/src").join(relative);
    if std::env::var_os("DIALECTIC_BLESS").is_some() {
        std::fs::create_dir_all(book.parent().expect("dir")).expect("mkdir");
        std::fs::write(&book, page).expect("write page");
        return true;
    }
    std::fs::read_to_string(&book).ok().as_deref() == Some(page)
}

#[test]
fn shared_interfaces_page_is_fresh() {
    let model = model_of("interfaces/Common.td");
    let page = interfaces_doc(
        &model,
        "Shared interfaces",
        "The interfaces of `defs/interfaces/Common.td`, which the shipped dialects \
         implement. Their traits are generated in `dialectic::interfaces`; \
         `ctx.op_interface::<dyn CallOpInterface>(ir, op)` gives an op's.",
    );
    assert!(
        page.contains(
            "- `callable_for_callee() -> dialectic::Callee`: \
             The callee: a symbol reference or a value. _(written in Rust for each op)_\n"
        ),
        "{page}"
    );
    assert!(
        fresh_in_book("interfaces.md", &page),
        "stale book/src/interfaces.md\nregenerate it with: DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs"
    );
}

#[test]
fn memory_slot_interface_pages_are_fresh() {
    for (file, page_name, title, module, summary) in [
        (
            "interfaces/MemorySlot.td",
            "interfaces/promotable.md",
            "Promotable memory interfaces",
            "dialectic::interfaces::promotable",
            "what `mem2reg` asks of an allocation and of the ops using its slots",
        ),
        (
            "interfaces/Destructurable.td",
            "interfaces/destructurable.md",
            "Destructurable memory interfaces",
            "dialectic::interfaces::destructurable",
            "what `sroa` asks of an allocation of an aggregate and of its accessors",
        ),
    ] {
        let model = model_of(file);
        let page = interfaces_doc(
            &model,
            title,
            &format!(
                "The interfaces of `defs/{file}`: {summary}. Their traits are \
                 generated in `{module}`; the LLVM dialect implements them."
            ),
        );
        assert!(
            fresh_in_book(page_name, &page),
            "stale book/src/{page_name}\nregenerate it with: DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs"
        );
    }
}

#[test]
fn inliner_interface_page_is_fresh() {
    let model = model_of("interfaces/Inliner.td");
    let page = interfaces_doc(
        &model,
        "Inliner interface",
        "The dialect interface of `defs/interfaces/Inliner.td`, which the `inline` pass asks \
         about the ops it inlines. A dialect lists it in its `interfaces`; its trait is \
         generated in `dialectic::interfaces`; `ctx.op_dialect_interface::<dyn \
         DialectInlinerInterface>(ir, op)` gives the one of an op's dialect.",
    );
    assert!(
        page.contains("### `DialectInlinerInterface` (dialect interface)"),
        "{page}"
    );
    assert!(
        fresh_in_book("interfaces/inliner.md", &page),
        "stale book/src/interfaces/inliner.md\nregenerate it with: DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs"
    );
}

/// The page of the passes `defs/Passes.td` declares.
pub fn transforms_page() -> String {
    passes_doc(
        &model_of("Passes.td"),
        "Generic transforms",
        "The passes of `defs/Passes.td`, MLIR's generic transforms. \
         `dialectic-opt` runs each by its flag (`--canonicalize`) or in a \
         `--pass-pipeline`; their types are generated in `dialectic::transforms`.",
    )
}

#[test]
fn pass_pages_match_snapshots_and_the_book() {
    let page = transforms_page();
    insta::assert_snapshot!("passes_transforms", page);
    assert!(
        page.contains("### `-canonicalize`\n\n_Fold ops")
            && page.contains("-region-simplify  : How much to simplify the control flow of regions (disabled|normal|aggressive)"),
        "{page}"
    );
    assert!(
        fresh_in_book("passes/transforms.md", &page),
        "stale book/src/passes/transforms.md\nregenerate it with: DIALECTIC_BLESS=1 cargo test -p dialectic-codegen --test docs"
    );
}

#[test]
fn type_and_attribute_interfaces_are_on_the_dialect_page() {
    let model = model_at(&root().join("tests/dialects/td/test_dialect.td"));
    let page = dialect_doc(&model, "test");
    for expected in [
        "### PairType\n\n_a width and an element type_\n\nSyntax: `!test.pair`<` $width `,` $element `>``\n\nInterfaces: `WidthTypeInterface`\n",
        "### RangeAttr\n\n_a range of integers and the types it applies to_\n\nSyntax: `#test.range`<` $lo `to` $hi `:` $types `>``\n\nInterfaces: `BoundsAttrInterface`\n",
        "### `WidthTypeInterface` (type interface)\n\nA type with a width in bits.\n\n\
         Defined at `tests/dialects/td/test_dialect.td:",
        "#### Methods:\n\n\
         - `bit_width() -> u32`: The width in bits. _(generated for each type)_\n\
         - `byte_width() -> u32`: The width in bytes, rounded up. _(default implementation)_\n",
        "### `BoundsAttrInterface` (attribute interface)\n",
        "- `contains(value: i64) -> bool`: Whether `value` lies within the bounds. _(default implementation)_\n",
    ] {
        assert!(page.contains(expected), "{expected}\nnot in\n{page}");
    }
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
