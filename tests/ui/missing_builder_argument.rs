//! Building `arith.addi` without its `rhs` operand does not compile, and
//! the error names the operand.

use dialectic::storage::builder::OpBuilder;
use dialectic::dialects::arith::AddIOp;
use dialectic::{Context, Ir, Value};

fn build(ctx: &Context, ir: &mut Ir, lhs: Value) -> AddIOp {
    let mut builder = OpBuilder::new(ir);
    AddIOp::builder(ctx).lhs(lhs).build(&mut builder)
}

fn main() {
    let _ = build;
}
