//! Dialect types and attributes with parameters (`!llvm.ptr<1>`,
//! `#llvm.fastmath<nnan, ninf>`): the static description generated code
//! gives of each kind's syntax, and the engine that parses and prints them
//! from it (a declarative format, an enum, or hooks written by hand).

mod format;
mod params;
mod parse;
mod print;
mod values;

pub use format::*;
pub use params::*;
pub use parse::{parse_dialect_attr, parse_dialect_type, parse_symbol_body};
pub use print::{print_dialect_symbol, write_symbol_body};
pub use values::{parse_class_attribute, print_stripped_attribute};

use crate::storage::dialect_symbol::Param;
use crate::text::parse::{OpParser, PResult};
use crate::text::print::SymbolPrinter;

use super::format_spec::EnumSpec;

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
    /// A declarative format.
    Format(&'static SymbolFormat),
    /// Rust functions written in the dialect module.
    Custom(ParseParamsFn, PrintParamsFn),
    /// The mnemonic alone (a definition without parameters or format).
    Bare,
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
pub type DialectSymbols = [(&'static str, &'static SymbolSyntax)];

/// The check of a dialect type's or attribute's parameters
/// (`genVerifyDecl = 1`), written in its dialect module.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `genVerifyDecl = 1`: implement `dialectic::op_support::ParamsVerifier` for it in its dialect module"
)]
pub trait ParamsVerifier {
    /// `Err(message)` when the parameters are invalid.
    fn verify(ctx: &crate::storage::context::Context, params: &[Param]) -> Result<(), String>;
}

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
