//! Intrinsic calls and inline assembly where `mlir-translate-19` crashes,
//! builds IR that LLVM's verifier rejects, or builds what LLVM only
//! asserts against (each file's first lines say which): every
//! `tests/intrinsic_diagnostics/NAME.mlir` is translated by
//! `dialectic-translate --mlir-to-llvmir`, which must either fail with
//! exactly the diagnostics of `NAME.err` (and no crash), or print exactly
//! `NAME.ll`, which LLVM's verifier (`opt-19 -passes=verify`) accepts.
//! `DIALECTIC_BLESS=1` rewrites the expected files.

use std::path::{Path, PathBuf};
use std::process::Command;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/intrinsic_diagnostics");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".mlir"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut trials: Vec<Trial> = Vec::new();
    if files.is_empty() {
        trials.push(dialectic_oracle::empty_folder_trial(
            "cases",
            ".mlir cases",
            &dir,
        ));
    }
    trials.extend(files.into_iter().map(|file| {
        let dir = dir.clone();
        Trial::test(file.clone(), move || check(&dir, &file))
    }));
    dialectic_oracle::run_trials(&args, trials).exit();
}

fn check(dir: &Path, file: &str) -> Result<(), Failed> {
    let output = Command::new(env!("CARGO_BIN_EXE_dialectic-translate"))
        .arg("--mlir-to-llvmir")
        .arg(file)
        .current_dir(dir)
        .output()?;
    let stem = file.trim_end_matches(".mlir");
    let (expected_path, actual) = match output.status.code() {
        Some(0) => {
            let ll = String::from_utf8_lossy(&output.stdout).into_owned();
            verify(dir, stem, &ll)?;
            (dir.join(format!("{stem}.ll")), ll)
        }
        Some(1) => (
            dir.join(format!("{stem}.err")),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        ),
        _ => {
            return Err(format!(
                "dialectic-translate ended with {} on {file}:\n{}",
                output.status,
                String::from_utf8_lossy(&output.stderr)
            )
            .into());
        }
    };
    let other = expected_path.with_extension(if actual_is_ir(&expected_path) {
        "err"
    } else {
        "ll"
    });
    if std::env::var_os("DIALECTIC_BLESS").is_some() {
        let _ = std::fs::remove_file(&other);
        std::fs::write(&expected_path, &actual)?;
        return Ok(());
    }
    if other.is_file() {
        return Err(format!("{file} was expected to give {}", other.display()).into());
    }
    let expected = std::fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    if expected != actual {
        return Err(format!("--- expected\n{expected}--- dialectic-translate\n{actual}").into());
    }
    Ok(())
}

fn actual_is_ir(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "ll")
}

/// LLVM's verifier accepts `ll`.
fn verify(dir: &Path, stem: &str, ll: &str) -> Result<(), Failed> {
    let scratch: PathBuf = std::env::temp_dir().join(format!(
        "dialectic-intrinsic-diagnostics-{}-{stem}.ll",
        std::process::id()
    ));
    std::fs::write(&scratch, ll)?;
    let output = Command::new(&dialectic_oracle::require(Tool::Opt).path)
        .args(["-passes=verify", "-disable-output"])
        .arg(&scratch)
        .current_dir(dir)
        .output()?;
    let _ = std::fs::remove_file(&scratch);
    if !output.status.success() {
        return Err(format!(
            "LLVM's verifier rejects the IR of {stem}:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(())
}
