//! The token level of the format parser (`parse`): it walks the tokens of
//! the format lexer, records errors as mlir-tblgen words them, bounds the
//! nesting, and reads the tokens that stand alone (literals, whitespace,
//! strings, variables); the grammar builds elements from them.

use super::error::FormatError;
use super::lexer::{Lexer, Token, TokenKind};

/// Parse failure; the error has already been recorded.
pub(super) struct Failed;

/// Result of a parsing step.
pub(super) type PResult<T> = Result<T, Failed>;

/// How deeply elements may nest. mlir-tblgen has no limit (it overflows its
/// stack); no real format comes close.
pub(super) const MAX_DEPTH: usize = 200;

/// What a literal token says.
pub(super) enum LiteralText {
    /// `` ` ` ``, ``` `` ``` or `` `\n` ``: the text between the backticks.
    Whitespace(String),
    /// A keyword or punctuation.
    Literal(String),
}

/// The token stream of a format and the errors found so far.
pub(super) struct Cursor<'a> {
    /// The lexer.
    pub(super) lexer: Lexer<'a>,
    /// The current token.
    pub(super) cur: Token,
    /// The errors, in the order mlir-tblgen reports them.
    pub(super) errors: Vec<FormatError>,
    /// Current element nesting depth.
    depth: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor on the first token of `text`.
    pub(super) fn new(text: &'a str) -> Self {
        let mut lexer = Lexer::new(text);
        let mut errors = Vec::new();
        let cur = lexer.lex(&mut errors);
        Cursor {
            lexer,
            cur,
            errors,
            depth: 0,
        }
    }

    /// Record an error and fail.
    pub(super) fn error<T>(&mut self, offset: usize, message: impl Into<String>) -> PResult<T> {
        self.errors.push(FormatError::new(message, offset));
        Err(Failed)
    }

    /// Record an error at the current token and fail.
    pub(super) fn error_here<T>(&mut self, message: impl Into<String>) -> PResult<T> {
        self.error(self.cur.start, message)
    }

    /// Record an error with a note and fail.
    pub(super) fn error_note<T>(
        &mut self,
        offset: usize,
        message: impl Into<String>,
        note: impl Into<String>,
    ) -> PResult<T> {
        self.errors
            .push(FormatError::with_note(message, offset, note));
        Err(Failed)
    }

    /// Move to the next token.
    pub(super) fn consume(&mut self) {
        self.cur = self.lexer.lex(&mut self.errors);
    }

    /// Consume a token of `kind`, or fail with `message`.
    pub(super) fn parse_token(&mut self, kind: TokenKind, message: &str) -> PResult<Token> {
        if self.cur.kind != kind {
            return self.error_here(message);
        }
        let tok = self.cur;
        self.consume();
        Ok(tok)
    }

    /// Enter one element deeper; fails past [`MAX_DEPTH`]. Pair with
    /// [`Cursor::leave`].
    pub(super) fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            return self.error_here(format!(
                "format nesting exceeds the maximum depth of {MAX_DEPTH}"
            ));
        }
        self.depth += 1;
        Ok(())
    }

    /// Leave the element [`Cursor::enter`] entered.
    pub(super) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Consume the current token as a literal where `allowed`: whitespace
    /// or a valid keyword or punctuation, with mlir-tblgen's errors.
    pub(super) fn literal(&mut self, allowed: bool) -> PResult<(usize, LiteralText)> {
        let tok = self.cur;
        let loc = tok.start;
        self.consume();
        if !allowed {
            return self.error(
                loc,
                "literals may only be used in the top-level section of the format",
            );
        }
        let spelling = self.lexer.spelling(tok);
        let bytes = spelling.as_bytes();
        if bytes.len() < 2 || bytes[0] != b'`' || bytes[bytes.len() - 1] != b'`' {
            return self.error(loc, format!("expected literal, but got '{spelling}'"));
        }
        let value = spelling[1..spelling.len() - 1].to_string();
        if matches!(value.as_str(), "" | " " | "\\n") {
            return Ok((loc, LiteralText::Whitespace(value)));
        }
        if let Err(why) = valid_literal(&value) {
            return self.error(
                loc,
                format!("expected valid literal but got '{value}': {why}"),
            );
        }
        Ok((loc, LiteralText::Literal(value)))
    }

    /// Consume the current token as a string argument of a `custom`
    /// directive (where `allowed`), unescaped as MLIR does.
    pub(super) fn string(&mut self, allowed: bool) -> PResult<(usize, String)> {
        let tok = self.cur;
        let loc = tok.start;
        self.consume();
        if !allowed {
            return self.error(
                loc,
                "strings may only be used as 'custom' directive arguments",
            );
        }
        let spelling = self.lexer.spelling(tok);
        let bytes = spelling.as_bytes();
        let contents = bytes.get(1..bytes.len().saturating_sub(1)).unwrap_or(&[]);
        // MLIR drops every backslash (an escaped backslash included).
        let value: Vec<u8> = contents.iter().copied().filter(|&c| c != b'\\').collect();
        Ok((loc, String::from_utf8_lossy(&value).into_owned()))
    }

    /// Consume the current token as a variable: its offset and its name
    /// (without `$`).
    pub(super) fn variable(&mut self) -> (usize, String) {
        let tok = self.cur;
        self.consume();
        let spelling = self.lexer.spelling(tok);
        (tok.start, spelling.get(1..).unwrap_or("").to_string())
    }
}

/// MLIR's `isValidLiteral`: `Err` holds the reason.
fn valid_literal(value: &str) -> Result<(), &'static str> {
    let bytes = value.as_bytes();
    let Some(&front) = bytes.first() else {
        return Err("literal can't be empty");
    };
    if bytes.len() == 1 {
        if front.is_ascii_alphabetic() || b"_:,=<>()[]{}?+*".contains(&front) {
            return Ok(());
        }
        return Err("single character literal must be a letter or one of '_:,=<>()[]{}?+*'");
    }
    if value == "->" {
        return Ok(());
    }
    if !front.is_ascii_alphabetic() && front != b'_' {
        return Err("valid keyword starts with a letter or '_'");
    }
    if !bytes[1..]
        .iter()
        .all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
    {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters");
    }
    Ok(())
}
