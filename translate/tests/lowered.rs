//! Programs in `func`, `arith` and `cf` lowered to the LLVM dialect and
//! run: each of `tests/lowered/*.mlir`, and random arith programs
//! ([`random_program`]), goes through
//! `--arith-expand --convert-func-to-llvm --convert-arith-to-llvm
//! --convert-cf-to-llvm --reconcile-unrealized-casts` in `dialectic-opt`
//! and in `mlir-opt-19`; the two lowerings must be the same text, and
//! `dialectic-runner -e main --entry-point-result=i32` on ours must print
//! what `mlir-cpu-runner-19` prints on MLIR's. `DIALECTIC_RANDOM_PROGRAMS`
//! sets how many random programs run (24 by default).

#[path = "lowered/random_program.rs"]
mod random_program;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

/// The lowering pipeline.
const PIPELINE: &[&str] = &[
    "--arith-expand",
    "--convert-func-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
];

/// How long a tool or a program may take.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// The ops of each random program.
const RANDOM_OPS: usize = 40;

fn main() {
    let args = Arguments::from_args();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lowered");
    let scratch = std::env::temp_dir().join(format!("dialectic-lowered-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut trials = Vec::new();
    for file in dialectic_oracle::mlir_files(&dir) {
        let (dir, scratch) = (dir.clone(), scratch.clone());
        trials.push(Trial::test(file.clone(), move || {
            let text = std::fs::read_to_string(dir.join(&file))?;
            check(&text, file.trim_end_matches(".mlir"), &scratch)
        }));
    }
    let count: u64 = std::env::var("DIALECTIC_RANDOM_PROGRAMS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(24);
    for seed in 0..count {
        let scratch = scratch.clone();
        trials.push(Trial::test(format!("random/{seed}"), move || {
            let text = random_program::program(seed, RANDOM_OPS);
            check(&text, &format!("random-{seed}"), &scratch)
        }));
    }
    let conclusion = dialectic_oracle::run_trials(&args, trials);
    let _ = std::fs::remove_dir_all(&scratch);
    conclusion.exit();
}

/// Lowers `text` both ways, compares, runs both lowerings, compares.
fn check(text: &str, name: &str, scratch: &Path) -> Result<(), Failed> {
    let input = scratch.join(format!("{name}.mlir"));
    std::fs::write(&input, text)?;
    let ours = scratch.join(format!("{name}.ours.mlir"));
    let theirs = scratch.join(format!("{name}.mlir-opt.mlir"));
    let mut args: Vec<String> = PIPELINE.iter().map(|s| s.to_string()).collect();
    args.extend([
        input.display().to_string(),
        "-o".to_string(),
        ours.display().to_string(),
    ]);
    if dialectic::tools::opt::main_with_args(&args) != 0 {
        return Err(format!("dialectic-opt {} failed", args.join(" ")).into());
    }
    succeed(
        Command::new(&dialectic_oracle::require(Tool::MlirOpt).path)
            .args(PIPELINE)
            .arg(&input)
            .arg("-o")
            .arg(&theirs),
    )?;
    let (ours_text, theirs_text) = (
        std::fs::read_to_string(&ours)?,
        std::fs::read_to_string(&theirs)?,
    );
    if ours_text != theirs_text {
        let line = ours_text
            .lines()
            .zip(theirs_text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(0);
        return Err(format!(
            "the lowering differs from mlir-opt-19's at line {}:\n- {}\n+ {}",
            line + 1,
            theirs_text.lines().nth(line).unwrap_or(""),
            ours_text.lines().nth(line).unwrap_or("")
        )
        .into());
    }
    let expected = succeed(
        Command::new(&dialectic_oracle::require(Tool::MlirCpuRunner).path)
            .args(["-e", "main", "--entry-point-result=i32"])
            .arg(&theirs),
    )?;
    let actual = succeed(
        Command::new(env!("CARGO_BIN_EXE_dialectic-runner"))
            .args(["-e", "main", "--entry-point-result=i32"])
            .arg(&ours),
    )?;
    if expected.stdout != actual.stdout {
        return Err(format!(
            "dialectic-runner printed {:?}, mlir-cpu-runner-19 {:?}",
            String::from_utf8_lossy(&actual.stdout),
            String::from_utf8_lossy(&expected.stdout)
        )
        .into());
    }
    Ok(())
}

/// Runs `command` (stdin closed), which must succeed within
/// [`TIME_LIMIT`].
fn succeed(command: &mut Command) -> Result<Output, Failed> {
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
        std::thread::sleep(Duration::from_millis(5));
    }
    let output = child.wait_with_output()?;
    if !output.status.success() {
        return Err(format!(
            "{command:?} failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(output)
}
