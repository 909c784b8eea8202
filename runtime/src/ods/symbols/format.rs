//! How a dialect type or attribute is written, as static data: one of a
//! declarative format (what mlir-tblgen's `AttrOrTypeFormatGen` turns into
//! C++: literals, parameters, `params`, `struct(...)`, `custom<...>(...)`
//! and optional groups, with the printer's spacing decided when the format
//! was checked), an enum, or hooks written by hand ([`SymbolSyntax`]). A
//! format names the syntax of nested symbols, so both live here.

use crate::storage::dialect_symbol::Param;

use super::super::format_spec::EnumSpec;
use super::super::spec::Pred;
use crate::text::parse::{OpParser, PResult};
use crate::text::print::SymbolPrinter;

/// A declarative format and the parameters it writes.
#[derive(Debug)]
pub struct SymbolFormat {
    /// The definition's name, as parse errors name it (`LoopVectorizeAttr`).
    pub class: &'static str,
    /// The parameters, in declaration order.
    pub params: &'static [ParamSpec],
    /// The format.
    pub items: &'static [FormatItem],
    /// Checks the parsed parameters (`genVerifyDecl`): the message of the
    /// error MLIR reports where the format starts.
    pub verify: Option<VerifyParamsFn>,
}

/// Checks the parameters of a dialect type or attribute.
pub type VerifyParamsFn = fn(&crate::storage::context::Context, &[Param]) -> Result<(), String>;

/// One parameter of a dialect type or attribute.
#[derive(Debug)]
pub struct ParamSpec {
    /// Its name (`disable`).
    pub name: &'static str,
    /// Its type as parse errors name it (`BoolAttr`).
    pub type_name: &'static str,
    /// How one value is written.
    pub value: ValueSyntax,
    /// A list of values, comma separated (`ArrayRefParameter`).
    pub list: bool,
    /// The value of an optional or default-valued parameter when it is
    /// absent; such a parameter is not printed when it holds this value.
    pub default: Option<fn() -> Param>,
}

impl ParamSpec {
    /// Whether the parameter may be left out.
    pub fn is_optional(&self) -> bool {
        self.default.is_some()
    }

    /// The value of an absent parameter (`Param::None` for a required one).
    pub fn absent(&self) -> Param {
        self.default.map_or(Param::None, |d| d())
    }

    /// Whether `value` is printed: always for a required parameter, else
    /// when it differs from the default.
    pub fn is_present(&self, value: &Param) -> bool {
        match self.default {
            None => true,
            Some(d) => *value != d(),
        }
    }
}

/// Parses one value written by hand (a parameter's `parser`).
pub type ParseValueFn = fn(&mut OpParser<'_, '_>) -> PResult<Param>;

/// Prints one value written by hand (a parameter's `printer`).
pub type PrintValueFn = fn(&SymbolPrinter<'_>, &mut String, &Param);

/// How one parameter value is written.
#[derive(Clone, Copy, Debug)]
pub enum ValueSyntax {
    /// A signed integer of this many bits.
    Int(u32),
    /// An unsigned integer of this many bits (stored as the bits of an
    /// `i64`).
    UInt(u32),
    /// `true` or `false` (MLIR reads a `bool` as an integer: `true`,
    /// `false`, 0 or 1).
    Bool,
    /// A quoted string.
    Str,
    /// An attribute.
    Attr(AttrClass),
    /// A type.
    Type(TypeClass),
    /// An enum case: a keyword, or a string when it is no keyword.
    Enum(&'static EnumSpec, &'static str),
    /// Functions written in the dialect module.
    Hook(ParseValueFn, PrintValueFn),
}

/// Which attributes a parameter holds and how they are written.
#[derive(Clone, Copy, Debug)]
pub struct AttrClass {
    /// The attributes allowed (`None`: any).
    pub pred: Option<&'static Pred>,
    /// A dialect attribute of one kind: written without its
    /// `#dialect.mnemonic` (unless it prints as an alias), parsed either
    /// way.
    pub stripped: Option<&'static StrippedSymbol>,
}

/// Which types a parameter holds and how they are written.
#[derive(Clone, Copy, Debug)]
pub struct TypeClass {
    /// The types allowed (`None`: any).
    pub pred: Option<&'static Pred>,
    /// A dialect type of one kind, written without its `!dialect.mnemonic`.
    pub stripped: Option<&'static StrippedSymbol>,
}

/// A dialect type or attribute of one kind, for parameters that write it
/// without its prefix.
#[derive(Debug)]
pub struct StrippedSymbol {
    /// The dialect.
    pub dialect: &'static str,
    /// The mnemonic.
    pub mnemonic: &'static str,
    /// Its syntax.
    pub syntax: &'static SymbolSyntax,
}

/// One element of a format.
#[derive(Clone, Copy, Debug)]
pub enum FormatItem {
    /// A keyword or punctuation, with a space before it.
    Literal(&'static str, bool),
    /// `` ` ` ``: a space.
    Space,
    /// `` `\n` ``: a new line.
    Newline,
    /// `$name` (a parameter index): with a space before it, printed with
    /// its prefix (`qualified`).
    Param {
        /// The parameter.
        index: usize,
        /// A space before it.
        space: bool,
        /// `qualified($name)`.
        qualified: bool,
    },
    /// `params`: the parameters' values, comma separated.
    Params(&'static [usize], bool),
    /// `struct(...)`: `name = value`, comma separated, in any order when
    /// parsing; absent optional parameters are not printed.
    Struct(&'static [usize], bool),
    /// `custom<Name>(...)`.
    Custom(&'static CustomItem, bool),
    /// `(...)?` or `(...) : (...)?`.
    Optional(&'static OptionalItem),
}

/// A `custom<Name>(args)` directive: functions of the dialect module.
#[derive(Debug)]
pub struct CustomItem {
    /// `Name`.
    pub name: &'static str,
    /// The arguments, in order.
    pub args: &'static [CustomArg],
    /// Parses the directive: `args` holds the parameters in argument order
    /// (referenced ones already parsed, bound ones to set).
    pub parse: fn(&mut OpParser<'_, '_>, &mut [Param]) -> PResult<()>,
    /// Prints the directive from the parameters in argument order.
    pub print: fn(&SymbolPrinter<'_>, &mut String, &[Param]),
}

/// An argument of a custom directive.
#[derive(Clone, Copy, Debug)]
pub enum CustomArg {
    /// `$name`: bound by the directive.
    Param(usize),
    /// `ref($name)`: parsed before, handed to the directive.
    Ref(usize),
}

/// An optional group.
#[derive(Debug)]
pub struct OptionalItem {
    /// The elements printed when the anchor is present.
    pub then_items: &'static [FormatItem],
    /// The elements printed otherwise.
    pub else_items: &'static [FormatItem],
    /// The parameters whose presence decides (any present).
    pub anchor: &'static [usize],
    /// The anchor is in the else branch: print `then_items` when it is
    /// absent.
    pub inverted: bool,
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
