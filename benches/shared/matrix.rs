//! The benchmark matrix's table: per module shape, the wall-time ratio
//! ours/mlir with threads, with `--mlir-disable-threading` in both tools, the
//! peak-memory ratio, and the `--canonicalize` time ratio, each judged against
//! its target only when the two tools' outputs for that flag set are
//! identical; a last row holds the worst ratio of each column.

use std::fmt::Write as _;

use crate::harness::{Sample, summarize};

/// The runs of one flag set on one shape.
pub(crate) struct Cell {
    /// Whether the outputs were identical (`None`: not compared).
    pub(crate) identical: Option<bool>,
    pub(crate) ours: Vec<Sample>,
    pub(crate) mlir: Vec<Sample>,
}

impl Cell {
    pub(crate) fn new(identical: Option<bool>) -> Cell {
        Cell {
            identical,
            ours: Vec::new(),
            mlir: Vec::new(),
        }
    }
}

/// One shape's results.
pub(crate) struct MatrixRow {
    pub(crate) shape: &'static str,
    pub(crate) ops: usize,
    /// The shape's flags.
    pub(crate) threads: Cell,
    /// The shape's flags and `--mlir-disable-threading`.
    pub(crate) single: Cell,
    /// The shape's flags and `--canonicalize`.
    pub(crate) canonicalize: Cell,
}

/// The largest ratio ours/mlir that meets each column's target.
#[derive(Clone, Copy)]
pub(crate) struct Targets {
    pub(crate) threads: f64,
    pub(crate) single: f64,
    pub(crate) memory: f64,
    pub(crate) canonicalize: f64,
}

/// The targets the benchmark holds every shape to.
pub(crate) const TARGETS: Targets = Targets {
    threads: 0.33,
    single: 0.5,
    memory: 0.6,
    canonicalize: 0.5,
};

/// What one column shows for one shape: the two medians and the ratio, or
/// why there is no ratio.
enum Entry {
    Ratio {
        ours: f64,
        mlir: f64,
        ratio: f64,
    },
    Differs,
    Failed,
    /// Not run.
    Skipped,
}

fn entry(cell: &Cell, memory: bool) -> Entry {
    match cell.identical {
        Some(false) => return Entry::Differs,
        None if cell.ours.is_empty() => return Entry::Skipped,
        _ => {}
    }
    match (summarize(&cell.ours), summarize(&cell.mlir)) {
        (Some(o), Some(m)) => {
            let (ours, mlir) = if memory {
                (o.1 as f64 / 1024.0, m.1 as f64 / 1024.0)
            } else {
                (o.0.as_secs_f64(), m.0.as_secs_f64())
            };
            Entry::Ratio {
                ours,
                mlir,
                ratio: ours / mlir,
            }
        }
        _ => Entry::Failed,
    }
}

/// Renders one column: `ours mlir ratio`, the ratio marked `!` when it
/// misses `target`.
fn column(out: &mut String, e: &Entry, target: f64, digits: usize) {
    match e {
        Entry::Ratio { ours, mlir, ratio } => {
            let mark = if *ratio <= target { ' ' } else { '!' };
            let _ = write!(
                out,
                " {ours:>8.digits$} {mlir:>8.digits$} {ratio:>6.3}{mark}"
            );
        }
        Entry::Differs => {
            let _ = write!(out, " {:>8} {:>8} {:>6} ", "-", "-", "DIFFERS");
        }
        Entry::Failed => {
            let _ = write!(out, " {:>8} {:>8} {:>6} ", "-", "-", "failed");
        }
        Entry::Skipped => {
            let _ = write!(out, " {:>8} {:>8} {:>6} ", "-", "-", "skipped");
        }
    }
}

/// The table, and whether every compared output was identical (the
/// benchmark's exit status).
pub(crate) fn render_matrix(rows: &[MatrixRow], runs: usize, targets: Targets) -> (String, bool) {
    let mut out = String::new();
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "medians of {runs} runs each; wall time of parse + verify (+ canonicalize) + print to /dev/null; peak RSS of the child"
    );
    let _ = writeln!(
        out,
        "ratio = dialectic-opt / mlir-opt-19; '!' marks a missed target (threads <= {}, 1 thread <= {}, memory <= {}, canonicalize <= {})",
        targets.threads, targets.single, targets.memory, targets.canonicalize
    );
    let _ = writeln!(
        out,
        "{:<14} {:>8} | {:^25} | {:^25} | {:^25} | {:^25}",
        "", "", "threads (s)", "1 thread (s)", "peak RSS (MB)", "--canonicalize (s)"
    );
    let head = format!(" {:>8} {:>8} {:>7}", "ours", "mlir", "ratio");
    let _ = writeln!(
        out,
        "{:<14} {:>8} |{head} |{head} |{head} |{head}",
        "shape", "ops"
    );
    let mut identical = true;
    let mut worst = [f64::NAN; 4];
    for row in rows {
        let entries = [
            (entry(&row.threads, false), targets.threads, 3),
            (entry(&row.single, false), targets.single, 3),
            (entry(&row.threads, true), targets.memory, 1),
            (entry(&row.canonicalize, false), targets.canonicalize, 3),
        ];
        let _ = write!(out, "{:<14} {:>8} |", row.shape, row.ops);
        for (i, (e, target, digits)) in entries.iter().enumerate() {
            column(&mut out, e, *target, *digits);
            if i < 3 {
                out.push_str(" |");
            }
            if let Entry::Ratio { ratio, .. } = e {
                worst[i] = if worst[i].is_nan() {
                    *ratio
                } else {
                    worst[i].max(*ratio)
                };
            }
        }
        out.push('\n');
        for cell in [&row.threads, &row.single, &row.canonicalize] {
            if cell.identical == Some(false) {
                identical = false;
            }
        }
    }
    let _ = write!(out, "{:<14} {:>8} |", "worst", "");
    let limits = [
        targets.threads,
        targets.single,
        targets.memory,
        targets.canonicalize,
    ];
    for (i, (w, target)) in worst.iter().zip(limits).enumerate() {
        if w.is_nan() {
            let _ = write!(out, " {:>8} {:>8} {:>6} ", "", "", "-");
        } else {
            let mark = if *w <= target { ' ' } else { '!' };
            let _ = write!(out, " {:>8} {:>8} {w:>6.3}{mark}", "", "");
        }
        if i < 3 {
            out.push_str(" |");
        }
    }
    out.push('\n');
    if !identical {
        let _ = writeln!(
            out,
            "DIFFERS: the two tools' outputs differ (see above); no ratio of that flag set is judged"
        );
    }
    (out, identical)
}
