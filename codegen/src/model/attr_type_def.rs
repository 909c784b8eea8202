//! Dialect types and attributes with parameters (`TypeDef`, `AttrDef`).

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// A parameter of a dialect type or attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// Its `$name`.
    pub name: String,
    /// The Rust type of its value.
    pub rust_type: String,
    /// Docs.
    pub summary: String,
    /// May be absent.
    pub optional: bool,
    /// The default as Rust, if any.
    pub default_value: Option<String>,
}

/// Whether a [`AttrOrTypeDef`] is a type or an attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefKind {
    /// `TypeDef`.
    Type,
    /// `AttrDef`.
    Attr,
}

/// A dialect type or attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrOrTypeDef {
    /// Type or attribute.
    pub kind: DefKind,
    /// The record's name.
    pub def_name: String,
    /// The Rust type (`cppClassName`).
    pub rust_name: String,
    /// The namespace of the dialect.
    pub dialect: String,
    /// The mnemonic (`ptr`), if it has a syntax of its own.
    pub mnemonic: Option<String>,
    /// One line of docs.
    pub summary: String,
    /// Markdown docs.
    pub description: String,
    /// The parameters, in order.
    pub parameters: Vec<Parameter>,
    /// The declarative assembly format.
    pub assembly_format: Option<String>,
    /// A hand-written parser and printer.
    pub has_custom_assembly_format: bool,
    /// Where it is defined.
    pub place: Place,
}

impl<'r> Reader<'r> {
    /// A `TypeDef` or `AttrDef` record.
    pub fn attr_or_type_def(&mut self, record: RecordRef<'r>) -> AttrOrTypeDef {
        let kind = if record.is_subclass_of("TypeDef") {
            DefKind::Type
        } else {
            DefKind::Attr
        };
        let dialect = self
            .def(record, "dialect")
            .map(|d| self.string(d, "name"))
            .unwrap_or_default();
        let mut parameters = Vec::new();
        if let Some(dag) = self.ok(record.get_dag("parameters")) {
            for (i, param) in dag.args().enumerate() {
                let name = param.name.unwrap_or("").to_string();
                if name.is_empty() {
                    self.error(record.span(), format!("parameter #{i} needs a name"));
                }
                let (rust_type, summary, optional, default_value) =
                    if let Some(ty) = param.value.as_str() {
                        (ty.to_string(), String::new(), false, None)
                    } else if let Some(def) = param.value.as_def() {
                        let default = self
                            .optional_string(def, "defaultValue")
                            .filter(|d| !d.is_empty());
                        (
                            self.string(def, "cppType"),
                            self.string(def, "summary"),
                            self.bit(def, "isOptional"),
                            default,
                        )
                    } else {
                        self.error(
                            record.span(),
                            format!("parameter `{name}` needs a Rust type or a parameter record"),
                        );
                        continue;
                    };
                self.check_rust(record.span(), "a parameter type", &rust_type);
                parameters.push(Parameter {
                    name,
                    rust_type,
                    summary,
                    optional,
                    default_value,
                });
            }
        }
        AttrOrTypeDef {
            kind,
            def_name: record.name().to_string(),
            rust_name: self.string(record, "cppClassName"),
            dialect,
            mnemonic: self.optional_string(record, "mnemonic"),
            summary: self.string(record, "summary"),
            description: self.string(record, "description"),
            parameters,
            assembly_format: self.optional_string(record, "assemblyFormat"),
            has_custom_assembly_format: self.bit(record, "hasCustomAssemblyFormat"),
            place: self.place(record),
        }
    }
}
