//! What a translation reports: a message, and the op it is about when
//! there is one, so that tools print it at the op's location.

use dialectic::storage::diagnostics::Diagnostic;
use dialectic::verify::{diag_location, diag_location_of_attr};
use dialectic::{Context, Ir, OpId};

/// A failed translation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranslateError {
    /// The op the message is about.
    pub op: Option<OpId>,
    /// What went wrong.
    pub message: String,
}

impl TranslateError {
    /// An error about `op`.
    pub fn at(op: OpId, message: impl Into<String>) -> Self {
        TranslateError {
            op: Some(op),
            message: message.into(),
        }
    }

    /// An error about no op in particular.
    pub fn new(message: impl Into<String>) -> Self {
        TranslateError {
            op: None,
            message: message.into(),
        }
    }

    /// The error as a diagnostic at its op's location (unknown otherwise).
    pub fn to_diagnostic(&self, ctx: &Context, ir: &Ir) -> Diagnostic {
        let location = match self.op {
            Some(op) => diag_location(ctx, ir.op_loc(op)),
            None => diag_location_of_attr(ctx, ctx.unknown_loc()),
        };
        Diagnostic::error(location, self.message.clone())
    }
}

/// The result of a translation step.
pub type TranslateResult<T> = Result<T, TranslateError>;
