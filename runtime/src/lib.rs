//! The IR core of Dialectic: a context that uniques types and attributes,
//! operations, blocks, regions and values in arenas, the builtin types and
//! attributes, and MLIR's text format (lexer, parser, printer).

pub mod affine;
pub mod apint;
pub mod attributes;
pub mod builder;
mod builtin_ops;
pub mod context;
pub mod diagnostics;
pub mod dialect;
pub mod dominance;
pub mod float;
pub mod interfaces;
mod interner;
pub mod ir;
pub mod ods;
pub mod op_error;
pub mod parse;
pub mod print;
pub mod registry;
pub mod rewrite;
pub mod split_input;
mod static_cache;
pub mod symbol_table;
pub mod threads;
pub mod type_bodies;
pub mod types;
pub mod verify;
pub mod verify_diagnostics;
pub mod walk;
pub mod work_ahead;

pub use attributes::{AttrKind, Attribute};
pub use context::{Context, Ident};
pub use interfaces::OpHandle;
pub use ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};
pub use op_error::OpError;
pub use symbol_table::SymbolTableCollection;
pub use types::{Type, TypeKind};
