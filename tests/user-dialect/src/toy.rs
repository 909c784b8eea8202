//! The `toy` dialect, from this crate's `td/toy.td`, with the verifier of
//! `toy.constant` (the attribute's type is the result's).

use dialectic::op_support::{self, OpError, OpVerifier};
use dialectic::{Context, Ir, OpId};

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
