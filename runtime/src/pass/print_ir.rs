//! Printing the IR around passes (MLIR's `IRPrinterInstrumentation`):
//! `--mlir-print-ir-before=`, `--mlir-print-ir-after=`, `-before-all`,
//! `-after-all`, `-after-change` (only when the pass changed the op),
//! `-after-failure` and `-module-scope` (the whole top-level op, the
//! header naming the op the pass ran on), in MLIR's format:
//! `// -----// IR Dump After CSE (cse) //----- //`, the op, a blank line.

use std::fmt::Write as _;

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};
use crate::storage::symbol_table::symbol_name;
use crate::text::print::{PrintFlags, print_op};

use super::info::PassInfo;
use super::instrumentation::PassInstrumentation;

/// Which passes to print around, and how.
#[derive(Clone, Debug, Default)]
pub struct PrintIrConfig {
    /// Pass arguments to print before (`--mlir-print-ir-before=`).
    pub before: Vec<String>,
    /// Pass arguments to print after (`--mlir-print-ir-after=`).
    pub after: Vec<String>,
    /// Print before every pass.
    pub before_all: bool,
    /// Print after every pass.
    pub after_all: bool,
    /// Print after a pass only when it changed the op.
    pub after_change: bool,
    /// Print after a pass only when it failed (after any pass that fails).
    pub after_failure: bool,
    /// Print the top-level op instead of the op the pass ran on.
    pub module_scope: bool,
    /// How to print (`--mlir-print-op-generic`, `--mlir-print-debuginfo`).
    pub flags: PrintFlags,
}

impl PrintIrConfig {
    /// Whether anything is printed at all.
    pub fn is_enabled(&self) -> bool {
        self.before_all
            || self.after_all
            || self.after_failure
            || !self.before.is_empty()
            || !self.after.is_empty()
    }

    fn prints_before(&self, pass: &PassInfo) -> bool {
        self.before_all || self.before.iter().any(|a| a == pass.argument)
    }

    fn prints_after(&self, pass: &PassInfo) -> bool {
        self.after_all || self.after.iter().any(|a| a == pass.argument)
    }
}

/// The instrumentation printing the IR into `out`.
pub struct IrPrinter<'a> {
    config: &'a PrintIrConfig,
    out: &'a mut String,
    /// The op's text before each running pass (innermost last), kept to
    /// tell whether the pass changed it.
    before: Vec<Option<String>>,
}

impl<'a> IrPrinter<'a> {
    /// A printer for `config`, writing to `out`.
    pub fn new(config: &'a PrintIrConfig, out: &'a mut String) -> Self {
        IrPrinter {
            config,
            out,
            before: Vec::new(),
        }
    }

    /// How much has been written so far.
    pub fn written(&self) -> usize {
        self.out.len()
    }

    /// Appends text a pass wrote, between the dumps.
    pub fn write_text(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Prints the dump whose header starts with `header`
    /// (`// -----// IR Dump After CSE (cse)`).
    fn print(&mut self, ctx: &Context, ir: &Ir, header: &str, op: OpId) {
        self.out.push_str(header);
        if self.config.module_scope {
            let _ = write!(self.out, " ('{}' operation", ctx.ident_str(ir.op_name(op)));
            if let Some(name) = symbol_name(ctx, ir, op) {
                let _ = write!(self.out, ": @{}", String::from_utf8_lossy(name));
            }
            self.out.push(')');
        }
        self.out.push_str(" //----- //\n");
        let mut top = op;
        if self.config.module_scope {
            while let Some(parent) = ir.parent_op(top) {
                top = parent;
            }
        }
        let mut flags = self.config.flags.clone();
        // As MLIR: an op inside a block prints with local scope.
        flags.local_scope |= ir.op_parent_block(top).is_some();
        self.out.push_str(&op_text(ctx, ir, top, &flags));
        self.out.push_str("\n\n");
    }
}

/// `// -----// IR Dump After CSE Failed (cse)`.
fn header(when: &str, info: &PassInfo, failed: &str) -> String {
    format!(
        "// -----// IR Dump {when} {}{failed} ({})",
        info.name, info.argument
    )
}

/// The op's text without the newline that ends a top-level op's.
fn op_text(ctx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> String {
    let mut text = print_op(ctx, ir, op, flags);
    if ir.op_parent_block(op).is_some() && text.ends_with('\n') {
        text.pop();
    }
    text
}

impl PassInstrumentation for IrPrinter<'_> {
    fn before_pass(&mut self, ctx: &Context, ir: &Ir, pass: &PassInfo, _position: usize, op: OpId) {
        if self.config.prints_before(pass) {
            let header = header("Before", pass, "");
            self.print(ctx, ir, &header, op);
        }
        let keep = self.config.after_change && self.config.prints_after(pass);
        self.before
            .push(keep.then(|| print_op(ctx, ir, op, &PrintFlags::default())));
    }

    fn after_pass(&mut self, ctx: &Context, ir: &Ir, pass: &PassInfo, op: OpId) {
        let before = self.before.pop().flatten();
        // With `--mlir-print-ir-after-failure` only failures print after.
        if self.config.after_failure || !self.config.prints_after(pass) {
            return;
        }
        if let Some(before) = before
            && before == print_op(ctx, ir, op, &PrintFlags::default())
        {
            return;
        }
        let header = header("After", pass, "");
        self.print(ctx, ir, &header, op);
    }

    fn after_pass_failed(&mut self, ctx: &Context, ir: &Ir, pass: &PassInfo, op: OpId) {
        self.before.pop();
        // A failure prints wherever a success would, and everywhere with
        // `--mlir-print-ir-after-failure` (MLIR's filter says yes to every
        // pass then).
        if self.config.after_failure || self.config.prints_after(pass) {
            let header = header("After", pass, " Failed");
            self.print(ctx, ir, &header, op);
        }
    }
}
