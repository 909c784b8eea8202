//! Where includes are found: beside the including file first, then in the
//! `-I` directories in order, then beside the main file, then in the ODS
//! base library (`defs/`); never relative to the working directory. Every
//! file read is named in the expansion, by a path that reads it from the
//! crate, so that cargo rebuilds when any of them changes.

use std::path::{Path, PathBuf};

use dialectic_codegen::{ExpandOptions, MainFile, SourceMap, read_model};

/// A fresh directory for one test, with `files` (path, text) written in it.
fn tree(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("dialectic-includes-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("mkdir");
        std::fs::write(path, text).expect("write");
    }
    std::fs::canonicalize(&dir).expect("canonical")
}

/// The names of the records `main` defines, with `options`.
fn record_names(main: &Path, options: &ExpandOptions) -> Vec<String> {
    let mut sources = SourceMap::new();
    let (records, _) = MainFile::new(main, options)
        .load(&mut sources)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut names: Vec<String> = records.defs().map(|d| d.name().to_string()).collect();
    names.sort();
    names
}

#[test]
fn beside_the_including_file_first() {
    let dir = tree(
        "beside",
        &[
            ("main.td", "include \"sub/a.td\"\n"),
            ("sub/a.td", "include \"b.td\"\ndef FromA;\n"),
            ("sub/b.td", "def FromSubB;\n"),
            // Beside the main file: found only when the including file's
            // directory has no `b.td`.
            ("b.td", "def FromMainDirB;\n"),
        ],
    );
    assert_eq!(
        record_names(&dir.join("main.td"), &ExpandOptions::default()),
        ["FromA", "FromSubB"]
    );
}

#[test]
fn include_dirs_in_order_then_the_main_files_directory_then_the_base_library() {
    let dir = tree(
        "order",
        &[
            (
                "td/main.td",
                "include \"x.td\"\ninclude \"OpBase.td\"\ninclude \"sub/z.td\"\n",
            ),
            ("first/x.td", "def XFromFirst;\n"),
            ("second/x.td", "def XFromSecond;\n"),
            // `sub/z.td` includes `y.td` and `w.td`, neither beside it:
            // `y.td` from the second include directory before the main
            // file's, `w.td` beside the main file.
            ("td/sub/z.td", "include \"y.td\"\ninclude \"w.td\"\n"),
            ("second/y.td", "def YFromSecond;\n"),
            ("td/y.td", "def YBesideMain;\n"),
            ("td/w.td", "def WBesideMain;\n"),
        ],
    );
    let options = ExpandOptions {
        include_dirs: vec![dir.join("first"), dir.join("second")],
        ..ExpandOptions::default()
    };
    let names = record_names(&dir.join("td/main.td"), &options);
    for expected in ["XFromFirst", "YFromSecond", "WBesideMain"] {
        assert!(names.iter().any(|n| n == expected), "{expected}: {names:?}");
    }
    for unexpected in ["XFromSecond", "YBesideMain"] {
        assert!(
            !names.iter().any(|n| n == unexpected),
            "{unexpected}: {names:?}"
        );
    }
    // `OpBase.td` came from the base library.
    assert!(names.iter().any(|n| n == "NoneType"), "{names:?}");
}

#[test]
fn an_include_dir_shadows_the_base_library() {
    let dir = tree(
        "shadow",
        &[
            ("main.td", "include \"OpBase.td\"\n"),
            ("inc/OpBase.td", "def MyOwnBase;\n"),
        ],
    );
    let options = ExpandOptions {
        include_dirs: vec![dir.join("inc")],
        ..ExpandOptions::default()
    };
    assert_eq!(record_names(&dir.join("main.td"), &options), ["MyOwnBase"]);
}

#[test]
fn the_working_directory_is_not_searched() {
    // The tests run in the crate's directory, which holds `Cargo.toml`.
    let dir = tree("cwd", &[("main.td", "include \"Cargo.toml\"\n")]);
    let mut sources = SourceMap::new();
    let error = MainFile::new(&dir.join("main.td"), &ExpandOptions::default())
        .load(&mut sources)
        .map(|_| ())
        .expect_err("not found");
    assert!(
        error.contains("could not find include file 'Cargo.toml'"),
        "{error}"
    );
}

/// The expansion names every file it read, nested includes too, by a path
/// under `CARGO_MANIFEST_DIR` or an absolute one: never a path relative to
/// the working directory, which the compiler would read relative to the
/// Rust file instead.
#[test]
fn the_expansion_names_every_file_read() {
    let dir = tree(
        "rebuild",
        &[
            ("crate/toy.td", "include \"toy_compat.td\"\n"),
            ("crate/toy_compat.td", "include \"nested/more.td\"\n"),
            ("crate/nested/more.td", "include \"outside.td\"\n"),
            ("elsewhere/outside.td", "def Outside;\n"),
        ],
    );
    // `-I` relative to the working directory, as a build script may give it.
    let cwd = std::env::current_dir().expect("cwd");
    let up = "../".repeat(cwd.components().count() - 1);
    let relative_include = PathBuf::from(format!(
        "{up}{}",
        dir.join("elsewhere")
            .display()
            .to_string()
            .trim_start_matches('/')
    ));
    let options = ExpandOptions {
        root: Some(dir.join("crate")),
        include_dirs: vec![relative_include],
        ..ExpandOptions::default()
    };
    let read = read_model(&dir.join("crate/toy.td"), &options).unwrap_or_else(|e| panic!("{e}"));
    let named: Vec<(Option<&str>, &str)> = read
        .files
        .iter()
        .map(|f| (f.relative.as_deref(), f.absolute.as_str()))
        .collect();
    let outside = dir.join("elsewhere/outside.td").display().to_string();
    assert_eq!(named.len(), 4, "{named:?}");
    assert_eq!(named[0].0, Some("toy.td"));
    assert!(named.contains(&(
        Some("toy_compat.td"),
        &dir.join("crate/toy_compat.td").display().to_string()
    )));
    assert!(
        named.iter().any(|(rel, _)| *rel == Some("nested/more.td")),
        "{named:?}"
    );
    assert!(named.contains(&(None, outside.as_str())), "{named:?}");
    let expansion = dialectic_codegen::expand_with(&dir.join("crate/toy.td"), &options)
        .expect("expands")
        .to_string();
    for needle in [
        "\"/toy.td\"",
        "\"/toy_compat.td\"",
        "\"/nested/more.td\"",
        &format!("{outside:?}"),
    ] {
        assert!(expansion.contains(needle), "{needle} not in the expansion");
    }
}

#[test]
fn dialectic_is_predefined_so_one_file_includes_for_either_generator() {
    let dir = tree(
        "predefined",
        &[(
            "main.td",
            "#ifdef DIALECTIC\ninclude \"OpBase.td\"\ndef ForRust;\n#else\ninclude \"mlir/IR/OpBase.td\"\ndef ForCpp;\n#endif\n",
        )],
    );
    let names = record_names(&dir.join("main.td"), &ExpandOptions::default());
    assert!(names.iter().any(|n| n == "ForRust"), "{names:?}");
    assert!(!names.iter().any(|n| n == "ForCpp"), "{names:?}");
}
