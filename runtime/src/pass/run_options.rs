//! How a pass manager runs: verification after each pass, how to verify,
//! and how many threads nested pipelines may use.

use crate::verify::VerifyOptions;

/// How to run.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    /// Verify the op after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// How to verify.
    pub verify: VerifyOptions,
    /// How many threads nested pipelines may run on (1: the caller's only).
    pub threads: usize,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            verify: VerifyOptions::default(),
            threads: 1,
        }
    }
}
