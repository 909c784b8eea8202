//! `--mlir-pass-statistics`: the statistics of every pass of a manager
//! after a run, in MLIR's report: as the pipeline nests (`'func.func'
//! Pipeline`, its passes indented) or as a list (one entry per pass name,
//! values added up, sorted by name); each statistic as
//! `(S) <value> <name> - <description>`, values and names aligned.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::manager::{OpPassManager, PassEntry};

/// How the report lays out its entries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// As the pipeline nests (the default).
    #[default]
    Pipeline,
    /// One entry per pass name.
    List,
}

/// The report of `manager`'s statistics.
pub fn statistics_report(manager: &OpPassManager, display: StatisticsDisplay) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut out = format!(
        "{rule}{:pad$}{title}\n{rule}",
        "",
        pad = (80 - title.len()) / 2
    );
    match display {
        StatisticsDisplay::Pipeline => pipeline_entries(manager, 0, &mut out),
        StatisticsDisplay::List => {
            let mut merged: BTreeMap<&str, Vec<(&str, &str, u64)>> = BTreeMap::new();
            collect(manager, &mut merged);
            for (name, stats) in merged {
                entry(&mut out, 0, name, stats);
            }
        }
    }
    out.push('\n');
    out
}

fn pipeline_entries(manager: &OpPassManager, indent: usize, out: &mut String) {
    for e in manager.entries() {
        match e {
            PassEntry::Pass(pass) => {
                let info = pass.info();
                let values = pass.statistics();
                let stats = info
                    .statistics
                    .iter()
                    .zip(values)
                    .map(|(s, v)| (s.name, s.description, v))
                    .collect();
                entry(out, indent, info.name, stats);
            }
            PassEntry::Nested(nested) => nested_entries(nested, indent, out),
            PassEntry::Collection(managers) => {
                for nested in managers {
                    nested_entries(nested, indent, out);
                }
            }
        }
    }
}

fn nested_entries(nested: &OpPassManager, indent: usize, out: &mut String) {
    let name = format!("'{}' Pipeline", nested.anchor_name());
    entry(out, indent, &name, Vec::new());
    pipeline_entries(nested, indent + 2, out);
}

fn collect<'a>(
    manager: &'a OpPassManager,
    merged: &mut BTreeMap<&'a str, Vec<(&'a str, &'a str, u64)>>,
) {
    for e in manager.entries() {
        match e {
            PassEntry::Pass(pass) => {
                let info = pass.info();
                let stats = merged.entry(info.name).or_default();
                for (s, v) in info.statistics.iter().zip(pass.statistics()) {
                    match stats.iter_mut().find(|(n, _, _)| *n == s.name) {
                        Some(existing) => existing.2 += v,
                        None => stats.push((s.name, s.description, v)),
                    }
                }
            }
            PassEntry::Nested(nested) => collect(nested, merged),
            PassEntry::Collection(managers) => {
                for nested in managers {
                    collect(nested, merged);
                }
            }
        }
    }
}

/// One entry: the name, then its statistics sorted by name and aligned.
fn entry(out: &mut String, indent: usize, name: &str, mut stats: Vec<(&str, &str, u64)>) {
    let _ = writeln!(out, "{:indent$}{name}", "");
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_width = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_width = stats
        .iter()
        .map(|s| s.2.to_string().len())
        .max()
        .unwrap_or(0);
    for (stat, description, value) in stats {
        let _ = writeln!(
            out,
            "{:pad$}(S) {value:>value_width$} {stat:<name_width$} - {description}",
            "",
            pad = indent + 2
        );
    }
}
