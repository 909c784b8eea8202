//! The dialect's `register` function: every op of the expansion with its
//! custom form (the declarative format engine, a hand-written form, or
//! none) and its hooks, and the attribute hooks of each dialect.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{DefKind, Model};

use super::attr_type_defs;
use super::interface;
use super::op::spec_static;
use super::op_hooks::op_hooks;

/// The op table, the dialect hooks and `register`.
pub fn register_items(model: &Model) -> TokenStream {
    let ops = model.ops.iter().map(|op| {
        let spec = spec_static(op);
        let name = format_ident!("{}", op.rust_name);
        let assembly = if op.has_custom_assembly_format {
            quote!(Some(&__ods::HandWritten::<#name>::NEW))
        } else if op.assembly_format.is_some() {
            quote!(Some(&__ods::FormatAssembly::new(&#spec)))
        } else {
            quote!(None)
        };
        let hooks = op_hooks(model, op);
        quote!((&#spec, #assembly, #hooks))
    });
    let mut hooks = TokenStream::new();
    let mut definitions = Vec::new();
    for d in &model.dialects {
        let (items, definition) = attr_type_defs::dialect_hooks(model, &d.name);
        hooks.extend(items);
        definitions.extend(definition);
    }
    let interfaces = model
        .attr_type_defs
        .iter()
        .filter(|d| interface::has_interface_table(model, d))
        .map(|d| {
            let dialect = &d.dialect;
            let mnemonic = d.mnemonic.as_deref().unwrap_or_default();
            let table = interface::def_table_static(d);
            match d.kind {
                DefKind::Type => {
                    quote!(ctx.register_type_interfaces(#dialect, #mnemonic, #table);)
                }
                DefKind::Attr => {
                    quote!(ctx.register_attr_interfaces(#dialect, #mnemonic, #table);)
                }
            }
        });
    let dialect_interfaces = model
        .dialects
        .iter()
        .filter(|d| !d.interfaces.is_empty())
        .map(|d| {
            let name = &d.name;
            let table = interface::dialect_table_static(d);
            quote!(ctx.register_dialect_interfaces(#name, #table);)
        });
    let default_dialects = model.ops.iter().filter_map(|op| {
        let dialect = op.default_dialect.as_deref()?;
        let name = &op.name;
        Some(quote!(ctx.register_default_dialect(#name, #dialect);))
    });
    let names: Vec<String> = model
        .dialects
        .iter()
        .map(|d| format!("`{}`", d.name))
        .collect();
    let doc = format!(
        " Registers dialect {} in `ctx`: its ops (verifiers, custom forms, interfaces) and its types' and attributes' syntax and interfaces.",
        names.join(", ")
    );
    quote! {
        /// The ops of this expansion with their custom forms and hooks.
        static __OPS: &[(&__ods::OpSpec, Option<&dyn __ods::CustomAssembly>, __ods::OpHooks)] = &[#(#ops),*];

        #hooks

        #[doc = #doc]
        pub fn register(ctx: &__ods::Context) {
            #(ctx.register_dialect(#definitions);)*
            #(#default_dialects)*
            #(#interfaces)*
            #(#dialect_interfaces)*
            for (spec, assembly, hooks) in __OPS {
                ctx.register_op(__ods::definition_from_spec(spec, *assembly, *hooks));
            }
        }
    }
}
