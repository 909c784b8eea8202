//! `--mlir-timing`: wall time per phase of a tool run, reported as MLIR's
//! "Execution time report": the phases (`Parser`, `Output`, ...) and the
//! passes, each nested pipeline a row (`'func.func' Pipeline`) with its
//! passes indented below it, then `Rest` for the time outside them and
//! `Total`. `--mlir-timing-display=list` flattens the rows, adds up those
//! of the same name and sorts them by time, as MLIR's list display does.
//! [`PassTiming`] is the instrumentation that times passes.

use std::time::{Duration, Instant};

use dialectic_runtime::pass::{ForkedInstrumentation, PassInfo, PassInstrumentation};
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
    /// A row the tree leaves out, showing its children in its place (the
    /// adaptor of a single nested manager, as MLIR hides its timer); the
    /// list shows it.
    hidden: bool,
    /// Tells apart rows of one name that are different runs, as MLIR keys
    /// timers by pass: two adaptors of one anchor in a pipeline, or one
    /// pass twice in a manager. 0 for the rows merged by name.
    key: usize,
}

/// The node named `name` (with `key`) among `nodes`, added when missing.
fn child<'a>(nodes: &'a mut Vec<TimingNode>, name: &str, key: usize) -> &'a mut TimingNode {
    match nodes.iter().position(|n| n.name == name && n.key == key) {
        Some(i) => &mut nodes[i],
        None => {
            nodes.push(TimingNode {
                name: name.to_string(),
                spent: Duration::ZERO,
                children: Vec::new(),
                hidden: false,
                key,
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
        child(&mut self.phases, name, 0).spent += begin.elapsed();
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
                        if n.hidden {
                            walk(&n.children, depth, rows);
                            continue;
                        }
                        rows.push((depth, n.name.clone(), n.spent));
                        walk(&n.children, depth + 1, rows);
                    }
                }
                walk(&self.phases, 0, &mut rows);
            }
            TimingDisplay::List => {
                let mut merged: Vec<TimingNode> = Vec::new();
                fn flatten(nodes: &[TimingNode], merged: &mut Vec<TimingNode>) {
                    for n in nodes {
                        child(merged, &n.name, 0).spent += n.spent;
                        flatten(&n.children, merged);
                    }
                }
                flatten(&self.phases, &mut merged);
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
        let target = child(into, &node.name, node.key);
        target.spent += node.spent;
        target.hidden |= node.hidden;
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
    /// The rows open now, in the order they opened.
    open: Vec<OpenRow>,
}

/// A row being timed.
#[derive(Clone)]
struct OpenRow {
    /// The names and keys of the rows from the top down to this one.
    path: Vec<(String, usize)>,
    started: Instant,
    kind: Row,
}

/// What a row being timed stands for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Row {
    /// A phase, a pipeline or an analysis.
    Plain,
    /// A pass (keyed by its place in its manager).
    Pass,
    /// The adaptor running nested managers (keyed by its manager); a
    /// hidden one is left out of the tree display.
    Adaptor { hidden: bool },
}

impl PassTiming {
    /// No rows yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// The rows under the row `path` leads to (the top rows for none).
    fn rows_at(&mut self, path: &[(String, usize)]) -> &mut Vec<TimingNode> {
        let mut nodes = &mut self.nodes;
        for (name, key) in path {
            nodes = &mut child(nodes, name, *key).children;
        }
        nodes
    }

    /// Opens a row under `parent` (a path).
    fn open_under(&mut self, parent: Vec<(String, usize)>, name: String, kind: Row, key: usize) {
        let mut path = parent;
        path.push((name, key));
        self.open.push(OpenRow {
            path,
            started: Instant::now(),
            kind,
        });
    }

    /// The path of the row opened last.
    fn current(&self) -> Vec<(String, usize)> {
        self.open.last().map(|r| r.path.clone()).unwrap_or_default()
    }

    fn enter(&mut self, name: String) {
        self.open_under(self.current(), name, Row::Plain, 0);
    }

    fn leave(&mut self) {
        let Some(row) = self.open.pop() else {
            return;
        };
        let spent = row.started.elapsed();
        let Some(((name, key), parent)) = row.path.split_last() else {
            return;
        };
        let node = child(self.rows_at(parent), name, *key);
        node.spent += spent;
        node.hidden |= row.kind == Row::Adaptor { hidden: true };
    }
}

impl PassInstrumentation for PassTiming {
    fn before_pipeline(&mut self, anchor: &str, _parent: OpId) {
        self.enter(format!("'{anchor}' Pipeline"));
    }

    fn after_pipeline(&mut self, _anchor: &str, _parent: OpId) {
        self.leave();
    }

    fn before_pass_pipeline(&mut self, anchor: &str, _parent: OpId) {
        // As MLIR's timing: a pipeline a pass runs itself is a row beside
        // the innermost adaptor's, or a top row, not one under the pass.
        let adaptor = self
            .open
            .iter()
            .rev()
            .find(|r| matches!(r.kind, Row::Adaptor { .. }))
            .map(|r| r.path.clone())
            .unwrap_or_default();
        self.open_under(adaptor, format!("'{anchor}' Pipeline"), Row::Plain, 0);
    }

    fn after_pass_pipeline(&mut self, _anchor: &str, _parent: OpId) {
        self.leave();
    }

    fn before_analysis(&mut self, name: &str, _op: OpId) {
        self.enter(format!("(A) {name}"));
    }

    fn after_analysis(&mut self, _name: &str, _op: OpId) {
        self.leave();
    }

    fn before_collection(&mut self, collection: &str, id: usize, hidden: bool, _parent: OpId) {
        let kind = Row::Adaptor { hidden };
        self.open_under(self.current(), collection.to_string(), kind, id);
    }

    fn after_collection(&mut self, _collection: &str, _parent: OpId) {
        self.leave();
    }

    fn before_pass(
        &mut self,
        _ctx: &Context,
        _ir: &Ir,
        pass: &PassInfo,
        position: usize,
        _op: OpId,
    ) {
        // As MLIR keys a pass's timer by the pass: two runs of one pass in
        // a manager are two rows.
        self.open_under(
            self.current(),
            pass.name.to_string(),
            Row::Pass,
            position + 1,
        );
    }

    fn after_pass(&mut self, _ctx: &Context, _ir: &Ir, _pass: &PassInfo, _op: OpId) {
        self.leave();
    }

    fn after_pass_failed(&mut self, _ctx: &Context, _ir: &Ir, _pass: &PassInfo, _op: OpId) {
        self.leave();
    }

    fn fork(&self) -> Option<Box<dyn ForkedInstrumentation>> {
        Some(Box::new(PassTiming::new()))
    }

    fn join(&mut self, forked: Box<dyn ForkedInstrumentation>) {
        if let Ok(forked) = forked.into_any().downcast::<PassTiming>() {
            let path = self.current();
            merge(self.rows_at(&path), forked.nodes);
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
