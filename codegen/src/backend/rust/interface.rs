//! Interfaces as Rust traits: per interface the main `.td` file defines, a
//! `pub trait` with one method per `InterfaceMethod`; per op, type or
//! attribute of the file that implements an interface (its own or one of
//! another file, named by its `rustModule`), the `impl`; and the interface
//! tables the runtime looks interfaces up in (`ctx.op_interface::<dyn
//! CallOpInterface>(ir, op)`).
//!
//! An op interface method takes `&self` (the op struct) and the
//! `ctx: &Context, ir: &Ir` (`&mut Ir` when it changes the IR) the op
//! accessors take, then the `(ins "Type":$name, ...)` arguments; op
//! interfaces have `OpHandle` as supertrait, so a default method reaches
//! the op (`self.op_id()`). A type (attribute) interface method takes
//! `&self`, `ctx: &Context` and `ty: Type` (`attr: Attribute`): the
//! definition's struct holds nothing, the value is the argument.
//!
//! A body (`defaultBody`, or `methodBody`) is, as in MLIR, Rust over the
//! concrete op or definition: one that names it (`$_op`/`$_self` for an op,
//! `Self` for any) is instantiated in each generated `impl`; one that does
//! not is the trait's default implementation. The `impl` is generated when
//! every method has a body (or one the op's traits imply: `Pure`,
//! `MemoryEffects<[...]>`) and none is declared hand-written
//! (`DeclareOpInterfaceMethods<I, ["method"]>`); otherwise the dialect's
//! Rust writes it, and the trait's `on_unimplemented` message says so.
//! Where the implied `impl` is the same for every op (no memory effect,
//! always speculatable), the op implements a marker of the shared module
//! instead (`NoMemoryEffect`, `AlwaysSpeculatable`), whose blanket `impl`
//! is written once.

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{
    AttrOrTypeDef, InterfaceDef, InterfaceKind, InterfaceMethod, Model, OpDef, Trait,
};

use super::docs;
use super::names::{ident, upper_snake};

/// The module of the interfaces Dialectic ships (`defs/interfaces/Common.td`),
/// whose verifiers and hooks the runtime support knows.
pub const SHARED_MODULE: &str = "dialectic::interfaces";

/// Whether a body names the concrete op or definition (then it is
/// instantiated per implementer, not a trait default).
fn instantiated(kind: InterfaceKind, code: &str) -> bool {
    kind.instantiates(code)
}

/// A body as tokens, its placeholders replaced: `$_op`/`$_self` are `self`
/// for ops, `$_type`/`$_attr`/`$_self` the `ty`/`attr` argument otherwise.
fn body_tokens(kind: InterfaceKind, code: &str) -> TokenStream {
    let replaced = match kind {
        InterfaceKind::Op => code.replace("$_op", "self").replace("$_self", "self"),
        InterfaceKind::Dialect => code.to_string(),
        InterfaceKind::Type => code.replace("$_type", "ty").replace("$_self", "ty"),
        InterfaceKind::Attr => code.replace("$_attr", "attr").replace("$_self", "attr"),
    };
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

/// `fn name(&self, ctx, ir | ty | attr, args...) -> ret`.
fn signature(kind: InterfaceKind, method: &InterfaceMethod) -> TokenStream {
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
    let subject = match kind {
        InterfaceKind::Op | InterfaceKind::Dialect if method.mutates_ir => {
            quote!(ir: &mut __ods::Ir)
        }
        InterfaceKind::Op | InterfaceKind::Dialect => quote!(ir: &__ods::Ir),
        InterfaceKind::Type => quote!(ty: __ods::Type),
        InterfaceKind::Attr => quote!(attr: __ods::Attribute),
    };
    quote! {
        fn #name(&self, ctx: &__ods::Context, #subject #(, #args)*) #ret
    }
}

/// What implements an interface: an op or a type or attribute definition.
fn implementer_noun(kind: InterfaceKind) -> &'static str {
    match kind {
        InterfaceKind::Op => "op",
        InterfaceKind::Type => "type",
        InterfaceKind::Attr => "attribute",
        InterfaceKind::Dialect => "dialect",
    }
}

/// The trait of one interface.
fn trait_items(interface: &InterfaceDef) -> TokenStream {
    let name = format_ident!("{}", interface.name);
    let kind = interface.kind;
    let what = match kind {
        InterfaceKind::Op => "An op interface",
        InterfaceKind::Type => "A type interface",
        InterfaceKind::Attr => "An attribute interface",
        InterfaceKind::Dialect => "A dialect interface",
    };
    let mut text = docs::markdown(&interface.description);
    if !text.trim().is_empty() {
        text.push('\n');
    }
    text.push_str(&format!(
        "{what}, defined at `{}` (`{}`).",
        interface.place, interface.def_name
    ));
    let doc = docs::lines(&text);
    let noun = implementer_noun(kind);
    let methods = interface.methods.iter().map(|m| {
        let mut text = docs::markdown(&m.description);
        if text.trim().is_empty() {
            text = format!("`{}`.\n", m.name);
        }
        match m.any_body() {
            Some(code) if instantiated(kind, code) => text.push_str(&format!(
                "\nThe generated `impl` of each {noun} declaring the interface implements it \
                 (a body over the {noun})."
            )),
            Some(_) => text.push_str("\nHas a default implementation."),
            None => text.push_str(&format!("\nImplemented by hand by each {noun}.")),
        }
        let doc = docs::lines(&text);
        let signature = signature(kind, m);
        match m.any_body().filter(|b| !instantiated(kind, b)) {
            Some(code) => {
                let code = body_tokens(kind, code);
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
    let full_name = if interface.rust_module.is_empty() {
        interface.name.clone()
    } else {
        format!("{}::{}", interface.rust_module, interface.name)
    };
    let message = format!(
        "`{{Self}}` declares `{}` with methods written by hand: implement `{full_name}` for it in its dialect module",
        interface.name
    );
    let label = format!("this {noun} implements `{}`", interface.name);
    let supertrait = match kind {
        InterfaceKind::Op => quote!(: __ods::OpHandle),
        InterfaceKind::Type | InterfaceKind::Attr | InterfaceKind::Dialect => TokenStream::new(),
    };
    quote! {
        #doc
        #[diagnostic::on_unimplemented(message = #message, label = #label)]
        pub trait #name #supertrait {
            #(#methods)*
        }
    }
}

/// The path of an interface's trait as tokens.
pub fn trait_path(interface: &InterfaceDef) -> TokenStream {
    interface.rust_path().parse().unwrap_or_else(|_| {
        quote!(::core::compile_error!(
            "an interface's `rustModule` is not a Rust path"
        ))
    })
}

/// Whether an implementer writes the `impl` by hand: it declares a method
/// hand-written, or a method has no body (nor one its traits imply).
fn hand_written(
    interface: &InterfaceDef,
    declared: &[String],
    implied: &BTreeMap<String, TokenStream>,
) -> bool {
    interface.methods.iter().any(|m| {
        declared.contains(&m.name) || (m.any_body().is_none() && !implied.contains_key(&m.name))
    })
}

/// The generated `impl` of `interface` for the Rust type `implementer`,
/// unless it is hand-written.
fn impl_items(
    interface: &InterfaceDef,
    implementer: &str,
    declared: &[String],
    implied: &BTreeMap<String, TokenStream>,
) -> TokenStream {
    if hand_written(interface, declared, implied) {
        return TokenStream::new();
    }
    let kind = interface.kind;
    let path = trait_path(interface);
    let name = format_ident!("{}", implementer);
    let bodies = interface.methods.iter().filter_map(|m| {
        let signature = signature(kind, m);
        let code = match implied.get(&m.name) {
            Some(code) => code.clone(),
            None => body_tokens(kind, m.any_body().filter(|b| instantiated(kind, b))?),
        };
        Some(quote! {
            #[allow(unused_variables)]
            #signature { #code }
        })
    });
    quote! {
        impl #path for #name {
            #(#bodies)*
        }
    }
}

/// The bodies the op's traits give methods of `interface`: the effects of
/// `MemoryEffects<[...]>`/`NoMemoryEffect`/`Pure`, the speculatability of
/// `Pure`.
fn implied_bodies(op: &OpDef, interface: &InterfaceDef) -> BTreeMap<String, TokenStream> {
    let mut out = BTreeMap::new();
    if interface.rust_module != SHARED_MODULE {
        return out;
    }
    let pure = op.has_native_trait("Pure");
    match interface.def_name.as_str() {
        "MemoryEffectsOpInterface" => {
            let mut effects: Vec<&str> = Vec::new();
            let mut listed = pure;
            for t in &op.traits {
                if let Trait::MemoryEffects(list) = t {
                    listed = true;
                    for e in list {
                        if !effects.contains(&e.as_str()) {
                            effects.push(e);
                        }
                    }
                }
            }
            if listed {
                let effects = effects.iter().map(|e| {
                    let e = format_ident!("{}", e);
                    quote!(__ods::MemoryEffectInstance::new(__ods::MemoryEffect::#e))
                });
                out.insert("effects".to_string(), quote!(vec![#(#effects),*]));
            }
        }
        "ConditionallySpeculatable" if pure => {
            out.insert(
                "speculatability".to_string(),
                quote!(__ods::Speculatability::Speculatable),
            );
        }
        _ => {}
    }
    out
}

/// The marker trait whose blanket `impl` gives the `impl` of `interface`
/// that the op's traits imply, when that `impl` is the same for every op
/// declaring them: no memory effect (`Pure`, `NoMemoryEffect`), always
/// speculatable (`Pure`). Implementing the marker is one line per op where
/// the `impl` is ten, and its body is compiled once.
fn implied_marker(
    interface: &InterfaceDef,
    declared: &[String],
    implied: &BTreeMap<String, TokenStream>,
) -> Option<TokenStream> {
    if interface.rust_module != SHARED_MODULE || !declared.is_empty() {
        return None;
    }
    let [method] = interface.methods.as_slice() else {
        return None;
    };
    let body = implied.get(&method.name)?.to_string();
    let marker = match (interface.def_name.as_str(), method.name.as_str()) {
        ("MemoryEffectsOpInterface", "effects") if body == quote!(vec![]).to_string() => {
            "NoMemoryEffect"
        }
        ("ConditionallySpeculatable", "speculatability") => "AlwaysSpeculatable",
        _ => return None,
    };
    let path = if interface.defined_here {
        marker.to_string()
    } else {
        format!("{}::{marker}", interface.rust_module)
    };
    path.parse().ok()
}

/// The interfaces `op` implements: the interface and the methods it
/// writes by hand.
pub fn op_interfaces<'m>(model: &'m Model, op: &'m OpDef) -> Vec<(&'m InterfaceDef, &'m [String])> {
    op.traits
        .iter()
        .filter_map(|t| match t {
            Trait::Interface {
                def_name, methods, ..
            } => model
                .interface(def_name)
                .filter(|i| i.kind == InterfaceKind::Op)
                .map(|i| (i, methods.as_slice())),
            _ => None,
        })
        .collect()
}

/// The interfaces a type or attribute definition implements.
fn def_interfaces<'m>(
    model: &'m Model,
    def: &'m AttrOrTypeDef,
) -> Vec<(&'m InterfaceDef, &'m [String])> {
    def.interfaces
        .iter()
        .filter_map(|d| {
            model
                .interface(&d.def_name)
                .filter(|i| i.kind != InterfaceKind::Op)
                .map(|i| (i, d.methods.as_slice()))
        })
        .collect()
}

/// The interface table of `op`, for its spec: per interface, the function
/// making the trait object.
pub fn op_interface_table(model: &Model, op: &OpDef) -> TokenStream {
    let name = format_ident!("{}", op.rust_name);
    let entries = op_interfaces(model, op).into_iter().map(|(interface, _)| {
        let path = trait_path(interface);
        quote!(&__ods::op_interface::<dyn #path>(|op| Box::new(#name(op))))
    });
    quote!(&[#(#entries),*])
}

/// The name of the static holding a definition's interface table.
pub fn def_table_static(def: &AttrOrTypeDef) -> proc_macro2::Ident {
    format_ident!("__{}_INTERFACES", upper_snake(&def.rust_name))
}

/// The interface table of a type or attribute definition, if it
/// implements any and has a mnemonic (so that its values can be looked up).
fn def_interface_table(model: &Model, def: &AttrOrTypeDef) -> TokenStream {
    let interfaces = def_interfaces(model, def);
    if interfaces.is_empty() || def.mnemonic.is_none() {
        return TokenStream::new();
    }
    let name = format_ident!("{}", def.rust_name);
    let table = def_table_static(def);
    let entries = interfaces.into_iter().map(|(interface, _)| {
        let path = trait_path(interface);
        quote! {
            &((|| -> &'static dyn #path { &#name }) as __ods::SymbolInterfaceFn<dyn #path>)
        }
    });
    let doc = format!(" The interfaces of `{}`.", def.rust_name);
    quote! {
        #[doc = #doc]
        static #table: __ods::InterfaceTable = &[#(#entries),*];
    }
}

/// Whether `def` has an interface table to register.
pub fn has_interface_table(model: &Model, def: &AttrOrTypeDef) -> bool {
    def.mnemonic.is_some() && !def_interfaces(model, def).is_empty()
}

/// The shared interface `def_name` of `dialectic::interfaces` that `op`
/// implements, with the methods it writes by hand.
pub fn shared_interface<'m>(
    model: &'m Model,
    op: &'m OpDef,
    def_name: &str,
) -> Option<(&'m InterfaceDef, &'m [String])> {
    op_interfaces(model, op)
        .into_iter()
        .find(|(i, _)| i.def_name == def_name && i.rust_module == SHARED_MODULE)
}

/// The unit struct of each dialect of the main file that implements
/// dialect interfaces, and its interface table (the `impl`s are written in
/// the dialect module).
pub fn dialect_interface_items(model: &Model) -> TokenStream {
    let mut out = TokenStream::new();
    for dialect in model.dialects.iter().filter(|d| !d.interfaces.is_empty()) {
        let name = format_ident!("{}", dialect.interface_struct());
        let table = dialect_table_static(dialect);
        let entries = dialect.interfaces.iter().map(|def_name| {
            let Some(interface) = model
                .interface(def_name)
                .filter(|i| i.kind == InterfaceKind::Dialect)
            else {
                let message = format!(
                    "`{def_name}` in the interfaces of dialect `{}` is not a `DialectInterface`",
                    dialect.name
                );
                return quote!(::core::compile_error!(#message));
            };
            let path = trait_path(interface);
            quote! {
                &((|| -> &'static dyn #path { &#name }) as __ods::DialectInterfaceFn<dyn #path>)
            }
        });
        let doc = format!(
            " The `{}` dialect, as the value its dialect interfaces are implemented for.",
            dialect.name
        );
        let table_doc = format!(" The dialect interfaces of `{}`.", dialect.name);
        out.extend(quote! {
            #[doc = #doc]
            #[derive(Clone, Copy, Debug, Default)]
            pub struct #name;

            #[doc = #table_doc]
            static #table: __ods::InterfaceTable = &[#(#entries),*];
        });
    }
    out
}

/// The name of the static holding a dialect's interface table.
pub fn dialect_table_static(dialect: &crate::model::Dialect) -> proc_macro2::Ident {
    format_ident!("__{}_INTERFACES", upper_snake(&dialect.interface_struct()))
}

/// The traits of the interfaces the main file defines, the `impl`s for its
/// ops, types and attributes, and the interface tables of its types and
/// attributes.
pub fn interface_items(model: &Model) -> TokenStream {
    let mut out = dialect_interface_items(model);
    for interface in model.defined_interfaces() {
        out.extend(trait_items(interface));
    }
    for op in &model.ops {
        for (interface, declared) in op_interfaces(model, op) {
            let implied = implied_bodies(op, interface);
            if let Some(marker) = implied_marker(interface, declared, &implied) {
                let name = format_ident!("{}", op.rust_name);
                out.extend(quote!(impl #marker for #name {}));
                continue;
            }
            out.extend(impl_items(interface, &op.rust_name, declared, &implied));
        }
    }
    for def in &model.attr_type_defs {
        for (interface, declared) in def_interfaces(model, def) {
            out.extend(impl_items(
                interface,
                &def.rust_name,
                declared,
                &BTreeMap::new(),
            ));
        }
        out.extend(def_interface_table(model, def));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders() {
        assert_eq!(
            body_tokens(InterfaceKind::Type, "Self::width(ctx, $_type)").to_string(),
            quote!(Self::width(ctx, ty)).to_string()
        );
        assert_eq!(
            body_tokens(InterfaceKind::Attr, "f($_self)").to_string(),
            quote!(f(attr)).to_string()
        );
        assert_eq!(
            body_tokens(InterfaceKind::Op, "$_op.0").to_string(),
            quote!(self.0).to_string()
        );
    }
}
