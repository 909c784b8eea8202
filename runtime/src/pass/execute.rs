//! Running a pass manager on an op, as MLIR's `PassManager::run` does:
//! the top manager must be anchored on the op's name; each pass runs on
//! the op (which must be registered and isolated from above), is verified
//! after it unless `verify_each` is off, and invalidates the analyses it
//! did not preserve; a nested manager runs on each matching op directly in
//! the op's regions (for `any`: each registered op isolated from above).
//! The first failure stops the run; its reasons are the diagnostics
//! emitted, with MLIR's messages for the manager's own checks.
//!
//! A nested manager runs on several threads when the run allows more than
//! one, the instrumentation can be copied for workers, and every op it
//! runs on is registered, isolated from above and without operands or
//! results (each `func.func`, each `llvm.func`): a worker copies its op
//! into a graph of its own ([`Ir::copy_op_into`]), runs a copy of the
//! manager on it, and the copies are spliced back in order
//! ([`Ir::splice_fragment`]) in place of the originals. Diagnostics are
//! kept per op and reported in op order up to the first failure, as a
//! one-thread run reports them, so the output does not depend on the
//! number of threads.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::storage::context::Context;
use crate::storage::diagnostics::Diagnostic;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_error::OpError;
use crate::storage::op_traits::OpTraits;
use crate::storage::threads::run_on_threads;
use crate::verify::{diag_location, op_error_diagnostic, verify_reporting};

use super::analysis::{AnalysisManager, PreservedAnalyses};
use super::instrumentation::{ForkedInstrumentation, PassInstrumentation};
use super::manager::{OpPassManager, PassEntry};
use super::operation_pass::{Pass, PassFailed, PassResult, PassRun};
pub use super::run_options::RunOptions;

/// What a worker did with one op.
struct WorkerResult {
    /// The op's position among the targets.
    index: usize,
    /// The graph holding the op after the passes (its root block holds it).
    fragment: Ir,
    /// The op in `fragment`.
    op: OpId,
    /// Whether the pipeline succeeded on it.
    result: PassResult,
    /// Its diagnostics.
    diagnostics: Vec<Diagnostic>,
}

/// What a worker hands back.
enum WorkerOutput {
    /// An op it ran on.
    Op(WorkerResult),
    /// Its copy of the manager and of the instrumentation, when done.
    Done(OpPassManager, Box<dyn ForkedInstrumentation>),
}

/// The state of one run.
struct Executor<'a> {
    ctx: &'a Context,
    options: RunOptions,
    instrumentation: &'a mut dyn PassInstrumentation,
    diagnostics: &'a mut Vec<Diagnostic>,
    analyses: AnalysisManager,
}

impl OpPassManager {
    /// Runs the manager on `op`; the diagnostics of passes and of the
    /// verifier are appended to `diagnostics`.
    pub fn run(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        options: RunOptions,
        instrumentation: &mut dyn PassInstrumentation,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> PassResult {
        let mut executor = Executor {
            ctx,
            options,
            instrumentation,
            diagnostics,
            analyses: AnalysisManager::new(),
        };
        let name = ctx.ident_str(ir.op_name(op));
        if let Some(anchor) = self.anchor()
            && anchor != name
        {
            let message = format!("can't run '{anchor}' pass manager on '{name}' op");
            executor.error(ir, op, message);
            return Err(PassFailed);
        }
        self.coalesce(ctx);
        executor.run_pipeline(self, ir, op)
    }
}

impl Executor<'_> {
    fn error(&mut self, ir: &Ir, op: OpId, message: String) {
        let location = diag_location(self.ctx, ir.op_loc(op));
        self.diagnostics.push(Diagnostic::error(location, message));
    }

    fn run_pipeline(&mut self, manager: &mut OpPassManager, ir: &mut Ir, op: OpId) -> PassResult {
        for (position, entry) in manager.entries_mut().iter_mut().enumerate() {
            match entry {
                PassEntry::Pass(pass) => self.run_pass(pass.as_mut(), position, ir, op)?,
                PassEntry::Nested(nested) => self.run_nested(nested, ir, op)?,
                PassEntry::Collection(managers) => self.run_collection(managers, ir, op)?,
            }
        }
        Ok(())
    }

    /// Whether a nested manager runs on `op`.
    fn schedules_on(&self, manager: &OpPassManager, ir: &Ir, op: OpId) -> bool {
        let name = ir.op_name(op);
        match manager.anchor() {
            Some(anchor) => self.ctx.ident_str(name) == anchor,
            // As MLIR: an op-agnostic manager runs on registered isolated
            // ops that each of its passes can run on (an interface pass
            // needs its interface).
            None => {
                self.ctx
                    .op_registration(name)
                    .is_some_and(|r| r.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
                    && manager.entries().iter().all(|e| match e {
                        PassEntry::Pass(pass) => pass.can_schedule_on(self.ctx, name),
                        PassEntry::Nested(_) | PassEntry::Collection(_) => true,
                    })
            }
        }
    }

    fn run_nested(&mut self, manager: &mut OpPassManager, ir: &mut Ir, op: OpId) -> PassResult {
        let mut targets = Vec::new();
        for &region in ir.regions(op) {
            for block in ir.blocks_of(region) {
                for child in ir.ops_of(block) {
                    if self.schedules_on(manager, ir, child) {
                        targets.push(child);
                    }
                }
            }
        }
        let anchor = manager.anchor_name().to_string();
        let collection = format!("Pipeline Collection : ['{anchor}']");
        self.instrumentation.before_collection(
            &collection,
            std::ptr::from_ref(manager) as usize,
            true,
            op,
        );
        self.instrumentation.before_pipeline(&anchor, op);
        let result = if self.runs_in_parallel(ir, &targets) {
            self.run_in_parallel(manager, ir, &targets)
        } else {
            let mut result = Ok(());
            for target in targets {
                result = self.run_pipeline(manager, ir, target);
                // As MLIR's adaptor: what the pipeline computed about the
                // op serves no later op (and would slow every
                // invalidation down as the ops add up).
                self.analyses.clear(ir, target);
                if result.is_err() {
                    break;
                }
            }
            result
        };
        self.instrumentation.after_pipeline(&anchor, op);
        self.instrumentation.after_collection(&collection, op);
        // What was computed about `op` may no longer hold for what the
        // nested passes changed.
        self.analyses.invalidate(ir, op, &PreservedAnalyses::none());
        result
    }

    /// Runs an adaptor of several managers: each op directly inside `op`
    /// runs the first manager that schedules on it, one op after another
    /// in the ops' order (the timing shows MLIR's `Pipeline Collection`).
    fn run_collection(
        &mut self,
        managers: &mut [OpPassManager],
        ir: &mut Ir,
        op: OpId,
    ) -> PassResult {
        let mut targets = Vec::new();
        for &region in ir.regions(op) {
            for block in ir.blocks_of(region) {
                for child in ir.ops_of(block) {
                    if let Some(i) = managers
                        .iter()
                        .position(|m| self.schedules_on(m, ir, child))
                    {
                        targets.push((child, i));
                    }
                }
            }
        }
        let anchors: Vec<&str> = managers.iter().map(OpPassManager::anchor_name).collect();
        let collection = format!(
            "Pipeline Collection : [{}]",
            anchors
                .iter()
                .map(|a| format!("'{a}'"))
                .collect::<Vec<_>>()
                .join(", ")
        );
        self.instrumentation
            .before_collection(&collection, managers.as_ptr() as usize, false, op);
        let mut result = Ok(());
        for (target, i) in targets {
            let manager = &mut managers[i];
            let anchor = manager.anchor_name().to_string();
            self.instrumentation.before_pipeline(&anchor, op);
            result = self.run_pipeline(manager, ir, target);
            self.analyses.clear(ir, target);
            self.instrumentation.after_pipeline(&anchor, op);
            if result.is_err() {
                break;
            }
        }
        self.instrumentation.after_collection(&collection, op);
        self.analyses.invalidate(ir, op, &PreservedAnalyses::none());
        result
    }

    /// Whether the ops a nested manager runs on can go to workers.
    fn runs_in_parallel(&self, ir: &Ir, targets: &[OpId]) -> bool {
        self.options.threads > 1
            && targets.len() > 1
            && self.instrumentation.fork().is_some()
            && targets.iter().all(|&t| {
                ir.num_operands(t) == 0
                    && ir.num_results(t) == 0
                    && self
                        .ctx
                        .op_registration(ir.op_name(t))
                        .is_some_and(|r| r.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
            })
    }

    fn run_in_parallel(
        &mut self,
        manager: &mut OpPassManager,
        ir: &mut Ir,
        targets: &[OpId],
    ) -> PassResult {
        let threads = self.options.threads.min(targets.len());
        // Each worker takes a copy of the manager and of the
        // instrumentation (made here: passes are `Send`, not `Sync`).
        let copies: Vec<(OpPassManager, Box<dyn ForkedInstrumentation>)> = (0..threads)
            .filter_map(|_| Some((manager.clone_manager(), self.instrumentation.fork()?)))
            .collect();
        let copies = Mutex::new(copies);
        let next = AtomicUsize::new(0);
        let (ctx, options) = (self.ctx, &self.options);
        let shared: &Ir = ir;
        let outputs = run_on_threads(threads, || {
            let taken = copies.lock().map(|mut c| c.pop()).unwrap_or(None);
            let Some((mut copy, mut instrumentation)) = taken else {
                return Vec::new();
            };
            let mut outputs = Vec::new();
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(&target) = targets.get(index) else {
                    break;
                };
                let mut fragment = Ir::new();
                let root = fragment.create_block();
                let op = shared
                    .copy_op_into(target, &mut fragment, root)
                    .expect("an isolated op without operands is self-contained");
                let mut diagnostics = Vec::new();
                let mut worker = Executor {
                    ctx,
                    options: options.clone(),
                    instrumentation: instrumentation.as_mut(),
                    diagnostics: &mut diagnostics,
                    analyses: AnalysisManager::new(),
                };
                let result = worker.run_pipeline(&mut copy, &mut fragment, op);
                outputs.push(WorkerOutput::Op(WorkerResult {
                    index,
                    fragment,
                    op,
                    result,
                    diagnostics,
                }));
            }
            outputs.push(WorkerOutput::Done(copy, instrumentation));
            outputs
        });
        let mut results: Vec<WorkerResult> = Vec::with_capacity(targets.len());
        for output in outputs {
            match output {
                WorkerOutput::Op(r) => results.push(r),
                WorkerOutput::Done(copy, instrumentation) => {
                    manager.add_statistics_of(&copy);
                    self.instrumentation.join(instrumentation);
                }
            }
        }
        results.sort_by_key(|r| r.index);
        // The copies take the originals' places; what a one-thread run
        // reports (up to the first failure) is reported.
        let mut outcome = Ok(());
        for mut r in results {
            let original = targets[r.index];
            if outcome.is_ok() {
                self.diagnostics.append(&mut r.diagnostics);
                outcome = r.result;
            }
            let block = ir
                .op_parent_block(original)
                .expect("a nested op is in a block");
            let rebase = ir.splice_fragment(&mut r.fragment, block);
            let copy = rebase.op(r.op);
            ir.move_op_before(copy, original);
            ir.erase_op(original)
                .expect("an op without results has no uses to keep it");
        }
        outcome
    }

    fn run_pass(
        &mut self,
        pass: &mut dyn Pass,
        position: usize,
        ir: &mut Ir,
        op: OpId,
    ) -> PassResult {
        let registration = self.ctx.op_registration(ir.op_name(op));
        let refusal = match registration {
            None => Some("trying to schedule a pass on an unregistered operation"),
            Some(r) if !r.traits.contains(OpTraits::ISOLATED_FROM_ABOVE) => {
                Some("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'")
            }
            Some(_) => None,
        };
        if let Some(message) = refusal {
            let error = OpError::op_error(message);
            let diagnostic = op_error_diagnostic(self.ctx, ir, op, error, self.options.verify);
            self.diagnostics.push(diagnostic);
            return Err(PassFailed);
        }
        self.instrumentation
            .diagnostics_reported(self.diagnostics.len());
        self.instrumentation
            .before_pass(self.ctx, ir, pass.info(), position, op);
        let mut run = PassRun::new(
            op,
            &mut self.analyses,
            self.diagnostics,
            self.options.clone(),
            &mut *self.instrumentation,
        );
        let mut result = pass.run(self.ctx, ir, op, &mut run);
        let preserved = run.preserved().clone();
        self.analyses.invalidate(ir, op, &preserved);
        if result.is_ok() && self.options.verify_each {
            let diagnostics = &mut *self.diagnostics;
            if !verify_reporting(self.ctx, ir, op, self.options.verify, &mut |d| {
                diagnostics.push(d)
            }) {
                result = Err(PassFailed);
            }
        }
        self.instrumentation
            .diagnostics_reported(self.diagnostics.len());
        match result {
            Ok(()) => self
                .instrumentation
                .after_pass(self.ctx, ir, pass.info(), op),
            Err(PassFailed) => {
                self.instrumentation
                    .after_pass_failed(self.ctx, ir, pass.info(), op)
            }
        }
        result
    }
}

impl PassRun<'_> {
    /// Runs `manager` on `op` (the pass's op or one nested in it) from
    /// within the pass, as MLIR's `Pass::runPipeline`: under the run's
    /// instrumentation (the pipeline shows in the timing and the IR dumps)
    /// and verification, on this thread. Its diagnostics when it fails.
    pub fn run_pipeline(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        manager: &mut OpPassManager,
        op: OpId,
    ) -> Result<(), Vec<Diagnostic>> {
        let anchor = manager.anchor_name().to_string();
        let options = RunOptions {
            threads: 1,
            ..self.options().clone()
        };
        let parent = self.op();
        let mut diagnostics = Vec::new();
        let instrumentation = self.instrumentation();
        instrumentation.before_pass_pipeline(&anchor, parent);
        let result = manager.run(
            ctx,
            ir,
            op,
            options,
            &mut *instrumentation,
            &mut diagnostics,
        );
        instrumentation.after_pass_pipeline(&anchor, parent);
        result.map_err(|_| diagnostics)
    }
}
