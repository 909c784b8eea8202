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
//! difference is reported, the ratios are not judged and the benchmark exits
//! with 1 (`--inject-wrong-output` appends a line to ours to show it). Then the tools run alternately, `runs`
//! times each, with the same flags and `-o /dev/null`; for every child the wall
//! time and the peak RSS (`wait4`'s `ru_maxrss`) are measured. The table shows
//! the medians and the ratios ours/mlir. The targets are a time ratio ≤ 0.33
//! and a memory ratio ≤ 0.6.
//!
//! Options (also as environment variables): `--runs N` (`BENCH_RUNS`, default
//! 5), `--ops N` (`BENCH_OPS`, default 500000), `--seed N` (`BENCH_SEED`),
//! `--llvm` (`BENCH_LLVM=1`), `--inject-wrong-output`.
//! When run by `cargo test --benches` (no `--bench` argument) it does nothing.

#[path = "gen/mod.rs"]
mod generator;
#[path = "shared/harness.rs"]
mod harness;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use harness::{
    ModuleKind, Row, compare_outputs, count_op_lines, ensure_module, env_or, measure, oracle_tool,
    parse_num, print_table,
};

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
    inject_wrong_output: bool,
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
        inject_wrong_output: false,
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
            "--inject-wrong-output" => opts.inject_wrong_output = true,
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

fn main() -> ExitCode {
    let Some(opts) = parse_args() else {
        println!("opt_vs_mlir: nothing to do outside `cargo bench --bench opt_vs_mlir`");
        return ExitCode::SUCCESS;
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
        return ExitCode::SUCCESS;
    }

    let mlir_opt = oracle_tool(dialectic_oracle::Tool::MlirOpt);
    if !opts.mlir_only && !ours.is_file() {
        eprintln!(
            "error: {} does not exist; run `cargo bench --bench opt_vs_mlir`",
            ours.display()
        );
        std::process::exit(1);
    }

    let mut rows = Vec::new();
    for (label, flags) in opts.module.flag_sets() {
        let identical = (!opts.mlir_only).then(|| {
            compare_outputs(
                &ours,
                &mlir_opt,
                flags,
                &module,
                &bench_dir,
                label,
                opts.inject_wrong_output,
            )
        });
        let mut row = Row {
            label,
            identical,
            ours: Vec::new(),
            mlir: Vec::new(),
        };
        eprintln!("{label}: timing {} runs per tool ...", opts.runs);
        for _ in 0..opts.runs {
            if !opts.mlir_only {
                row.ours.push(measure(&ours, flags, &module));
            }
            row.mlir.push(measure(&mlir_opt, flags, &module));
        }
        rows.push(row);
    }
    let identical = print_table(
        &rows,
        opts.runs,
        "parse + verify + print",
        ("dialectic-opt", "mlir-opt-19"),
        (1.0 / 3.0, 0.6),
    );
    if identical {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
