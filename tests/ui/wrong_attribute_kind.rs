//! The predicate of `arith.cmpi` is a `CmpIPredicate`, not a string.

use dialectic::dialects::arith::CmpIOp;
use dialectic::Context;

fn main() {
    let ctx = Context::new();
    let _ = CmpIOp::builder(&ctx).predicate("slt");
}
