//! `dialectic-tblgen --new-dialect`: `tests/new-dialect` is the crate it
//! writes for the dialect `standalone` (a workspace member, so the suite
//! builds it and runs its lit test); here it is compared with a fresh one,
//! so it cannot go stale. After a change to the template, rewrite it with
//!
//! ```sh
//! rm -r tests/new-dialect && cargo run --bin dialectic-tblgen -- \
//!     --new-dialect standalone -o tests/new-dialect --dialectic-path ../..
//! ```

use std::path::Path;

use dialectic::tools::new_dialect::crate_files;

#[test]
fn the_committed_crate_is_what_the_template_writes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/new-dialect");
    let files = crate_files("standalone", "../..").expect("a valid name");
    for (path, text) in &files {
        let committed = std::fs::read_to_string(dir.join(path))
            .unwrap_or_else(|e| panic!("tests/new-dialect/{}: {e}", path.display()));
        assert_eq!(
            &committed,
            text,
            "tests/new-dialect/{} is stale; rewrite it as this file's doc says",
            path.display()
        );
    }
    let names: Vec<String> = files.iter().map(|(p, _)| p.display().to_string()).collect();
    assert_eq!(
        names,
        [
            "Cargo.toml",
            "td/standalone.td",
            "src/lib.rs",
            "src/bin/standalone-opt.rs",
            "tests/lit.rs",
            "tests/standalone.mlir"
        ]
    );
}

#[test]
fn names_are_lowercase_identifiers() {
    assert!(crate_files("my_dialect2", "..").is_ok());
    for bad in ["", "Toy", "2d", "my-dialect", "a b"] {
        let error = crate_files(bad, "..").expect_err(bad);
        assert!(error.contains("must be a lowercase identifier"), "{error}");
    }
}

/// The template names each of its files after the dialect.
#[test]
fn files_are_named_after_the_dialect() {
    let files = crate_files("my_dialect", "/opt/dialectic").expect("a valid name");
    let text = |name: &str| {
        files
            .iter()
            .find(|(p, _)| p.display().to_string() == name)
            .map(|(_, t)| t.as_str())
            .unwrap_or_else(|| panic!("no {name}"))
    };
    assert!(text("Cargo.toml").contains("name = \"my_dialect-dialect\""));
    assert!(text("Cargo.toml").contains("dialectic = { path = \"/opt/dialectic\" }"));
    assert!(text("td/my_dialect.td").contains("def MyDialect_Dialect : Dialect {"));
    assert!(text("src/bin/my_dialect-opt.rs").contains("my_dialect_dialect::register(ctx);"));
    assert!(text("tests/my_dialect.mlir").contains("// RUN: my_dialect-opt %s | FileCheck %s"));
}
