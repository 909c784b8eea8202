//! The parser's state and its token-level steps: the current token,
//! errors placed as MLIR places them, nesting, lists, and the state the
//! op, name and chunk parsers keep (their steps are in the files beside
//! this one).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::alias_table::AliasTable;
use super::chunk_schedule::ChunkCursor;
use super::error::{PResult, ParseError};
use super::inherent_split::InherentSplits;
use super::lexer::{self, Lexer, Token, TokenKind};
use super::name_key::NameKey;
use super::op_names::OpNames;
use super::spare::SpareVecs;
use super::ssa_state::SsaState;
use crate::storage::attributes::Attribute;
use crate::storage::context::{Context, Ident};
use crate::storage::diagnostics::{DiagLocation, Diagnostic, Severity, SourcePlace};
use crate::storage::ir::Ir;
use crate::storage::types::Type;

/// Deepest nesting of regions, types and attributes the parser accepts; beyond
/// it the input is rejected instead of overflowing the stack.
const MAX_NESTING: u32 = 20_000;

/// Parses MLIR text into operations.
pub struct OpParser<'a, 's> {
    pub(crate) ctx: &'a Context,
    pub(crate) ir: &'a mut Ir,
    pub(super) lex: Lexer<'s>,
    pub(super) src: &'s str,
    pub(super) tok: Token,
    pub(super) file: Ident,
    pub(super) aliases: Arc<AliasTable<'s>>,
    pub(super) keyword_types: FxHashMap<NameKey<'s>, Type>,
    /// Dialect types written with a `<...>` body, by their text (the ops
    /// of a large module repeat the same few: `!llvm.struct<(i32, f64)>`).
    pub(super) bodied_types: FxHashMap<&'s str, Type>,
    /// The distinct attributes parsed so far, by their `distinct[N]` number.
    pub(super) distinct_attrs: FxHashMap<u64, Attribute>,
    pub(super) depth: u32,
    pub(super) ssa: SsaState<'s>,
    /// MLIR's default dialect stack: `builtin` at the top level, then the
    /// default dialect of each custom op being parsed.
    pub(super) default_dialects: Vec<&'static str>,
    /// The name of the custom op whose form is being parsed, if any: its
    /// errors read `custom op 'name' ...` (MLIR's `OpAsmParser::emitError`).
    pub(super) custom_op: Option<&'static str>,
    /// The chunks parsed ahead on other threads, in a parallel parse.
    pub(super) chunks: Option<ChunkCursor<'a, 's>>,
    /// The op names resolved so far.
    pub(super) op_names: OpNames<'s>,
    /// Emptied vectors for the next ops.
    pub(super) spare: SpareVecs,
    /// The attribute lists split into properties and discardable
    /// attributes so far.
    pub(super) inherent_splits: InherentSplits,
}

impl<'a, 's> OpParser<'a, 's> {
    /// A parser over `src`, whose locations name `file`.
    pub fn new(ctx: &'a Context, ir: &'a mut Ir, file: &str, src: &'s str) -> Self {
        Self::with_lexer(ctx, ir, file, src, Lexer::new(src))
    }

    /// A parser over `src` from `offset` on, which is on 1-based line
    /// `line` (to parse a part of a buffer).
    pub(crate) fn new_at(
        ctx: &'a Context,
        ir: &'a mut Ir,
        file: &str,
        src: &'s str,
        offset: u32,
        line: u32,
    ) -> Self {
        Self::with_lexer(ctx, ir, file, src, Lexer::starting_at(src, offset, line))
    }

    fn with_lexer(
        ctx: &'a Context,
        ir: &'a mut Ir,
        file: &str,
        src: &'s str,
        mut lex: Lexer<'s>,
    ) -> Self {
        let tok = lex.next_token();
        OpParser {
            ctx,
            ir,
            lex,
            src,
            tok,
            file: ctx.ident(file),
            aliases: Arc::default(),
            keyword_types: FxHashMap::default(),
            bodied_types: FxHashMap::default(),
            distinct_attrs: FxHashMap::default(),
            depth: 0,
            ssa: SsaState::default(),
            default_dialects: vec!["builtin"],
            custom_op: None,
            chunks: None,
            op_names: Default::default(),
            spare: Default::default(),
            inherent_splits: Default::default(),
        }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The current token.
    #[inline]
    pub fn token(&self) -> Token {
        self.tok
    }

    /// The text of a token.
    #[inline]
    pub fn text(&self, tok: Token) -> &'s str {
        &self.src[tok.start as usize..tok.end as usize]
    }

    /// The text of the current token.
    #[inline]
    pub fn tok_text(&self) -> &'s str {
        self.text(self.tok)
    }

    /// Whether the current token is `kind`.
    #[inline]
    pub fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the current token is the keyword `kw`.
    #[inline]
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.tok_text() == kw
    }

    /// Moves to the next token.
    #[inline]
    pub fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }

    /// Re-lexes from `offset` (used to split tokens such as `4xf32`).
    pub(crate) fn reset_to(&mut self, offset: u32) {
        self.lex.reset_to(offset);
        self.tok = self.lex.next_token();
    }

    /// Consumes the current token if it is `kind`.
    #[inline]
    pub fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `kw` if it is next.
    pub fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with `message` at the current token.
    pub fn expect(&mut self, kind: TokenKind, message: &str) -> PResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            Err(self.wrong_token(message))
        }
    }

    /// An error at `offset` as a custom form reports it (MLIR's
    /// `OpAsmParser::emitError`): `custom op 'name' message` while a custom
    /// op's form is parsed, the message alone elsewhere.
    pub fn emit_error(&self, offset: u32, message: impl Into<String>) -> ParseError {
        let message = message.into();
        match self.custom_op {
            Some(name) => ParseError::new(offset, format!("custom op '{name}' {message}")),
            None => ParseError::new(offset, message),
        }
    }

    /// [`OpParser::emit_error`] at the current token (a lexer error there
    /// is reported as is).
    pub fn emit_error_here(&self, message: impl Into<String>) -> ParseError {
        if self.tok.kind == TokenKind::Error && self.lex.error.is_some() {
            return self.error_here(message);
        }
        self.emit_error(self.tok.start, message)
    }

    /// Runs `f` with `name` as the custom op being parsed (`None` for the
    /// generic form), restoring the previous one after.
    pub(crate) fn with_custom_op<T>(
        &mut self,
        name: Option<&'static str>,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let outer = std::mem::replace(&mut self.custom_op, name);
        let result = f(self);
        self.custom_op = outer;
        result
    }

    /// An error at the current token.
    pub fn error_here(&self, message: impl Into<String>) -> ParseError {
        if self.tok.kind == TokenKind::Error
            && let Some((off, msg)) = self.lex.error
        {
            return ParseError::new(off, msg);
        }
        ParseError::new(self.tok.start, message)
    }

    /// An error for an unexpected token, placed as MLIR's
    /// `emitWrongTokenError` places it: just after the previous non-blank
    /// character (before a `//` comment on that line), not at the token.
    pub fn wrong_token(&self, message: impl Into<String>) -> ParseError {
        if self.tok.kind == TokenKind::Error {
            return self.error_here(message);
        }
        let bytes = self.src.as_bytes();
        let mut loc = self.tok.start as usize;
        if self.tok.kind == TokenKind::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return ParseError::new(original as u32, message);
            }
            if !matches!(bytes[end - 1], b'\n' | b'\r') {
                return ParseError::new(end as u32, message);
            }
            end -= 1;
            let line_start = bytes[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            if let Some(comment) = self.src[line_start..end].find("//") {
                end = line_start + comment;
            }
        }
    }

    /// Runs `f` one nesting level deeper, failing on absurd depth.
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.depth -= 1;
            return Err(self.error_here("exceeded the maximum nesting depth of the parser"));
        }
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Parses `elem` separated by commas until (not including) `close`; allows
    /// an empty list.
    pub fn comma_list_until(
        &mut self,
        close: TokenKind,
        mut elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.at(close) {
            return Ok(());
        }
        loop {
            elem(self)?;
            if !self.eat(TokenKind::Comma) {
                return Ok(());
            }
        }
    }

    /// Parses `open elem, elem close`, allowing an empty list.
    pub fn delimited(
        &mut self,
        open: TokenKind,
        close: TokenKind,
        open_msg: &str,
        close_msg: &str,
        elem: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        self.expect(open, open_msg)?;
        self.comma_list_until(close, elem)?;
        self.expect(close, close_msg)
    }

    /// The decoded value of the current string token.
    pub fn string_value(&self) -> Vec<u8> {
        let t = self.tok_text().as_bytes();
        lexer::unescape(&t[1..t.len() - 1])
    }

    /// The location `loc("file":line:col)` of a byte offset.
    pub fn loc_at(&self, offset: u32) -> crate::storage::ir::Location {
        let (line, col) = self.lex.line_col(offset);
        crate::storage::ir::Location::Source {
            file: self.file,
            line,
            col,
        }
    }

    /// Turns a parse error into a diagnostic naming `file:line:col`.
    pub fn to_diagnostic(&self, err: &ParseError, file: &str) -> Diagnostic {
        let place = |off: u32| {
            let (line, col) = self.lex.line_col(off);
            DiagLocation::Place(SourcePlace {
                file: file.into(),
                line,
                col,
            })
        };
        let mut d = Diagnostic::error(place(err.offset), err.message.clone());
        d.notes = err
            .notes
            .iter()
            .map(|(o, m)| (Severity::Note, o, m))
            .chain(err.followed_by.iter().map(|(o, m)| (Severity::Error, o, m)))
            .map(|(severity, o, m)| Diagnostic::new(severity, place(*o), m.clone()))
            .collect();
        d
    }
}
