//! A small lit-style runner for the `.mlir` tests under `tests/`.
//!
//! Every `tests/**/*.mlir` file that contains `RUN:` lines is one test case,
//! named by its path relative to `tests/` (so `cargo test --test lit -- ir/`
//! runs the tests under `tests/ir/`). `tests/corpus/` is skipped: it belongs to
//! the differential test (`tests/differential.rs`); so are the directories of
//! crates (`tests/toy/`), which run their own tests with their own tools.
//!
//! The RUN lines of a file are run in order, as MLIR's lit configuration would:
//!
//! * lines ending in `\` continue on the next `RUN:` line;
//! * `%s` is the test file, `%S`/`%p` its directory, `%t` a temporary file path
//!   and `%T` a temporary directory (both unique to the test and emptied before
//!   it runs), `%%` a literal `%`;
//! * the tools `dialectic-opt` (the binary built by cargo), `FileCheck`, `not`
//!   and `count` (from LLVM 19's bin directory) are substituted when they are in
//!   command position (the start of a command, after `|`, `&&`, `||`, `;`, `(`,
//!   or after `not`);
//! * each line runs through `bash -o pipefail -c`, in the temporary directory.
//!
//! A test fails at the first RUN line that exits non-zero; the report shows the
//! line as written, the command as run, its exit status, stdout and stderr.
//!
//! Environment:
//! * `DIALECTIC_OPT=/path/to/tool` runs the tests against another binary (for
//!   example `mlir-opt-19`, to check the tests themselves);
//! * `LLVM_BIN_DIR` overrides `/usr/lib/llvm-19/bin` (see `dialectic-oracle`);
//! * `LIT_TIMEOUT` is the per-RUN-line timeout in seconds (default 300).

use std::fmt::Write as _;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

/// Tools substituted in RUN lines.
struct Tools {
    dialectic_opt: PathBuf,
    llvm_bin: PathBuf,
}

impl Tools {
    fn locate() -> Tools {
        let dialectic_opt = std::env::var_os("DIALECTIC_OPT")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt")));
        // FileCheck, not and count share one directory, found as every
        // oracle tool is (`LLVM_BIN_DIR` overrides it).
        let llvm_bin = dialectic_oracle::lookup(Tool::FileCheck)
            .ok()
            .and_then(|found| found.path.parent().map(Path::to_path_buf))
            .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/bin"));
        Tools {
            dialectic_opt,
            llvm_bin,
        }
    }

    /// The path a tool name in command position is replaced with.
    fn resolve(&self, name: &str) -> Option<PathBuf> {
        match name {
            "dialectic-opt" => Some(self.dialectic_opt.clone()),
            "FileCheck" | "not" | "count" => Some(self.llvm_bin.join(name)),
            _ => None,
        }
    }

    /// Checks that every tool exists; the message says how to get them.
    fn check(&self) -> Result<(), String> {
        let dialectic_opt = self.resolve("dialectic-opt").unwrap();
        if !dialectic_opt.is_file() {
            return Err(format!(
                "dialectic-opt not found at {}",
                dialectic_opt.display()
            ));
        }
        for tool in [Tool::FileCheck, Tool::Not, Tool::Count] {
            dialectic_oracle::lookup(tool)?;
        }
        Ok(())
    }
}

fn main() {
    let args = Arguments::from_args();
    let tests_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    collect_tests(&tests_dir, &tests_dir, &mut files);
    files.sort();

    let tools = std::sync::Arc::new(Tools::locate());
    let tmp_root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let mut trials = vec![Trial::test("self-test", self_test)];
    trials.extend(files.into_iter().map(|(name, path)| {
        let tools = tools.clone();
        let tmp = tmp_root.join(&name);
        Trial::test(name, move || run_test(&path, &tmp, &tools))
            .with_ignored_flag(dialectic_oracle::skipped())
    }));
    if trials.len() == 1 {
        let msg = format!("no .mlir file with RUN lines under {}", tests_dir.display());
        trials.push(Trial::test("cases", move || Err(msg.into())));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// Finds `*.mlir` files with RUN lines under `dir`, skipping `tests/corpus`
/// and crates.
fn collect_tests(root: &Path, dir: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let rel = path.strip_prefix(root).unwrap();
        if path.is_dir() {
            // A crate of its own (a user dialect with its tool) runs its own
            // tests.
            if rel == Path::new("corpus") || path.join("Cargo.toml").is_file() {
                continue;
            }
            collect_tests(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            if !parse_run_lines(&text).is_empty() {
                let name = rel.to_string_lossy().replace('\\', "/");
                out.push((name, path));
            }
        }
    }
}

/// A RUN command after joining continuation lines.
#[derive(Debug, PartialEq)]
struct RunLine {
    /// 1-based line of the file where the command starts.
    line: usize,
    command: String,
}

/// Extracts the RUN commands of a test file.
fn parse_run_lines(text: &str) -> Vec<RunLine> {
    let mut runs = Vec::new();
    let mut pending: Option<RunLine> = None;
    for (idx, line) in text.lines().enumerate() {
        let Some(pos) = find_keyword(line, "RUN:") else {
            continue;
        };
        let part = line[pos + 4..].trim();
        let (part, continues) = match part.strip_suffix('\\') {
            Some(p) => (p.trim_end(), true),
            None => (part, false),
        };
        let run = pending.get_or_insert_with(|| RunLine {
            line: idx + 1,
            command: String::new(),
        });
        if !run.command.is_empty() && !part.is_empty() {
            run.command.push(' ');
        }
        run.command.push_str(part);
        if !continues {
            runs.push(pending.take().unwrap());
        }
    }
    if let Some(run) = pending {
        runs.push(run);
    }
    runs.retain(|r| !r.command.is_empty());
    runs
}

/// Position of `keyword` in `line` when not preceded by an identifier character.
fn find_keyword(line: &str, keyword: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(off) = line[from..].find(keyword) {
        let pos = from + off;
        let prev = line[..pos].chars().next_back();
        if !prev.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-') {
            return Some(pos);
        }
        from = pos + keyword.len();
    }
    None
}

/// Quotes a path for bash if it needs it.
fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+=:,@%".contains(c))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

struct Substitutions<'a> {
    source: &'a Path,
    tmp_dir: &'a Path,
    tools: &'a Tools,
}

impl Substitutions<'_> {
    /// Applies the `%` substitutions and the tool substitutions to a command.
    fn apply(&self, command: &str) -> String {
        let source_dir = self.source.parent().unwrap_or(Path::new("."));
        let stem = self.source.file_name().unwrap().to_string_lossy();
        let tmp_file = self.tmp_dir.join(format!("{stem}.tmp"));
        let mut out = String::with_capacity(command.len() * 2);
        let mut chars = command.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '%' {
                out.push(c);
                continue;
            }
            let replacement = match chars.peek() {
                Some('%') => Some("%".to_string()),
                Some('s') => Some(shell_quote(&self.source.to_string_lossy())),
                Some('S') | Some('p') => Some(shell_quote(&source_dir.to_string_lossy())),
                Some('t') => Some(shell_quote(&tmp_file.to_string_lossy())),
                Some('T') => Some(shell_quote(&self.tmp_dir.to_string_lossy())),
                _ => None,
            };
            match replacement {
                Some(r) => {
                    chars.next();
                    out.push_str(&r);
                }
                None => out.push('%'),
            }
        }
        self.substitute_tools(&out)
    }

    /// Replaces tool names that are in command position.
    fn substitute_tools(&self, command: &str) -> String {
        let bytes = command.as_bytes();
        let mut out = String::with_capacity(command.len() * 2);
        let mut i = 0;
        let mut at_command = true;
        let mut quote: Option<u8> = None;
        while i < bytes.len() {
            let c = bytes[i];
            if let Some(q) = quote {
                out.push(c as char);
                if c == b'\\' && q == b'"' && i + 1 < bytes.len() {
                    out.push(bytes[i + 1] as char);
                    i += 2;
                    continue;
                }
                if c == q {
                    quote = None;
                }
                i += 1;
                continue;
            }
            match c {
                b' ' | b'\t' => {
                    out.push(c as char);
                    i += 1;
                }
                b'|' | b'&' | b';' | b'(' => {
                    out.push(c as char);
                    at_command = true;
                    i += 1;
                }
                b')' => {
                    out.push(c as char);
                    at_command = false;
                    i += 1;
                }
                b'\'' | b'"' => {
                    quote = Some(c);
                    at_command = false;
                    out.push(c as char);
                    i += 1;
                }
                _ => {
                    // A word: up to the next unquoted separator.
                    let start = i;
                    while i < bytes.len() && !b" \t|&;()'\"".contains(&bytes[i]) {
                        i += 1;
                    }
                    let word = &command[start..i];
                    let tool = if at_command {
                        self.tools.resolve(word)
                    } else {
                        None
                    };
                    if let Some(path) = tool {
                        out.push_str(&shell_quote(&path.to_string_lossy()));
                        // `not` takes a command.
                        at_command = word == "not";
                        continue;
                    }
                    out.push_str(word);
                    at_command = false;
                }
            }
        }
        out
    }
}

/// The output of one command.
struct Outcome {
    status: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    timed_out: bool,
}

fn run_bash(command: &str, cwd: &Path, timeout: Duration) -> std::io::Result<Outcome> {
    let mut child = Command::new("bash")
        .arg("-o")
        .arg("pipefail")
        .arg("-c")
        .arg(command)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()?;
    let mut stdout_pipe = child.stdout.take().unwrap();
    let mut stderr_pipe = child.stderr.take().unwrap();
    let out_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout_pipe.read_to_end(&mut buf);
        buf
    });
    let err_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr_pipe.read_to_end(&mut buf);
        buf
    });
    let deadline = Instant::now() + timeout;
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if Instant::now() >= deadline {
            timed_out = true;
            // Kill the whole process group: bash and everything it started.
            // SAFETY: plain syscall on a process group we created.
            unsafe {
                libc::kill(-(child.id() as i32), libc::SIGKILL);
            }
            break child.wait()?;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok(Outcome {
        status: status.code(),
        stdout: out_thread.join().unwrap_or_default(),
        stderr: err_thread.join().unwrap_or_default(),
        timed_out,
    })
}

/// At most `max` bytes of the end of a stream, as text.
fn tail(bytes: &[u8], max: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    if text.len() <= max {
        return text.into_owned();
    }
    let mut start = text.len() - max;
    while !text.is_char_boundary(start) {
        start += 1;
    }
    format!("[... {} bytes elided ...]\n{}", start, &text[start..])
}

fn run_test(path: &Path, tmp_dir: &Path, tools: &Tools) -> Result<(), Failed> {
    tools.check()?;
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let runs = parse_run_lines(&text);
    if runs.is_empty() {
        return Err("no RUN lines".into());
    }
    let _ = std::fs::remove_dir_all(tmp_dir);
    std::fs::create_dir_all(tmp_dir)
        .map_err(|e| format!("cannot create {}: {e}", tmp_dir.display()))?;
    let subst = Substitutions {
        source: path,
        tmp_dir,
        tools,
    };
    let timeout = Duration::from_secs(
        std::env::var("LIT_TIMEOUT")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(300),
    );
    for (index, run) in runs.iter().enumerate() {
        let command = subst.apply(&run.command);
        let outcome =
            run_bash(&command, tmp_dir, timeout).map_err(|e| format!("cannot run bash: {e}"))?;
        if outcome.status == Some(0) && !outcome.timed_out {
            continue;
        }
        let mut msg = String::new();
        let _ = writeln!(
            msg,
            "RUN line #{} (line {} of {}) failed",
            index + 1,
            run.line,
            path.display()
        );
        let _ = writeln!(msg, "  RUN: {}", run.command);
        let _ = writeln!(msg, "  $ {command}");
        if outcome.timed_out {
            let _ = writeln!(
                msg,
                "timed out after {}s (set LIT_TIMEOUT to change)",
                timeout.as_secs()
            );
        } else {
            match outcome.status {
                Some(code) => {
                    let _ = writeln!(msg, "exit status: {code}");
                }
                None => {
                    let _ = writeln!(msg, "killed by a signal");
                }
            }
        }
        let _ = writeln!(msg, "--- stdout ---\n{}", tail(&outcome.stdout, 20_000));
        let _ = writeln!(msg, "--- stderr ---\n{}", tail(&outcome.stderr, 20_000));
        return Err(msg.into());
    }
    Ok(())
}

/// Checks of the RUN-line parser and the substitutions themselves; runs as
/// the trial `self-test` (before the `.mlir` files).
fn self_test() -> Result<(), Failed> {
    let runs =
        parse_run_lines("// RUN: a \\\n// RUN:   b | c\n// XRUN: no\n//RUN: d\n; RUN: e %s \\\n");
    let expected = vec![
        RunLine {
            line: 1,
            command: "a b | c".into(),
        },
        RunLine {
            line: 4,
            command: "d".into(),
        },
        RunLine {
            line: 5,
            command: "e %s".into(),
        },
    ];
    if runs != expected {
        return Err(format!("parse_run_lines: got {runs:?}, expected {expected:?}").into());
    }
    let tools = Tools {
        dialectic_opt: "/b/dialectic-opt".into(),
        llvm_bin: "/llvm".into(),
    };
    let subst = Substitutions {
        source: Path::new("/src/x y.mlir"),
        tmp_dir: Path::new("/tmp/t"),
        tools: &tools,
    };
    let cases = [
        (
            "dialectic-opt %s | FileCheck %s --check-prefix=not",
            "/b/dialectic-opt '/src/x y.mlir' | /llvm/FileCheck '/src/x y.mlir' --check-prefix=not",
        ),
        (
            "not dialectic-opt -o %t 2>&1 | count 0",
            "/llvm/not /b/dialectic-opt -o /tmp/t/x y.mlir.tmp 2>&1 | /llvm/count 0",
        ),
        (
            "echo 'not FileCheck' %% %S %T && not not count",
            "echo 'not FileCheck' % /src /tmp/t && /llvm/not /llvm/not /llvm/count",
        ),
        (
            "(cat %s; echo) | not-a-tool dialectic-opt",
            "(cat '/src/x y.mlir'; echo) | not-a-tool dialectic-opt",
        ),
    ];
    for (input, want) in cases {
        let got = subst.apply(input);
        // %t contains a space here, so it is quoted; normalise for comparison.
        let got = got.replace("'/tmp/t/x y.mlir.tmp'", "/tmp/t/x y.mlir.tmp");
        if got != want {
            return Err(format!(
                "substitution of {input:?}:\n  got      {got:?}\n  expected {want:?}"
            )
            .into());
        }
    }
    Ok(())
}
