//! Diagnostics of the assembly format checker.

use std::fmt;

/// One error found in an assembly format, with mlir-tblgen's message.
///
/// `offset` is a byte offset into the format string: the place where
/// mlir-tblgen 19 puts its caret. Errors found after parsing (a missing
/// `attr-dict`, an operand that does not appear, a type that cannot be
/// inferred, ...) point at the first token of the format, as in MLIR.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The message, exactly as mlir-tblgen 19 prints it after `error: `.
    pub message: String,
    /// Byte offset into the format string.
    pub offset: usize,
    /// The note mlir-tblgen prints with some errors (e.g. `suggest adding a
    /// '$lhs' directive to the custom assembly format`).
    pub note: Option<String>,
}

impl FormatError {
    /// An error without a note.
    pub fn new(message: impl Into<String>, offset: usize) -> Self {
        FormatError {
            message: message.into(),
            offset,
            note: None,
        }
    }

    /// An error with a note.
    pub fn with_note(message: impl Into<String>, offset: usize, note: impl Into<String>) -> Self {
        FormatError {
            message: message.into(),
            offset,
            note: Some(note.into()),
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)?;
        if let Some(note) = &self.note {
            write!(f, "; note: {note}")?;
        }
        Ok(())
    }
}

impl std::error::Error for FormatError {}
