//! Differential test of canonicalization against MLIR 19: every
//! `tests/canonicalize/*.mlir` program (split at `// -----`) is run
//! through `dialectic-opt --canonicalize` and `mlir-opt-19 --canonicalize`
//! and printed in the custom form (`custom/F`), the generic form
//! (`generic/F`) and the custom form with locations (`debuginfo/F`: where
//! folded, hoisted and rewritten ops come from): the outputs must be the
//! same bytes. A file whose first
//! line is `// canonicalize-options: <options>` runs with
//! `--canonicalize=<options>` instead (`max-iterations=1`, ...). Ops of
//! an unregistered `test` dialect keep values alive.
//!
//! The programs cover the folders of the arith ops (constants of every
//! op, identities, overflow and division by zero, NaN, rounding, casts,
//! comparisons, selects), the canonicalization patterns of arith, func
//! and cf, constant uniquing and hoisting, and the removal of dead code,
//! dead block arguments and unreachable blocks. The LLVM dialect corpus
//! (`tests/corpus/llvm/*.mlir`, clang's output imported into MLIR) runs
//! too (`llvm/custom/F`, `llvm/generic/F`): it exercises the LLVM
//! folders, constant uniquing and block simplification on real code.
//! Both tools run in the file's directory with the bare file name.
//! `MLIR_OPT` overrides the path of mlir-opt-19.
//!
//! Each arith rewrite rule of `defs/arith/Canonicalization.td` is also
//! disabled in turn by MLIR's name for it
//! (`disable-patterns={(anonymous namespace)::Name}`) on
//! `arith_rewrite_rules.mlir`, which exercises every rule
//! (`disabled/Name`): both tools must print the same, locations included.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

struct Env {
    mlir_opt: Result<PathBuf, String>,
    dialectic_opt: PathBuf,
    identical: AtomicUsize,
    cases: AtomicUsize,
}

/// Runs `tool flags file` in `dir`: stdout on success, else the failure.
fn run(tool: &Path, flags: &[String], file: &str, dir: &Path) -> Result<String, Failed> {
    let out = Command::new(tool)
        .args(flags)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{} could not run: {e}", tool.display()))?;
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
fn compare(expected: &str, actual: &str) -> Result<(), Failed> {
    if expected == actual {
        return Ok(());
    }
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let first = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    let mut report = format!(
        "the canonicalized IR differs from mlir-opt-19's at line {}:\n",
        first + 1
    );
    for l in e.iter().skip(first.saturating_sub(2)).take(8) {
        report.push_str(&format!("- {l}\n"));
    }
    for l in a.iter().skip(first.saturating_sub(2)).take(8) {
        report.push_str(&format!("+ {l}\n"));
    }
    Err(report.into())
}

/// The canonicalize flag of `file`: `--canonicalize`, or with the options
/// its first line names.
fn canonicalize_flag(dir: &Path, file: &str) -> String {
    let text = std::fs::read_to_string(dir.join(file)).unwrap_or_default();
    match text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// canonicalize-options:"))
    {
        Some(options) => format!("--canonicalize={}", options.trim()),
        None => "--canonicalize".to_string(),
    }
}

/// How the output is printed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The custom form.
    Custom,
    /// The generic form.
    Generic,
    /// The custom form with locations.
    Debuginfo,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Custom => "custom",
            Mode::Generic => "generic",
            Mode::Debuginfo => "debuginfo",
        }
    }
}

fn canonicalized(env: &Env, dir: &Path, mode: Mode, file: &str) -> Result<(), Failed> {
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let mut flags = vec![
        "--split-input-file".to_string(),
        "--allow-unregistered-dialect".to_string(),
        canonicalize_flag(dir, file),
    ];
    match mode {
        Mode::Custom => {}
        Mode::Generic => flags.push("--mlir-print-op-generic".to_string()),
        Mode::Debuginfo => flags.push("--mlir-print-debuginfo".to_string()),
    }
    let expected = run(mlir_opt, &flags, file, dir)?;
    let actual = run(&env.dialectic_opt, &flags, file, dir)?;
    compare(&expected, &actual)?;
    env.identical.fetch_add(1, Ordering::Relaxed);
    if mode == Mode::Custom {
        let cases = expected.matches("// -----").count() + 1;
        env.cases.fetch_add(cases, Ordering::Relaxed);
    }
    Ok(())
}

/// The names of the rewrite rules `td` defines (`def Name :` followed by
/// `Pat<` or `Pattern<`).
fn rule_names(td: &str) -> Vec<String> {
    let lines: Vec<&str> = td.lines().collect();
    lines
        .windows(2)
        .filter_map(|pair| {
            let name = pair[0].strip_prefix("def ")?.strip_suffix(" :")?;
            let next = pair[1].trim_start();
            (next.starts_with("Pat<") || next.starts_with("Pattern<")).then(|| name.to_string())
        })
        .collect()
}

/// `arith_rewrite_rules.mlir` with rule `name` disabled, by both tools.
fn disabled(env: &Env, dir: &Path, name: &str) -> Result<(), Failed> {
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let flags = vec![
        "--allow-unregistered-dialect".to_string(),
        "--mlir-print-debuginfo".to_string(),
        format!("--canonicalize=disable-patterns={{(anonymous namespace)::{name}}}"),
    ];
    let file = "arith_rewrite_rules.mlir";
    let expected = run(mlir_opt, &flags, file, dir)?;
    let actual = run(&env.dialectic_opt, &flags, file, dir)?;
    compare(&expected, &actual)?;
    env.identical.fetch_add(1, Ordering::Relaxed);
    Ok(())
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
        cases: AtomicUsize::new(0),
    });
    let mut trials = Vec::new();
    let all = [Mode::Custom, Mode::Generic, Mode::Debuginfo];
    for (prefix, dir, modes) in [
        ("", tests.join("canonicalize"), &all[..]),
        ("llvm/", tests.join("corpus/llvm"), &all[..2]),
    ] {
        let dir = Arc::new(dir);
        if dialectic_oracle::mlir_files(&dir).is_empty() {
            trials.push(dialectic_oracle::empty_folder_trial(
                format!("{prefix}cases"),
                ".mlir cases",
                &dir,
            ));
        }
        for file in dialectic_oracle::mlir_files(&dir) {
            for &mode in modes {
                let (env, dir, file) = (env.clone(), dir.clone(), file.clone());
                let name = format!("{prefix}{}/{file}", mode.name());
                trials.push(Trial::test(name, move || {
                    canonicalized(&env, &dir, mode, &file)
                }));
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rules = std::fs::read_to_string(root.join("defs/arith/Canonicalization.td"))
        .map(|td| rule_names(&td))
        .unwrap_or_default();
    assert!(rules.len() >= 40, "the arith rules are not where they were");
    let dir = Arc::new(tests.join("canonicalize"));
    for name in rules {
        let (env, dir) = (env.clone(), dir.clone());
        trials.push(Trial::test(format!("disabled/{name}"), move || {
            disabled(&env, &dir, &name)
        }));
    }
    let skip = dialectic_oracle::skipped();
    let trials = trials
        .into_iter()
        .map(|t| t.with_ignored_flag(skip))
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    println!(
        "canonicalize: {} outputs identical to mlir-opt-19 ({} programs); {} of {} cases failed",
        env.identical.load(Ordering::Relaxed),
        env.cases.load(Ordering::Relaxed),
        conclusion.num_failed,
        conclusion.num_passed + conclusion.num_failed + conclusion.num_filtered_out,
    );
    conclusion.exit();
}
