//! Dialect types and attributes with parameters (`TypeDef`, `AttrDef`).

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// What a parameter holds, as the dialect symbol stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// An integer (any Rust integer type).
    Int,
    /// `bool`.
    Bool,
    /// `String`.
    Str,
    /// A type.
    Type,
    /// An attribute.
    Attr,
    /// `Vec` of types.
    Types,
    /// `Vec` of attributes.
    Attrs,
    /// `Vec` of integers.
    Ints,
}

impl ParamKind {
    /// The kind of a parameter of Rust type `rust_type`, if a dialect
    /// symbol can hold it.
    pub fn of(rust_type: &str) -> Option<ParamKind> {
        let t: String = rust_type.chars().filter(|c| !c.is_whitespace()).collect();
        let last = |t: &str| t.rsplit("::").next().unwrap_or("").to_string();
        const INTEGERS: &[&str] = &[
            "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "isize", "usize",
        ];
        if let Some(inner) = t.strip_prefix("Vec<").and_then(|r| r.strip_suffix('>')) {
            return match last(inner).as_str() {
                "Type" => Some(ParamKind::Types),
                "Attribute" => Some(ParamKind::Attrs),
                i if INTEGERS.contains(&i) => Some(ParamKind::Ints),
                _ => None,
            };
        }
        match last(&t).as_str() {
            i if INTEGERS.contains(&i) => Some(ParamKind::Int),
            "bool" => Some(ParamKind::Bool),
            "String" => Some(ParamKind::Str),
            "Type" => Some(ParamKind::Type),
            "Attribute" => Some(ParamKind::Attr),
            _ => None,
        }
    }
}

/// One element of a type or attribute assembly format (the subset the
/// generator supports: literals and parameters, in sequence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefFormatElement {
    /// `` `<` ``.
    Literal(String),
    /// `$name`: parameter `n`.
    Param(usize),
}

/// A parameter of a dialect type or attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// Its `$name`.
    pub name: String,
    /// The Rust type of its value.
    pub rust_type: String,
    /// What the dialect symbol stores it as.
    pub kind: Option<ParamKind>,
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
    /// The assembly format, checked.
    pub format: Option<Vec<DefFormatElement>>,
    /// A hand-written parser and printer.
    pub has_custom_assembly_format: bool,
    /// The interfaces it implements (its `traits`).
    pub interfaces: Vec<super::interface::DeclaredInterface>,
    /// Where it is defined.
    pub place: Place,
}

impl<'r> Reader<'r> {
    /// A type or attribute format made of literals and `$param`s, each
    /// parameter once.
    fn def_format(
        &mut self,
        record: RecordRef<'r>,
        text: &str,
        parameters: &[Parameter],
    ) -> Option<Vec<DefFormatElement>> {
        let mut elements = Vec::new();
        let mut rest = text.trim_start();
        let mut ok = true;
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('`') {
                let Some(end) = after.find('`') else {
                    self.error(record.span(), "unterminated literal in the assembly format");
                    return None;
                };
                let literal = &after[..end];
                if literal.is_empty() || literal.chars().any(char::is_whitespace) {
                    self.error(
                        record.span(),
                        format!("literal `{literal}` of a type or attribute format must be a keyword or punctuation"),
                    );
                    ok = false;
                }
                elements.push(DefFormatElement::Literal(literal.to_string()));
                rest = after[end + 1..].trim_start();
            } else if let Some(after) = rest.strip_prefix('$') {
                let end = after
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .unwrap_or(after.len());
                let name = &after[..end];
                match parameters.iter().position(|p| p.name == name) {
                    Some(i) => {
                        if elements.contains(&DefFormatElement::Param(i)) {
                            self.error(
                                record.span(),
                                format!(
                                    "parameter '{name}' is already bound in the assembly format"
                                ),
                            );
                            ok = false;
                        }
                        if parameters[i].optional {
                            self.error(
                                record.span(),
                                format!("optional parameter '{name}' needs an optional group, which type and attribute formats do not support yet"),
                            );
                            ok = false;
                        }
                        elements.push(DefFormatElement::Param(i));
                    }
                    None => {
                        self.error(
                            record.span(),
                            format!("undefined parameter '{name}' in the assembly format"),
                        );
                        ok = false;
                    }
                }
                rest = after[end..].trim_start();
            } else {
                let word: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
                self.error(
                    record.span(),
                    format!(
                        "`{word}` in the assembly format: type and attribute formats support literals and `$parameters` for now"
                    ),
                );
                return None;
            }
        }
        for (i, p) in parameters.iter().enumerate() {
            if !elements.contains(&DefFormatElement::Param(i)) {
                self.error(
                    record.span(),
                    format!("parameter '{}' not found in the assembly format", p.name),
                );
                ok = false;
            }
        }
        ok.then_some(elements)
    }

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
                let kind = ParamKind::of(&rust_type);
                if kind.is_none() {
                    self.error(
                        record.span(),
                        format!(
                            "parameter `{name}` has Rust type `{rust_type}`, which a dialect type or \
                             attribute cannot hold (an integer, bool, String, Type, Attribute, or a \
                             Vec of integers, types or attributes)"
                        ),
                    );
                }
                parameters.push(Parameter {
                    name,
                    rust_type,
                    kind,
                    summary,
                    optional,
                    default_value,
                });
            }
        }
        let mnemonic = self.optional_string(record, "mnemonic");
        let assembly_format = self.optional_string(record, "assemblyFormat");
        let has_custom_assembly_format = self.bit(record, "hasCustomAssemblyFormat");
        let what = match kind {
            DefKind::Type => "type",
            DefKind::Attr => "attribute",
        };
        if mnemonic.is_some() && assembly_format.is_none() && !has_custom_assembly_format {
            self.error(
                record.span(),
                format!(
                    "{what} `{}` has a mnemonic but neither `assemblyFormat` nor \
                     `hasCustomAssemblyFormat`",
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
            interfaces: self.declared_interfaces(record),
            place: self.place(record),
        }
    }
}
