//! The interfaces the shipped dialects share, as Rust traits:
//! `dialect!` of `defs/interfaces/Common.td`, so each is generated once
//! (the dialects that include the file implement them, naming them by
//! this module, its `rustModule`); the types their methods use (callees,
//! memory effects, speculatability, integer ranges); and the code written
//! once over the interfaces: range inference for integer arithmetic,
//! whether an op has memory effects or may be speculated, and whether it
//! would be trivially dead. The memory-slot interfaces `mem2reg` uses are
//! in [`promotable`], those `sroa` uses in [`destructurable`]; the
//! inliner's dialect interface is declared apart
//! (`defs/interfaces/Inliner.td`, [`DialectInlinerInterface`]).
//!
//! Any op's interfaces are found at run time: `ctx.op_interface::<dyn
//! CallOpInterface>(ir, op)` gives the interface if the op's registered
//! definition implements it.

mod callee;
mod data_layout;
pub mod destructurable;
mod inliner;
pub mod int_range_inference;
mod int_ranges;
mod invocation_bounds;
mod memory_effects;
pub mod promotable;
mod speculation;
mod trivially_dead;

pub use callee::Callee;
pub use inliner::{DialectInlinerInterface, ValueMapping};
pub use int_ranges::{ConstantIntRanges, IntegerValueRange};
pub use invocation_bounds::InvocationBounds;
pub use memory_effects::{
    MemoryEffect, MemoryEffectInstance, NoMemoryEffect, is_memory_effect_free,
};
pub use speculation::{AlwaysSpeculatable, Speculatability, is_speculatable};
pub use trivially_dead::would_op_be_trivially_dead;

crate::dialect!("defs/interfaces/Common.td");
