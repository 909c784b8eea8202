//! The verifier engine for op specs: what MLIR's ODS-generated
//! `verifyInvariants` checks, with MLIR 19's messages, in MLIR's order.
//!
//! For one op, MLIR (and [`crate::verify::verify`], which calls the phases
//! below) checks:
//!
//! 0. the properties, when the op is parsed ([`check_properties`]: `invalid
//!    properties ... for op ...`), and the inherent attributes written among
//!    the discardable ones ([`verify_inherent_attrs`]);
//! 1. the counts of regions, results, successors and operands
//!    ([`verify_counts`]: `expected 2 operands, but found 3`);
//! 2. the structural traits: `SingleBlock`, `NoRegionArguments` (checked by
//!    the structural verifier), `HasParent`, `AttrSized*Segments`;
//! 3. the generated invariants: attributes present and satisfying their
//!    constraints, operand and result groups (optional groups, segment
//!    attributes, type constraints), region constraints, then the op
//!    predicates (`AllTypesMatch`, `TypesMatchWith`, `PredOpTrait`);
//! 4. the other traits in declaration order (`SameOperandsAndResultType`,
//!    `Elementwise`, ..., `InferTypeOpInterface` last);
//! 5. the op's own verifier (a hook of its registration, not of its spec:
//!    [`crate::verify::verify`] runs it here);
//!
//! and once the ops nested in its regions are verified, the region traits
//! ([`verify_region_traits`]: `SingleBlockImplicitTerminator`).
//!
//! Phases 2–4 are [`verify_traits_and_invariants`]; [`verify_op`] runs the
//! phases of the spec for a single op. Errors are [`OpError`]s, which the
//! structural verifier renders (with the `'name' op` prefix and the
//! `see current operation` note where MLIR puts them). Nothing here panics,
//! whatever the op holds.

use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::context::{Context, Ident};
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_error::OpError;
use crate::storage::types::{Type, TypeKind};
use crate::text::print::{attr_to_string, type_to_string};

use super::pred::{compatible_shape, compatible_shapes, element_type_or_self, typed_attr_type};
use super::segments::{self, Side, ValueGroups, dense_i32_values};
use super::spec::{AttrSpec, OpPred, OpSpec, TraitSpec, ValueKind, ValueProperty};
use super::valid_dictionaries::{Check, checked};

/// What the engine returns: an [`OpError`] about the op (mostly
/// `emitOpError`, which the structural verifier renders with the `'name'
/// op` prefix and the `see current operation` note).
pub type SpecResult = Result<(), OpError>;

/// Verifies one op against its spec: every phase (see the module docs)
/// and the region traits. [`crate::verify::verify`] runs the same phases
/// interleaved with the structural checks and the op's own verifiers (hooks
/// of its registration); this is for checking a single op on its own.
pub fn verify_op(spec: &'static OpSpec, ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    verify_properties_and_counts(spec, ctx, ir, op)?;
    verify_traits_and_invariants(spec, ctx, ir, op)?;
    verify_region_traits(spec, ctx, ir, op)
}

fn has_properties(spec: &OpSpec) -> bool {
    spec.attributes.iter().any(|a| a.property)
        || Side::Operands.attr_sized(spec)
        || Side::Results.attr_sized(spec)
}

/// The declared attributes in name order (MLIR's property order): the
/// generated order when the spec has one, else each step takes the least
/// name after the previous one (without allocating).
/// The indices of the spec's attributes, in name order.
fn sorted_indices(spec: &OpSpec) -> impl Iterator<Item = usize> {
    let attrs: &'static [AttrSpec] = spec.attributes;
    let order: &'static [u16] = spec.attribute_order;
    let precomputed = order.len() == attrs.len();
    let mut position = 0;
    let mut last: Option<&'static str> = None;
    std::iter::from_fn(move || {
        if precomputed {
            let next = usize::from(*order.get(position)?);
            position += 1;
            return Some(next);
        }
        let (next, a) = attrs
            .iter()
            .enumerate()
            .filter(|(_, a)| last.is_none_or(|l| a.name > l))
            .min_by(|(_, a), (_, b)| a.name.cmp(b.name))?;
        last = Some(a.name);
        Some(next)
    })
}

/// The property conversion MLIR does when it parses `<{...}>`: fails with
/// the message of `invalid properties {...} for op name: ...` when the op
/// has no properties, the properties are not a dictionary, a property is
/// not of its storage class, or a segment sizes property is not an
/// `array<i32: ...>` of one size per group. Unknown keys are ignored, as
/// MLIR ignores them. A parser may call this on `<{...}>` to report the
/// error where MLIR does.
pub fn check_properties(
    spec: &'static OpSpec,
    ctx: &Context,
    properties: Option<Attribute>,
) -> Result<(), String> {
    let Some(props) = properties else {
        return Ok(());
    };
    let fail = |why: String| {
        Err(format!(
            "invalid properties {} for op {}: {why}",
            attr_to_string(ctx, props),
            spec.name
        ))
    };
    if !has_properties(spec) {
        return fail("this operation does not support properties".into());
    }
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return fail("expected DictionaryAttr to set properties".into());
    };
    // The entries are in name order, as the properties are checked.
    let idents = super::spec_idents::attribute_idents(ctx, spec);
    for &(name, v) in entries {
        let Some(a) = spec
            .attributes
            .iter()
            .zip(idents.iter())
            .find_map(|(a, &n)| (a.property && n == name).then_some(a))
        else {
            continue;
        };
        if a.storage
            .is_some_and(|s| !s.holds(ctx, super::Subject::Attr(v)))
        {
            return fail(format!(
                "Invalid attribute `{}` in property conversion: {}",
                a.name,
                attr_to_string(ctx, v)
            ));
        }
    }
    for side in [Side::Operands, Side::Results] {
        if !side.attr_sized(spec) {
            continue;
        }
        let (name, alias) = side.segment_attr_names();
        let Some(v) = ctx
            .dictionary_get_static(props, name)
            .or_else(|| ctx.dictionary_get_static(props, alias))
        else {
            continue;
        };
        let Some(sizes) = dense_i32_values(ctx, v) else {
            return fail("expected DenseI32ArrayAttr for key `value`".into());
        };
        let groups = side.groups(spec).len();
        if sizes.len() != groups {
            return fail(format!(
                "size mismatch in attribute conversion: {} vs {groups}",
                sizes.len()
            ));
        }
    }
    Ok(())
}

/// What MLIR checks when a parsed op without `<{...}>` carries inherent
/// attributes among its discardable ones (`verifyInherentAttrs`): each
/// declared attribute present satisfies its constraint. The error is the
/// whole message (`'arith.cmpi' op attribute 'predicate' failed to satisfy
/// constraint: ...`), which MLIR reports as a parse error at the op.
pub fn verify_inherent_attrs(
    spec: &'static OpSpec,
    ctx: &Context,
    attrs: &[(Ident, Attribute)],
) -> Result<(), String> {
    if attrs.is_empty() {
        return Ok(());
    }
    let idents = super::spec_idents::attribute_idents(ctx, spec);
    for i in sorted_indices(spec) {
        let a = &spec.attributes[i];
        if !a.property {
            continue;
        }
        let Some(&(_, v)) = attrs.iter().find(|&&(n, _)| n == idents[i]) else {
            continue;
        };
        if !a.constraint.accepts_attr(ctx, v) {
            return Err(format!(
                "'{}' op attribute '{}' failed to satisfy constraint: {}",
                spec.name, a.name, a.constraint.summary
            ));
        }
    }
    Ok(())
}

/// Phases 0 and 1: the property conversion (as an error at the op) and the
/// counts.
pub fn verify_properties_and_counts(
    spec: &'static OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> SpecResult {
    if let Some(props) = ir.op_properties(op) {
        checked(
            ctx,
            spec,
            Check::Properties,
            Some(props),
            ctx.empty_dictionary(),
            || check_properties(spec, ctx, Some(props)),
        )
        .map_err(|m| OpError::error_at(ir.op_loc(op), m))?;
    }
    verify_counts(spec, ctx, ir, op)
}

fn count_error(side: &str, fixed: usize, variable: bool, found: usize) -> Option<String> {
    if variable {
        if found >= fixed {
            return None;
        }
        return Some(match side {
            "operand" => format!("expected {fixed} or more operands, but found {found}"),
            "result" => format!("expected {fixed} or more results"),
            "region" => format!("expected {fixed} or more regions"),
            _ => format!("requires at least {fixed} successors but found {found}"),
        });
    }
    if found == fixed {
        return None;
    }
    Some(match (side, fixed) {
        ("operand", 0) => "requires zero operands".into(),
        ("operand", 1) => "requires a single operand".into(),
        ("operand", n) => format!("expected {n} operands, but found {found}"),
        ("result", 0) => "requires zero results".into(),
        ("result", 1) => "requires one result".into(),
        ("result", n) => format!("expected {n} results"),
        ("region", 0) => "requires zero regions".into(),
        ("region", 1) => "requires one region".into(),
        ("region", n) => format!("expected {n} regions"),
        (_, 0) => format!("requires 0 successors but found {found}"),
        (_, 1) => format!("requires 1 successor but found {found}"),
        (_, n) => format!("requires {n} successors but found {found}"),
    })
}

/// Phase 1: the counts of regions, results, successors and operands, in
/// that order (MLIR's `ZeroRegions`, `OneResult`, `NSuccessors<2>`,
/// `AtLeastNOperands<1>` ... traits that ODS adds first).
pub fn verify_counts(spec: &OpSpec, _ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    let regions = (
        "region",
        spec.regions.iter().filter(|r| !r.variadic).count(),
        spec.regions.iter().any(|r| r.variadic),
        ir.regions(op).len(),
    );
    let values = |side: Side| {
        let groups = side.groups(spec);
        let fixed = groups
            .iter()
            .filter(|g| matches!(g.kind, ValueKind::Single))
            .count();
        (
            side.noun(),
            fixed,
            fixed != groups.len(),
            side.count(ir, op),
        )
    };
    let successors = (
        "successor",
        spec.successors.iter().filter(|s| !s.variadic).count(),
        spec.successors.iter().any(|s| s.variadic),
        ir.num_successors(op),
    );
    for (side, fixed, variable, found) in [
        regions,
        values(Side::Results),
        successors,
        values(Side::Operands),
    ] {
        // A variadic group with no fixed one has no count trait.
        if variable && fixed == 0 {
            continue;
        }
        if let Some(m) = count_error(side, fixed, variable, found) {
            return Err(OpError::op_error(m));
        }
    }
    Ok(())
}

/// MLIR's `verifyValueSizeAttr` for a segment attribute read as `sizes`.
fn check_value_sizes(
    sizes: Option<segments::I32Values>,
    attr: &str,
    group: &str,
    expected: usize,
) -> SpecResult {
    let Some(sizes) = sizes else {
        return Err(OpError::op_error(format!(
            "requires dense i32 array attribute '{attr}'"
        )));
    };
    if sizes.iter().any(|&s| s < 0) {
        return Err(OpError::op_error(format!(
            "'{attr}' attribute cannot have negative elements"
        )));
    }
    let total: u64 = sizes.iter().map(|&s| s as u64).sum();
    if total != expected as u64 {
        return Err(OpError::op_error(format!(
            "{group} count ({expected}) does not match with the total size ({total}) specified in attribute '{attr}'"
        )));
    }
    Ok(())
}

fn verify_structural_relations(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    for rel in spec.relations {
        match *rel {
            TraitSpec::HasParent(parents) => {
                let ok = ir
                    .parent_op(op)
                    .is_some_and(|p| parents.contains(&ctx.ident_str(ir.op_name(p))));
                if !ok {
                    let list = parents.join(", ");
                    return Err(OpError::op_error(if parents.len() == 1 {
                        format!("expects parent op '{list}'")
                    } else {
                        format!("expects parent op to be one of '{list}'")
                    }));
                }
            }
            TraitSpec::AttrSizedOperandSegments | TraitSpec::AttrSizedResultSegments => {
                let side = if matches!(rel, TraitSpec::AttrSizedOperandSegments) {
                    Side::Operands
                } else {
                    Side::Results
                };
                // The sizes are a property in MLIR 19: absent or not
                // convertible, they are zeros.
                let sizes = segments::segment_sizes_attr(ctx, ir, op, side)
                    .and_then(|a| dense_i32_values(ctx, a))
                    .unwrap_or_else(|| smallvec::smallvec![0; side.groups(spec).len()]);
                let (name, _) = side.segment_attr_names();
                check_value_sizes(Some(sizes), name, side.noun(), side.count(ir, op))?;
            }
            _ => {}
        }
    }
    Ok(())
}

fn verify_attributes(spec: &'static OpSpec, ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    // What this checks depends on the spec and the two dictionaries only.
    let (props, discardable) = (ir.op_properties(op), ir.op_attributes(op));
    checked(ctx, spec, Check::Attributes, props, discardable, || {
        verify_attribute_values(spec, ctx, ir, op)
    })
}

fn verify_attribute_values(spec: &'static OpSpec, ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    // Each declared attribute's value: among the properties if the spec
    // stores it there, among the discardable attributes otherwise (as
    // `segments::attribute_value` finds it), by identifier.
    let idents = super::spec_idents::attribute_idents(ctx, spec);
    let props = ir
        .op_properties(op)
        .map_or(&[][..], |p| ctx.dictionary_entries(p));
    let discardable = ctx.dictionary_entries(ir.op_attributes(op));
    let value = |i: usize| {
        let entries = if spec.attributes[i].property {
            props
        } else {
            discardable
        };
        entries
            .iter()
            .find_map(|&(k, v)| (k == idents[i]).then_some(v))
    };
    for i in sorted_indices(spec) {
        let a = &spec.attributes[i];
        if !a.optional && value(i).is_none() {
            return Err(OpError::op_error(format!(
                "requires attribute '{}'",
                a.name
            )));
        }
    }
    for (i, a) in spec.attributes.iter().enumerate() {
        if let Some(v) = value(i)
            && !a.constraint.accepts_attr(ctx, v)
        {
            return Err(OpError::op_error(format!(
                "attribute '{}' failed to satisfy constraint: {}",
                a.name, a.constraint.summary
            )));
        }
    }
    Ok(())
}

fn value_type(ir: &Ir, op: OpId, side: Side, index: usize) -> Type {
    match side {
        Side::Operands => ir.value_type(ir.operand(op, index)),
        Side::Results => ir.value_type(ir.result(op, index)),
    }
}

fn verify_values(values: &OpValues<'_>, side: Side) -> SpecResult {
    let OpValues {
        spec,
        ctx,
        ir,
        op,
        groups,
    } = *values;
    let noun = side.noun();
    let mut index = 0usize;
    for (g, vs) in side.groups(spec).iter().enumerate() {
        let range = groups.group(side, g, ir, op);
        match vs.kind {
            ValueKind::Optional if range.len() > 1 => {
                return Err(OpError::op_error(format!(
                    "{noun} group starting at #{index} requires 0 or 1 element, but found {}",
                    range.len()
                )));
            }
            ValueKind::VariadicOfVariadic { segment_attr } => {
                let sizes = segments::subgroup_sizes(spec, ctx, ir, op, segment_attr);
                check_value_sizes(sizes, segment_attr, vs.name, range.len())?;
            }
            _ => {}
        }
        for i in range {
            let ty = value_type(ir, op, side, i);
            if !vs.constraint.accepts_type(ctx, ty) {
                return Err(OpError::op_error(format!(
                    "{noun} #{index} must be {}, but got '{}'",
                    vs.constraint.summary,
                    type_to_string(ctx, ty)
                )));
            }
            index += 1;
        }
    }
    Ok(())
}

fn verify_regions(spec: &OpSpec, ir: &Ir, op: OpId) -> SpecResult {
    let regions = ir.regions(op);
    let mut index = 0usize;
    for rs in spec.regions {
        let group: &[crate::storage::ir::RegionId] = if rs.variadic {
            regions.get(index..).unwrap_or(&[])
        } else {
            regions.get(index..index + 1).unwrap_or(&[])
        };
        for &r in group {
            if let Some(n) = rs.blocks
                && ir.blocks_of(r).count() != n as usize
            {
                let name = if rs.name.is_empty() {
                    " ".to_string()
                } else {
                    format!(" ('{}') ", rs.name)
                };
                return Err(OpError::op_error(format!(
                    "region #{index}{name}failed to verify constraint: {}",
                    rs.summary
                )));
            }
            index += 1;
        }
    }
    Ok(())
}

/// An op under verification with its operand and result groups, resolved
/// once (the segment sizes read once) and handed to every check that reads
/// values by group.
#[derive(Clone, Copy)]
struct OpValues<'a> {
    spec: &'a OpSpec,
    ctx: &'a Context,
    ir: &'a Ir,
    op: OpId,
    groups: &'a ValueGroups,
}

/// Where a name of the spec points.
enum Named {
    /// An operand or result group (its side and index).
    Group(Side, usize),
    /// A declared attribute.
    Attr(&'static AttrSpec),
}

fn resolve(spec: &OpSpec, name: &str) -> Option<Named> {
    if name.is_empty() {
        return None;
    }
    let operands: &'static [super::ValueSpec] = spec.operands;
    let results: &'static [super::ValueSpec] = spec.results;
    let attrs: &'static [AttrSpec] = spec.attributes;
    if let Some(i) = operands.iter().position(|v| v.name == name) {
        return Some(Named::Group(Side::Operands, i));
    }
    if let Some(i) = results.iter().position(|v| v.name == name) {
        return Some(Named::Group(Side::Results, i));
    }
    attrs.iter().find(|a| a.name == name).map(Named::Attr)
}

/// The types a name stands for: a group's value types, or the type of a
/// typed attribute (none if absent or untyped).
fn named_types(values: &OpValues<'_>, name: &str) -> Option<TypeList> {
    let OpValues {
        spec,
        ctx,
        ir,
        op,
        groups,
    } = *values;
    match resolve(spec, name)? {
        Named::Group(side, g) => Some(
            groups
                .group(side, g, ir, op)
                .map(|i| value_type(ir, op, side, i))
                .collect(),
        ),
        Named::Attr(a) => Some(
            segments::attribute_value(ctx, ir, op, a)
                .and_then(|v| typed_attr_type(ctx, v))
                .into_iter()
                .collect(),
        ),
    }
}

/// The type a name stands for in an op predicate: the first value of a
/// group, the type of an attribute.
fn named_type(values: &OpValues<'_>, name: &str) -> Option<Type> {
    named_types(values, name).and_then(|t| t.first().copied())
}

#[derive(PartialEq, Eq)]
enum PropertyKey<'a> {
    Type(Type),
    Shape(Option<&'a [i64]>),
    Rank(Option<usize>),
}

fn property_key(ctx: &Context, ty: Type, property: ValueProperty) -> PropertyKey<'_> {
    match property {
        ValueProperty::Type => PropertyKey::Type(ty),
        ValueProperty::ElementType => PropertyKey::Type(element_type_or_self(ctx, ty)),
        ValueProperty::Shape => PropertyKey::Shape(ctx.shape(ty)),
        ValueProperty::Rank => PropertyKey::Rank(ctx.shape(ty).map(<[i64]>::len)),
        ValueProperty::TensorShape => match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, .. } => PropertyKey::Shape(Some(shape)),
            TypeKind::UnrankedTensor { .. } => PropertyKey::Shape(None),
            _ => PropertyKey::Shape(Some(&[])),
        },
    }
}

fn all_match(values: &OpValues<'_>, names: &[&str], property: ValueProperty) -> bool {
    let OpValues { ctx, .. } = *values;
    let mut types = TypeList::new();
    for n in names {
        match named_type(values, n) {
            Some(t) => types.push(t),
            // An absent value (empty group, missing attribute) is not compared.
            None => return true,
        }
    }
    let Some((&first, rest)) = types.split_first() else {
        return true;
    };
    let key = property_key(ctx, first, property);
    rest.iter().all(|&t| property_key(ctx, t, property) == key)
}

fn op_pred_holds(values: &OpValues<'_>, pred: &OpPred) -> bool {
    let OpValues { ctx, .. } = *values;
    match *pred {
        OpPred::And(ps) => ps.iter().all(|p| op_pred_holds(values, p)),
        OpPred::Or(ps) => ps.iter().any(|p| op_pred_holds(values, p)),
        OpPred::Not(p) => !op_pred_holds(values, p),
        OpPred::TypeIs(name, c) => named_type(values, name).is_none_or(|t| c.accepts_type(ctx, t)),
        OpPred::AllMatch(names, property) => all_match(values, names, property),
    }
}

fn is_variable_group(spec: &OpSpec, name: &str) -> bool {
    match resolve(spec, name) {
        Some(Named::Group(side, g)) => !matches!(side.groups(spec)[g].kind, ValueKind::Single),
        _ => false,
    }
}

/// The types `TypesMatchWith` expects for `rhs`: the transform of `lhs`'s
/// type, unpacked from a tuple when `rhs` is a variadic group.
fn types_match_with(
    values: &OpValues<'_>,
    lhs: &str,
    rhs: &str,
    transform: super::TypeTransform,
) -> bool {
    let OpValues { spec, ctx, .. } = *values;
    let Some(source) = named_type(values, lhs) else {
        return true;
    };
    let expected = transform(ctx, source);
    if is_variable_group(spec, rhs) {
        let Some(actual) = named_types(values, rhs) else {
            return true;
        };
        match ctx.type_kind(expected) {
            TypeKind::Tuple(elems) => elems[..] == actual[..],
            _ => actual[..] == [expected],
        }
    } else {
        named_type(values, rhs).is_none_or(|t| t == expected)
    }
}

fn verify_op_predicates(values: &OpValues<'_>) -> SpecResult {
    let OpValues { spec, .. } = *values;
    for rel in spec.relations {
        let (ok, summary) = match *rel {
            TraitSpec::AllTypesMatch(names, s) => {
                (all_match(values, names, ValueProperty::Type), s)
            }
            TraitSpec::AllShapesMatch(names, s) => {
                (all_match(values, names, ValueProperty::Shape), s)
            }
            TraitSpec::AllElementTypesMatch(names, s) => {
                (all_match(values, names, ValueProperty::ElementType), s)
            }
            TraitSpec::AllRanksMatch(names, s) => {
                (all_match(values, names, ValueProperty::Rank), s)
            }
            TraitSpec::TypesMatchWith {
                summary,
                lhs,
                rhs,
                transform,
            } => (types_match_with(values, lhs, rhs, transform), summary),
            TraitSpec::PredOpTrait { summary, ref pred } => (op_pred_holds(values, pred), summary),
            _ => continue,
        };
        if !ok {
            return Err(OpError::op_error(format!(
                "failed to verify that {summary}"
            )));
        }
    }
    Ok(())
}

/// Types of an op's values, held inline for the usual few.
type TypeList = smallvec::SmallVec<[Type; 4]>;

fn operand_types(ir: &Ir, op: OpId) -> TypeList {
    ir.operands(op).map(|v| ir.value_type(v)).collect()
}

fn result_types(ir: &Ir, op: OpId) -> TypeList {
    ir.results(op).map(|v| ir.value_type(v)).collect()
}

fn at_least_one_operand_and_result(ir: &Ir, op: OpId, results: bool) -> SpecResult {
    if ir.num_operands(op) < 1 {
        return Err(OpError::op_error(format!(
            "expected 1 or more operands, but found {}",
            ir.num_operands(op)
        )));
    }
    if results && ir.num_results(op) < 1 {
        return Err(OpError::op_error("expected 1 or more results"));
    }
    Ok(())
}

fn encoding(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

fn same_operands_and_result_type(ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    at_least_one_operand_and_result(ir, op, true)?;
    let ty = ir.value_type(ir.result(op, 0));
    let others = ir.results(op).skip(1).chain(ir.operands(op));
    // Types are interned: the same type (the usual case) passes at once.
    let mut others = others
        .map(|v| ir.value_type(v))
        .filter(|&t| t != ty)
        .peekable();
    if others.peek().is_none() {
        return Ok(());
    }
    let element = element_type_or_self(ctx, ty);
    let enc = encoding(ctx, ty);
    for t in others {
        if element_type_or_self(ctx, t) != element || !compatible_shape(ctx, t, ty) {
            return Err(OpError::op_error(
                "requires the same type for all operands and results",
            ));
        }
        if enc.is_some() && encoding(ctx, t) != enc {
            return Err(OpError::op_error(
                "requires the same encoding for all operands and results",
            ));
        }
    }
    Ok(())
}

fn elementwise(ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    let mappable = |t: &Type| {
        matches!(
            ctx.type_kind(*t),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        )
    };
    // Scalars only (the usual case): nothing to check.
    let types = || {
        ir.results(op)
            .chain(ir.operands(op))
            .map(|v| ir.value_type(v))
    };
    if !types().any(|t| mappable(&t)) {
        return Ok(());
    }
    let results: TypeList = result_types(ir, op).into_iter().filter(mappable).collect();
    let operands: TypeList = operand_types(ir, op).into_iter().filter(mappable).collect();
    if operands.is_empty() {
        return Err(OpError::op_error(
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if results.is_empty() {
        return Err(OpError::op_error(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != ir.num_results(op) {
        return Err(OpError::op_error(
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let all: TypeList = operands.into_iter().chain(results).collect();
    let base = |t: Type| std::mem::discriminant(ctx.type_kind(t));
    let first = base(all[0]);
    if !all.iter().all(|&t| base(t) == first) || !compatible_shapes(ctx, &all) {
        return Err(OpError::op_error(
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}

/// The result types ODS infers from the relations, if it can infer all.
fn inferred_result_types(values: &OpValues<'_>) -> Option<TypeList> {
    let OpValues {
        spec, ctx, ir, op, ..
    } = *values;
    let same_type = spec
        .relations
        .iter()
        .any(|r| matches!(r, TraitSpec::SameOperandsAndResultType));
    let mut inferred = TypeList::new();
    for rs in spec.results {
        if !matches!(rs.kind, ValueKind::Single) {
            return None;
        }
        let from_relations = || {
            if same_type && ir.num_operands(op) > 0 {
                return Some(ir.value_type(ir.operand(op, 0)));
            }
            for rel in spec.relations {
                match *rel {
                    TraitSpec::AllTypesMatch(names, _) if names.contains(&rs.name) => {
                        let source = names.iter().find(|n| {
                            !matches!(resolve(spec, n), Some(Named::Group(Side::Results, _)))
                        })?;
                        return named_type(values, source);
                    }
                    TraitSpec::TypesMatchWith {
                        lhs,
                        rhs,
                        transform,
                        ..
                    } if rhs == rs.name
                        && !matches!(resolve(spec, lhs), Some(Named::Group(Side::Results, _))) =>
                    {
                        return named_type(values, lhs).map(|t| transform(ctx, t));
                    }
                    _ => {}
                }
            }
            rs.build_type.map(|b| b(ctx))
        };
        inferred.push(from_relations()?);
    }
    Some(inferred)
}

fn quoted_types(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| format!("'{}'", type_to_string(ctx, t)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn verify_native_relations(values: &OpValues<'_>) -> SpecResult {
    let OpValues {
        spec,
        ctx,
        ir,
        op,
        groups,
    } = *values;
    for rel in spec.relations {
        match *rel {
            TraitSpec::SameOperandsAndResultType => same_operands_and_result_type(ctx, ir, op)?,
            TraitSpec::SameOperandsAndResultShape => {
                at_least_one_operand_and_result(ir, op, true)?;
                let all: TypeList = operand_types(ir, op)
                    .into_iter()
                    .chain(result_types(ir, op))
                    .collect();
                if !compatible_shapes(ctx, &all) {
                    return Err(OpError::op_error(
                        "requires the same shape for all operands and results",
                    ));
                }
            }
            TraitSpec::SameTypeOperands => {
                let mut types = ir.operands(op).map(|v| ir.value_type(v));
                let first = types.next();
                if types.any(|t| Some(t) != first) {
                    return Err(OpError::op_error(
                        "requires all operands to have the same type",
                    ));
                }
            }
            TraitSpec::SameOperandsShape => {
                at_least_one_operand_and_result(ir, op, false)?;
                if !compatible_shapes(ctx, &operand_types(ir, op)) {
                    return Err(OpError::op_error(
                        "requires the same shape for all operands",
                    ));
                }
            }
            TraitSpec::SameOperandsElementType => {
                at_least_one_operand_and_result(ir, op, false)?;
                let types = operand_types(ir, op);
                let e = element_type_or_self(ctx, types[0]);
                if types.iter().any(|&t| element_type_or_self(ctx, t) != e) {
                    return Err(OpError::op_error(
                        "requires the same element type for all operands",
                    ));
                }
            }
            TraitSpec::SameOperandsAndResultElementType => {
                at_least_one_operand_and_result(ir, op, true)?;
                let results = result_types(ir, op);
                let e = element_type_or_self(ctx, results[0]);
                if results
                    .iter()
                    .copied()
                    .chain(operand_types(ir, op))
                    .any(|t| element_type_or_self(ctx, t) != e)
                {
                    return Err(OpError::op_error(
                        "requires the same element type for all operands and results",
                    ));
                }
            }
            TraitSpec::Elementwise => elementwise(ctx, ir, op)?,
            TraitSpec::BranchOpInterface(successor_groups) => {
                branch_operands(spec, ctx, ir, op, groups, successor_groups)?
            }
            TraitSpec::InferTypeOpInterface => {
                let Some(inferred) = inferred_result_types(values) else {
                    continue;
                };
                if !inferred
                    .iter()
                    .copied()
                    .eq(ir.results(op).map(|v| ir.value_type(v)))
                {
                    let actual = result_types(ir, op);
                    return Err(OpError::error_at(
                        ir.op_loc(op),
                        format!(
                            "'{}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                            spec.name,
                            quoted_types(ctx, &inferred),
                            quoted_types(ctx, &actual)
                        ),
                    ));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// `BranchOpInterface` (MLIR's `verifyBranchSuccessorOperands`): each
/// successor gets as many values as its block has arguments, of their
/// types.
fn branch_operands(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    values: &ValueGroups,
    successor_groups: &[usize],
) -> SpecResult {
    let ranges = segments::successor_operand_ranges_in(
        spec,
        ctx,
        ir,
        op,
        &values.operands,
        successor_groups,
    );
    for (index, (block, operands)) in ir.successors(op).zip(ranges).enumerate() {
        let forwarded: TypeList = operands.map(|i| ir.value_type(ir.operand(op, i))).collect();
        let arguments = ir.block_arguments(block);
        if forwarded.len() != arguments.len() {
            return Err(OpError::error(format!(
                "branch has {} operands for successor #{index}, but target block has {}",
                forwarded.len(),
                arguments.len()
            )));
        }
        for (i, (&ty, &arg)) in forwarded.iter().zip(arguments).enumerate() {
            if ty != ir.value_type(arg) {
                return Err(OpError::error(format!(
                    "type mismatch for bb argument #{i} of successor #{index}"
                )));
            }
        }
    }
    Ok(())
}

/// Phases 2–4 (see the module docs) after the structural `OpTraits`:
/// `HasParent` and segment sizes, the generated invariants (attributes,
/// operand and result groups, regions, op predicates), then the other
/// traits in declaration order.
pub fn verify_traits_and_invariants(
    spec: &'static OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> SpecResult {
    verify_structural_relations(spec, ctx, ir, op)?;
    verify_attributes(spec, ctx, ir, op)?;
    let groups = ValueGroups::of(spec, ctx, ir, op);
    let values = &OpValues {
        spec,
        ctx,
        ir,
        op,
        groups: &groups,
    };
    verify_values(values, Side::Operands)?;
    verify_values(values, Side::Results)?;
    verify_regions(spec, ir, op)?;
    verify_op_predicates(values)?;
    verify_native_relations(values)
}

/// The region traits, checked once the ops nested in `op` are verified:
/// `SingleBlockImplicitTerminator` (each non-empty region's first block
/// ends with the terminator).
pub fn verify_region_traits(spec: &OpSpec, ctx: &Context, ir: &Ir, op: OpId) -> SpecResult {
    for rel in spec.relations {
        let TraitSpec::SingleBlockImplicitTerminator(term) = *rel else {
            continue;
        };
        for &r in ir.regions(op) {
            let Some(last) = ir.entry_block(r).and_then(|b| ir.last_op(b)) else {
                continue;
            };
            let found = ctx.ident_str(ir.op_name(last));
            if found != term {
                return Err(OpError::op_error(format!(
                    "expects regions to end with '{term}', found '{found}'"
                ))
                .note(format!(
                    "in custom textual format, the absence of terminator implies '{term}'"
                )));
            }
        }
    }
    Ok(())
}

/// Whether the spec has region traits (so the structural verifier must
/// come back to the op after its regions).
pub fn has_region_traits(spec: &OpSpec) -> bool {
    spec.relations
        .iter()
        .any(|r| matches!(r, TraitSpec::SingleBlockImplicitTerminator(_)))
}
