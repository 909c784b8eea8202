//! The static form of a declarative assembly format (MLIR's format
//! language), as generated code emits it, and the state the format engine
//! fills while parsing.

use super::spec::TypeTransform;
use crate::context::Context;
use crate::ir::OpId;
use crate::{Attribute, Type};

/// Whitespace in an assembly format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatSpace {
    /// `` ` ` ``
    Space,
    /// ``` `` ```
    NoSpace,
    /// `` `\n` ``
    Newline,
}

/// Where a format element gets a type from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatTypeRef {
    /// The type(s) of operand group n.
    Operand(usize),
    /// The type(s) of result group n.
    Result(usize),
    /// All operand types.
    Operands,
    /// All result types.
    Results,
}

/// How the parser gets the type of an operand or result group.
#[derive(Clone, Copy, Debug)]
pub enum TypeResolution {
    /// Printed in the format.
    Format,
    /// Built by the constraint.
    Buildable(fn(&Context) -> Type),
    /// The type of another group (or of typed attribute n), maybe transformed.
    FromOperand(usize, Option<TypeTransform>),
    /// From a result group.
    FromResult(usize, Option<TypeTransform>),
    /// From the type of attribute n.
    FromAttribute(usize, Option<TypeTransform>),
}

/// A `custom<Name>(...)` directive: Rust functions print and parse it.
#[derive(Clone, Copy)]
pub struct CustomDirective {
    /// The directive's name.
    pub name: &'static str,
    /// The arguments.
    pub args: &'static [FormatElement],
    /// Prints the arguments.
    pub print: fn(&mut crate::print::OpPrinter<'_>, OpId, &'static [FormatElement]),
    /// Parses the arguments into the op being built.
    pub parse: fn(
        &mut crate::parse::OpParser<'_, '_>,
        &mut crate::ods::FormatState,
        &'static [FormatElement],
    ) -> crate::parse::PResult<()>,
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// One element of a declarative assembly format (MLIR's format language).
#[derive(Clone, Copy, Debug)]
pub enum FormatElement {
    /// A keyword or punctuation, with the printer's spacing decided by the
    /// generator: whether a space precedes it.
    Literal {
        /// The text.
        text: &'static str,
        /// A space is printed before it.
        space_before: bool,
    },
    /// Explicit whitespace.
    Space(FormatSpace),
    /// `$operand` (group n), with the spacing before it.
    Operand(usize, bool),
    /// `$attr` (attribute n), with the spacing before it.
    Attribute(usize, bool),
    /// `$result` (group n).
    Result(usize, bool),
    /// `$region` (n).
    Region(usize, bool),
    /// `$successor` (n).
    Successor(usize, bool),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// `attributes` precedes a non-empty dictionary.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `type(...)`, with the spacing before it.
    Type(FormatTypeRef, bool),
    /// `qualified(type(...))`.
    QualifiedType(FormatTypeRef, bool),
    /// `functional-type(inputs, results)`.
    FunctionalType(FormatTypeRef, FormatTypeRef, bool),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `custom<Name>(...)`.
    Custom(&'static CustomDirective),
    /// `( ... )?` with its anchor and optional else group.
    Optional {
        /// Elements printed when the anchor is present.
        then: &'static [FormatElement],
        /// Elements printed when it is absent.
        otherwise: &'static [FormatElement],
        /// Index into `then` of the anchor.
        anchor: usize,
        /// The group is printed when the anchor is absent (`(...)^ : (...)`).
        inverted: bool,
    },
}

/// A compiled assembly format.
#[derive(Clone, Copy, Debug)]
pub struct FormatSpec {
    /// The elements.
    pub elements: &'static [FormatElement],
    /// How each operand group's types are obtained when parsing.
    pub operand_types: &'static [TypeResolution],
    /// How each result group's types are obtained.
    pub result_types: &'static [TypeResolution],
    /// Attributes the format prints itself (elided from `attr-dict`).
    pub elided_attrs: &'static [&'static str],
}

/// State of an op being parsed by the format engine (operands, types,
/// attributes, regions, successors gathered so far).
#[derive(Debug, Default)]
pub struct FormatState {
    /// Unresolved operands per group.
    pub operands: Vec<Vec<(String, u32, u32)>>,
    /// Types per operand group.
    pub operand_types: Vec<Option<Vec<Type>>>,
    /// Types per result group.
    pub result_types: Vec<Option<Vec<Type>>>,
    /// Attributes parsed so far.
    pub attributes: Vec<(crate::context::Ident, Attribute)>,
    /// Regions per region spec.
    pub regions: Vec<Vec<crate::ir::RegionId>>,
    /// Successors per successor spec.
    pub successors: Vec<Vec<crate::ir::BlockId>>,
}
