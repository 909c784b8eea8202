//! The body of a pass declared in `.td` (MLIR's `runOnOperation`), as the
//! trait the generated pass type calls: `def CSE : Pass<"cse">` generates
//! `Cse` with its options and statistics, and the module holding the
//! collection's `dialect!` implements [`PassBody`] for it. A missing body
//! does not compile, and the message names the pass type.

use dialectic_runtime::pass::{OptionError, PassResult, PassRun, ReadPipeline};
use dialectic_runtime::{Context, Ir, OpId};

/// What a pass does when it runs on an op (MLIR's `runOnOperation`): it
/// reads its options from `self.options`, counts into `self.statistics`,
/// emits diagnostics, asks for and preserves analyses through `run`, and
/// fails with [`dialectic_runtime::pass::PassFailed`] (MLIR's
/// `signalPassFailure`) after emitting why.
#[diagnostic::on_unimplemented(
    message = "the pass `{Self}` is declared in `.td`: implement `dialectic::op_support::PassBody` for it beside its `dialect!`",
    label = "the generated pass runs this body"
)]
pub trait PassBody {
    /// Runs the pass on `op`.
    fn run_on(&mut self, ctx: &Context, ir: &mut Ir, op: OpId, run: &mut PassRun<'_>)
    -> PassResult;

    /// Reads the pipelines held in the options (see
    /// [`dialectic_runtime::pass::Pass::resolve_pipeline_options`]); none
    /// by default.
    fn resolve_pipeline_options(
        &mut self,
        _read_pipeline: &ReadPipeline<'_>,
    ) -> Result<(), OptionError> {
        Ok(())
    }
}
