//! The text format layer: MLIR's textual IR read and written (the lexer and
//! parser, the printer), splitting a file at `// -----` markers, and the
//! expectation checker of `--verify-diagnostics`.

pub mod diag_location;
pub mod parse;
pub mod print;
pub mod split_input;
pub mod verify_diagnostics;
