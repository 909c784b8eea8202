//! `dialectic-runner` against the native program: every C program of
//! `tests/runner/` compiled natively by clang-19 and, at `-O0` and `-O2`,
//! compiled to LLVM IR, imported by `mlir-translate-19 --import-llvm` and
//! run by `dialectic-runner -e main --entry-point-result=i32`. The runner
//! must print what the native program prints (constructors, `main`, exit
//! handlers, destructors, in the native order) and then `main`'s result
//! on a line of its own, and exit with 0; a program in
//! [`ENDING_IN_EXIT`] must print exactly what the native one prints and end
//! with its exit status. Shared libraries ([`LIBRARIES`]) are built from
//! `tests/runner/lib/` and given to the runner with `--shared-libs`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

/// Programs whose `main` ends in `exit`.
const ENDING_IN_EXIT: &[&str] = &["exit_from_nested_call"];

/// The shared library (`tests/runner/lib/NAME.c`) a program uses.
const LIBRARIES: &[(&str, &str)] = &[("shared_library", "greeting")];

/// How long a program or the runner may take.
const TIME_LIMIT: Duration = Duration::from_secs(20);

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/runner");
    let mut programs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "c"))
                .collect()
        })
        .unwrap_or_default();
    programs.sort();
    let scratch = std::env::temp_dir().join(format!("dialectic-runner-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut trials = Vec::new();
    if programs.is_empty() {
        trials.push(Trial::test("programs", move || {
            Err("tests/runner holds no program".into())
        }));
    }
    for program in programs {
        for opt in ["O0", "O2"] {
            let name = program
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let program = program.clone();
            let scratch = scratch.join(format!("{name}-{opt}"));
            trials.push(Trial::test(format!("{name}-{opt}"), move || {
                check(&program, &name, opt, &scratch)
            }));
        }
    }
    let conclusion = dialectic_oracle::run_trials(&args, trials);
    let _ = std::fs::remove_dir_all(&scratch);
    conclusion.exit();
}

/// Runs `command` with stdin closed, killing it after [`TIME_LIMIT`].
fn run_limited(command: &mut Command) -> Result<Output, Failed> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{command:?}: {e}"))?;
    let start = std::time::Instant::now();
    while child.try_wait()?.is_none() {
        if start.elapsed() > TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{command:?} took more than {TIME_LIMIT:?}").into());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    Ok(child.wait_with_output()?)
}

fn succeed(command: &mut Command) -> Result<Vec<u8>, Failed> {
    let output = run_limited(command)?;
    if !output.status.success() {
        return Err(format!(
            "{command:?} failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(output.stdout)
}

fn check(program: &Path, name: &str, opt: &str, scratch: &Path) -> Result<(), Failed> {
    std::fs::create_dir_all(scratch)?;
    let library = match LIBRARIES.iter().find(|(p, _)| *p == name) {
        Some((_, lib)) => {
            let source = program.with_file_name(format!("lib/{lib}.c"));
            let so = scratch.join(format!("lib{lib}.so"));
            succeed(
                Command::new(&dialectic_oracle::require(Tool::Clang).path)
                    .args(["-w", "-shared", "-fPIC", "-o"])
                    .arg(&so)
                    .arg(&source),
            )?;
            Some(so)
        }
        None => None,
    };
    let exe = scratch.join(name);
    let mut native = Command::new(&dialectic_oracle::require(Tool::Clang).path);
    native.arg(format!("-{opt}")).arg("-w").arg(program);
    if let Some(so) = &library {
        native
            .arg(so)
            .arg(format!("-Wl,-rpath,{}", scratch.display()));
    }
    succeed(native.arg("-o").arg(&exe))?;
    let native = run_limited(&mut Command::new(&exe))?;
    let status = native
        .status
        .code()
        .ok_or("the native program was killed by a signal")?;

    let ll = scratch.join(format!("{name}.ll"));
    succeed(
        Command::new(&dialectic_oracle::require(Tool::Clang).path)
            .args([
                "--target=x86_64-unknown-linux-gnu",
                "-S",
                "-emit-llvm",
                "-w",
            ])
            .arg(format!("-{opt}"))
            .arg(program)
            .arg("-o")
            .arg(&ll),
    )?;
    let mlir = scratch.join(format!("{name}.mlir"));
    succeed(
        Command::new(&dialectic_oracle::require(Tool::MlirTranslate).path)
            .args(["--import-llvm", "--mlir-print-op-generic"])
            .arg(&ll)
            .arg("-o")
            .arg(&mlir),
    )?;
    let mut runner = Command::new(env!("CARGO_BIN_EXE_dialectic-runner"));
    runner.args(["-e", "main", "--entry-point-result=i32"]);
    if let Some(so) = &library {
        runner.arg(format!("--shared-libs={}", so.display()));
    }
    let ran = run_limited(runner.arg(&mlir))?;

    let ends_in_exit = ENDING_IN_EXIT.contains(&name);
    let mut expected = native.stdout.clone();
    let expected_status = if ends_in_exit {
        status
    } else {
        expected.extend_from_slice(format!("{status}\n").as_bytes());
        0
    };
    if ran.stdout != expected || ran.status.code() != Some(expected_status) {
        return Err(format!(
            "dialectic-runner ({}) printed:\n{}--- instead of (exit status {expected_status}):\n{}--- stderr:\n{}",
            ran.status,
            String::from_utf8_lossy(&ran.stdout),
            String::from_utf8_lossy(&expected),
            String::from_utf8_lossy(&ran.stderr)
        )
        .into());
    }
    Ok(())
}
