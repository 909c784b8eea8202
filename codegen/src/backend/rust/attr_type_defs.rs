//! Dialect types and attributes with parameters (`TypeDef`, `AttrDef`):
//! per definition a Rust type that makes them (`get`) and reads their
//! parameters, and its syntax as static data (a declarative format, the
//! mnemonic alone, or hooks written by hand); per dialect the parse,
//! print and alias hooks of its types and attributes (enum attributes
//! included), registered through `DialectDefinition`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::asm_format::def_format::{CustomArg, DefItem};
use crate::model::{
    AttrOrTypeDef, AttributeVerifiers, DefKind, Model, ParamValueKind, Parameter, ValueClass,
};

use super::constraints::{Subject, pred};
use super::docs;
use super::format::usize_lit;
use super::names::{ident, snake_case, upper_snake};
use super::snippets;

/// The marker type of a parameter's `syntax = "Name"` (`NameSyntax`), for
/// which the dialect module implements `ParamValueSyntax`.
fn syntax_marker(name: &str) -> proc_macro2::Ident {
    format_ident!("{}Syntax", name)
}

/// The marker types of the `syntax = "Name"` parameters of `defs`, each
/// once, with the parameters that use it in its doc.
pub fn syntax_markers(defs: &[AttrOrTypeDef]) -> TokenStream {
    let mut users: std::collections::BTreeMap<&str, Vec<String>> = Default::default();
    for def in defs {
        for p in &def.parameters {
            if let Some(syntax) = &p.syntax {
                users
                    .entry(syntax)
                    .or_default()
                    .push(format!("`{}` of `{}`", p.name, def.def_name));
            }
        }
    }
    let markers = users.into_iter().map(|(name, params)| {
        let marker = syntax_marker(name);
        let doc = format!(
            " `syntax = \"{name}\"` of parameters {}: the dialect module implements `ParamValueSyntax` for it (how one value is parsed and printed).",
            params.join(", ")
        );
        quote! {
            #[doc = #doc]
            pub struct #marker;
        }
    });
    quote!(#(#markers)*)
}

/// The name of the static holding a definition's syntax.
fn syntax_static(def_name: &str) -> proc_macro2::Ident {
    format_ident!("__{}_SYNTAX", upper_snake(def_name))
}

/// The name of the static describing a definition for parameters that
/// write it without its prefix.
fn stripped_static(def_name: &str) -> proc_macro2::Ident {
    format_ident!("__{}_STRIPPED", upper_snake(def_name))
}

/// The Rust type of one value of `p`.
fn element_type(p: &Parameter) -> TokenStream {
    match &p.kind {
        Some(ParamValueKind::Int { rust, .. }) => snippets::tokens(rust),
        Some(ParamValueKind::Bool) => quote!(bool),
        Some(ParamValueKind::Str) => quote!(::std::string::String),
        Some(ParamValueKind::Enum(e)) => {
            let e = format_ident!("{}", e);
            quote!(#e)
        }
        Some(ParamValueKind::Attr(_)) | None => quote!(__ods::Attribute),
        Some(ParamValueKind::Type(_)) => quote!(__ods::Type),
    }
}

/// The Rust type `get` takes and getters return for `p`.
fn value_type(p: &Parameter) -> TokenStream {
    let element = element_type(p);
    if p.list {
        quote!(::std::vec::Vec<#element>)
    } else if p.is_nullable() {
        quote!(::core::option::Option<#element>)
    } else {
        element
    }
}

/// The value an absent optional parameter holds, as a `fn() -> Param`.
fn default_fn(p: &Parameter) -> TokenStream {
    if !p.optional {
        return quote!(None);
    }
    let ty = value_type(p);
    let body = match &p.default_value {
        // A string's default is often a literal (`""`, as in C++).
        Some(code) if p.kind == Some(ParamValueKind::Str) && !p.list => {
            let code = snippets::tokens(code);
            quote!(<#ty as __ods::ParamValue>::to_param(::std::string::String::from(#code)))
        }
        Some(code) => {
            let code = snippets::tokens(code);
            quote!(<#ty as __ods::ParamValue>::to_param(#code))
        }
        None if p.is_nullable() => quote!(__ods::Param::None),
        // An enum's default is its value 0 (MLIR's `Enum()`).
        None if !p.list && matches!(p.kind, Some(ParamValueKind::Enum(_))) => {
            quote!(__ods::Param::Int(0))
        }
        None => {
            quote!(<#ty as __ods::ParamValue>::to_param(<#ty as ::core::default::Default>::default()))
        }
    };
    quote!(Some(|| #body))
}

/// How one value of `p` is written.
fn value_syntax(p: &Parameter, model: &Model) -> TokenStream {
    if let Some(syntax) = &p.syntax {
        let marker = syntax_marker(syntax);
        return quote!(__ods::ValueSyntax::Hook(
            <#marker as __ods::ParamValueSyntax>::parse,
            <#marker as __ods::ParamValueSyntax>::print
        ));
    }
    let class = |c: &ValueClass, subject: Subject| -> (TokenStream, TokenStream) {
        match c {
            ValueClass::Any => (quote!(None), quote!(None)),
            ValueClass::Class(p) => {
                let p = pred(p, subject);
                (quote!(Some(&#p)), quote!(None))
            }
            ValueClass::Def {
                def_name,
                dialect,
                mnemonic,
            } => {
                let p = match subject {
                    Subject::Attr => {
                        quote!(__ods::Pred::DialectAttr { dialect: #dialect, mnemonic: #mnemonic })
                    }
                    Subject::Type => {
                        quote!(__ods::Pred::DialectType { dialect: #dialect, mnemonic: #mnemonic })
                    }
                };
                let generated = model
                    .attr_type_defs
                    .iter()
                    .find(|d| &d.def_name == def_name)
                    .is_some_and(|d| has_generated_syntax(d, model));
                if !generated {
                    // Written by hand: printed and parsed in full.
                    return (quote!(Some(&#p)), quote!(None));
                }
                let s = stripped_static(def_name);
                (quote!(Some(&#p)), quote!(Some(&#s)))
            }
        }
    };
    match &p.kind {
        Some(ParamValueKind::Int { rust, signed }) => {
            // MLIR reads the parameter's C++ integer type, of the same width.
            let bits = match rust.as_str() {
                "i8" | "u8" => 8u32,
                "i16" | "u16" => 16,
                "i32" | "u32" => 32,
                _ => 64,
            };
            let width = proc_macro2::Literal::u32_unsuffixed(bits);
            if *signed {
                quote!(__ods::ValueSyntax::Int(#width))
            } else {
                quote!(__ods::ValueSyntax::UInt(#width))
            }
        }
        Some(ParamValueKind::Bool) => quote!(__ods::ValueSyntax::Bool),
        Some(ParamValueKind::Str) => quote!(__ods::ValueSyntax::Str),
        Some(ParamValueKind::Enum(e)) => {
            let summary = model
                .enum_named(e)
                .map(|e| e.summary.clone())
                .unwrap_or_default();
            let e = format_ident!("{}", e);
            quote!(__ods::ValueSyntax::Enum(&#e::SPEC, #summary))
        }
        Some(ParamValueKind::Attr(c)) => {
            let (pred, stripped) = class(c, Subject::Attr);
            quote!(__ods::ValueSyntax::Attr(__ods::AttrClass { pred: #pred, stripped: #stripped }))
        }
        None => quote!(__ods::ValueSyntax::Attr(__ods::AttrClass {
            pred: None,
            stripped: None
        })),
        Some(ParamValueKind::Type(c)) => {
            let (pred, stripped) = class(c, Subject::Type);
            quote!(__ods::ValueSyntax::Type(__ods::TypeClass { pred: #pred, stripped: #stripped }))
        }
    }
}

/// The format items of `items`.
fn format_items(items: &[DefItem]) -> TokenStream {
    let items = items.iter().map(format_item);
    quote!(&[#(#items),*])
}

fn indices(list: &[usize]) -> TokenStream {
    let list = list.iter().map(|&i| usize_lit(i));
    quote!(&[#(#list),*])
}

fn format_item(item: &DefItem) -> TokenStream {
    match item {
        DefItem::Literal { text, space } => quote!(__ods::FormatItem::Literal(#text, #space)),
        DefItem::Space => quote!(__ods::FormatItem::Space),
        DefItem::Newline => quote!(__ods::FormatItem::Newline),
        DefItem::Param {
            index,
            space,
            qualified,
        } => {
            let index = usize_lit(*index);
            quote!(__ods::FormatItem::Param { index: #index, space: #space, qualified: #qualified })
        }
        DefItem::Params {
            indices: list,
            space,
        } => {
            let list = indices(list);
            quote!(__ods::FormatItem::Params(#list, #space))
        }
        DefItem::Struct {
            indices: list,
            space,
        } => {
            let list = indices(list);
            quote!(__ods::FormatItem::Struct(#list, #space))
        }
        DefItem::Custom { name, args, space } => {
            let marker = super::format::directive_marker(name);
            let parse = quote!(<#marker as __ods::CustomParamsDirective>::parse);
            let print = quote!(<#marker as __ods::CustomParamsDirective>::print);
            let args = args.iter().filter_map(|a| match a {
                CustomArg::Param(i) => {
                    let i = usize_lit(*i);
                    Some(quote!(__ods::CustomArg::Param(#i)))
                }
                CustomArg::Ref(i) => {
                    let i = usize_lit(*i);
                    Some(quote!(__ods::CustomArg::Ref(#i)))
                }
                CustomArg::String(_) => None,
            });
            quote!(__ods::FormatItem::Custom(&__ods::CustomItem {
                name: #name,
                args: &[#(#args),*],
                parse: #parse,
                print: #print,
            }, #space))
        }
        DefItem::Optional {
            then_items,
            else_items,
            anchor,
            inverted,
        } => {
            let then_items = format_items(then_items);
            let else_items = format_items(else_items);
            let anchor = indices(anchor);
            quote!(__ods::FormatItem::Optional(&__ods::OptionalItem {
                then_items: #then_items,
                else_items: #else_items,
                anchor: #anchor,
                inverted: #inverted,
            }))
        }
    }
}

/// Whether the definition's syntax is generated: not for the types of a
/// dialect that parses and prints them by hand.
fn has_generated_syntax(def: &AttrOrTypeDef, model: &Model) -> bool {
    def.mnemonic.is_some()
        && (def.kind == DefKind::Attr
            || model
                .dialect(&def.dialect)
                .is_none_or(|d| d.use_default_type_printer_parser))
}

/// The syntax statics of a definition with a mnemonic.
fn syntax_items(def: &AttrOrTypeDef, model: &Model) -> TokenStream {
    let Some(mnemonic) = &def.mnemonic else {
        return quote!();
    };
    if !has_generated_syntax(def, model) {
        return quote!();
    }
    let name = format_ident!("{}", def.rust_name);
    let syntax_name = syntax_static(&def.def_name);
    let stripped_name = stripped_static(&def.def_name);
    let dialect = &def.dialect;
    let syntax = if def.has_custom_assembly_format {
        quote!(__ods::SymbolSyntax::Custom(
            <#name as __ods::ParamsSyntax>::parse,
            <#name as __ods::ParamsSyntax>::print
        ))
    } else if let Some(items) = &def.format {
        let class = &def.def_name;
        let params = def.parameters.iter().map(|p| {
            let pname = &p.name;
            let type_name = &p.type_name;
            let value = value_syntax(p, model);
            let list = p.list;
            let default = default_fn(p);
            quote!(__ods::ParamSpec {
                name: #pname,
                type_name: #type_name,
                value: #value,
                list: #list,
                default: #default,
            })
        });
        let items = format_items(items);
        let verify = if def.gen_verify_decl {
            quote!(Some(<#name as __ods::ParamsVerifier>::verify))
        } else {
            quote!(None)
        };
        quote!(__ods::SymbolSyntax::Format(&__ods::SymbolFormat {
            class: #class,
            params: &[#(#params),*],
            items: #items,
            verify: #verify,
        }))
    } else {
        quote!(__ods::SymbolSyntax::Bare)
    };
    quote! {
        static #syntax_name: __ods::SymbolSyntax = #syntax;
        #[allow(dead_code)]
        static #stripped_name: __ods::StrippedSymbol = __ods::StrippedSymbol {
            dialect: #dialect,
            mnemonic: #mnemonic,
            syntax: &#syntax_name,
        };
    }
}

/// The Rust for one type or attribute definition.
pub fn def_items(def: &AttrOrTypeDef, model: &Model) -> TokenStream {
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
        let t = value_type(p);
        quote!(#n: #t)
    });
    let params = def.parameters.iter().map(|p| {
        let n = ident(&snake_case(&p.name));
        quote!(__ods::ParamValue::to_param(#n))
    });
    let getters = def.parameters.iter().enumerate().map(|(i, p)| {
        let n = ident(&snake_case(&p.name));
        let t = value_type(p);
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
    let stripped_doc = format!(
        " The {what} as parameters of other definitions write it without its prefix (for \
         hand-written parsers and printers)."
    );
    let stripped_name = stripped_static(&def.def_name);
    let syntax = syntax_items(def, model);
    let stripped = if has_generated_syntax(def, model) {
        quote! {
            #[doc = #stripped_doc]
            pub fn stripped() -> &'static __ods::StrippedSymbol {
                &#stripped_name
            }
        }
    } else {
        quote!()
    };
    quote! {
        #doc
        #[derive(Clone, Copy, Debug)]
        pub struct #name;

        #syntax

        impl #name {
            /// The mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;

            #[doc = #get_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn get(ctx: &__ods::Context, #(#args),*) -> #value {
                #make(ctx, #dialect, #mnemonic, vec![#(#params),*])
            }

            #[doc = #is_doc]
            pub fn is(ctx: &__ods::Context, value: #value) -> bool {
                #params_of(ctx, value, #dialect, #mnemonic).is_some()
            }

            #stripped

            #(#getters)*
        }
    }
}

/// The type and attribute hooks of `dialect`, and its `DialectDefinition`
/// expression (`None` when it has no types or attributes of its own and
/// no hook written by hand: attribute verifiers, constant materializer).
pub fn dialect_hooks(model: &Model, dialect: &str) -> (TokenStream, Option<TokenStream>) {
    let mut items = TokenStream::new();
    let mut attrs: Vec<TokenStream> = Vec::new();
    for a in model.enum_attrs.iter().filter(|a| a.dialect == dialect) {
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
        let syntax = format_ident!("__{}_SYNTAX", upper_snake(&a.def_name));
        items.extend(quote! {
            static #syntax: __ods::SymbolSyntax = __ods::SymbolSyntax::Enum(&__ods::EnumAttrSyntax {
                spec: &#class::SPEC,
                summary: #summary,
                enum_type_parameter: #enum_type_parameter,
                attr_name: #attr_name,
                param_name: #param_name,
                param_type: #param_type,
            });
        });
        attrs.push(quote!((#mnemonic, &#syntax)));
    }
    let mut types = Vec::new();
    let mut aliases = Vec::new();
    let definition = model.dialects.iter().find(|d| d.name == dialect);
    let default_type_syntax = definition.is_none_or(|d| d.use_default_type_printer_parser);
    let verifiers = definition
        .map(|d| d.attribute_verifiers)
        .unwrap_or_default();
    let materializer = definition.is_some_and(|d| d.has_constant_materializer);
    for def in model.attr_type_defs.iter().filter(|d| d.dialect == dialect) {
        let Some(mnemonic) = &def.mnemonic else {
            continue;
        };
        if !has_generated_syntax(def, model) {
            continue;
        }
        let syntax = syntax_static(&def.def_name);
        let entry = quote!((#mnemonic, &#syntax));
        match def.kind {
            DefKind::Attr => attrs.push(entry),
            DefKind::Type => types.push(entry),
        }
        if let Some(alias) = &def.alias {
            aliases.push(quote!(#mnemonic => Some(#alias)));
        }
    }
    if attrs.is_empty()
        && types.is_empty()
        && default_type_syntax
        && verifiers == AttributeVerifiers::default()
        && !materializer
    {
        return (items, None);
    }
    let upper = dialect.to_ascii_uppercase();
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
    if !aliases.is_empty() {
        let alias = format_ident!("__{}_attribute_alias", dialect);
        items.extend(quote! {
            fn #alias(ctx: &__ods::Context, sym: &__ods::DialectSymbol) -> Option<&'static str> {
                match ctx.ident_str(sym.mnemonic) {
                    #(#aliases,)*
                    _ => None,
                }
            }
        });
        fields.push(quote!(attribute_alias: Some(#alias)));
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
    // The attribute verifiers and the constant materializer are written by
    // hand in the dialect module.
    for (wanted, field) in [
        (verifiers.operation, "verify_operation_attribute"),
        (verifiers.region_arg, "verify_region_arg_attribute"),
        (verifiers.region_result, "verify_region_result_attribute"),
        (materializer, "materialize_constant"),
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
