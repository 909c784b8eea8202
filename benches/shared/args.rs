//! The options the benchmarks over generated module shapes share: how many
//! runs, how many ops, the seed and the shapes, from the command line or
//! the environment (`BENCH_RUNS`, `BENCH_OPS`, `BENCH_SEED`,
//! `BENCH_SHAPES`). Each benchmark hands the flags it adds to a closure.

use crate::harness::{env_or, parse_num};
use crate::shapes::Shape;

const DEFAULT_RUNS: usize = 5;
const DEFAULT_SEED: u64 = 0xD1A1_EC71C;

/// The shared options.
pub(crate) struct CommonArgs {
    pub(crate) runs: usize,
    pub(crate) ops: usize,
    pub(crate) seed: u64,
    pub(crate) shapes: Vec<Shape>,
}

/// Parses a comma-separated list with `find`, exiting with the known names
/// on an unknown one.
pub(crate) fn parse_list<T>(
    list: &str,
    what: &str,
    known: &[&str],
    find: impl Fn(&str) -> Option<T>,
) -> Vec<T> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(|name| {
            find(name).unwrap_or_else(|| {
                eprintln!(
                    "error: unknown {what} '{name}' (known: {})",
                    known.join(", ")
                );
                std::process::exit(2)
            })
        })
        .collect()
}

/// Parses a list of shape names.
pub(crate) fn parse_shapes(list: &str) -> Vec<Shape> {
    let known: Vec<&str> = Shape::ALL.iter().map(|s| s.name()).collect();
    parse_list(list, "shape", &known, Shape::from_name)
}

/// Reads the shared options and passes every other argument (with the
/// rest of the arguments, to take a value from) to `extra`; `None` when
/// not run by `cargo bench` (no `--bench` argument).
pub(crate) fn parse_common(
    default_ops: usize,
    default_shapes: &[Shape],
    mut extra: impl FnMut(&str, &mut dyn Iterator<Item = String>),
) -> Option<CommonArgs> {
    let mut common = CommonArgs {
        runs: env_or("BENCH_RUNS", DEFAULT_RUNS),
        ops: env_or("BENCH_OPS", default_ops),
        seed: std::env::var("BENCH_SEED")
            .ok()
            .and_then(|s| parse_num(&s))
            .unwrap_or(DEFAULT_SEED),
        shapes: std::env::var("BENCH_SHAPES")
            .map(|s| parse_shapes(&s))
            .unwrap_or_else(|_| default_shapes.to_vec()),
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
            "--runs" => common.runs = value("--runs") as usize,
            "--ops" => common.ops = value("--ops") as usize,
            "--seed" => common.seed = value("--seed"),
            "--shapes" => {
                common.shapes = parse_shapes(&args.next().expect("--shapes needs a list"))
            }
            // A benchmark's own flags; libtest-style flags cargo may pass
            // and filters fall through it.
            other => extra(other, &mut args),
        }
    }
    if !bench {
        return None;
    }
    common.runs = common.runs.max(1);
    Some(common)
}
