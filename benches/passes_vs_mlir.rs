//! dialectic-opt vs mlir-opt-19 running pass pipelines on large generated
//! modules of many functions: wall time and peak memory of parse + pipeline +
//! print, and how each tool scales from one thread to all the machine has.
//!
//! ```text
//! cargo bench --bench passes_vs_mlir                         # default shapes and pipelines
//! cargo bench --bench passes_vs_mlir -- --shapes many-small --pipelines canonicalize-cse --runs 3
//! ```
//!
//! A pipeline is a list of pass flags given one by one, as a user types them
//! (`canonicalize-cse` is `--canonicalize --cse`); both tools nest them
//! implicitly under `builtin.module` and run the function passes of each
//! `func.func`/`llvm.func` on a thread pool. The modules are the shapes of
//! `opt_vs_mlir` (`shared/shapes.rs`), written once to
//! `target/bench/<shape>-<ops>.mlir`; the default shapes hold thousands of
//! functions at the default 100k ops (`many-small`: about 8,000).
//!
//! Per shape and pipeline, the two tools' outputs are first compared (a
//! difference fails the benchmark and its ratios are not judged); then each
//! tool runs `runs` times alternately on 1, 2 and all CPUs (the child's CPU
//! affinity: both tools size their thread pools by the CPUs they may run on),
//! and `--mlir-disable-threading` once more per run. The table shows the
//! medians, the ratios ours/mlir of wall time (all CPUs, target ≤ 0.5) and
//! of peak memory (target ≤ 0.6), and each tool's speedup from one thread to
//! all CPUs.
//!
//! Options (also as environment variables): `--shapes a,b` (`BENCH_SHAPES`),
//! `--pipelines a,b` (`BENCH_PIPELINES`), `--runs N` (`BENCH_RUNS`, default
//! 5), `--ops N` (`BENCH_OPS`, default 100000), `--seed N`. When run by
//! `cargo test --benches` it does nothing.

#[path = "shared/args.rs"]
mod args;
#[path = "gen/mod.rs"]
mod generator;
#[path = "shared/harness.rs"]
#[allow(dead_code)]
mod harness;
#[path = "shared/shapes.rs"]
#[allow(dead_code)]
mod shapes;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use args::{CommonArgs, parse_common, parse_list};
use harness::{Sample, compare_outputs, measure_on_cpus, oracle_tool, summarize};
use shapes::{Shape, ensure_module};

const DEFAULT_OPS: usize = 100_000;
const DEFAULT_SHAPES: [Shape; 4] = [
    Shape::ManySmall,
    Shape::FuncArithCf,
    Shape::LlvmBranchy,
    Shape::Corpus,
];
const TIME_TARGET: f64 = 0.5;
const MEMORY_TARGET: f64 = 0.6;

/// The pipelines the benchmark knows: a name and the pass flags.
const PIPELINES: &[(&str, &[&str])] = &[("canonicalize-cse", &["--canonicalize", "--cse"])];

type Pipeline = (&'static str, &'static [&'static str]);

struct Options {
    common: CommonArgs,
    pipelines: Vec<Pipeline>,
}

fn parse_pipelines(list: &str) -> Vec<Pipeline> {
    let known: Vec<&str> = PIPELINES.iter().map(|p| p.0).collect();
    parse_list(list, "pipeline", &known, |name| {
        PIPELINES.iter().copied().find(|p| p.0 == name)
    })
}

/// Parses the arguments; `None` when not run by `cargo bench`.
fn parse_args() -> Option<Options> {
    let mut pipelines = std::env::var("BENCH_PIPELINES")
        .map(|s| parse_pipelines(&s))
        .unwrap_or_else(|_| PIPELINES.to_vec());
    let common = parse_common(DEFAULT_OPS, &DEFAULT_SHAPES, |arg, rest| {
        if arg == "--pipelines" {
            pipelines = parse_pipelines(&rest.next().expect("--pipelines needs a list"));
        }
    })?;
    Some(Options { common, pipelines })
}

/// The CPU counts a pipeline runs on: 1, 2 and all the machine has.
fn cpu_counts() -> Vec<usize> {
    let all = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut counts = vec![1, 2.min(all), all];
    counts.dedup();
    counts
}

/// One tool's runs of one pipeline on one shape: per CPU count, and with
/// `--mlir-disable-threading`.
#[derive(Default)]
struct ToolRuns {
    per_cpus: Vec<Vec<Sample>>,
    disabled: Vec<Sample>,
}

struct Row {
    shape: &'static str,
    pipeline: &'static str,
    identical: bool,
    ours: ToolRuns,
    mlir: ToolRuns,
}

fn main() -> ExitCode {
    let Some(opts) = parse_args() else {
        println!("passes_vs_mlir: nothing to do outside `cargo bench --bench passes_vs_mlir`");
        return ExitCode::SUCCESS;
    };
    let built = PathBuf::from(env!("CARGO_BIN_EXE_dialectic-opt"));
    let ours = std::env::var_os("DIALECTIC_OPT").map_or_else(|| built.clone(), PathBuf::from);
    let target_dir = built
        .parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    let bench_dir = target_dir.join("bench");
    std::fs::create_dir_all(&bench_dir).expect("create target/bench");
    let mlir_opt = oracle_tool(dialectic_oracle::Tool::MlirOpt);
    let cpus = cpu_counts();

    let mut rows = Vec::new();
    for &shape in &opts.common.shapes {
        let module = ensure_module(&bench_dir, shape, opts.common.ops, opts.common.seed);
        let functions = count_functions(&module);
        println!(
            "{:<14} {} ({functions} functions)",
            shape.name(),
            module.display()
        );
        for &(pipeline, passes) in &opts.pipelines {
            let mut flags = shape.flags().to_vec();
            flags.extend_from_slice(passes);
            let label = format!("{}-{pipeline}", shape.name());
            let identical =
                compare_outputs(&ours, &mlir_opt, &flags, &module, &bench_dir, &label, false);
            let mut row = Row {
                shape: shape.name(),
                pipeline,
                identical,
                ours: ToolRuns::default(),
                mlir: ToolRuns::default(),
            };
            if identical {
                eprintln!("{label}: timing {} runs per tool ...", opts.common.runs);
                let mut single = flags.clone();
                single.push("--mlir-disable-threading");
                row.ours.per_cpus = vec![Vec::new(); cpus.len()];
                row.mlir.per_cpus = vec![Vec::new(); cpus.len()];
                for _ in 0..opts.common.runs {
                    for (tool, runs) in [(&ours, &mut row.ours), (&mlir_opt, &mut row.mlir)] {
                        for (samples, &n) in runs.per_cpus.iter_mut().zip(&cpus) {
                            samples.push(measure_on_cpus(tool, &flags, &module, Some(n)));
                        }
                        runs.disabled
                            .push(measure_on_cpus(tool, &single, &module, None));
                    }
                }
            }
            rows.push(row);
        }
    }
    let (table, ok) = render(&rows, &cpus, opts.common.runs);
    print!("{table}");
    if ok {
        ExitCode::SUCCESS
    } else {
        eprintln!("error: the outputs differ, so no time or memory target is met");
        ExitCode::FAILURE
    }
}

/// Lines that open a function (`func.func` or `llvm.func` with a body).
fn count_functions(module: &Path) -> usize {
    std::fs::read_to_string(module)
        .map(|text| {
            text.lines()
                .filter(|l| {
                    let l = l.trim_start();
                    (l.starts_with("func.func") || l.starts_with("llvm.func")) && l.ends_with('{')
                })
                .count()
        })
        .unwrap_or(0)
}

fn secs(s: &Option<(Duration, u64)>) -> Option<f64> {
    s.map(|(t, _)| t.as_secs_f64())
}

fn mib(s: &Option<(Duration, u64)>) -> Option<f64> {
    s.map(|(_, kib)| kib as f64 / 1024.0)
}

fn cell(out: &mut String, value: Option<f64>, digits: usize) {
    match value {
        Some(v) => {
            let _ = write!(out, " {v:>8.digits$}");
        }
        None => {
            let _ = write!(out, " {:>8}", "-");
        }
    }
}

fn ratio(out: &mut String, ours: Option<f64>, mlir: Option<f64>, target: f64) -> Option<f64> {
    match (ours, mlir) {
        (Some(o), Some(m)) if m > 0.0 => {
            let r = o / m;
            let mark = if r <= target { ' ' } else { '!' };
            let _ = write!(out, " {r:>6.3}{mark}");
            Some(r)
        }
        _ => {
            let _ = write!(out, " {:>6} ", "-");
            None
        }
    }
}

/// The table: per shape and pipeline, the medians per CPU count, with
/// threading disabled, the ratios and the speedups; the last line holds the
/// worst ratios.
fn render(rows: &[Row], cpus: &[usize], runs: usize) -> (String, bool) {
    let mut out = String::new();
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "medians of {runs} runs each; wall time (s) of parse + pipeline + print to /dev/null on 1..all CPUs, and with --mlir-disable-threading (nt); peak RSS (MB) on all CPUs"
    );
    let _ = writeln!(
        out,
        "ratio = dialectic-opt / mlir-opt-19 on all CPUs; '!' marks a missed target (time <= {TIME_TARGET}, memory <= {MEMORY_TARGET}); speedup = time on 1 CPU / time on all"
    );
    let mut head = format!("{:<14} {:<17} {:<6}", "shape", "pipeline", "tool");
    for n in cpus {
        let _ = write!(head, " {:>8}", format!("{n} cpu"));
    }
    let _ = write!(head, " {:>8} {:>8} {:>8}", "nt", "RSS", "speedup");
    let _ = write!(head, " {:>7} {:>7}", "time", "memory");
    let _ = writeln!(out, "{head}");
    let mut ok = true;
    let mut worst = [f64::NAN; 2];
    for row in rows {
        if !row.identical {
            ok = false;
            let _ = writeln!(
                out,
                "{:<14} {:<17} DIFFERS (see above)",
                row.shape, row.pipeline
            );
            continue;
        }
        let all = |runs: &ToolRuns| summarize(runs.per_cpus.last().map_or(&[][..], |v| v));
        let (ours_all, mlir_all) = (all(&row.ours), all(&row.mlir));
        for (name, runs) in [("ours", &row.ours), ("mlir", &row.mlir)] {
            let _ = write!(out, "{:<14} {:<17} {name:<6}", row.shape, row.pipeline);
            let medians: Vec<_> = runs.per_cpus.iter().map(|s| summarize(s)).collect();
            for m in &medians {
                cell(&mut out, secs(m), 3);
            }
            cell(&mut out, secs(&summarize(&runs.disabled)), 3);
            cell(&mut out, mib(medians.last().unwrap_or(&None)), 1);
            let speedup = match (medians.first(), medians.last()) {
                (Some(first), Some(last)) => secs(first).zip(secs(last)).map(|(a, b)| a / b),
                _ => None,
            };
            cell(&mut out, speedup, 2);
            if name == "ours" {
                let ratios = [
                    (secs(&ours_all), secs(&mlir_all), TIME_TARGET),
                    (mib(&ours_all), mib(&mlir_all), MEMORY_TARGET),
                ];
                for (i, (o, m, target)) in ratios.into_iter().enumerate() {
                    if let Some(r) = ratio(&mut out, o, m, target) {
                        worst[i] = if worst[i].is_nan() {
                            r
                        } else {
                            worst[i].max(r)
                        };
                    }
                }
            }
            out.push('\n');
        }
    }
    let _ = write!(out, "{:<14} {:<17} {:<6}", "worst", "", "");
    for _ in 0..cpus.len() + 3 {
        let _ = write!(out, " {:>8}", "");
    }
    for (w, target) in worst.iter().zip([TIME_TARGET, MEMORY_TARGET]) {
        ratio(&mut out, (!w.is_nan()).then_some(*w), Some(1.0), target);
    }
    out.push('\n');
    (out, ok)
}
