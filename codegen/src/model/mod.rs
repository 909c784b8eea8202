//! The typed model between records and the backends: dialects, ops,
//! enums, enum attributes, dialect types and attributes, and interfaces,
//! read from the records of the main `.td` file and sorted, so that the
//! backends are simple and their output deterministic.
//!
//! Reading collects every error (as a [`Diagnostic`] pointing at the `.td`
//! place) instead of stopping at the first.

pub mod attr_type_def;
pub mod constraint;
pub mod conversion;
pub mod dialect;
pub mod enums;
pub mod interface;
pub mod llvm_intrinsic;
pub mod op;
pub mod pass;
pub mod pattern;
pub mod place;
pub mod reader;
pub mod traits;

use std::collections::{BTreeMap, BTreeSet};

use crate::diagnostics::Diagnostic;
use crate::records::Records;

pub use attr_type_def::{AttrOrTypeDef, DefKind, ParamValueKind, Parameter, ValueClass};
pub use constraint::{Constraint, OpPred, Pred, Signedness, TypeTransform, ValueProperty};
pub use conversion::ConversionDef;
pub use dialect::{AttributeVerifiers, Dialect};
pub use enums::{EnumAttrDef, EnumCase, EnumDef};
pub use interface::{DeclaredInterface, InterfaceDef, InterfaceKind, InterfaceMethod};
pub use llvm_intrinsic::LLVMIntrinsicDef;
pub use op::{
    ArgRef, AttrArg, AttrValueKind, BuilderDef, NamedValue, OpDef, Operand, RegionDef,
    ResultTypeSource, SuccessorDef, ValueKind,
};
pub use pass::{
    OptionDefault, OptionType, OptionValue, PassAnchor, PassDef, PassOption, PassStatistic,
};
pub use pattern::PatternDef;
pub use place::{Place, Places};
pub use reader::Reader;
pub use traits::Trait;

/// Everything the main `.td` file defines, typed and sorted.
#[derive(Clone, Debug)]
pub struct Model {
    /// The dialects the main file defines or uses, by namespace.
    pub dialects: Vec<Dialect>,
    /// Enums, by Rust name.
    pub enums: Vec<EnumDef>,
    /// Enum attributes, by dialect and mnemonic.
    pub enum_attrs: Vec<EnumAttrDef>,
    /// Dialect attributes and types, by dialect and Rust name.
    pub attr_type_defs: Vec<AttrOrTypeDef>,
    /// Interfaces, by name.
    pub interfaces: Vec<InterfaceDef>,
    /// Ops, by full name.
    pub ops: Vec<OpDef>,
    /// Passes, by command-line argument.
    pub passes: Vec<PassDef>,
    /// One-to-one conversions, in the order written.
    pub conversions: Vec<ConversionDef>,
    /// Rewrite rules, in the order written.
    pub patterns: Vec<PatternDef>,
}

impl Model {
    /// Reads the model of the items defined in `places`' main file.
    pub fn from_records(records: &Records, places: &Places<'_>) -> Result<Model, Vec<Diagnostic>> {
        let mut reader = Reader::new(records, places);
        let mut dialect_records = BTreeMap::new();

        let mut ops = Vec::new();
        for record in records.defs_of_class("Op") {
            if !reader.in_main_file(record) {
                continue;
            }
            if let Some(d) = record.value("opDialect").and_then(|v| v.as_def()) {
                dialect_records.insert(d.name().to_string(), d);
            }
            if let Some(op) = reader.op_def(record) {
                ops.push(op);
            }
        }
        ops.sort_by(|a, b| a.name.cmp(&b.name));
        for pair in ops.windows(2) {
            if pair[0].name == pair[1].name {
                let message = format!("op `{}` is defined twice", pair[1].name);
                reader.error(pair[1].place.span, message);
            }
        }

        let mut enums = Vec::new();
        for record in records.defs_of_class("EnumAttrInfo") {
            if reader.in_main_file(record) {
                enums.push(reader.enum_def(record));
            }
        }
        enums.sort_by(|a, b| a.class_name.cmp(&b.class_name));
        for pair in enums.windows(2) {
            if pair[0].class_name == pair[1].class_name {
                let message = format!("enum `{}` is defined twice", pair[1].class_name);
                reader.error(pair[1].place.span, message);
            }
        }

        let mut enum_attrs = Vec::new();
        for record in records.defs_of_class("EnumAttr") {
            if !reader.in_main_file(record) {
                continue;
            }
            if let Some(d) = record.value("dialect").and_then(|v| v.as_def()) {
                dialect_records.insert(d.name().to_string(), d);
            }
            enum_attrs.push(reader.enum_attr_def(record));
        }
        enum_attrs.sort_by(|a, b| (&a.dialect, &a.mnemonic).cmp(&(&b.dialect, &b.mnemonic)));

        let mut attr_type_defs = Vec::new();
        for record in records.defs_of_class("AttrOrTypeDef") {
            if !reader.in_main_file(record) {
                continue;
            }
            if let Some(d) = record.value("dialect").and_then(|v| v.as_def()) {
                dialect_records.insert(d.name().to_string(), d);
            }
            attr_type_defs.push(reader.attr_or_type_def(record));
        }
        attr_type_defs.sort_by(|a, b| (&a.dialect, &a.rust_name).cmp(&(&b.dialect, &b.rust_name)));
        let classes = reader.value_classes(records);
        let enum_names: Vec<String> = enums.iter().map(|e| e.class_name.clone()).collect();
        attr_type_def::resolve_parameters(
            &mut attr_type_defs,
            &enum_names,
            &classes,
            &mut reader.errors,
        );

        // Every interface: those of the main file get traits, the others
        // are implemented by its ops, types and attributes.
        let mut interfaces = Vec::new();
        for record in records.defs_of_class("Interface") {
            interfaces.push(reader.interface_def(record));
        }
        interfaces.sort_by(|a, b| (&a.name, &a.def_name).cmp(&(&b.name, &b.def_name)));
        check_implemented_interfaces(&mut reader, &interfaces, &ops, &attr_type_defs);

        for record in records.defs_of_class("Dialect") {
            if reader.in_main_file(record) {
                dialect_records.insert(record.name().to_string(), record);
            }
        }
        let mut dialects: Vec<Dialect> = dialect_records
            .into_values()
            .map(|d| reader.dialect(d))
            .collect();
        dialects.sort_by(|a, b| a.name.cmp(&b.name));
        let mut namespaces = BTreeSet::new();
        for d in &dialects {
            if !namespaces.insert(d.name.clone()) {
                let message = format!("two dialects are named `{}`", d.name);
                reader.error(d.place.span, message);
            }
        }

        let mut passes = Vec::new();
        for record in records.defs_of_class("PassBase") {
            if reader.in_main_file(record) {
                passes.push(reader.pass_def(record));
            }
        }
        passes.sort_by(|a, b| a.argument.cmp(&b.argument));
        check_passes(&mut reader, &passes);

        let mut conversions = Vec::new();
        for record in records.defs_of_class("OneToOneConversion") {
            if reader.in_main_file(record) {
                conversions.push(reader.conversion_def(record));
            }
        }
        conversion::check_conversions(&mut reader, &conversions);

        let mut patterns = Vec::new();
        let mut anonymous = 0;
        for record in records.defs_of_class("Pattern") {
            if reader.in_main_file(record)
                && let Some(p) = reader.pattern_def(record, &mut anonymous)
            {
                patterns.push(p);
            }
        }

        if reader.errors.is_empty() {
            Ok(Model {
                dialects,
                enums,
                enum_attrs,
                attr_type_defs,
                interfaces,
                ops,
                passes,
                conversions,
                patterns,
            })
        } else {
            Err(reader.errors)
        }
    }

    /// The dialect with namespace `name`.
    pub fn dialect(&self, name: &str) -> Option<&Dialect> {
        self.dialects.iter().find(|d| d.name == name)
    }

    /// The enum whose Rust type is `class_name`, if the main file defines it.
    pub fn enum_named(&self, class_name: &str) -> Option<&EnumDef> {
        self.enums.iter().find(|e| e.class_name == class_name)
    }

    /// The interface of record `def_name`.
    pub fn interface(&self, def_name: &str) -> Option<&InterfaceDef> {
        self.interfaces.iter().find(|i| i.def_name == def_name)
    }

    /// The interfaces the main file defines (their traits are generated).
    pub fn defined_interfaces(&self) -> impl Iterator<Item = &InterfaceDef> {
        self.interfaces.iter().filter(|i| i.defined_here)
    }
}

/// Checks that no two passes share an argument and that options naming
/// the same enum give it the same values (the enum is generated once).
fn check_passes(reader: &mut Reader<'_>, passes: &[PassDef]) {
    for pair in passes.windows(2) {
        if pair[0].argument == pair[1].argument {
            let message = format!("pass `{}` is defined twice", pair[1].argument);
            reader.error(pair[1].place.span, message);
        }
    }
    let mut enums: BTreeMap<&str, &[OptionValue]> = BTreeMap::new();
    for pass in passes {
        for option in &pass.options {
            if let OptionType::Enum { rust, values } = &option.ty
                && *enums.entry(rust).or_insert(values) != values.as_slice()
            {
                let message = format!(
                    "enum `{rust}` of option `{}` is declared with other values elsewhere",
                    option.argument
                );
                reader.error(pass.place.span, message);
            }
        }
    }
}

/// Checks that the ops, types and attributes of the main file implement
/// interfaces of their kind whose traits generated code can name.
fn check_implemented_interfaces(
    reader: &mut Reader<'_>,
    interfaces: &[InterfaceDef],
    ops: &[OpDef],
    defs: &[AttrOrTypeDef],
) {
    let mut uses: Vec<(&str, InterfaceKind, &str, &Place)> = Vec::new();
    for op in ops {
        for t in &op.traits {
            if let Trait::Interface { def_name, .. } = t {
                uses.push((def_name, InterfaceKind::Op, &op.name, &op.place));
            }
        }
    }
    for def in defs {
        let kind = match def.kind {
            DefKind::Type => InterfaceKind::Type,
            DefKind::Attr => InterfaceKind::Attr,
        };
        for i in &def.interfaces {
            uses.push((&i.def_name, kind, &def.def_name, &def.place));
        }
    }
    for (def_name, kind, user, place) in uses {
        let Some(interface) = interfaces.iter().find(|i| i.def_name == def_name) else {
            continue;
        };
        if interface.kind != kind {
            let what = |k: InterfaceKind| match k {
                InterfaceKind::Op => "an op",
                InterfaceKind::Type => "a type",
                InterfaceKind::Attr => "an attribute",
                InterfaceKind::Dialect => "a dialect",
            };
            let message = format!(
                "`{user}` is {} but `{}` is {} interface",
                what(kind),
                interface.name,
                what(interface.kind)
            );
            reader.error(place.span, message);
        } else if !interface.defined_here && interface.rust_module.is_empty() {
            let message = format!(
                "`{user}` implements `{}`, defined at `{}` without a `rustModule`: \
                 set it to the Rust module where that file's `dialect!` generates the trait",
                interface.name, interface.place
            );
            reader.error(place.span, message);
        }
    }
}
