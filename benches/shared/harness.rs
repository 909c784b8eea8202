//! What the benchmarks comparing a Dialectic tool with its MLIR 19
//! counterpart share: one measured run of a tool (wall
//! time and peak RSS through `wait4`), medians, the output comparison and the
//! table of results, whose verdict fails the benchmark when the outputs
//! differ: a fast wrong answer meets no target. Included by `benches/opt_vs_mlir.rs` and
//! `translate/benches/translate_vs_mlir.rs` (`#[path]`), beside `shapes.rs`
//! (the generated modules) and `gen/mod.rs` as their `generator` module.

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub(crate) fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

pub(crate) fn parse_num(s: &str) -> Option<u64> {
    let s = s.replace('_', "");
    match s.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => s.parse().ok(),
    }
}

/// One measured run: wall time and peak RSS in KiB, or the failure.
pub(crate) type Sample = Result<(Duration, u64), String>;

pub(crate) fn measure(tool: &Path, flags: &[&str], module: &Path) -> Sample {
    measure_on_cpus(tool, flags, module, None)
}

/// [`measure`] with the child pinned to the first `cpus` CPUs (its
/// `sched_setaffinity` mask), so that a tool sizing its thread pool by the
/// CPUs it may run on (both tools do) uses that many threads.
pub(crate) fn measure_on_cpus(
    tool: &Path,
    flags: &[&str],
    module: &Path,
    cpus: Option<usize>,
) -> Sample {
    let stderr_path = std::env::temp_dir().join(format!("bench-{}.stderr", std::process::id()));
    let stderr = File::create(&stderr_path).map_err(|e| e.to_string())?;
    let mut command = Command::new(tool);
    if let Some(cpus) = cpus {
        use std::os::unix::process::CommandExt as _;
        // SAFETY: the closure runs in the forked child before exec and only
        // calls async-signal-safe functions on a local mask.
        unsafe {
            command.pre_exec(move || {
                let mut set: libc::cpu_set_t = std::mem::zeroed();
                for cpu in 0..cpus {
                    libc::CPU_SET(cpu, &mut set);
                }
                if libc::sched_setaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &set) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
    }
    let start = Instant::now();
    let child = command
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
pub(crate) fn summarize(samples: &[Sample]) -> Option<(Duration, u64)> {
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
pub(crate) fn median<T: Copy>(sorted: &[T]) -> T {
    sorted[(sorted.len() - 1) / 2]
}

pub(crate) fn fmt_time(s: &Option<(Duration, u64)>) -> String {
    match s {
        Some((t, _)) => format!("{:>10.3}", t.as_secs_f64()),
        None => format!("{:>10}", "failed"),
    }
}

pub(crate) fn fmt_mem(s: &Option<(Duration, u64)>) -> String {
    match s {
        Some((_, kib)) => format!("{:>14.1}", *kib as f64 / 1024.0),
        None => format!("{:>14}", "failed"),
    }
}

/// A line appended to our output by `--inject-wrong-output`, which shows
/// that a wrong answer fails the benchmark.
pub(crate) const INJECTED_DIFFERENCE: &str = "// a difference injected by --inject-wrong-output\n";

/// Runs both tools once with `-o` files and reports whether the outputs are
/// identical (with the first difference if not). With `inject_difference`,
/// our output gets [`INJECTED_DIFFERENCE`] appended before the comparison.
pub(crate) fn compare_outputs(
    ours: &Path,
    mlir: &Path,
    flags: &[&str],
    module: &Path,
    dir: &Path,
    label: &str,
    inject_difference: bool,
) -> bool {
    let name = |tool: &Path| {
        tool.file_name()
            .map_or_else(|| "tool".into(), |n| n.to_string_lossy().into_owned())
    };
    let (ours_name, mlir_name) = (name(ours), name(mlir));
    let ours_out = dir.join(format!("out-{label}-{ours_name}.txt"));
    let mlir_out = dir.join(format!("out-{label}-{mlir_name}.txt"));
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
    if inject_difference {
        use std::io::Write as _;
        let appended = std::fs::OpenOptions::new()
            .append(true)
            .open(&ours_out)
            .and_then(|mut f| f.write_all(INJECTED_DIFFERENCE.as_bytes()));
        if let Err(e) = appended {
            eprintln!("{label}: cannot change {}: {e}", ours_out.display());
            return false;
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
                    eprintln!("  {mlir_name}: {}", cut(y));
                    eprintln!("  {ours_name}: {}", cut(x));
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
/// of the line), a func op without its prefix (`return`), or the `module`
/// keyword.
pub(crate) fn count_op_lines(path: &Path) -> usize {
    let Ok(f) = File::open(path) else { return 0 };
    BufReader::new(f)
        .lines()
        .map_while(Result::ok)
        .filter(|line| is_op_line(line))
        .count()
}

pub(crate) fn is_op_line(line: &str) -> bool {
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
    // Inside a `func.func` the func dialect is the default one, so its ops
    // print without the prefix.
    let func_op = matches!(name, "return" | "call" | "call_indirect" | "constant")
        && (rest.len() == name_len || rest[name_len..].starts_with(' '));
    func_op || (name.contains('.') && name.starts_with(|c: char| c.is_ascii_alphabetic()))
}

/// The MLIR tool the benchmark compares with, found as the tests find it;
/// exits with the install message when it is missing.
pub(crate) fn oracle_tool(tool: dialectic_oracle::Tool) -> PathBuf {
    match dialectic_oracle::lookup(tool) {
        Ok(found) => found.path.clone(),
        Err(message) => {
            eprintln!("error: {message}");
            std::process::exit(1);
        }
    }
}

/// One row of results: a flag set's label, whether the outputs were
/// identical (`None`: not compared), and the runs of each tool.
pub(crate) struct Row {
    pub(crate) label: &'static str,
    pub(crate) identical: Option<bool>,
    pub(crate) ours: Vec<Sample>,
    pub(crate) mlir: Vec<Sample>,
}

/// Prints the table of medians and ratios (see [`render_table`]) and
/// returns whether every compared output was identical: the benchmark's
/// exit status.
pub(crate) fn print_table(
    rows: &[Row],
    runs: usize,
    what: &str,
    tools: (&str, &str),
    targets: (f64, f64),
) -> bool {
    let (table, identical) = render_table(rows, runs, what, tools, targets);
    print!("{table}");
    if !identical {
        eprintln!("error: the outputs differ, so no time or memory target is met");
    }
    identical
}

/// The table of medians and ratios, each ratio checked against its target
/// (`time_target`, `memory_target`: at most this fraction of MLIR's) only
/// when the two outputs are identical, and whether they all were.
pub(crate) fn render_table(
    rows: &[Row],
    runs: usize,
    what: &str,
    (ours_name, mlir_name): (&str, &str),
    (time_target, memory_target): (f64, f64),
) -> (String, bool) {
    use std::fmt::Write as _;
    let mut out = String::new();
    let mut identical = true;
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "medians of {runs} runs each; wall time of {what} to /dev/null; peak RSS of the child"
    );
    let _ = writeln!(
        out,
        "{:<10} {:<20} {:>10} {:>14}   output",
        "flags", "tool", "time (s)", "peak RSS (MB)"
    );
    for row in rows {
        let label = row.label;
        let mlir = summarize(&row.mlir);
        let output = match row.identical {
            None => "not compared",
            Some(true) => "identical",
            Some(false) => "DIFFERS (see above)",
        };
        if row.ours.is_empty() {
            let _ = writeln!(
                out,
                "{label:<10} {mlir_name:<20} {} {}",
                fmt_time(&mlir),
                fmt_mem(&mlir)
            );
            continue;
        }
        let o = summarize(&row.ours);
        let _ = writeln!(
            out,
            "{label:<10} {ours_name:<20} {} {}   {output}",
            fmt_time(&o),
            fmt_mem(&o)
        );
        let _ = writeln!(
            out,
            "{:<10} {mlir_name:<20} {} {}",
            "",
            fmt_time(&mlir),
            fmt_mem(&mlir)
        );
        if row.identical == Some(false) {
            identical = false;
            let _ = writeln!(
                out,
                "{:<10} {:<20} {:>10} {:>14}   not judged: the outputs differ",
                "", "ratio ours/mlir", "-", "-"
            );
            continue;
        }
        match (o, mlir) {
            (Some(o), Some(m)) => {
                let t = o.0.as_secs_f64() / m.0.as_secs_f64();
                let r = o.1 as f64 / m.1 as f64;
                let _ = writeln!(
                    out,
                    "{:<10} {:<20} {:>10.3} {:>14.3}   time {} (target <= {time_target:.3}), memory {} (target <= {memory_target})",
                    "",
                    "ratio ours/mlir",
                    t,
                    r,
                    if t <= time_target { "ok" } else { "MISSED" },
                    if r <= memory_target { "ok" } else { "MISSED" }
                );
            }
            _ => {
                let _ = writeln!(
                    out,
                    "{:<10} {:<20} {:>10} {:>14}",
                    "", "ratio ours/mlir", "-", "-"
                );
            }
        }
    }
    (out, identical)
}
