//! How an attribute argument converts between `Attribute` and its Rust
//! value: the accessor's type and conversion, the builder parameter's type
//! and conversion, and the default value as an attribute.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{AttrArg, AttrValueKind};

use super::snippets;

/// The Rust value type of the attribute as accessors return it.
pub fn value_type(a: &AttrArg) -> TokenStream {
    match &a.kind {
        AttrValueKind::Unit | AttrValueKind::Bool => quote!(bool),
        AttrValueKind::String | AttrValueKind::SymbolName | AttrValueKind::FlatSymbolRef => {
            quote!(::std::string::String)
        }
        AttrValueKind::Integer(t) => {
            let t = format_ident!("{}", t);
            quote!(#t)
        }
        AttrValueKind::Float => quote!(f64),
        AttrValueKind::Type => quote!(__ods::Type),
        AttrValueKind::IntEnum(class) | AttrValueKind::DialectEnum { class, .. } => {
            let c = format_ident!("{}", class);
            quote!(#c)
        }
        AttrValueKind::Other => quote!(__ods::Attribute),
    }
}

/// An expression converting `attr` (an `Attribute`, with `ctx` in scope)
/// to `Option<value type>`.
pub fn from_attr(a: &AttrArg) -> TokenStream {
    match &a.kind {
        AttrValueKind::Unit => quote!(Some(true)),
        AttrValueKind::Bool => quote!(__ods::bool_of(ctx, attr)),
        AttrValueKind::String | AttrValueKind::SymbolName => quote!(__ods::string_of(ctx, attr)),
        AttrValueKind::FlatSymbolRef => quote!(__ods::symbol_ref_of(ctx, attr)),
        AttrValueKind::Integer(t) if t == "i128" => quote!(__ods::integer_of(ctx, attr)),
        AttrValueKind::Integer(t) => {
            let t = format_ident!("{}", t);
            quote!(__ods::integer_of(ctx, attr).and_then(|v| #t::try_from(v).ok()))
        }
        AttrValueKind::Float => quote!(__ods::float_of(ctx, attr)),
        AttrValueKind::Type => quote!(__ods::type_of(ctx, attr)),
        AttrValueKind::IntEnum(class) => {
            let c = format_ident!("{}", class);
            quote!(#c::from_attr(ctx, attr))
        }
        AttrValueKind::DialectEnum { class, .. } => {
            let wrapper = format_ident!("{}Attr", class);
            quote!(#wrapper::value(ctx, attr))
        }
        AttrValueKind::Other => quote!(Some(attr)),
    }
}

/// The builder's parameter type and an expression turning `value` (with
/// `ctx` in scope) into the attribute. `None` for unit attributes (a
/// `bool` that sets or removes them).
pub fn to_attr(a: &AttrArg) -> (TokenStream, TokenStream) {
    let value_type = a.value_type.as_deref().map(snippets::tokens);
    match (&a.kind, value_type) {
        (AttrValueKind::Unit, _) => (quote!(bool), quote!(ctx.unit_attr())),
        (AttrValueKind::Bool, _) => (quote!(bool), quote!(__ods::bool_attr(ctx, value))),
        (AttrValueKind::String | AttrValueKind::SymbolName, _) => {
            (quote!(&str), quote!(__ods::string_attr(ctx, value)))
        }
        (AttrValueKind::FlatSymbolRef, _) => (
            quote!(&str),
            quote!(__ods::flat_symbol_ref_attr(ctx, value)),
        ),
        (AttrValueKind::Integer(t), Some(ty)) => {
            let t = format_ident!("{}", t);
            (
                quote!(#t),
                quote!(__ods::integer_attr(ctx, #ty, value as i128)),
            )
        }
        (AttrValueKind::Float, Some(ty)) => {
            (quote!(f64), quote!(__ods::float_attr(ctx, #ty, value)))
        }
        (AttrValueKind::Type, _) => (quote!(__ods::Type), quote!(ctx.type_attr(value))),
        (AttrValueKind::IntEnum(class), _) => {
            let c = format_ident!("{}", class);
            (quote!(#c), quote!(value.to_attr(ctx)))
        }
        (AttrValueKind::DialectEnum { class, .. }, _) => {
            let c = format_ident!("{}", class);
            let wrapper = format_ident!("{}Attr", class);
            (quote!(#c), quote!(#wrapper::get(ctx, value)))
        }
        _ => (quote!(__ods::Attribute), quote!(value)),
    }
}

/// The default of a default-valued attribute as a value of the accessor
/// type (the `.td` Rust, `$_ctx` bound to `ctx`).
pub fn default_value(a: &AttrArg) -> Option<TokenStream> {
    let code = snippets::tokens(a.default_value.as_deref()?);
    Some(match &a.kind {
        AttrValueKind::String | AttrValueKind::SymbolName | AttrValueKind::FlatSymbolRef => {
            quote!(::std::string::String::from(#code))
        }
        _ => code,
    })
}

/// The `fn(&Context) -> Attribute` building the default attribute.
pub fn default_attr(a: &AttrArg) -> Option<TokenStream> {
    let code = snippets::tokens(a.default_value.as_deref()?);
    let (_, convert) = to_attr(a);
    let value = match &a.kind {
        AttrValueKind::String | AttrValueKind::SymbolName | AttrValueKind::FlatSymbolRef => {
            quote!(&::std::string::String::from(#code))
        }
        _ => code,
    };
    Some(quote!(|ctx: &__ods::Context| -> __ods::Attribute {
        let value = #value;
        #convert
    }))
}
