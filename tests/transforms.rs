//! Differential test of MLIR's generic transforms against MLIR 19: every
//! run asked for is made with `dialectic-opt` and with `mlir-opt-19`, and
//! the two must print the same bytes on stdout and on stderr, and succeed
//! or fail alike.
//!
//! * `tests/transforms/*.mlir`: each `// RUN-DIFF: <flags>` line of a file
//!   is one case, `<file>:<line>`, running both tools with those flags on
//!   the file (`--cse`, `--symbol-dce --cse`, `--split-input-file
//!   --allow-unregistered-dialect --cse`, ...).
//! * The LLVM corpus (`tests/corpus/llvm/*.mlir`, C programs compiled by
//!   clang-19 and imported by mlir-translate-19): every file is run through
//!   each transform alone and through pipelines of them, as the cases
//!   `corpus/<flags>/<file>`.
//! * The canonicalization programs (`tests/canonicalize/*.mlir`: func,
//!   arith, cf and llvm code written to exercise every folder), split at
//!   `// -----`, run the same way as the cases `canonicalize/<flags>/<file>`.
//!
//! Both tools run in the file's directory with the bare file name.
//! `MLIR_OPT` overrides the path of mlir-opt-19.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

/// The flags each corpus and canonicalization program is run with.
const CORPUS_RUNS: &[&str] = &[
    "--cse",
    "--symbol-dce",
    "--symbol-privatize",
    "--strip-debuginfo --mlir-print-debuginfo",
    "--print-op-stats",
    "--topological-sort",
    "--control-flow-sink",
    "--loop-invariant-code-motion",
    "--sccp",
    "--sccp --mlir-print-debuginfo",
    "--mem2reg",
    "--mem2reg --mlir-print-debuginfo",
    "--sroa",
    "--pass-pipeline=builtin.module(llvm.func(sroa,mem2reg))",
    "--symbol-privatize=exclude=main --symbol-dce --cse --canonicalize --cse",
    "--symbol-privatize=exclude=main --sccp --symbol-dce --canonicalize --cse",
    "--inline",
    "--inline --mlir-print-debuginfo",
    "--pass-pipeline=builtin.module(inline{default-pipeline=})",
    "--symbol-privatize=exclude=main --inline --symbol-dce",
];

struct Env {
    mlir_opt: Result<PathBuf, String>,
    dialectic_opt: PathBuf,
    identical: AtomicUsize,
}

/// What a tool did: exit status, stdout, stderr.
struct Outcome {
    success: bool,
    stdout: String,
    stderr: String,
}

fn run(tool: &Path, flags: &[String], file: &str, dir: &Path) -> Result<Outcome, Failed> {
    let out = Command::new(tool)
        .args(flags)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{} could not run: {e}", tool.display()))?;
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
    for l in e.iter().skip(first.saturating_sub(2)).take(8) {
        report.push_str(&format!("- {l}\n"));
    }
    for l in a.iter().skip(first.saturating_sub(2)).take(8) {
        report.push_str(&format!("+ {l}\n"));
    }
    Err(report.into())
}

fn differential(env: &Env, dir: &Path, file: &str, flags: &[String]) -> Result<(), Failed> {
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let expected = run(mlir_opt, flags, file, dir)?;
    if !expected.success {
        // A case the oracle rejects would compare diagnostics, not
        // transforms.
        return Err(format!("mlir-opt-19 rejects the case:\n{}", expected.stderr).into());
    }
    let actual = run(&env.dialectic_opt, flags, file, dir)?;
    if expected.success != actual.success {
        return Err(format!(
            "mlir-opt-19 {}, dialectic-opt {}:\nmlir-opt-19's stderr:\n{}\ndialectic-opt's stderr:\n{}",
            if expected.success { "succeeded" } else { "failed" },
            if actual.success { "succeeded" } else { "failed" },
            expected.stderr,
            actual.stderr
        )
        .into());
    }
    compare("stdout", &expected.stdout, &actual.stdout)?;
    compare("stderr", &expected.stderr, &actual.stderr)?;
    env.identical.fetch_add(1, Ordering::Relaxed);
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
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let env = Arc::new(Env {
        mlir_opt: dialectic_oracle::lookup(Tool::MlirOpt)
            .map(|found| found.path.clone())
            .map_err(str::to_string),
        dialectic_opt: PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt")),
        identical: AtomicUsize::new(0),
    });
    let mut trials = Vec::new();
    let cases = Arc::new(tests.join("transforms"));
    let mut files_with_runs = 0;
    for file in dialectic_oracle::mlir_files(&cases) {
        let lines = run_lines(&cases.join(&file));
        files_with_runs += usize::from(!lines.is_empty());
        for (line, flags) in lines {
            let (env, dir, file) = (env.clone(), cases.clone(), file.clone());
            trials.push(Trial::test(format!("{file}:{line}"), move || {
                differential(&env, &dir, &file, &flags)
            }));
        }
    }
    if files_with_runs == 0 {
        trials.push(dialectic_oracle::empty_folder_trial(
            "cases",
            ".mlir cases with RUN-DIFF lines",
            &cases,
        ));
    }
    for (prefix, dir, base_flags) in [
        ("corpus", "corpus/llvm", ""),
        (
            "canonicalize",
            "canonicalize",
            "--split-input-file --allow-unregistered-dialect",
        ),
    ] {
        let dir = Arc::new(tests.join(dir));
        if dialectic_oracle::mlir_files(&dir).is_empty() {
            trials.push(dialectic_oracle::empty_folder_trial(
                format!("{prefix}/cases"),
                ".mlir programs",
                &dir,
            ));
        }
        for file in dialectic_oracle::mlir_files(&dir) {
            for runs in CORPUS_RUNS {
                let (env, dir, file) = (env.clone(), dir.clone(), file.clone());
                let flags: Vec<String> = format!("{base_flags} {runs}")
                    .split_whitespace()
                    .map(str::to_string)
                    .collect();
                trials.push(Trial::test(format!("{prefix}/{runs}/{file}"), move || {
                    differential(&env, &dir, &file, &flags)
                }));
            }
        }
    }
    let skip = dialectic_oracle::skipped();
    let trials = trials
        .into_iter()
        .map(|t| t.with_ignored_flag(skip))
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    println!(
        "transforms: {} runs identical to mlir-opt-19; {} of {} cases failed",
        env.identical.load(Ordering::Relaxed),
        conclusion.num_failed,
        conclusion.num_passed + conclusion.num_failed + conclusion.num_filtered_out,
    );
    conclusion.exit();
}
