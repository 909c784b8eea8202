//! dialectic-opt vs mlir-opt-19 on a large generated module: wall time and
//! peak memory of parse + verify + print.
//!
//! ```text
//! cargo bench --bench opt_vs_mlir                  # 500k ops, 5 runs per tool and flag set
//! cargo bench --bench opt_vs_mlir -- --runs 3 --ops 100000
//! cargo bench --bench opt_vs_mlir -- --generate-only   # just write the module
//! cargo bench --bench opt_vs_mlir -- --mlir-only       # time mlir-opt-19 alone
//! cargo bench --bench opt_vs_mlir -- --llvm            # the llvm-dialect module instead
//! ```
//!
//! `cargo bench` builds `dialectic-opt` with the bench profile (optimised, like
//! release) into `target/release/`; this harness builds nothing itself, it runs
//! the binary cargo built for it (`CARGO_BIN_EXE_dialectic-opt`). The module is
//! generated once (deterministically, see `gen/mod.rs`) into
//! `target/bench/module-500k.mlir` and reused while its header matches.
//!
//! With `--llvm` the module is in MLIR's `llvm` dialect instead (custom form,
//! as a C compiler's output looks at scale: see `gen/llvm.rs`), written to
//! `target/bench/llvm-module-500k.mlir`, and the flag sets are the custom form
//! first, then `--mlir-print-op-generic`, both without
//! `--allow-unregistered-dialect`.
//!
//! For each flag set (`--mlir-print-op-generic`, then the custom form), the two
//! tools' outputs are first compared (each run once with `-o` to a file); a
//! difference is reported, not fatal. Then the tools run alternately, `runs`
//! times each, with the same flags and `-o /dev/null`; for every child the wall
//! time and the peak RSS (`wait4`'s `ru_maxrss`) are measured. The table shows
//! the medians and the ratios ours/mlir. The targets are a time ratio ≤ 0.33
//! and a memory ratio ≤ 0.6.
//!
//! Options (also as environment variables): `--runs N` (`BENCH_RUNS`, default
//! 5), `--ops N` (`BENCH_OPS`, default 500000), `--seed N` (`BENCH_SEED`),
//! `--llvm` (`BENCH_LLVM=1`).
//! When run by `cargo test --benches` (no `--bench` argument) it does nothing.

#[path = "gen/mod.rs"]
mod generator;

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DEFAULT_OPS: usize = 500_000;
const DEFAULT_RUNS: usize = 5;
const DEFAULT_SEED: u64 = 0xD1A1_EC71C;

struct Options {
    runs: usize,
    ops: usize,
    seed: u64,
    generate_only: bool,
    mlir_only: bool,
    module: ModuleKind,
}

/// Which generated module the benchmark runs on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ModuleKind {
    /// Ops of an unregistered `bench` dialect, in generic form (`gen/mod.rs`).
    Unregistered,
    /// MLIR's `llvm` dialect, in custom form (`gen/llvm.rs`).
    Llvm,
}

impl ModuleKind {
    /// File name prefix of the generated module.
    fn prefix(self) -> &'static str {
        match self {
            ModuleKind::Unregistered => "module",
            ModuleKind::Llvm => "llvm-module",
        }
    }

    fn header(self, ops: usize, seed: u64) -> String {
        match self {
            ModuleKind::Unregistered => generator::header(ops, seed),
            ModuleKind::Llvm => generator::llvm::header(ops, seed),
        }
    }

    fn generate(
        self,
        ops: usize,
        seed: u64,
        w: &mut impl std::io::Write,
    ) -> std::io::Result<generator::GenStats> {
        match self {
            ModuleKind::Unregistered => generator::generate(ops, seed, w),
            ModuleKind::Llvm => generator::llvm::generate(ops, seed, w),
        }
    }

    /// The flag sets timed, each with its label.
    fn flag_sets(self) -> [(&'static str, &'static [&'static str]); 2] {
        match self {
            ModuleKind::Unregistered => [
                (
                    "generic",
                    &["--allow-unregistered-dialect", "--mlir-print-op-generic"],
                ),
                ("custom", &["--allow-unregistered-dialect"]),
            ],
            ModuleKind::Llvm => [("custom", &[]), ("generic", &["--mlir-print-op-generic"])],
        }
    }
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn parse_num(s: &str) -> Option<u64> {
    let s = s.replace('_', "");
    match s.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => s.parse().ok(),
    }
}

/// Parses the arguments; `None` when not run by `cargo bench`.
fn parse_args() -> Option<Options> {
    let mut opts = Options {
        runs: env_or("BENCH_RUNS", DEFAULT_RUNS),
        ops: env_or("BENCH_OPS", DEFAULT_OPS),
        seed: std::env::var("BENCH_SEED")
            .ok()
            .and_then(|s| parse_num(&s))
            .unwrap_or(DEFAULT_SEED),
        generate_only: false,
        mlir_only: false,
        module: if std::env::var("BENCH_LLVM").is_ok_and(|v| v == "1") {
            ModuleKind::Llvm
        } else {
            ModuleKind::Unregistered
        },
    };
    let mut bench = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> u64 {
            args.next()
                .and_then(|v| parse_num(&v))
                .unwrap_or_else(|| panic!("{name} needs a number"))
        };
        match arg.as_str() {
            "--bench" => bench = true,
            "--runs" => opts.runs = value("--runs") as usize,
            "--ops" => opts.ops = value("--ops") as usize,
            "--seed" => opts.seed = value("--seed"),
            "--generate-only" => opts.generate_only = true,
            "--mlir-only" => opts.mlir_only = true,
            "--llvm" => opts.module = ModuleKind::Llvm,
            // libtest-style flags cargo may pass; a filter; ignore them.
            _ => {}
        }
    }
    if !bench {
        return None;
    }
    opts.runs = opts.runs.max(1);
    Some(opts)
}

fn main() {
    let Some(opts) = parse_args() else {
        println!("opt_vs_mlir: nothing to do outside `cargo bench --bench opt_vs_mlir`");
        return;
    };
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt"));
    // target/<profile>/dialectic-opt -> target/
    let target_dir = ours
        .parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    let bench_dir = target_dir.join("bench");
    std::fs::create_dir_all(&bench_dir).expect("create target/bench");

    let module = ensure_module(&bench_dir, opts.module, opts.ops, opts.seed);
    let size = std::fs::metadata(&module).map(|m| m.len()).unwrap_or(0);
    let ops = count_op_lines(&module);
    println!(
        "module: {} ({} ops, {:.1} MB, {:.1} bytes/op)",
        module.display(),
        ops,
        size as f64 / 1e6,
        size as f64 / ops.max(1) as f64
    );
    if opts.generate_only {
        return;
    }

    let mlir_opt = find_mlir_opt().unwrap_or_else(|| {
        eprintln!("error: mlir-opt-19 not found; run scripts/test.sh once to install LLVM/MLIR 19");
        std::process::exit(1);
    });
    if !opts.mlir_only && !ours.is_file() {
        eprintln!(
            "error: {} does not exist; run `cargo bench --bench opt_vs_mlir`",
            ours.display()
        );
        std::process::exit(1);
    }

    let mut rows = Vec::new();
    for (label, flags) in opts.module.flag_sets() {
        let identical = if opts.mlir_only {
            None
        } else {
            Some(compare_outputs(
                &ours, &mlir_opt, flags, &module, &bench_dir, label,
            ))
        };
        let mut ours_runs = Vec::new();
        let mut mlir_runs = Vec::new();
        eprintln!("{label}: timing {} runs per tool ...", opts.runs);
        for _ in 0..opts.runs {
            if !opts.mlir_only {
                ours_runs.push(measure(&ours, flags, &module));
            }
            mlir_runs.push(measure(&mlir_opt, flags, &module));
        }
        rows.push((label, flags, identical, ours_runs, mlir_runs));
    }

    println!();
    println!(
        "medians of {} runs each; wall time of parse + verify + print to /dev/null; peak RSS of the child",
        opts.runs
    );
    println!(
        "{:<10} {:<15} {:>10} {:>14}   output",
        "flags", "tool", "time (s)", "peak RSS (MB)"
    );
    for (label, _flags, identical, ours_runs, mlir_runs) in &rows {
        let mlir = summarize(mlir_runs);
        let output = match identical {
            None => "not compared",
            Some(true) => "identical",
            Some(false) => "DIFFERS (see above)",
        };
        if !ours_runs.is_empty() {
            let o = summarize(ours_runs);
            println!(
                "{label:<10} {:<15} {} {}   {output}",
                "dialectic-opt",
                fmt_time(&o),
                fmt_mem(&o)
            );
            println!(
                "{:<10} {:<15} {} {}",
                "",
                "mlir-opt-19",
                fmt_time(&mlir),
                fmt_mem(&mlir)
            );
            match (o, mlir) {
                (Some(o), Some(m)) => {
                    let t = o.0.as_secs_f64() / m.0.as_secs_f64();
                    let r = o.1 as f64 / m.1 as f64;
                    println!(
                        "{:<10} {:<15} {:>10.3} {:>14.3}   time {} (target <= 0.333), memory {} (target <= 0.6)",
                        "",
                        "ratio ours/mlir",
                        t,
                        r,
                        if t <= 1.0 / 3.0 { "ok" } else { "MISSED" },
                        if r <= 0.6 { "ok" } else { "MISSED" }
                    );
                }
                _ => println!(
                    "{:<10} {:<15} {:>10} {:>14}",
                    "", "ratio ours/mlir", "-", "-"
                ),
            }
        } else {
            println!(
                "{label:<10} {:<15} {} {}",
                "mlir-opt-19",
                fmt_time(&mlir),
                fmt_mem(&mlir)
            );
        }
    }
}

/// One measured run: wall time and peak RSS in KiB, or the failure.
type Sample = Result<(Duration, u64), String>;

fn measure(tool: &Path, flags: &[&str], module: &Path) -> Sample {
    let stderr_path =
        std::env::temp_dir().join(format!("opt_vs_mlir-{}.stderr", std::process::id()));
    let stderr = File::create(&stderr_path).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let child = Command::new(tool)
        .args(flags)
        .arg(module)
        .arg("-o")
        .arg("/dev/null")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let pid = child.id() as libc::pid_t;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: reaps our own child; `child` is never waited on by std.
    let rc = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let elapsed = start.elapsed();
    drop(child);
    if rc != pid {
        return Err(format!("wait4 failed: {}", std::io::Error::last_os_error()));
    }
    if !(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0) {
        let err = std::fs::read_to_string(&stderr_path).unwrap_or_default();
        let _ = std::fs::remove_file(&stderr_path);
        let first: Vec<&str> = err.lines().take(10).collect();
        return Err(format!(
            "{} failed (status {status:#x}):\n{}",
            tool.display(),
            first.join("\n")
        ));
    }
    let _ = std::fs::remove_file(&stderr_path);
    // ru_maxrss is in KiB on Linux.
    Ok((elapsed, usage.ru_maxrss as u64))
}

/// Median time and median peak RSS of the successful samples.
fn summarize(samples: &[Sample]) -> Option<(Duration, u64)> {
    for s in samples {
        if let Err(e) = s {
            eprintln!("{e}");
            break;
        }
    }
    let mut times: Vec<Duration> = samples
        .iter()
        .filter_map(|s| s.as_ref().ok().map(|v| v.0))
        .collect();
    let mut mems: Vec<u64> = samples
        .iter()
        .filter_map(|s| s.as_ref().ok().map(|v| v.1))
        .collect();
    if times.is_empty() {
        return None;
    }
    times.sort();
    mems.sort();
    Some((median(&times), median(&mems)))
}

/// The middle element (the lower middle for an even count) of a sorted slice.
fn median<T: Copy>(sorted: &[T]) -> T {
    sorted[(sorted.len() - 1) / 2]
}

fn fmt_time(s: &Option<(Duration, u64)>) -> String {
    match s {
        Some((t, _)) => format!("{:>10.3}", t.as_secs_f64()),
        None => format!("{:>10}", "failed"),
    }
}

fn fmt_mem(s: &Option<(Duration, u64)>) -> String {
    match s {
        Some((_, kib)) => format!("{:>14.1}", *kib as f64 / 1024.0),
        None => format!("{:>14}", "failed"),
    }
}

/// Runs both tools once with `-o` files and reports whether the outputs are
/// identical (with the first difference if not).
fn compare_outputs(
    ours: &Path,
    mlir: &Path,
    flags: &[&str],
    module: &Path,
    dir: &Path,
    label: &str,
) -> bool {
    let ours_out = dir.join(format!("out-{label}-dialectic-opt.mlir"));
    let mlir_out = dir.join(format!("out-{label}-mlir-opt.mlir"));
    for (tool, out) in [(ours, &ours_out), (mlir, &mlir_out)] {
        let _ = std::fs::remove_file(out);
        let result = Command::new(tool)
            .args(flags)
            .arg(module)
            .arg("-o")
            .arg(out)
            .stdout(Stdio::null())
            .output();
        match result {
            Ok(o) if o.status.success() => {}
            Ok(o) => {
                let err = String::from_utf8_lossy(&o.stderr);
                eprintln!(
                    "{label}: {} failed: {}",
                    tool.display(),
                    err.lines().take(10).collect::<Vec<_>>().join("\n")
                );
                return false;
            }
            Err(e) => {
                eprintln!("{label}: cannot run {}: {e}", tool.display());
                return false;
            }
        }
    }
    let (a, b) = match (File::open(&ours_out), File::open(&mlir_out)) {
        (Ok(a), Ok(b)) => (BufReader::new(a), BufReader::new(b)),
        _ => return false,
    };
    let mut lines_a = a.lines();
    let mut lines_b = b.lines();
    let mut n = 0usize;
    loop {
        n += 1;
        match (lines_a.next(), lines_b.next()) {
            (None, None) => break,
            (x, y) => {
                let x = x.and_then(Result::ok);
                let y = y.and_then(Result::ok);
                if x != y {
                    let cut = |s: Option<String>| match s {
                        Some(s) if s.len() > 200 => {
                            let mut end = 200;
                            while !s.is_char_boundary(end) {
                                end -= 1;
                            }
                            format!("{}...", &s[..end])
                        }
                        Some(s) => s,
                        None => "<end of file>".to_string(),
                    };
                    eprintln!("{label}: outputs differ at line {n}:");
                    eprintln!("  mlir-opt-19:   {}", cut(y));
                    eprintln!("  dialectic-opt: {}", cut(x));
                    eprintln!(
                        "  (full outputs: {} and {})",
                        mlir_out.display(),
                        ours_out.display()
                    );
                    return false;
                }
            }
        }
    }
    // Same lines; also require the same bytes (line endings, final newline).
    let same = std::fs::read(&ours_out).ok() == std::fs::read(&mlir_out).ok();
    if !same {
        eprintln!("{label}: outputs differ in line endings or the final newline");
    }
    let _ = std::fs::remove_file(&ours_out);
    let _ = std::fs::remove_file(&mlir_out);
    same
}

/// Number of lines holding an op: in generic form `%x = "d.op"(` or
/// `"d.op"(`; in custom form `%x = d.op` or `d.op` (a dotted name at the start
/// of the line) or the `module` keyword.
fn count_op_lines(path: &Path) -> usize {
    let Ok(f) = File::open(path) else { return 0 };
    BufReader::new(f)
        .lines()
        .map_while(Result::ok)
        .filter(|line| is_op_line(line))
        .count()
}

fn is_op_line(line: &str) -> bool {
    let mut rest = line.trim_start();
    if rest.starts_with('%') {
        match rest.find(" = ") {
            Some(pos) => rest = &rest[pos + 3..],
            None => return false,
        }
    }
    if let Some(quoted) = rest.strip_prefix('"') {
        return quoted
            .find('"')
            .is_some_and(|end| quoted[end + 1..].starts_with('('));
    }
    if rest.starts_with("module ") || rest == "module {" {
        return true;
    }
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(rest.len());
    let name = &rest[..name_len];
    name.contains('.') && name.starts_with(|c: char| c.is_ascii_alphabetic())
}

fn find_mlir_opt() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("MLIR_OPT") {
        return Some(PathBuf::from(p));
    }
    std::env::var_os("PATH")
        .and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|d| d.join("mlir-opt-19"))
                .find(|p| p.is_file())
        })
        .or_else(|| Some(PathBuf::from("/usr/lib/llvm-19/bin/mlir-opt")).filter(|p| p.is_file()))
}

/// Generates the module unless a file with the same header already exists.
fn ensure_module(dir: &Path, kind: ModuleKind, ops: usize, seed: u64) -> PathBuf {
    let thousands = ops / 1000;
    let prefix = kind.prefix();
    let name = if thousands * 1000 == ops {
        format!("{prefix}-{}k.mlir", ops / 1000)
    } else {
        format!("{prefix}-{ops}.mlir")
    };
    let path = dir.join(name);
    let header = kind.header(ops, seed);
    if let Ok(f) = File::open(&path) {
        let mut first = String::new();
        if BufReader::new(f).read_line(&mut first).is_ok() && first == header {
            return path;
        }
    }
    eprintln!("generating {} ...", path.display());
    let start = Instant::now();
    let tmp = path.with_extension("mlir.partial");
    let file = File::create(&tmp).expect("create module file");
    let mut w = BufWriter::new(file);
    let stats = kind.generate(ops, seed, &mut w).expect("write module");
    drop(w);
    std::fs::rename(&tmp, &path).expect("rename module file");
    eprintln!(
        "generated {} ops ({} functions, {} blocks, {:.1} MB) in {:.1}s",
        stats.ops,
        stats.functions,
        stats.blocks,
        stats.bytes as f64 / 1e6,
        start.elapsed().as_secs_f64()
    );
    path
}
