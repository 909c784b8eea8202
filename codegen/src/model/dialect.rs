//! `Dialect` records: the namespace and what the generated code needs to
//! know about the dialect as a whole.

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// Which attribute verification hooks a dialect module writes (MLIR's
/// `hasOperationAttrVerify`, `hasRegionArgAttrVerify`,
/// `hasRegionResultAttrVerify`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AttributeVerifiers {
    /// `verify_operation_attribute`.
    pub operation: bool,
    /// `verify_region_arg_attribute`.
    pub region_arg: bool,
    /// `verify_region_result_attribute`.
    pub region_result: bool,
}

/// A dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dialect {
    /// The record's name (`Arith_Dialect`).
    pub def_name: String,
    /// The namespace (`arith`).
    pub name: String,
    /// One line of docs.
    pub summary: String,
    /// Markdown docs.
    pub description: String,
    /// The Rust module the dialect's code lives in (`arith`).
    pub rust_module: String,
    /// The crate path generated code uses for the runtime (`dialectic`).
    pub runtime_crate: String,
    /// Dialects whose types and attributes this one uses.
    pub dependent_dialects: Vec<String>,
    /// Inherent attributes are stored as properties.
    pub use_properties_for_attributes: bool,
    /// The dialect materializes constants (a Rust hook).
    pub has_constant_materializer: bool,
    /// Types are parsed and printed by the generated dispatch on their
    /// mnemonics; when false, by `parse_type` and `print_type` written in
    /// the dialect module.
    pub use_default_type_printer_parser: bool,
    /// Rust hooks of the dialect module check the attributes named after
    /// the dialect: on any op, on function arguments, on function results.
    pub attribute_verifiers: AttributeVerifiers,
    /// The dialect interfaces it implements (their records' names), by
    /// Rust written in the dialect module for the unit struct named after
    /// the dialect's record (`Func_Dialect`: `FuncDialect`).
    pub interfaces: Vec<String>,
    /// Where it is defined.
    pub place: Place,
}

impl Dialect {
    /// The unit struct the dialect's interfaces are implemented for: the
    /// record's name without `_` (`Func_Dialect`: `FuncDialect`).
    pub fn interface_struct(&self) -> String {
        self.def_name.replace('_', "")
    }
}

impl<'r> Reader<'r> {
    /// A `Dialect` record.
    pub fn dialect(&mut self, record: RecordRef<'r>) -> Dialect {
        let name = self.string(record, "name");
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            self.error(
                record.span(),
                format!(
                    "dialect `{}` needs a `name` made of letters, digits and `_` (got \"{name}\")",
                    record.name()
                ),
            );
        }
        let rust_module = self.string(record, "rustModule");
        let runtime_crate = self.string(record, "runtimeCrate");
        Dialect {
            def_name: record.name().to_string(),
            summary: self.string(record, "summary"),
            description: self.string(record, "description"),
            rust_module: if rust_module.is_empty() {
                name.clone()
            } else {
                rust_module
            },
            runtime_crate: if runtime_crate.is_empty() {
                "dialectic".into()
            } else {
                runtime_crate
            },
            dependent_dialects: self.strings(record, "dependentDialects"),
            use_properties_for_attributes: record.field("usePropertiesForAttributes").is_none()
                || self.bit(record, "usePropertiesForAttributes"),
            has_constant_materializer: self.bit(record, "hasConstantMaterializer"),
            use_default_type_printer_parser: record.field("useDefaultTypePrinterParser").is_none()
                || self.bit(record, "useDefaultTypePrinterParser"),
            attribute_verifiers: AttributeVerifiers {
                operation: self.bit(record, "hasOperationAttrVerify"),
                region_arg: self.bit(record, "hasRegionArgAttrVerify"),
                region_result: self.bit(record, "hasRegionResultAttrVerify"),
            },
            interfaces: if record.field("interfaces").is_some() {
                self.defs(record, "interfaces")
                    .into_iter()
                    .map(|i| i.name().to_string())
                    .collect()
            } else {
                Vec::new()
            },
            place: self.place(record),
            name,
        }
    }
}
