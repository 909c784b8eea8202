//! The registry, the socket where the layers meet: the layer that names
//! hook types (custom assembly, verifiers, folders, canonicalization
//! patterns, property conversion, the parse and print hooks of dialect
//! types and attributes). Lower layers reach a registered op's or
//! dialect's hooks through its registration handle
//! ([`crate::storage::registration`]), never by naming these types.
//!
//! - [`definitions`]: the hook types, [`OpDefinition`] and
//!   [`DialectDefinition`], and registering them in a context.
//! - [`spec_definitions`]: the definition of an op defined in `.td`, from
//!   its spec and its hooks; the ODS engine bound as the op's property
//!   conversion and custom form.

pub mod definitions;
pub mod spec_definitions;

pub use definitions::*;
pub use spec_definitions::{definition_from_spec, property_names};
