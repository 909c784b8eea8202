//! The type transforms relations and formats name: a function from one
//! value's type to the type another value must have (`TypesMatchWith`), or
//! the types a format infers for a group from another one.

use crate::storage::context::Context;
use crate::storage::types::Type;

/// Transforms a type for `TypesMatchWith` (e.g. to `i1` of the same shape).
///
/// A transform whose target is a variadic or optional group returns the
/// types of that group as a `tuple` type (`FunctionInputsTransform` gives
/// `tuple<inputs...>`): the verifier compares the group's types with the
/// tuple's elements. For a single value the result is compared as is.
pub type TypeTransform = fn(&Context, Type) -> Type;
