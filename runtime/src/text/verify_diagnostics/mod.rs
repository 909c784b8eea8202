//! MLIR's `--verify-diagnostics` (`SourceMgrDiagnosticVerifierHandler`, LLVM 19).
//!
//! A buffer is scanned for `expected-error`, `expected-warning`,
//! `expected-remark` and `expected-note` comments (optionally `-re`, optionally
//! with an `@+N`, `@-N`, `@above` or `@below` designator, then `{{text}}`).
//! Every emitted diagnostic, and separately each of its notes, is offered to
//! the checker; at the end the expectations that were never met are reported.
//! Everything the checker prints is collected as [`Report`]s, in MLIR's
//! order, and rendered exactly as MLIR renders them (including the `^~~~`
//! underline of `was not produced` errors).
//!
//! Behaviour reproduced from MLIR 19:
//! * without `-re` the text is a plain substring; with `-re`, `{{re}}` parts
//!   are POSIX extended regexes (LLVM's `regcomp` dialect, byte based) and the
//!   rest is literal; both match anywhere in the message;
//! * an expectation may absorb any number of equal diagnostics;
//! * a diagnostic whose text matches an expectation on its line but whose
//!   severity differs is reported as `'error' diagnostic emitted when
//!   expecting a 'note'`;
//! * a diagnostic located in a file other than the scanned buffer makes MLIR
//!   load that file (from disk, relative to the working directory) and scan
//!   it too; the loader can be replaced with [`ExpectedDiagnostics::with_file_loader`];
//! * diagnostics without a file place are always unexpected and print as
//!   `<unknown>:0: error: [loc: ]unexpected error: message`.
//!
//! One concept per file: [`checker`] matches diagnostics against the
//! expectations and collects what to report, `expectation_syntax` reads an
//! `expected-*` comment, `posix_regex` is LLVM's POSIX regex dialect,
//! `string_map_order` (with its `xxh3` hash) gives the order in which MLIR
//! visits files, and [`report`] renders what the checker prints.

pub mod checker;
mod expectation_syntax;
mod posix_regex;
pub mod report;
mod string_map_order;
mod xxh3;

#[cfg(test)]
mod oracle_tests;
#[cfg(test)]
mod test_support;

pub use checker::ExpectedDiagnostics;
pub use report::{Report, render_reports};
