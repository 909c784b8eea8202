//! Interfaces (`OpInterface`, `TypeInterface`, `AttrInterface`,
//! `DialectInterface`) and their methods, and the interfaces a type or
//! attribute definition declares.

use crate::records::RecordRef;

use super::place::Place;
use super::reader::Reader;

/// What an interface applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InterfaceKind {
    /// Ops.
    Op,
    /// Types.
    Type,
    /// Attributes.
    Attr,
    /// Dialects (MLIR's `DialectInterface`): a dialect lists them in its
    /// `interfaces`, and the questions they answer are asked about the ops
    /// of the dialect.
    Dialect,
}

impl InterfaceKind {
    /// The arguments every method takes after `&self` and `ctx`: `ir` for
    /// ops, the type (`ty`) or attribute (`attr`) otherwise.
    pub fn subject(self) -> &'static str {
        match self {
            InterfaceKind::Op | InterfaceKind::Dialect => "ir",
            InterfaceKind::Type => "ty",
            InterfaceKind::Attr => "attr",
        }
    }
}

/// Whether `word` occurs in `code` as a whole word.
fn has_word(code: &str, word: &str) -> bool {
    let bytes = code.as_bytes();
    let is_word = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
    code.match_indices(word).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + word.len()).copied();
        !is_word(before) && !is_word(after)
    })
}

impl InterfaceKind {
    /// Whether a method body names the concrete op or definition (`$_op`
    /// or `$_self` for an op, `Self` for any): then each implementer's
    /// `impl` holds it; otherwise it is the trait's default.
    pub fn instantiates(self, code: &str) -> bool {
        has_word(code, "Self")
            || (self == InterfaceKind::Op && (code.contains("$_op") || code.contains("$_self")))
    }
}

/// A method of an interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceMethod {
    /// Its name (Rust's snake_case).
    pub name: String,
    /// Docs.
    pub description: String,
    /// The Rust return type.
    pub return_type: String,
    /// `(name, Rust type)` of each argument.
    pub arguments: Vec<(String, String)>,
    /// A body every implementation shares.
    pub body: Option<String>,
    /// A default implementation.
    pub default_body: Option<String>,
    /// The method changes the IR (`ir: &mut Ir`).
    pub mutates_ir: bool,
}

impl InterfaceMethod {
    /// The method's body (`methodBody` first, then `defaultBody`), if any.
    pub fn any_body(&self) -> Option<&str> {
        self.body.as_deref().or(self.default_body.as_deref())
    }
}

/// An interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceDef {
    /// Op, type or attribute interface.
    pub kind: InterfaceKind,
    /// The record's name.
    pub def_name: String,
    /// The interface's name (`CallOpInterface`), the Rust trait's.
    pub name: String,
    /// Docs.
    pub description: String,
    /// The methods.
    pub methods: Vec<InterfaceMethod>,
    /// The Rust module of the trait, as code elsewhere names it (empty:
    /// generated with the file defining it).
    pub rust_module: String,
    /// Defined in the main file: the expansion generates its trait.
    pub defined_here: bool,
    /// Where it is defined.
    pub place: Place,
}

impl InterfaceDef {
    /// The path generated code names the trait by.
    pub fn rust_path(&self) -> String {
        if self.defined_here || self.rust_module.is_empty() {
            self.name.clone()
        } else {
            format!("{}::{}", self.rust_module, self.name)
        }
    }
}

/// An interface a type or attribute definition declares in its `traits`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclaredInterface {
    /// The interface record.
    pub def_name: String,
    /// The methods the definition implements by hand
    /// (`DeclareTypeInterfaceMethods`).
    pub methods: Vec<String>,
}

/// Whether `name` is a Rust identifier.
pub fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_"
}

impl<'r> Reader<'r> {
    /// An `Interface` record.
    pub fn interface_def(&mut self, record: RecordRef<'r>) -> InterfaceDef {
        let kind = if record.is_subclass_of("TypeInterface") {
            InterfaceKind::Type
        } else if record.is_subclass_of("AttrInterface") {
            InterfaceKind::Attr
        } else if record.is_subclass_of("DialectInterface") {
            InterfaceKind::Dialect
        } else {
            InterfaceKind::Op
        };
        let name = self.string(record, "cppInterfaceName");
        if !is_identifier(&name) {
            self.error(
                record.span(),
                format!("interface name `{name}` is not a Rust identifier"),
            );
        }
        let mut methods = Vec::new();
        for method in self.defs(record, "methods") {
            let method_name = self.string(method, "name");
            if !is_identifier(&method_name) {
                self.error(
                    method.span(),
                    format!("interface method name `{method_name}` is not a Rust identifier"),
                );
            }
            let mut arguments = Vec::new();
            if let Some(dag) = self.ok(method.get_dag("arguments")) {
                for (i, arg) in dag.args().enumerate() {
                    let arg_name = arg.name.unwrap_or("").to_string();
                    let reserved = ["ctx", kind.subject()];
                    if !arg_name.is_empty()
                        && (!is_identifier(&arg_name) || reserved.contains(&arg_name.as_str()))
                    {
                        self.error(
                            method.span(),
                            format!(
                                "argument `{arg_name}` of interface method `{method_name}` is not a Rust identifier other than `{}` and `{}`",
                                reserved[0], reserved[1]
                            ),
                        );
                    }
                    match arg.value.as_str() {
                        Some(ty) => {
                            self.check_rust(method.span(), "an interface method argument type", ty);
                            arguments.push((arg_name, ty.to_string()));
                        }
                        None => self.error(
                            method.span(),
                            format!("argument #{i} of an interface method needs a Rust type"),
                        ),
                    }
                }
            }
            let return_type = self.string(method, "returnType");
            self.check_rust(
                method.span(),
                "an interface method return type",
                &return_type,
            );
            let body = self.string(method, "methodBody");
            let default_body = self.string(method, "defaultBody");
            for (what, code) in [
                ("a method body", &body),
                ("a default method body", &default_body),
            ] {
                self.check_rust(method.span(), what, code);
            }
            let mutates_ir = method.field("mutatesIr").is_some() && self.bit(method, "mutatesIr");
            if mutates_ir && !matches!(kind, InterfaceKind::Op | InterfaceKind::Dialect) {
                self.error(
                    method.span(),
                    format!(
                        "`{method_name}` changes the IR, which only op and dialect interface methods can"
                    ),
                );
            }
            methods.push(InterfaceMethod {
                name: method_name,
                description: self.string(method, "description"),
                return_type,
                arguments,
                // As in ODS, an empty body is none (a body that does
                // nothing is `return;`).
                body: Some(body).filter(|b| !b.trim().is_empty()),
                default_body: Some(default_body).filter(|b| !b.trim().is_empty()),
                mutates_ir,
            });
        }
        let rust_module = if record.field("rustModule").is_some() {
            self.string(record, "rustModule")
        } else {
            String::new()
        };
        InterfaceDef {
            kind,
            def_name: record.name().to_string(),
            name,
            description: self.string(record, "description"),
            methods,
            rust_module,
            defined_here: self.in_main_file(record),
            place: self.place(record),
        }
    }

    /// The interfaces a type or attribute definition lists in its `traits`.
    pub fn declared_interfaces(&mut self, record: RecordRef<'r>) -> Vec<DeclaredInterface> {
        let mut out = Vec::new();
        for t in self.defs(record, "traits") {
            if t.is_subclass_of("DeclareInterfaceMethods") {
                if let Some(base) = self.def(t, "baseInterface") {
                    out.push(DeclaredInterface {
                        def_name: base.name().to_string(),
                        methods: self.strings(t, "overriddenMethods"),
                    });
                }
            } else if t.is_subclass_of("Interface") {
                out.push(DeclaredInterface {
                    def_name: t.name().to_string(),
                    methods: Vec::new(),
                });
            } else {
                self.error(
                    record.span(),
                    format!(
                        "`{}` in the traits of `{}` is not a type or attribute interface",
                        t.name(),
                        record.name()
                    ),
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_over_the_op_or_definition() {
        assert!(InterfaceKind::Op.instantiates("$_op.fastmath(ctx, ir)"));
        assert!(InterfaceKind::Op.instantiates("Self::NAME"));
        assert!(!InterfaceKind::Op.instantiates("self.op_id()"));
        assert!(!InterfaceKind::Op.instantiates("\"fastmath\""));
        assert!(InterfaceKind::Type.instantiates("Self::width(ctx, $_type)"));
        assert!(!InterfaceKind::Type.instantiates("ctx.int_or_float_width($_self)"));
        assert!(!InterfaceKind::Type.instantiates("SelfDescribing"));
    }

    #[test]
    fn identifiers() {
        assert!(is_identifier("operand_count"));
        assert!(!is_identifier("9lives"));
        assert!(!is_identifier("a-b"));
        assert!(!is_identifier(""));
        assert!(!is_identifier("_"));
    }
}
