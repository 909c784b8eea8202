//! The conformance oracle's tools (LLVM/MLIR 19), found the same way by
//! every test that compares Dialectic with them.
//!
//! A tool is looked up in this order:
//!
//! 1. its override variable ([`Tool::override_var`]: `MLIR_OPT`,
//!    `MLIR_MINIMAL_OPT`, `MLIR_TRANSLATE`, `CLANG`, `LLVM_TBLGEN`, `MLIR_TBLGEN`, `LLVM_AS`,
//!    `LLVM_OPT`; `LLVM_BIN_DIR` for `FileCheck`, `not` and `count`), which
//!    must then name a working tool;
//! 2. its versioned name on `PATH` (`mlir-opt-19`, ...);
//! 3. LLVM 19's own directory, `/usr/lib/llvm-19/bin`.
//!
//! What is found must run: `TOOL --version` exits 0 and names LLVM 19. A
//! tool that is missing or does not run fails the test that asked for it,
//! with a message that says how to install it; there is no silent pass.
//!
//! The one way out is explicit: with `DIALECTIC_SKIP_ORACLE=1` in the
//! environment, [`find`] returns `None` (and says so on stderr) for a
//! machine that truly cannot run the oracle; the caller then skips its
//! comparison and reports that it did.

#![deny(missing_docs)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

mod mlir_build;
mod tool;

pub use mlir_build::MlirBuild;
pub use tool::Tool;

/// The variable that explicitly skips every comparison with the oracle.
pub const SKIP_VAR: &str = "DIALECTIC_SKIP_ORACLE";

/// How to install the oracle, quoted by every failure.
pub const INSTALL_HINT: &str = "Install LLVM/MLIR 19 with `scripts/setup.sh` (or \
     `apt-get install -y mlir-19-tools llvm-19-tools llvm-19 clang-19`); \
     `scripts/test.sh` runs it before the tests.";

/// A tool that was found and runs.
#[derive(Debug)]
pub struct Found {
    /// Where it is.
    pub path: PathBuf,
    /// The line of its `--version` output that names the LLVM version
    /// (empty for the helpers that have no `--version`).
    pub version: String,
}

/// Whether the oracle comparisons are explicitly skipped.
pub fn skipped() -> bool {
    std::env::var_os(SKIP_VAR).is_some_and(|v| !v.is_empty() && v != "0")
}

/// Runs a test harness's trials, each marked ignored when the oracle
/// comparisons are skipped ([`SKIP_VAR`]), so a skipped run says so
/// instead of passing.
pub fn run_trials(
    args: &libtest_mimic::Arguments,
    trials: Vec<libtest_mimic::Trial>,
) -> libtest_mimic::Conclusion {
    let skip = skipped();
    libtest_mimic::run(
        args,
        trials
            .into_iter()
            .map(|t| t.with_ignored_flag(skip))
            .collect(),
    )
}

/// A trial named `name` that fails because the folder `dir` holds no
/// `what` (".mlir cases", say): a corpus-driven test never passes by
/// running nothing.
pub fn empty_folder_trial(
    name: impl Into<String>,
    what: &str,
    dir: &std::path::Path,
) -> libtest_mimic::Trial {
    let message = format!(
        "no {what} in {}: the folder is missing or empty",
        dir.display()
    );
    libtest_mimic::Trial::test(name, move || Err(message.into()))
}

/// The tool, or `None` when [`SKIP_VAR`] is set. Panics with the install
/// message when the tool is missing or does not run.
pub fn find(tool: Tool) -> Option<&'static Found> {
    if skipped() {
        eprintln!(
            "{SKIP_VAR} is set: the comparison with {} is skipped",
            tool.name()
        );
        return None;
    }
    Some(require(tool))
}

/// The tool's path, or `None` when [`SKIP_VAR`] is set; see [`find`].
pub fn path(tool: Tool) -> Option<&'static Path> {
    find(tool).map(|f| f.path.as_path())
}

/// The tool, whether or not [`SKIP_VAR`] is set. Panics with the install
/// message when it is missing or does not run.
pub fn require(tool: Tool) -> &'static Found {
    match lookup(tool) {
        Ok(found) => found,
        Err(message) => panic!("{message}"),
    }
}

/// The tool or the message saying why it cannot be used and how to install
/// it; looked up once per process.
pub fn lookup(tool: Tool) -> Result<&'static Found, &'static str> {
    static FOUND: [OnceLock<Result<Found, String>>; Tool::ALL.len()] =
        [const { OnceLock::new() }; Tool::ALL.len()];
    FOUND[tool as usize]
        .get_or_init(|| locate(tool))
        .as_ref()
        .map_err(String::as_str)
}

/// Runs a command of the oracle and returns its output, failing with the
/// install message when it cannot be started or exits as a missing command
/// does (126, 127). Whether its exit status means success is the caller's
/// to check, since some comparisons expect MLIR to reject the input.
pub fn output(tool: Tool, command: &mut Command) -> Output {
    let out = command.output().unwrap_or_else(|e| {
        panic!(
            "{} could not be started ({e}).\n{INSTALL_HINT}",
            tool.name()
        )
    });
    if matches!(out.status.code(), Some(126 | 127)) {
        panic!(
            "{} exited with {} (not installed or not runnable):\n{}\n{INSTALL_HINT}",
            tool.name(),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    out
}

/// Runs a command of the oracle that must succeed and returns its stdout;
/// a failure panics with the tool's stderr.
pub fn stdout(tool: Tool, command: &mut Command) -> String {
    let out = output(tool, command);
    assert!(
        out.status.success(),
        "{} failed ({}):\n{}",
        tool.name(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn locate(tool: Tool) -> Result<Found, String> {
    let not_found = |looked: &str| {
        format!(
            "{} is required by this test and {looked}.\n{INSTALL_HINT} {} overrides its path.",
            tool.name(),
            tool.override_var()
        )
    };
    let candidate = if let Some(value) = std::env::var_os(tool.override_var()) {
        let path = PathBuf::from(value);
        let path = if tool.override_is_dir() {
            path.join(tool.unversioned())
        } else {
            path
        };
        if !path.is_file() {
            return Err(not_found(&format!(
                "{}={} names no file",
                tool.override_var(),
                path.display()
            )));
        }
        path
    } else {
        let on_path = tool.on_path().then(|| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|dir| dir.join(tool.name()))
                    .find(|p| p.is_file())
            })
        });
        match on_path.flatten() {
            Some(path) => path,
            None => {
                let fallback = Path::new(tool::LLVM_BIN).join(tool.unversioned());
                if !fallback.is_file() {
                    return Err(not_found(&format!(
                        "was not found (looked for ${}, `{}` on PATH and {})",
                        tool.override_var(),
                        tool.name(),
                        fallback.display()
                    )));
                }
                fallback
            }
        }
    };
    if !tool.has_version_flag() {
        return Ok(Found {
            path: candidate,
            version: String::new(),
        });
    }
    let out = Command::new(&candidate).arg("--version").output();
    let out = match out {
        Ok(out) if out.status.success() => out,
        Ok(out) => {
            return Err(not_found(&format!(
                "does not run: `{} --version` exited with {}",
                candidate.display(),
                out.status
            )));
        }
        Err(e) => {
            return Err(not_found(&format!(
                "does not run: `{} --version`: {e}",
                candidate.display()
            )));
        }
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let version = text
        .lines()
        .find(|l| l.contains("version"))
        .unwrap_or_default()
        .trim()
        .to_string();
    if !version.contains(" 19.") {
        return Err(not_found(&format!(
            "is not LLVM 19: `{} --version` says {:?}",
            candidate.display(),
            version
        )));
    }
    Ok(Found {
        path: candidate,
        version,
    })
}

/// The names of the `.mlir` files in `dir`, sorted (none when it cannot be read).
pub fn mlir_files(dir: &std::path::Path) -> Vec<String> {
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
