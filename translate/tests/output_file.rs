//! `dialectic-translate --mlir-to-llvmir` and its output, compared with
//! `mlir-translate-19`: `-o` writes what stdout would show; an input file
//! that cannot be read and an output file that cannot be opened are
//! reported with MLIR's messages, the latter before anything is
//! translated; a failed translation leaves no output file; diagnostics of
//! stdin input name `<stdin>`. `--mlir-timing` reports each phase, also
//! when the translation fails. An output that overwrites the input is
//! written only when the translation succeeds: a failure leaves the input
//! as it was (where mlir-translate-19 removes it) and shows its source line.
//!
//! Environment: `MLIR_TRANSLATE` overrides the path of `mlir-translate-19`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

const PROGRAM: &str = "llvm.func @f(%arg0: i32) -> i32 {\n  %0 = llvm.mlir.constant(2 : i32) : i32\n  %1 = llvm.mul %arg0, %0 overflow<nsw> : i32\n  llvm.return %1 : i32\n}\n";

/// Rejected by the translation (not by the verifier).
const UNTRANSLATABLE: &str = "llvm.func @f(%x: i32) {\n  llvm.call_intrinsic \"llvm.donothing\"(%x) : (i32) -> ()\n  llvm.return\n}\n";

fn mlir_translate() -> PathBuf {
    dialectic_oracle::require(Tool::MlirTranslate).path.clone()
}

fn dialectic_translate() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_dialectic-translate"))
}

/// A directory of its own for one test.
fn scratch(test: &str) -> Result<PathBuf, Failed> {
    let dir = std::env::temp_dir().join(format!(
        "dialectic-translate-output-{}-{test}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}

fn translate(
    tool: &Path,
    dir: &Path,
    args: &[&str],
    stdin: Option<&str>,
) -> Result<Output, Failed> {
    let mut child = Command::new(tool)
        .arg("--mlir-to-llvmir")
        .args(args)
        .current_dir(dir)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    if let (Some(text), Some(mut pipe)) = (stdin, child.stdin.take()) {
        pipe.write_all(text.as_bytes())?;
    }
    Ok(child.wait_with_output()?)
}

/// Runs dialectic-translate in `dir` with `args` and no input on stdin.
fn run_ours(dir: &Path, args: &[&str]) -> Result<Output, Failed> {
    translate(&dialectic_translate(), dir, args, None)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Both tools write the same LLVM IR into `-o` files, the same as on stdout.
fn output_file_holds_the_ir() -> Result<(), Failed> {
    let dir = scratch("ir")?;
    std::fs::write(dir.join("in.mlir"), PROGRAM)?;
    let stdout = run_ours(&dir, &["in.mlir"])?;
    for (tool, out) in [
        (mlir_translate(), "theirs.ll"),
        (dialectic_translate(), "ours.ll"),
    ] {
        let run = translate(&tool, &dir, &["in.mlir", "-o", out], None)?;
        if !run.status.success() || !run.stdout.is_empty() {
            return Err(format!("{}: {}", tool.display(), text(&run.stderr)).into());
        }
    }
    let (theirs, ours) = (
        std::fs::read_to_string(dir.join("theirs.ll"))?,
        std::fs::read_to_string(dir.join("ours.ll"))?,
    );
    if theirs != ours || ours != text(&stdout.stdout) {
        return Err(format!("-o files differ:\n{theirs}---\n{ours}").into());
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// An output file in a missing directory: MLIR's message, exit code 1.
fn unopenable_output_file() -> Result<(), Failed> {
    let dir = scratch("unopenable")?;
    std::fs::write(dir.join("in.mlir"), PROGRAM)?;
    let args = ["in.mlir", "-o", "missing/out.ll"];
    let theirs = translate(&mlir_translate(), &dir, &args, None)?;
    let ours = translate(&dialectic_translate(), &dir, &args, None)?;
    let expected = "cannot open output file 'missing/out.ll': No such file or directory\n";
    for (tool, run) in [
        ("mlir-translate-19", &theirs),
        ("dialectic-translate", &ours),
    ] {
        if run.status.code() != Some(1) || text(&run.stderr) != expected {
            return Err(format!("{tool}: {:?}: {}", run.status, text(&run.stderr)).into());
        }
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// An input that cannot be read: MLIR's message, exit code 1.
fn unreadable_input_file() -> Result<(), Failed> {
    let dir = scratch("unreadable")?;
    for args in [["missing.mlir"], ["."]] {
        let theirs = translate(&mlir_translate(), &dir, &args, None)?;
        let ours = translate(&dialectic_translate(), &dir, &args, None)?;
        let (theirs, ours) = (
            (theirs.status.code(), text(&theirs.stderr)),
            (ours.status.code(), text(&ours.stderr)),
        );
        if theirs != ours || theirs.0 != Some(1) {
            return Err(format!("{args:?}: mlir-translate-19 {theirs:?}, ours {ours:?}").into());
        }
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// A module that fails to translate leaves no output file behind, and its
/// diagnostic (rendered from the file, read again) starts as MLIR's.
fn failed_translation_leaves_no_file() -> Result<(), Failed> {
    let dir = scratch("failed")?;
    std::fs::write(dir.join("in.mlir"), UNTRANSLATABLE)?;
    for (tool, out) in [
        (mlir_translate(), "theirs.ll"),
        (dialectic_translate(), "ours.ll"),
    ] {
        let run = translate(&tool, &dir, &["in.mlir", "-o", out], None)?;
        if run.status.success() || dir.join(out).exists() {
            return Err(format!(
                "{}: {:?}, {out} exists: {}",
                tool.display(),
                run.status,
                dir.join(out).exists()
            )
            .into());
        }
    }
    let theirs = translate(&mlir_translate(), &dir, &["in.mlir"], None)?;
    let ours = run_ours(&dir, &["in.mlir"])?;
    let expected = "in.mlir:2:3: error: intrinsic call has 1 operands but \"llvm.donothing\" expects 0\n  llvm.call_intrinsic \"llvm.donothing\"(%x) : (i32) -> ()\n  ^\n";
    if !text(&theirs.stderr).starts_with(expected) || text(&ours.stderr) != expected {
        return Err(format!(
            "diagnostics differ:\n--- mlir-translate-19\n{}--- dialectic-translate\n{}",
            text(&theirs.stderr),
            text(&ours.stderr)
        )
        .into());
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// Input on stdin: the IR of a file; diagnostics name `<stdin>`.
fn stdin_input() -> Result<(), Failed> {
    let dir = scratch("stdin")?;
    let theirs = translate(&mlir_translate(), &dir, &[], Some(PROGRAM))?;
    let ours = translate(&dialectic_translate(), &dir, &["-"], Some(PROGRAM))?;
    if !ours.status.success() || ours.stdout != theirs.stdout {
        return Err(format!(
            "outputs differ:\n{}---\n{}",
            text(&theirs.stdout),
            text(&ours.stdout)
        )
        .into());
    }
    let ours = translate(&dialectic_translate(), &dir, &["-"], Some(UNTRANSLATABLE))?;
    let expected = "<stdin>:2:3: error: intrinsic call has 1 operands but \"llvm.donothing\" expects 0\n  llvm.call_intrinsic \"llvm.donothing\"(%x) : (i32) -> ()\n  ^\n";
    if ours.status.success() || text(&ours.stderr) != expected {
        return Err(format!("dialectic-translate: {}", text(&ours.stderr)).into());
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// The names of the phases a `--mlir-timing` report lists, in its order
/// (after its six header lines).
fn phase_names(report: &str) -> Vec<&str> {
    report
        .lines()
        .skip(6)
        .map(|l| l.rsplit("  ").next().unwrap_or_default())
        .collect()
}

/// `--mlir-timing`: the IR as without it, then MLIR's report on stderr
/// with the phases in the order they ran.
fn timing_report() -> Result<(), Failed> {
    let dir = scratch("timing")?;
    std::fs::write(dir.join("in.mlir"), PROGRAM)?;
    let plain = run_ours(&dir, &["in.mlir"])?;
    let timed = run_ours(&dir, &["--mlir-timing", "in.mlir"])?;
    if timed.stdout != plain.stdout {
        return Err("--mlir-timing changes the output".into());
    }
    let report = text(&timed.stderr);
    let names = phase_names(&report);
    let expected = [
        "Parser",
        "Verifier",
        "Translation",
        "LLVM IR verifier",
        "Output",
        "Rest",
        "Total",
    ];
    if !report.contains("... Execution time report ...") || names != expected {
        return Err(format!("unexpected report:\n{report}").into());
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// `-o` naming the input file: a failed translation keeps the input and
/// reports as without `-o`; a successful one replaces it with the IR.
fn output_over_the_input() -> Result<(), Failed> {
    let dir = scratch("over-input")?;
    std::fs::write(dir.join("in.mlir"), UNTRANSLATABLE)?;
    let plain = run_ours(&dir, &["in.mlir"])?;
    let run = run_ours(&dir, &["in.mlir", "-o", "in.mlir"])?;
    if run.status.success() || run.stderr != plain.stderr {
        return Err(format!("failure reported differently:\n{}", text(&run.stderr)).into());
    }
    if std::fs::read_to_string(dir.join("in.mlir"))? != UNTRANSLATABLE {
        return Err("a failed translation changed its input".into());
    }
    std::fs::write(dir.join("in.mlir"), PROGRAM)?;
    let expected = run_ours(&dir, &["in.mlir"])?;
    let run = run_ours(&dir, &["in.mlir", "-o", "./in.mlir"])?;
    if !run.status.success() || std::fs::read(dir.join("in.mlir"))? != expected.stdout {
        return Err(format!(
            "the input was not replaced by the IR: {}",
            text(&run.stderr)
        )
        .into());
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// `--mlir-timing` on a failed translation: the diagnostic, then the report
/// of the phases that ran (mlir-translate-19 reports too).
fn timing_report_after_failure() -> Result<(), Failed> {
    let dir = scratch("timing-failure")?;
    std::fs::write(dir.join("in.mlir"), UNTRANSLATABLE)?;
    let plain = run_ours(&dir, &["in.mlir"])?;
    let timed = run_ours(&dir, &["--mlir-timing", "in.mlir"])?;
    let report = text(&timed.stderr);
    let Some(rest) = report.strip_prefix(text(&plain.stderr).as_str()) else {
        return Err(format!("the diagnostic does not come first:\n{report}").into());
    };
    let names = phase_names(rest);
    if timed.status.success()
        || !rest.contains("... Execution time report ...")
        || names != ["Parser", "Verifier", "Translation", "Rest", "Total"]
    {
        return Err(format!("unexpected report:\n{report}").into());
    }
    let theirs = translate(&mlir_translate(), &dir, &["--mlir-timing", "in.mlir"], None)?;
    if !text(&theirs.stderr).contains("... Execution time report ...") {
        return Err("mlir-translate-19 no longer reports after a failure".into());
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let trials = vec![
        Trial::test("output_file_holds_the_ir", output_file_holds_the_ir),
        Trial::test("unopenable_output_file", unopenable_output_file),
        Trial::test("unreadable_input_file", unreadable_input_file),
        Trial::test(
            "failed_translation_leaves_no_file",
            failed_translation_leaves_no_file,
        ),
        Trial::test("stdin_input", stdin_input),
        Trial::test("timing_report", timing_report),
        Trial::test("output_over_the_input", output_over_the_input),
        Trial::test("timing_report_after_failure", timing_report_after_failure),
    ];
    dialectic_oracle::run_trials(&args, trials).exit();
}
