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
    let Some(definition) = ctx.op_definition(ir.op_name(op)) else {
        return false;
    };
    if definition.traits.contains(OpTraits::TERMINATOR)
        || ctx.op_implements::<dyn SymbolOpInterface>(ir, op)
    {
        return false;
    }
    has_only_removable_effects(ctx, ir, op)
}

/// Whether `op` and the ops its effects include (with recursive memory
/// effects) only read or allocate their own results.
fn has_only_removable_effects(ctx: &Context, ir: &Ir, root: OpId) -> bool {
    let mut pending = vec![root];
    while let Some(op) = pending.pop() {
        let Some(definition) = ctx.op_definition(ir.op_name(op)) else {
            return false;
        };
        let recursive = definition
            .traits
            .contains(OpTraits::RECURSIVE_MEMORY_EFFECTS);
        if recursive {
            for &region in ir.regions(op) {
                for block in ir.blocks_of(region) {
                    pending.extend(ir.ops_of(block));
                }
            }
        }
        if let Some(interface) = ctx.op_interface::<dyn MemoryEffectOpInterface>(ir, op) {
            let effects = interface.effects(ctx, ir);
            let allocated: Vec<_> = effects
                .iter()
                .filter(|e| e.effect == MemoryEffect::Allocate)
                .filter_map(|e| e.value)
                .filter(|&v| ir.defining_op(v) == Some(op))
                .collect();
            let removable = effects.iter().all(|e| {
                e.value.is_some_and(|v| allocated.contains(&v)) || e.effect == MemoryEffect::Read
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
