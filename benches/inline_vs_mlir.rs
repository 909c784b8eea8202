//! `dialectic-opt --inline` vs `mlir-opt-19 --inline` on a generated
//! module of thousands of functions calling each other (`gen/call_graph.rs`:
//! leaves, helpers of one or several blocks, some recursive or called
//! through `call_indirect`, mid-level functions in cycles of two, entry
//! points): wall time and peak memory, medians, and the ratios ours/mlir.
//!
//! ```text
//! cargo bench --bench inline_vs_mlir                                # 3000 functions, 5 runs
//! cargo bench --bench inline_vs_mlir -- --functions 10000 --runs 3
//! cargo bench --bench inline_vs_mlir -- --seed 7 --generate-only   # just write the module
//! ```
//!
//! The module is written to `target/bench/inline-<functions>.mlir` and
//! reused while its first line (functions, seed, generator version)
//! matches. Two flag sets: `--inline` with threads as the machine has them,
//! and `--inline --mlir-disable-threading`. For each, both tools run once
//! with `-o` to a file and the outputs are compared: a difference is
//! reported, its row shows no ratio and the benchmark exits with 1. Then
//! the tools run alternately, `runs` times each, with `-o /dev/null`,
//! measuring the wall time and the peak RSS (`wait4`) of each child.
//!
//! Options (also as environment variables): `--functions N`
//! (`BENCH_FUNCTIONS`, default 3000, at least 8), `--runs N` (`BENCH_RUNS`,
//! default 5), `--seed N` (`BENCH_SEED`), `--generate-only`. `cargo bench`
//! builds `dialectic-opt` with the bench profile; `$DIALECTIC_OPT` names
//! another binary to time. When run by `cargo test --benches` (no `--bench`
//! argument) it does nothing.

#[path = "gen/call_graph.rs"]
mod call_graph;
#[path = "shared/harness.rs"]
#[allow(dead_code)]
mod harness;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use harness::{
    compare_outputs, env_or, fmt_mem, fmt_time, measure, oracle_tool, parse_num, summarize,
};

const DEFAULT_FUNCTIONS: usize = 3000;
const DEFAULT_RUNS: usize = 5;
const DEFAULT_SEED: u64 = 0x014E_114E;

/// The flag sets timed, with their labels.
const FLAG_SETS: [(&str, &[&str]); 2] = [
    ("--inline", &["--inline"]),
    (
        "--inline, 1 thread",
        &["--inline", "--mlir-disable-threading"],
    ),
];

struct Options {
    functions: usize,
    runs: usize,
    seed: u64,
    generate_only: bool,
}

/// The options; `None` when not run by `cargo bench`.
fn parse_args() -> Option<Options> {
    let mut opts = Options {
        functions: env_or("BENCH_FUNCTIONS", DEFAULT_FUNCTIONS),
        runs: env_or("BENCH_RUNS", DEFAULT_RUNS),
        seed: std::env::var("BENCH_SEED")
            .ok()
            .and_then(|s| parse_num(&s))
            .unwrap_or(DEFAULT_SEED),
        generate_only: false,
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
            "--functions" => opts.functions = value("--functions") as usize,
            "--runs" => opts.runs = value("--runs") as usize,
            "--seed" => opts.seed = value("--seed"),
            "--generate-only" => opts.generate_only = true,
            // libtest-style flags cargo may pass, or a filter: ignored.
            _ => {}
        }
    }
    if !bench {
        return None;
    }
    opts.runs = opts.runs.max(1);
    opts.functions = opts.functions.max(8);
    Some(opts)
}

/// The module for `opts`, written unless a file with the same header is
/// there.
fn ensure_module(dir: &Path, opts: &Options) -> PathBuf {
    let path = dir.join(format!("inline-{}.mlir", opts.functions));
    let header = call_graph::header(opts.functions, opts.seed);
    let current = std::fs::File::open(&path).ok().and_then(|f| {
        let mut line = String::new();
        BufReader::new(f).read_line(&mut line).ok()?;
        Some(line)
    });
    if current.as_deref() != Some(header.as_str()) {
        let text = call_graph::generate(opts.functions, opts.seed);
        std::fs::write(&path, text).expect("write the generated module");
    }
    path
}

fn main() -> ExitCode {
    let Some(opts) = parse_args() else {
        println!("inline_vs_mlir: nothing to do outside `cargo bench --bench inline_vs_mlir`");
        return ExitCode::SUCCESS;
    };
    let built = PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt"));
    let ours = std::env::var_os("DIALECTIC_OPT").map_or_else(|| built.clone(), PathBuf::from);
    // target/<profile>/dialectic-opt -> target/
    let target_dir = built
        .parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    let bench_dir = target_dir.join("bench");
    std::fs::create_dir_all(&bench_dir).expect("create target/bench");
    let module = ensure_module(&bench_dir, &opts);
    let size = std::fs::metadata(&module).map(|m| m.len()).unwrap_or(0);
    println!(
        "{} ({} functions, {:.1} MB)",
        module.display(),
        opts.functions,
        size as f64 / 1e6
    );
    if opts.generate_only {
        return ExitCode::SUCCESS;
    }
    if !ours.is_file() {
        eprintln!(
            "error: {} does not exist; run `cargo bench --bench inline_vs_mlir`",
            ours.display()
        );
        return ExitCode::FAILURE;
    }
    let mlir_opt = oracle_tool(dialectic_oracle::Tool::MlirOpt);
    let mut all_identical = true;
    println!(
        "\n{:<20} {:>10} {:>10} {:>8} {:>14} {:>14} {:>8}",
        "flags", "ours (s)", "mlir (s)", "time", "ours (MB)", "mlir (MB)", "memory"
    );
    for (label, flags) in FLAG_SETS {
        let name = format!("inline-{}", label.replace([' ', ',', '-'], ""));
        let identical = compare_outputs(&ours, &mlir_opt, flags, &module, &bench_dir, &name, false);
        if !identical {
            all_identical = false;
            println!("{label:<20} outputs differ: no ratio");
            continue;
        }
        eprintln!("{label}: timing {} runs per tool ...", opts.runs);
        let (mut ours_samples, mut mlir_samples) = (Vec::new(), Vec::new());
        for _ in 0..opts.runs {
            ours_samples.push(measure(&ours, flags, &module));
            mlir_samples.push(measure(&mlir_opt, flags, &module));
        }
        let (ours_median, mlir_median) = (summarize(&ours_samples), summarize(&mlir_samples));
        let ratio = |f: fn(&(std::time::Duration, u64)) -> f64| match (&ours_median, &mlir_median) {
            (Some(a), Some(b)) if f(b) > 0.0 => format!("{:>8.2}", f(a) / f(b)),
            _ => format!("{:>8}", "-"),
        };
        println!(
            "{label:<20} {} {} {} {} {} {}",
            fmt_time(&ours_median),
            fmt_time(&mlir_median),
            ratio(|s| s.0.as_secs_f64()),
            fmt_mem(&ours_median),
            fmt_mem(&mlir_median),
            ratio(|s| s.1 as f64),
        );
    }
    println!(
        "\nmedians of {} runs; ratios are ours / mlir-opt-19",
        opts.runs
    );
    if all_identical {
        ExitCode::SUCCESS
    } else {
        eprintln!("error: the outputs differ, so no ratio is meaningful");
        ExitCode::FAILURE
    }
}
