//! Whether an op would be trivially dead were its results unused (MLIR's
//! `wouldOpBeTriviallyDead`): it is no terminator nor symbol, and what it
//! does to memory is at most reading, or allocating what it returns; ops
//! with recursive memory effects answer for the ops in their regions. An
//! op that says nothing of its effects (or is not registered) is kept.

use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::{Context, Ir, OpId};

use super::{MemoryEffect, MemoryEffectOpInterface, SymbolOpInterface};

/// Whether `op` could go if nothing used its results.
pub fn would_op_be_trivially_dead(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let Some(traits) = ctx.op_traits(ir.op_name(op)) else {
        return false;
    };
    if traits.contains(OpTraits::TERMINATOR) || ctx.op_implements::<dyn SymbolOpInterface>(ir, op) {
        return false;
    }
    has_only_removable_effects(ctx, ir, op)
}

/// Whether `op` and the ops its effects include (with recursive memory
/// effects) only read or allocate their own results.
fn has_only_removable_effects(ctx: &Context, ir: &Ir, root: OpId) -> bool {
    // Most ops have no regions: answer for them without a worklist.
    let mut pending = Vec::new();
    let mut next = Some(root);
    while let Some(op) = next.take().or_else(|| pending.pop()) {
        let Some(traits) = ctx.op_traits(ir.op_name(op)) else {
            return false;
        };
        let recursive = traits.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for &region in ir.regions(op) {
                for block in ir.blocks_of(region) {
                    pending.extend(ir.ops_of(block));
                }
            }
        }
        if let Some(interface) = ctx.op_interface::<dyn MemoryEffectOpInterface>(ir, op) {
            let effects = interface.effects(ctx, ir);
            let removable = effects.iter().all(|e| {
                e.effect == MemoryEffect::Read
                    || e.value.is_some_and(|v| {
                        ir.defining_op(v) == Some(op)
                            && effects
                                .iter()
                                .any(|a| a.effect == MemoryEffect::Allocate && a.value == Some(v))
                    })
            });
            if !removable {
                return false;
            }
            continue;
        }
        if !recursive {
            return false;
        }
    }
    true
}
