//! Dialects defined outside Dialectic, as a user would: `toy` (the MLIR
//! tutorial's language) in this crate's `td/toy.td`, and `test`, the
//! dialect that uses every feature of the code generator, from
//! `tests/dialects/td/test_dialect.td`. Each module is `dialect!` of the
//! `.td` file plus the Rust hooks the file declares; the generated code
//! documents every public item.

#![deny(missing_docs)]

pub mod everything;
pub mod formats;
pub mod toy;

use dialectic::Context;

/// A context with the builtin, func, arith and cf dialects and the two
/// dialects of this crate.
pub fn context() -> Context {
    let ctx = Context::new();
    dialectic::dialects::register_all(&ctx);
    toy::register(&ctx);
    everything::register(&ctx);
    ctx
}
