//! The body of `toy-shape-inference` (`td/Passes.td`), the tutorial's
//! `ShapeInferencePass` (chapter 4): a worklist of the ops returning
//! unranked tensors, each inferred through its `ShapeInference` interface
//! once all its operands are ranked.

use dialectic::op_support::{
    Context, Ir, OpError, OpId, PassBody, PassFailed, PassResult, PassRun, Type, TypeKind,
};

use crate::ShapeInference;
use crate::passes::ShapeInferencePass;

/// Whether `ty` is a ranked tensor (the tutorial's `RankedTensorType`).
fn is_ranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. })
}

/// The ops nested in `op`, each after those nested in it (the order of
/// the tutorial's walk).
fn nested_ops(ir: &Ir, op: OpId, out: &mut Vec<OpId>) {
    for &region in ir.regions(op) {
        for block in ir.blocks_of(region) {
            for nested in ir.ops_of(block) {
                nested_ops(ir, nested, out);
                out.push(nested);
            }
        }
    }
}

impl PassBody for ShapeInferencePass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let mut ops = Vec::new();
        nested_ops(ir, op, &mut ops);
        let mut worklist: Vec<OpId> = ops
            .into_iter()
            .filter(|&o| ir.results(o).any(|r| !is_ranked(ctx, ir.value_type(r))))
            .collect();
        // The tutorial takes any op whose operands are all inferred; the
        // first in program order keeps the run deterministic.
        while let Some(index) = worklist
            .iter()
            .position(|&o| ir.operands(o).all(|v| is_ranked(ctx, ir.value_type(v))))
        {
            let next = worklist.remove(index);
            let Some(shape_op) = ctx.op_interface::<dyn ShapeInference>(ir, next) else {
                let error = OpError::error(
                    "unable to infer shape of operation without shape inference interface",
                );
                run.emit_op_error(ctx, ir, next, error);
                return Err(PassFailed);
            };
            shape_op.infer_shapes(ctx, ir);
        }
        if !worklist.is_empty() {
            let error = OpError::error(format!(
                "Shape inference failed, {} operations couldn't be inferred",
                worklist.len()
            ));
            run.emit_op_error(ctx, ir, op, error);
            return Err(PassFailed);
        }
        Ok(())
    }
}
