//! The IR core of Dialectic, in layers. Bottom to top, each a folder:
//!
//! 1. [`storage`]: the context that uniques identifiers, types and
//!    attributes; the builtin types and attributes; the IR arenas
//!    (operations, blocks, regions, values, use lists); symbol tables; and
//!    the plain data of registrations (an op's name, [`storage::op_traits`],
//!    inherent attributes and interfaces; [`storage::dialect_symbol`]).
//! 2. [`text`]: MLIR's text format: lexer and parser, printer, split input,
//!    and the `--verify-diagnostics` checker.
//! 3. [`ods`]: the ODS engine that generated dialects drive: op specs,
//!    verification from specs, declarative assembly formats, properties.
//! 4. [`rewrite`]: folding, patterns, the greedy driver, region
//!    simplification.
//! 5. [`registry`]: the socket where the layers meet, the one layer
//!    naming the hook types of registrations (custom assembly, verifiers, folders,
//!    canonicalization patterns, property conversion, the parse and print
//!    hooks of dialect types and attributes), and the registration of ops
//!    defined in `.td` from their spec and hooks.
//!
//! Passes come on top later. A lower layer never names a file of a higher
//! one, and files import each other in a circle only inside the storage
//! core. As in MLIR, where the context stores registered operation names
//! whose `Impl` holds the hooks, the context keeps each registration in a
//! storage slot ([`storage::registration`]) with the plain data it reads
//! itself and the hooks as an opaque value; the registry registers
//! definitions and is the typed view of that slot
//! ([`Context::op_definition`], `OpRegistration::definition`). The text
//! format reaches an op's custom form and property conversion through the
//! registration handle it resolved a name to, as MLIR's parser goes through
//! the op's `RegisteredOperationName`. Above the registry sit the builtin
//! dialect's registration ([`Context::new`]) and the verifier ([`verify`]),
//! which runs every layer's hooks. `tests/layers.rs` checks the layering on
//! the file graph of this folder.

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
