//! The storage layer: the context that uniques identifiers, types and
//! attributes, the builtin types and attributes and their numeric payloads,
//! the IR arenas (operations, blocks, regions, values, use lists), symbol
//! tables, and the plain data of registrations. Its files name nothing of
//! the layers above; the hooks of a registration are opaque here.

pub mod affine;
pub mod apint;
pub mod attributes;
pub mod builder;
pub mod context;
pub mod diagnostics;
pub mod dialect_symbol;
pub mod dominance;
pub mod float;
pub(crate) mod ident_table;
pub mod interfaces;
pub(crate) mod interner;
pub mod ir;
pub mod op_error;
pub mod op_traits;
pub mod registration;
pub(crate) mod static_cache;
pub mod symbol_table;
pub mod threads;
pub mod type_bodies;
pub mod types;
pub mod walk;
pub mod work_ahead;
