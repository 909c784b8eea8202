//! What a tool registers in each context it makes: the dialects of
//! `dialectic-opt`, or a user's own (MLIR's `DialectRegistry` handed to
//! `MlirOptMain`).

use std::fmt;
use std::sync::Arc;

use dialectic_runtime::Context;

/// Registers dialects in a fresh context. A tool calls it once per context,
/// and with `--split-input-file` each chunk has a context of its own, so it
/// may run many times (from the worker thread, hence `Send + Sync`).
#[derive(Clone)]
pub struct DialectRegistration(Arc<dyn Fn(&Context) + Send + Sync>);

impl DialectRegistration {
    /// What `register` registers, and the builtin dialect when it did not.
    /// MLIR's contexts always hold the builtin dialect, so a user's tool
    /// parses `module { ... }` without asking for it.
    pub fn new(register: impl Fn(&Context) + Send + Sync + 'static) -> Self {
        DialectRegistration(Arc::new(move |ctx: &Context| {
            register(ctx);
            if !ctx.is_dialect_registered("builtin") {
                crate::dialects::builtin::register(ctx);
            }
        }))
    }

    /// Registers the dialects in `ctx`.
    pub fn register(&self, ctx: &Context) {
        (self.0)(ctx)
    }
}

/// Every dialect Dialectic ships ([`crate::dialects::register_all`]).
impl Default for DialectRegistration {
    fn default() -> Self {
        DialectRegistration(Arc::new(crate::dialects::register_all))
    }
}

impl fmt::Debug for DialectRegistration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DialectRegistration(..)")
    }
}
