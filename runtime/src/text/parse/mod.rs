//! The parser of MLIR's text format: a hand-written recursive-descent parser
//! over the on-demand [`lexer`]. It builds operations straight into an
//! [`Ir`](crate::Ir), uniquing types and attributes in the
//! [`Context`](crate::Context). The parser's state is [`OpParser`]; each
//! file beside it adds the steps of one part of the grammar (ops, types,
//! attributes, locations, ...), and [`parse_source`] parses a whole buffer.

mod alias_table;
mod attributes;
mod chunk_schedule;
mod custom;
mod dense;
mod error;
mod inherent_split;
pub mod lexer;
mod locations;
mod name_key;
mod op_names;
mod ops;
mod parallel;
mod parser;
mod prescan;
mod source;
mod spare;
mod ssa_state;
mod types;

pub use error::{PResult, ParseError};
pub use locations::LocationSpecifier;
pub use ops::{ParsedOp, UnresolvedOperand};
pub use parser::OpParser;
pub use source::{
    ParseOptions, parse_source, parse_source_with_diagnostic, parse_source_with_options,
};
