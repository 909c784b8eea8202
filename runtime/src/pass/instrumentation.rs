//! Hooks around pass execution (MLIR's `PassInstrumentation`): before and
//! after each pass, after a failed one, and around each nested pipeline.
//! IR printing, timing and statistics are instrumentations; the executor
//! calls each in order before a pass and in reverse order after it, as
//! MLIR's `PassInstrumentor` does.

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};

use super::operation_pass::Pass;

/// Something that watches passes run.
pub trait PassInstrumentation {
    /// Before a nested pipeline of ops named `anchor` (`any` for any op)
    /// runs on the ops inside `parent`.
    fn before_pipeline(&mut self, _anchor: &str, _parent: OpId) {}

    /// After that pipeline ran on all of them.
    fn after_pipeline(&mut self, _anchor: &str, _parent: OpId) {}

    /// Before `pass` runs on `op`.
    fn before_pass(&mut self, _ctx: &Context, _ir: &Ir, _pass: &dyn Pass, _op: OpId) {}

    /// After `pass` ran on `op` and succeeded (and verified).
    fn after_pass(&mut self, _ctx: &Context, _ir: &Ir, _pass: &dyn Pass, _op: OpId) {}

    /// After `pass` failed on `op` (or its result did not verify).
    fn after_pass_failed(&mut self, _ctx: &Context, _ir: &Ir, _pass: &dyn Pass, _op: OpId) {}
}

/// Several instrumentations, called in order before and in reverse order
/// after.
#[derive(Default)]
pub struct Instrumentations<'a> {
    list: Vec<Box<dyn PassInstrumentation + 'a>>,
}

impl<'a> Instrumentations<'a> {
    /// None.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one.
    pub fn add(&mut self, instrumentation: Box<dyn PassInstrumentation + 'a>) {
        self.list.push(instrumentation);
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

impl PassInstrumentation for Instrumentations<'_> {
    fn before_pipeline(&mut self, anchor: &str, parent: OpId) {
        for i in &mut self.list {
            i.before_pipeline(anchor, parent);
        }
    }

    fn after_pipeline(&mut self, anchor: &str, parent: OpId) {
        for i in self.list.iter_mut().rev() {
            i.after_pipeline(anchor, parent);
        }
    }

    fn before_pass(&mut self, ctx: &Context, ir: &Ir, pass: &dyn Pass, op: OpId) {
        for i in &mut self.list {
            i.before_pass(ctx, ir, pass, op);
        }
    }

    fn after_pass(&mut self, ctx: &Context, ir: &Ir, pass: &dyn Pass, op: OpId) {
        for i in self.list.iter_mut().rev() {
            i.after_pass(ctx, ir, pass, op);
        }
    }

    fn after_pass_failed(&mut self, ctx: &Context, ir: &Ir, pass: &dyn Pass, op: OpId) {
        for i in self.list.iter_mut().rev() {
            i.after_pass_failed(ctx, ir, pass, op);
        }
    }
}
