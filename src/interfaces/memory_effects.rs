//! The memory effects of ops: what `MemoryEffectOpInterface` reports (ops
//! declaring `MemoryEffects<[...]>`, `NoMemoryEffect` or `Pure` implement
//! it with the effects listed), and the question asked of any op (MLIR's
//! `isMemoryEffectFree`).

use dialectic_runtime::storage::interfaces::OpHandle;
use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::{Context, Ir, OpId, Value};

use super::MemoryEffectOpInterface;

/// An op that touches no memory (`Pure`, `NoMemoryEffect`,
/// `MemoryEffects<[]>`): its `MemoryEffectOpInterface` reports no effect.
/// The generated code implements this marker rather than the interface,
/// so that the answer every such op gives is written once.
pub trait NoMemoryEffect: OpHandle {}

impl<T: NoMemoryEffect> MemoryEffectOpInterface for T {
    fn effects(&self, _ctx: &Context, _ir: &Ir) -> Vec<MemoryEffectInstance> {
        Vec::new()
    }
}

/// A kind of memory effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryEffect {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory.
    Allocate,
    /// Frees memory.
    Free,
}

/// One effect of an op (MLIR's `EffectInstance`): the kind, and the value
/// it acts on when known (an operand or result), on any memory otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryEffectInstance {
    /// The kind of effect.
    pub effect: MemoryEffect,
    /// The value whose memory it affects, if known.
    pub value: Option<Value>,
}

impl MemoryEffectInstance {
    /// An effect on memory in general.
    pub fn new(effect: MemoryEffect) -> Self {
        MemoryEffectInstance {
            effect,
            value: None,
        }
    }

    /// An effect on the memory `value` refers to.
    pub fn on(effect: MemoryEffect, value: Value) -> Self {
        MemoryEffectInstance {
            effect,
            value: Some(value),
        }
    }
}

/// Whether `op` has no memory effect: it implements
/// `MemoryEffectOpInterface` and reports none, or its definition has
/// recursive memory effects (`RecursiveMemoryEffects`) and every op nested
/// in its regions has none. An op that says nothing may have any effect.
pub fn is_memory_effect_free(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    if let Some(interface) = ctx.op_interface::<dyn MemoryEffectOpInterface>(ir, op) {
        return interface.effects(ctx, ir).is_empty();
    }
    let recursive = ctx
        .op_traits(ir.op_name(op))
        .is_some_and(|t| t.contains(OpTraits::RECURSIVE_MEMORY_EFFECTS));
    recursive
        && ir.regions(op).iter().all(|&region| {
            ir.blocks_of(region).all(|block| {
                ir.ops_of(block)
                    .all(|nested| is_memory_effect_free(ctx, ir, nested))
            })
        })
}
