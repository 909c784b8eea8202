//! How a pass manager runs: verification after each pass, how to verify,
//! how many threads nested pipelines may use, and the passes a pass may
//! name in the pipelines it builds while it runs.

use std::sync::Arc;

use super::pass_registry::PassRegistry;
use crate::verify::VerifyOptions;

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
    pub registry: Option<Arc<PassRegistry>>,
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
