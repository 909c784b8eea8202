//! Hooks around pass execution (MLIR's `PassInstrumentation`): before and
//! after each pass, after a failed one, and around each nested pipeline.
//! IR printing and timing are instrumentations; the executor calls each in
//! order before a pass and in reverse order after it, as MLIR's
//! `PassInstrumentor` does. To run a nested pipeline on several threads,
//! the executor asks for a copy per worker ([`PassInstrumentation::fork`])
//! and hands each back when the worker is done ([`PassInstrumentation::join`]);
//! an instrumentation that cannot be copied (it must see every pass in
//! order, as IR printing does) keeps the run on one thread.

use std::any::Any;

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};

use super::info::PassInfo;

/// Something that watches passes run.
pub trait PassInstrumentation {
    /// Before a nested pipeline of ops named `anchor` (`any` for any op)
    /// runs on the ops inside `parent`.
    fn before_pipeline(&mut self, _anchor: &str, _parent: OpId) {}

    /// After that pipeline ran on all of them.
    fn after_pipeline(&mut self, _anchor: &str, _parent: OpId) {}

    /// Before an adaptor of nested managers (named `collection`, MLIR's
    /// `Pipeline Collection : ['a', 'b']`; `id` tells apart two adaptors of
    /// one name in a pipeline) runs on the ops inside `parent`; `hidden`
    /// for the adaptor of a single manager, whose timing row MLIR shows in
    /// its list display only.
    fn before_collection(&mut self, _collection: &str, _id: usize, _hidden: bool, _parent: OpId) {}

    /// After that adaptor ran.
    fn after_collection(&mut self, _collection: &str, _parent: OpId) {}

    /// The run's diagnostics now number `total` (told before each pass
    /// and before the hooks after it, so that what an instrumentation
    /// writes can be put in order with them, as MLIR prints both as they
    /// come).
    fn diagnostics_reported(&mut self, _total: usize) {}

    /// A pass wrote `text` for the user (`print-op-stats`' report). MLIR's
    /// passes write such text straight to the error stream; a driver that
    /// orders its output (dumps, diagnostics) takes it in here.
    fn pass_output(&mut self, text: &str) {
        eprint!("{text}");
    }

    /// Before a pass that runs on `parent` runs a pipeline of `anchor` ops
    /// itself (as the inliner does on callables).
    fn before_pass_pipeline(&mut self, anchor: &str, parent: OpId) {
        self.before_pipeline(anchor, parent);
    }

    /// After that pipeline ran.
    fn after_pass_pipeline(&mut self, anchor: &str, parent: OpId) {
        self.after_pipeline(anchor, parent);
    }

    /// Before analysis `name` is computed for `op` (within the pass that
    /// asked for it).
    fn before_analysis(&mut self, _name: &str, _op: OpId) {}

    /// After analysis `name` was computed for `op`.
    fn after_analysis(&mut self, _name: &str, _op: OpId) {}

    /// Before `pass` runs on `op`; `position` is the pass's place in its
    /// pass manager, which tells apart two runs of one pass there
    /// (`func.func(cse,canonicalize,cse)`).
    fn before_pass(
        &mut self,
        _ctx: &Context,
        _ir: &Ir,
        _pass: &PassInfo,
        _position: usize,
        _op: OpId,
    ) {
    }

    /// After `pass` ran on `op` and succeeded (and verified).
    fn after_pass(&mut self, _ctx: &Context, _ir: &Ir, _pass: &PassInfo, _op: OpId) {}

    /// After `pass` failed on `op` (or its result did not verify).
    fn after_pass_failed(&mut self, _ctx: &Context, _ir: &Ir, _pass: &PassInfo, _op: OpId) {}

    /// A copy for a worker thread, or `None` when passes must run on one
    /// thread for this instrumentation (the default).
    fn fork(&self) -> Option<Box<dyn ForkedInstrumentation>> {
        None
    }

    /// Takes back a copy [`PassInstrumentation::fork`] made, after its
    /// worker ran (what it recorded is merged).
    fn join(&mut self, _forked: Box<dyn ForkedInstrumentation>) {}
}

/// An instrumentation a worker thread owns.
pub trait ForkedInstrumentation: PassInstrumentation + Send {
    /// The copy as `Any`, for the instrumentation it was forked from to
    /// read.
    fn into_any(self: Box<Self>) -> Box<dyn Any + Send>;
}

/// No instrumentation: nothing to see, nothing to keep on one thread.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoInstrumentation;

impl PassInstrumentation for NoInstrumentation {
    fn fork(&self) -> Option<Box<dyn ForkedInstrumentation>> {
        Some(Box::new(NoInstrumentation))
    }
}

impl ForkedInstrumentation for NoInstrumentation {
    fn into_any(self: Box<Self>) -> Box<dyn Any + Send> {
        self
    }
}
