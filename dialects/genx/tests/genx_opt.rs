//! `genx-opt` on the region cases of `tests/cases/`: the invalid ones with
//! `--verify-diagnostics` (each refused with the message its annotation
//! expects), the valid ones printed back and printed again the same, and
//! the folds and canonicalizations of the region ops with the exact
//! output expected (`canonicalize.out`), `--genx-emulate` with the exact
//! output expected (`emulate.out`) and refusing what it cannot lower.

use std::path::Path;
use std::process::Command;

fn genx_opt(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_genx-opt"))
        .args(args)
        .output()
        .expect("running genx-opt");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn case(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn invalid_regions_are_refused_with_their_messages() {
    let (ok, _, stderr) = genx_opt(&[
        "--verify-diagnostics",
        "--split-input-file",
        &case("regions_invalid.mlir"),
    ]);
    assert!(ok, "{stderr}");
}

#[test]
fn valid_regions_print_back() {
    let (ok, printed, stderr) = genx_opt(&[&case("regions_valid.mlir")]);
    assert!(ok, "{stderr}");
    assert_eq!(printed.matches("\"genx.").count(), 6, "{printed}");
    let again = std::env::temp_dir().join(format!("genx-opt-{}.mlir", std::process::id()));
    std::fs::write(&again, &printed).expect("writing the printed module");
    let (ok, reprinted, stderr) = genx_opt(&[&again.display().to_string()]);
    let _ = std::fs::remove_file(&again);
    assert!(ok, "{stderr}");
    assert_eq!(reprinted, printed);
}

#[test]
fn region_ops_fold_and_canonicalize_as_expected() {
    let (ok, printed, stderr) = genx_opt(&[
        "--canonicalize",
        "--split-input-file",
        &case("canonicalize.mlir"),
    ]);
    assert!(ok, "{stderr}");
    let expected =
        std::fs::read_to_string(case("canonicalize.out")).expect("reading the expected output");
    assert_eq!(printed, expected);
}

#[test]
fn emulation_lowers_to_the_expected_llvm_ops() {
    let (ok, printed, stderr) = genx_opt(&["--genx-emulate", &case("emulate.mlir")]);
    assert!(ok, "{stderr}");
    let expected =
        std::fs::read_to_string(case("emulate.out")).expect("reading the expected output");
    assert_eq!(printed, expected);
}

#[test]
fn emulation_refuses_what_it_cannot_lower() {
    let (ok, _, stderr) = genx_opt(&[
        "--genx-emulate",
        "--verify-diagnostics",
        "--split-input-file",
        &case("emulate_invalid.mlir"),
    ]);
    assert!(ok, "{stderr}");
}
