//! The declarative format engine as an op's custom form: prints and parses
//! an op by walking the format of its spec ([`super::format_print`],
//! [`super::format_parse`]); the registry binds it as the op's custom
//! assembly.

use super::spec::OpSpec;
use crate::storage::ir::OpId;
use crate::text::parse::{OpParser, ParseError, ParsedOp};
use crate::text::print::OpPrinter;

/// The custom assembly form of an op with a declarative format: prints and
/// parses it by walking `spec.format`, as the printer and parser
/// mlir-tblgen 19 generates from the format would.
#[derive(Clone, Copy, Debug)]
pub struct FormatAssembly {
    /// The op; its `format` must be set (without one, the op prints and
    /// parses in the generic form).
    pub spec: &'static OpSpec,
}

impl FormatAssembly {
    /// The engine for `spec`.
    pub const fn new(spec: &'static OpSpec) -> Self {
        FormatAssembly { spec }
    }
}

impl FormatAssembly {
    /// Prints `op` after its results and ` = ` in the format (in the
    /// generic form when the spec has no format).
    pub fn print_op(&self, printer: &mut OpPrinter<'_>, op: OpId) {
        match self.spec.format {
            Some(format) => super::format_print::print_op(self.spec, format, printer, op),
            None => printer.print_generic_op(op),
        }
    }

    /// Parses the op after its name in the format; fills `state`.
    pub fn parse_op(
        &self,
        parser: &mut OpParser<'_, '_>,
        state: &mut ParsedOp,
    ) -> Result<(), ParseError> {
        match self.spec.format {
            Some(format) => super::format_parse::parse_op(self.spec, format, parser, state),
            None => Err(ParseError::new(
                state.offset,
                format!("'{}' has no custom assembly format", self.spec.name),
            )),
        }
    }
}
