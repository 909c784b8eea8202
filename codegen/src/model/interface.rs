//! Interfaces (`OpInterface`, `TypeInterface`, `AttrInterface`) and their
//! methods.

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
}

/// An interface.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterfaceDef {
    /// Op, type or attribute interface.
    pub kind: InterfaceKind,
    /// The record's name.
    pub def_name: String,
    /// The interface's name (`CallOpInterface`).
    pub name: String,
    /// Docs.
    pub description: String,
    /// The methods.
    pub methods: Vec<InterfaceMethod>,
    /// Where it is defined.
    pub place: Place,
}

impl<'r> Reader<'r> {
    /// An `Interface` record.
    pub fn interface_def(&mut self, record: RecordRef<'r>) -> InterfaceDef {
        let kind = if record.is_subclass_of("TypeInterface") {
            InterfaceKind::Type
        } else if record.is_subclass_of("AttrInterface") {
            InterfaceKind::Attr
        } else {
            InterfaceKind::Op
        };
        let mut methods = Vec::new();
        for method in self.defs(record, "methods") {
            let mut arguments = Vec::new();
            if let Some(dag) = self.ok(method.get_dag("arguments")) {
                for (i, arg) in dag.args().enumerate() {
                    match arg.value.as_str() {
                        Some(ty) => {
                            self.check_rust(method.span(), "an interface method argument type", ty);
                            arguments.push((arg.name.unwrap_or("").to_string(), ty.to_string()));
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
            methods.push(InterfaceMethod {
                name: self.string(method, "name"),
                description: self.string(method, "description"),
                return_type,
                arguments,
                body: Some(body).filter(|b| !b.trim().is_empty()),
                default_body: Some(default_body).filter(|b| !b.trim().is_empty()),
            });
        }
        InterfaceDef {
            kind,
            def_name: record.name().to_string(),
            name: self.string(record, "cppInterfaceName"),
            description: self.string(record, "description"),
            methods,
            place: self.place(record),
        }
    }
}
