//! The symbol references an op holds (MLIR's `SymbolTable::getSymbolUses`):
//! every `@name` or `@a::@b` in the attributes of the op and of the ops
//! nested in it, not looking inside nested symbol tables (their references
//! resolve in another scope), and nested anywhere in an attribute (arrays,
//! dictionaries, dialect attribute parameters).

use dialectic_runtime::storage::dialect_symbol::Param;
use dialectic_runtime::storage::symbol_table::is_symbol_table;
use dialectic_runtime::{AttrKind, Attribute, Context, Ir, OpId};

/// The symbol references used by `from` and the ops nested in it, outside
/// nested symbol tables, each with the op holding it.
pub fn symbol_uses(ctx: &Context, ir: &Ir, from: OpId) -> Vec<(OpId, Attribute)> {
    let mut uses = Vec::new();
    push_symbol_refs_of_op(ctx, ir, from, &mut uses);
    if is_symbol_table(ctx, ir, from) {
        return uses;
    }
    let mut regions: Vec<_> = ir.regions(from).to_vec();
    while let Some(region) = regions.pop() {
        for block in ir.blocks_of(region) {
            for op in ir.ops_of(block) {
                push_symbol_refs_of_op(ctx, ir, op, &mut uses);
                if !is_symbol_table(ctx, ir, op) {
                    regions.extend(ir.regions(op).iter().copied());
                }
            }
        }
    }
    uses
}

fn push_symbol_refs_of_op(ctx: &Context, ir: &Ir, op: OpId, uses: &mut Vec<(OpId, Attribute)>) {
    let mut refs = Vec::new();
    if let Some(properties) = ir.op_properties(op) {
        push_symbol_refs(ctx, properties, &mut refs);
    }
    push_symbol_refs(ctx, ir.op_attributes(op), &mut refs);
    uses.extend(refs.into_iter().map(|r| (op, r)));
}

/// Every symbol reference nested in `attr`, in pre-order.
pub fn push_symbol_refs(ctx: &Context, attr: Attribute, out: &mut Vec<Attribute>) {
    let mut pending = vec![attr];
    while let Some(attr) = pending.pop() {
        match ctx.attr_kind(attr) {
            AttrKind::SymbolRef { .. } => out.push(attr),
            AttrKind::Array(elements) => pending.extend(elements.iter().rev()),
            AttrKind::Dictionary(entries) => pending.extend(entries.iter().rev().map(|(_, v)| *v)),
            AttrKind::Distinct { referenced, .. } => pending.push(*referenced),
            AttrKind::Dialect(symbol) => {
                for param in symbol.params.iter().rev() {
                    match param {
                        Param::Attr(a) => pending.push(*a),
                        Param::Attrs(attrs) => pending.extend(attrs.iter().rev()),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
}
