//! Turning an [`OpSpec`] into the [`OpDefinition`] a [`crate::Context`]
//! registers: name, traits, inherent attributes (the properties, which the
//! parser moves out of the discardable attributes of the generic form),
//! the op's own verifier and result names, and the spec itself, which the
//! structural verifier consults to run the spec engine
//! ([`super::verify`]) where MLIR runs the generated checks.

use std::sync::{Mutex, OnceLock};

use rustc_hash::FxHashMap;

use crate::registry::{CustomAssembly, OpDefinition};

use super::segments::Side;
use super::spec::OpSpec;

/// The names of the inherent attributes stored as properties: the declared
/// property attributes and the segment sizes of `AttrSized*Segments` ops.
/// Computed once per spec (the list lives as long as the program, like the
/// spec).
pub fn property_names(spec: &'static OpSpec) -> &'static [&'static str] {
    static CACHE: OnceLock<Mutex<FxHashMap<usize, &'static [&'static str]>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = spec as *const OpSpec as usize;
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    map.entry(key).or_insert_with(|| {
        let mut names: Vec<&'static str> = spec
            .attributes
            .iter()
            .filter(|a| a.property)
            .map(|a| a.name)
            .collect();
        for side in [Side::Operands, Side::Results] {
            if side.attr_sized(spec) {
                names.push(side.segment_attr_names().0);
            }
        }
        Box::leak(names.into_boxed_slice())
    })
}

/// The definition of the op `spec` describes, with an optional custom
/// assembly form (`None`: the generic form, or the declarative format the
/// format engine provides). Its `verify` hook is the op's own verifier
/// (`spec.verify`); the generated checks run from [`OpDefinition::spec`]
/// before it, as MLIR runs `verifyInvariants` before `verify()`.
pub fn definition_from_spec(
    spec: &'static OpSpec,
    assembly: Option<&'static dyn CustomAssembly>,
) -> OpDefinition {
    OpDefinition {
        name: spec.name,
        traits: spec.traits,
        inherent_attrs: property_names(spec),
        verify: spec.verify,
        verify_regions: spec.verify_regions,
        verify_symbol_uses: spec.verify_symbol_uses,
        assembly,
        result_names: spec.result_names,
        spec: Some(spec),
        interfaces: spec.interfaces,
        fold: spec.fold,
        constant_value: spec.constant_value,
        canonicalization_patterns: spec.canonicalization_patterns,
    }
}
