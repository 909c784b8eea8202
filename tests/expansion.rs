//! The expansion of the test dialect that uses every feature of the code
//! generator (`tests/dialects/td/test_dialect.td`), formatted as
//! `dialectic-tblgen --gen-rust` prints it, compared with an insta
//! snapshot; and the expansion is deterministic.

use std::path::Path;

use dialectic_codegen::{ExpandOptions, expand_with};

fn expansion() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let options = ExpandOptions {
        root: Some(root.to_path_buf()),
        ..ExpandOptions::default()
    };
    let tokens = expand_with(&root.join("tests/dialects/td/test_dialect.td"), &options)
        .unwrap_or_else(|e| panic!("{e}"));
    let file: syn::File = syn::parse2(tokens).expect("the expansion parses as Rust");
    prettyplease::unparse(&file)
}

#[test]
fn test_dialect_expansion() {
    insta::assert_snapshot!(expansion());
}

#[test]
fn expansion_is_deterministic() {
    assert_eq!(expansion(), expansion());
}
