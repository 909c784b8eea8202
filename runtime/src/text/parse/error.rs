//! Parse errors: a message at a byte offset, with notes and the errors
//! reported after it.

/// A parse error: a message at a byte offset, with notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the error is.
    pub offset: u32,
    /// The message.
    pub message: String,
    /// Notes: (offset, message).
    pub notes: Vec<(u32, String)>,
    /// Errors reported after this one, as MLIR reports a parameter
    /// parser's error and then the attribute parser's: (offset, message).
    pub followed_by: Vec<(u32, String)>,
}

impl ParseError {
    /// An error at `offset`.
    pub fn new(offset: u32, message: impl Into<String>) -> Self {
        ParseError {
            offset,
            message: message.into(),
            notes: Vec::new(),
            followed_by: Vec::new(),
        }
    }

    /// Adds an error reported after this one (and its notes), at `offset`.
    pub fn then_error(mut self, offset: u32, message: impl Into<String>) -> Self {
        self.followed_by.push((offset, message.into()));
        self
    }

    /// Attaches a note at `offset`.
    pub fn note(mut self, offset: u32, message: impl Into<String>) -> Self {
        self.notes.push((offset, message.into()));
        self
    }
}

/// The result of a parse step.
pub type PResult<T> = Result<T, ParseError>;
