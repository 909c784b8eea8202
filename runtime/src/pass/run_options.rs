//! How a pass manager runs: verification after each pass, how to verify,
//! how many threads nested pipelines may use, and the passes a pass may
//! name in the pipelines it builds while it runs.

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::verify::VerifyOptions;

/// The passes of the tool that runs a manager: its `PassRegistry`, held
/// without naming the type (the registry makes passes, which take these
/// options, so naming it here would tie the two files in a circle);
/// `PassRegistry::of_run` reads it back.
#[derive(Clone)]
pub struct ToolPasses(pub Arc<dyn Any + Send + Sync>);

impl fmt::Debug for ToolPasses {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ToolPasses(..)")
    }
}

/// How to run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Verify the op after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// How to verify.
    pub verify: VerifyOptions,
    /// How many threads nested pipelines may run on (1: the caller's only).
    pub threads: usize,
    /// The passes of the tool that runs the manager, for a pass that reads
    /// a pipeline while it runs (the inliner's default pipeline); `None`
    /// leaves the choice to the pass.
    pub registry: Option<ToolPasses>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            verify: VerifyOptions::default(),
            threads: 1,
            registry: None,
        }
    }
}
