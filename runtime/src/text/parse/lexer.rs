//! The lexer of MLIR's text format: turns bytes into tokens on demand,
//! tracking line starts so that every token's line and column are cheap.

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character that starts no token.
    Error,
    /// `foo`, `i32`, `x.y$z`.
    BareIdent,
    /// `@foo` or `@"foo"`.
    AtIdent,
    /// `#foo`.
    HashIdent,
    /// `%foo`.
    PercentIdent,
    /// `^foo`.
    CaretIdent,
    /// `!foo`.
    ExclamationIdent,
    /// `42`, `0x2A`.
    Integer,
    /// `4.2`, `1.0e-3`.
    Float,
    /// `"text"`.
    String,
    /// `->`.
    Arrow,
    /// `:`.
    Colon,
    /// `,`.
    Comma,
    /// `=`.
    Equal,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `?`.
    Question,
    /// `*`.
    Star,
    /// `+`.
    Plus,
    /// `-`.
    Minus,
    /// `...`.
    Ellipsis,
    /// `|`.
    VerticalBar,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
}

/// A token: its kind and byte range in the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: TokenKind,
    /// Start offset.
    pub start: u32,
    /// End offset (exclusive).
    pub end: u32,
}

/// A `<...>` body whose brackets do not balance: where the error is
/// reported and the innermost bracket left open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnbalancedBody {
    /// Where MLIR reports it.
    pub at: u32,
    /// The bracket left open (`<`, `(`, `[` or `{`).
    pub open: char,
}

/// The lexer state.
pub struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
    /// Offsets where lines begin that the lexer has passed, in order.
    line_starts: Vec<u32>,
    /// How many lines precede the first entry of `line_starts` (a lexer
    /// started in the middle of the buffer).
    line_base: u32,
    /// Set when a string literal is malformed: (offset, message).
    pub error: Option<(u32, &'static str)>,
    /// Where the `<...>` bodies nested in a large body scanned before end,
    /// by the offset of their `<`: a nested dialect symbol scans its own
    /// body again, which would make deep nesting quadratic.
    nested_ends: rustc_hash::FxHashMap<u32, u32>,
    /// How far text consumed by other parsers has been searched for line
    /// starts (a long line would otherwise be searched again each time).
    newlines_noted_to: usize,
}

/// A body at least this long records where the `<...>` bodies nested in it
/// end (a shorter one is cheap to scan again).
const RECORD_NESTED_FROM: usize = 4096;

#[inline]
fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

/// Bytes of a class, as a table (the lexer's loops test one byte per step).
const fn class(extra: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        table[c] = b.is_ascii_alphanumeric();
        c += 1;
    }
    let mut i = 0;
    while i < extra.len() {
        table[extra[i] as usize] = true;
        i += 1;
    }
    table
}

/// Bytes that continue a bare identifier.
static IDENT_CHAR: [bool; 256] = class(b"_$.");

/// Bytes that continue a suffix id (`%x`, `^bb`, `#a`, `!t`).
static SUFFIX_CHAR: [bool; 256] = class(b"$._-");

/// The offset of the first byte at or after `from` not in `table`.
#[inline]
fn skip_class(src: &[u8], from: usize, table: &[bool; 256]) -> usize {
    match src.get(from..) {
        Some(rest) => {
            from + rest
                .iter()
                .position(|&c| !table[c as usize])
                .unwrap_or(rest.len())
        }
        None => from,
    }
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Self {
        let mut line_starts = Vec::with_capacity(src.len() / 40 + 1);
        line_starts.push(0);
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            line_starts,
            line_base: 0,
            error: None,
            nested_ends: Default::default(),
            newlines_noted_to: 0,
        }
    }

    /// A lexer at `offset` of `src`, which lies on 1-based line `line`
    /// (offsets before that line have no line and column).
    pub fn starting_at(src: &'s str, offset: u32, line: u32) -> Self {
        let bytes = src.as_bytes();
        let line_start = bytes[..offset as usize]
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |p| p as u32 + 1);
        Lexer {
            src: bytes,
            pos: offset as usize,
            line_starts: vec![line_start],
            line_base: line.saturating_sub(1),
            error: None,
            nested_ends: Default::default(),
            newlines_noted_to: 0,
        }
    }

    /// The line starts after `offset` this lexer has seen, for a lexer that
    /// goes on past text another lexer read ([`Lexer::adopt_lines`]).
    pub fn lines_after(&self, offset: u32) -> &[u32] {
        let from = self.line_starts.partition_point(|&l| l <= offset);
        &self.line_starts[from..]
    }

    /// Records line starts (in order, after every one seen so far) found by
    /// another lexer in text this one skips.
    pub fn adopt_lines(&mut self, starts: &[u32]) {
        let last = self.line_starts.last().copied().unwrap_or(0);
        let from = starts.partition_point(|&l| l <= last);
        self.line_starts.extend_from_slice(&starts[from..]);
    }

    /// The buffer.
    pub fn source(&self) -> &'s [u8] {
        self.src
    }

    /// The current offset.
    pub fn offset(&self) -> u32 {
        self.pos as u32
    }

    /// Moves to `offset` (must be at or after every line start seen, or earlier
    /// within the scanned range).
    pub fn reset_to(&mut self, offset: u32) {
        self.pos = offset as usize;
    }

    /// 1-based line and column of `offset`.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let last = *self.line_starts.last().unwrap_or(&0);
        if offset >= last {
            let end = (offset as usize).min(self.src.len());
            let tail = &self.src[last as usize..end];
            let newlines = tail.iter().filter(|&&c| c == b'\n').count() as u32;
            let line_start = tail
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(last, |p| last + p as u32 + 1);
            return (
                self.line_base + self.line_starts.len() as u32 + newlines,
                offset - line_start + 1,
            );
        }
        let idx = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            // Before the first line this lexer knows (it started later).
            Err(0) => return (self.line_base, 1),
            Err(i) => i - 1,
        };
        (
            self.line_base + idx as u32 + 1,
            offset - self.line_starts[idx] + 1,
        )
    }

    #[inline]
    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek_at(self.pos) {
                b' ' | b'\t' | b'\r' => {
                    self.pos += 1;
                    while matches!(self.peek_at(self.pos), b' ' | b'\t' | b'\r') {
                        self.pos += 1;
                    }
                }
                b'\n' => {
                    self.pos += 1;
                    // After a reset to an earlier offset, lines are seen again.
                    if self.line_starts.last().is_none_or(|&l| l < self.pos as u32) {
                        self.line_starts.push(self.pos as u32);
                    }
                }
                b'/' if self.peek_at(self.pos + 1) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let tok = |kind, end: usize| Token {
            kind,
            start: start as u32,
            end: end as u32,
        };
        if start >= self.src.len() {
            return tok(TokenKind::Eof, start);
        }
        let c = self.src[start];
        self.pos += 1;
        let kind = match c {
            b'(' => TokenKind::LParen,
            b')' => TokenKind::RParen,
            b'[' => TokenKind::LSquare,
            b']' => TokenKind::RSquare,
            b'{' => {
                if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'#' {
                    self.pos += 2;
                    TokenKind::FileMetadataBegin
                } else {
                    TokenKind::LBrace
                }
            }
            b'}' => TokenKind::RBrace,
            b'<' => TokenKind::Less,
            b'>' => TokenKind::Greater,
            b',' => TokenKind::Comma,
            b'=' => TokenKind::Equal,
            b':' => TokenKind::Colon,
            b'?' => TokenKind::Question,
            b'*' => TokenKind::Star,
            b'+' => TokenKind::Plus,
            b'|' => TokenKind::VerticalBar,
            b'-' => {
                if self.peek_at(self.pos) == b'>' {
                    self.pos += 1;
                    TokenKind::Arrow
                } else {
                    TokenKind::Minus
                }
            }
            b'.' => {
                if self.peek_at(self.pos) == b'.' && self.peek_at(self.pos + 1) == b'.' {
                    self.pos += 2;
                    TokenKind::Ellipsis
                } else {
                    TokenKind::Error
                }
            }
            b'"' => {
                self.pos = start;
                return self.lex_string();
            }
            b'@' => {
                if self.peek_at(self.pos) == b'"' {
                    let s = self.lex_string();
                    if s.kind == TokenKind::Error {
                        return s;
                    }
                    return tok(TokenKind::AtIdent, s.end as usize);
                }
                // MLIR's `lexAtIdentifier`: a letter or `_`, then
                // letters, digits, `_`, `$` and `.`.
                let c = self.peek_at(self.pos);
                if !c.is_ascii_alphabetic() && c != b'_' {
                    self.error = Some((
                        self.pos as u32,
                        "@ identifier expected to start with letter or '_'",
                    ));
                    TokenKind::Error
                } else {
                    while matches!(self.peek_at(self.pos), b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'$' | b'.')
                    {
                        self.pos += 1;
                    }
                    TokenKind::AtIdent
                }
            }
            b'#' => {
                if self.peek_at(self.pos) == b'-' && self.peek_at(self.pos + 1) == b'}' {
                    self.pos += 2;
                    TokenKind::FileMetadataEnd
                } else if self.lex_suffix_id() {
                    TokenKind::HashIdent
                } else {
                    self.error = Some((start as u32, "invalid attribute name"));
                    TokenKind::Error
                }
            }
            b'%' => {
                if self.lex_suffix_id() {
                    TokenKind::PercentIdent
                } else {
                    self.error = Some((start as u32, "invalid SSA name"));
                    TokenKind::Error
                }
            }
            b'^' => {
                if self.lex_suffix_id() {
                    TokenKind::CaretIdent
                } else {
                    self.error = Some((start as u32, "invalid block name"));
                    TokenKind::Error
                }
            }
            b'!' => {
                if self.lex_suffix_id() {
                    TokenKind::ExclamationIdent
                } else {
                    self.error = Some((start as u32, "invalid type identifier"));
                    TokenKind::Error
                }
            }
            b'0'..=b'9' => return self.lex_number(start),
            c if is_ident_start(c) => {
                self.pos = skip_class(self.src, self.pos, &IDENT_CHAR);
                TokenKind::BareIdent
            }
            _ => TokenKind::Error,
        };
        tok(kind, self.pos)
    }

    /// `suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*`
    fn lex_suffix_id(&mut self) -> bool {
        let c = self.peek_at(self.pos);
        if c.is_ascii_digit() {
            while self.peek_at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            true
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            self.pos = skip_class(self.src, self.pos, &SUFFIX_CHAR);
            true
        } else {
            false
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let tok = |kind, end: usize| Token {
            kind,
            start: start as u32,
            end: end as u32,
        };
        if self.src[start] == b'0'
            && self.peek_at(self.pos) == b'x'
            && self.peek_at(self.pos + 1).is_ascii_hexdigit()
        {
            self.pos += 1;
            while self.peek_at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return tok(TokenKind::Integer, self.pos);
        }
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek_at(self.pos) != b'.' {
            return tok(TokenKind::Integer, self.pos);
        }
        self.pos += 1;
        while self.peek_at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek_at(self.pos), b'e' | b'E') {
            let sign = matches!(self.peek_at(self.pos + 1), b'+' | b'-') as usize;
            if self.peek_at(self.pos + 1 + sign).is_ascii_digit() {
                self.pos += 1 + sign;
                while self.peek_at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        tok(TokenKind::Float, self.pos)
    }

    fn lex_string(&mut self) -> Token {
        let start = self.pos;
        self.pos += 1;
        loop {
            match self.src.get(self.pos) {
                None | Some(b'\n') | Some(b'\r') => {
                    self.error = Some((self.pos as u32, "expected '\"' in string literal"));
                    return Token {
                        kind: TokenKind::Error,
                        start: start as u32,
                        end: self.pos as u32,
                    };
                }
                Some(b'"') => {
                    self.pos += 1;
                    return Token {
                        kind: TokenKind::String,
                        start: start as u32,
                        end: self.pos as u32,
                    };
                }
                Some(b'\\') => {
                    let n = self.peek_at(self.pos + 1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if n.is_ascii_hexdigit()
                        && self.peek_at(self.pos + 2).is_ascii_hexdigit()
                    {
                        self.pos += 3;
                    } else {
                        self.error = Some((self.pos as u32, "unknown escape in string literal"));
                        return Token {
                            kind: TokenKind::Error,
                            start: start as u32,
                            end: self.pos as u32,
                        };
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
    }

    /// Scans a balanced `<...>` body starting at offset `open` (which holds
    /// `<`), honouring nested brackets and string literals. Returns the offset
    /// just after the matching `>`.
    pub fn scan_balanced(&mut self, open: u32) -> Result<u32, UnbalancedBody> {
        if !self.nested_ends.is_empty()
            && let Some(&end) = self.nested_ends.get(&open)
        {
            self.note_newlines(open as usize, end as usize);
            return Ok(end);
        }
        // The open brackets, each with its offset.
        let mut stack: smallvec::SmallVec<[(u8, u32); 16]> = smallvec::SmallVec::new();
        // MLIR reports the error at its current token: the `<`, or the last
        // string literal it lexed inside the body.
        let mut at = open;
        let unbalanced = |at: u32, stack: &[(u8, u32)]| UnbalancedBody {
            at,
            open: stack.last().map_or('<', |&(c, _)| c as char),
        };
        let mut i = open as usize;
        while i < self.src.len() {
            let c = self.src[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push((c, i as u32)),
                b'>' | b')' | b']' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    // `->` inside a body is an arrow, not a closing bracket.
                    if c == b'>' && i > 0 && self.src[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    let Some(&(top, at_open)) = stack.last().filter(|(top, _)| *top == want) else {
                        return Err(unbalanced(at, &stack));
                    };
                    stack.pop();
                    if stack.is_empty() {
                        self.note_newlines(open as usize, i + 1);
                        return Ok(i as u32 + 1);
                    }
                    if top == b'<' && i - open as usize >= RECORD_NESTED_FROM {
                        self.nested_ends.insert(at_open, i as u32 + 1);
                    }
                }
                b'"' => {
                    at = i as u32;
                    i += 1;
                    while i < self.src.len() && self.src[i] != b'"' {
                        if self.src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Err(unbalanced(at, &stack))
    }

    /// Records the line starts in the text between the current offset and
    /// `end`, for text consumed by a parser other than the lexer.
    pub fn skip_newlines_until(&mut self, end: u32) {
        self.note_newlines(self.pos, end as usize);
    }

    fn note_newlines(&mut self, from: usize, to: usize) {
        let last = *self.line_starts.last().unwrap_or(&0) as usize;
        for i in from.max(last).max(self.newlines_noted_to)..to {
            if self.src[i] == b'\n' {
                self.line_starts.push(i as u32 + 1);
            }
        }
        self.newlines_noted_to = self.newlines_noted_to.max(to);
    }
}

/// Decodes the body of a string token (without the quotes) into bytes.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body.get(i + 1).copied().unwrap_or(b'\\');
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                let h = body.get(i + 2).copied().unwrap_or(b'0');
                out.push(hex(n) * 16 + hex(h));
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `depth` nested `#d.a<x = ...>` bodies; with `newlines`, each level
    /// on a line of its own.
    fn nested(depth: usize, newlines: bool) -> String {
        let mut text = String::from("#d.a<x = 1>");
        for _ in 0..depth {
            let sep = if newlines { "\n" } else { "" };
            text = format!("#d.a<x = \"<\",{sep} y = {text}, z = [(1)]>");
        }
        text
    }

    /// The offsets of the `<` of each level, outermost first.
    fn opens(text: &str) -> Vec<u32> {
        text.match_indices("#d.a<")
            .map(|(i, _)| i as u32 + 4)
            .collect()
    }

    #[test]
    fn nested_bodies_end_where_a_fresh_scan_ends() {
        for newlines in [false, true] {
            let text = nested(300, newlines);
            assert!(text.len() > RECORD_NESTED_FROM);
            let mut lexer = Lexer::new(&text);
            for open in opens(&text) {
                let mut fresh = Lexer::new(&text);
                assert_eq!(
                    lexer.scan_balanced(open).ok(),
                    fresh.scan_balanced(open).ok(),
                    "the body at {open}"
                );
            }
            assert_eq!(lexer.scan_balanced(4).ok(), Some(text.len() as u32));
        }
    }

    #[test]
    fn lines_after_nested_scans() {
        let text = nested(300, true);
        let mut lexer = Lexer::new(&text);
        for open in opens(&text) {
            lexer.scan_balanced(open).expect("balanced");
        }
        let end = text.len() as u32;
        assert_eq!(
            lexer.line_col(end),
            (
                301,
                text.len() as u32 - text.rfind('\n').unwrap_or(0) as u32
            )
        );
        let fresh = Lexer::new(&text);
        for offset in [0, 700, 5000, end - 1] {
            assert_eq!(
                lexer.line_col(offset),
                fresh.line_col(offset),
                "at {offset}"
            );
        }
    }

    #[test]
    fn an_unbalanced_body_is_still_reported() {
        let text = format!("{}>", &nested(300, false)[..2000]);
        let mut lexer = Lexer::new(&text);
        let error = lexer.scan_balanced(4).expect_err("unbalanced");
        // At the last string literal lexed, with a `<` left open.
        let last_string = text.rfind("\"<\"").expect("a string literal");
        assert_eq!((error.at, error.open), (last_string as u32, '<'));
    }
}
