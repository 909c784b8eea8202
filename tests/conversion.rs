//! The dialect conversion framework on a test dialect, as MLIR tests its
//! own: `tests/conversion/test_dialect.td` declares the ops of MLIR's
//! `test` dialect that MLIR's conversion test passes work on, and
//! `tests/conversion/*_pass.rs` write those passes again on Dialectic's
//! framework (type converters, targets, patterns).
//!
//! * Each `// RUN-DIFF: <flags>` line of `tests/conversion/*.mlir` runs the
//!   file through the test pass the flags name, here and with
//!   `mlir-opt-19`; stdout, stderr and success must be identical (the
//!   outputs, the materializations, and the diagnostics with their notes).
//! * `tests/conversion/framework_cases.rs`: what MLIR's test passes do not
//!   show alone (full and analysis conversion, legality rules, recursive
//!   legality, undoing failed patterns, one-to-many conversions), each with
//!   the exact output or diagnostic expected.
//!
//! `DIALECTIC_SHOW_OUTPUT=1` prints what Dialectic printed for each
//! differential case.

mod test_dialect {
    dialectic::dialect!("tests/conversion/test_dialect.td");
}

#[path = "conversion/framework_cases.rs"]
mod framework_cases;
#[path = "conversion/function_signature.rs"]
mod function_signature;
#[path = "conversion/opt_run.rs"]
mod opt_run;
#[path = "conversion/target_materialization_pass.rs"]
mod target_materialization_pass;
#[path = "conversion/test_ops.rs"]
mod test_ops;
#[path = "conversion/type_conversion_pass.rs"]
mod type_conversion_pass;
#[path = "conversion/unknown_root_pass.rs"]
mod unknown_root_pass;

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

use opt_run::{Outcome, RunOptions, TestPass};

/// The test pass a flag names, and whether it runs on each function.
fn test_pass(flag: &str) -> Option<(TestPass, bool)> {
    match flag {
        "--test-legalize-type-conversion" => Some((type_conversion_pass::run, false)),
        "--test-target-materialization-with-no-uses" => {
            Some((target_materialization_pass::run, false))
        }
        "--pass-pipeline=builtin.module(func.func(test-legalize-unknown-root-patterns))" => {
            Some((unknown_root_pass::run, true))
        }
        _ => None,
    }
}

fn run_ours(dir: &Path, file: &str, flags: &[String]) -> Result<Outcome, Failed> {
    let mut options = RunOptions {
        split: false,
        allow_unregistered: false,
        on_functions: false,
        pass: type_conversion_pass::run,
    };
    let mut pass = None;
    for flag in flags {
        match flag.as_str() {
            "--split-input-file" => options.split = true,
            "--allow-unregistered-dialect" => options.allow_unregistered = true,
            other => pass = Some(test_pass(other).ok_or(format!("unknown flag {other}"))?),
        }
    }
    let (pass, on_functions) = pass.ok_or("no test pass named")?;
    options.pass = pass;
    options.on_functions = on_functions;
    let text = std::fs::read_to_string(dir.join(file)).map_err(|e| e.to_string())?;
    Ok(opt_run::run(&text, file, &options))
}

fn run_mlir_opt(dir: &Path, file: &str, flags: &[String]) -> Result<Outcome, Failed> {
    let tool = dialectic_oracle::lookup(Tool::MlirOpt).map_err(str::to_string)?;
    let out = Command::new(&tool.path)
        .args(flags)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("mlir-opt-19 could not run: {e}"))?;
    Ok(Outcome {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    })
}

/// The first differing lines of `expected` (`-`) and `actual` (`+`).
fn compare(what: &str, expected: &str, actual: &str) -> Result<(), Failed> {
    if expected == actual {
        return Ok(());
    }
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let first = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut report = format!("{what} differs from mlir-opt-19's at line {}:\n", first + 1);
    for l in e.iter().skip(first.saturating_sub(2)).take(10) {
        report.push_str(&format!("- {l}\n"));
    }
    for l in a.iter().skip(first.saturating_sub(2)).take(10) {
        report.push_str(&format!("+ {l}\n"));
    }
    Err(report.into())
}

fn differential(dir: &Path, file: &str, flags: &[String]) -> Result<(), Failed> {
    let actual = run_ours(dir, file, flags)?;
    if std::env::var_os("DIALECTIC_SHOW_OUTPUT").is_some() {
        eprintln!("{}\n{}", actual.stdout, actual.stderr);
    }
    if dialectic_oracle::skipped() {
        return Ok(());
    }
    let expected = run_mlir_opt(dir, file, flags)?;
    compare("stdout", &expected.stdout, &actual.stdout)?;
    compare("stderr", &expected.stderr, &actual.stderr)?;
    if expected.success != actual.success {
        return Err(format!(
            "mlir-opt-19 succeeded: {}, Dialectic: {}",
            expected.success, actual.success
        )
        .into());
    }
    Ok(())
}

/// The `RUN-DIFF:` lines of a file: line number and flags.
fn run_lines(path: &Path) -> Vec<(usize, Vec<String>)> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let flags = line.trim_start().strip_prefix("// RUN-DIFF:")?;
            Some((
                i + 1,
                flags.split_whitespace().map(str::to_string).collect(),
            ))
        })
        .collect()
}

fn main() {
    let args = Arguments::from_args();
    let dir = Arc::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/conversion"));
    let mut trials = Vec::new();
    for file in dialectic_oracle::mlir_files(&dir) {
        for (line, flags) in run_lines(&dir.join(&file)) {
            let (dir, file) = (dir.clone(), file.clone());
            trials.push(Trial::test(format!("{file}:{line}"), move || {
                differential(&dir, &file, &flags)
            }));
        }
    }
    for (name, case) in framework_cases::CASES {
        trials.push(Trial::test(format!("framework/{name}"), case));
    }
    libtest_mimic::run(&args, trials).exit();
}
