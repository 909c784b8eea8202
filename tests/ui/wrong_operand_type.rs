//! The condition of `cf.cond_br` is an `i1`: an `i32` value does not fit.

use dialectic::dialects::cf::CondBranchOp;
use dialectic::typed::{I32, TypedValue};
use dialectic::Context;

fn condition(_: &Context, value: TypedValue<I32>) {
    let ctx = Context::new();
    let _ = CondBranchOp::builder(&ctx).condition(value);
}

fn main() {
    let _ = condition;
}
