//! Symbol tables: ops with a `sym_name` inside an op with the `SymbolTable`
//! trait, and lookup of nested references such as `@a::@b`.

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::ir::{Ir, OpId};
use crate::registry::OpTraits;

/// The symbol name an op defines (its `sym_name` string attribute, in its
/// properties or its attributes).
pub fn symbol_name<'c>(ctx: &'c Context, ir: &Ir, op: OpId) -> Option<&'c [u8]> {
    let attr = ir
        .op_properties(op)
        .and_then(|p| ctx.dictionary_get(p, "sym_name"))
        .or_else(|| ctx.dictionary_get(ir.op_attributes(op), "sym_name"))?;
    match ctx.attr_kind(attr) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

/// Whether `op` holds a symbol table (registered with the trait).
pub fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_definition(ir.op_name(op))
        .is_some_and(|d| d.traits.contains(OpTraits::SYMBOL_TABLE))
}

/// Finds the op named `name` directly inside the symbol table `table`.
pub fn lookup_symbol(ctx: &Context, ir: &Ir, table: OpId, name: &[u8]) -> Option<OpId> {
    let region = *ir.regions(table).first()?;
    let block = ir.entry_block(region)?;
    ir.ops_of(block)
        .find(|&o| symbol_name(ctx, ir, o) == Some(name))
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b::@c`) from `table`.
pub fn resolve_symbol_ref(
    ctx: &Context,
    ir: &Ir,
    table: OpId,
    reference: Attribute,
) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(reference) else {
        return None;
    };
    let mut op = lookup_symbol(ctx, ir, table, root)?;
    for n in nested {
        if !is_symbol_table(ctx, ir, op) {
            return None;
        }
        op = lookup_symbol(ctx, ir, op, n)?;
    }
    Some(op)
}

/// The closest enclosing op (including `op` itself) that is a symbol table.
pub fn nearest_symbol_table(ctx: &Context, ir: &Ir, mut op: OpId) -> Option<OpId> {
    loop {
        if is_symbol_table(ctx, ir, op) {
            return Some(op);
        }
        op = ir.parent_op(op)?;
    }
}
