//! The LLVM dialect corpus (`tests/corpus/llvm/*.mlir` of the workspace: C
//! programs compiled by clang-19 and imported by `mlir-translate-19
//! --import-llvm`) through the translation. Per corpus file `F`
//! (`NAME-O0`/`NAME-O2`), these test cases:
//!
//! * `ir/F`: `dialectic-translate --mlir-to-llvmir` prints exactly what
//!   `mlir-translate-19 --mlir-to-llvmir` prints (which LLVM's verifier
//!   accepts: our translation verifies its module);
//! * `run/F`: that LLVM IR, compiled by `clang-19` and run, prints
//!   `tests/corpus/c/NAME.out`;
//! * `runner/F`: `dialectic-runner -e main --entry-point-result=i32` prints
//!   `NAME.out` (what the native program prints, including its `atexit`
//!   handlers and destructors), then the result of `main` (0: every corpus
//!   program exits with 0) on a line of its own; a program whose `main`
//!   ends in `exit` ([`PROGRAMS_ENDING_IN_EXIT`]) prints no result. The
//!   runner exits with 0 in both cases;
//! * `mem2reg/F` (the `-O0` programs): `dialectic-opt --mem2reg` (run in
//!   this process) prints exactly what `mlir-opt-19 --mem2reg` prints, in
//!   generic form, and that output, translated by `dialectic-translate`
//!   and compiled by `clang-19`, prints `NAME.out`;
//! * `sroa-mem2reg/F` (the `-O0` programs): the same with
//!   `--pass-pipeline=builtin.module(llvm.func(sroa,mem2reg))`.
//!
//! Two more cases show what MLIR 19's LLVM dialect cannot carry, which the
//! corpus programs therefore avoid (each says so where it matters):
//!
//! * `limits/f80-decimal-constant`: MLIR 19 prints an `x86_fp80` constant
//!   in decimal and reads decimal float literals through a double, so a
//!   long double constant that needs more than 53 bits of mantissa comes
//!   back rounded (`c/float_formats.c` computes such values at run time);
//! * `limits/call-site-byval`: `llvm.call` has no argument attributes in
//!   MLIR 19, so a struct passed `byval` through `...` arrives as a bare
//!   pointer (`c/varargs_va_copy.c` passes its 16-byte struct in registers).
//!
//! Both are shown through `mlir-translate-19` (import, then translation)
//! and through `dialectic-translate`, which must lose the same.
//!
//! Programs run in `tests/corpus/c` (some read files there), for at most
//! 20 seconds. Some cases are expected to fail, for the reasons given in
//! [`EXPECTED_FAILURES`]; such a case passes
//! when it fails and fails when it passes, so that the lists stay exact. At the end a summary line
//! gives the counts per kind of case.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use dialectic_oracle::Tool;
use libtest_mimic::{Arguments, Failed, Trial};

/// Cases that fail today, by case name, with the reason.
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

/// Programs whose `main` does not return but calls `exit`, with where: the
/// runner ends with the program and prints no result for them.
const PROGRAMS_ENDING_IN_EXIT: &[(&str, &str)] = &[(
    "func_attrs_cconv",
    "main ends in `finish(0)`, a noreturn function that calls `exit(0)`",
)];

/// LLVM IR that does not survive MLIR 19's LLVM dialect: `kept` is in the
/// input, and where it should come back `lost` comes back instead.
struct Limit {
    name: &'static str,
    input: &'static str,
    kept: &'static str,
    lost: &'static str,
}

const LIMITS: &[Limit] = &[
    Limit {
        name: "f80-decimal-constant",
        input: "define x86_fp80 @third() {\n  ret x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB\n}\n",
        kept: "ret x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB",
        // The double nearest 1/3, widened.
        lost: "ret x86_fp80 0xK3FFDAAAAAAAAAAAAA800",
    },
    Limit {
        name: "call-site-byval",
        input: "declare void @sink(i32, ...)\n\n\
                define void @pass(ptr %0) {\n  \
                call void (i32, ...) @sink(i32 1, ptr byval({ i64, i64 }) align 8 %0)\n  \
                ret void\n}\n",
        kept: "call void (i32, ...) @sink(i32 1, ptr byval({ i64, i64 }) align 8 %0)",
        lost: "call void (i32, ...) @sink(i32 1, ptr %0)",
    },
];

/// How long a compiled program or the runner may take.
const TIME_LIMIT: Duration = Duration::from_secs(20);

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Ir,
    Run,
    Runner,
    Mem2Reg,
    SroaMem2Reg,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Ir => "ir",
            Kind::Run => "run",
            Kind::Runner => "runner",
            Kind::Mem2Reg => "mem2reg",
            Kind::SroaMem2Reg => "sroa-mem2reg",
        }
    }
}

#[derive(Default)]
struct Counts {
    passed: AtomicUsize,
    expected_failures: AtomicUsize,
}

struct Env {
    corpus: PathBuf,
    programs: PathBuf,
    scratch: PathBuf,
    counts: BTreeMap<&'static str, Counts>,
}

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let scratch = std::env::temp_dir().join(format!("dialectic-corpus-{}", std::process::id()));
    let env = Arc::new(Env {
        corpus: root.join("tests/corpus/llvm"),
        programs: root.join("tests/corpus/c"),
        scratch: scratch.clone(),
        counts: [
            Kind::Ir,
            Kind::Run,
            Kind::Runner,
            Kind::Mem2Reg,
            Kind::SroaMem2Reg,
        ]
        .into_iter()
        .map(|k| (k.name(), Counts::default()))
        .collect(),
    });
    let _ = std::fs::create_dir_all(&scratch);
    let mut files: Vec<String> = std::fs::read_dir(&env.corpus)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter_map(|n| n.strip_suffix(".mlir").map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    let mut trials = Vec::new();
    if files.is_empty() {
        let message = format!("the corpus {} is empty or missing", env.corpus.display());
        trials.push(Trial::test("corpus", move || Err(message.into())));
    }
    let mut known = Vec::new();
    for file in &files {
        for kind in [
            Kind::Ir,
            Kind::Run,
            Kind::Runner,
            Kind::Mem2Reg,
            Kind::SroaMem2Reg,
        ] {
            // Optimized programs keep hardly any slot to promote.
            if kind >= Kind::Mem2Reg && !file.ends_with("-O0") {
                continue;
            }
            let name = format!("{}/{file}", kind.name());
            let expected = EXPECTED_FAILURES
                .iter()
                .find(|(case, _)| *case == name)
                .map(|(_, reason)| *reason);
            known.push(name.clone());
            let env = env.clone();
            let file = file.clone();
            trials.push(Trial::test(name, move || {
                let outcome = match kind {
                    Kind::Ir => same_ir(&env, &file),
                    Kind::Run => compiled_run(&env, &file),
                    Kind::Runner => runner(&env, &file),
                    Kind::Mem2Reg => promoted_run(&env, &file, "--mem2reg"),
                    Kind::SroaMem2Reg => promoted_run(
                        &env,
                        &file,
                        "--pass-pipeline=builtin.module(llvm.func(sroa,mem2reg))",
                    ),
                };
                let counts = &env.counts[kind.name()];
                match (outcome, expected) {
                    (Ok(()), None) => {
                        counts.passed.fetch_add(1, Ordering::Relaxed);
                        Ok(())
                    }
                    (Err(_), Some(_)) => {
                        counts.expected_failures.fetch_add(1, Ordering::Relaxed);
                        Ok(())
                    }
                    (Err(e), None) => Err(e),
                    (Ok(()), Some(reason)) => Err(format!(
                        "passes, but is listed as an expected failure ({reason}): remove it from EXPECTED_FAILURES"
                    )
                    .into()),
                }
            }));
        }
    }
    for (case, _) in EXPECTED_FAILURES {
        if !known.iter().any(|k| k == case) {
            let message = format!("{case} is listed as an expected failure but is no corpus case");
            trials.push(Trial::test(
                format!("expected-failures/{case}"),
                move || Err(message.into()),
            ));
        }
    }
    for limit in LIMITS {
        let env = env.clone();
        trials.push(Trial::test(format!("limits/{}", limit.name), move || {
            lost_in_round_trips(&env, limit)
        }));
    }
    for (program, _) in PROGRAMS_ENDING_IN_EXIT {
        if !files.iter().any(|f| program_name(f) == *program) {
            let message =
                format!("{program} is listed as ending in `exit` but is no corpus program");
            trials.push(Trial::test(
                format!("programs-ending-in-exit/{program}"),
                move || Err(message.into()),
            ));
        }
    }
    let conclusion = dialectic_oracle::run_trials(&args, trials);
    let summary: Vec<String> = env
        .counts
        .iter()
        .map(|(kind, c)| {
            format!(
                "{kind}: {} passed, {} expected failures",
                c.passed.load(Ordering::Relaxed),
                c.expected_failures.load(Ordering::Relaxed)
            )
        })
        .collect();
    println!(
        "translation corpus: {} files; {}; {} cases failed",
        files.len(),
        summary.join("; "),
        conclusion.num_failed
    );
    let _ = std::fs::remove_dir_all(&scratch);
    conclusion.exit();
}

/// How long a tool (mlir-opt-19, the translation, clang-19) may take on a
/// loaded machine.
const TOOL_TIME_LIMIT: Duration = Duration::from_secs(300);

/// Runs `command` with stdin closed, killing it after `limit`.
fn run_within(command: &mut Command, limit: Duration) -> Result<Output, Failed> {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{command:?}: {e}"))?;
    let start = std::time::Instant::now();
    loop {
        if child.try_wait()?.is_some() {
            break;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("{command:?} took more than {limit:?}").into());
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    Ok(child.wait_with_output()?)
}

fn succeed(command: &mut Command) -> Result<Vec<u8>, Failed> {
    succeed_within(command, TIME_LIMIT)
}

/// As [`succeed`], for a tool: with [`TOOL_TIME_LIMIT`].
fn succeed_tool(command: &mut Command) -> Result<Vec<u8>, Failed> {
    succeed_within(command, TOOL_TIME_LIMIT)
}

fn succeed_within(command: &mut Command, limit: Duration) -> Result<Vec<u8>, Failed> {
    let output = run_within(command, limit)?;
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

fn program_name(file: &str) -> &str {
    file.rsplit_once("-O").map_or(file, |(name, _)| name)
}

fn expected_output(env: &Env, file: &str) -> Result<Vec<u8>, Failed> {
    let path = env.programs.join(format!("{}.out", program_name(file)));
    std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()).into())
}

/// Our LLVM IR for `file`, written to the scratch directory.
fn translate(env: &Env, file: &str, suffix: &str) -> Result<PathBuf, Failed> {
    let out = env.scratch.join(format!("{file}.{suffix}.ll"));
    succeed(
        Command::new(env!("CARGO_BIN_EXE_dialectic-translate"))
            .arg("--mlir-to-llvmir")
            .arg(format!("{file}.mlir"))
            .arg("-o")
            .arg(&out)
            .current_dir(&env.corpus),
    )?;
    Ok(out)
}

fn mlir_translate() -> PathBuf {
    dialectic_oracle::require(Tool::MlirTranslate).path.clone()
}

fn same_ir(env: &Env, file: &str) -> Result<(), Failed> {
    let ours = std::fs::read_to_string(translate(env, file, "ir")?)?;
    let theirs = succeed(
        Command::new(mlir_translate())
            .arg("--mlir-to-llvmir")
            .arg(format!("{file}.mlir"))
            .current_dir(&env.corpus),
    )?;
    let theirs = String::from_utf8_lossy(&theirs);
    if ours != theirs {
        let line = ours
            .lines()
            .zip(theirs.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| ours.lines().count().min(theirs.lines().count()));
        return Err(format!(
            "differs from mlir-translate-19 at line {}:\n- {}\n+ {}",
            line + 1,
            theirs.lines().nth(line).unwrap_or("<end>"),
            ours.lines().nth(line).unwrap_or("<end>")
        )
        .into());
    }
    Ok(())
}

/// `limit`'s input, imported into the LLVM dialect and translated back to
/// LLVM IR, by `mlir-translate-19` and by `dialectic-translate`.
fn lost_in_round_trips(env: &Env, limit: &Limit) -> Result<(), Failed> {
    let ll = env.scratch.join(format!("limit-{}.ll", limit.name));
    std::fs::write(&ll, limit.input)?;
    let through_clang_check = succeed(
        Command::new(&dialectic_oracle::require(Tool::Clang).path)
            .args(["-S", "-emit-llvm", "-o", "-", "-x", "ir"])
            .arg(&ll),
    )?;
    if !String::from_utf8_lossy(&through_clang_check).contains(limit.kept) {
        return Err(format!("the input does not hold `{}`", limit.kept).into());
    }
    let ours = env!("CARGO_BIN_EXE_dialectic-translate");
    for translate in [mlir_translate(), PathBuf::from(ours)] {
        let mlir = env.scratch.join(format!("limit-{}.mlir", limit.name));
        succeed(
            Command::new(&translate)
                .arg("--import-llvm")
                .arg(&ll)
                .arg("-o")
                .arg(&mlir),
        )?;
        let back = succeed(Command::new(&translate).arg("--mlir-to-llvmir").arg(&mlir))?;
        let back = String::from_utf8_lossy(&back);
        if !back.contains(limit.lost) || back.contains(limit.kept) {
            return Err(format!(
                "{} no longer turns `{}` into `{}`:\n{back}",
                translate.display(),
                limit.kept,
                limit.lost
            )
            .into());
        }
    }
    Ok(())
}

fn compiled_run(env: &Env, file: &str) -> Result<(), Failed> {
    let ll = translate(env, file, "run")?;
    let exe = env.scratch.join(format!("{file}.exe"));
    succeed(
        Command::new(&dialectic_oracle::require(Tool::Clang).path)
            .arg("-w")
            .arg(&ll)
            .arg("-o")
            .arg(&exe)
            .args(["-lm", "-lstdc++", "-pthread"]),
    )?;
    let printed = succeed(Command::new(&exe).current_dir(&env.programs))?;
    compare(&expected_output(env, file)?, &printed)
}

/// `passes` (`--mem2reg`, a pipeline) run by `dialectic-opt` and by
/// `mlir-opt-19`, compared; then our output translated, compiled and run.
fn promoted_run(env: &Env, file: &str, passes: &str) -> Result<(), Failed> {
    let tag = if passes == "--mem2reg" {
        "mem2reg"
    } else {
        "sroa-mem2reg"
    };
    let promoted = env.scratch.join(format!("{file}.{tag}.mlir"));
    let flags = [passes, "--mlir-print-op-generic"];
    let args: Vec<String> = flags
        .into_iter()
        .map(str::to_string)
        .chain([
            env.corpus
                .join(format!("{file}.mlir"))
                .display()
                .to_string(),
            "-o".to_string(),
            promoted.display().to_string(),
        ])
        .collect();
    if dialectic::tools::opt::main_with_args(&args) != 0 {
        return Err(format!("dialectic-opt {} failed", args.join(" ")).into());
    }
    let ours = std::fs::read(&promoted)?;
    // Into a file: a pipe would fill up while the output is not read.
    let reference = env.scratch.join(format!("{file}.{tag}.mlir-opt.mlir"));
    succeed_tool(
        Command::new(&dialectic_oracle::require(Tool::MlirOpt).path)
            .args(flags)
            .arg(format!("{file}.mlir"))
            .arg("-o")
            .arg(&reference)
            .current_dir(&env.corpus),
    )?;
    let theirs = std::fs::read(&reference)?;
    if ours != theirs {
        let (theirs, ours) = (
            String::from_utf8_lossy(&theirs),
            String::from_utf8_lossy(&ours),
        );
        let line = theirs
            .lines()
            .zip(ours.lines())
            .position(|(x, y)| x != y)
            .unwrap_or_else(|| theirs.lines().count().min(ours.lines().count()));
        return Err(format!(
            "dialectic-opt {passes} differs from mlir-opt-19 at line {}:\n- {}\n+ {}",
            line + 1,
            theirs.lines().nth(line).unwrap_or("<end>"),
            ours.lines().nth(line).unwrap_or("<end>")
        )
        .into());
    }
    let ll = env.scratch.join(format!("{file}.{tag}.ll"));
    succeed_tool(
        Command::new(env!("CARGO_BIN_EXE_dialectic-translate"))
            .arg("--mlir-to-llvmir")
            .arg(&promoted)
            .arg("-o")
            .arg(&ll),
    )?;
    let exe = env.scratch.join(format!("{file}.{tag}.exe"));
    succeed_tool(
        Command::new(&dialectic_oracle::require(Tool::Clang).path)
            .arg("-w")
            .arg(&ll)
            .arg("-o")
            .arg(&exe)
            .args(["-lm", "-lstdc++", "-pthread"]),
    )?;
    let printed = succeed(Command::new(&exe).current_dir(&env.programs))?;
    compare(&expected_output(env, file)?, &printed)
}

fn runner(env: &Env, file: &str) -> Result<(), Failed> {
    let printed = succeed(
        Command::new(env!("CARGO_BIN_EXE_dialectic-runner"))
            .args([
                "-e",
                "main",
                "--entry-point-result=i32",
                "--shared-libs=/lib/x86_64-linux-gnu/libm.so.6",
            ])
            .arg(env.corpus.join(format!("{file}.mlir")))
            .current_dir(&env.programs),
    )?;
    let mut expected = expected_output(env, file)?;
    let name = program_name(file);
    if !PROGRAMS_ENDING_IN_EXIT.iter().any(|(p, _)| *p == name) {
        // The result of `main`.
        expected.extend_from_slice(b"0\n");
    }
    compare(&expected, &printed)
}

fn compare(expected: &[u8], actual: &[u8]) -> Result<(), Failed> {
    if expected == actual {
        return Ok(());
    }
    let (e, a) = (
        String::from_utf8_lossy(expected),
        String::from_utf8_lossy(actual),
    );
    let line = e
        .lines()
        .zip(a.lines())
        .position(|(x, y)| x != y)
        .unwrap_or_else(|| e.lines().count().min(a.lines().count()));
    Err(format!(
        "prints something else than expected, from line {}:\n- {}\n+ {}",
        line + 1,
        e.lines().nth(line).unwrap_or("<end>"),
        a.lines().nth(line).unwrap_or("<end>")
    )
    .into())
}
