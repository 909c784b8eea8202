//! What a dialect defined as data costs at build time: the expansion time of
//! each shipped dialect's `.td` file (what `dialect!` does inside rustc), the
//! Rust it generates (lines per op, formatted as `dialectic-tblgen
//! --gen-rust` prints it), and the incremental build time of the workspace
//! after `defs/llvm.td` is touched or one of its ops is edited.
//!
//! ```text
//! cargo bench --bench codegen_cost                    # expansion and lines, 5 runs
//! cargo bench --bench codegen_cost -- --incremental   # also the incremental builds
//! cargo bench --bench codegen_cost -- --runs 3
//! ```
//!
//! The expansion is timed in this process, built with the bench profile
//! (optimised). A `cargo build` runs the macro built with the dev profile's
//! `build-override`; `--incremental` reports those times too, as the macro
//! reports them (`DIALECTIC_MACRO_TIMING=1`), beside the wall time of
//! `cargo build --workspace` (dev profile, the target directory this bench
//! runs from). The edit scenario changes one op's summary in
//! `defs/llvm/Ops.td` and puts the file back afterwards (a copy is kept
//! beside it while the bench runs, and restored first if a run was
//! interrupted). When run by `cargo test --benches` it does nothing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use dialectic_codegen::{ExpandOptions, backend, read_model};

/// The `.td` files of the shipped dialects.
const DIALECTS: &[&str] = &[
    "defs/builtin.td",
    "defs/func.td",
    "defs/arith.td",
    "defs/cf.td",
    "defs/dlti.td",
    "defs/llvm.td",
];

/// The file the edit scenario changes, and the text it changes.
const EDITED: &str = "defs/llvm/Ops.td";
const SUMMARY: &str = "summary = \"";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if !args.iter().any(|a| a == "--bench") {
        return;
    }
    let runs = args
        .iter()
        .position(|a| a == "--runs")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse::<usize>().ok())
        .unwrap_or(5)
        .max(1);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    expansion_table(&root, runs);
    if args.iter().any(|a| a == "--incremental") {
        incremental_table(&root, runs);
    }
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

fn expansion_table(root: &Path, runs: usize) {
    println!("expansion of each dialect (optimised build, medians of {runs} runs)");
    println!(
        "{:<18} {:>9} {:>9} {:>9} {:>5} {:>11} {:>8} {:>9}",
        "file", "read ms", "gen ms", "total ms", "ops", "attrs/types", "lines", "lines/op"
    );
    for file in DIALECTS {
        let path = root.join(file);
        let options = ExpandOptions {
            root: Some(root.to_path_buf()),
            ..ExpandOptions::default()
        };
        let (mut read_ms, mut gen_ms) = (Vec::new(), Vec::new());
        let mut last = None;
        for _ in 0..runs {
            let started = Instant::now();
            let read = read_model(&path, &options).unwrap_or_else(|e| panic!("{file}: {e}"));
            let read_done = Instant::now();
            let mut tokens = backend::rust::generate(&read.model, &read.files);
            tokens.extend(backend::llvm_translation::generate(&read.model));
            let done = Instant::now();
            read_ms.push((read_done - started).as_secs_f64() * 1e3);
            gen_ms.push((done - read_done).as_secs_f64() * 1e3);
            last = Some((read, tokens));
        }
        let (read, tokens) = last.expect("at least one run");
        let parsed: syn::File = syn::parse2(tokens).expect("the expansion parses as Rust");
        let lines = prettyplease::unparse(&parsed).lines().count();
        let ops = read.model.ops.len();
        let defs = read.model.attr_type_defs.len();
        let (read_ms, gen_ms) = (median(read_ms), median(gen_ms));
        let per_op = if ops == 0 {
            "-".to_string()
        } else {
            format!("{:.0}", lines as f64 / ops as f64)
        };
        println!(
            "{file:<18} {read_ms:>9.1} {gen_ms:>9.1} {:>9.1} {ops:>5} {defs:>11} {lines:>8} {per_op:>9}",
            read_ms + gen_ms
        );
    }
    println!("(lines: the whole expansion, attributes and types included, per op of the file)");
}

/// Restores `EDITED` from its copy when dropped.
struct Restore {
    path: PathBuf,
    copy: PathBuf,
}

impl Restore {
    fn new(path: PathBuf) -> Restore {
        let copy = path.with_extension("td.bench-copy");
        if copy.exists() {
            std::fs::copy(&copy, &path).expect("restoring the copy of an interrupted run");
        }
        std::fs::copy(&path, &copy).expect("copying the edited file");
        Restore { path, copy }
    }
}

impl Drop for Restore {
    fn drop(&mut self) {
        if std::fs::copy(&self.copy, &self.path).is_ok() {
            std::fs::remove_file(&self.copy).ok();
        }
    }
}

/// One `cargo build --workspace`: its wall time in seconds and the macro
/// timings it reported.
fn cargo_build(root: &Path, target_dir: &Path) -> (f64, Vec<String>) {
    let started = Instant::now();
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(root)
        .args(["build", "--workspace", "--quiet"])
        .env("CARGO_TARGET_DIR", target_dir)
        .env("DIALECTIC_MACRO_TIMING", "1")
        .output()
        .expect("running cargo build");
    let wall = started.elapsed().as_secs_f64();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "cargo build failed:\n{stderr}");
    let timings = stderr
        .lines()
        .filter(|l| l.contains("expanded in"))
        .map(str::to_string)
        .collect();
    (wall, timings)
}

/// The target directory this bench binary was built in
/// (`<target>/release/deps/codegen_cost-*`).
fn target_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("the bench's path");
    exe.ancestors()
        .nth(3)
        .map(Path::to_path_buf)
        .expect("the bench runs from <target>/<profile>/deps")
}

/// The milliseconds of `llvm.td`'s expansion in a macro timing report.
fn llvm_expansion_ms(timings: &[String]) -> Option<f64> {
    timings
        .iter()
        .find(|l| l.starts_with("dialect!(\"defs/llvm.td\")"))
        .and_then(|l| l.split("expanded in ").nth(1))
        .and_then(|rest| rest.split(" ms").next())
        .and_then(|ms| ms.trim().parse().ok())
}

fn incremental_table(root: &Path, runs: usize) {
    let target = target_dir();
    println!();
    println!(
        "incremental `cargo build --workspace` (dev profile, {}), medians of {runs} runs",
        target.display()
    );
    cargo_build(root, &target);
    let llvm_td = root.join("defs/llvm.td");
    let edited = root.join(EDITED);
    let restore = Restore::new(edited.clone());
    let original = std::fs::read_to_string(&restore.copy).expect("reading the edited file");
    let at = original.find(SUMMARY).expect("an op summary to edit") + SUMMARY.len();
    println!(
        "{:<32} {:>10} {:>22}",
        "change", "build s", "llvm.td expansion ms"
    );
    for (scenario, edit) in [
        ("touch defs/llvm.td", false),
        ("edit an op summary (Ops.td)", true),
    ] {
        let (mut walls, mut expansions) = (Vec::new(), Vec::new());
        for run in 0..runs {
            if !edit {
                let file = std::fs::File::options()
                    .append(true)
                    .open(&llvm_td)
                    .expect("opening defs/llvm.td");
                file.set_modified(std::time::SystemTime::now())
                    .expect("touching defs/llvm.td");
            } else {
                let text = format!("{}edit {run} {}", &original[..at], &original[at..]);
                std::fs::write(&edited, text).expect("editing the file");
            }
            let (wall, timings) = cargo_build(root, &target);
            walls.push(wall);
            if let Some(ms) = llvm_expansion_ms(&timings) {
                expansions.push(ms);
            }
        }
        let expansion = if expansions.is_empty() {
            "-".to_string()
        } else {
            format!("{:.1}", median(expansions))
        };
        println!("{scenario:<32} {:>10.2} {expansion:>22}", median(walls));
    }
    drop(restore);
    cargo_build(root, &target);
}
