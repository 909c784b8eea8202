//! Differential test of the pass manager against MLIR 19: every
//! `tests/passes/*.mlir` file lists flag sets in its header, one per
//! `// passes: <flags>` line (pipelines, nesting, options,
//! `--dump-pass-pipeline`, IR printing, malformed pipelines), and each is
//! run by `dialectic-opt` and `mlir-opt-19` on the file: stdout, stderr
//! and the exit code must be the same, the tool's name in LLVM's
//! command-line messages aside. A `// timing: <flags>` line compares the
//! rows of the `--mlir-timing` report instead (names and nesting; times
//! differ from run to run, and `Verifier` is a row of ours). Flags are
//! split at spaces outside single quotes, as a shell would. The LLVM
//! corpus (`tests/corpus/llvm/`) runs through
//! `builtin.module(llvm.func(canonicalize))`, the nested manager on every
//! `llvm.func`. Both tools run in the file's directory with the bare file
//! name.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

struct Env {
    mlir_opt: Result<PathBuf, String>,
    dialectic_opt: PathBuf,
}

/// What a run printed and how it ended.
#[derive(Debug, PartialEq, Eq)]
struct Run {
    stdout: String,
    stderr: String,
    code: Option<i32>,
}

fn run(tool: &Path, flags: &[String], file: &str, dir: &Path) -> Result<Run, Failed> {
    let out = Command::new(tool)
        .args(flags)
        .arg(file)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("{} could not run: {e}", tool.display()))?;
    let name = tool
        .file_name()
        .map_or(String::new(), |n| n.to_string_lossy().into_owned());
    Ok(Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).replace(&format!("{name}:"), "TOOL:"),
        code: out.status.code(),
    })
}

/// Splits flags at spaces outside single quotes, dropping the quotes.
fn shell_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    let mut in_word = false;
    for c in text.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                in_word = true;
            }
            ' ' if !quoted => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                }
                in_word = false;
            }
            c => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// The rows of a timing report: each name with its indentation (after the
/// last column: mlir-opt-19 adds a user-time column when threads ran).
fn timing_rows(stderr: &str) -> Vec<String> {
    let mut rows: Vec<String> = stderr
        .lines()
        .filter_map(|l| l.rsplit_once("%)  ").map(|(_, name)| name.to_string()))
        .filter(|name| name.trim() != "Verifier")
        .collect();
    // The list display orders rows by time, which differs between runs.
    if stderr.contains("  root\n") {
        rows.sort();
    }
    rows
}

fn show(label: &str, run: &Run) -> String {
    format!(
        "{label} (exit {:?}):\n--- stdout\n{}--- stderr\n{}",
        run.code, run.stdout, run.stderr
    )
}

fn compare(
    env: &Env,
    dir: &Path,
    file: &str,
    flags: &[String],
    timing: bool,
) -> Result<(), Failed> {
    let mlir_opt = env.mlir_opt.as_ref().map_err(|m| m.clone())?;
    let expected = run(mlir_opt, flags, file, dir)?;
    let actual = run(&env.dialectic_opt, flags, file, dir)?;
    let same = if timing {
        expected.stdout == actual.stdout
            && expected.code == actual.code
            && timing_rows(&expected.stderr) == timing_rows(&actual.stderr)
    } else {
        expected == actual
    };
    if same {
        return Ok(());
    }
    Err(format!(
        "`{}` differs:\n{}\n{}",
        flags.join(" "),
        show("mlir-opt-19", &expected),
        show("dialectic-opt", &actual)
    )
    .into())
}

fn main() {
    let args = Arguments::from_args();
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let env = Arc::new(Env {
        mlir_opt: dialectic_oracle::lookup(Tool::MlirOpt)
            .map(|found| found.path.clone())
            .map_err(str::to_string),
        dialectic_opt: PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt")),
    });
    let mut trials = Vec::new();
    let dir = Arc::new(tests.join("passes"));
    if dialectic_oracle::mlir_files(&dir).is_empty() {
        trials.push(dialectic_oracle::empty_folder_trial(
            "passes",
            ".mlir cases",
            &dir,
        ));
    }
    for file in dialectic_oracle::mlir_files(&dir) {
        let text = std::fs::read_to_string(dir.join(&file)).unwrap_or_default();
        for (number, line) in text.lines().enumerate() {
            let (flags, timing) = if let Some(f) = line.strip_prefix("// passes:") {
                (f, false)
            } else if let Some(f) = line.strip_prefix("// timing:") {
                (f, true)
            } else {
                continue;
            };
            let flags = shell_words(flags.trim());
            let (env, dir, file) = (env.clone(), dir.clone(), file.clone());
            let name = format!("{file}:{}", number + 1);
            trials.push(Trial::test(name, move || {
                compare(&env, &dir, &file, &flags, timing)
            }));
        }
    }
    let corpus = Arc::new(tests.join("corpus/llvm"));
    let nested = vec!["--pass-pipeline=builtin.module(llvm.func(canonicalize))".to_string()];
    for file in dialectic_oracle::mlir_files(&corpus) {
        let (env, dir, flags) = (env.clone(), corpus.clone(), nested.clone());
        let name = format!("llvm.func/{file}");
        trials.push(Trial::test(name, move || {
            compare(&env, &dir, &file, &flags, false)
        }));
    }
    dialectic_oracle::run_trials(&args, trials).exit();
}
