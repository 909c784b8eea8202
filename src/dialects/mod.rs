//! The dialects Dialectic ships: each module is mostly `dialect!` of its
//! `.td` file in `defs/`, plus the Rust hooks the `.td` declares.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod dlti;
pub mod func;
pub mod llvm;

use crate::op_support::Context;

/// Registers every dialect of this module in `ctx`.
pub fn register_all(ctx: &Context) {
    builtin::register(ctx);
    func::register(ctx);
    arith::register(ctx);
    cf::register(ctx);
    dlti::register(ctx);
    llvm::register(ctx);
}
