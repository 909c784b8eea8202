//! The traits through which a dialect module hands its hand-written hooks
//! to the generated code: verifiers, region verifiers, custom assembly
//! forms, result type inference. (Folders and canonicalizations have
//! theirs in [`crate::rewrite_hooks`].)

use std::marker::PhantomData;

use super::{
    Context, CustomAssembly, Ir, NamedAttribute, OpError, OpId, OpParser, OpPrinter, ParseError,
    ParsedOp, Type,
};

/// The verifier of an op declared with `hasVerifier = 1`, written in its
/// dialect module; it runs after the generated checks.
///
/// It returns the diagnostic MLIR's verifier would emit, built with
/// [`OpError`]: `Err(format!(...).into())` or `OpError::op_error(...)` for
/// `emitOpError` (`'name' op ...`), `OpError::error(...)` for
/// `emitError`, `OpError::error_at(loc, ...)` elsewhere, with notes
/// (`.note(...)`, `.note_at(ir.op_loc(other), ...)`); a warning or remark
/// (`OpError::warning(...)`) is reported without failing verification.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasVerifier = 1`: implement `dialectic::op_support::OpVerifier` for it in its dialect module",
    label = "the generated op spec calls this verifier"
)]
pub trait OpVerifier {
    /// The diagnostic about `op`, if it is invalid.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError>;
}

/// The region verifier of an op declared with `hasRegionVerifier = 1`,
/// written in its dialect module; it runs once the ops nested in the op
/// verify, after its region traits.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasRegionVerifier = 1`: implement `dialectic::op_support::OpRegionVerifier` for it in its dialect module",
    label = "the generated op spec calls this verifier"
)]
pub trait OpRegionVerifier {
    /// The diagnostic about `op`'s regions, if they are invalid.
    fn verify_regions(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError>;
}

/// The parser and printer of an op declared with
/// `hasCustomAssemblyFormat = 1`, written in its dialect module.
#[diagnostic::on_unimplemented(
    message = "`{Self}` declares `hasCustomAssemblyFormat = 1`: implement `dialectic::op_support::OpAssembly` for it in its dialect module",
    label = "the generated registration uses this parser and printer"
)]
pub trait OpAssembly {
    /// Prints the op after its results and ` = `, its name included.
    fn print(printer: &mut OpPrinter<'_>, op: OpId);
    /// Parses the op after its name into `state`.
    fn parse(parser: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError>;
}

/// A hand-written [`OpAssembly`] as the runtime's [`CustomAssembly`].
pub struct HandWritten<T>(PhantomData<fn() -> T>);

impl<T> HandWritten<T> {
    /// The adapter.
    pub const NEW: HandWritten<T> = HandWritten(PhantomData);
}

impl<T: OpAssembly> CustomAssembly for HandWritten<T> {
    fn print(&self, printer: &mut OpPrinter<'_>, op: OpId) {
        T::print(printer, op);
    }

    fn parse(&self, parser: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        T::parse(parser, state)
    }
}

/// Result types computed from operand types and attributes, for ops whose
/// format leaves them out and that declare `InferTypeOpInterface`.
pub trait OpInferResultTypes {
    /// The result types, or the error to report at the op.
    fn infer_result_types(
        ctx: &Context,
        operand_types: &[Type],
        attributes: &[NamedAttribute],
    ) -> Result<Vec<Type>, String>;
}
