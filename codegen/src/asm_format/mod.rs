//! MLIR's declarative assembly format (the `assemblyFormat` string of an
//! ODS op) parsed into a typed AST and checked exactly as `mlir-tblgen` 19
//! checks it, with its error messages.
//!
//! ```text
//! $lhs `,` $rhs attr-dict `:` type($result)
//! ```
//!
//! [`parse_format`] takes the format text and the op (a [`FormatSubject`],
//! the checker's borrowed view of the model's `OpDef`: its operands,
//! attributes, results, regions, successors and traits) and returns either an [`AsmFormat`] — the element tree with every
//! variable resolved, MLIR's printer spacing decided, and for every operand
//! and result type how the parser obtains it — or the [`FormatError`]s
//! mlir-tblgen would print, in the same order, each with the byte offset its
//! caret points at.
//!
//! The module is a port of MLIR 19's `mlir/tools/mlir-tblgen/FormatGen.cpp`
//! and the format-parsing half of `OpFormatGen.cpp`:
//!
//! - [`lexer`]: tokens of the format language;
//! - `cursor`: the token level of the parser (tokens, errors, nesting,
//!   literals, strings, variables);
//! - `parse`: the one grammar of the format language, shared with the
//!   formats of types and attributes ([`def_format`]), which asks the
//!   subject's rules what each variable names and where each directive may
//!   appear;
//! - `op_rules`: the rules of an op format: contexts and binding (a value
//!   is bound once, `ref` needs a prior binding, ...);
//! - `check`: optional groups, `custom` arguments, `oilist` clauses, the
//!   whole-format checks (`attr-dict`, unbound operands/regions/successors,
//!   `:` after a generic attribute, a region after `attr-dict`, adjacent
//!   `oilist` keywords);
//! - `types`: operand and result type resolution through traits, buildable
//!   types and `InferTypeOpInterface`;
//! - [`spacing`]: where the printer puts spaces;
//! - [`facts`]: what a checked format binds as a whole;
//! - [`subject`]: the op the format is checked against;
//! - [`ast`], [`error`]: the data.
//!
//! Deliberate differences from mlir-tblgen 19, all on inputs where it has
//! undefined behaviour or crashes: an optional group whose then-branch is
//! only whitespace is always rejected ("first parsable element ..."; the C++
//! reads past the end of a vector), `ref(prop-dict)` is an error rather
//! than an abort, and nesting deeper than 200 elements is an error rather
//! than a stack overflow.

pub mod ast;
mod check;
mod cursor;
pub mod def_format;
pub mod error;
pub mod facts;
pub mod lexer;
mod op_rules;
mod parse;
pub mod spacing;
pub mod subject;
mod types;

#[cfg(test)]
mod tests;

pub use ast::{
    AsmFormat, Element, ElementKind, Literal, OIListClause, OptionalGroup, TypeResolution,
    TypeSource, VarTarget, Variable, Whitespace,
};
pub use error::FormatError;
pub use subject::{FormatSubject, TypeTrait};

/// Parse and check an assembly format against an op.
///
/// On failure the errors are those mlir-tblgen 19 prints, in order; the
/// first is the one that matters (later ones are follow-ups, e.g. a parse
/// error after a lexical error). Never panics.
pub fn parse_format(text: &str, op: &FormatSubject<'_>) -> Result<AsmFormat, Vec<FormatError>> {
    parse::Parser::run(text, op_rules::OpRules::new(op))
}
