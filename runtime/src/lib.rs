//! The IR core of Dialectic: a context that uniques types and attributes,
//! operations, blocks, regions and values in arenas, the builtin types and
//! attributes, and MLIR's text format (lexer, parser, printer).

#![deny(missing_docs)]

mod builtin_ops;
pub mod ods;
pub mod registry;
pub mod rewrite;
pub mod storage;
pub mod text;
pub mod verify;

pub use storage::attributes::{AttrKind, Attribute};
pub use storage::context::{Context, Ident};
pub use storage::interfaces::OpHandle;
pub use storage::ir::{BlockId, Ir, OpId, OperationState, RegionId, Value};
pub use storage::op_error::OpError;
pub use storage::symbol_table::SymbolTableCollection;
pub use storage::types::{Type, TypeKind};
