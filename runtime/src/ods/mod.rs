//! Op specifications: what generated dialect code states about each op, as
//! static data — operands, attributes, results, regions, successors with
//! their constraints, traits, and the declarative assembly format — and the
//! engines that act on it: the verifier (MLIR's messages) and the assembly
//! format printer and parser. Generated code stays small because it is data;
//! the behaviour lives here once.

pub mod format_spec;
pub mod spec;

pub use format_spec::*;
pub use spec::*;
