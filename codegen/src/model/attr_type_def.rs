//! Dialect types and attributes with parameters (`TypeDef`, `AttrDef`):
//! their parameters, what each holds (resolved once every definition of
//! the file is known), and their checked declarative format.

use std::collections::BTreeMap;

use crate::asm_format::def_format::{DefItem, DefParam, parse_def_format};
use crate::diagnostics::Diagnostic;
use crate::diagnostics::Span;
use crate::records::RecordRef;

use super::constraint::Pred;
use super::place::Place;
use super::reader::Reader;

/// What one value of a parameter is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamValueKind {
    /// A Rust integer type (`u64`).
    Int {
        /// The Rust type.
        rust: String,
        /// Signed.
        signed: bool,
    },
    /// `bool`.
    Bool,
    /// `String`.
    Str,
    /// An enum of the file (its Rust type).
    Enum(String),
    /// An attribute.
    Attr(ValueClass),
    /// A type.
    Type(ValueClass),
}

/// Which attributes (or types) a parameter holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueClass {
    /// Any (`Attribute`, `Type`).
    Any,
    /// An attribute or type class (`AttrClass<"BoolAttr", ...>`): those its
    /// predicate accepts, printed in full.
    Class(Pred),
    /// A type or attribute this file defines (`LoopAnnotationAttr`):
    /// printed without its prefix unless it has an alias.
    Def {
        /// The definition's record name.
        def_name: String,
        /// Its dialect.
        dialect: String,
        /// Its mnemonic.
        mnemonic: String,
    },
}

/// A parameter of a dialect type or attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// Its `$name`.
    pub name: String,
    /// Its type as written (`u64`, `Vec<DINodeAttr>`, `BoolAttr`).
    pub rust_type: String,
    /// Docs.
    pub summary: String,
    /// May be absent (optional or default-valued).
    pub optional: bool,
    /// The default as Rust, if any.
    pub default_value: Option<String>,
    /// The type as parse errors name it (`which is to be a `BoolAttr``).
    pub type_name: String,
    /// Hand-written syntax of the value (`syntax = "Name"`): the dialect
    /// module implements `ParamValueSyntax` for the marker `NameSyntax`.
    pub syntax: Option<String>,
    /// A list of values (`Vec<...>`).
    pub list: bool,
    /// `Option<...>`: absent is distinct from every value.
    pub wrapped: bool,
    /// The element type as written (without `Vec`/`Option`).
    pub element: String,
    /// What a value is (`None` until resolved, or when it cannot be).
    pub kind: Option<ParamValueKind>,
}

impl Parameter {
    /// Whether the parameter holds an attribute or type that may be absent
    /// (`Option<Attribute>` in Rust).
    pub fn is_nullable(&self) -> bool {
        self.wrapped
            || (self.optional
                && self.default_value.is_none()
                && !self.list
                && matches!(
                    self.kind,
                    Some(ParamValueKind::Attr(_) | ParamValueKind::Type(_))
                ))
    }
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
    /// The Rust type: `cppClassName` with `Type` or `Attr` appended, as
    /// MLIR names the C++ class (`Pair` → `PairType`).
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
    /// The assembly format, checked, with the printer's spacing.
    pub format: Option<Vec<DefItem>>,
    /// A hand-written parser and printer.
    pub has_custom_assembly_format: bool,
    /// A hand-written check of the parameters (`genVerifyDecl`).
    pub gen_verify_decl: bool,
    /// The interfaces it implements (its `traits`).
    pub interfaces: Vec<super::interface::DeclaredInterface>,
    /// The alias it prints with (`tbaa_root` gives `#tbaa_root`,
    /// `#tbaa_root1`, ...).
    pub alias: Option<String>,
    /// Where it is defined.
    pub place: Place,
}

/// A named class of attributes or types a parameter may hold
/// (`AttrClass<"BoolAttr", IsBoolAttr>`).
#[derive(Clone, Debug)]
pub struct ValueClassDef {
    /// Attribute (or type) class.
    pub is_attr: bool,
    /// The predicate.
    pub pred: Pred,
}

const INTEGERS: &[&str] = &[
    "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "isize", "usize",
];

/// `Vec<X>` → (true, X); `Option<X>` → wrapped.
fn split_rust_type(rust_type: &str) -> (bool, bool, String) {
    let t: String = rust_type.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(inner) = t.strip_prefix("Vec<").and_then(|r| r.strip_suffix('>')) {
        return (true, false, inner.to_string());
    }
    if let Some(inner) = t.strip_prefix("Option<").and_then(|r| r.strip_suffix('>')) {
        return (false, true, inner.to_string());
    }
    (false, false, t)
}

fn last_segment(path: &str) -> &str {
    path.rsplit("::").next().unwrap_or("")
}

/// The Rust integer type of a C++ one, so that a parameter copied from an
/// ODS file (`"int64_t"`, `ArrayRefParameter<"unsigned">`) keeps its
/// spelling, which parse errors name as MLIR names it.
fn rust_integer(cpp: &str) -> Option<&'static str> {
    Some(match cpp {
        "int8_t" => "i8",
        "int16_t" => "i16",
        "int32_t" | "int" => "i32",
        "int64_t" => "i64",
        "uint8_t" => "u8",
        "uint16_t" => "u16",
        "uint32_t" | "unsigned" => "u32",
        "uint64_t" => "u64",
        "size_t" => "usize",
        _ => return None,
    })
}

/// Whether `element` is a C++ string type of an ODS file.
fn is_cpp_string(element: &str) -> bool {
    matches!(
        element,
        "::llvm::StringRef" | "llvm::StringRef" | "StringRef" | "std::string" | "::std::string"
    )
}

impl<'r> Reader<'r> {
    /// A `TypeDef` or `AttrDef` record; parameter kinds are resolved later
    /// by [`resolve_parameters`].
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
                let parameter = if let Some(ty) = param.value.as_str() {
                    let (list, wrapped, element) = split_rust_type(ty);
                    Parameter {
                        name,
                        rust_type: ty.to_string(),
                        summary: String::new(),
                        optional: false,
                        default_value: None,
                        type_name: ty.to_string(),
                        syntax: None,
                        list,
                        wrapped,
                        element,
                        kind: None,
                    }
                } else if let Some(def) = param.value.as_def() {
                    let default_value = self
                        .optional_string(def, "defaultValue")
                        .filter(|d| !d.is_empty());
                    if let Some(d) = &default_value {
                        self.check_rust(
                            record.span(),
                            &format!("the default value of parameter `{name}`"),
                            d,
                        );
                    }
                    let rust_type = self.string(def, "cppType");
                    let (list, wrapped, element) = split_rust_type(&rust_type);
                    Parameter {
                        name,
                        type_name: self
                            .optional_string(def, "cppTypeName")
                            .unwrap_or_else(|| rust_type.clone()),
                        summary: self.string(def, "summary"),
                        optional: self.bit(def, "isOptional") || default_value.is_some(),
                        default_value,
                        syntax: self.optional_string(def, "syntax"),
                        rust_type,
                        list,
                        wrapped,
                        element,
                        kind: None,
                    }
                } else {
                    self.error(
                        record.span(),
                        format!("parameter `{name}` needs a Rust type or a parameter record"),
                    );
                    continue;
                };
                self.check_rust(record.span(), "a parameter type", &parameter.rust_type);
                parameters.push(parameter);
            }
        }
        let mnemonic = self.optional_string(record, "mnemonic");
        let assembly_format = self.optional_string(record, "assemblyFormat");
        let has_custom_assembly_format = self.bit(record, "hasCustomAssemblyFormat");
        let what = match kind {
            DefKind::Type => "type",
            DefKind::Attr => "attribute",
        };
        if mnemonic.is_some()
            && assembly_format.is_none()
            && !has_custom_assembly_format
            && !parameters.is_empty()
        {
            self.error(
                record.span(),
                format!(
                    "{what} `{}` has a mnemonic and parameters but neither `assemblyFormat` \
                     nor `hasCustomAssemblyFormat`",
                    record.name()
                ),
            );
        }
        if assembly_format.is_some() && has_custom_assembly_format {
            self.error(
                record.span(),
                format!(
                    "{what} `{}` has both `assemblyFormat` and `hasCustomAssemblyFormat`; keep one",
                    record.name()
                ),
            );
        }
        let format = assembly_format
            .as_deref()
            .and_then(|f| self.def_format(record, f, &parameters));
        let alias = self.optional_string(record, "alias");
        if alias.is_some() && (kind == DefKind::Type || mnemonic.is_none()) {
            self.error(
                record.span(),
                "only attributes with a mnemonic can have an alias".to_string(),
            );
        }
        AttrOrTypeDef {
            kind,
            def_name: record.name().to_string(),
            rust_name: {
                let name = self.string(record, "cppClassName");
                let suffix = match kind {
                    DefKind::Type => "Type",
                    DefKind::Attr => "Attr",
                };
                if name.ends_with(suffix) {
                    name
                } else {
                    format!("{name}{suffix}")
                }
            },
            dialect,
            mnemonic,
            summary: self.string(record, "summary"),
            description: self.string(record, "description"),
            parameters,
            assembly_format,
            format,
            has_custom_assembly_format,
            gen_verify_decl: self.bit(record, "genVerifyDecl"),
            interfaces: self.declared_interfaces(record),
            alias,
            place: self.place(record),
        }
    }

    /// The format checked as mlir-tblgen checks it; errors point into the
    /// format text in the `.td` file.
    fn def_format(
        &mut self,
        record: RecordRef<'r>,
        text: &str,
        parameters: &[Parameter],
    ) -> Option<Vec<DefItem>> {
        let params: Vec<DefParam> = parameters
            .iter()
            .map(|p| DefParam {
                name: p.name.clone(),
                optional: p.optional,
            })
            .collect();
        match parse_def_format(text, record.name(), &params) {
            Ok(items) => Some(items),
            Err(errors) => {
                let field_span = record
                    .field("assemblyFormat")
                    .map_or(record.span(), |f| f.span());
                let source = &self.places.sources().file(field_span.file).text;
                let from = (field_span.start as usize).min(source.len());
                let text_start = source
                    .get(from..)
                    .and_then(|rest| rest.find(text))
                    .map(|i| (from + i) as u32);
                for e in errors {
                    let span = match text_start {
                        Some(start) => Span {
                            file: field_span.file,
                            start: start + e.offset as u32,
                            end: start + e.offset as u32,
                        },
                        None => field_span,
                    };
                    let d = Diagnostic::error(span, e.message.clone()).with_note(
                        Some(record.span()),
                        "in custom assembly format for this operation",
                    );
                    self.errors.push(d);
                }
                self.error(record.span(), "failed to parse assembly format");
                None
            }
        }
    }

    /// The `AttrClass` and `TypeClass` records, by class name.
    pub fn value_classes(
        &mut self,
        records: &'r crate::records::Records,
    ) -> BTreeMap<String, ValueClassDef> {
        let mut classes = BTreeMap::new();
        for (class, is_attr) in [("AttrClass", true), ("TypeClass", false)] {
            for record in records.defs_of_class(class) {
                let name = self.string(record, "className");
                let pred = match self.def(record, "predicate") {
                    Some(p) => self.pred(p),
                    None => continue,
                };
                classes.insert(name, ValueClassDef { is_attr, pred });
            }
        }
        classes
    }
}

/// Resolves what each parameter of `defs` holds, from the file's
/// definitions, enums and the value classes; unknown types are errors.
pub fn resolve_parameters(
    defs: &mut [AttrOrTypeDef],
    enums: &[String],
    classes: &BTreeMap<String, ValueClassDef>,
    errors: &mut Vec<Diagnostic>,
) {
    let targets: BTreeMap<String, (DefKind, String, String, Option<String>)> = defs
        .iter()
        .map(|d| {
            (
                d.rust_name.clone(),
                (
                    d.kind,
                    d.def_name.clone(),
                    d.dialect.clone(),
                    d.mnemonic.clone(),
                ),
            )
        })
        .collect();
    for def in defs.iter_mut() {
        for p in &mut def.parameters {
            let element = p.element.as_str();
            let last = last_segment(element);
            let integer = INTEGERS
                .iter()
                .find(|&&i| i == element)
                .copied()
                .or_else(|| rust_integer(element));
            let kind = if let Some(rust) = integer {
                Some(ParamValueKind::Int {
                    rust: rust.to_string(),
                    signed: rust.starts_with('i'),
                })
            } else if element == "bool" {
                Some(ParamValueKind::Bool)
            } else if element == "String" || is_cpp_string(element) {
                Some(ParamValueKind::Str)
            } else if last == "Attribute" {
                Some(ParamValueKind::Attr(ValueClass::Any))
            } else if last == "Type" {
                Some(ParamValueKind::Type(ValueClass::Any))
            } else if let Some(class) = classes.get(element).or_else(|| classes.get(last)) {
                let c = ValueClass::Class(class.pred.clone());
                Some(if class.is_attr {
                    ParamValueKind::Attr(c)
                } else {
                    ParamValueKind::Type(c)
                })
            } else if let Some((kind, def_name, dialect, mnemonic)) =
                targets.get(element).or_else(|| targets.get(last))
            {
                mnemonic.as_ref().map(|mnemonic| {
                    let c = ValueClass::Def {
                        def_name: def_name.clone(),
                        dialect: dialect.clone(),
                        mnemonic: mnemonic.clone(),
                    };
                    match kind {
                        DefKind::Attr => ParamValueKind::Attr(c),
                        DefKind::Type => ParamValueKind::Type(c),
                    }
                })
            } else {
                enums
                    .iter()
                    .find(|e| *e == element || *e == last)
                    .map(|e| ParamValueKind::Enum(e.clone()))
            };
            let unsupported_list = p.list
                && p.syntax.is_none()
                && matches!(
                    kind,
                    Some(ParamValueKind::Bool | ParamValueKind::Str | ParamValueKind::Enum(_))
                );
            if kind.is_none() || unsupported_list || (p.list && p.wrapped) {
                errors.push(Diagnostic::error(
                    def.place.span,
                    format!(
                        "parameter `{}` has type `{}`, which a dialect type or attribute cannot \
                         hold (an integer, bool, String, Type, Attribute, an attribute or type \
                         class, a type or attribute of this file, an enum of this file, a Vec of \
                         integers, attributes or types, or an Option of one of these)",
                        p.name, p.rust_type
                    ),
                ));
            }
            p.kind = kind;
        }
    }
}
