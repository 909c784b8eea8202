//! dialectic-opt vs mlir-opt-19 on a matrix of module shapes: wall time and
//! peak memory of parse + verify + print, with and without threads, and of
//! `--canonicalize`, one table for every shape.
//!
//! ```text
//! cargo bench --bench opt_vs_mlir                           # every shape, 500k ops, 5 runs
//! cargo bench --bench opt_vs_mlir -- --shapes corpus,nested --ops 100000 --runs 3
//! cargo bench --bench opt_vs_mlir -- --generate-only        # just write the modules
//! ```
//!
//! The shapes (`shared/shapes.rs`, each generated deterministically by
//! `gen/`): `unregistered` (registered `func.func` functions holding
//! unregistered ops, generic form), `llvm-straight` and `llvm-branchy` (the
//! `llvm` dialect in custom form, straight-line chains and a C compiler's
//! multi-block mix), `corpus` (the real programs of `tests/corpus/llvm/`
//! concatenated), `func-arith-cf` (custom form), `nested` (regions 30-60
//! levels deep), `many-small` and `few-huge` (functions of 8-16 ops, or a
//! handful of huge ones). Each is written once to
//! `target/bench/<shape>-500k.mlir` and reused while its header matches.
//!
//! `cargo bench` builds `dialectic-opt` with the bench profile (optimised,
//! like release) into `target/release/`; this harness builds nothing itself,
//! it runs the binary cargo built for it (`CARGO_BIN_EXE_dialectic-opt`), or
//! the one `$DIALECTIC_OPT` names (to time a saved build against a newer one).
//!
//! Per shape, three flag sets: the shape's own flags (threads as the machine
//! has them), the same with `--mlir-disable-threading` in both tools, and the
//! same with `--canonicalize`. For each, the two tools' outputs are first
//! compared (each run once with `-o` to a file); a difference is reported, the
//! ratios of that flag set are not judged and the benchmark exits with 1
//! (`--inject-wrong-output` appends a line to ours to show it). Then the tools
//! run alternately, `runs` times each per flag set, with `-o /dev/null`; for
//! every child the wall time and the peak RSS (`wait4`'s `ru_maxrss`) are
//! measured. The table (`shared/matrix.rs`) shows the medians and the ratios
//! ours/mlir against the targets: time ≤ 0.33 with threads, ≤ 0.5 with one
//! thread, peak memory (of the threaded run) ≤ 0.6, `--canonicalize` ≤ 0.5;
//! its last row is the worst ratio of each column.
//!
//! Options (also as environment variables): `--shapes a,b` (`BENCH_SHAPES`,
//! default all), `--flag-sets threads,1-thread,canonicalize` (a subset of
//! the columns; the others show `skipped`), `--runs N` (`BENCH_RUNS`, default 5), `--ops N`
//! (`BENCH_OPS`, default 500000), `--seed N` (`BENCH_SEED`),
//! `--generate-only`, `--inject-wrong-output`. When run by
//! `cargo test --benches` (no `--bench` argument) it does nothing.

#[path = "shared/args.rs"]
mod args;
#[path = "gen/mod.rs"]
mod generator;
#[path = "shared/harness.rs"]
#[allow(dead_code)]
mod harness;
#[path = "shared/matrix.rs"]
mod matrix;
#[path = "shared/shapes.rs"]
mod shapes;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use args::{CommonArgs, parse_common};
use harness::{compare_outputs, count_op_lines, measure, oracle_tool};
use matrix::{Cell, MatrixRow, TARGETS, render_matrix};
use shapes::{Shape, ensure_module};

const DEFAULT_OPS: usize = 500_000;

struct Options {
    common: CommonArgs,
    /// Which of the three flag sets to run (threads, 1-thread, canonicalize).
    flag_sets: [bool; 3],
    generate_only: bool,
    inject_wrong_output: bool,
}

/// Parses the arguments; `None` when not run by `cargo bench`.
fn parse_args() -> Option<Options> {
    let mut flag_sets = [true; 3];
    let (mut generate_only, mut inject_wrong_output) = (false, false);
    let common = parse_common(DEFAULT_OPS, &Shape::ALL, |arg, rest| match arg {
        "--flag-sets" => {
            let list = rest.next().expect("--flag-sets needs a list");
            flag_sets = FLAG_SET_LABELS.map(|label| list.split(',').any(|s| s == label));
        }
        "--generate-only" => generate_only = true,
        "--inject-wrong-output" => inject_wrong_output = true,
        _ => {}
    })?;
    Some(Options {
        common,
        flag_sets,
        generate_only,
        inject_wrong_output,
    })
}

/// The names of the three flag sets, for `--flag-sets`.
const FLAG_SET_LABELS: [&str; 3] = ["threads", "1-thread", "canonicalize"];

/// The three flag sets of a shape: its own flags, single-threaded, and
/// canonicalizing.
fn flag_sets(shape: Shape) -> [Vec<&'static str>; 3] {
    let base = shape.flags().to_vec();
    let with = |extra: &'static str| {
        let mut flags = base.clone();
        flags.push(extra);
        flags
    };
    [
        base.clone(),
        with("--mlir-disable-threading"),
        with("--canonicalize"),
    ]
}

fn main() -> ExitCode {
    let Some(opts) = parse_args() else {
        println!("opt_vs_mlir: nothing to do outside `cargo bench --bench opt_vs_mlir`");
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

    let mut modules = Vec::new();
    for &shape in &opts.common.shapes {
        let module = ensure_module(&bench_dir, shape, opts.common.ops, opts.common.seed);
        let size = std::fs::metadata(&module).map(|m| m.len()).unwrap_or(0);
        let ops = count_op_lines(&module);
        println!(
            "{:<14} {} ({} ops, {:.1} MB, {:.1} bytes/op)",
            shape.name(),
            module.display(),
            ops,
            size as f64 / 1e6,
            size as f64 / ops.max(1) as f64
        );
        modules.push((shape, module, ops));
    }
    if opts.generate_only {
        return ExitCode::SUCCESS;
    }
    if !ours.is_file() {
        eprintln!(
            "error: {} does not exist; run `cargo bench --bench opt_vs_mlir`",
            ours.display()
        );
        return ExitCode::FAILURE;
    }
    let mlir_opt = oracle_tool(dialectic_oracle::Tool::MlirOpt);

    let mut rows = Vec::new();
    for (shape, module, ops) in modules {
        let sets = flag_sets(shape);
        let mut cells: Vec<Cell> = sets
            .iter()
            .zip(FLAG_SET_LABELS)
            .zip(opts.flag_sets)
            .map(|((flags, label), run)| {
                Cell::new(run.then(|| {
                    compare_outputs(
                        &ours,
                        &mlir_opt,
                        flags,
                        &module,
                        &bench_dir,
                        &format!("{}-{label}", shape.name()),
                        opts.inject_wrong_output,
                    )
                }))
            })
            .collect();
        eprintln!(
            "{}: timing {} runs per tool and flag set ...",
            shape.name(),
            opts.common.runs
        );
        for _ in 0..opts.common.runs {
            for (cell, flags) in cells.iter_mut().zip(&sets) {
                if cell.identical != Some(true) {
                    continue;
                }
                cell.ours.push(measure(&ours, flags, &module));
                cell.mlir.push(measure(&mlir_opt, flags, &module));
            }
        }
        let canonicalize = cells.pop().expect("three cells");
        let single = cells.pop().expect("three cells");
        let threads = cells.pop().expect("three cells");
        rows.push(MatrixRow {
            shape: shape.name(),
            ops,
            threads,
            single,
            canonicalize,
        });
    }
    let (table, identical) = render_matrix(&rows, opts.common.runs, TARGETS);
    print!("{table}");
    if identical {
        ExitCode::SUCCESS
    } else {
        eprintln!("error: the outputs differ, so no time or memory target is met");
        ExitCode::FAILURE
    }
}
