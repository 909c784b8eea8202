//! Removing the casts a conversion left (MLIR's
//! `reconcile-unrealized-casts` pass): every
//! `builtin.unrealized_conversion_cast` nested in the op it runs on is
//! folded into the chain of casts feeding it when some cast of that chain
//! started from the types it produces, and erased when unused; the casts
//! still needed stay.

use crate::pass_hooks::PassBody;
use dialectic_runtime::pass::{PassResult, PassRun};
use dialectic_runtime::rewrite::conversion::{
    UNREALIZED_CONVERSION_CAST, reconcile_unrealized_casts as reconcile,
};
use dialectic_runtime::storage::walk::WalkOrder;
use dialectic_runtime::{Context, Ir, OpId};

/// The options of `reconcile-unrealized-casts` (MLIR's pass has none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReconcileUnrealizedCastsOptions {}

/// Folds and erases the unrealized conversion casts nested in `root`.
pub fn reconcile_unrealized_casts(
    ctx: &Context,
    ir: &mut Ir,
    root: OpId,
    _options: &ReconcileUnrealizedCastsOptions,
) {
    let cast = ctx.ident(UNREALIZED_CONVERSION_CAST);
    let mut casts = Vec::new();
    ir.walk(root, WalkOrder::PostOrder, |op| {
        if ir.op_name(op) == cast {
            casts.push(op);
        }
    });
    reconcile(ctx, ir, &casts);
}

impl PassBody for super::ReconcileUnrealizedCasts {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        _run: &mut PassRun<'_>,
    ) -> PassResult {
        reconcile_unrealized_casts(ctx, ir, op, &ReconcileUnrealizedCastsOptions::default());
        Ok(())
    }
}
