//! The properties of a parsed op, as MLIR's property storage holds them:
//! the declared properties only (unknown keys of `<{...}>` are dropped,
//! `operand_segment_sizes` is read as `operandSegmentSizes`), inherent
//! attributes written among the discardable ones moved in when they are of
//! their storage class (dropped otherwise), and defaults for the absent
//! default-valued ones. The checks that fail the parse are
//! [`super::verify::check_properties`] (`<{...}>`) and
//! [`super::verify::verify_inherent_attrs`] (the discardable dictionary).

use crate::attributes::{Attribute, NamedAttribute};
use crate::context::{Context, Ident};

use super::segments::{Side, dense_i32_values};
use super::spec::{OpSpec, Subject};

/// What `name = value` becomes in the property storage of an op of
/// `spec`: the property's name and value when the name is a property's
/// (a segment sizes alias gives the canonical name) and the value is of
/// its storage class.
fn stored(spec: &OpSpec, ctx: &Context, name: Ident, value: Attribute) -> Option<&'static str> {
    if let Some(a) = spec
        .attributes
        .iter()
        .find(|a| a.property && ctx.static_ident(a.name) == name)
    {
        let fits = a.storage.is_none_or(|s| s.holds(ctx, Subject::Attr(value)));
        return fits.then_some(a.name);
    }
    for side in [Side::Operands, Side::Results] {
        let (canonical, alias) = side.segment_attr_names();
        if side.attr_sized(spec)
            && (name == ctx.static_ident(canonical) || name == ctx.static_ident(alias))
        {
            let fits = dense_i32_values(ctx, value)
                .is_some_and(|sizes| sizes.len() == side.groups(spec).len());
            return fits.then_some(canonical);
        }
    }
    None
}

/// Whether `name` is an inherent attribute of an op of `spec` (a property
/// or a segment sizes attribute).
fn is_inherent(spec: &OpSpec, ctx: &Context, name: Ident) -> bool {
    spec.attributes
        .iter()
        .any(|a| a.property && ctx.static_ident(a.name) == name)
        || [Side::Operands, Side::Results].into_iter().any(|side| {
            let (canonical, alias) = side.segment_attr_names();
            side.attr_sized(spec)
                && (name == ctx.static_ident(canonical) || name == ctx.static_ident(alias))
        })
}

/// Takes the inherent attributes out of `attributes` (a parsed op's
/// discardable ones): those of their storage class become properties, the
/// others are dropped, as MLIR's `setInherentAttr` does.
pub fn take_inherent(
    spec: &OpSpec,
    ctx: &Context,
    attributes: &mut Vec<NamedAttribute>,
) -> Vec<NamedAttribute> {
    let mut taken = Vec::new();
    attributes.retain(|&(name, value)| {
        if !is_inherent(spec, ctx, name) {
            return true;
        }
        if let Some(stored) = stored(spec, ctx, name, value) {
            taken.push((ctx.static_ident(stored), value));
        }
        false
    });
    taken
}

/// The entries of a `<{...}>` dictionary that MLIR's
/// `setPropertiesFromAttribute` keeps (once
/// [`super::verify::check_properties`] accepted it): the declared
/// properties, under their canonical names.
pub fn declared_entries(
    spec: &OpSpec,
    ctx: &Context,
    properties: Attribute,
) -> Vec<NamedAttribute> {
    ctx.dictionary_entries(properties)
        .iter()
        .filter_map(|&(name, value)| {
            stored(spec, ctx, name, value).map(|n| (ctx.static_ident(n), value))
        })
        .collect()
}

/// The property storage of an op of `spec` holding `entries` (later ones
/// override earlier ones of the same name) and the defaults of the absent
/// default-valued properties; `None` when it holds nothing, as MLIR then
/// prints no `<{...}>`.
pub fn storage(spec: &OpSpec, ctx: &Context, entries: Vec<NamedAttribute>) -> Option<Attribute> {
    let mut merged: Vec<NamedAttribute> = Vec::with_capacity(entries.len());
    for (name, value) in entries {
        match merged.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => merged.push((name, value)),
        }
    }
    for a in spec.attributes.iter().filter(|a| a.property) {
        if let Some(default) = a.default {
            let name = ctx.static_ident(a.name);
            if !merged.iter().any(|&(n, _)| n == name) {
                merged.push((name, default(ctx)));
            }
        }
    }
    (!merged.is_empty()).then(|| ctx.dictionary_attr(merged))
}
