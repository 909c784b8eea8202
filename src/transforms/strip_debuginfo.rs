//! Dropping locations (MLIR's `strip-debuginfo` pass): every op nested in
//! the op it runs on, the op itself, and every block argument of their
//! regions get `loc(unknown)`. Debug-info attributes stay.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use dialectic_runtime::storage::walk::WalkOrder;
use dialectic_runtime::{Context, Ir, OpId, Value};

/// The options of `strip-debuginfo` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StripDebugInfoOptions {}

/// Replaces the locations of `root`, the ops nested in it and their block
/// arguments with `loc(unknown)`.
pub fn strip_debuginfo(ctx: &Context, ir: &mut Ir, root: OpId, _options: &StripDebugInfoOptions) {
    let unknown = ctx.unknown_loc();
    let mut ops = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |op| ops.push(op));
    for op in ops {
        ir.set_op_loc(op, unknown);
        let arguments: Vec<Value> = ir
            .regions(op)
            .iter()
            .flat_map(|&region| ir.blocks_of(region))
            .flat_map(|block| ir.block_arguments(block).iter().copied())
            .collect();
        for argument in arguments {
            ir.set_value_loc(argument, unknown);
        }
    }
}

impl PassBody for super::StripDebugInfo {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        _run: &mut PassRun<'_>,
    ) -> PassResult {
        strip_debuginfo(ctx, ir, op, &StripDebugInfoOptions::default());
        Ok(())
    }
}
