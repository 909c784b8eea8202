//! One-to-one conversions as Rust: the table `ONE_TO_ONE_CONVERSIONS` of
//! the file's conversions in the order they are written, each naming its
//! `.td` place; a conversion pass makes one pattern of each entry.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::Model;

/// The table of the model's conversions (nothing when it has none).
pub fn conversion_items(model: &Model) -> TokenStream {
    if model.conversions.is_empty() {
        return TokenStream::new();
    }
    let entries = model.conversions.iter().map(|c| {
        let (source, target) = (&c.source, &c.target);
        let rule = format_ident!("{}", rule_variant(&c.rule));
        let place = c.place.to_string();
        quote! {
            __ods::OneToOneConversion {
                source: #source,
                target: #target,
                rule: __ods::AttrRule::#rule,
                place: #place,
            }
        }
    });
    quote! {
        /// The one-to-one conversions of this file, in the order written.
        pub const ONE_TO_ONE_CONVERSIONS: &[__ods::OneToOneConversion] = &[#(#entries),*];
    }
}

/// The Rust variant of a rule's `.td` name (`fastmath_predicate` →
/// `FastMathPredicate`).
fn rule_variant(rule: &str) -> &'static str {
    match rule {
        "overflow" => "Overflow",
        "fastmath" => "FastMath",
        "predicate" => "Predicate",
        "fastmath_predicate" => "FastMathPredicate",
        "branch" => "Branch",
        _ => "None",
    }
}
