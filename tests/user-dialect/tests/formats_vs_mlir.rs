//! The `fmt` dialect (`td/formats/Formats.td`, every directive of MLIR 19's
//! type and attribute formats) run by `fmt-opt` and by MLIR 19's build of
//! the same `.td` (mlir-tblgen-19's C++ and `mlir/fmt-opt.cpp` compiled
//! with clang++-19 against libMLIR.so by `dialectic_oracle::MlirBuild`).
//! Each file of `tests/formats/` holds `// RUN: fmt-opt <flags> %s` lines;
//! for each, both tools must exit alike and print the same stdout and
//! stderr. What `fmt-opt` prints in custom form prints again as itself.
//!
//! The MLIR build is cached under `target/tmp/`, keyed by a hash of its
//! inputs, so it is compiled once per change of the `.td` or the C++ (about
//! twelve seconds). `DIALECTIC_SKIP_ORACLE=1` skips the comparison.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use dialectic_oracle::MlirBuild;

fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// MLIR 19's `fmt-opt`, built once per change of its inputs; `None` when the
/// oracle is skipped.
fn mlir_fmt_opt() -> Option<&'static Path> {
    static BUILT: OnceLock<Option<PathBuf>> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let td = manifest_dir().join("td/formats/Formats.td");
            let mut build = MlirBuild::new("fmt-opt");
            for (generator, output) in [
                ("-gen-enum-decls", "FormatsEnums.h.inc"),
                ("-gen-enum-defs", "FormatsEnums.cpp.inc"),
                ("-gen-dialect-decls", "FormatsDialect.h.inc"),
                ("-gen-dialect-defs", "FormatsDialect.cpp.inc"),
                ("-gen-typedef-decls", "FormatsTypes.h.inc"),
                ("-gen-typedef-defs", "FormatsTypes.cpp.inc"),
                ("-gen-attrdef-decls", "FormatsAttrs.h.inc"),
                ("-gen-attrdef-defs", "FormatsAttrs.cpp.inc"),
            ] {
                build = build.generate(&td, &[generator], output);
            }
            build
                .source(manifest_dir().join("mlir/fmt-opt.cpp"))
                .build(Path::new(env!("CARGO_TARGET_TMPDIR")))
        })
        .as_deref()
}

/// Exit code, stdout and stderr of `tool` with `flags` on `file`.
fn run(tool: &Path, flags: &[&str], file: &Path) -> (i32, String, String) {
    let out = Command::new(tool)
        .current_dir(manifest_dir())
        .args(flags)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{} runs: {e}", tool.display()));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn ours() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_fmt-opt"))
}

/// The `.mlir` files of `tests/formats/`, relative to the crate (so both
/// tools print the same file names).
fn cases() -> Vec<PathBuf> {
    let dir = manifest_dir().join("tests/formats");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/formats")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .map(|p| {
            p.strip_prefix(manifest_dir())
                .expect("inside")
                .to_path_buf()
        })
        .collect();
    files.sort();
    files
}

/// The flags of each `// RUN: fmt-opt <flags> %s` line of `file`.
fn run_lines(file: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(manifest_dir().join(file)).expect("readable");
    text.lines()
        .filter_map(|l| l.strip_prefix("// RUN: fmt-opt"))
        .map(|flags| {
            flags
                .split_whitespace()
                .filter(|f| *f != "%s")
                .map(String::from)
                .collect()
        })
        .collect()
}

#[test]
fn every_case_runs_as_in_mlir_19() {
    let Some(mlir) = mlir_fmt_opt() else {
        return;
    };
    let files = cases();
    assert!(files.len() >= 2, "{files:?}");
    let mut failures = Vec::new();
    let mut runs = 0;
    for file in &files {
        let lines = run_lines(file);
        assert!(!lines.is_empty(), "{}: no RUN line", file.display());
        for flags in lines {
            let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
            let expected = run(mlir, &flags, file);
            let actual = run(ours(), &flags, file);
            runs += 1;
            if actual != expected {
                failures.push(format!(
                    "{} {flags:?}:\n--- fmt-opt (exit {})\n{}{}--- MLIR 19 (exit {})\n{}{}",
                    file.display(),
                    actual.0,
                    actual.1,
                    actual.2,
                    expected.0,
                    expected.1,
                    expected.2
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(runs >= 3);
}

/// The custom form printed is a fixpoint: printing it again changes nothing.
#[test]
fn printed_forms_print_as_themselves() {
    let dir = std::env::temp_dir().join(format!("dialectic-fmt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let flags = ["--allow-unregistered-dialect"];
    let mut checked = 0;
    for file in cases() {
        let (code, first, _) = run(ours(), &flags, &manifest_dir().join(&file));
        if code != 0 {
            continue;
        }
        let printed = dir.join(file.file_name().expect("a name"));
        std::fs::write(&printed, &first).expect("writing");
        let (code, second, stderr) = run(ours(), &flags, &printed);
        assert_eq!((code, stderr.as_str()), (0, ""), "{}", file.display());
        assert_eq!(second, first, "{} does not print as itself", file.display());
        checked += 1;
    }
    std::fs::remove_dir_all(&dir).ok();
    assert!(checked >= 1);
}
