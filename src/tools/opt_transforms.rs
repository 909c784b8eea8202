//! The transformations `dialectic-opt` runs from flags given one by one
//! (`--canonicalize --cse --symbol-dce`): each flag, with its options
//! (`--name=<options>`, MLIR's `name=value` list), and the run of each,
//! in the order given, on the top-level op (where `mlir-opt` runs these
//! op-agnostic passes).

use dialectic_runtime::storage::diagnostics::Diagnostic;
use dialectic_runtime::verify::diag_location;
use dialectic_runtime::{Context, Ir, OpId};

use crate::transforms::canonicalize::{CanonicalizeOptions, canonicalize};
use crate::transforms::control_flow_sink::{ControlFlowSinkOptions, control_flow_sink};
use crate::transforms::cse::{CseOptions, cse};
use crate::transforms::loop_invariant_code_motion::{
    LoopInvariantCodeMotionOptions, loop_invariant_code_motion,
};
use crate::transforms::print_op_stats::{PrintOpStatsOptions, print_op_stats};
use crate::transforms::sccp::{SccpOptions, sccp};
use crate::transforms::strip_debuginfo::{StripDebugInfoOptions, strip_debuginfo};
use crate::transforms::symbol_dce::{SymbolDceError, SymbolDceOptions, symbol_dce};
use crate::transforms::symbol_privatize::{SymbolPrivatizeOptions, symbol_privatize};
use crate::transforms::topological_sort::{TopologicalSortOptions, topological_sort};

/// One transformation asked for on the command line, with its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransformFlag {
    /// `--canonicalize[=<options>]`.
    Canonicalize(CanonicalizeOptions),
    /// `--cse`.
    Cse(CseOptions),
    /// `--symbol-dce`.
    SymbolDce(SymbolDceOptions),
    /// `--symbol-privatize[=exclude=<names>]`.
    SymbolPrivatize(SymbolPrivatizeOptions),
    /// `--strip-debuginfo`.
    StripDebugInfo(StripDebugInfoOptions),
    /// `--print-op-stats[=json=<bool>]`.
    PrintOpStats(PrintOpStatsOptions),
    /// `--topological-sort`.
    TopologicalSort(TopologicalSortOptions),
    /// `--control-flow-sink`.
    ControlFlowSink(ControlFlowSinkOptions),
    /// `--loop-invariant-code-motion`.
    LoopInvariantCodeMotion(LoopInvariantCodeMotionOptions),
    /// `--sccp`.
    Sccp(SccpOptions),
}

/// The `--help` lines of the transformation flags.
pub const TRANSFORM_USAGE: &str = "\
  --canonicalize[=<options>]       Canonicalize operations (options: top-down=<bool>,
                                   region-simplify=disabled|normal|aggressive,
                                   max-iterations=<n>, max-num-rewrites=<n>,
                                   test-convergence=<bool>)
  --control-flow-sink              Sink operations into conditional blocks
  --cse                            Eliminate common sub-expressions
  --loop-invariant-code-motion     Hoist loop invariant instructions outside of the loop
  --sccp                           Sparse Conditional Constant Propagation
  --print-op-stats[=json=<bool>]   Print statistics of operations
  --strip-debuginfo                Strip debug info from all operations
  --symbol-dce                     Eliminate dead symbols
  --symbol-privatize[=exclude=<a,b>]
                                   Mark symbols private
  --topological-sort               Sort regions without SSA dominance in topological order
";

impl TransformFlag {
    /// The transformation a flag (without its dashes) names: `None` if it
    /// names none, else the flag or the message of its bad options.
    pub fn parse(flag: &str) -> Option<Result<TransformFlag, String>> {
        let (name, text) = match flag.split_once('=') {
            Some((name, options)) => (name, options.trim_matches(['"', '\''])),
            None => (flag, ""),
        };
        let parsed = match name {
            "canonicalize" => {
                return Some(
                    CanonicalizeOptions::parse(text)
                        .map(TransformFlag::Canonicalize)
                        .map_err(|m| format!("dialectic-opt: for the --canonicalize option: {m}")),
                );
            }
            "cse" => options(text, &[]).map(|_| TransformFlag::Cse(CseOptions::default())),
            "symbol-dce" => {
                options(text, &[]).map(|_| TransformFlag::SymbolDce(SymbolDceOptions::default()))
            }
            "symbol-privatize" => options(text, &["exclude"]).map(|values| {
                let exclude = values
                    .iter()
                    .flat_map(|(_, value)| list_elements(value))
                    .collect();
                TransformFlag::SymbolPrivatize(SymbolPrivatizeOptions { exclude })
            }),
            "strip-debuginfo" => options(text, &[])
                .map(|_| TransformFlag::StripDebugInfo(StripDebugInfoOptions::default())),
            "print-op-stats" => options(text, &["json"]).and_then(|values| {
                let mut json = false;
                for (_, value) in values {
                    json = parse_bool(&value)?;
                }
                Ok(TransformFlag::PrintOpStats(PrintOpStatsOptions { json }))
            }),
            "topological-sort" => options(text, &[])
                .map(|_| TransformFlag::TopologicalSort(TopologicalSortOptions::default())),
            "control-flow-sink" => options(text, &[])
                .map(|_| TransformFlag::ControlFlowSink(ControlFlowSinkOptions::default())),
            "loop-invariant-code-motion" => options(text, &[]).map(|_| {
                TransformFlag::LoopInvariantCodeMotion(LoopInvariantCodeMotionOptions::default())
            }),
            "sccp" => options(text, &[]).map(|_| TransformFlag::Sccp(SccpOptions::default())),
            _ => return None,
        };
        Some(parsed.map_err(|m| format!("dialectic-opt: for the --{name} option: {m}")))
    }

    /// The name of the phase in `--mlir-timing`'s report.
    pub fn timing_name(&self) -> &'static str {
        match self {
            TransformFlag::Canonicalize(_) => "Canonicalizer",
            TransformFlag::Cse(_) => "CSE",
            TransformFlag::SymbolDce(_) => "SymbolDCE",
            TransformFlag::SymbolPrivatize(_) => "SymbolPrivatize",
            TransformFlag::StripDebugInfo(_) => "StripDebugInfo",
            TransformFlag::PrintOpStats(_) => "PrintOpStats",
            TransformFlag::TopologicalSort(_) => "TopologicalSort",
            TransformFlag::ControlFlowSink(_) => "ControlFlowSink",
            TransformFlag::LoopInvariantCodeMotion(_) => "LoopInvariantCodeMotion",
            TransformFlag::Sccp(_) => "SCCP",
        }
    }

    /// Runs the transformation on `root`; whether it succeeded. What the
    /// transformation prints goes to `stderr`; a failure is reported
    /// through `diagnostics` (or is a failed `test-convergence`).
    pub fn run(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        root: OpId,
        stderr: &mut String,
        diagnostics: &mut dyn FnMut(Diagnostic),
    ) -> bool {
        match self {
            TransformFlag::Canonicalize(options) => {
                let outcome = canonicalize(ctx, ir, root, options);
                !options.test_convergence || outcome.converged
            }
            TransformFlag::Cse(options) => cse(ctx, ir, root, options).is_ok(),
            TransformFlag::SymbolDce(options) => match symbol_dce(ctx, ir, root, options) {
                Ok(_) => true,
                Err(error) => {
                    let message = match error {
                        SymbolDceError::NotSymbolTable(_) => {
                            " was scheduled to run under SymbolDCE, but does not define a symbol table"
                        }
                        SymbolDceError::Erase(_) => {
                            " could not erase a dead symbol: it is still used"
                        }
                    };
                    diagnostics(Diagnostic::error(
                        diag_location(ctx, ir.op_loc(root)),
                        format!("'{}' op {message}", ctx.ident_str(ir.op_name(root))),
                    ));
                    false
                }
            },
            TransformFlag::SymbolPrivatize(options) => {
                symbol_privatize(ctx, ir, root, options);
                true
            }
            TransformFlag::StripDebugInfo(options) => {
                strip_debuginfo(ctx, ir, root, options);
                true
            }
            TransformFlag::PrintOpStats(options) => {
                stderr.push_str(&print_op_stats(ctx, ir, root, options));
                true
            }
            TransformFlag::TopologicalSort(options) => {
                topological_sort(ctx, ir, root, options);
                true
            }
            TransformFlag::ControlFlowSink(options) => {
                control_flow_sink(ctx, ir, root, options);
                true
            }
            TransformFlag::LoopInvariantCodeMotion(options) => {
                loop_invariant_code_motion(ctx, ir, root, options);
                true
            }
            TransformFlag::Sccp(options) => {
                sccp(ctx, ir, root, options);
                true
            }
        }
    }
}

/// The `name=value` pairs of an option text, each name one of `known`
/// (a value may hold spaces inside braces or quotes).
fn options(text: &str, known: &[&str]) -> Result<Vec<(String, String)>, String> {
    let mut pairs = Vec::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let mut depth = 0usize;
        let mut quote = None;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '{') => depth += 1,
                (None, '}') => depth = depth.saturating_sub(1),
                (None, c) if c.is_whitespace() && depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let option = &rest[..end];
        rest = rest[end..].trim_start();
        let (name, value) = option.split_once('=').unwrap_or((option, "true"));
        if !known.contains(&name) {
            return Err(format!("no such option {name}"));
        }
        pairs.push((name.to_string(), value.to_string()));
    }
    Ok(pairs)
}

/// The elements of a list option's value (`a,b`, `{a,b}`, `"a"`).
fn list_elements(value: &str) -> Vec<String> {
    let value = value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .unwrap_or(value);
    value
        .split(',')
        .map(|element| element.trim().trim_matches(['"', '\'']).to_string())
        .filter(|element| !element.is_empty())
        .collect()
}

fn parse_bool(value: &str) -> Result<bool, String> {
    match value {
        "true" | "1" | "TRUE" | "True" => Ok(true),
        "false" | "0" | "FALSE" | "False" => Ok(false),
        _ => Err(format!(
            "'{value}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}
