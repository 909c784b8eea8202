//! What a dialect defined as data costs at build time, per shipped dialect:
//! the expansion time of its `.td` file (what `dialect!` does inside
//! rustc), the Rust it generates (lines per op, formatted as
//! `dialectic-tblgen --gen-rust` prints it), the debug and release build
//! of the crate that holds it (`dialectic`'s library, or the dialect's own
//! crate under `dialects/`), and the incremental build of the workspace
//! after the dialect's `.td` file is touched or one of its ops is edited.
//!
//! ```text
//! cargo bench --bench codegen_cost                    # expansion and lines, 5 runs
//! cargo bench --bench codegen_cost -- --crate-build   # also the debug and release crate builds
//! cargo bench --bench codegen_cost -- --incremental   # also the incremental builds
//! cargo bench --bench codegen_cost -- --runs 3
//! ```
//!
//! The expansion is timed in this process, built with the bench profile
//! (optimised, as the dev profile builds the macro and the code generator).
//! `--crate-build` builds each crate that holds dialects from scratch
//! (`CARGO_INCREMENTAL=0`, after touching its `src/lib.rs`) with the dev
//! and the release profile: `dialectic`'s library, whose cost per op is
//! its build time over the ops of all the dialects in it, and each
//! dialect crate under `dialects/` (found by its `dialect!` calls).
//! `--incremental` times `cargo build --workspace` (dev profile, the
//! target directory this bench runs from) after each dialect's `.td` file
//! is touched and after one of its op summaries is edited, with the wall
//! time, the CPU time (user and system, of cargo and the compilers it
//! runs: on a shared machine the steadier figure), and the expansion time
//! the macro reports (`DIALECTIC_MACRO_TIMING=1`). An edited file is put
//! back afterwards (a copy is kept beside it while the bench runs, and
//! restored first if a run was interrupted). When run by `cargo test
//! --benches` it does nothing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use dialectic_codegen::{ExpandOptions, backend, read_model};

/// The `.td` files of the dialects in `dialectic`'s library, each with the
/// file that holds the op the edit scenario changes (`None`: the dialect
/// has no op).
const ROOT_DIALECTS: &[(&str, Option<&str>)] = &[
    ("defs/builtin.td", Some("defs/builtin.td")),
    ("defs/func.td", Some("defs/func.td")),
    ("defs/arith.td", Some("defs/arith.td")),
    ("defs/cf.td", Some("defs/cf.td")),
    ("defs/dlti.td", None),
    ("defs/llvm.td", Some("defs/llvm/Ops.td")),
];

/// A shipped dialect: its `.td` file and the crate that expands it.
struct Shipped {
    /// The package of the crate (`dialectic`, `dialectic-genx`).
    package: String,
    /// The crate's directory, which the paths below are relative to.
    dir: PathBuf,
    /// The `.td` file `dialect!` expands.
    file: String,
    /// The file holding the op the edit scenario changes.
    edited: Option<String>,
}

/// The shipped dialects: those of `dialectic`'s library, then those of
/// every crate under `dialects/`, found by the `dialect!("...")` calls in
/// its `src/` (the edit scenario changes an op of the file itself).
fn shipped_dialects(root: &Path) -> Vec<Shipped> {
    let mut all: Vec<Shipped> = ROOT_DIALECTS
        .iter()
        .map(|(file, edited)| Shipped {
            package: "dialectic".into(),
            dir: root.to_path_buf(),
            file: file.to_string(),
            edited: edited.map(str::to_string),
        })
        .collect();
    let mut crates: Vec<PathBuf> = std::fs::read_dir(root.join("dialects"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|d| d.join("Cargo.toml").is_file())
        .collect();
    crates.sort();
    for dir in crates {
        let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
        let Some(package) = manifest
            .lines()
            .find_map(|l| l.trim().strip_prefix("name = \"")?.strip_suffix('"'))
        else {
            continue;
        };
        let mut files = Vec::new();
        dialect_calls(&dir.join("src"), &mut files);
        files.sort();
        files.dedup();
        for file in files {
            all.push(Shipped {
                package: package.to_string(),
                dir: dir.clone(),
                edited: Some(file.clone()),
                file,
            });
        }
    }
    all
}

/// The `.td` paths of the `dialect!("...")` calls in the Rust files under
/// `dir`.
fn dialect_calls(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            dialect_calls(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for (at, _) in text.match_indices("dialect!(\"") {
                let rest = &text[at + "dialect!(\"".len()..];
                if let Some(end) = rest.find("\")") {
                    out.push(rest[..end].to_string());
                }
            }
        }
    }
}

/// The text the edit scenario changes: the summary of an op.
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
    let dialects = shipped_dialects(&root);
    let ops = expansion_table(&dialects, runs);
    if args.iter().any(|a| a == "--crate-build") {
        crate_build_table(&root, &dialects, &ops, runs);
    }
    if args.iter().any(|a| a == "--incremental") {
        incremental_table(&root, &dialects, runs);
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

/// Prints the expansion of each dialect; gives the number of ops of each.
fn expansion_table(dialects: &[Shipped], runs: usize) -> Vec<usize> {
    println!("expansion of each dialect (optimised build, medians of {runs} runs)");
    println!(
        "{:<18} {:>9} {:>9} {:>9} {:>5} {:>11} {:>8} {:>9}",
        "file", "read ms", "gen ms", "total ms", "ops", "attrs/types", "lines", "lines/op"
    );
    let mut all_ops = Vec::new();
    for Shipped { dir, file, .. } in dialects {
        let path = dir.join(file);
        let options = ExpandOptions {
            root: Some(dir.clone()),
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
        all_ops.push(ops);
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
    all_ops
}

/// Restores a file from its copy when dropped.
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

/// What one cargo command cost.
struct Build {
    /// Wall time, seconds.
    wall: f64,
    /// CPU time of cargo and its children (user and system), seconds.
    cpu: f64,
    /// The macro timing lines it printed.
    timings: Vec<String>,
}

/// The CPU time (user and system) of this process's children that have
/// ended, in seconds.
fn children_cpu() -> f64 {
    // SAFETY: `getrusage` writes one `rusage` into the zeroed value given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Runs `cargo args...` in `root` with the target directory this bench
/// runs from.
fn cargo(root: &Path, target_dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Build {
    let cpu_before = children_cpu();
    let started = Instant::now();
    let out = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(root)
        .args(args)
        .arg("--quiet")
        .env("CARGO_TARGET_DIR", target_dir)
        .env("DIALECTIC_MACRO_TIMING", "1")
        .envs(env.iter().copied())
        .output()
        .expect("running cargo");
    let wall = started.elapsed().as_secs_f64();
    let cpu = children_cpu() - cpu_before;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "cargo {args:?} failed:\n{stderr}");
    let timings = stderr
        .lines()
        .filter(|l| l.contains("expanded in"))
        .map(str::to_string)
        .collect();
    Build { wall, cpu, timings }
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

/// Sets a file's modification time to now.
fn touch(path: &Path) {
    let file = std::fs::File::options()
        .append(true)
        .open(path)
        .unwrap_or_else(|e| panic!("opening {}: {e}", path.display()));
    file.set_modified(std::time::SystemTime::now())
        .unwrap_or_else(|e| panic!("touching {}: {e}", path.display()));
}

/// The milliseconds of `file`'s expansion in a macro timing report.
fn expansion_ms(timings: &[String], file: &str) -> Option<f64> {
    let prefix = format!("dialect!({file:?})");
    timings
        .iter()
        .find(|l| l.starts_with(&prefix))
        .and_then(|l| l.split("expanded in ").nth(1))
        .and_then(|rest| rest.split(" ms").next())
        .and_then(|ms| ms.trim().parse().ok())
}

/// Where the edit scenario inserts text in `text`: inside the summary of
/// the first op defined (`def Name : ...Op<...`) after which one appears.
fn op_summary_at(text: &str) -> Option<usize> {
    let def = text
        .match_indices("\ndef ")
        .map(|(i, _)| i)
        .find(|&i| text[i..].lines().nth(1).is_some_and(|l| l.contains("Op<")))?;
    text[def..].find(SUMMARY).map(|at| def + at + SUMMARY.len())
}

/// Builds each crate that holds dialects from scratch, with the dev and
/// the release profile; its cost per op is over the ops of its dialects.
fn crate_build_table(root: &Path, dialects: &[Shipped], ops: &[usize], runs: usize) {
    let target = target_dir();
    println!();
    println!(
        "each crate of dialects built from scratch (CARGO_INCREMENTAL=0, {}), medians of {runs} runs",
        target.display()
    );
    println!(
        "{:<18} {:<10} {:>5} {:>9} {:>9} {:>12}",
        "crate", "profile", "ops", "wall s", "cpu s", "wall ms/op"
    );
    let mut packages: Vec<(&str, &Path, usize)> = Vec::new();
    for (d, n) in dialects.iter().zip(ops) {
        match packages.iter_mut().find(|(p, _, _)| *p == d.package) {
            Some((_, _, total)) => *total += n,
            None => packages.push((&d.package, &d.dir, *n)),
        }
    }
    for (package, dir, ops) in packages {
        let lib = dir.join("src/lib.rs");
        for (profile, extra) in [("dev", None), ("release", Some("--release"))] {
            let mut args = vec!["build", "-p", package, "--lib"];
            args.extend(extra);
            cargo(root, &target, &args, &[]);
            let (mut walls, mut cpus) = (Vec::new(), Vec::new());
            for _ in 0..runs {
                touch(&lib);
                let build = cargo(root, &target, &args, &[("CARGO_INCREMENTAL", "0")]);
                walls.push(build.wall);
                cpus.push(build.cpu);
            }
            let wall = median(walls);
            println!(
                "{package:<18} {profile:<10} {ops:>5} {wall:>9.2} {:>9.2} {:>12.1}",
                median(cpus),
                wall * 1e3 / ops.max(1) as f64
            );
        }
    }
    println!("(ms/op: over the ops of every dialect in the crate)");
}

fn incremental_table(root: &Path, dialects: &[Shipped], runs: usize) {
    let target = target_dir();
    println!();
    println!(
        "incremental `cargo build --workspace` (dev profile, {}), medians of {runs} runs",
        target.display()
    );
    let build = ["build", "--workspace"];
    cargo(root, &target, &build, &[]);
    println!(
        "{:<18} {:<18} {:>8} {:>8} {:>13}",
        "dialect", "change", "wall s", "cpu s", "expansion ms"
    );
    for Shipped {
        dir, file, edited, ..
    } in dialects
    {
        let mut scenarios = vec![("touch the .td", None)];
        if let Some(edited) = edited {
            scenarios.push(("edit an op summary", Some(edited)));
        }
        for (scenario, edited) in scenarios {
            let restore = edited.map(|e| Restore::new(dir.join(e)));
            let edit = restore.as_ref().and_then(|r| {
                let original = std::fs::read_to_string(&r.copy).expect("reading the edited file");
                let at = op_summary_at(&original)?;
                Some((r.path.clone(), original, at))
            });
            if restore.is_some() && edit.is_none() {
                continue;
            }
            let (mut walls, mut cpus, mut expansions) = (Vec::new(), Vec::new(), Vec::new());
            for run in 0..runs {
                match &edit {
                    None => touch(&dir.join(file)),
                    Some((path, original, at)) => {
                        let text = format!("{}edit {run} {}", &original[..*at], &original[*at..]);
                        std::fs::write(path, text).expect("editing the file");
                    }
                }
                let build = cargo(root, &target, &build, &[]);
                walls.push(build.wall);
                cpus.push(build.cpu);
                expansions.extend(expansion_ms(&build.timings, file));
            }
            let expansion = if expansions.is_empty() {
                "-".to_string()
            } else {
                format!("{:.1}", median(expansions))
            };
            println!(
                "{file:<18} {scenario:<18} {:>8.2} {:>8.2} {expansion:>13}",
                median(walls),
                median(cpus)
            );
            drop(restore);
        }
    }
    cargo(root, &target, &build, &[]);
}
