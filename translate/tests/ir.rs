//! The LLVM IR `dialectic-translate --mlir-to-llvmir` prints, compared
//! byte for byte with what `mlir-translate-19 --mlir-to-llvmir` prints for
//! the same input: every `tests/ir/*.mlir` (metadata, function attributes,
//! globals, data layouts, control flow, intrinsics of every family,
//! `llvm.call_intrinsic`, inline assembly, debug information).
//!
//! Every `tests/ir/errors/*.mlir` must be rejected by both tools, with the
//! diagnostics of `errors/NAME.err`; where `mlir-translate-19` gives a
//! location, our diagnostics are its own, byte for byte; where it only
//! prints LLVM's verifier message, ours is that message at the op (or
//! function) it is about. `DIALECTIC_BLESS=1` rewrites the `.err` files.
//!
//! Every `tests/ir/address_order/*.mlir` is a module whose LLVM IR
//! `mlir-translate-19` lays out by block addresses (blocks it inserts for
//! repeated successors, in the order of a hash map keyed by pointers), so
//! that its output changes from run to run: ours must be one of its
//! outputs, found within [`ADDRESS_ORDER_RUNS`] runs of it.
//!
//! Both tools run in `tests/ir` with relative file names. Environment:
//! `MLIR_TRANSLATE` overrides the path of `mlir-translate-19`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

fn mlir_translate() -> PathBuf {
    dialectic_oracle::require(Tool::MlirTranslate).path.clone()
}

fn mlir_files(dir: &Path) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".mlir"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut trials = Vec::new();
    for sub in ["", "address_order", "errors"] {
        let sub = dir.join(sub);
        if mlir_files(&sub).is_empty() {
            trials.push(dialectic_oracle::empty_folder_trial(
                format!("cases/{}", sub.display()),
                ".mlir cases",
                &sub,
            ));
        }
    }
    for file in mlir_files(&dir) {
        let dir = dir.clone();
        trials.push(Trial::test(format!("ir/{file}"), move || {
            same_ir(&dir, &file)
        }));
    }
    let address_order = dir.join("address_order");
    for file in mlir_files(&address_order) {
        let address_order = address_order.clone();
        trials.push(Trial::test(format!("address_order/{file}"), move || {
            one_of_mlir_outputs(&address_order, &file)
        }));
    }
    let errors = dir.join("errors");
    for file in mlir_files(&errors) {
        let errors = errors.clone();
        trials.push(Trial::test(format!("errors/{file}"), move || {
            same_errors(&errors, &file)
        }));
    }
    dialectic_oracle::run_trials(&args, trials).exit();
}

fn translate(tool: &Path, dir: &Path, file: &str) -> Result<Output, Failed> {
    Command::new(tool)
        .arg("--mlir-to-llvmir")
        .arg(file)
        .current_dir(dir)
        .output()
        .map_err(|e| format!("{}: {e}", tool.display()).into())
}

fn ours() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_dialectic-translate"))
}

fn same_ir(dir: &Path, file: &str) -> Result<(), Failed> {
    let expected = translate(&mlir_translate(), dir, file)?;
    if !expected.status.success() {
        return Err(format!(
            "mlir-translate-19 rejects {file}:\n{}",
            String::from_utf8_lossy(&expected.stderr)
        )
        .into());
    }
    let actual = translate(&ours(), dir, file)?;
    if !actual.status.success() {
        return Err(format!(
            "dialectic-translate rejects {file}:\n{}",
            String::from_utf8_lossy(&actual.stderr)
        )
        .into());
    }
    let (expected, actual) = (
        String::from_utf8_lossy(&expected.stdout),
        String::from_utf8_lossy(&actual.stdout),
    );
    if expected != actual {
        return Err(first_difference(&expected, &actual).into());
    }
    Ok(())
}

/// How many times `mlir-translate-19` runs on an `address_order` module
/// before our output is declared none of its outputs (each layout it has
/// shown on these modules comes up in more than one run out of ten).
const ADDRESS_ORDER_RUNS: usize = 64;

fn one_of_mlir_outputs(dir: &Path, file: &str) -> Result<(), Failed> {
    let actual = translate(&ours(), dir, file)?;
    if !actual.status.success() {
        return Err(format!(
            "dialectic-translate rejects {file}:\n{}",
            String::from_utf8_lossy(&actual.stderr)
        )
        .into());
    }
    let actual = String::from_utf8_lossy(&actual.stdout).into_owned();
    let mut seen: Vec<String> = Vec::new();
    for _ in 0..ADDRESS_ORDER_RUNS {
        let expected = translate(&mlir_translate(), dir, file)?;
        if !expected.status.success() {
            return Err(format!(
                "mlir-translate-19 rejects {file}:\n{}",
                String::from_utf8_lossy(&expected.stderr)
            )
            .into());
        }
        let expected = String::from_utf8_lossy(&expected.stdout).into_owned();
        if expected == actual {
            return Ok(());
        }
        if !seen.contains(&expected) {
            seen.push(expected);
        }
    }
    Err(format!(
        "none of the {} outputs of {ADDRESS_ORDER_RUNS} runs of mlir-translate-19 is ours; against the first, {}",
        seen.len(),
        first_difference(&seen[0], &actual)
    )
    .into())
}

fn same_errors(dir: &Path, file: &str) -> Result<(), Failed> {
    let theirs = translate(&mlir_translate(), dir, file)?;
    let actual = translate(&ours(), dir, file)?;
    if theirs.status.success() || actual.status.success() {
        return Err(format!(
            "{file} must be rejected by both tools (mlir-translate-19: {}, dialectic-translate: {})",
            theirs.status, actual.status
        )
        .into());
    }
    let theirs = String::from_utf8_lossy(&theirs.stderr).into_owned();
    let stderr = String::from_utf8_lossy(&actual.stderr).into_owned();
    if theirs.starts_with(&format!("{file}:")) {
        // MLIR's own diagnostic (the first one, without its notes).
        let first = first_diagnostic(&theirs);
        if !stderr.starts_with(&first) {
            return Err(format!(
                "diagnostics differ:\n--- mlir-translate-19\n{first}--- dialectic-translate\n{stderr}"
            )
            .into());
        }
    } else {
        let verifier = format!("error: LLVM IR fails to verify: {}", theirs.trim_end());
        if !stderr.contains(&verifier) {
            return Err(format!(
                "expected LLVM's verifier message at an op:\n{verifier}\n--- dialectic-translate\n{stderr}"
            )
            .into());
        }
    }
    let expected_path = dir.join(file.replace(".mlir", ".err"));
    if std::env::var_os("DIALECTIC_BLESS").is_some() {
        std::fs::write(&expected_path, &stderr)?;
        return Ok(());
    }
    let expected = std::fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    if expected != stderr {
        return Err(first_difference(&expected, &stderr).into());
    }
    Ok(())
}

/// The first diagnostic of `text`: its lines up to the next `note:` or
/// `error:` line.
fn first_diagnostic(text: &str) -> String {
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        if i > 0 && (line.contains(": note: ") || line.contains(": error: ")) {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The first differing line of two texts, with its line number.
fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i).copied(), a.get(i).copied());
        if x != y {
            return format!(
                "first difference at line {}:\n- {}\n+ {}",
                i + 1,
                x.unwrap_or("<end>"),
                y.unwrap_or("<end>")
            );
        }
    }
    "texts differ in their final newline".to_string()
}
