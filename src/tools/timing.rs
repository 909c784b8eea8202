//! `--mlir-timing`: wall time per phase of a tool run, reported as MLIR's
//! "Execution time report" (phases in the order they first ran, then
//! `Rest` for the time outside them and `Total`).

use std::time::{Duration, Instant};

/// Accumulated wall time of named phases since the timer started.
pub struct Timing {
    start: Instant,
    phases: Vec<(&'static str, Duration)>,
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
        }
    }

    /// Runs `f`, adding its wall time to phase `name`.
    pub fn time<T>(&mut self, name: &'static str, f: impl FnOnce() -> T) -> T {
        let begin = Instant::now();
        let result = f();
        let spent = begin.elapsed();
        match self.phases.iter_mut().find(|(n, _)| *n == name) {
            Some((_, total)) => *total += spent,
            None => self.phases.push((name, spent)),
        }
        result
    }

    /// The report, as `mlir-opt --mlir-timing` prints it.
    pub fn report(&self) -> String {
        let total = self.start.elapsed();
        let measured: Duration = self.phases.iter().map(|(_, d)| *d).sum();
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
        let rows = self
            .phases
            .iter()
            .copied()
            .chain([("Rest", rest), ("Total", total)]);
        for (name, d) in rows {
            out.push_str(&format!(
                "  {:8.4} ({:5.1}%)  {name}\n",
                d.as_secs_f64(),
                percent(d)
            ));
        }
        out
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
