//! Parsing a whole buffer: the entry points, on one thread or, for a
//! large buffer, on several ([`super::parallel`]).

use super::chunk_schedule::{ChunkCursor, MIN_PARALLEL_BYTES, ParallelParse};
use super::error::{PResult, ParseError};
use super::parser::OpParser;
use crate::storage::context::Context;
use crate::storage::diagnostics::Diagnostic;
use crate::storage::ir::{Ir, OpId};

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
    if options.threads > 1 && src.len() >= MIN_PARALLEL_BYTES {
        let shared = ParallelParse::new(src, file, options.threads);
        return std::thread::scope(|scope| {
            for _ in 1..options.threads {
                // A helper that cannot be started leaves its share to the others.
                let _ = std::thread::Builder::new()
                    .stack_size(crate::storage::threads::WORKER_STACK_BYTES)
                    .spawn_scoped(scope, || shared.help(ctx));
            }
            // The helpers stop when the parse ends, even by a panic.
            struct Finish<'p, 's>(&'p ParallelParse<'s>);
            impl Drop for Finish<'_, '_> {
                fn drop(&mut self) {
                    self.0.finish();
                }
            }
            let done = Finish(&shared);
            let mut parser = OpParser::new(ctx, ir, file, src);
            parser.chunks = Some(ChunkCursor::new(&shared));
            let result = parser.parse_top_level();
            drop(done);
            finish(&parser, result)
        });
    }
    let mut parser = OpParser::new(ctx, ir, file, src);
    let result = parser.parse_top_level();
    finish(&parser, result)
}
