//! Dialect types and attributes with parameters (`!llvm.ptr<1>`,
//! `#llvm.fastmath<nnan, ninf>`): the static description generated code
//! gives of each kind's syntax, and the engine that parses and prints them
//! from it (a declarative format, an enum, or hooks written by hand).

mod format;
mod params;
mod parse;
mod print;

pub use format::*;
pub use params::*;
pub use parse::{parse_class_attribute, parse_dialect_attr, parse_dialect_type, parse_symbol_body};
pub use print::{print_dialect_symbol, print_stripped_attribute, write_symbol_body};
