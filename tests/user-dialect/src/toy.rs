//! The `toy` dialect, from this crate's `td/toy.td`, with the verifier of
//! `toy.constant` (the attribute's type is the result's), the shape
//! `toy.transpose` infers (the operand's, reversed), and shape inference
//! over a program: any op implementing `ShapeInference`, found at run time.

// ANCHOR: verifier
use dialectic::op_support::{self, OpError, OpVerifier};
use dialectic::walk::WalkOrder;
use dialectic::{Context, Ir, OpId, Type, TypeKind};

dialectic::dialect!("td/toy.td");

impl OpVerifier for ConstantOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let value = ConstantOp(op).value(ctx, ir);
        let attr_type = op_support::attribute_type(ctx, value);
        let result_type = ir.results(op).next().map(|r| ir.value_type(r));
        if attr_type != result_type {
            return Err("return type must match the one of the attached value attribute".into());
        }
        Ok(())
    }
}
// ANCHOR_END: verifier

// ANCHOR: shape_inference
impl ShapeInference for TransposeOp {
    /// The operand's shape reversed, once the operand has a rank.
    fn inferred_type(&self, ctx: &Context, ir: &Ir) -> Option<Type> {
        let input = ir.value_type(self.input(ctx, ir));
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(input) else {
            return None;
        };
        Some(ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.iter().rev().copied().collect(),
            element: *element,
            encoding: None,
        }))
    }
}

/// Infers the result shapes of the ops nested in `top`, in order: every op
/// whose definition implements `ShapeInference`, whichever it is.
pub fn infer_shapes(ctx: &Context, ir: &mut Ir, top: OpId) {
    let mut ops = Vec::new();
    ir.walk(top, WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        if let Some(op) = ctx.op_interface::<dyn ShapeInference>(ir, op) {
            op.infer_shapes(ctx, ir);
        }
    }
}
// ANCHOR_END: shape_inference
