//! The printer of MLIR's text format: the generic op form, custom forms of
//! registered ops, types, attributes, aliases and locations, byte for byte as
//! `mlir-opt` prints them.

mod alias_table;
mod aliases;
mod flags;
mod names;
mod ops;
mod symbols;

pub use alias_table::{AliasName, Aliases};
pub use flags::PrintFlags;
pub use names::SsaNames;
pub use ops::OpPrinter;
pub use symbols::{
    SymbolPrinter, TypeElision, is_bare_identifier, write_escaped, write_keyword_or_string,
};

use crate::storage::attributes::Attribute;
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};
use crate::storage::types::Type;

/// Prints `op` as mlir-opt prints a top-level op: aliases, the op, deferred
/// location aliases; ends with a newline.
pub fn print_op(ctx: &Context, ir: &Ir, op: OpId, flags: &PrintFlags) -> String {
    let mut p = OpPrinter::new(ctx, ir, op, flags.clone());
    p.print_top_level(op);
    p.finish()
}

/// Like [`print_op`], streaming the text to `sink` instead of building it.
pub fn print_op_to(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    flags: &PrintFlags,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = OpPrinter::streaming(ctx, ir, op, flags.clone(), sink);
    p.print_top_level(op);
    p.finish_streaming()
}

/// A type as text.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    SymbolPrinter::new(ctx).write_type(&mut s, ty);
    s
}

/// An attribute as text.
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let mut s = String::new();
    SymbolPrinter::new(ctx).write_attr(&mut s, attr, TypeElision::Never);
    s
}
