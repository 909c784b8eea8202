//! The lexer of assembly format strings, a port of MLIR's `FormatLexer`.
//!
//! It works on bytes (offsets are byte offsets) and never fails: a lexical
//! error is recorded and an [`TokenKind::Error`] token is returned, which the
//! parser then rejects. Tokens are lexed one ahead of the parser, as in MLIR,
//! so a lexical error is reported before a parse error of the token before it.

use super::error::FormatError;

/// The kind of a format token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of the format string.
    Eof,
    /// A lexical error (already reported).
    Error,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `^`
    Caret,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `=`
    Equal,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `*`
    Star,
    /// `|`
    Pipe,
    /// `attr-dict`
    KwAttrDict,
    /// `attr-dict-with-keyword`
    KwAttrDictWithKeyword,
    /// `prop-dict`
    KwPropDict,
    /// `custom`
    KwCustom,
    /// `functional-type`
    KwFunctionalType,
    /// `oilist`
    KwOIList,
    /// `operands`
    KwOperands,
    /// `params` (attribute/type formats only)
    KwParams,
    /// `qualified`
    KwQualified,
    /// `ref`
    KwRef,
    /// `regions`
    KwRegions,
    /// `results`
    KwResults,
    /// `struct` (attribute/type formats only)
    KwStruct,
    /// `successors`
    KwSuccessors,
    /// `type`
    KwType,
    /// A bare identifier that is not a keyword.
    Identifier,
    /// A literal in backticks, e.g. `` `:` ``.
    Literal,
    /// A variable, e.g. `$lhs`.
    Variable,
    /// A string in double quotes (custom directive arguments).
    String,
}

impl TokenKind {
    /// True for the directive keywords.
    pub fn is_keyword(self) -> bool {
        matches!(
            self,
            TokenKind::KwAttrDict
                | TokenKind::KwAttrDictWithKeyword
                | TokenKind::KwPropDict
                | TokenKind::KwCustom
                | TokenKind::KwFunctionalType
                | TokenKind::KwOIList
                | TokenKind::KwOperands
                | TokenKind::KwParams
                | TokenKind::KwQualified
                | TokenKind::KwRef
                | TokenKind::KwRegions
                | TokenKind::KwResults
                | TokenKind::KwStruct
                | TokenKind::KwSuccessors
                | TokenKind::KwType
        )
    }
}

/// A token: its kind and its byte range in the format string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind of token.
    pub kind: TokenKind,
    /// Byte offset of the first byte.
    pub start: usize,
    /// Byte offset one past the last byte.
    pub end: usize,
}

/// The format lexer.
pub struct Lexer<'a> {
    bytes: &'a [u8],
    pos: usize,
}

/// A byte value standing for the end of the buffer (MLIR's `EOF`).
const END: i32 = -1;

impl<'a> Lexer<'a> {
    /// A lexer over the given format string.
    pub fn new(text: &'a str) -> Self {
        Lexer {
            bytes: text.as_bytes(),
            pos: 0,
        }
    }

    /// The text of a token, lossily decoded (a token may split a UTF-8
    /// sequence after an `unexpected character` error).
    pub fn spelling(&self, tok: Token) -> String {
        let end = tok.end.min(self.bytes.len());
        let start = tok.start.min(end);
        String::from_utf8_lossy(&self.bytes[start..end]).into_owned()
    }

    /// The byte at `i`, or 0 past the end (the buffer is NUL terminated in
    /// MLIR).
    fn at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    fn next_char(&mut self) -> i32 {
        if self.pos >= self.bytes.len() {
            return END;
        }
        let c = self.bytes[self.pos];
        self.pos += 1;
        match c {
            b'\n' | b'\r' => {
                // Treat "\n\r" and "\r\n" as a single newline.
                let next = self.at(self.pos);
                if (next == b'\n' || next == b'\r') && next != c {
                    self.pos += 1;
                }
                i32::from(b'\n')
            }
            _ => i32::from(c),
        }
    }

    fn form(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            start,
            end: self.pos.max(start),
        }
    }

    fn error(&self, errors: &mut Vec<FormatError>, at: usize, msg: &str) -> Token {
        errors.push(FormatError::new(msg, at));
        Token {
            kind: TokenKind::Error,
            start: at,
            end: self.pos.max(at),
        }
    }

    /// Lex the next token, recording lexical errors in `errors`.
    pub fn lex(&mut self, errors: &mut Vec<FormatError>) -> Token {
        loop {
            let start = self.pos;
            let c = self.next_char();
            if c == END {
                return self.form(TokenKind::Eof, start);
            }
            // `next_char` only returns bytes or END.
            let b = u8::try_from(c).unwrap_or(0);
            let kind = match b {
                0 | b' ' | b'\t' | b'\n' => continue,
                b'^' => TokenKind::Caret,
                b':' => TokenKind::Colon,
                b',' => TokenKind::Comma,
                b'=' => TokenKind::Equal,
                b'<' => TokenKind::Less,
                b'>' => TokenKind::Greater,
                b'?' => TokenKind::Question,
                b'(' => TokenKind::LParen,
                b')' => TokenKind::RParen,
                b'*' => TokenKind::Star,
                b'|' => TokenKind::Pipe,
                b'`' => return self.lex_literal(start, errors),
                b'$' => return self.lex_variable(start, errors),
                b'"' => return self.lex_string(start, errors),
                _ if b.is_ascii_alphabetic() || b == b'_' => return self.lex_identifier(start),
                _ => return self.error(errors, start, "unexpected character"),
            };
            return self.form(kind, start);
        }
    }

    fn lex_literal(&mut self, start: usize, errors: &mut Vec<FormatError>) -> Token {
        loop {
            let c = self.at(self.pos);
            self.pos += 1;
            match c {
                b'`' => return self.form(TokenKind::Literal, start),
                0 => {
                    let at = self.pos - 1;
                    return self.error(errors, at, "unexpected end of file in literal");
                }
                _ => {}
            }
        }
    }

    fn lex_variable(&mut self, start: usize, errors: &mut Vec<FormatError>) -> Token {
        let c = self.at(self.pos);
        if !c.is_ascii_alphabetic() && c != b'_' {
            return self.error(errors, self.pos - 1, "expected variable name");
        }
        while self.at(self.pos).is_ascii_alphanumeric() || self.at(self.pos) == b'_' {
            self.pos += 1;
        }
        self.form(TokenKind::Variable, start)
    }

    fn lex_string(&mut self, start: usize, errors: &mut Vec<FormatError>) -> Token {
        let mut escape = false;
        loop {
            let c = self.at(self.pos);
            self.pos += 1;
            if c == 0 {
                let at = self.pos - 1;
                return self.error(errors, at, "unexpected end of file in string");
            }
            if !escape && c == b'"' {
                return self.form(TokenKind::String, start);
            }
            escape = c == b'\\';
        }
    }

    fn lex_identifier(&mut self, start: usize) -> Token {
        while {
            let c = self.at(self.pos);
            c.is_ascii_alphanumeric() || c == b'_' || c == b'-'
        } {
            self.pos += 1;
        }
        let kind = match &self.bytes[start..self.pos] {
            b"attr-dict" => TokenKind::KwAttrDict,
            b"attr-dict-with-keyword" => TokenKind::KwAttrDictWithKeyword,
            b"prop-dict" => TokenKind::KwPropDict,
            b"custom" => TokenKind::KwCustom,
            b"functional-type" => TokenKind::KwFunctionalType,
            b"oilist" => TokenKind::KwOIList,
            b"operands" => TokenKind::KwOperands,
            b"params" => TokenKind::KwParams,
            b"qualified" => TokenKind::KwQualified,
            b"ref" => TokenKind::KwRef,
            b"regions" => TokenKind::KwRegions,
            b"results" => TokenKind::KwResults,
            b"struct" => TokenKind::KwStruct,
            b"successors" => TokenKind::KwSuccessors,
            b"type" => TokenKind::KwType,
            _ => TokenKind::Identifier,
        };
        self.form(kind, start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> (Vec<TokenKind>, Vec<FormatError>) {
        let mut lexer = Lexer::new(text);
        let mut errors = Vec::new();
        let mut out = Vec::new();
        loop {
            let t = lexer.lex(&mut errors);
            out.push(t.kind);
            if matches!(t.kind, TokenKind::Eof | TokenKind::Error) {
                return (out, errors);
            }
        }
    }

    #[test]
    fn punctuation_and_keywords() {
        let (k, e) = kinds("( ) ^ : , = < > ? * | attr-dict type foo-bar $x `a` \"s\"");
        assert!(e.is_empty());
        use TokenKind::*;
        assert_eq!(
            k,
            vec![
                LParen, RParen, Caret, Colon, Comma, Equal, Less, Greater, Question, Star, Pipe,
                KwAttrDict, KwType, Identifier, Variable, Literal, String, Eof
            ]
        );
    }

    #[test]
    fn lexical_errors() {
        let (_, e) = kinds("$a `abc");
        assert_eq!(
            e,
            vec![FormatError::new("unexpected end of file in literal", 7)]
        );
        let (_, e) = kinds("$1");
        assert_eq!(e, vec![FormatError::new("expected variable name", 0)]);
        let (_, e) = kinds("  \"abc");
        assert_eq!(
            e,
            vec![FormatError::new("unexpected end of file in string", 6)]
        );
        let (_, e) = kinds(" # ");
        assert_eq!(e, vec![FormatError::new("unexpected character", 1)]);
    }

    #[test]
    fn escaped_quote_in_string() {
        let (k, e) = kinds(r#""a\"b""#);
        assert!(e.is_empty());
        assert_eq!(k, vec![TokenKind::String, TokenKind::Eof]);
    }
}
