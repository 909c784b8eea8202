//! A pass as the pass manager holds it (MLIR's `Pass`/`OperationPass`):
//! an object that declares itself ([`PassInfo`]), prints its options,
//! clones itself for another thread, runs on one op, and reports its
//! statistics. The generated pass types implement it and call the body a
//! dialect module writes; [`PassRun`] is what a body sees of the manager:
//! diagnostics, analyses of its op, what it preserved, and failure.

use crate::storage::context::{Context, Ident};
use crate::storage::diagnostics::Diagnostic;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_error::OpError;
use crate::verify::op_error_diagnostic;

use super::analysis::{Analysis, AnalysisManager, PreservedAnalyses};
use super::info::PassInfo;
use super::instrumentation::PassInstrumentation;
use super::options::{OptionError, ReadPipeline};
use super::run_options::RunOptions;

/// A pass run failed (MLIR's `signalPassFailure`); the reasons were
/// emitted as diagnostics through [`PassRun::emit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassFailed;

/// What a pass body returns.
pub type PassResult = Result<(), PassFailed>;

/// A pass object.
pub trait Pass: Send {
    /// What the pass declares.
    fn info(&self) -> &'static PassInfo;

    /// Appends the options as `--dump-pass-pipeline` prints them inside the
    /// braces (every option, by argument); nothing for a pass without
    /// options.
    fn print_options(&self, out: &mut String);

    /// Whether the pass has options (it then prints braces).
    fn has_options(&self) -> bool {
        !self.info().options.is_empty()
    }

    /// Whether the pass may run on ops named `name` beyond its anchor's
    /// name (an interface pass checks the interface).
    fn can_schedule_on(&self, _ctx: &Context, _name: Ident) -> bool {
        true
    }

    /// A fresh copy with the same options and zero statistics, for another
    /// thread.
    fn clone_pass(&self) -> Box<dyn Pass>;

    /// Reads the pipelines the options hold (MLIR's `OpPassManager`
    /// options, such as the inliner's `op-pipelines`) with `read_pipeline`
    /// when the pass is added to a pipeline: it gives a pipeline's text as
    /// the pass manager prints it, or the error of a pipeline that does
    /// not read (reported as a bad option value).
    fn resolve_pipeline_options(
        &mut self,
        _read_pipeline: &ReadPipeline<'_>,
    ) -> Result<(), OptionError> {
        Ok(())
    }

    /// Runs the pass on `op`.
    fn run(&mut self, ctx: &Context, ir: &mut Ir, op: OpId, run: &mut PassRun<'_>) -> PassResult;

    /// The values of the statistics, in the order of
    /// [`PassInfo::statistics`].
    fn statistics(&self) -> Vec<u64> {
        Vec::new()
    }

    /// Adds `values` (another copy's statistics) to this pass's.
    fn add_statistics(&mut self, _values: &[u64]) {}
}

/// What a pass body sees of the manager while it runs on one op.
pub struct PassRun<'a> {
    op: OpId,
    analyses: &'a mut AnalysisManager,
    preserved: PreservedAnalyses,
    diagnostics: &'a mut Vec<Diagnostic>,
    options: RunOptions,
    instrumentation: &'a mut dyn PassInstrumentation,
}

impl<'a> PassRun<'a> {
    /// A run on `op` of a manager run with `options`, its analyses in
    /// `analyses` (computed under `instrumentation`), its diagnostics
    /// collected in `diagnostics` (an op error shows the current operation
    /// as the options' verification says).
    pub fn new(
        op: OpId,
        analyses: &'a mut AnalysisManager,
        diagnostics: &'a mut Vec<Diagnostic>,
        options: RunOptions,
        instrumentation: &'a mut dyn PassInstrumentation,
    ) -> Self {
        PassRun {
            op,
            analyses,
            preserved: PreservedAnalyses::none(),
            diagnostics,
            options,
            instrumentation,
        }
    }

    /// The options the manager runs with.
    pub fn options(&self) -> &RunOptions {
        &self.options
    }

    /// The instrumentation the manager runs under.
    pub(super) fn instrumentation(&mut self) -> &mut dyn PassInstrumentation {
        &mut *self.instrumentation
    }

    /// Writes `text` for the user where the driver shows what passes
    /// print (the error stream, in order with dumps and diagnostics).
    pub fn write_output(&mut self, text: &str) {
        self.instrumentation.pass_output(text);
    }

    /// The op the pass runs on.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// Emits a diagnostic (an error should come with a failed result).
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// Emits `error` about `op` as MLIR's `emitOpError` does: with the
    /// `see current operation` note unless the run is checking expected
    /// diagnostics.
    pub fn emit_op_error(&mut self, ctx: &Context, ir: &Ir, op: OpId, error: OpError) {
        let diagnostic = op_error_diagnostic(ctx, ir, op, error, self.options.verify);
        self.diagnostics.push(diagnostic);
    }

    /// The analysis `A` of the op, computed unless cached (the
    /// instrumentation sees it computed, as MLIR's `getAnalysis`).
    pub fn analysis<A: Analysis>(&mut self, ctx: &Context, ir: &Ir) -> &A {
        self.analysis_mut::<A>(ctx, ir)
    }

    /// The analysis `A` of the op for changing in place (one that fills
    /// itself lazily, as dominance does), computed unless cached.
    pub fn analysis_mut<A: Analysis>(&mut self, ctx: &Context, ir: &Ir) -> &mut A {
        let computing = !self.analyses.is_cached::<A>(self.op);
        if computing {
            self.instrumentation.before_analysis(A::name(), self.op);
            self.analyses.get_mut::<A>(ctx, ir, self.op);
            self.instrumentation.after_analysis(A::name(), self.op);
        }
        self.analyses.get_mut::<A>(ctx, ir, self.op)
    }

    /// Declares that the pass changed nothing (MLIR's
    /// `markAllAnalysesPreserved`).
    pub fn preserve_all(&mut self) {
        self.preserved.preserve_all();
    }

    /// Declares analysis `A` still valid.
    pub fn preserve<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// What the pass declared preserved.
    pub fn preserved(&self) -> &PreservedAnalyses {
        &self.preserved
    }
}
