//! Questions hand-written verifiers and custom forms ask of any op, spec
//! or not: whether it is a given op, an attribute by name, all of its
//! attributes, the ops nested in it.

use super::{Attribute, Context, Ir, NamedAttribute, OpId};

/// Whether `op` is the op named `name`.
pub fn is_op(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> bool {
    ctx.ident_str(ir.op_name(op)) == name
}

/// The attribute `name` of an op, among its properties or else its
/// discardable attributes.
pub fn inherent_or_discardable(ctx: &Context, ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_properties(op)
        .and_then(|p| ctx.dictionary_get(p, name))
        .or_else(|| ctx.dictionary_get(ir.op_attributes(op), name))
}

/// All attributes of `op`: its properties and discardable attributes,
/// sorted by name (MLIR's `Operation::getAttrs`).
pub fn all_attributes(ctx: &Context, ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    let mut attrs: Vec<NamedAttribute> = ir
        .op_properties(op)
        .map(|d| ctx.dictionary_entries(d).to_vec())
        .unwrap_or_default();
    attrs.extend_from_slice(ctx.dictionary_entries(ir.op_attributes(op)));
    ctx.sort_named_attributes(&mut attrs);
    attrs
}

/// Calls `visit` on every op nested in `op`'s regions, outer ops first
/// (MLIR's pre-order `walk`), until it returns `false`.
pub fn walk_nested(ir: &Ir, op: OpId, visit: &mut dyn FnMut(OpId) -> bool) -> bool {
    for &region in ir.regions(op) {
        for block in ir.blocks_of(region) {
            for inner in ir.ops_of(block) {
                if !visit(inner) || !walk_nested(ir, inner, visit) {
                    return false;
                }
            }
        }
    }
    true
}

/// Whether `value` is defined in a region of `op` (at any depth).
pub fn is_defined_inside(ir: &Ir, op: OpId, value: super::Value) -> bool {
    let mut ancestor = ir
        .value_parent_block(value)
        .and_then(|block| ir.block_parent_op(block));
    while let Some(current) = ancestor {
        if current == op {
            return true;
        }
        ancestor = ir.parent_op(current);
    }
    false
}
