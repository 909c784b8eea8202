//! The parser of MLIR's text format: a hand-written recursive-descent parser
//! over the on-demand [`lexer`]. It builds operations straight into an
//! [`Ir`], uniquing types and attributes in the [`Context`].

mod attributes;
mod custom;
mod dense;
mod inherent_split;
pub mod lexer;
mod locations;
mod name_key;
mod op_names;
mod ops;
mod parallel;
mod prescan;
mod spare;
mod types;

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::storage::attributes::Attribute;
use crate::storage::context::{Context, Ident};
use crate::storage::diagnostics::{DiagLocation, Diagnostic, Severity, SourcePlace};
use crate::storage::ir::{Ir, OpId};
use crate::storage::types::Type;
use lexer::{Lexer, Token, TokenKind};

pub use locations::LocationSpecifier;
pub use ops::{ParsedOp, UnresolvedOperand};

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

/// Deepest nesting of regions, types and attributes the parser accepts; beyond
/// it the input is rejected instead of overflowing the stack.
const MAX_NESTING: u32 = 20_000;

/// The type and attribute aliases defined so far (`!x = ...`, `#x = ...`),
/// shared with the threads that parse chunks ahead.
#[derive(Clone, Default)]
pub(crate) struct AliasTable<'s> {
    types: FxHashMap<&'s str, Type>,
    attrs: FxHashMap<&'s str, Attribute>,
}

/// How to parse.
#[derive(Clone, Copy, Debug)]
pub struct ParseOptions {
    /// The threads a large buffer may be parsed on (1: the calling thread
    /// only). The result is the same whatever the number.
    pub threads: usize,
}

impl Default for ParseOptions {
    /// As many threads as the machine offers.
    fn default() -> Self {
        ParseOptions {
            threads: crate::storage::threads::available_threads(),
        }
    }
}

impl ParseOptions {
    /// Parsing on the calling thread only (`--mlir-disable-threading`).
    pub fn single_threaded() -> Self {
        ParseOptions { threads: 1 }
    }
}

/// Parses MLIR text into operations.
pub struct OpParser<'a, 's> {
    pub(crate) ctx: &'a Context,
    pub(crate) ir: &'a mut Ir,
    lex: Lexer<'s>,
    src: &'s str,
    tok: Token,
    file: Ident,
    aliases: Arc<AliasTable<'s>>,
    keyword_types: FxHashMap<name_key::NameKey<'s>, Type>,
    /// Dialect types written with a `<...>` body, by their text (the ops
    /// of a large module repeat the same few: `!llvm.struct<(i32, f64)>`).
    bodied_types: FxHashMap<&'s str, Type>,
    /// The distinct attributes parsed so far, by their `distinct[N]` number.
    distinct_attrs: FxHashMap<u64, Attribute>,
    depth: u32,
    ssa: ops::SsaState<'s>,
    /// MLIR's default dialect stack: `builtin` at the top level, then the
    /// default dialect of each custom op being parsed.
    default_dialects: Vec<&'static str>,
    /// The name of the custom op whose form is being parsed, if any: its
    /// errors read `custom op 'name' ...` (MLIR's `OpAsmParser::emitError`).
    custom_op: Option<&'static str>,
    /// The chunks parsed ahead on other threads, in a parallel parse.
    chunks: Option<parallel::ChunkCursor<'a, 's>>,
    /// The op names resolved so far.
    op_names: op_names::OpNames<'s>,
    /// Emptied vectors for the next ops.
    spare: spare::SpareVecs,
    /// The attribute lists split into properties and discardable
    /// attributes so far.
    inherent_splits: inherent_split::InherentSplits,
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
            ssa: ops::SsaState::default(),
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

/// Parses a whole buffer: alias definitions and top-level operations, wrapped
/// in a `builtin.module` unless the buffer holds exactly one. Returns the
/// top-level op, or the error. A large buffer is parsed on the machine's
/// threads (with the same result).
pub fn parse_source(ctx: &Context, ir: &mut Ir, file: &str, src: &str) -> Result<OpId, ParseError> {
    parse_source_with(ctx, ir, file, src, ParseOptions::default(), |_, r| r)
}

/// Parses a buffer and turns any error into a diagnostic.
pub fn parse_source_with_diagnostic(
    ctx: &Context,
    ir: &mut Ir,
    file: &str,
    src: &str,
) -> Result<OpId, Diagnostic> {
    parse_source_with_options(ctx, ir, file, src, ParseOptions::default())
}

/// Like [`parse_source_with_diagnostic`], on the threads `options` allow.
pub fn parse_source_with_options(
    ctx: &Context,
    ir: &mut Ir,
    file: &str,
    src: &str,
    options: ParseOptions,
) -> Result<OpId, Diagnostic> {
    parse_source_with(ctx, ir, file, src, options, |parser, result| {
        result.map_err(|e| parser.to_diagnostic(&e, file))
    })
}

/// Parses a whole buffer (on threads if it is large and `options` allow)
/// and hands the parser and its result to `finish`.
pub(crate) fn parse_source_with<'s, R>(
    ctx: &Context,
    ir: &mut Ir,
    file: &'s str,
    src: &'s str,
    options: ParseOptions,
    finish: impl FnOnce(&OpParser<'_, 's>, PResult<OpId>) -> R,
) -> R {
    if options.threads > 1 && src.len() >= parallel::MIN_PARALLEL_BYTES {
        let shared = parallel::ParallelParse::new(src, file, options.threads);
        return std::thread::scope(|scope| {
            for _ in 1..options.threads {
                // A helper that cannot be started leaves its share to the others.
                let _ = std::thread::Builder::new()
                    .stack_size(crate::storage::threads::WORKER_STACK_BYTES)
                    .spawn_scoped(scope, || shared.help(ctx));
            }
            // The helpers stop when the parse ends, even by a panic.
            struct Finish<'p, 's>(&'p parallel::ParallelParse<'s>);
            impl Drop for Finish<'_, '_> {
                fn drop(&mut self) {
                    self.0.finish();
                }
            }
            let done = Finish(&shared);
            let mut parser = OpParser::new(ctx, ir, file, src);
            parser.chunks = Some(parallel::ChunkCursor::new(&shared));
            let result = parser.parse_top_level();
            drop(done);
            finish(&parser, result)
        });
    }
    let mut parser = OpParser::new(ctx, ir, file, src);
    let result = parser.parse_top_level();
    finish(&parser, result)
}
