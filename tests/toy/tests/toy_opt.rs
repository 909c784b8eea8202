//! `toy-opt` on the programs of `tests/cases/`: each file's first line is
//! `// RUN: toy-opt <flags> %s`; the tool must succeed with nothing on
//! stderr and print `<file>.out`. What it prints in custom form prints
//! again as itself. With `DIALECTIC_BLESS=1` the `.out` files are written.

use std::path::{Path, PathBuf};
use std::process::Command;

fn toy_opt(args: &[&str], file: &Path) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .arg(file)
        .output()
        .expect("toy-opt runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
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

#[test]
fn every_case_prints_what_it_expects() {
    let files = cases();
    assert!(files.len() >= 4, "{files:?}");
    let bless = std::env::var_os("DIALECTIC_BLESS").is_some();
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable");
        let flags: Vec<&str> = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// RUN: toy-opt"))
            .unwrap_or_else(|| panic!("{}: no RUN line", file.display()))
            .split_whitespace()
            .filter(|f| *f != "%s")
            .collect();
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
