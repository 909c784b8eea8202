//! `--mlir-timing`: wall time per phase of a tool run, reported as MLIR's
//! "Execution time report": the phases (`Parser`, `Output`, ...) and the
//! passes, each nested pipeline a row (`'func.func' Pipeline`) with its
//! passes indented below it, then `Rest` for the time outside them and
//! `Total`. `--mlir-timing-display=list` flattens the rows, adds up those
//! of the same name and sorts them by time, as MLIR's list display does.
//! [`PassTiming`] is the instrumentation that times passes.

use std::time::{Duration, Instant};

use dialectic_runtime::pass::{ForkedInstrumentation, Pass, PassInstrumentation};
use dialectic_runtime::{Context, Ir, OpId};

/// How the report lays out its rows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Nested rows (the default).
    #[default]
    Tree,
    /// One row per name, by decreasing time.
    List,
}

/// A row of the report and the rows nested in it.
#[derive(Clone, Debug)]
struct TimingNode {
    name: String,
    spent: Duration,
    children: Vec<TimingNode>,
}

/// The node named `name` among `nodes`, added when missing.
fn child<'a>(nodes: &'a mut Vec<TimingNode>, name: &str) -> &'a mut TimingNode {
    match nodes.iter().position(|n| n.name == name) {
        Some(i) => &mut nodes[i],
        None => {
            nodes.push(TimingNode {
                name: name.to_string(),
                spent: Duration::ZERO,
                children: Vec::new(),
            });
            nodes.last_mut().expect("just pushed")
        }
    }
}

/// Accumulated wall time of named phases since the timer started.
pub struct Timing {
    start: Instant,
    phases: Vec<TimingNode>,
    /// How to lay out the report.
    pub display: TimingDisplay,
}

impl Default for Timing {
    fn default() -> Self {
        Self::new()
    }
}

impl Timing {
    /// A timer whose total starts now.
    pub fn new() -> Self {
        Timing {
            start: Instant::now(),
            phases: Vec::new(),
            display: TimingDisplay::Tree,
        }
    }

    /// Runs `f`, adding its wall time to phase `name`.
    pub fn time<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        let begin = Instant::now();
        let result = f();
        child(&mut self.phases, name).spent += begin.elapsed();
        result
    }

    /// Adds the rows `passes` recorded (at the top level, after the
    /// phases so far).
    pub fn add_passes(&mut self, passes: PassTiming) {
        merge(&mut self.phases, passes.nodes);
    }

    /// The report, as `mlir-opt --mlir-timing` prints it.
    pub fn report(&self) -> String {
        let total = self.start.elapsed();
        let measured: Duration = self.phases.iter().map(|n| n.spent).sum();
        let rest = total.saturating_sub(measured);
        let percent = |d: Duration| {
            if total.is_zero() {
                0.0
            } else {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            }
        };
        let rule =
            "===-------------------------------------------------------------------------===";
        let mut out = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution Time: {:.4} seconds\n\n  ----Wall Time----  ----Name----\n",
            total.as_secs_f64()
        );
        let mut rows: Vec<(usize, String, Duration)> = Vec::new();
        match self.display {
            TimingDisplay::Tree => {
                fn walk(
                    nodes: &[TimingNode],
                    depth: usize,
                    rows: &mut Vec<(usize, String, Duration)>,
                ) {
                    for n in nodes {
                        rows.push((depth, n.name.clone(), n.spent));
                        walk(&n.children, depth + 1, rows);
                    }
                }
                walk(&self.phases, 0, &mut rows);
            }
            TimingDisplay::List => {
                let mut merged: Vec<TimingNode> = Vec::new();
                // A pipeline outside a collection stands for MLIR's adaptor
                // of one manager, whose row the list shows.
                fn flatten(
                    nodes: &[TimingNode],
                    in_collection: bool,
                    merged: &mut Vec<TimingNode>,
                ) {
                    for n in nodes {
                        if !in_collection && let Some(anchor) = n.name.strip_suffix("' Pipeline") {
                            let collection = format!("Pipeline Collection : [{anchor}']");
                            child(merged, &collection).spent += n.spent;
                        }
                        child(merged, &n.name).spent += n.spent;
                        let collection = n.name.starts_with("Pipeline Collection : ");
                        flatten(&n.children, collection, merged);
                    }
                }
                flatten(&self.phases, false, &mut merged);
                merged.sort_by_key(|n| std::cmp::Reverse(n.spent));
                rows.push((0, "root".to_string(), total));
                rows.extend(merged.into_iter().map(|n| (0, n.name, n.spent)));
            }
        }
        rows.push((0, "Rest".to_string(), rest));
        rows.push((0, "Total".to_string(), total));
        for (depth, name, d) in rows {
            out.push_str(&format!(
                "  {:8.4} ({:5.1}%)  {:indent$}{name}\n",
                d.as_secs_f64(),
                percent(d),
                "",
                indent = 2 * depth
            ));
        }
        out
    }
}

/// Adds the rows of `from` to those of `into`, time to the rows of the
/// same name.
fn merge(into: &mut Vec<TimingNode>, from: Vec<TimingNode>) {
    for node in from {
        let target = child(into, &node.name);
        target.spent += node.spent;
        merge(&mut target.children, node.children);
    }
}

/// The instrumentation timing passes: a row per pass under the row of the
/// pipeline it runs in. A copy for a worker thread records the passes it
/// runs and adds them to the rows open when it is joined, so rows of
/// passes run on several threads add up their threads' times, as MLIR's do.
#[derive(Default)]
pub struct PassTiming {
    nodes: Vec<TimingNode>,
    /// The rows open now, outermost first, with when each started.
    open: Vec<(String, Instant)>,
}

impl PassTiming {
    /// No rows yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The rows the open path leads to.
    fn open_rows(&mut self, depth: usize) -> &mut Vec<TimingNode> {
        let mut nodes = &mut self.nodes;
        for (name, _) in &self.open[..depth] {
            nodes = &mut child(nodes, name).children;
        }
        nodes
    }

    fn enter(&mut self, name: String) {
        self.open.push((name, Instant::now()));
    }

    fn leave(&mut self) {
        let Some((name, started)) = self.open.last().cloned() else {
            return;
        };
        let spent = started.elapsed();
        let depth = self.open.len() - 1;
        child(self.open_rows(depth), &name).spent += spent;
        self.open.pop();
    }
}

impl PassInstrumentation for PassTiming {
    fn before_pipeline(&mut self, anchor: &str, _parent: OpId) {
        self.enter(format!("'{anchor}' Pipeline"));
    }

    fn after_pipeline(&mut self, _anchor: &str, _parent: OpId) {
        self.leave();
    }

    fn before_collection(&mut self, collection: &str, _parent: OpId) {
        self.enter(collection.to_string());
    }

    fn after_collection(&mut self, _collection: &str, _parent: OpId) {
        self.leave();
    }

    fn before_pass(&mut self, _ctx: &Context, _ir: &Ir, pass: &dyn Pass, _op: OpId) {
        self.enter(pass.info().name.to_string());
    }

    fn after_pass(&mut self, _ctx: &Context, _ir: &Ir, _pass: &dyn Pass, _op: OpId) {
        self.leave();
    }

    fn after_pass_failed(&mut self, _ctx: &Context, _ir: &Ir, _pass: &dyn Pass, _op: OpId) {
        self.leave();
    }

    fn fork(&self) -> Option<Box<dyn ForkedInstrumentation>> {
        Some(Box::new(PassTiming::new()))
    }

    fn join(&mut self, forked: Box<dyn ForkedInstrumentation>) {
        if let Ok(forked) = forked.into_any().downcast::<PassTiming>() {
            let depth = self.open.len();
            merge(self.open_rows(depth), forked.nodes);
        }
    }
}

impl ForkedInstrumentation for PassTiming {
    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any + Send> {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_lists_phases_then_rest_and_total() {
        let mut timing = Timing::new();
        timing.time("Parser", || ());
        timing.time("Output", || ());
        timing.time("Parser", || ());
        let report = timing.report();
        let names: Vec<&str> = report
            .lines()
            .skip(6)
            .map(|l| l.rsplit("  ").next().unwrap_or_default())
            .collect();
        assert_eq!(names, ["Parser", "Output", "Rest", "Total"]);
        assert!(report.starts_with("===---"));
        assert!(report.contains("... Execution time report ..."));
    }
}
