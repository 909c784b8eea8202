//! Differential test of the dialects defined in `defs/` (builtin, func,
//! arith, cf) against MLIR 19.
//!
//! * Every `tests/dialects/*.mlir` program is printed by `dialectic-opt`
//!   and `mlir-opt-19` in four modes (`custom/F`, `generic/F`,
//!   `debuginfo/F`, `generic-debuginfo/F`): the outputs must be the same
//!   bytes. `generic-roundtrip/F` feeds dialectic-opt's generic output back
//!   to it and expects the same text; `custom-roundtrip/F` feeds it
//!   mlir-opt-19's custom form (where `return` stands for `func.return`)
//!   and expects that text back.
//! * Every `tests/dialects/invalid/*.mlir` file (`verify/F`) holds
//!   `expected-error` lines with MLIR's verifier messages: both tools must
//!   pass it with `--split-input-file --verify-diagnostics`, so the messages
//!   are MLIR's and ours are the same.
//!
//!   `diagnostics/F` runs both without `--verify-diagnostics`: the
//!   printed diagnostics (with the `see current operation` notes) must be
//!   the same bytes. So are those of `tests/dialects/diagnostics/*.mlir`,
//!   diagnostics `--verify-diagnostics` cannot expect (at locations
//!   outside the file: unknown, named, call sites, other files).
//!
//! Both tools run in the file's directory with the bare file name, so that
//! printed locations do not depend on the checkout. `MLIR_OPT` overrides
//! the path of mlir-opt-19 (scripts/test.sh installs it).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

struct Env {
    dir: PathBuf,
    mlir_opt: Result<PathBuf, String>,
    dialectic_opt: PathBuf,
    identical: AtomicUsize,
    ops: AtomicUsize,
}

/// Runs `tool flags file` in `dir`; stdout on success, else the failure.
fn run(
    tool: &Path,
    flags: &[&str],
    file: &str,
    dir: &Path,
    stdin: Option<&str>,
) -> Result<String, Failed> {
    let mut command = Command::new(tool);
    command.args(flags).current_dir(dir);
    command.arg(if stdin.is_some() { "-" } else { file });
    command.stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    });
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = command
        .spawn()
        .map_err(|e| format!("{} could not run: {e}", tool.display()))?;
    if let (Some(text), Some(mut input)) = (stdin, child.stdin.take()) {
        use std::io::Write as _;
        input
            .write_all(text.as_bytes())
            .map_err(|e| format!("writing to {}: {e}", tool.display()))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    if !out.status.success() {
        return Err(format!(
            "`{} {} {file}` failed ({}):\n{}",
            tool.display(),
            flags.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The first differing lines of `expected` (`-`) and `actual` (`+`).
fn compare(expected: &str, actual: &str, what: &str) -> Result<(), Failed> {
    if expected == actual {
        return Ok(());
    }
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let first = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut report = format!("{what} differs from mlir-opt-19 at line {}:\n", first + 1);
    for l in e.iter().skip(first).take(5) {
        report.push_str(&format!("- {l}\n"));
    }
    for l in a.iter().skip(first).take(5) {
        report.push_str(&format!("+ {l}\n"));
    }
    Err(report.into())
}

const MODES: &[(&str, &[&str])] = &[
    ("custom", &[]),
    ("generic", &["--mlir-print-op-generic"]),
    ("debuginfo", &["--mlir-print-debuginfo"]),
    (
        "generic-debuginfo",
        &["--mlir-print-op-generic", "--mlir-print-debuginfo"],
    ),
];

fn printed(env: &Env, flags: &'static [&'static str], file: &str) -> Result<(), Failed> {
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let expected = run(mlir_opt, flags, file, &env.dir, None)?;
    let actual = run(&env.dialectic_opt, flags, file, &env.dir, None)?;
    compare(&expected, &actual, "the printed IR")?;
    env.identical.fetch_add(1, Ordering::Relaxed);
    if flags == ["--mlir-print-op-generic"] {
        // Every op of the generic form starts with its quoted name.
        let ops = expected
            .lines()
            .filter(|l| {
                let l = l.trim_start();
                let l = l.split_once(" = ").map_or(l, |(_, rest)| rest);
                l.starts_with('"')
            })
            .count();
        env.ops.fetch_add(ops, Ordering::Relaxed);
    }
    Ok(())
}

fn generic_roundtrip(env: &Env, file: &str) -> Result<(), Failed> {
    let flags = &["--mlir-print-op-generic"];
    let first = run(&env.dialectic_opt, flags, file, &env.dir, None)?;
    let second = run(&env.dialectic_opt, flags, file, &env.dir, Some(&first))?;
    if first != second {
        return compare(&first, &second, "the reprinted generic form");
    }
    Ok(())
}

fn custom_roundtrip(env: &Env, file: &str) -> Result<(), Failed> {
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let custom = run(mlir_opt, &[], file, &env.dir, None)?;
    let ours = run(&env.dialectic_opt, &[], file, &env.dir, Some(&custom))?;
    compare(&custom, &ours, "mlir-opt-19's custom form read back")
}

fn verify(env: &Env, file: &str) -> Result<(), Failed> {
    let flags = &[
        "--split-input-file",
        "--verify-diagnostics",
        "--allow-unregistered-dialect",
    ];
    let dir = env.dir.join("invalid");
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    run(mlir_opt, flags, file, &dir, None).map_err(|e| {
        format!(
            "the expected messages are not mlir-opt-19's: {}",
            e.message().unwrap_or("")
        )
    })?;
    run(&env.dialectic_opt, flags, file, &dir, None)?;
    Ok(())
}

/// Runs `tool flags file` in `dir` for its whole report: exit status,
/// stdout and stderr.
fn report(tool: &Path, flags: &[&str], file: &str, dir: &Path) -> Result<String, Failed> {
    let out = Command::new(tool)
        .args(flags)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{} could not run: {e}", tool.display()))?;
    Ok(format!(
        "exit: {}\n{}{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    ))
}

/// The diagnostics of an invalid file as mlir-opt prints them without
/// `--verify-diagnostics` (`see current operation` notes, source lines
/// and carets): the same bytes from both tools.
fn diagnostics(env: &Env, subdir: &str, file: &str) -> Result<(), Failed> {
    let flags = &["--split-input-file", "--allow-unregistered-dialect"];
    let dir = env.dir.join(subdir);
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let expected = report(mlir_opt, flags, file, &dir)?;
    let actual = report(&env.dialectic_opt, flags, file, &dir)?;
    compare(&expected, &actual, "the diagnostics")
}

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialects");
    let env = Arc::new(Env {
        dir: dir.clone(),
        mlir_opt: dialectic_oracle::lookup(Tool::MlirOpt)
            .map(|found| found.path.clone())
            .map_err(str::to_string),
        dialectic_opt: PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt")),
        identical: AtomicUsize::new(0),
        ops: AtomicUsize::new(0),
    });
    let mut trials = Vec::new();
    for sub in ["", "invalid", "diagnostics"] {
        let sub = dir.join(sub);
        if dialectic_oracle::mlir_files(&sub).is_empty() {
            trials.push(dialectic_oracle::empty_folder_trial(
                format!("cases/{}", sub.display()),
                ".mlir cases",
                &sub,
            ));
        }
    }
    for file in dialectic_oracle::mlir_files(&dir) {
        for &(mode, flags) in MODES {
            let (env, file) = (env.clone(), file.clone());
            trials.push(Trial::test(format!("{mode}/{file}"), move || {
                printed(&env, flags, &file)
            }));
        }
        let (env2, file2) = (env.clone(), file.clone());
        trials.push(Trial::test(
            format!("generic-roundtrip/{file}"),
            move || generic_roundtrip(&env2, &file2),
        ));
        let (env3, file3) = (env.clone(), file.clone());
        trials.push(Trial::test(format!("custom-roundtrip/{file}"), move || {
            custom_roundtrip(&env3, &file3)
        }));
    }
    for file in dialectic_oracle::mlir_files(&dir.join("invalid")) {
        let (env, file2) = (env.clone(), file.clone());
        trials.push(Trial::test(format!("verify/{file}"), {
            let env = env.clone();
            move || verify(&env, &file2)
        }));
        trials.push(Trial::test(format!("diagnostics/{file}"), move || {
            diagnostics(&env, "invalid", &file)
        }));
    }
    for file in dialectic_oracle::mlir_files(&dir.join("diagnostics")) {
        let env = env.clone();
        trials.push(Trial::test(format!("diagnostics/{file}"), move || {
            diagnostics(&env, "diagnostics", &file)
        }));
    }
    let skip = dialectic_oracle::skipped();
    let trials = trials
        .into_iter()
        .map(|t| t.with_ignored_flag(skip))
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    println!(
        "dialects: {} outputs identical to mlir-opt-19 ({} ops); {} of {} cases failed",
        env.identical.load(Ordering::Relaxed),
        env.ops.load(Ordering::Relaxed),
        conclusion.num_failed,
        conclusion.num_passed + conclusion.num_failed + conclusion.num_filtered_out,
    );
    conclusion.exit();
}
