//! The folder of `builtin.unrealized_conversion_cast` (MLIR's): a cast to
//! the types it casts from is its inputs; a cast of all the results of a
//! cast back to that cast's input types is that cast's inputs.

use super::{UnrealizedConversionCastOp, UnrealizedConversionCastOpFoldAdaptor};
use crate::op_support::{Context, Ir, OpFoldResult, OpMultiFolder, Type, Value};

fn types(ir: &Ir, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ir.value_type(v)).collect()
}

impl OpMultiFolder for UnrealizedConversionCastOp {
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        _: UnrealizedConversionCastOpFoldAdaptor,
    ) -> Option<Vec<OpFoldResult>> {
        let inputs = self.inputs(ctx, ir);
        let outputs = self.outputs(ctx, ir);
        let values = |v: &[Value]| v.iter().map(|&v| OpFoldResult::Value(v)).collect();
        if types(ir, &inputs) == types(ir, &outputs) {
            return Some(values(&inputs));
        }
        let first = *inputs.first()?;
        let inner = UnrealizedConversionCastOp::from_op(ctx, ir, ir.defining_op(first)?)?;
        let inner_inputs = inner.inputs(ctx, ir);
        if inner.outputs(ctx, ir) != inputs || types(ir, &inner_inputs) != types(ir, &outputs) {
            return None;
        }
        Some(values(&inner_inputs))
    }
}
