//! Whether an op may be executed speculatively (hoisted out of a branch or
//! a loop): `ConditionallySpeculatable`'s answer, and the question asked of
//! any op (MLIR's `isSpeculatable`).

use dialectic_runtime::storage::interfaces::OpHandle;
use dialectic_runtime::{Context, Ir, OpId};

use super::ConditionallySpeculatable;

/// How speculatable an op is (MLIR's `Speculation::Speculatability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Speculatability {
    /// Executing the op where it would not have run may trap or have
    /// undefined behavior (a division by a value that may be zero).
    NotSpeculatable,
    /// The op may always be executed speculatively.
    Speculatable,
    /// The op may be executed speculatively if every op in its regions may.
    RecursivelySpeculatable,
}

/// An op that may always be speculated (`Pure`): its
/// `ConditionallySpeculatable` answers [`Speculatability::Speculatable`].
/// The generated code implements this marker rather than the interface,
/// so that the answer every such op gives is written once.
pub trait AlwaysSpeculatable: OpHandle {}

impl<T: AlwaysSpeculatable> ConditionallySpeculatable for T {
    fn speculatability(&self, _ctx: &Context, _ir: &Ir) -> Speculatability {
        Speculatability::Speculatable
    }
}

/// Whether `op` may be executed speculatively: it implements
/// `ConditionallySpeculatable` and says so (for
/// [`Speculatability::RecursivelySpeculatable`], every op nested in its
/// regions may be too). An op without the interface is not speculatable.
pub fn is_speculatable(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let Some(interface) = ctx.op_interface::<dyn ConditionallySpeculatable>(ir, op) else {
        return false;
    };
    match interface.speculatability(ctx, ir) {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => ir.regions(op).iter().all(|&region| {
            ir.blocks_of(region).all(|block| {
                ir.ops_of(block)
                    .all(|nested| is_speculatable(ctx, ir, nested))
            })
        }),
    }
}
