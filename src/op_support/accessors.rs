//! What the typed accessors of generated ops call: the values of an
//! operand or result group as the spec's segments place them, regions and
//! successors by position, declared attributes by index, and the operands
//! a branch forwards to a successor.

use super::{
    Attribute, BlockId, Context, Ir, OpId, OpSpec, RegionId, TraitSpec, Value, operand_group,
    operand_subgroups, result_group, segments,
};

/// The single value of operand group `group`.
///
/// # Panics
///
/// If the op has no operand there (it does not verify).
pub fn operand(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Value {
    let range = operand_group(spec, ctx, ir, op, group);
    assert!(
        !range.is_empty(),
        "`{}` has no operand `{}`: the op does not verify",
        spec.name,
        spec.operands.get(group).map_or("", |o| o.name)
    );
    ir.operand(op, range.start)
}

/// The value of optional operand group `group`, if present.
pub fn optional_operand(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Option<Value> {
    let range = operand_group(spec, ctx, ir, op, group);
    (!range.is_empty()).then(|| ir.operand(op, range.start))
}

/// The values of operand group `group`.
pub fn operands(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Vec<Value> {
    operand_group(spec, ctx, ir, op, group)
        .map(|i| ir.operand(op, i))
        .collect()
}

/// The value groups of a variadic-of-variadic operand group.
pub fn operand_groups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Vec<Vec<Value>> {
    operand_subgroups(spec, ctx, ir, op, group)
        .into_iter()
        .map(|r| r.map(|i| ir.operand(op, i)).collect())
        .collect()
}

/// The single value of result group `group`.
///
/// # Panics
///
/// If the op has no result there (it does not verify).
pub fn result(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Value {
    let range = result_group(spec, ctx, ir, op, group);
    assert!(
        !range.is_empty(),
        "`{}` has no result `{}`: the op does not verify",
        spec.name,
        spec.results.get(group).map_or("", |o| o.name)
    );
    ir.result(op, range.start)
}

/// The value of optional result group `group`, if present.
pub fn optional_result(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Option<Value> {
    let range = result_group(spec, ctx, ir, op, group);
    (!range.is_empty()).then(|| ir.result(op, range.start))
}

/// The values of result group `group`.
pub fn results(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Vec<Value> {
    result_group(spec, ctx, ir, op, group)
        .map(|i| ir.result(op, i))
        .collect()
}

/// Region `index`.
///
/// # Panics
///
/// If the op has no such region (it does not verify).
pub fn region_at(ir: &Ir, op: OpId, index: usize) -> RegionId {
    ir.region_of(op, index)
}

/// The regions from `index` on (a variadic region group is the last one).
pub fn regions_from(ir: &Ir, op: OpId, index: usize) -> Vec<RegionId> {
    ir.regions(op).get(index..).unwrap_or_default().to_vec()
}

/// Successor `index`.
///
/// # Panics
///
/// If the op has no such successor (it does not verify).
pub fn successor_at(ir: &Ir, op: OpId, index: usize) -> BlockId {
    ir.successors(op)
        .nth(index)
        .expect("the op has this successor: it does not verify otherwise")
}

/// The successors from `index` on (a variadic successor group is the
/// last one).
pub fn successors_from(ir: &Ir, op: OpId, index: usize) -> Vec<BlockId> {
    ir.successors(op).skip(index).collect()
}

/// Declared attribute `index` of `op`, if set.
pub fn attr(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, index: usize) -> Option<Attribute> {
    segments::attribute(spec, ctx, ir, op, index)
}

/// Sets attribute `name` of `op`: among its properties when the spec
/// declares it a property, among its discardable attributes otherwise.
pub fn set_attr(spec: &OpSpec, ctx: &Context, ir: &mut Ir, op: OpId, name: &str, value: Attribute) {
    let property = spec.attributes.iter().any(|a| a.name == name && a.property);
    let entry = (ctx.ident(name), value);
    if property {
        let mut entries = ir
            .op_properties(op)
            .map(|d| ctx.dictionary_entries(d).to_vec())
            .unwrap_or_default();
        entries.push(entry);
        ir.set_op_properties(op, Some(ctx.dictionary_attr(entries)));
    } else {
        let mut entries = ctx.dictionary_entries(ir.op_attributes(op)).to_vec();
        entries.push(entry);
        ir.set_op_attributes(op, ctx.dictionary_attr(entries));
    }
}

/// The operands a branch forwards to successor `index` as its registered
/// spec names them (`BranchOpInterface`'s default `successor_operands`):
/// by the ODS naming convention the verifier checks (see
/// [`segments::successor_operand_ranges`]); none when the op has no spec
/// or its operand names do not follow the convention.
pub fn spec_successor_operands(ctx: &Context, ir: &Ir, op: OpId, index: usize) -> Vec<Value> {
    let Some(spec) = ctx.op_definition(ir.op_name(op)).and_then(|d| d.spec) else {
        return Vec::new();
    };
    let Some(groups) = spec.relations.iter().find_map(|r| match r {
        TraitSpec::BranchOpInterface(groups) => Some(*groups),
        _ => None,
    }) else {
        return Vec::new();
    };
    segments::successor_operand_ranges(spec, ctx, ir, op, groups)
        .get(index)
        .cloned()
        .unwrap_or_default()
        .map(|i| ir.operand(op, i))
        .collect()
}
