//! The properties of a parsed op, as MLIR's property storage holds them:
//! the declared properties only (unknown keys of `<{...}>` are dropped,
//! `operand_segment_sizes` is read as `operandSegmentSizes`), inherent
//! attributes written among the discardable ones moved in when they are of
//! their storage class (dropped otherwise), and defaults for the absent
//! default-valued ones. The checks that fail the parse are
//! [`super::verify::check_properties`] (`<{...}>`) and
//! [`super::verify::verify_inherent_attrs`] (the discardable dictionary).

use smallvec::SmallVec;

use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::context::{Context, Ident};

use super::segments::{Side, dense_i32_values};
use super::spec::{OpSpec, Subject};

/// The names of the inherent attributes of an op of one spec, as
/// identifiers: its attributes' names (in spec order; those that are
/// properties count) and, for each side sized by a segment attribute, that
/// attribute's name and alias.
struct InherentNames {
    spec: &'static OpSpec,
    idents: std::rc::Rc<[Ident]>,
    segments: SmallVec<[(Side, Ident, Ident); 2]>,
}

impl InherentNames {
    fn of(spec: &'static OpSpec, ctx: &Context) -> Self {
        InherentNames {
            spec,
            idents: super::spec_idents::attribute_idents(ctx, spec),
            segments: [Side::Operands, Side::Results]
                .into_iter()
                .filter(|side| side.attr_sized(spec))
                .map(|side| {
                    let (canonical, alias) = side.segment_attr_names();
                    (side, ctx.static_ident(canonical), ctx.static_ident(alias))
                })
                .collect(),
        }
    }

    /// The index in the spec of the property named `name`.
    fn property(&self, name: Ident) -> Option<usize> {
        self.spec
            .attributes
            .iter()
            .zip(self.idents.iter())
            .position(|(a, &n)| a.property && n == name)
    }

    /// Whether `name` is an inherent attribute (a property or a segment
    /// sizes attribute).
    fn contains(&self, name: Ident) -> bool {
        self.property(name).is_some()
            || self
                .segments
                .iter()
                .any(|&(_, canonical, alias)| name == canonical || name == alias)
    }

    /// What `name = value` becomes in the property storage: the
    /// property's name and value when the name is a property's (a segment
    /// sizes alias gives the canonical name) and the value is of its
    /// storage class.
    fn stored(&self, ctx: &Context, name: Ident, value: Attribute) -> Option<Ident> {
        let spec = self.spec;
        if let Some(i) = self.property(name) {
            let fits = spec.attributes[i]
                .storage
                .is_none_or(|s| s.holds(ctx, Subject::Attr(value)));
            return fits.then_some(name);
        }
        let &(side, canonical, _) = self
            .segments
            .iter()
            .find(|&&(_, canonical, alias)| name == canonical || name == alias)?;
        let fits = dense_i32_values(ctx, value)
            .is_some_and(|sizes| sizes.len() == side.groups(spec).len());
        fits.then_some(canonical)
    }
}

/// Takes the inherent attributes out of `attributes` (a parsed op's
/// discardable ones) into `taken`: those of their storage class become
/// properties, the others are dropped, as MLIR's `setInherentAttr` does.
pub fn take_inherent(
    spec: &'static OpSpec,
    ctx: &Context,
    attributes: &mut Vec<NamedAttribute>,
    taken: &mut Vec<NamedAttribute>,
) {
    if attributes.is_empty() {
        return;
    }
    let names = InherentNames::of(spec, ctx);
    attributes.retain(|&(name, value)| {
        if !names.contains(name) {
            return true;
        }
        if let Some(stored) = names.stored(ctx, name, value) {
            taken.push((stored, value));
        }
        false
    });
}

/// The entries of a `<{...}>` dictionary that MLIR's
/// `setPropertiesFromAttribute` keeps (once
/// [`super::verify::check_properties`] accepted it): the declared
/// properties, under their canonical names.
pub fn declared_entries(
    spec: &'static OpSpec,
    ctx: &Context,
    properties: Attribute,
) -> Vec<NamedAttribute> {
    let names = InherentNames::of(spec, ctx);
    ctx.dictionary_entries(properties)
        .iter()
        .filter_map(|&(name, value)| names.stored(ctx, name, value).map(|n| (n, value)))
        .collect()
}

/// The property storage of an op of `spec` holding `entries` (later ones
/// override earlier ones of the same name) and the defaults of the absent
/// default-valued properties; `None` when it holds nothing, as MLIR then
/// prints no `<{...}>`. `entries` may get a vector back to reuse (see
/// [`Context::dictionary_attr_reusing`]).
pub fn storage(
    spec: &'static OpSpec,
    ctx: &Context,
    entries: &mut Vec<NamedAttribute>,
) -> Option<Attribute> {
    // Later entries replace earlier ones of the same name, in place.
    let merged = entries;
    let mut i = 0;
    while i < merged.len() {
        let (name, value) = merged[i];
        match merged[..i].iter().position(|&(n, _)| n == name) {
            Some(first) => {
                merged[first].1 = value;
                merged.remove(i);
            }
            None => i += 1,
        }
    }
    let idents = super::spec_idents::attribute_idents(ctx, spec);
    for (a, &name) in spec.attributes.iter().zip(idents.iter()) {
        if let (true, Some(default)) = (a.property, a.default)
            && !merged.iter().any(|&(n, _)| n == name)
        {
            merged.push((name, ctx.built_attr(default)));
        }
    }
    (!merged.is_empty()).then(|| ctx.dictionary_attr_reusing(merged))
}
