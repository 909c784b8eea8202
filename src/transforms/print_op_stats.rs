//! Counting ops by name (MLIR's `print-op-stats` pass): the op it runs on
//! and every op nested in it, as an aligned table or (option `json`) a
//! JSON object, names sorted.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use std::collections::BTreeMap;
use std::fmt::Write as _;

use dialectic_runtime::storage::walk::WalkOrder;
use dialectic_runtime::{Context, Ir, OpId};

/// The options of `print-op-stats` (MLIR's option names and defaults).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOpStatsOptions {
    /// `json`: print the counts as a JSON object (default false).
    pub json: bool,
}

/// The op counts of `root` and the ops nested in it, printed as MLIR's
/// pass prints them (on stderr in `mlir-opt`).
pub fn print_op_stats(ctx: &Context, ir: &Ir, root: OpId, options: &PrintOpStatsOptions) -> String {
    let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
    ir.walk(root, WalkOrder::PostOrder, |op| {
        *counts.entry(ctx.ident_str(ir.op_name(op))).or_default() += 1;
    });
    if options.json {
        json_summary(&counts)
    } else {
        table_summary(&counts)
    }
}

/// One line per op: the dialect right-aligned on the dot, the op name
/// left-aligned, then the count.
fn table_summary(counts: &BTreeMap<&str, u64>) -> String {
    let names: Vec<(&str, &str, u64)> = counts
        .iter()
        .map(|(&name, &count)| {
            let (dialect, op) = match name.split_once('.') {
                Some(parts) => parts,
                None => ("", name),
            };
            (dialect, op, count)
        })
        .collect();
    let dialect_width = names.iter().map(|(d, _, _)| d.len()).max().unwrap_or(0);
    let op_width = names.iter().map(|(_, o, _)| o.len()).max().unwrap_or(0);
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    for (dialect, op, count) in names {
        if dialect.is_empty() {
            out.push_str(&" ".repeat(dialect_width + 3));
        } else {
            let _ = write!(out, "{dialect:>width$}.", width = dialect_width + 2);
        }
        let _ = writeln!(out, "{op:<op_width$} , {count}");
    }
    out
}

fn json_summary(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("{\n");
    let entries: Vec<String> = counts
        .iter()
        .map(|(name, count)| format!("  \"{name}\" : {count}"))
        .collect();
    out.push_str(&entries.join(",\n"));
    if !entries.is_empty() {
        out.push('\n');
    }
    out.push_str("}\n");
    out
}

impl PassBody for super::PrintOpStats {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let options = PrintOpStatsOptions {
            json: self.options.print_as_json,
        };
        // MLIR's pass writes to the error stream while it runs.
        run.write_output(&print_op_stats(ctx, ir, op, &options));
        run.preserve_all();
        Ok(())
    }
}
