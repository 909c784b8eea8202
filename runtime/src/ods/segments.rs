//! Where each operand and result group of an op lies, as MLIR's generated
//! `getODSOperandIndexAndLength` computes it: fixed groups take one value;
//! variadic and optional groups share what is left equally (which is exact
//! with one variadic group or `SameVariadic*Size`); `AttrSized*Segments`
//! ops read the sizes from `operandSegmentSizes` / `resultSegmentSizes`;
//! `VariadicOfVariadic` groups are split by their segment attribute. Also
//! the lookup of an op's declared attributes (in its properties or its
//! discardable dictionary). Generated accessors call these; none panics,
//! whatever the op holds (ranges are clamped to the values there are).

use std::ops::Range;

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId};

use super::spec::{AttrSpec, OpSpec, TraitSpec, ValueKind, ValueSpec};

/// The property sizing the operand groups of `AttrSizedOperandSegments` ops.
pub const OPERAND_SEGMENT_SIZES: &str = "operandSegmentSizes";
/// The property sizing the result groups of `AttrSizedResultSegments` ops.
pub const RESULT_SEGMENT_SIZES: &str = "resultSegmentSizes";
/// The older spelling of [`OPERAND_SEGMENT_SIZES`], which MLIR 19 still reads.
pub const OPERAND_SEGMENT_SIZES_ALIAS: &str = "operand_segment_sizes";
/// The older spelling of [`RESULT_SEGMENT_SIZES`], which MLIR 19 still reads.
pub const RESULT_SEGMENT_SIZES_ALIAS: &str = "result_segment_sizes";

/// Operands or results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The operands.
    Operands,
    /// The results.
    Results,
}

impl Side {
    /// The groups of this side in `spec`.
    pub fn groups(self, spec: &OpSpec) -> &'static [ValueSpec] {
        match self {
            Side::Operands => spec.operands,
            Side::Results => spec.results,
        }
    }

    /// How many values of this side `op` has.
    pub fn count(self, ir: &Ir, op: OpId) -> usize {
        match self {
            Side::Operands => ir.num_operands(op),
            Side::Results => ir.num_results(op),
        }
    }

    /// Whether `spec` sizes this side's groups with an attribute.
    pub fn attr_sized(self, spec: &OpSpec) -> bool {
        spec.relations.iter().any(|r| {
            matches!(
                (self, r),
                (Side::Operands, TraitSpec::AttrSizedOperandSegments)
                    | (Side::Results, TraitSpec::AttrSizedResultSegments)
            )
        })
    }

    /// The segment sizes property name and its older spelling.
    pub fn segment_attr_names(self) -> (&'static str, &'static str) {
        match self {
            Side::Operands => (OPERAND_SEGMENT_SIZES, OPERAND_SEGMENT_SIZES_ALIAS),
            Side::Results => (RESULT_SEGMENT_SIZES, RESULT_SEGMENT_SIZES_ALIAS),
        }
    }

    /// `operand` or `result`, as messages say.
    pub fn noun(self) -> &'static str {
        match self {
            Side::Operands => "operand",
            Side::Results => "result",
        }
    }
}

/// The elements of an `array<i32: ...>` attribute (held inline for the
/// usual few).
pub type I32Values = smallvec::SmallVec<[i32; 8]>;

/// The elements of a `array<i32: ...>` attribute, `None` for anything else.
pub fn dense_i32_values(ctx: &Context, attr: Attribute) -> Option<I32Values> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { element, values } if *element == ctx.integer_type(32) => {
            Some(values.iter().map(|&v| v as u32 as i32).collect())
        }
        _ => None,
    }
}

/// The value of a property of `op` (an entry of its properties dictionary).
pub fn property(ctx: &Context, ir: &Ir, op: OpId, name: &'static str) -> Option<Attribute> {
    ir.op_properties(op)
        .and_then(|p| ctx.dictionary_get_static(p, name))
}

/// The value of a declared attribute of `op`: from its properties if the
/// spec stores it there, from its discardable attributes otherwise.
pub fn attribute_value(ctx: &Context, ir: &Ir, op: OpId, attr: &AttrSpec) -> Option<Attribute> {
    if attr.property {
        property(ctx, ir, op, attr.name)
    } else {
        ctx.dictionary_get_static(ir.op_attributes(op), attr.name)
    }
}

/// The value of attribute `index` of `spec` on `op` (see [`attribute_value`]).
pub fn attribute(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    index: usize,
) -> Option<Attribute> {
    spec.attributes
        .get(index)
        .and_then(|a| attribute_value(ctx, ir, op, a))
}

/// The declared attribute named `name`, if any.
pub fn attr_spec<'s>(spec: &'s OpSpec, name: &str) -> Option<&'s AttrSpec> {
    spec.attributes.iter().find(|a| a.name == name)
}

/// The raw segment sizes attribute of `side` (`operandSegmentSizes` or its
/// older spelling), from the properties or else the discardable attributes.
pub fn segment_sizes_attr(ctx: &Context, ir: &Ir, op: OpId, side: Side) -> Option<Attribute> {
    let (name, alias) = side.segment_attr_names();
    let discardable = ir.op_attributes(op);
    property(ctx, ir, op, name)
        .or_else(|| property(ctx, ir, op, alias))
        .or_else(|| ctx.dictionary_get_static(discardable, name))
        .or_else(|| ctx.dictionary_get_static(discardable, alias))
}

/// The properties of `op` as MLIR's property storage holds them when the
/// segment sizes of an `AttrSized*Segments` side were never set: zero, one
/// per group (`operandSegmentSizes = array<i32: 0, 0, 0>`), beside the
/// properties that were. `None` when no sizes are missing.
pub fn properties_with_unset_segment_sizes(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Option<Attribute> {
    let mut missing = Vec::new();
    for side in [Side::Operands, Side::Results] {
        if side.attr_sized(spec) && segment_sizes_attr(ctx, ir, op, side).is_none() {
            let zeros = AttrKind::DenseArray {
                element: ctx.integer_type(32),
                values: vec![0; side.groups(spec).len()],
            };
            missing.push((
                ctx.ident(side.segment_attr_names().0),
                ctx.intern_attr(zeros),
            ));
        }
    }
    if missing.is_empty() {
        return None;
    }
    let mut entries = ir
        .op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    entries.extend(missing);
    Some(ctx.dictionary_attr(entries))
}

fn is_variable(kind: ValueKind) -> bool {
    !matches!(kind, ValueKind::Single)
}

fn clamp(start: i64, len: i64, count: usize) -> Range<usize> {
    let count = count as i64;
    let start = start.clamp(0, count);
    let end = (start + len.max(0)).min(count);
    start as usize..end as usize
}

/// How the values of one side divide into its groups.
enum Layout {
    /// By the segment sizes attribute (`AttrSized*Segments`).
    Sized(I32Values),
    /// By MLIR's formula: fixed groups take one value, variable groups
    /// `variadic_size` each.
    Formula { variadic_size: i64 },
}

impl Layout {
    /// The layout of `side` of `op`, reading the segment sizes (if any) once.
    fn of(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, side: Side) -> Layout {
        if side.attr_sized(spec) {
            let sizes = segment_sizes_attr(ctx, ir, op, side)
                .and_then(|a| dense_i32_values(ctx, a))
                .unwrap_or_default();
            return Layout::Sized(sizes);
        }
        let groups = side.groups(spec);
        let count = side.count(ir, op) as i64;
        let fixed = groups.iter().filter(|g| !is_variable(g.kind)).count() as i64;
        let variable = groups.len() as i64 - fixed;
        let variadic_size = if variable == 0 {
            0
        } else {
            (count - fixed) / variable
        };
        Layout::Formula { variadic_size }
    }

    /// Group `group` (which the spec has) among `groups`, of `count` values.
    fn range(&self, groups: &[ValueSpec], group: usize, count: usize) -> Range<usize> {
        match self {
            Layout::Sized(sizes) => {
                let size_of = |i: usize| sizes.get(i).map_or(0, |&s| (s as i64).max(0));
                let start: i64 = (0..group).map(size_of).sum();
                clamp(start, size_of(group), count)
            }
            Layout::Formula { variadic_size } => {
                let prev_variable = groups[..group]
                    .iter()
                    .filter(|g| is_variable(g.kind))
                    .count() as i64;
                let start = group as i64 + (variadic_size - 1) * prev_variable;
                let len = if is_variable(groups[group].kind) {
                    *variadic_size
                } else {
                    1
                };
                clamp(start, len, count)
            }
        }
    }
}

/// The values of group `group` of `side`, as indices into the op's operands
/// or results. A group past the spec's is empty.
pub fn group(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    side: Side,
    group: usize,
) -> Range<usize> {
    let groups = side.groups(spec);
    let count = side.count(ir, op);
    if group >= groups.len() {
        return count..count;
    }
    Layout::of(spec, ctx, ir, op, side).range(groups, group, count)
}

/// The groups of one side, as ranges (held inline for the usual few).
pub type GroupRanges = smallvec::SmallVec<[Range<usize>; 4]>;

/// Every group of `side`, as [`group`] gives each, with the segment sizes
/// read once.
pub fn groups(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, side: Side) -> GroupRanges {
    let groups = side.groups(spec);
    let count = side.count(ir, op);
    let layout = Layout::of(spec, ctx, ir, op, side);
    let mut ranges = GroupRanges::with_capacity(groups.len());
    match &layout {
        // One pass over the groups (`range` alone counts the variable
        // groups before each one).
        Layout::Formula { variadic_size } => {
            let mut start = 0i64;
            for g in groups {
                let len = if is_variable(g.kind) {
                    *variadic_size
                } else {
                    1
                };
                ranges.push(clamp(start, len, count));
                start += len;
            }
        }
        Layout::Sized(_) => {
            ranges.extend((0..groups.len()).map(|g| layout.range(groups, g, count)));
        }
    }
    ranges
}

/// The operand and result groups of an op, resolved once for everything
/// that reads them (the verifier's checks).
pub struct ValueGroups {
    /// The operand groups.
    pub operands: GroupRanges,
    /// The result groups.
    pub results: GroupRanges,
}

impl ValueGroups {
    /// The groups of `op` as `spec` divides them.
    pub fn of(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId) -> ValueGroups {
        ValueGroups {
            operands: groups(spec, ctx, ir, op, Side::Operands),
            results: groups(spec, ctx, ir, op, Side::Results),
        }
    }

    /// The groups of `side`.
    pub fn side(&self, side: Side) -> &[Range<usize>] {
        match side {
            Side::Operands => &self.operands,
            Side::Results => &self.results,
        }
    }

    /// Group `group` of `side` (empty past the spec's groups, at the end).
    pub fn group(&self, side: Side, group: usize, ir: &Ir, op: OpId) -> Range<usize> {
        self.side(side).get(group).cloned().unwrap_or_else(|| {
            let count = side.count(ir, op);
            count..count
        })
    }
}

/// The operands of operand group `group` (indices into the op's operands).
pub fn operand_group(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Range<usize> {
    self::group(spec, ctx, ir, op, Side::Operands, group)
}

/// The results of result group `group` (indices into the op's results).
pub fn result_group(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId, group: usize) -> Range<usize> {
    self::group(spec, ctx, ir, op, Side::Results, group)
}

/// The sizes a `VariadicOfVariadic` group's segment attribute gives.
pub fn subgroup_sizes(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    segment_attr: &'static str,
) -> Option<I32Values> {
    let value = match attr_spec(spec, segment_attr) {
        Some(a) => attribute_value(ctx, ir, op, a),
        None => property(ctx, ir, op, segment_attr)
            .or_else(|| ctx.dictionary_get_static(ir.op_attributes(op), segment_attr)),
    };
    value.and_then(|a| dense_i32_values(ctx, a))
}

/// The parts of group `group` of `side`: for a `VariadicOfVariadic` group
/// the ranges its segment attribute gives (clamped to the group), for any
/// other group the group as its only part.
pub fn subgroups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    side: Side,
    group: usize,
) -> Vec<Range<usize>> {
    let whole = self::group(spec, ctx, ir, op, side, group);
    parts_of(spec, ctx, ir, op, side, group, whole)
}

/// The parts of group `group` of `side`, which lies at `whole` (see
/// [`subgroups`]).
fn parts_of(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    side: Side,
    group: usize,
    whole: Range<usize>,
) -> Vec<Range<usize>> {
    let Some(ValueKind::VariadicOfVariadic { segment_attr }) =
        side.groups(spec).get(group).map(|g| g.kind)
    else {
        return vec![whole];
    };
    let sizes = subgroup_sizes(spec, ctx, ir, op, segment_attr).unwrap_or_default();
    let mut start = whole.start as i64;
    sizes
        .iter()
        .map(|&s| {
            let r = clamp(start, s as i64, whole.end);
            let r = r.start.max(whole.start)..r.end.max(whole.start);
            start += (s as i64).max(0);
            r
        })
        .collect()
}

/// The parts of a `VariadicOfVariadic` operand group (see [`subgroups`]).
pub fn operand_subgroups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Vec<Range<usize>> {
    subgroups(spec, ctx, ir, op, Side::Operands, group)
}

/// The parts of a `VariadicOfVariadic` result group (see [`subgroups`]).
pub fn result_subgroups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    group: usize,
) -> Vec<Range<usize>> {
    subgroups(spec, ctx, ir, op, Side::Results, group)
}

/// The operands a branch forwards to each of its successors (indices into
/// the op's operands, one range per successor), by the ODS naming
/// convention `BranchOpInterface` uses: successor group `k` takes operand
/// group `groups[k]`; a variadic successor group takes the parts of a
/// `VariadicOfVariadic` operand group, one per successor.
pub fn successor_operand_ranges(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    groups: &[usize],
) -> Vec<Range<usize>> {
    let operand_groups = self::groups(spec, ctx, ir, op, Side::Operands);
    successor_operand_ranges_in(spec, ctx, ir, op, &operand_groups, groups)
}

/// [`successor_operand_ranges`] for an op whose operand groups are
/// resolved already.
pub fn successor_operand_ranges_in(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    operand_groups: &[Range<usize>],
    groups: &[usize],
) -> Vec<Range<usize>> {
    let successors = ir.num_successors(op);
    let mut out = Vec::with_capacity(successors);
    for (successor_group, &operand_group) in spec.successors.iter().zip(groups) {
        let count = if successor_group.variadic {
            successors.saturating_sub(out.len())
        } else {
            1
        };
        let parts = match operand_groups.get(operand_group) {
            Some(whole) => parts_of(
                spec,
                ctx,
                ir,
                op,
                Side::Operands,
                operand_group,
                whole.clone(),
            ),
            None => Vec::new(),
        };
        for k in 0..count.min(successors.saturating_sub(out.len())) {
            out.push(parts.get(k).cloned().unwrap_or_default());
        }
    }
    out
}
