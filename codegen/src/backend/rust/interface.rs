//! Interfaces as Rust traits: per interface the main `.td` file defines, a
//! `pub trait` with one method per `InterfaceMethod`, and per op of the file
//! that declares it, the `impl`.
//!
//! Methods take `&self` and the `ctx: &Context, ir: &Ir` the op accessors
//! take, then the `(ins "Type":$name, ...)` arguments. A body
//! (`defaultBody`, or `methodBody`) is, as in MLIR, a template over the
//! concrete op: `$_op`/`$_self` (and `self`) are the op. A body that does
//! not mention the op is the trait's default implementation; one that does
//! is instantiated in each generated `impl`. An op gets a generated `impl`
//! when every method has a body; when some lack one (the methods
//! `DeclareOpInterfaceMethods` lists, implemented by hand), the dialect's
//! hand-written Rust provides the `impl`. A method whose signature names a
//! `dialectic::` type the runtime does not have is not generated (the
//! trait's docs list it).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{InterfaceDef, InterfaceKind, InterfaceMethod, Model, OpDef, Trait};

use super::docs;
use super::names::ident;

/// The types of the runtime crate an interface method signature may name
/// as `dialectic::<Type>`.
const RUNTIME_TYPES: &[&str] = &[
    "AttrKind",
    "Attribute",
    "BlockId",
    "Context",
    "Ident",
    "Ir",
    "OpId",
    "OperationState",
    "RegionId",
    "Type",
    "TypeKind",
    "Value",
];

/// Whether `name` is a Rust identifier (so that making an `Ident` of it
/// cannot panic).
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_"
}

/// The `dialectic::` types `code` names that the runtime does not have.
fn missing_types(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in code.match_indices("dialectic::") {
        let rest = &code[i + "dialectic::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        let is_type = name.chars().next().is_some_and(|c| c.is_ascii_uppercase());
        if is_type && !RUNTIME_TYPES.contains(&name.as_str()) && !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

/// Whether `method` can be generated: the types its signature names exist.
fn generated(method: &InterfaceMethod) -> bool {
    if !is_identifier(&method.name)
        || method
            .arguments
            .iter()
            .any(|(n, _)| !n.is_empty() && (!is_identifier(n) || n == "ctx" || n == "ir"))
    {
        return false;
    }
    let mut signature = method.return_type.clone();
    for (_, ty) in &method.arguments {
        signature.push(' ');
        signature.push_str(ty);
    }
    missing_types(&signature).is_empty()
}

/// The method's body (`methodBody` first, then `defaultBody`), if any.
fn body(method: &InterfaceMethod) -> Option<&str> {
    method.body.as_deref().or(method.default_body.as_deref())
}

/// Whether a body uses the op (then it is instantiated per op).
fn uses_op(code: &str) -> bool {
    if code.contains("$_op") || code.contains("$_self") {
        return true;
    }
    let bytes = code.as_bytes();
    code.match_indices("self").any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + 4).copied();
        let word = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
        !word(before) && !word(after)
    })
}

/// A body as tokens: `$_op`/`$_self` are `self`.
fn body_tokens(code: &str) -> TokenStream {
    let replaced = code.replace("$_op", "self").replace("$_self", "self");
    replaced.parse().unwrap_or_else(|_| {
        quote!(::core::compile_error!(
            "an interface method body is not valid Rust"
        ))
    })
}

/// A type string as tokens (the model checked it tokenizes).
fn type_tokens(ty: &str) -> TokenStream {
    ty.parse().unwrap_or_else(|_| {
        quote!(::core::compile_error!(
            "an interface method type is not valid Rust"
        ))
    })
}

/// `fn name(&self, ctx, ir, args...) -> ret`.
fn signature(method: &InterfaceMethod) -> TokenStream {
    let name = ident(&method.name);
    let ret = match method.return_type.trim() {
        "" | "()" => TokenStream::new(),
        ty => {
            let ty = type_tokens(ty);
            quote!(-> #ty)
        }
    };
    let args = method.arguments.iter().enumerate().map(|(i, (n, ty))| {
        let n = if n.is_empty() {
            format_ident!("arg{}", i)
        } else {
            ident(n)
        };
        let ty = type_tokens(ty);
        quote!(#n: #ty)
    });
    quote! {
        fn #name(&self, ctx: &__ods::Context, ir: &__ods::Ir #(, #args)*) #ret
    }
}

/// The trait of one interface.
fn trait_items(interface: &InterfaceDef) -> TokenStream {
    if !is_identifier(&interface.name) {
        return TokenStream::new();
    }
    let name = format_ident!("{}", interface.name);
    let kind = match interface.kind {
        InterfaceKind::Op => "An op interface",
        InterfaceKind::Type => "A type interface",
        InterfaceKind::Attr => "An attribute interface",
    };
    let mut text = docs::markdown(&interface.description);
    if !text.trim().is_empty() {
        text.push('\n');
    }
    text.push_str(&format!(
        "{kind}, defined at `{}` (`{}`).",
        interface.place, interface.def_name
    ));
    let skipped: Vec<String> = interface
        .methods
        .iter()
        .filter(|m| !generated(m))
        .map(|m| {
            let mut signature = m.return_type.clone();
            for (_, ty) in &m.arguments {
                signature.push(' ');
                signature.push_str(ty);
            }
            let missing = missing_types(&signature);
            if missing.is_empty() {
                format!(
                    "`{}` (a name is not a Rust identifier, or an argument is `ctx` or `ir`)",
                    m.name
                )
            } else {
                format!(
                    "`{}` (uses `dialectic::{}`, which the runtime does not have)",
                    m.name,
                    missing.join("`, `dialectic::")
                )
            }
        })
        .collect();
    if !skipped.is_empty() {
        text.push_str(&format!("\n\nNot generated: {}.", skipped.join(", ")));
    }
    let doc = docs::lines(&text);
    let methods = interface.methods.iter().filter(|m| generated(m)).map(|m| {
        let mut text = docs::markdown(&m.description);
        if text.trim().is_empty() {
            text = format!("`{}`.\n", m.name);
        }
        let body = body(m);
        match body {
            Some(code) if uses_op(code) => text.push_str(
                "\nThe generated `impl` of each op declaring the interface implements it \
                 (a body over the op).",
            ),
            Some(_) => text.push_str("\nHas a default implementation."),
            None => text.push_str("\nImplemented by hand by each op."),
        }
        let doc = docs::lines(&text);
        let signature = signature(m);
        match body.filter(|b| !uses_op(b)) {
            Some(code) => {
                let code = body_tokens(code);
                quote! {
                    #doc
                    #[allow(unused_variables)]
                    #signature { #code }
                }
            }
            None => quote! {
                #doc
                #signature;
            },
        }
    });
    quote! {
        #doc
        pub trait #name {
            #(#methods)*
        }
    }
}

/// The generated `impl` of `interface` for `op`, when every generated
/// method has a body.
fn impl_items(op: &OpDef, interface: &InterfaceDef) -> TokenStream {
    if !is_identifier(&interface.name) || !is_identifier(&op.rust_name) {
        return TokenStream::new();
    }
    let methods: Vec<&InterfaceMethod> =
        interface.methods.iter().filter(|m| generated(m)).collect();
    if methods.iter().any(|m| body(m).is_none()) {
        return TokenStream::new();
    }
    let name = format_ident!("{}", interface.name);
    let op_name = format_ident!("{}", op.rust_name);
    let bodies = methods.iter().filter_map(|m| {
        let code = body(m).filter(|b| uses_op(b))?;
        let signature = signature(m);
        let code = body_tokens(code);
        Some(quote! {
            #[allow(unused_variables)]
            #signature { #code }
        })
    });
    quote! {
        impl #name for #op_name {
            #(#bodies)*
        }
    }
}

/// The traits of the interfaces the main file defines and their `impl`s
/// for the ops of the file.
pub fn interface_items(model: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for interface in &model.interfaces {
        out.extend(trait_items(interface));
    }
    for op in &model.ops {
        for t in &op.traits {
            let Trait::Interface { def_name, .. } = t else {
                continue;
            };
            let found = model
                .interfaces
                .iter()
                .find(|i| &i.def_name == def_name && i.kind == InterfaceKind::Op);
            if let Some(interface) = found {
                out.extend(impl_items(op, interface));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_runtime_types() {
        assert_eq!(
            missing_types("Option<dialectic::Callee> &[dialectic::Value] dialectic::Callee"),
            vec!["Callee".to_string()]
        );
        assert!(missing_types("Vec<dialectic::Value> dialectic::ods::Thing").is_empty());
    }

    #[test]
    fn bodies_over_the_op() {
        assert!(uses_op("$_op.fastmath(ctx, ir)"));
        assert!(uses_op("self.0"));
        assert!(!uses_op("\"fastmath\""));
        assert!(!uses_op("my_self + itself"));
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
