//! Benchmark: parse + verify + print of a generated 500k-op generic-form
//! module (about 36 MB), `dialectic-opt` side by side with `mlir-opt-19` in one
//! run, alternating runs, reporting median wall time and peak RSS and their
//! ratios. Run with `cargo bench --bench parse_print` (`-- --runs N`,
//! `-- --ops N` to change the defaults of 5 runs and 500,000 ops).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// A small xorshift generator so the module is the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Writes a module of about `ops` ops: functions with a few blocks each,
/// branches with block arguments, nested regions, a mix of attribute kinds.
/// Every use is dominated by its definition.
fn generate(ops: usize) -> String {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut out = String::with_capacity(ops * 76);
    out.push_str("\"builtin.module\"() ({\n");
    let mut count = 0usize;
    let mut func = 0;
    while count < ops {
        let _ = writeln!(
            out,
            "  \"bench.func\"() <{{function_type = (i32, f32) -> i32, sym_name = \"f{func}\"}}> ({{\n  ^bb0(%arg0: i32, %arg1: f32):"
        );
        func += 1;
        count += 1;
        let mut next = 0usize;
        for block in 0..4 {
            let mut live: Vec<String> = vec!["%arg0".to_string()];
            if block > 0 {
                let _ = writeln!(out, "  ^bb{block}(%b{block}: i32):");
                live.push(format!("%b{block}"));
            }
            for i in 0..60 {
                let a = live[rng.below(live.len() as u64) as usize].clone();
                let b = live[rng.below(live.len() as u64) as usize].clone();
                let v = format!("%{next}");
                next += 1;
                match rng.below(10) {
                    0..=3 => {
                        let _ = writeln!(out, "    {v} = \"bench.add\"({a}, {b}) {{overflow = 1 : i32}} : (i32, i32) -> i32");
                    }
                    4..=5 => {
                        let _ = writeln!(out, "    {v} = \"bench.const\"() {{value = {} : i32}} : () -> i32", rng.below(100_000));
                    }
                    6 => {
                        let _ = writeln!(out, "    {v} = \"bench.mul\"({a}, {b}) {{tag = \"m{i}\"}} : (i32, i32) -> i32");
                    }
                    7 => {
                        let _ = writeln!(out, "    {v} = \"bench.cmp\"({a}, {b}) {{pred = [1, 2]}} : (i32, i32) -> i32");
                    }
                    8 => {
                        let _ = writeln!(out, "    {v} = \"bench.fconv\"(%arg1) {{scale = 2.500000e+00 : f32}} : (f32) -> i32");
                    }
                    _ => {
                        let _ = writeln!(
                            out,
                            "    {v} = \"bench.loop\"({a}) ({{\n    ^bb0(%i{next}: i32):\n      \"bench.yield\"(%i{next}) : (i32) -> ()\n    }}) : (i32) -> i32"
                        );
                        count += 1;
                    }
                }
                live.push(v);
                if live.len() > 24 {
                    live.remove(1);
                }
                count += 1;
            }
            let last = live.last().cloned().unwrap_or_default();
            if block < 3 {
                let _ = writeln!(out, "    \"bench.br\"({last})[^bb{}] : (i32) -> ()", block + 1);
            } else {
                let _ = writeln!(out, "    \"bench.return\"({last}) : (i32) -> ()");
            }
            count += 1;
        }
        out.push_str("  }) : () -> ()\n");
    }
    out.push_str("}) : () -> ()\n");
    out
}

struct Sample {
    wall: Duration,
    max_rss_kb: i64,
}

/// Runs a command to completion, measuring its wall time and peak RSS.
fn measure(program: &str, args: &[&str]) -> Sample {
    let start = Instant::now();
    let child = Command::new(program).args(args).spawn().unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value to be filled by wait4.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our child; the pointers are valid for the call.
    let r = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall = start.elapsed();
    assert_eq!(r, pid, "wait4 failed");
    assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0, "{program} {args:?} failed");
    Sample { wall, max_rss_kb: usage.ru_maxrss }
}

fn median<T: Copy + PartialOrd>(mut v: Vec<T>) -> T {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap_or(std::cmp::Ordering::Equal));
    v[v.len() / 2]
}

fn arg_value(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok())
}

fn main() {
    let runs = arg_value("--runs").unwrap_or(5);
    let ops = arg_value("--ops").unwrap_or(500_000);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench");
    std::fs::create_dir_all(&dir).expect("target/bench");
    let input: PathBuf = dir.join(format!("module-{ops}.mlir"));
    let text = generate(ops);
    if std::fs::read(&input).map(|old| old != text.as_bytes()).unwrap_or(true) {
        std::fs::write(&input, &text).expect("writing the module");
    }
    let ops_in_file = text.matches(" = \"").count() + text.matches("\n    \"").count() + text.matches("\n  \"").count();
    println!("module: {} ({:.1} MB, about {ops_in_file} ops)", input.display(), text.len() as f64 / 1e6);
    let ours = env!("CARGO_BIN_EXE_dialectic-opt");
    let input_s = input.to_str().expect("utf-8 path");
    let out_ours = dir.join("out-dialectic.mlir");
    let out_mlir = dir.join("out-mlir.mlir");
    for (label, generic) in [("generic form", true), ("custom form", false)] {
        let mut flags = vec!["--allow-unregistered-dialect"];
        if generic {
            flags.push("--mlir-print-op-generic");
        }
        let with_output = |out: &Path| {
            let mut f = flags.clone();
            f.extend(["-o", out.to_str().expect("utf-8 path"), input_s]);
            f.into_iter().map(str::to_string).collect::<Vec<String>>()
        };
        let a: Vec<String> = with_output(&out_ours);
        let b: Vec<String> = with_output(&out_mlir);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        let b: Vec<&str> = b.iter().map(String::as_str).collect();
        let mut ours_s = Vec::new();
        let mut mlir_s = Vec::new();
        for _ in 0..runs {
            ours_s.push(measure(ours, &a));
            mlir_s.push(measure("mlir-opt-19", &b));
        }
        let same = std::fs::read(&out_ours).ok() == std::fs::read(&out_mlir).ok();
        let t_ours = median(ours_s.iter().map(|s| s.wall.as_secs_f64()).collect());
        let t_mlir = median(mlir_s.iter().map(|s| s.wall.as_secs_f64()).collect());
        let m_ours = median(ours_s.iter().map(|s| s.max_rss_kb).collect());
        let m_mlir = median(mlir_s.iter().map(|s| s.max_rss_kb).collect());
        println!("\n{label}: parse + verify + print, median of {runs} runs (outputs identical: {same})");
        println!("  {:<14} {:>9} {:>12}", "", "time (s)", "peak RSS (MB)");
        println!("  {:<14} {:>9.3} {:>12.1}", "dialectic-opt", t_ours, m_ours as f64 / 1024.0);
        println!("  {:<14} {:>9.3} {:>12.1}", "mlir-opt-19", t_mlir, m_mlir as f64 / 1024.0);
        println!("  {:<14} {:>9.3} {:>12.3}", "ratio", t_ours / t_mlir, m_ours as f64 / m_mlir as f64);
        assert!(same, "dialectic-opt and mlir-opt-19 printed different text");
    }
}
