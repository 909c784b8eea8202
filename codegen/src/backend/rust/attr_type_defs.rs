//! Dialect types and attributes with parameters (`TypeDef`, `AttrDef`):
//! per definition a Rust type that makes them (`get`) and reads their
//! parameters; and per dialect the parse and print hooks of its types and
//! attributes (enum attributes included), registered through
//! `DialectDefinition`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{
    AttrOrTypeDef, AttributeVerifiers, DefFormatElement, DefKind, Model, ParamKind,
};

use super::docs;
use super::format::usize_lit;
use super::names::{ident, snake_case};
use super::snippets;

/// The Rust for one type or attribute definition.
pub fn def_items(def: &AttrOrTypeDef) -> TokenStream {
    let name = format_ident!("{}", def.rust_name);
    let doc = docs::doc_attrs(&def.summary, &def.description, &def.place, &def.def_name);
    let dialect = &def.dialect;
    let Some(mnemonic) = &def.mnemonic else {
        // Without a mnemonic the definition has no syntax of its own; it is
        // documented only.
        return quote! {
            #doc
            #[derive(Clone, Copy, Debug)]
            pub struct #name;
        };
    };
    let (value, make, params_of) = match def.kind {
        DefKind::Type => (
            quote!(__ods::Type),
            quote!(__ods::dialect_type),
            quote!(__ods::dialect_type_params),
        ),
        DefKind::Attr => (
            quote!(__ods::Attribute),
            quote!(__ods::dialect_attr),
            quote!(__ods::dialect_attr_params),
        ),
    };
    let args = def.parameters.iter().map(|p| {
        let n = ident(&snake_case(&p.name));
        let t = snippets::tokens(&p.rust_type);
        quote!(#n: #t)
    });
    let params = def.parameters.iter().map(|p| {
        let n = ident(&snake_case(&p.name));
        quote!(__ods::ParamValue::to_param(#n))
    });
    let getters = def.parameters.iter().enumerate().map(|(i, p)| {
        let n = ident(&snake_case(&p.name));
        let t = snippets::tokens(&p.rust_type);
        let i = usize_lit(i);
        let doc = if p.summary.is_empty() {
            format!(
                " Parameter `{}`, if `value` is this kind of symbol.",
                p.name
            )
        } else {
            format!(
                " Parameter `{}` ({}), if `value` is this kind of symbol.",
                p.name, p.summary
            )
        };
        quote! {
            #[doc = #doc]
            pub fn #n(ctx: &__ods::Context, value: #value) -> Option<#t> {
                #params_of(ctx, value, #dialect, #mnemonic)
                    .and_then(|params| <#t as __ods::ParamValue>::from_param(params.get(#i)?))
            }
        }
    });
    let what = match def.kind {
        DefKind::Type => "type",
        DefKind::Attr => "attribute",
    };
    let get_doc = format!(" The {what} with these parameters.");
    let is_doc = format!(" Whether `value` is a `{dialect}.{mnemonic}` {what}.");
    quote! {
        #doc
        #[derive(Clone, Copy, Debug)]
        pub struct #name;

        impl #name {
            /// The mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;

            #[doc = #get_doc]
            pub fn get(ctx: &__ods::Context, #(#args),*) -> #value {
                #make(ctx, #dialect, #mnemonic, vec![#(#params),*])
            }

            #[doc = #is_doc]
            pub fn is(ctx: &__ods::Context, value: #value) -> bool {
                #params_of(ctx, value, #dialect, #mnemonic).is_some()
            }

            #(#getters)*
        }
    }
}

fn param_kind(kind: Option<ParamKind>) -> TokenStream {
    match kind {
        Some(ParamKind::Int) | None => quote!(__ods::ParamKind::Int),
        Some(ParamKind::Bool) => quote!(__ods::ParamKind::Bool),
        Some(ParamKind::Str) => quote!(__ods::ParamKind::Str),
        Some(ParamKind::Type) => quote!(__ods::ParamKind::Type),
        Some(ParamKind::Attr) => quote!(__ods::ParamKind::Attr),
        Some(ParamKind::Types) => quote!(__ods::ParamKind::Types),
        Some(ParamKind::Attrs) => quote!(__ods::ParamKind::Attrs),
        Some(ParamKind::Ints) => quote!(__ods::ParamKind::Ints),
    }
}

/// The syntax entry of a definition with a mnemonic.
fn syntax(def: &AttrOrTypeDef) -> Option<TokenStream> {
    let mnemonic = def.mnemonic.as_ref()?;
    let name = format_ident!("{}", def.rust_name);
    let syntax = if def.has_custom_assembly_format {
        quote!(__ods::SymbolSyntax::Custom(
            <#name as __ods::ParamsSyntax>::parse,
            <#name as __ods::ParamsSyntax>::print
        ))
    } else {
        let elements = def
            .format
            .as_deref()
            .unwrap_or_default()
            .iter()
            .map(|e| match e {
                DefFormatElement::Literal(text) => quote!(__ods::ParamSyntax::Literal(#text)),
                DefFormatElement::Param(i) => {
                    let kind = param_kind(def.parameters.get(*i).and_then(|p| p.kind));
                    let i = usize_lit(*i);
                    quote!(__ods::ParamSyntax::Param(#i, #kind))
                }
            });
        quote!(__ods::SymbolSyntax::Params(&[#(#elements),*]))
    };
    Some(quote!((#mnemonic, #syntax)))
}

/// The type and attribute hooks of `dialect`, and its `DialectDefinition`
/// expression (`None` when it has no types or attributes of its own).
pub fn dialect_hooks(model: &Model, dialect: &str) -> (TokenStream, Option<TokenStream>) {
    let mut attrs: Vec<TokenStream> = model
        .enum_attrs
        .iter()
        .filter(|a| a.dialect == dialect)
        .map(|a| {
            let mnemonic = &a.mnemonic;
            let class = format_ident!("{}", a.enum_class);
            let summary = model
                .enum_named(&a.enum_class)
                .map(|e| e.summary.clone())
                .unwrap_or_default();
            let enum_type_parameter = a.enum_type_parameter;
            // MLIR names the C++ class of the attribute: the definition's
            // name for an `EnumAttr`, the `AttrDef`'s class otherwise.
            let attr_name = if a.enum_type_parameter {
                a.rust_name()
            } else {
                a.def_name.clone()
            };
            let param_name = &a.parameter_name;
            let param_type = &a.parameter_type;
            quote!((#mnemonic, __ods::SymbolSyntax::Enum(&__ods::EnumAttrSyntax {
                spec: &#class::SPEC,
                summary: #summary,
                enum_type_parameter: #enum_type_parameter,
                attr_name: #attr_name,
                param_name: #param_name,
                param_type: #param_type,
            })))
        })
        .collect();
    let mut types = Vec::new();
    let definition = model.dialects.iter().find(|d| d.name == dialect);
    let default_type_syntax = definition.is_none_or(|d| d.use_default_type_printer_parser);
    let verifiers = definition
        .map(|d| d.attribute_verifiers)
        .unwrap_or_default();
    for def in model.attr_type_defs.iter().filter(|d| d.dialect == dialect) {
        if let Some(entry) = syntax(def) {
            match def.kind {
                DefKind::Attr => attrs.push(entry),
                DefKind::Type => types.push(entry),
            }
        }
    }
    if attrs.is_empty()
        && types.is_empty()
        && default_type_syntax
        && verifiers == AttributeVerifiers::default()
    {
        return (quote!(), None);
    }
    let upper = dialect.to_ascii_uppercase();
    let mut items = TokenStream::new();
    let mut fields = Vec::new();
    if !attrs.is_empty() {
        let table = format_ident!("__{}_ATTRIBUTES", upper);
        let parse = format_ident!("__parse_{}_attribute", dialect);
        let print = format_ident!("__print_{}_attribute", dialect);
        items.extend(quote! {
            static #table: &__ods::DialectSymbols = &[#(#attrs),*];

            fn #parse(p: &mut __ods::OpParser<'_, '_>, mnemonic: &str) -> __ods::PResult<__ods::Attribute> {
                __ods::parse_dialect_attr(p, #dialect, mnemonic, #table)
            }

            fn #print(sp: &__ods::SymbolPrinter<'_>, out: &mut String, sym: &__ods::DialectSymbol) {
                __ods::print_dialect_symbol(sp, out, sym, #table)
            }
        });
        fields.push(quote!(parse_attribute: Some(#parse)));
        fields.push(quote!(print_attribute: Some(#print)));
    }
    if !default_type_syntax {
        // Written by hand in the dialect module.
        fields.push(quote!(parse_type: Some(parse_type)));
        fields.push(quote!(print_type: Some(print_type)));
    } else if !types.is_empty() {
        let table = format_ident!("__{}_TYPES", upper);
        let parse = format_ident!("__parse_{}_type", dialect);
        let print = format_ident!("__print_{}_type", dialect);
        items.extend(quote! {
            static #table: &__ods::DialectSymbols = &[#(#types),*];

            fn #parse(p: &mut __ods::OpParser<'_, '_>, mnemonic: &str) -> __ods::PResult<__ods::Type> {
                __ods::parse_dialect_type(p, #dialect, mnemonic, #table)
            }

            fn #print(sp: &__ods::SymbolPrinter<'_>, out: &mut String, sym: &__ods::DialectSymbol) {
                __ods::print_dialect_symbol(sp, out, sym, #table)
            }
        });
        fields.push(quote!(parse_type: Some(#parse)));
        fields.push(quote!(print_type: Some(#print)));
    }
    // The attribute verifiers are written by hand in the dialect module.
    for (wanted, field) in [
        (verifiers.operation, "verify_operation_attribute"),
        (verifiers.region_arg, "verify_region_arg_attribute"),
        (verifiers.region_result, "verify_region_result_attribute"),
    ] {
        if wanted {
            let f = format_ident!("{}", field);
            fields.push(quote!(#f: Some(#f)));
        }
    }
    let definition = quote! {
        __ods::DialectDefinition {
            #(#fields,)*
            ..__ods::DialectDefinition::new(#dialect)
        }
    };
    (items, Some(definition))
}
