//! Differential test of the `llvm` dialect on real programs: for every file
//! of `tests/corpus/llvm/` (C programs compiled by clang-19 and imported by
//! `mlir-translate-19 --import-llvm`, see `tests/corpus/regenerate-llvm.sh`),
//! `dialectic-opt` must print exactly what `mlir-opt-19` prints.
//!
//! Per corpus file, these test cases (named `<mode>/<file>`, so that
//! `cargo test --test llvm_corpus -- custom/` or `-- atomic` filter them):
//!
//! * `generic/F`: `--mlir-print-op-generic F`, stdout byte for byte;
//! * `custom/F`: `F` (the llvm dialect's custom assembly), byte for byte;
//! * `roundtrip/F`: dialectic-opt's generic output, read back by
//!   dialectic-opt, prints the same text again; so does its custom output,
//!   where mlir-opt-19 can read back its own: for a few files (a
//!   `thread_local unnamed_addr` global, an unnamed global) mlir-opt-19
//!   prints custom text that its parser rejects, and then dialectic-opt must
//!   reject its (identical) text with the same diagnostic.
//!
//! No `--allow-unregistered-dialect`: the `llvm` and `dlti` dialects are
//! registered in both tools. Both tools run in `tests/corpus/llvm/` with the
//! bare file name. On a mismatch the failure shows a unified diff of the first
//! differing lines (`-` mlir-opt-19, `+` dialectic-opt). At the end a summary
//! line gives the number of files and ops compared.
//!
//! `mlir-opt-19` is required (scripts/test.sh installs it). Environment:
//! `MLIR_OPT` overrides its path, `DIALECTIC_OPT` the binary under test.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

#[derive(Default)]
struct Stats {
    generic_files: AtomicUsize,
    generic_ops: AtomicUsize,
    custom_files: AtomicUsize,
    roundtrip_files: AtomicUsize,
    rejected_alike: AtomicUsize,
    bytes: AtomicUsize,
}

struct Env {
    corpus: PathBuf,
    mlir_opt: Result<PathBuf, String>,
    dialectic_opt: PathBuf,
    stats: Stats,
}

fn main() {
    let args = Arguments::from_args();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/llvm");
    let env = Arc::new(Env {
        corpus: corpus.clone(),
        mlir_opt: dialectic_oracle::lookup(Tool::MlirOpt)
            .map(|found| found.path.clone())
            .map_err(str::to_string),
        dialectic_opt: std::env::var_os("DIALECTIC_OPT")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt"))),
        stats: Stats::default(),
    });

    let mut files: Vec<String> = std::fs::read_dir(&corpus)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".mlir"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();

    let mut trials = Vec::new();
    if files.is_empty() {
        let msg = format!(
            "the corpus {} is empty or missing; run tests/corpus/regenerate-llvm.sh",
            corpus.display()
        );
        trials.push(Trial::test("corpus", move || Err(msg.into())));
    }
    for file in &files {
        for mode in [Mode::Generic, Mode::Custom, Mode::RoundTrip] {
            let env = env.clone();
            let file = file.clone();
            trials.push(
                Trial::test(format!("{}/{file}", mode.name()), move || {
                    mode.run(&env, &file)
                })
                .with_ignored_flag(dialectic_oracle::skipped()),
            );
        }
    }

    let conclusion = libtest_mimic::run(&args, trials);
    let s = &env.stats;
    let load = |a: &AtomicUsize| a.load(Ordering::Relaxed);
    println!(
        "llvm corpus: {} files ({} ops, {} bytes) identical to mlir-opt-19 in generic form, \
         {} in custom form; {} round-trip checks passed ({} of them rejecting the custom form \
         as mlir-opt-19 does); {} of {} cases failed",
        load(&s.generic_files),
        load(&s.generic_ops),
        load(&s.bytes),
        load(&s.custom_files),
        load(&s.roundtrip_files),
        load(&s.rejected_alike),
        conclusion.num_failed,
        conclusion.num_passed
            + conclusion.num_failed
            + conclusion.num_ignored
            + conclusion.num_filtered_out,
    );
    conclusion.exit();
}

#[derive(Clone, Copy)]
enum Mode {
    Generic,
    Custom,
    RoundTrip,
}

const CUSTOM: &[&str] = &[];
const GENERIC: &[&str] = &["--mlir-print-op-generic"];

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Generic => "generic",
            Mode::Custom => "custom",
            Mode::RoundTrip => "roundtrip",
        }
    }

    fn run(self, env: &Env, file: &str) -> Result<(), Failed> {
        let mlir_opt = env.mlir_opt.as_ref().map_err(|msg| msg.clone())?;
        let ours = &env.dialectic_opt;
        let dir = &env.corpus;
        let stats = &env.stats;
        match self {
            Mode::Generic => {
                let expected = run_tool(mlir_opt, GENERIC, file, dir, None)?;
                let actual = run_tool(ours, GENERIC, file, dir, None)?;
                compare(&expected, &actual, "generic form", file)?;
                stats.generic_files.fetch_add(1, Ordering::Relaxed);
                stats
                    .generic_ops
                    .fetch_add(count_ops(&expected), Ordering::Relaxed);
                stats.bytes.fetch_add(expected.len(), Ordering::Relaxed);
            }
            Mode::Custom => {
                let expected = run_tool(mlir_opt, CUSTOM, file, dir, None)?;
                let actual = run_tool(ours, CUSTOM, file, dir, None)?;
                compare(&expected, &actual, "custom form", file)?;
                stats.custom_files.fetch_add(1, Ordering::Relaxed);
            }
            Mode::RoundTrip => {
                let first = run_tool(ours, GENERIC, file, dir, None)?;
                let second = run_tool(ours, GENERIC, "-", dir, Some(&first))?;
                compare_named(
                    &first,
                    &second,
                    "generic round trip",
                    file,
                    "dialectic-opt's output",
                    "that output read back and printed again",
                )?;
                if custom_round_trip(env, mlir_opt, file)? == ReadBack::RejectedAlike {
                    stats.rejected_alike.fetch_add(1, Ordering::Relaxed);
                }
                stats.roundtrip_files.fetch_add(1, Ordering::Relaxed);
            }
        }
        Ok(())
    }
}

/// How a custom-form round trip ended.
#[derive(PartialEq, Eq)]
enum ReadBack {
    /// Read back and printed again to the same text.
    Fixpoint,
    /// Both tools reject their own custom output with the same diagnostic.
    RejectedAlike,
}

/// Reads each tool's custom output back with the same tool: where mlir-opt-19
/// reaches a fixpoint, dialectic-opt must too; where mlir-opt-19 rejects its
/// own output, dialectic-opt must reject its output with the same stderr.
fn custom_round_trip(env: &Env, mlir_opt: &Path, file: &str) -> Result<ReadBack, String> {
    let dir = &env.corpus;
    let ours_first = run_tool(&env.dialectic_opt, CUSTOM, file, dir, None)?;
    let ours_again = run_raw(&env.dialectic_opt, CUSTOM, "-", dir, Some(&ours_first))?;
    let mlir_first = run_tool(mlir_opt, CUSTOM, file, dir, None)?;
    let mlir_again = run_raw(mlir_opt, CUSTOM, "-", dir, Some(&mlir_first))?;
    match (mlir_again.status.success(), ours_again.status.success()) {
        (true, true) => {
            compare_named(
                &ours_first,
                &ours_again.stdout,
                "custom round trip",
                file,
                "dialectic-opt's output",
                "that output read back and printed again",
            )?;
            Ok(ReadBack::Fixpoint)
        }
        (true, false) => Err(format!(
            "{file}: custom round trip: dialectic-opt rejects its own custom output, \
             mlir-opt-19 reads back its own:\n{}",
            shown(&ours_again.stderr)
        )),
        (false, true) => Err(format!(
            "{file}: custom round trip: mlir-opt-19 rejects its own custom output, \
             dialectic-opt accepts its own; mlir-opt-19 says:\n{}",
            shown(&mlir_again.stderr)
        )),
        (false, false) => {
            compare(
                &mlir_again.stderr,
                &ours_again.stderr,
                "diagnostics on reading back the custom form",
                file,
            )?;
            Ok(ReadBack::RejectedAlike)
        }
    }
}

/// Runs `tool flags file` in `cwd` (with `input` on stdin if given).
fn run_raw(
    tool: &Path,
    flags: &[&str],
    file: &str,
    cwd: &Path,
    input: Option<&[u8]>,
) -> Result<std::process::Output, String> {
    let mut child = Command::new(tool)
        .args(flags)
        .arg(file)
        .current_dir(cwd)
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let writer = match (input, child.stdin.take()) {
        (Some(data), Some(mut stdin)) => {
            let data = data.to_vec();
            Some(std::thread::spawn(move || {
                let _ = stdin.write_all(&data);
            }))
        }
        _ => None,
    };
    let output = child
        .wait_with_output()
        .map_err(|e| format!("waiting for {}: {e}", tool.display()))?;
    if let Some(w) = writer {
        let _ = w.join();
    }
    Ok(output)
}

/// Runs `tool flags file` in `cwd` and returns its stdout; a non-zero exit is
/// an error showing stderr.
fn run_tool(
    tool: &Path,
    flags: &[&str],
    file: &str,
    cwd: &Path,
    input: Option<&[u8]>,
) -> Result<Vec<u8>, String> {
    let output = run_raw(tool, flags, file, cwd, input)?;
    if !output.status.success() {
        return Err(format!(
            "`{} {} {file}` failed ({}) in {}:\n{}",
            tool.display(),
            flags.join(" "),
            output.status,
            cwd.display(),
            shown(&output.stderr)
        ));
    }
    Ok(output.stdout)
}

/// The first 40 lines of a tool's stderr.
fn shown(stderr: &[u8]) -> String {
    String::from_utf8_lossy(stderr)
        .lines()
        .take(40)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Counts the lines of a generic-form printout that hold an op: an optional
/// result list `%x = ` / `%x:2 = ` followed by a quoted op name and `(`.
fn count_ops(text: &[u8]) -> usize {
    String::from_utf8_lossy(text)
        .lines()
        .filter(|l| is_op_line(l))
        .count()
}

fn is_op_line(line: &str) -> bool {
    let mut rest = line.trim_start();
    if rest.starts_with('%') {
        match rest.find(" = \"") {
            Some(pos) => rest = &rest[pos + 3..],
            None => return false,
        }
    }
    let Some(body) = rest.strip_prefix('"') else {
        return false;
    };
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            '"' => return body[i + 1..].starts_with('('),
            _ => {}
        }
    }
    false
}

/// Byte-exact comparison; on a mismatch, a unified diff of the first hunk.
fn compare(expected: &[u8], actual: &[u8], what: &str, file: &str) -> Result<(), String> {
    compare_named(expected, actual, what, file, "mlir-opt-19", "dialectic-opt")
}

fn compare_named(
    expected: &[u8],
    actual: &[u8],
    what: &str,
    file: &str,
    expected_name: &str,
    actual_name: &str,
) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let exp = String::from_utf8_lossy(expected);
    let act = String::from_utf8_lossy(actual);
    let mut msg = format!(
        "{file}: {what}: {actual_name} differs from {expected_name} ({} vs {} bytes)\n",
        expected.len(),
        actual.len()
    );
    msg.push_str(&first_hunk(&exp, &act, expected_name, actual_name));
    Err(msg)
}

/// A unified diff of the first region where `a` and `b` differ, with three
/// lines of context and at most 20 lines from each side.
fn first_hunk(a: &str, b: &str, a_name: &str, b_name: &str) -> String {
    const CONTEXT: usize = 3;
    const MAX: usize = 20;
    let al: Vec<&str> = a.split_inclusive('\n').collect();
    let bl: Vec<&str> = b.split_inclusive('\n').collect();
    let prefix = al.iter().zip(&bl).take_while(|(x, y)| x == y).count();
    // Resynchronise: the nearest pair of equal lines after the difference
    // (bounded search), else treat the rest as different.
    let (mut a_end, mut b_end) = (al.len(), bl.len());
    'search: for dist in 1..=400usize {
        for da in 0..=dist {
            let db = dist - da;
            let (i, j) = (prefix + da, prefix + db);
            if i < al.len() && j < bl.len() && al[i] == bl[j] && al[i].trim().len() > 3 {
                a_end = i;
                b_end = j;
                break 'search;
            }
        }
    }
    let start = prefix.saturating_sub(CONTEXT);
    let mut out = format!("--- {a_name}\n+++ {b_name}\n");
    let after = CONTEXT.min(al.len() - a_end).min(bl.len() - b_end);
    out.push_str(&format!(
        "@@ -{},{} +{},{} @@\n",
        start + 1,
        a_end - start + after,
        start + 1,
        b_end - start + after
    ));
    let show = |out: &mut String, sign: char, line: &str| {
        out.push(sign);
        out.push_str(line.strip_suffix('\n').unwrap_or(line));
        if !line.ends_with('\n') {
            out.push_str("\n\\ No newline at end of file");
        }
        out.push('\n');
    };
    for line in &al[start..prefix] {
        show(&mut out, ' ', line);
    }
    for (k, line) in al[prefix..a_end].iter().enumerate() {
        if k == MAX {
            out.push_str(&format!(
                "  [... {} more lines of {a_name}]\n",
                a_end - prefix - MAX
            ));
            break;
        }
        show(&mut out, '-', line);
    }
    for (k, line) in bl[prefix..b_end].iter().enumerate() {
        if k == MAX {
            out.push_str(&format!(
                "  [... {} more lines of {b_name}]\n",
                b_end - prefix - MAX
            ));
            break;
        }
        show(&mut out, '+', line);
    }
    for line in al.iter().skip(a_end).take(after) {
        show(&mut out, ' ', line);
    }
    out
}
