//! The registration of an op defined in `.td`: its [`OpSpec`] (the static
//! data the ODS engine reads) and its [`OpHooks`] (what generated code binds
//! to the op's Rust traits) become the [`OpDefinition`] a [`Context`]
//! registers. The ODS engine meets the registry here: the spec converts
//! parsed inherent attributes into properties ([`PropertyConversion`]) and
//! the format engine is the op's custom form ([`CustomAssembly`]), so the
//! parser and the printer reach both through the registration, as MLIR's
//! reach an op's generated code through its `RegisteredOperationName`.

use std::sync::{Mutex, OnceLock};

use rustc_hash::FxHashMap;

use super::definitions::{CustomAssembly, OpDefinition, OpHooks, PropertyConversion};
use crate::ods::FormatAssembly;
use crate::ods::segments::Side;
use crate::ods::spec::OpSpec;
use crate::ods::{properties, verify};
use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::context::Context;
use crate::storage::ir::OpId;
use crate::text::parse::{OpParser, ParseError, ParsedOp};
use crate::text::print::OpPrinter;

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

/// The definition of the op `spec` describes, with its hooks and an
/// optional custom assembly form (`None`: the generic form; the declarative
/// format engine is [`FormatAssembly`]). The generated checks run from
/// [`OpDefinition::spec`] before `hooks.verify`, as MLIR runs
/// `verifyInvariants` before `verify()`.
pub fn definition_from_spec(
    spec: &'static OpSpec,
    assembly: Option<&'static dyn CustomAssembly>,
    hooks: OpHooks,
) -> OpDefinition {
    let OpHooks {
        verify,
        verify_regions,
        verify_symbol_uses,
        result_names,
        fold,
        constant_value,
        canonicalization_patterns,
    } = hooks;
    OpDefinition {
        name: spec.name,
        traits: spec.traits,
        inherent_attrs: property_names(spec),
        verify,
        verify_regions,
        verify_symbol_uses,
        assembly,
        result_names,
        spec: Some(spec),
        properties: Some(spec),
        interfaces: spec.interfaces,
        fold,
        constant_value,
        canonicalization_patterns,
    }
}

impl PropertyConversion for OpSpec {
    fn verify_inherent_attrs(
        &'static self,
        ctx: &Context,
        attributes: &[NamedAttribute],
    ) -> Result<(), String> {
        verify::verify_inherent_attrs(self, ctx, attributes)
    }

    fn take_inherent(
        &'static self,
        ctx: &Context,
        attributes: &mut Vec<NamedAttribute>,
        taken: &mut Vec<NamedAttribute>,
    ) {
        properties::take_inherent(self, ctx, attributes, taken);
    }

    fn set_from_attribute(
        &'static self,
        ctx: &Context,
        properties: Attribute,
        entries: &mut Vec<NamedAttribute>,
    ) -> Result<(), String> {
        verify::check_properties(self, ctx, Some(properties))?;
        entries.extend(properties::declared_entries(self, ctx, properties));
        Ok(())
    }

    fn storage(
        &'static self,
        ctx: &Context,
        entries: &mut Vec<NamedAttribute>,
    ) -> Option<Attribute> {
        properties::storage(self, ctx, entries)
    }
}

impl CustomAssembly for FormatAssembly {
    fn print(&self, printer: &mut OpPrinter<'_>, op: OpId) {
        self.print_op(printer, op);
    }

    fn parse(&self, parser: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        self.parse_op(parser, state)
    }
}
