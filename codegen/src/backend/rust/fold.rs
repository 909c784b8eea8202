//! The folding and canonicalization hooks of one op.
//!
//! `hasFolder = 1` makes the op's spec call its folder, written in the
//! dialect module: `OpFolder::fold` for an op with one result,
//! `OpMultiFolder::fold` for the others, `OpConstantValue::constant_value`
//! for a `ConstantLike` op (whose fold is its value). The folder reads the
//! constants of the operands through the op's fold adaptor
//! (`AddIOpFoldAdaptor`, MLIR's `FoldAdaptor`), with one accessor per
//! operand group. `hasCanonicalizer = 1` makes the spec call
//! `OpCanonicalizer::canonicalization_patterns`; `hasCanonicalizeMethod =
//! 1` alone, a pattern calling `OpCanonicalize::canonicalize`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{OpDef, ValueKind};

use super::format::usize_lit;
use super::names::ident;
use super::op_names::OpNames;

/// Whether the op's folder gives one result (MLIR folds such ops with a
/// single `OpFoldResult`).
fn single_result(op: &OpDef) -> bool {
    matches!(op.results.as_slice(), [r] if matches!(r.kind, ValueKind::Single))
}

/// Whether the op is a constant: its fold is its value.
fn constant_like(op: &OpDef) -> bool {
    op.has_native_trait("ConstantLike")
}

/// The name of the op's fold adaptor.
fn adaptor_name(op: &OpDef) -> proc_macro2::Ident {
    format_ident!("{}FoldAdaptor", op.rust_name)
}

/// The fold adaptor of an op with a folder.
pub fn fold_items(op: &OpDef, names: &OpNames) -> TokenStream {
    let name = format_ident!("{}", op.rust_name);
    if !op.has_folder || constant_like(op) {
        return TokenStream::new();
    }
    let adaptor = adaptor_name(op);
    let doc = format!(
        " The constants of `{}`'s operands (`None` for an operand that is not one), for its folder (MLIR's `FoldAdaptor`).",
        op.name
    );
    let accessors = op.operands.iter().enumerate().map(|(index, o)| {
        let f = ident(&names.operands[index]);
        let i = usize_lit(index);
        match o.kind {
            ValueKind::Single | ValueKind::Optional => {
                let doc = format!(" The constant of operand `{}`, if it is one.", o.name);
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> Option<__ods::Attribute> {
                        self.0.first_of_group(#i)
                    }
                }
            }
            _ => {
                let doc = format!(" The constants of operand group `{}`.", o.name);
                quote! {
                    #[doc = #doc]
                    pub fn #f(&self) -> &[Option<__ods::Attribute>] {
                        self.0.group(#i)
                    }
                }
            }
        }
    });
    quote! {
        #[doc = #doc]
        #[derive(Clone, Debug)]
        pub struct #adaptor(pub __ods::FoldOperands);

        impl #adaptor {
            #(#accessors)*
        }

        impl ::core::ops::Deref for #adaptor {
            type Target = __ods::FoldOperands;
            fn deref(&self) -> &__ods::FoldOperands {
                &self.0
            }
        }

        impl __ods::HasFoldAdaptor for #name {
            type FoldAdaptor = #adaptor;
        }
    }
}

/// The fields of the op's hooks that fold and canonicalize: `fold`,
/// `constant_value`, `canonicalization_patterns`.
pub fn fold_hook_fields(op: &OpDef) -> Vec<TokenStream> {
    let name = format_ident!("{}", op.rust_name);
    let mut fields = Vec::new();
    if op.has_folder {
        if constant_like(op) {
            fields.push(quote!(constant_value: Some(
                |ctx: &__ods::Context, ir: &__ods::Ir, op: __ods::OpId| {
                    <#name as __ods::OpConstantValue>::constant_value(#name(op), ctx, ir)
                }
            )));
        } else {
            let adaptor = adaptor_name(op);
            let call = if single_result(op) {
                quote!(<#name as __ods::OpFolder>::fold(#name(op), ctx, ir, #adaptor(operands)).map(|r| vec![r]))
            } else {
                quote!(<#name as __ods::OpMultiFolder>::fold(#name(op), ctx, ir, #adaptor(operands)))
            };
            fields.push(quote!(fold: Some(
                |ctx: &__ods::Context, ir: &mut __ods::Ir, op: __ods::OpId, operands: __ods::FoldOperands| {
                    #call
                }
            )));
        }
    }
    if op.has_canonicalizer {
        fields.push(quote!(canonicalization_patterns: Some(
            <#name as __ods::OpCanonicalizer>::canonicalization_patterns
        )));
    } else if op.has_canonicalize_method {
        fields.push(quote!(canonicalization_patterns: Some(
            |patterns: &mut __ods::RewritePatternSet, _: &__ods::Context| {
                __ods::add_canonicalize_method::<#name>(patterns);
            }
        )));
    }
    fields
}
