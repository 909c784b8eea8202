//! Op specifications: what generated dialect code states about each op, as
//! static data — operands, attributes, results, regions, successors with
//! their constraints, traits, and the declarative assembly format — and the
//! engines that act on it: the verifier (MLIR's messages) and the assembly
//! format printer and parser. Generated code stays small because it is data;
//! the behaviour lives here once.
//!
//! Generated code registers an op with
//! [`crate::registry::definition_from_spec`] (its spec and, beside it, its
//! hooks), finds its operand and result groups with
//! [`segments::operand_group`] and [`segments::result_group`] (and
//! [`segments::operand_subgroups`] for `VariadicOfVariadic`), its
//! attributes with [`segments::attribute`]; the verifier engine
//! ([`verify`]) runs from [`crate::verify::verify`].

mod format_assembly;
mod format_parse;
mod format_print;
pub mod format_spec;
mod format_types;
pub mod pred;
pub mod properties;
pub mod segments;
pub mod spec;
mod spec_idents;
pub mod switch_cases;
pub mod symbols;
mod type_transform;
mod valid_dictionaries;
pub mod verify;

pub use format_assembly::FormatAssembly;
pub use format_spec::*;
pub use segments::{operand_group, operand_subgroups, result_group, result_subgroups};
pub use spec::*;
pub use symbols::*;
pub use type_transform::TypeTransform;
