//! The custom directives a dialect module writes for the assembly formats
//! of its `.td` (MLIR's `printFoo`/`parseFoo` functions that
//! `custom<Foo>(...)` calls), as a trait the generated formats call:
//!
//! * `custom<Foo>(...)` in an op's `assemblyFormat`: the expansion declares
//!   a marker type `FooDirective` in the dialect module, and the module
//!   implements [`CustomFormatDirective`] for it: how the directive's
//!   arguments print and parse.
//! * `custom<Foo>(...)` in a type's or attribute's `assemblyFormat`: the
//!   module implements [`CustomParamsDirective`] for the same marker: how
//!   the parameters it is given print and parse.
//!
//! * `syntax = "Foo"` on a parameter of a type or attribute: the expansion
//!   declares a marker type `FooSyntax`, and the module implements
//!   [`ParamValueSyntax`] for it: how one value of the parameter prints and
//!   parses.
//!
//! A missing `impl` does not compile, and the message names the directive
//! or the syntax.

use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::storage::dialect_symbol::Param;
use dialectic_runtime::text::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::text::print::{OpPrinter, SymbolPrinter};
use dialectic_runtime::{OpId, Value};

/// A `custom<Foo>(...)` directive of an assembly format (MLIR's
/// `printFoo(OpAsmPrinter &, Operation *, ...)` and `ParseResult
/// parseFoo(OpAsmParser &, ...)`), implemented for the marker type
/// `FooDirective` the expansion declares.
///
/// `args` hold the directive's arguments in order, shaped by what each
/// refers to (see [`DirectiveArg`]).
#[diagnostic::on_unimplemented(
    message = "an assembly format uses the custom directive `{Self}`: implement `dialectic::op_support::CustomFormatDirective` for it in its dialect module",
    label = "the generated assembly format calls this directive"
)]
pub trait CustomFormatDirective {
    /// Prints the directive where it stands (the space before it is
    /// printed already); `args` hold the op's data.
    fn print(p: &mut OpPrinter<'_>, op: OpId, args: &[DirectiveArg<Value>]);

    /// Parses the directive into `args` (`ref(...)` arguments hold what was
    /// parsed before, the others are to be filled). `Ok(false)` when the
    /// directive is absent and nothing was consumed: an optional group it
    /// starts is then skipped.
    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool>;
}

/// A `custom<Foo>(...)` directive of a type or attribute format (MLIR's
/// `printFoo(AsmPrinter &, ...)` and `parseFoo(AsmParser &, ...)`),
/// implemented for the marker type `FooDirective` the expansion declares.
///
/// `args` hold the parameters the directive is given, in argument order.
#[diagnostic::on_unimplemented(
    message = "a type or attribute format uses the custom directive `{Self}`: implement `dialectic::op_support::CustomParamsDirective` for it in its dialect module",
    label = "the generated format calls this directive"
)]
pub trait CustomParamsDirective {
    /// Parses the directive: `ref(...)` parameters are parsed already, the
    /// others are to be set.
    fn parse(p: &mut OpParser<'_, '_>, args: &mut [Param]) -> PResult<()>;

    /// Prints the directive from the parameters.
    fn print(printer: &SymbolPrinter<'_>, out: &mut String, args: &[Param]);
}

/// The hand-written syntax of one value of a type or attribute parameter
/// declaring `syntax = "Foo"` (MLIR's `FieldParser` specialization and
/// `operator<<` for the parameter's C++ type), implemented for the marker
/// type `FooSyntax` the expansion declares.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is the hand-written syntax a type or attribute parameter declares (`syntax = \"...\"`): implement `dialectic::op_support::ParamValueSyntax` for it in its dialect module",
    label = "the generated parameter syntax calls this"
)]
pub trait ParamValueSyntax {
    /// Parses one value where it stands.
    fn parse(p: &mut OpParser<'_, '_>) -> PResult<Param>;

    /// Prints one value.
    fn print(printer: &SymbolPrinter<'_>, out: &mut String, value: &Param);
}
