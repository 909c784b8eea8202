//! The expansion of every dialect file Dialectic ships (`defs/*.td`) and
//! of the test dialect that uses every feature of the code generator
//! (`tests/dialects/td/test_dialect.td`), as `dialectic-tblgen --gen-rust`
//! prints it, compared with insta snapshots in `tests/snapshots/`: a change
//! to the code generator or to a `.td` file shows as a diff of the
//! generated Rust. File names are relative to this crate, so the snapshots
//! do not depend on where the checkout lies. After an intended change,
//! rewrite them with
//!
//! ```sh
//! INSTA_UPDATE=always cargo test --test expansion
//! ```
//!
//! and review the diff.

use std::path::{Path, PathBuf};

use dialectic::tools::gen_rust::gen_rust;
use dialectic_codegen::ExpandOptions;

/// `dialectic-tblgen --gen-rust file` run in this crate's directory.
fn expansion(file: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let options = ExpandOptions {
        root: Some(root.to_path_buf()),
        ..ExpandOptions::default()
    };
    gen_rust(&root.join(file), &options).unwrap_or_else(|e| panic!("{e}"))
}

/// The top-level `.td` files of `defs/`, sorted.
fn shipped_files() -> Vec<PathBuf> {
    let defs = Path::new(env!("CARGO_MANIFEST_DIR")).join("defs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&defs)
        .expect("defs/ lists")
        .map(|entry| entry.expect("defs/ lists").path())
        .filter(|path| path.extension().is_some_and(|e| e == "td"))
        // The GenX dialect is generated from Intel's table (430 ops of one
        // shape, a 4 MB expansion) and expanded in a crate of its own, whose
        // tests exercise every op; its snapshot would only repeat them.
        .filter(|path| !path.ends_with("genx.td"))
        .map(|path| Path::new("defs").join(path.file_name().expect("a file name")))
        .collect();
    files.sort();
    files
}

#[test]
fn test_dialect_expansion() {
    insta::assert_snapshot!(expansion(Path::new("tests/dialects/td/test_dialect.td")));
}

#[test]
fn shipped_dialect_expansions() {
    let files = shipped_files();
    assert!(
        files.iter().any(|f| f.ends_with("llvm.td")),
        "defs/ holds the shipped dialects: {files:?}"
    );
    // Every file is compared before failing, so that one run shows every
    // changed expansion.
    let mut changed = Vec::new();
    for file in &files {
        let stem = file.file_stem().expect("a file stem").to_string_lossy();
        let text = expansion(file);
        let compared = std::panic::catch_unwind(|| {
            insta::assert_snapshot!(format!("defs_{stem}"), text);
        });
        if compared.is_err() {
            changed.push(file.display().to_string());
        }
    }
    assert!(
        changed.is_empty(),
        "the expansion of {changed:?} changed; if intended, rewrite the snapshots with \
         INSTA_UPDATE=always cargo test --test expansion"
    );
}

#[test]
fn expansion_is_deterministic() {
    let file = Path::new("defs/arith.td");
    assert_eq!(expansion(file), expansion(file));
}
