//! The transformations `dialectic-opt` runs from flags given one by one
//! (`--canonicalize --cse --symbol-dce`): each flag, with its options
//! (`--name=<options>`), and the run of each, in the order given, on the
//! top-level op (where `mlir-opt` runs these op-agnostic passes).

use dialectic_runtime::storage::diagnostics::Diagnostic;
use dialectic_runtime::{Context, Ir, OpId};

use crate::transforms::canonicalize::{CanonicalizeOptions, canonicalize};
use crate::transforms::cse::{CseOptions, cse};

/// One transformation asked for on the command line, with its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransformFlag {
    /// `--canonicalize[=<options>]`.
    Canonicalize(CanonicalizeOptions),
    /// `--cse`.
    Cse(CseOptions),
}

/// The `--help` lines of the transformation flags.
pub const TRANSFORM_USAGE: &str = "\
  --canonicalize[=<options>]       Canonicalize operations (options: top-down=<bool>,
                                   region-simplify=disabled|normal|aggressive,
                                   max-iterations=<n>, max-num-rewrites=<n>,
                                   test-convergence=<bool>)
  --cse                            Eliminate common sub-expressions
";

impl TransformFlag {
    /// The transformation a flag (without its dashes) names: `None` if it
    /// names none, else the flag or the message of its bad options.
    pub fn parse(flag: &str) -> Option<Result<TransformFlag, String>> {
        let (name, options) = match flag.split_once('=') {
            Some((name, options)) => (name, Some(options.trim_matches(['"', '\'']))),
            None => (flag, None),
        };
        let no_options = |flag: TransformFlag| match options {
            Some(text) if !text.trim().is_empty() => Err(format!(
                "dialectic-opt: for the --{name} option: unknown option '{}' of pass '{name}'",
                text.split_whitespace()
                    .next()
                    .unwrap_or(text)
                    .split('=')
                    .next()
                    .unwrap_or(text)
            )),
            _ => Ok(flag),
        };
        Some(match name {
            "canonicalize" => CanonicalizeOptions::parse(options.unwrap_or(""))
                .map(TransformFlag::Canonicalize)
                .map_err(|m| format!("dialectic-opt: for the --canonicalize option: {m}")),
            "cse" => no_options(TransformFlag::Cse(CseOptions::default())),
            _ => return None,
        })
    }

    /// The name of the phase in `--mlir-timing`'s report.
    pub fn timing_name(&self) -> &'static str {
        match self {
            TransformFlag::Canonicalize(_) => "Canonicalizer",
            TransformFlag::Cse(_) => "CSE",
        }
    }

    /// Runs the transformation on `root`; whether it succeeded (a failure
    /// is reported through `diagnostics`, or is a failed
    /// `test-convergence`).
    pub fn run(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        root: OpId,
        diagnostics: &mut dyn FnMut(Diagnostic),
    ) -> bool {
        let _ = &diagnostics;
        match self {
            TransformFlag::Canonicalize(options) => {
                let outcome = canonicalize(ctx, ir, root, options);
                !options.test_convergence || outcome.converged
            }
            TransformFlag::Cse(options) => cse(ctx, ir, root, options).is_ok(),
        }
    }
}
