//! Dialect types and attributes with parameters (`!llvm.ptr<1>`,
//! `#llvm.fastmath<nnan, ninf>`): the static description generated code
//! gives of each kind's syntax, and the engine that parses and prints them
//! from it (a declarative format, an enum, or hooks written by hand).

mod params;
mod parse;
mod print;

pub use params::*;
pub use parse::{parse_dialect_attr, parse_dialect_type};
pub use print::print_dialect_symbol;

use crate::dialect::Param;
use crate::parse::{OpParser, PResult};
use crate::print::SymbolPrinter;

use super::format_spec::EnumSpec;

/// What a parameter holds (how a format parses and prints it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// An integer.
    Int,
    /// `true`/`false`.
    Bool,
    /// A string.
    Str,
    /// A type.
    Type,
    /// An attribute.
    Attr,
    /// Types, comma separated.
    Types,
    /// Attributes, comma separated.
    Attrs,
    /// Integers, comma separated.
    Ints,
}

/// One element of a type or attribute format.
#[derive(Clone, Copy, Debug)]
pub enum ParamSyntax {
    /// A keyword or punctuation.
    Literal(&'static str),
    /// Parameter `n`.
    Param(usize, ParamKind),
}

/// Parses the parameters of a dialect type or attribute written by hand;
/// the parser stands after the mnemonic.
pub type ParseParamsFn = fn(&mut OpParser<'_, '_>) -> PResult<Vec<Param>>;

/// Prints the parameters of a dialect type or attribute written by hand
/// (after the mnemonic).
pub type PrintParamsFn = fn(&SymbolPrinter<'_>, &mut String, &[Param]);

/// How one kind of dialect type or attribute is written.
#[derive(Clone, Copy, Debug)]
pub enum SymbolSyntax {
    /// An enum attribute: `<case, ...>`.
    Enum(&'static EnumAttrSyntax),
    /// A declarative format of literals and parameters.
    Params(&'static [ParamSyntax]),
    /// Rust functions written in the dialect module.
    Custom(ParseParamsFn, PrintParamsFn),
}

/// How an enum dialect attribute (`#llvm.fastmath<nnan, ninf>`) is
/// written, and what its parse errors name.
#[derive(Clone, Copy, Debug)]
pub struct EnumAttrSyntax {
    /// The enum.
    pub spec: &'static EnumSpec,
    /// The enum's summary (`Calling Conventions`).
    pub summary: &'static str,
    /// Written as MLIR writes a parameter of the enum's type (`FieldParser`):
    /// a keyword or a string, printed quoted when it is no keyword
    /// (`#llvm.framePointerKind<"non-leaf">`). Otherwise as MLIR's
    /// `EnumAttr`: keywords, comma separated for a bit enum.
    pub enum_type_parameter: bool,
    /// The attribute's class (`LLVM_FastmathFlagsAttr`, `CConvAttr`).
    pub attr_name: &'static str,
    /// The parameter's name (`value`).
    pub param_name: &'static str,
    /// The parameter's type (`::mlir::LLVM::FastmathFlags`).
    pub param_type: &'static str,
}

/// The dialect types or attributes of a dialect, by mnemonic.
pub type DialectSymbols = [(&'static str, SymbolSyntax)];

/// The syntax of a hand-written dialect type or attribute
/// (`hasCustomAssemblyFormat`), written in its dialect module.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCustomAssemblyFormat = 1`: implement `dialectic::op_support::ParamsSyntax` for it in its dialect module"
)]
pub trait ParamsSyntax {
    /// Parses the parameters after the mnemonic.
    fn parse(parser: &mut OpParser<'_, '_>) -> PResult<Vec<Param>>;
    /// Prints the parameters after the mnemonic.
    fn print(printer: &SymbolPrinter<'_>, out: &mut String, params: &[Param]);
}
