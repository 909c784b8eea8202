//! `genx-opt` on the cases of `tests/cases/`: the invalid regions and
//! kernel attributes with `--verify-diagnostics` (each refused with the
//! message its annotation expects), the valid ones printed back and
//! printed again the same; the backend rules' cases of
//! `tests/cases/rules/`, each run by its `// RUN:` line (every rule and
//! every option of `genx-check-backend-rules`); the folds and
//! canonicalizations of the region ops with the exact output expected
//! (`canonicalize.out`), and `--genx-emulate` with the exact output
//! expected (`emulate.out`) and refusing what it cannot lower.

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
fn invalid_kernel_attributes_are_refused_with_their_messages() {
    let (ok, _, stderr) = genx_opt(&[
        "--verify-diagnostics",
        "--split-input-file",
        &case("kernel_invalid.mlir"),
    ]);
    assert!(ok, "{stderr}");
}

#[test]
fn valid_kernel_attributes_print_back() {
    let (ok, printed, stderr) = genx_opt(&[&case("kernel_valid.mlir")]);
    assert!(ok, "{stderr}");
    assert_eq!(printed.matches("genx.kernel = #genx.kernel<").count(), 3);
}

/// Runs `// RUN: genx-opt ...` of `file` with a shell (options in braces
/// hold spaces, quoted as on a command line): whether it succeeded, and
/// its stderr.
fn run_line(file: &Path) -> (bool, String) {
    let text = std::fs::read_to_string(file).expect("a readable case");
    let line = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// RUN: genx-opt "))
        .unwrap_or_else(|| panic!("{}: no RUN line", file.display()));
    let command = format!(
        "'{}' {}",
        env!("CARGO_BIN_EXE_genx-opt"),
        line.replace("%s", &format!("'{}'", file.display()))
    );
    let out = Command::new("sh")
        .arg("-c")
        .arg(&command)
        .output()
        .expect("running sh");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_backend_rule_case_gives_the_diagnostics_it_expects() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases/rules");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases/rules")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 12, "{files:?}");
    let failures: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let (ok, stderr) = run_line(file);
            (!ok).then(|| format!("{}:\n{stderr}", file.display()))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_violation_fails_the_run_and_names_its_place() {
    let (ok, printed, stderr) = genx_opt(&[
        "--genx-check-backend-rules",
        &case("rules/globals_allowed.mlir"),
    ]);
    assert!(!ok);
    assert_eq!(printed, "");
    for line in [4, 5] {
        let error = format!(
            "globals_allowed.mlir:{line}:1: error: 'llvm.mlir.global' op is a global variable, which the GenX backend does not support"
        );
        assert!(stderr.contains(&error), "{stderr}");
    }
}

#[test]
fn the_pass_is_listed_with_its_options() {
    let (ok, listed, _) = genx_opt(&["--list-passes"]);
    assert!(ok);
    assert!(
        listed.contains("    --genx-check-backend-rules "),
        "{listed}"
    );
    assert!(
        listed.contains("      --allow-spir-calling-conventions "),
        "{listed}"
    );
    let (ok, _, stderr) = genx_opt(&[
        "--genx-check-backend-rules=allow-dllimport=1",
        &case("kernel_valid.mlir"),
    ]);
    assert!(!ok);
    assert_eq!(
        stderr,
        "<unknown>:0: error: <Pass-Options-Parser>: no such option allow-dllimport\n\n"
    );
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
