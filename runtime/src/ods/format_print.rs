//! Printing an op in the custom form of its declarative assembly format, as
//! the printer mlir-tblgen 19 generates would print it.
//!
//! Before printing, the op is checked against what the format can say (its
//! operand, result, region and successor groups fit the spec; every bound
//! attribute has a value the format can print and the parser reads back;
//! every type the parser infers equals the actual one; nothing that is set
//! sits in an optional group that is not printed). An op the custom form
//! cannot represent faithfully is printed in the generic form instead.

use std::ops::Range;

use super::format_spec::{
    AttrStyle, DirectiveArg, FormatElement, FormatFacts, FormatSpace, FormatSpec, FormatTypeRef,
    OptionalGroup, TypeResolution, TypeStyle,
};
use super::format_types::{Types, shape_types};
use super::pred::typed_attr_type;
use super::segments::{OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES};
use super::spec::{OpSpec, TraitSpec, ValueKind, ValueSpec};
use crate::storage::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::storage::context::{Context, Ident};
use crate::storage::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::storage::types::{Signedness, Type, TypeKind};
use crate::text::print::OpPrinter;
use smallvec::SmallVec;

/// The values of a dense `i32` array attribute, if `attr` is one with no
/// negative element.
pub(crate) fn dense_i32_sizes(ctx: &Context, attr: Attribute) -> Option<Vec<usize>> {
    let AttrKind::DenseArray { element, values } = ctx.attr_kind(attr) else {
        return None;
    };
    if !matches!(
        ctx.type_kind(*element),
        TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless
        }
    ) {
        return None;
    }
    values
        .iter()
        .map(|&v| usize::try_from(v as u32 as i32).ok())
        .collect()
}

/// Value, region or successor groups, as ranges.
pub(crate) type Groups = SmallVec<[Range<usize>; 4]>;
/// The values of a group.
pub(crate) type Values = SmallVec<[Value; 4]>;

/// Splits `total` values into the groups of `specs`: by `sizes` (a segment
/// attribute) when given, else by the single variadic group, or equally
/// among the variadic groups when `same_size`.
pub(crate) fn split_groups(
    specs: &[ValueSpec],
    total: usize,
    sizes: Option<&[usize]>,
    same_size: bool,
) -> Option<Groups> {
    if sizes.is_some_and(|s| s.len() != specs.len()) {
        return None;
    }
    let variable = specs.iter().filter(|s| s.kind != ValueKind::Single).count();
    let fixed = specs.len() - variable;
    let each = match sizes {
        Some(_) => 0,
        None => {
            let rest = total.checked_sub(fixed)?;
            match variable {
                0 => 0,
                1 => rest,
                n if same_size && rest % n == 0 => rest / n,
                _ => return None,
            }
        }
    };
    let mut groups = Groups::with_capacity(specs.len());
    let mut start = 0usize;
    for (i, spec) in specs.iter().enumerate() {
        let n = match sizes {
            Some(sizes) => sizes[i],
            None if spec.kind == ValueKind::Single => 1,
            None => each,
        };
        let ok = match spec.kind {
            ValueKind::Single => n == 1,
            ValueKind::Optional => n <= 1,
            _ => true,
        };
        if !ok {
            return None;
        }
        let end = start.checked_add(n)?;
        groups.push(start..end);
        start = end;
    }
    (start == total).then_some(groups)
}

/// Splits `total` regions or successors into groups: each non-variadic
/// group has one, a single variadic group the rest.
fn split_fixed(variadic: impl Iterator<Item = bool> + Clone, total: usize) -> Option<Groups> {
    let n_var = variadic.clone().filter(|v| *v).count();
    let fixed = variadic.clone().count() - n_var;
    let rest = total.checked_sub(fixed)?;
    if n_var == 0 && rest != 0 || n_var > 1 {
        return None;
    }
    let mut start = 0;
    Some(
        variadic
            .map(|v| {
                let n = if v { rest } else { 1 };
                let r = start..start + n;
                start += n;
                r
            })
            .collect(),
    )
}

/// An op seen through its spec: its values, regions and successors split
/// into the spec's groups, and its attributes and properties.
pub(crate) struct OpView<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) ir: &'a Ir,
    pub(crate) op: OpId,
    pub(crate) spec: &'static OpSpec,
    pub(crate) operand_groups: Groups,
    /// For variadic-of-variadic operand groups, the sub-groups (absolute).
    pub(crate) operand_subgroups: SmallVec<[Option<Vec<Range<usize>>>; 4]>,
    pub(crate) result_groups: Groups,
    pub(crate) region_groups: Groups,
    pub(crate) successor_groups: Groups,
    /// The properties.
    pub(crate) props: &'a [NamedAttribute],
    /// The discardable attributes.
    pub(crate) discardable: &'a [NamedAttribute],
    /// For each attribute of the spec: its value, and whether that is its
    /// default value.
    attr_values: SmallVec<[(Option<Attribute>, bool); 16]>,
    /// A name is both a property and a discardable attribute.
    pub(crate) name_clash: bool,
}

impl<'a> OpView<'a> {
    /// Splits the op into the spec's groups; `None` if it does not fit.
    pub(crate) fn new(
        ctx: &'a Context,
        ir: &'a Ir,
        op: OpId,
        spec: &'static OpSpec,
    ) -> Option<Self> {
        let props: &'a [NamedAttribute] = match ir.op_properties(op) {
            Some(p) => ctx.dictionary_entries(p),
            None => &[],
        };
        let discardable = ctx.dictionary_entries(ir.op_attributes(op));
        let name_clash = !props.is_empty()
            && props
                .iter()
                .any(|(k, _)| discardable.iter().any(|(d, _)| d == k));
        let lookup_ident = |name: Ident| {
            props
                .iter()
                .chain(discardable)
                .find_map(|&(k, v)| (k == name).then_some(v))
        };
        let lookup = |name: &'static str| lookup_ident(ctx.static_ident(name));
        let operand_sizes =
            if spec.has_relation(|t| matches!(t, TraitSpec::AttrSizedOperandSegments)) {
                Some(dense_i32_sizes(ctx, lookup(OPERAND_SEGMENT_SIZES)?)?)
            } else {
                None
            };
        let operand_groups = split_groups(
            spec.operands,
            ir.num_operands(op),
            operand_sizes.as_deref(),
            spec.has_relation(|t| matches!(t, TraitSpec::SameVariadicOperandSize)),
        )?;
        let mut operand_subgroups = SmallVec::with_capacity(spec.operands.len());
        for (s, range) in spec.operands.iter().zip(&operand_groups) {
            match s.kind {
                ValueKind::VariadicOfVariadic { segment_attr } => {
                    let sizes = dense_i32_sizes(ctx, lookup(segment_attr)?)?;
                    let mut start = range.start;
                    let mut subs = Vec::with_capacity(sizes.len());
                    for n in sizes {
                        let end = start.checked_add(n)?;
                        subs.push(start..end);
                        start = end;
                    }
                    if start != range.end {
                        return None;
                    }
                    operand_subgroups.push(Some(subs));
                }
                _ => operand_subgroups.push(None),
            }
        }
        let result_sizes = if spec.has_relation(|t| matches!(t, TraitSpec::AttrSizedResultSegments))
        {
            Some(dense_i32_sizes(ctx, lookup(RESULT_SEGMENT_SIZES)?)?)
        } else {
            None
        };
        let result_groups = split_groups(
            spec.results,
            ir.num_results(op),
            result_sizes.as_deref(),
            spec.has_relation(|t| matches!(t, TraitSpec::SameVariadicResultSize)),
        )?;
        let region_groups = split_fixed(
            spec.regions.iter().map(|r| r.variadic),
            ir.regions(op).len(),
        )?;
        let successor_groups = split_fixed(
            spec.successors.iter().map(|s| s.variadic),
            ir.num_successors(op),
        )?;
        let idents = super::spec_idents::attribute_idents(ctx, spec);
        let attr_values = spec
            .attributes
            .iter()
            .zip(idents.iter())
            .map(|(a, &name)| {
                let value = lookup_ident(name);
                let is_default = match (value, a.default) {
                    (Some(v), Some(default)) => v == ctx.built_attr(default),
                    _ => false,
                };
                (value, is_default)
            })
            .collect();
        Some(OpView {
            ctx,
            ir,
            op,
            spec,
            operand_groups,
            operand_subgroups,
            result_groups,
            region_groups,
            successor_groups,
            props,
            discardable,
            attr_values,
            name_clash,
        })
    }

    /// The properties and discardable attributes, sorted by name (MLIR's
    /// `getAttrs()` of an op with properties).
    pub(crate) fn all_attrs(&self) -> std::borrow::Cow<'a, [NamedAttribute]> {
        if self.props.is_empty() {
            return self.discardable.into();
        }
        if self.discardable.is_empty() {
            return self.props.into();
        }
        let mut all = self.props.to_vec();
        all.extend_from_slice(self.discardable);
        self.ctx.sort_named_attributes(&mut all);
        all.into()
    }

    /// The value of attribute `index` of the spec.
    pub(crate) fn attr(&self, index: usize) -> Option<Attribute> {
        self.attr_values.get(index).and_then(|(v, _)| *v)
    }

    /// Whether attribute `index` is set to its default value.
    pub(crate) fn attr_is_default(&self, index: usize) -> bool {
        self.attr_values.get(index).is_some_and(|(_, d)| *d)
    }

    /// The optional-group anchor test for an attribute: set, and not its
    /// default value.
    pub(crate) fn attr_anchor_present(&self, index: usize) -> bool {
        self.attr(index).is_some() && !self.attr_is_default(index)
    }

    pub(crate) fn operands(&self, group: usize) -> Values {
        match self.operand_groups.get(group) {
            Some(r) => r.clone().map(|i| self.ir.operand(self.op, i)).collect(),
            None => Values::new(),
        }
    }

    pub(crate) fn operand_groups_of(&self, group: usize) -> Vec<Vec<Value>> {
        match self.operand_subgroups.get(group) {
            Some(Some(subs)) => subs
                .iter()
                .map(|r| r.clone().map(|i| self.ir.operand(self.op, i)).collect())
                .collect(),
            _ => vec![self.operands(group).to_vec()],
        }
    }

    pub(crate) fn results(&self, group: usize) -> Values {
        match self.result_groups.get(group) {
            Some(r) => r.clone().map(|i| self.ir.result(self.op, i)).collect(),
            None => Values::new(),
        }
    }

    pub(crate) fn types_of(&self, values: &[Value]) -> Types {
        values.iter().map(|&v| self.ir.value_type(v)).collect()
    }

    /// The types a `type(...)` argument refers to.
    pub(crate) fn types(&self, arg: FormatTypeRef) -> Types {
        match arg {
            FormatTypeRef::Operand(i) => match self.operand_groups.get(i) {
                Some(r) => r
                    .clone()
                    .map(|k| self.ir.value_type(self.ir.operand(self.op, k)))
                    .collect(),
                None => Types::new(),
            },
            FormatTypeRef::Result(i) => match self.result_groups.get(i) {
                Some(r) => r
                    .clone()
                    .map(|k| self.ir.value_type(self.ir.result(self.op, k)))
                    .collect(),
                None => Types::new(),
            },
            FormatTypeRef::Operands => self
                .ir
                .operands(self.op)
                .map(|v| self.ir.value_type(v))
                .collect(),
            FormatTypeRef::Results => self
                .ir
                .results(self.op)
                .map(|v| self.ir.value_type(v))
                .collect(),
        }
    }

    pub(crate) fn regions(&self, group: usize) -> &'a [RegionId] {
        match self.region_groups.get(group) {
            Some(r) => &self.ir.regions(self.op)[r.clone()],
            None => &[],
        }
    }

    pub(crate) fn successors(&self, group: usize) -> SmallVec<[BlockId; 2]> {
        match self.successor_groups.get(group) {
            Some(r) => self
                .ir
                .successors(self.op)
                .skip(r.start)
                .take(r.len())
                .collect(),
            None => SmallVec::new(),
        }
    }

    fn value_kind(specs: &[ValueSpec], i: usize) -> ValueKind {
        specs.get(i).map_or(ValueKind::Single, |s| s.kind)
    }

    /// The presence test of an optional group's anchor (MLIR's
    /// `genOptionalGroupPrinterAnchor`).
    pub(crate) fn anchor_present(&self, element: &FormatElement) -> bool {
        match element {
            FormatElement::Operand { index, .. } => !self.operands(*index).is_empty(),
            FormatElement::Type { arg, .. } => self.type_ref_anchor(*arg),
            FormatElement::FunctionalType { inputs, .. } => self.type_ref_anchor(*inputs),
            FormatElement::Attribute { index, .. } => self.attr_anchor_present(*index),
            FormatElement::Region { index, .. } => {
                let regions = self.regions(*index);
                if self.spec.regions.get(*index).is_some_and(|r| r.variadic) {
                    !regions.is_empty()
                } else {
                    regions.iter().any(|&r| !self.ir.region_is_empty(r))
                }
            }
            FormatElement::Successor { index, .. } => !self.successors(*index).is_empty(),
            FormatElement::Custom { directive, .. } => {
                directive.args.iter().any(|a| self.anchor_present(a))
            }
            _ => false,
        }
    }

    fn type_ref_anchor(&self, arg: FormatTypeRef) -> bool {
        match arg {
            FormatTypeRef::Operand(i) => !self.operands(i).is_empty(),
            FormatTypeRef::Result(i) => !self.results(i).is_empty(),
            FormatTypeRef::Operands => self.ir.num_operands(self.op) > 0,
            FormatTypeRef::Results => self.ir.num_results(self.op) > 0,
        }
    }

    /// Whether the entry block's terminator of `region` is printed (MLIR
    /// hides an implicit terminator without operands, results or
    /// attributes; here also only when it is the implicit one, so that
    /// parsing adds it back).
    pub(crate) fn prints_terminator(&self, region: RegionId) -> bool {
        let Some(name) = self.spec.implicit_terminator() else {
            return true;
        };
        let Some(entry) = self.ir.entry_block(region) else {
            return true;
        };
        let Some(last) = self.ir.last_op(entry) else {
            return true;
        };
        let hidden = self.ctx.ident_str(self.ir.op_name(last)) == name
            && self.ir.num_operands(last) == 0
            && self.ir.num_results(last) == 0
            && self.ir.num_successors(last) == 0
            && self.ir.regions(last).is_empty()
            && self
                .ctx
                .dictionary_entries(self.ir.op_attributes(last))
                .is_empty()
            && self
                .ir
                .op_properties(last)
                .is_none_or(|p| self.ctx.dictionary_entries(p).is_empty());
        !hidden
    }
}

/// The names `attr-dict`/`prop-dict` leave out: the format's static list
/// ([`FormatFacts::elided`]) and the attributes equal to their default
/// value (held inline: no allocation for the usual few).
pub(crate) fn elided_names(view: &OpView<'_>, facts: &FormatFacts) -> SmallVec<[&'static str; 8]> {
    let mut elided = SmallVec::from_slice(facts.elided);
    for (i, a) in view.spec.attributes.iter().enumerate() {
        if a.default.is_some() && view.attr_is_default(i) {
            elided.push(a.name);
        }
    }
    elided
}

/// Flags per group.
type Flags = SmallVec<[bool; 16]>;

/// What a dry run of the printer covers.
struct Coverage {
    operands: Flags,
    operand_types: Flags,
    result_types: Flags,
    attrs: Flags,
    regions: Flags,
    successors: Flags,
    ok: bool,
}

/// Checks that the custom form can represent the op (see the module docs).
fn printable(view: &OpView<'_>, format: &FormatSpec, facts: &FormatFacts) -> bool {
    let spec = view.spec;
    if view.name_clash || format.operand_types.len() != spec.operands.len() {
        return false;
    }
    if format.infer_result_types.is_none() && format.result_types.len() != spec.results.len() {
        return false;
    }
    let mut cov = Coverage {
        operands: smallvec::smallvec![facts.all_operands; spec.operands.len()],
        operand_types: smallvec::smallvec![facts.all_operand_types; spec.operands.len()],
        result_types: smallvec::smallvec![facts.all_result_types; spec.results.len()],
        attrs: smallvec::smallvec![false; spec.attributes.len()],
        regions: smallvec::smallvec![facts.all_regions; spec.regions.len()],
        successors: smallvec::smallvec![facts.all_successors; spec.successors.len()],
        ok: true,
    };
    // What the format prints whatever the op holds is known statically;
    // only the elements that depend on the op's values are visited.
    let printed = &facts.printed;
    for (flags, groups) in [
        (&mut cov.operands, printed.operands),
        (&mut cov.operand_types, printed.operand_types),
        (&mut cov.result_types, printed.result_types),
        (&mut cov.attrs, printed.attrs),
        (&mut cov.regions, printed.regions),
        (&mut cov.successors, printed.successors),
    ] {
        for &i in groups {
            set(flags, i, &mut cov.ok);
        }
    }
    for &i in facts.value_dependent {
        match format.elements.get(i) {
            Some(e) => dry_run_element(view, e, false, &mut cov),
            None => cov.ok = false,
        }
    }
    if !cov.ok {
        return false;
    }
    // Everything the op holds is printed.
    for (i, covered) in cov.operands.iter().enumerate() {
        if !covered && !view.operands(i).is_empty() {
            return false;
        }
    }
    for (i, covered) in cov.regions.iter().enumerate() {
        if !covered && view.regions(i).iter().any(|&r| !view.ir.region_is_empty(r)) {
            return false;
        }
    }
    for (i, covered) in cov.successors.iter().enumerate() {
        if !covered && !view.successors(i).is_empty() {
            return false;
        }
    }
    for &i in facts.bound_attrs {
        if !cov.attrs.get(i).copied().unwrap_or(true) && view.attr_anchor_present(i) {
            return false;
        }
    }
    if facts.prop_dict {
        // Properties `prop-dict` prints come back through it, which only
        // takes the op's attributes the format does not bind.
        let elided = elided_names(view, facts);
        let settable = |name: &str| {
            spec.attributes
                .iter()
                .enumerate()
                .any(|(i, a)| a.name == name && !facts.binds_attr(i))
        };
        if view.props.iter().any(|(k, _)| {
            let name = view.ctx.ident_str(*k);
            !elided.contains(&name) && !settable(name)
        }) {
            return false;
        }
    }
    // The types the parser infers are the op's types.
    for (i, res) in format.operand_types.iter().enumerate() {
        if cov.operand_types[i] {
            continue;
        }
        let actual = view.types_of(&view.operands(i));
        match derived_types(view, *res, i, actual.len(), true) {
            Some(expected) if expected == actual => {}
            None if actual.is_empty() => {}
            _ => return false,
        }
    }
    match format.infer_result_types {
        Some(infer) => {
            let operand_types: Vec<Type> = view
                .ir
                .operands(view.op)
                .map(|v| view.ir.value_type(v))
                .collect();
            let actual: Vec<Type> = view
                .ir
                .results(view.op)
                .map(|v| view.ir.value_type(v))
                .collect();
            if !facts.all_result_types
                && cov.result_types.iter().all(|c| !c)
                && infer(view.ctx, &operand_types, &view.all_attrs()).ok() != Some(actual)
            {
                return false;
            }
        }
        None => {
            for (i, res) in format.result_types.iter().enumerate() {
                if cov.result_types[i] {
                    continue;
                }
                let actual = view.types_of(&view.results(i));
                match derived_types(view, *res, i, actual.len(), false) {
                    Some(expected) if expected == actual => {}
                    None if actual.is_empty() => {}
                    _ => return false,
                }
            }
        }
    }
    true
}

/// The types the parser would give group `index` (operands or results)
/// resolved by `res`. `None` when the format prints them.
fn derived_types(
    view: &OpView<'_>,
    res: TypeResolution,
    index: usize,
    count: usize,
    operands: bool,
) -> Option<Types> {
    let scalar = |k: ValueKind| matches!(k, ValueKind::Single | ValueKind::Optional);
    let (source, transform, scalar_source) = match res {
        TypeResolution::Format => return None,
        TypeResolution::Buildable(build) => (smallvec::smallvec![build(view.ctx)], None, true),
        TypeResolution::FromOperand(j, t) => (
            view.types_of(&view.operands(j)),
            t,
            scalar(OpView::value_kind(view.spec.operands, j)),
        ),
        TypeResolution::FromResult(j, t) => (
            view.types_of(&view.results(j)),
            t,
            scalar(OpView::value_kind(view.spec.results, j)),
        ),
        TypeResolution::FromAttribute(j, t) => (
            view.attr(j)
                .and_then(|a| typed_attr_type(view.ctx, a))
                .into_iter()
                .collect(),
            t,
            true,
        ),
    };
    let target = if operands {
        OpView::value_kind(view.spec.operands, index)
    } else {
        OpView::value_kind(view.spec.results, index)
    };
    Some(shape_types(
        view.ctx,
        source,
        transform,
        scalar_source,
        target,
        operands,
        count,
    ))
}

/// Whether the attribute value prints in `style` and reads back the same.
fn attr_printable(view: &OpView<'_>, index: usize, style: AttrStyle, value: Attribute) -> bool {
    let ctx = view.ctx;
    match style {
        AttrStyle::Full => true,
        AttrStyle::WithoutType => {
            let Some(build) = view.spec.attributes.get(index).and_then(|a| a.value_type) else {
                return true;
            };
            match ctx.attr_kind(value) {
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => *ty == build(ctx),
                _ => false,
            }
        }
        AttrStyle::Stripped { .. } => matches!(
            ctx.attr_kind(value),
            AttrKind::Dialect(_) | AttrKind::Opaque { .. }
        ),
        AttrStyle::Enum(e) => enum_case_string(ctx, e, value).is_some_and(|s| {
            !s.contains(['"', '\\']) && e.symbolize(&s) == enum_value(ctx, e, value)
        }),
        AttrStyle::SymbolName => matches!(
            ctx.attr_kind(value),
            AttrKind::String { ty, .. } if *ty == ctx.none_type()
        ),
        AttrStyle::DenseArray { width } => matches!(
            ctx.attr_kind(value),
            AttrKind::DenseArray { element, .. } if *element == ctx.integer_type(width)
        ),
    }
}

/// The elements of a dense integer array as MLIR prints them between its
/// brackets: signed decimals (`true`/`false` for `i1`).
pub(crate) fn dense_array_elements(ctx: &Context, value: Attribute, width: u32) -> Vec<String> {
    let AttrKind::DenseArray { values, .. } = ctx.attr_kind(value) else {
        return Vec::new();
    };
    let shift = 128 - width.clamp(1, 128);
    values
        .iter()
        .map(|&bits| match width {
            1 => (bits & 1 == 1).to_string(),
            _ => (((bits << shift) as i128) >> shift).to_string(),
        })
        .collect()
}

/// The integer of an enum attribute (a signless integer of the enum's width).
fn enum_value(ctx: &Context, e: &super::format_spec::EnumSpec, value: Attribute) -> Option<i64> {
    let AttrKind::Integer { ty, value } = ctx.attr_kind(value) else {
        return None;
    };
    let width_ok = matches!(
        ctx.type_kind(*ty),
        TypeKind::Integer { width, signedness: Signedness::Signless } if *width == e.width
    );
    if !width_ok {
        return None;
    }
    value.to_i128().and_then(|v| i64::try_from(v).ok())
}

/// The case string of an enum attribute.
fn enum_case_string(
    ctx: &Context,
    e: &super::format_spec::EnumSpec,
    value: Attribute,
) -> Option<String> {
    e.stringify(enum_value(ctx, e, value)?)
}

/// Walks the elements as the printer would, recording what is printed and
/// whether every printed value can be printed.
fn dry_run(view: &OpView<'_>, elements: &[FormatElement], in_group: bool, cov: &mut Coverage) {
    for e in elements {
        dry_run_element(view, e, in_group, cov);
    }
}

fn mark_type_ref(cov: &mut Coverage, arg: FormatTypeRef) {
    match arg {
        FormatTypeRef::Operand(i) => {
            if let Some(c) = cov.operand_types.get_mut(i) {
                *c = true;
            }
        }
        FormatTypeRef::Result(i) => {
            if let Some(c) = cov.result_types.get_mut(i) {
                *c = true;
            }
        }
        FormatTypeRef::Operands => cov.operand_types.iter_mut().for_each(|c| *c = true),
        FormatTypeRef::Results => cov.result_types.iter_mut().for_each(|c| *c = true),
    }
}

fn set(v: &mut [bool], i: usize, cov_ok: &mut bool) {
    match v.get_mut(i) {
        Some(c) => *c = true,
        None => *cov_ok = false,
    }
}

fn dry_run_element(view: &OpView<'_>, e: &FormatElement, in_group: bool, cov: &mut Coverage) {
    match e {
        FormatElement::Operand { index, .. } => set(&mut cov.operands, *index, &mut cov.ok),
        FormatElement::Attribute { index, style, .. } => {
            set(&mut cov.attrs, *index, &mut cov.ok);
            match view.attr(*index) {
                Some(value) => {
                    if !attr_printable(view, *index, *style, value) {
                        cov.ok = false;
                    }
                }
                None => {
                    let optional = view.spec.attributes.get(*index).is_some_and(|a| a.optional);
                    if in_group || !optional {
                        cov.ok = false;
                    }
                }
            }
        }
        FormatElement::Region { index, .. } => set(&mut cov.regions, *index, &mut cov.ok),
        FormatElement::Successor { index, .. } => set(&mut cov.successors, *index, &mut cov.ok),
        FormatElement::Type { arg, .. } => mark_type_ref(cov, *arg),
        FormatElement::FunctionalType {
            inputs, results, ..
        } => {
            mark_type_ref(cov, *inputs);
            mark_type_ref(cov, *results);
        }
        FormatElement::Custom { directive, .. } => {
            for a in directive.args {
                match a {
                    FormatElement::Operand { index, .. } => {
                        set(&mut cov.operands, *index, &mut cov.ok)
                    }
                    FormatElement::Attribute { index, .. } => {
                        set(&mut cov.attrs, *index, &mut cov.ok)
                    }
                    FormatElement::Region { index, .. } => {
                        set(&mut cov.regions, *index, &mut cov.ok)
                    }
                    FormatElement::Successor { index, .. } => {
                        set(&mut cov.successors, *index, &mut cov.ok)
                    }
                    FormatElement::Type { arg, .. } => mark_type_ref(cov, *arg),
                    _ => {}
                }
            }
        }
        FormatElement::Optional(group) => {
            let (branch, unit_anchor) = taken_branch(view, group);
            if let Some(index) = unit_anchor {
                set(&mut cov.attrs, index, &mut cov.ok);
                if view.attr(index).is_some_and(|v| v != view.ctx.unit_attr()) {
                    cov.ok = false;
                }
            }
            let skip = elided_anchor(group);
            for (i, child) in branch.elements.iter().enumerate() {
                if skip == Some((branch.is_else, i)) {
                    continue;
                }
                // The first parsable element of a group is parsed
                // optionally; the ones after it are required.
                dry_run_element(view, child, true, cov);
            }
        }
        FormatElement::OIList(clauses) => {
            for clause in clauses.iter() {
                if !clause_present(view, clause) {
                    continue;
                }
                match clause.unit_attr {
                    Some(index) => {
                        set(&mut cov.attrs, index, &mut cov.ok);
                        if view.attr(index).is_some_and(|v| v != view.ctx.unit_attr()) {
                            cov.ok = false;
                        }
                    }
                    None => dry_run(view, clause.elements, true, cov),
                }
            }
        }
        _ => {}
    }
}

/// The branch of an optional group that is printed.
struct Branch {
    elements: &'static [FormatElement],
    is_else: bool,
}

/// The printed branch, and the elided unit anchor it sets (if any).
fn taken_branch(view: &OpView<'_>, group: &OptionalGroup) -> (Branch, Option<usize>) {
    let anchor_list = if group.inverted {
        group.else_elements
    } else {
        group.then_elements
    };
    let present = anchor_list
        .get(group.anchor)
        .is_some_and(|a| view.anchor_present(a));
    let take_then = present != group.inverted;
    let unit_anchor = match (group.elide_anchor, anchor_list.get(group.anchor)) {
        (true, Some(FormatElement::Attribute { index, .. })) if present => Some(*index),
        _ => None,
    };
    let branch = if take_then {
        Branch {
            elements: group.then_elements,
            is_else: false,
        }
    } else {
        Branch {
            elements: group.else_elements,
            is_else: true,
        }
    };
    (branch, unit_anchor)
}

/// The position (in else?, index) of the anchor the printer leaves out.
fn elided_anchor(group: &OptionalGroup) -> Option<(bool, usize)> {
    group.elide_anchor.then_some((group.inverted, group.anchor))
}

/// Whether an `oilist` clause is printed: any of its variables is present.
fn clause_present(view: &OpView<'_>, clause: &super::format_spec::OIListClause) -> bool {
    if let Some(index) = clause.unit_attr {
        return view.attr_anchor_present(index);
    }
    fn any(view: &OpView<'_>, elements: &[FormatElement]) -> bool {
        elements.iter().any(|e| match e {
            FormatElement::Attribute { index, .. } => view.attr_anchor_present(*index),
            FormatElement::Operand { index, .. } => !view.operands(*index).is_empty(),
            FormatElement::Type {
                arg: FormatTypeRef::Result(i),
                ..
            } => !view.results(*i).is_empty(),
            FormatElement::Region { index, .. } => !view.regions(*index).is_empty(),
            FormatElement::Custom { directive, .. } => any(view, directive.args),
            FormatElement::Optional(g) => any(view, g.then_elements) || any(view, g.else_elements),
            FormatElement::FunctionalType {
                inputs, results, ..
            } => {
                any(
                    view,
                    &[FormatElement::Type {
                        arg: *inputs,
                        space_before: false,
                        style: TypeStyle::Full,
                    }],
                ) || any(
                    view,
                    &[FormatElement::Type {
                        arg: *results,
                        space_before: false,
                        style: TypeStyle::Full,
                    }],
                )
            }
            _ => false,
        })
    }
    any(view, clause.elements)
}

/// Prints `op` in the custom form of `format` (or generically when the form
/// cannot represent it).
pub(crate) fn print_op(
    spec: &'static OpSpec,
    format: &'static FormatSpec,
    p: &mut OpPrinter<'_>,
    op: OpId,
) {
    let ctx = p.context();
    let ir = p.ir();
    let facts = &format.facts;
    let Some(view) = OpView::new(ctx, ir, op, spec) else {
        p.print_generic_op(op);
        return;
    };
    if !printable(&view, format, facts) {
        p.print_generic_op(op);
        return;
    }
    p.print_op_name(op);
    let elided = elided_names(&view, facts);
    let mut printer = Printer {
        view: &view,
        p,
        elided,
        facts,
    };
    printer.elements(format.elements);
}

struct Printer<'r, 'v, 'p, 'a> {
    view: &'r OpView<'v>,
    p: &'p mut OpPrinter<'a>,
    elided: SmallVec<[&'static str; 8]>,
    facts: &'static FormatFacts,
}

impl Printer<'_, '_, '_, '_> {
    fn space(&mut self, yes: bool) {
        if yes {
            self.p.out().push(' ');
        }
    }

    fn elements(&mut self, elements: &[FormatElement]) {
        for e in elements {
            self.element(e);
        }
    }

    fn element(&mut self, e: &FormatElement) {
        match e {
            FormatElement::Literal { text, space_before } => {
                self.space(*space_before);
                self.p.out().push_str(text);
            }
            FormatElement::Whitespace(ws) => match ws {
                FormatSpace::Space => self.p.out().push(' '),
                FormatSpace::NoSpace => {}
                FormatSpace::Newline => self.p.print_newline(),
            },
            FormatElement::Operand {
                index,
                space_before,
            } => {
                self.space(*space_before);
                self.operand_group(*index);
            }
            FormatElement::Attribute {
                index,
                space_before,
                style,
            } => {
                self.space(*space_before);
                if let Some(value) = self.view.attr(*index) {
                    self.attribute(value, *style);
                }
            }
            FormatElement::Region {
                index,
                space_before,
            } => {
                self.space(*space_before);
                let regions = self.view.regions(*index);
                self.region_list(regions);
            }
            FormatElement::Successor {
                index,
                space_before,
            } => {
                self.space(*space_before);
                let blocks = self.view.successors(*index);
                self.successor_list(&blocks);
            }
            FormatElement::AttrDict { with_keyword } => {
                let attrs = if self.facts.prop_dict {
                    self.view.discardable.into()
                } else {
                    self.view.all_attrs()
                };
                if *with_keyword {
                    self.p
                        .print_optional_attr_dict_with_keyword(&attrs, &self.elided);
                } else {
                    self.p.print_optional_attr_dict(&attrs, &self.elided);
                }
            }
            FormatElement::PropDict => {
                self.p.out().push(' ');
                let ctx = self.view.ctx;
                let shown: Vec<NamedAttribute> = self
                    .view
                    .props
                    .iter()
                    .filter(|(k, _)| !self.elided.contains(&ctx.ident_str(*k)))
                    .copied()
                    .collect();
                if !shown.is_empty() {
                    self.p.out().push('<');
                    let dict = ctx.dictionary_attr(shown);
                    self.p.print_attribute(dict);
                    self.p.out().push('>');
                }
            }
            FormatElement::Operands { space_before } => {
                self.space(*space_before);
                let all: Values = self.view.ir.operands(self.view.op).collect();
                self.p.print_operands(&all);
            }
            FormatElement::Regions { space_before } => {
                self.space(*space_before);
                let all = self.view.ir.regions(self.view.op);
                self.region_list(all);
            }
            FormatElement::Successors { space_before } => {
                self.space(*space_before);
                let all: SmallVec<[BlockId; 2]> = self.view.ir.successors(self.view.op).collect();
                self.successor_list(&all);
            }
            FormatElement::Type {
                arg,
                space_before,
                style,
            } => {
                self.space(*space_before);
                self.types(*arg, *style);
            }
            FormatElement::FunctionalType {
                inputs,
                results,
                space_before,
            } => {
                self.space(*space_before);
                let inputs = self.view.types(*inputs);
                let results = self.view.types(*results);
                self.p.print_functional_type(&inputs, &results);
            }
            FormatElement::Custom {
                directive,
                space_before,
            } => {
                self.space(*space_before);
                let args: SmallVec<[DirectiveArg<Value>; 4]> = directive
                    .args
                    .iter()
                    .map(|a| self.directive_arg(a))
                    .collect();
                (directive.print)(self.p, self.view.op, &args);
            }
            FormatElement::Optional(group) => {
                let (branch, _) = taken_branch(self.view, group);
                let skip = elided_anchor(group);
                for (i, child) in branch.elements.iter().enumerate() {
                    if skip != Some((branch.is_else, i)) {
                        self.element(child);
                    }
                }
            }
            FormatElement::OIList(clauses) => {
                for clause in clauses.iter() {
                    if !clause_present(self.view, clause) {
                        continue;
                    }
                    self.space(clause.space_before);
                    self.p.out().push_str(clause.keyword);
                    if clause.unit_attr.is_none() {
                        self.elements(clause.elements);
                    }
                }
            }
            FormatElement::Ref(_) | FormatElement::String(_) => {}
        }
    }

    fn operand_group(&mut self, index: usize) {
        if let Some(Some(_)) = self.view.operand_subgroups.get(index) {
            let groups = self.view.operand_groups_of(index);
            for (i, g) in groups.iter().enumerate() {
                if i > 0 {
                    self.p.out().push_str(", ");
                }
                self.p.out().push('(');
                self.p.print_operands(g);
                self.p.out().push(')');
            }
        } else {
            let values = self.view.operands(index);
            self.p.print_operands(&values);
        }
    }

    fn attribute(&mut self, value: Attribute, style: AttrStyle) {
        match style {
            AttrStyle::Full => self.p.print_attribute(value),
            AttrStyle::WithoutType => self.p.print_attribute_without_type(value),
            AttrStyle::Stripped { .. } => self.p.print_stripped_attribute(value),
            AttrStyle::Enum(e) => {
                let Some(s) = enum_case_string(self.view.ctx, e, value) else {
                    return;
                };
                if e.prints_as_keyword(&s) {
                    self.p.out().push_str(&s);
                } else {
                    self.p.out().push('"');
                    self.p.out().push_str(&s);
                    self.p.out().push('"');
                }
            }
            AttrStyle::DenseArray { width } => {
                let elements = dense_array_elements(self.view.ctx, value, width);
                self.p.out().push('[');
                self.p.out().push_str(&elements.join(", "));
                self.p.out().push(']');
            }
            AttrStyle::SymbolName => {
                if let AttrKind::String { value, .. } = self.view.ctx.attr_kind(value) {
                    let name = value.clone();
                    self.p.print_symbol_name(&name);
                }
            }
        }
    }

    fn region_list(&mut self, regions: &[RegionId]) {
        for (i, &r) in regions.iter().enumerate() {
            if i > 0 {
                self.p.out().push_str(", ");
            }
            let terminators = self.view.prints_terminator(r);
            self.p.print_region(r, true, terminators, false);
        }
    }

    fn successor_list(&mut self, blocks: &[BlockId]) {
        for (i, &b) in blocks.iter().enumerate() {
            if i > 0 {
                self.p.out().push_str(", ");
            }
            self.p.print_successor(b);
        }
    }

    fn types(&mut self, arg: FormatTypeRef, style: TypeStyle) {
        if let FormatTypeRef::Operand(i) = arg
            && let Some(Some(_)) = self.view.operand_subgroups.get(i)
        {
            let groups = self.view.operand_groups_of(i);
            for (k, g) in groups.iter().enumerate() {
                if k > 0 {
                    self.p.out().push_str(", ");
                }
                self.p.out().push('(');
                let types = self.view.types_of(g);
                self.p.print_type_list(&types);
                self.p.out().push(')');
            }
            return;
        }
        let single = match arg {
            FormatTypeRef::Operand(i) => {
                OpView::value_kind(self.view.spec.operands, i) == ValueKind::Single
            }
            FormatTypeRef::Result(i) => {
                OpView::value_kind(self.view.spec.results, i) == ValueKind::Single
            }
            _ => false,
        };
        let types = self.view.types(arg);
        match (single, style, types.as_slice()) {
            (true, TypeStyle::Stripped { .. }, [t]) => self.p.print_stripped_type(*t),
            _ => self.p.print_type_list(&types),
        }
    }

    /// The op's data for one argument of a custom directive.
    fn directive_arg(&self, a: &FormatElement) -> DirectiveArg<Value> {
        let view = self.view;
        match a {
            FormatElement::Operand { index, .. } => {
                match OpView::value_kind(view.spec.operands, *index) {
                    ValueKind::Single | ValueKind::Optional => {
                        DirectiveArg::Operand(view.operands(*index).first().copied())
                    }
                    ValueKind::Variadic => DirectiveArg::Operands(view.operands(*index).to_vec()),
                    ValueKind::VariadicOfVariadic { .. } => {
                        DirectiveArg::OperandGroups(view.operand_groups_of(*index))
                    }
                }
            }
            FormatElement::Type { arg, .. } => {
                let kind = match arg {
                    FormatTypeRef::Operand(i) => OpView::value_kind(view.spec.operands, *i),
                    FormatTypeRef::Result(i) => OpView::value_kind(view.spec.results, *i),
                    _ => ValueKind::Variadic,
                };
                match (kind, arg) {
                    (ValueKind::Single | ValueKind::Optional, _) => {
                        DirectiveArg::Type(view.types(*arg).first().copied())
                    }
                    (ValueKind::VariadicOfVariadic { .. }, FormatTypeRef::Operand(i)) => {
                        DirectiveArg::TypeGroups(
                            view.operand_groups_of(*i)
                                .iter()
                                .map(|g| view.types_of(g).into_vec())
                                .collect(),
                        )
                    }
                    _ => DirectiveArg::Types(view.types(*arg).into_vec()),
                }
            }
            FormatElement::Attribute { index, .. } => DirectiveArg::Attribute(view.attr(*index)),
            FormatElement::Region { index, .. } => {
                if view.spec.regions.get(*index).is_some_and(|r| r.variadic) {
                    DirectiveArg::Regions(view.regions(*index).to_vec())
                } else {
                    DirectiveArg::Region(view.regions(*index).first().copied())
                }
            }
            FormatElement::Successor { index, .. } => {
                if view.spec.successors.get(*index).is_some_and(|s| s.variadic) {
                    DirectiveArg::Successors(view.successors(*index).into_vec())
                } else {
                    DirectiveArg::Successor(view.successors(*index).first().copied())
                }
            }
            FormatElement::AttrDict { .. } => {
                DirectiveArg::Attributes(view.all_attrs().into_owned())
            }
            FormatElement::PropDict => DirectiveArg::Attributes(view.props.to_vec()),
            FormatElement::Ref(inner) => self.directive_arg(inner),
            FormatElement::String(s) => DirectiveArg::String(s),
            _ => DirectiveArg::String(""),
        }
    }
}
