//! What an op's verifier reports: one diagnostic about the op, built the
//! way MLIR's verifiers build theirs. `OpError::op_error(msg)` is
//! `op->emitOpError(msg)` (`'name' op msg`), `OpError::error(msg)` is
//! `op->emitError(msg)`, `OpError::error_at(loc, msg)` is
//! `mlir::emitError(loc, msg)`; notes are `attachNote()`
//! ([`OpError::note`]) and `attachNote(loc)` ([`OpError::note_at`]).
//! Warnings and remarks do not fail verification.
//!
//! ```
//! # use dialectic_runtime::storage::op_error::OpError;
//! # use dialectic_runtime::storage::ir::Location;
//! # fn check(callee_loc: Location) -> Result<(), OpError> {
//! return Err(OpError::op_error("result type mismatch at index 0")
//!     .note("      op result types: 'i64'")
//!     .note_at(callee_loc, "see the callee here"));
//! # }
//! ```

use crate::storage::diagnostics::Severity;
use crate::storage::ir::{Location, OpId};

/// A diagnostic about an op, as an op's verifier returns it: where it
/// points (the op unless told otherwise), how it starts (`'name' op ` or
/// not), whether MLIR follows it with the `see current operation` note,
/// and the notes it carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpError {
    /// Error, warning or remark.
    pub severity: Severity,
    /// The message, without the `'name' op ` prefix.
    pub message: String,
    /// Whether the message follows `'name' op ` (MLIR's `emitOpError`).
    pub op_prefix: bool,
    /// Where it points; `None` for the op's own location.
    pub location: Option<Location>,
    /// Whether it is emitted through the op (MLIR's `op->emitError()` and
    /// its kin), which attaches the `see current operation` note first when
    /// ops are printed on diagnostics; `mlir::emitError(loc)` does not.
    pub through_op: bool,
    /// The notes, in order, after the current-operation note.
    pub notes: Vec<OpNote>,
    /// Another op it is emitted through (`other->emitError()` in a region
    /// verifier): it points there and the current-operation note shows
    /// that op; `None` for the op being verified.
    pub subject: Option<OpId>,
}

/// A note attached to an [`OpError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpNote {
    /// Where it points; `None` for the location of the diagnostic it is
    /// attached to.
    pub location: Option<Location>,
    /// The message.
    pub message: String,
}

impl OpError {
    fn new(severity: Severity, message: impl Into<String>, op_prefix: bool) -> Self {
        OpError {
            severity,
            message: message.into(),
            op_prefix,
            location: None,
            through_op: true,
            notes: Vec::new(),
            subject: None,
        }
    }

    /// `op->emitOpError(message)`: `'name' op message` at the op.
    // Named after MLIR's `emitOpError`, beside `error` (`emitError`).
    #[allow(clippy::self_named_constructors)]
    pub fn op_error(message: impl Into<String>) -> Self {
        Self::new(Severity::Error, message, true)
    }

    /// `op->emitError(message)`: the message as is, at the op.
    pub fn error(message: impl Into<String>) -> Self {
        Self::new(Severity::Error, message, false)
    }

    /// `mlir::emitError(location, message)`: the message as is, at
    /// `location`, without the current-operation note.
    pub fn error_at(location: Location, message: impl Into<String>) -> Self {
        OpError {
            location: Some(location),
            through_op: false,
            ..Self::error(message)
        }
    }

    /// `other->emitError(message)` from the verifier of an op enclosing
    /// `other`: the message as is, at `other`, whose text the
    /// current-operation note shows.
    pub fn error_on(other: OpId, message: impl Into<String>) -> Self {
        OpError {
            subject: Some(other),
            ..Self::error(message)
        }
    }

    /// `op->emitWarning(message)`: reported, but the op still verifies.
    pub fn warning(message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, message, false)
    }

    /// `op->emitOpWarning(message)`: `'name' op message`, reported, but the
    /// op still verifies.
    pub fn op_warning(message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, message, true)
    }

    /// `op->emitRemark(message)`: reported, but the op still verifies.
    pub fn remark(message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, message, false)
    }

    /// `op->emitOpRemark(message)`: `'name' op message`, reported, but the
    /// op still verifies.
    pub fn op_remark(message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, message, true)
    }

    /// `diag.attachNote() << message`: a note where the diagnostic points.
    pub fn note(mut self, message: impl Into<String>) -> Self {
        self.notes.push(OpNote {
            location: None,
            message: message.into(),
        });
        self
    }

    /// `diag.attachNote(location) << message`: a note elsewhere (another
    /// op's location: `ir.op_loc(other)`).
    pub fn note_at(mut self, location: Location, message: impl Into<String>) -> Self {
        self.notes.push(OpNote {
            location: Some(location),
            message: message.into(),
        });
        self
    }

    /// Whether it fails verification (an error, not a warning or remark).
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The message as printed: with the `'name' op ` prefix when it has one.
    pub fn render(&self, op_name: &str) -> String {
        if self.op_prefix {
            format!("'{op_name}' op {}", self.message)
        } else {
            self.message.clone()
        }
    }
}

/// `Err(format!(...))` in a verifier: an `emitOpError` message.
impl From<String> for OpError {
    fn from(message: String) -> Self {
        OpError::op_error(message)
    }
}

/// `Err("...".into())` in a verifier: an `emitOpError` message.
impl From<&str> for OpError {
    fn from(message: &str) -> Self {
        OpError::op_error(message)
    }
}
