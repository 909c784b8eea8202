//! `toy-opt` on the programs of `tests/cases/`: each file's first line is
//! `// RUN: toy-opt <flags> %s`; the tool must succeed with nothing on
//! stderr and print `<file>.out`. What it prints in custom form prints
//! again as itself. With `DIALECTIC_BLESS=1` the `.out` files are written.
//!
//! MLIR 19's own build of the same `.td` files (`mlir/toy-opt.cpp`, see
//! `dialectic_oracle::MlirBuild`) runs every case too, with its RUN flags
//! and with others (generic form, locations, the diagnostics of the
//! invalid cases themselves, a pipeline of passes): both tools must exit
//! alike and print the same stdout and stderr.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_oracle::MlirBuild;

fn run(tool: &Path, args: &[&str], file: &Path) -> (i32, String, String) {
    let out = Command::new(tool)
        .args(args)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{} runs: {e}", tool.display()));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn toy_opt(args: &[&str], file: &Path) -> (i32, String, String) {
    run(Path::new(env!("CARGO_BIN_EXE_toy-opt")), args, file)
}

fn cases() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/cases")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

/// The flags of a case's `// RUN: toy-opt <flags> %s` line.
fn run_flags(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).expect("readable");
    text.lines()
        .next()
        .and_then(|l| l.strip_prefix("// RUN: toy-opt"))
        .unwrap_or_else(|| panic!("{}: no RUN line", file.display()))
        .split_whitespace()
        .filter(|f| *f != "%s")
        .map(str::to_string)
        .collect()
}

#[test]
fn every_case_prints_what_it_expects() {
    let files = cases();
    assert!(files.len() >= 4, "{files:?}");
    let bless = std::env::var_os("DIALECTIC_BLESS").is_some();
    let mut failures = Vec::new();
    for file in &files {
        let flags = run_flags(file);
        let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
        let (code, stdout, stderr) = toy_opt(&flags, file);
        let expected_path = file.with_extension("mlir.out");
        if bless {
            std::fs::write(&expected_path, &stdout).expect("writing .out");
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        if (code, stderr.as_str(), stdout.as_str()) != (0, "", expected.as_str()) {
            failures.push(format!(
                "{}: exit {code}\n--- stderr\n{stderr}--- stdout\n{stdout}--- expected\n{expected}",
                file.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The custom form printed is a fixpoint: printing it again changes nothing.
#[test]
fn printed_programs_print_as_themselves() {
    let dir = std::env::temp_dir().join(format!("dialectic-toy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    for file in cases() {
        let (code, first, _) = toy_opt(&[], &file);
        if code != 0 {
            continue;
        }
        let printed = dir.join(file.file_name().expect("a name"));
        std::fs::write(&printed, &first).expect("writing");
        let (code, second, stderr) = toy_opt(&[], &printed);
        assert_eq!((code, stderr.as_str()), (0, ""), "{}", file.display());
        assert_eq!(second, first, "{} does not print as itself", file.display());
    }
}

/// MLIR 19's toy-opt, built from `td/*.td` and `mlir/toy-opt.cpp`; `None`
/// when the oracle is skipped.
fn mlir_toy_opt() -> Option<PathBuf> {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let td = crate_dir.join("td");
    MlirBuild::new("toy-opt")
        .generate(
            td.join("Ops.td"),
            &["-gen-dialect-decls", "-dialect=toy"],
            "Dialect.h.inc",
        )
        .generate(
            td.join("Ops.td"),
            &["-gen-dialect-defs", "-dialect=toy"],
            "Dialect.cpp.inc",
        )
        .generate(td.join("Ops.td"), &["-gen-op-decls"], "Ops.h.inc")
        .generate(td.join("Ops.td"), &["-gen-op-defs"], "Ops.cpp.inc")
        .generate(
            td.join("ShapeInferenceInterface.td"),
            &["-gen-op-interface-decls"],
            "ShapeInferenceOpInterfaces.h.inc",
        )
        .generate(
            td.join("ShapeInferenceInterface.td"),
            &["-gen-op-interface-defs"],
            "ShapeInferenceOpInterfaces.cpp.inc",
        )
        .generate(
            td.join("Passes.td"),
            &["-gen-pass-decls", "-name", "Toy"],
            "Passes.h.inc",
        )
        .include_dir(&td)
        .source(crate_dir.join("mlir/toy-opt.cpp"))
        .build(Path::new(env!("CARGO_TARGET_TMPDIR")))
}

/// Both tools on every case, with its RUN flags and with others: the same
/// exit code, stdout and stderr.
#[test]
fn every_case_as_mlir_19_builds_the_same_td() {
    let Some(mlir) = mlir_toy_opt() else {
        return;
    };
    let ours = Path::new(env!("CARGO_BIN_EXE_toy-opt"));
    let mut failures = Vec::new();
    let mut runs = 0;
    for file in cases() {
        let flags = run_flags(&file);
        let mut variants: Vec<Vec<String>> = vec![flags.clone()];
        if flags.iter().any(|f| f == "--verify-diagnostics") {
            // The diagnostics themselves, not only their check.
            variants.push(
                flags
                    .iter()
                    .filter(|f| *f != "--verify-diagnostics")
                    .cloned()
                    .collect(),
            );
        } else {
            for extra in [
                &["--mlir-print-op-generic"][..],
                &["--mlir-print-debuginfo", "--canonicalize"],
                &["--toy-shape-inference", "--canonicalize", "--cse"],
            ] {
                variants.push(extra.iter().map(|f| f.to_string()).collect());
            }
        }
        for args in variants {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let (theirs, mine) = (run(&mlir, &args, &file), run(ours, &args, &file));
            runs += 1;
            if theirs != mine {
                failures.push(format!(
                    "{} {args:?}:\n--- MLIR 19: exit {}\n{}{}--- toy-opt: exit {}\n{}{}",
                    file.display(),
                    theirs.0,
                    theirs.1,
                    theirs.2,
                    mine.0,
                    mine.1,
                    mine.2
                ));
            }
        }
    }
    assert!(runs >= 20, "{runs} runs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
