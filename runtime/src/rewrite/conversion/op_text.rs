//! How ops appear in the notes of conversion diagnostics: the generic
//! form of `see current operation` (what `mlir-opt` attaches to an
//! `emitError`), and the form a note streams an op in (`<< *op`: the
//! custom form when the op's scope verifies), which only the verifier can
//! decide and so is given by the caller ([`ConversionConfig`]).

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_traits::OpTraits;
use crate::text::print::{OpPrinter, PrintFlags};

/// Prints an op as a diagnostic note shows it.
pub type OpText = fn(&Context, &Ir, OpId) -> String;

/// What a conversion needs beyond its target and patterns (MLIR's
/// `ConversionConfig`).
#[derive(Clone, Copy, Debug)]
pub struct ConversionConfig {
    /// Prints the ops that notes stream (`see existing live user here:
    /// ...`): `dialectic_runtime::verify::op_as_streamed` prints them as
    /// MLIR does; the default prints them generically.
    pub op_text: OpText,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            op_text: generic_op_text,
        }
    }
}

/// `op` in the generic form, numbered from its closest
/// isolated-from-above ancestor, on a line of its own when it takes
/// several.
pub fn generic_op_text(ctx: &Context, ir: &Ir, op: OpId) -> String {
    let mut scope = op;
    while !ctx
        .op_definition(ir.op_name(scope))
        .is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
    {
        match ir.parent_op(scope) {
            Some(parent) => scope = parent,
            None => break,
        }
    }
    let flags = PrintFlags {
        single_threaded: true,
        generic: true,
        debug_info: false,
        local_scope: true,
    };
    let mut printer = OpPrinter::in_scope(ctx, ir, op, scope, flags);
    printer.print_top_level(op);
    let text = printer.finish();
    let separator = if text.contains('\n') { "\n" } else { "" };
    format!("{separator}{text}")
}
