//! Running a pass manager on an op, as MLIR's `PassManager::run` does:
//! the top manager must be anchored on the op's name; each pass runs on
//! the op (which must be registered and isolated from above), is verified
//! after it unless `verify_each` is off, and invalidates the analyses it
//! did not preserve; a nested manager runs on each matching op directly in
//! the op's regions (for `any`: each registered op isolated from above).
//! The first failure stops the run; its reasons are the diagnostics
//! emitted, with MLIR's messages for the manager's own checks.

use crate::storage::context::Context;
use crate::storage::diagnostics::Diagnostic;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_error::OpError;
use crate::storage::op_traits::OpTraits;
use crate::verify::{VerifyOptions, diag_location, op_error_diagnostic, verify_reporting};

use super::analysis::AnalysisManager;
use super::instrumentation::PassInstrumentation;
use super::manager::{OpPassManager, PassEntry};
use super::operation_pass::{Pass, PassFailed, PassResult, PassRun};

/// How to run.
#[derive(Clone, Copy, Debug)]
pub struct RunOptions {
    /// Verify the op after each pass (`--verify-each`, on by default).
    pub verify_each: bool,
    /// How to verify.
    pub verify: VerifyOptions,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify_each: true,
            verify: VerifyOptions::default(),
        }
    }
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
        executor.run_pipeline(self, ir, op)
    }
}

impl Executor<'_> {
    fn error(&mut self, ir: &Ir, op: OpId, message: String) {
        let location = diag_location(self.ctx, ir.op_loc(op));
        self.diagnostics.push(Diagnostic::error(location, message));
    }

    fn run_pipeline(&mut self, manager: &mut OpPassManager, ir: &mut Ir, op: OpId) -> PassResult {
        for entry in manager.entries_mut() {
            match entry {
                PassEntry::Pass(pass) => self.run_pass(pass.as_mut(), ir, op)?,
                PassEntry::Nested(nested) => self.run_nested(nested, ir, op)?,
            }
        }
        Ok(())
    }

    /// Whether a nested manager runs on `op`.
    fn schedules_on(&self, manager: &OpPassManager, ir: &Ir, op: OpId) -> bool {
        let name = ir.op_name(op);
        match manager.anchor() {
            Some(anchor) => self.ctx.ident_str(name) == anchor,
            None => self
                .ctx
                .op_registration(name)
                .is_some_and(|r| r.traits.contains(OpTraits::ISOLATED_FROM_ABOVE)),
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
        self.instrumentation.before_pipeline(&anchor, op);
        let mut result = Ok(());
        for target in targets {
            result = self.run_pipeline(manager, ir, target);
            if result.is_err() {
                break;
            }
        }
        self.instrumentation.after_pipeline(&anchor, op);
        result
    }

    fn run_pass(&mut self, pass: &mut dyn Pass, ir: &mut Ir, op: OpId) -> PassResult {
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
        self.instrumentation.before_pass(self.ctx, ir, pass, op);
        let mut run = PassRun::new(op, &mut self.analyses, self.diagnostics);
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
        match result {
            Ok(()) => self.instrumentation.after_pass(self.ctx, ir, pass, op),
            Err(PassFailed) => self
                .instrumentation
                .after_pass_failed(self.ctx, ir, pass, op),
        }
        result
    }
}
