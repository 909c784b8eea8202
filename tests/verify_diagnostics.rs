//! Differential tests of diagnostics: `--verify-diagnostics`, `--split-input-file`
//! and plain error output. Each case in `tests/verify-diagnostics/` runs through
//! `mlir-opt-19` and `dialectic-opt` with the same flags, from that directory
//! (diagnostics name files relative to it); stdout, stderr and the exit code
//! must be identical.

use std::ffi::OsStr;
use std::path::Path;
use std::process::Command;

use dialectic_oracle::Tool;

const VERIFY: &[&str] = &[
    "--allow-unregistered-dialect",
    "--verify-diagnostics",
    "--split-input-file",
];
const SPLIT: &[&str] = &["--allow-unregistered-dialect", "--split-input-file"];

const CASES: &[(&str, &[&str])] = &[
    ("03_designators.mlir", VERIFY),
    ("03b_below_stack.mlir", VERIFY),
    ("04_regex.mlir", VERIFY),
    ("09_tabs_unicode.mlir", VERIFY),
    ("10_split_markers.mlir", SPLIT),
    ("11_empty.mlir", VERIFY),
    ("12_only_marker.mlir", &["--split-input-file"]),
    ("13_adjacent_markers.mlir", SPLIT),
    ("14_bad_offsets.mlir", VERIFY),
    ("19_regex_dialect.mlir", VERIFY),
    ("20_plain_parse_error_chunk2.mlir", SPLIT),
    (
        "22_plain_symbol_redefinition.mlir",
        &["--allow-unregistered-dialect"],
    ),
    ("24_expectation_syntax.mlir", VERIFY),
    ("25_crlf.mlir", VERIFY),
    // The `see current operation` note numbers values from the closest
    // isolated-from-above ancestor (here the `func.func`).
    (
        "26_func_dominance_note.mlir",
        &["--allow-unregistered-dialect"],
    ),
];

fn run(
    program: impl AsRef<OsStr>,
    dir: &Path,
    flags: &[&str],
    file: &str,
) -> (String, String, Option<i32>) {
    let program = program.as_ref();
    let out = Command::new(program)
        .current_dir(dir)
        .args(flags)
        .arg(file)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run {}: {e}\n{}",
                program.to_string_lossy(),
                dialectic_oracle::INSTALL_HINT
            )
        });
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

#[test]
fn diagnostics_match_mlir_opt() {
    let Some(mlir_opt) = dialectic_oracle::path(Tool::MlirOpt) else {
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/verify-diagnostics");
    let ours = env!("CARGO_BIN_EXE_dialectic-opt");
    let mut failures = Vec::new();
    for (file, flags) in CASES {
        let expected = run(mlir_opt, &dir, flags, file);
        let actual = run(ours, &dir, flags, file);
        if expected != actual {
            failures.push(format!(
                "{file} {flags:?}\n--- mlir-opt-19 (exit {:?})\n{}{}\n--- dialectic-opt (exit {:?})\n{}{}",
                expected.2, expected.0, expected.1, actual.2, actual.0, actual.1
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}
