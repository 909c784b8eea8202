//! The hooks of an op's registration (`OpHooks`): its verifiers, result
//! names, folder and canonicalization patterns, each bound to the trait its
//! `.td` flag names. They go beside the op's spec (static data the ODS
//! engine reads) into its registration, as MLIR's `RegisteredOperationName`
//! holds an op's hooks beside its traits.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{Model, OpDef, Trait};

use super::fold;
use super::interface::{self, trait_path};
use super::op::spec_static;

/// The `OpHooks` of `op` (`OpHooks::NONE` when it binds none).
pub fn op_hooks(model: &Model, op: &OpDef) -> TokenStream {
    let rust_name = format_ident!("{}", op.rust_name);
    let mut fields = Vec::new();
    if let Some(verify) = verify_hook(model, op) {
        fields.push(quote!(verify: Some(#verify)));
    }
    if op.has_region_verifier {
        fields.push(
            quote!(verify_regions: Some(<#rust_name as __ods::OpRegionVerifier>::verify_regions)),
        );
    }
    if let Some((i, _)) = interface::shared_interface(model, op, "SymbolUserOpInterface") {
        let path = trait_path(i);
        fields.push(quote!(verify_symbol_uses: Some(
            |ctx: &__ods::Context, ir: &__ods::Ir, op: __ods::OpId, symbols: &__ods::SymbolTableCollection| {
                <#rust_name as #path>::verify_symbol_uses(&#rust_name(op), ctx, ir, symbols)
            }
        )));
    }
    let asm = interface::shared_interface(model, op, "OpAsmOpInterface")
        .filter(|(_, hand)| hand.iter().any(|m| m == "asm_result_names"));
    if let Some((i, _)) = asm {
        let path = trait_path(i);
        fields.push(quote!(result_names: Some(
            |ctx: &__ods::Context, ir: &__ods::Ir, op: __ods::OpId, set: &mut dyn FnMut(usize, &str)| {
                <#rust_name as #path>::asm_result_names(&#rust_name(op), ctx, ir, set)
            }
        )));
    } else if op.names_results {
        let spec = spec_static(op);
        fields.push(quote!(result_names: Some(
            |ctx: &__ods::Context, ir: &__ods::Ir, op: __ods::OpId, set: &mut dyn FnMut(usize, &str)| {
                __ods::name_result_groups(&#spec, ctx, ir, op, set)
            }
        )));
    }
    fields.extend(fold::fold_hook_fields(op));
    if fields.is_empty() {
        return quote!(__ods::OpHooks::NONE);
    }
    quote!(__ods::OpHooks { #(#fields,)* ..__ods::OpHooks::NONE })
}

/// The verifier run after the generated checks: the verifiers of the
/// interfaces the op implements (in declaration order), then its own.
/// (`SymbolUserOpInterface`'s `verify_symbol_uses` is no part of it: the
/// enclosing symbol table runs it, see [`op_hooks`]; nor is
/// `BranchOpInterface`'s, a relation of the spec.)
fn verify_hook(model: &Model, op: &OpDef) -> Option<TokenStream> {
    let name = format_ident!("{}", op.rust_name);
    let mut checks = Vec::new();
    // `SymbolOpInterface`'s verifier, once, where the op first declares it
    // (`Symbol` and FunctionOpInterface imply it).
    let mut symbol_checked = false;
    let mut symbol_check = |checks: &mut Vec<TokenStream>| {
        if !std::mem::replace(&mut symbol_checked, true) {
            let optional = op
                .attributes
                .iter()
                .find(|a| a.name == "sym_name")
                .is_none_or(|a| a.optional);
            // Through the interface, whether the symbol is a declaration
            // (`func.func` without a body).
            let symbol = match interface::shared_interface(model, op, "SymbolOpInterface") {
                Some(_) => quote!(Some(&#name(op))),
                None => quote!(None),
            };
            checks.push(quote!(__ods::verify_symbol_interface(ctx, ir, op, #optional, #symbol)?;));
        }
    };
    let shared = |t: &Trait| match t {
        Trait::Interface { def_name, .. } => model
            .interface(def_name)
            .filter(|i| i.rust_module == interface::SHARED_MODULE)
            .map(|i| i.def_name.as_str()),
        _ => None,
    };
    for t in &op.traits {
        match (t, shared(t)) {
            (Trait::Native(n), _) if n == "Symbol" => symbol_check(&mut checks),
            (_, Some("SymbolOpInterface")) => symbol_check(&mut checks),
            (_, Some("CastOpInterface")) => {
                checks.push(quote!(__ods::verify_cast_interface(ctx, ir, op, &#name(op))?;));
            }
            (_, Some("FunctionOpInterface")) => {
                symbol_check(&mut checks);
                checks.push(quote!(__ods::verify_function_interface(ctx, ir, op, &#name(op))?;));
            }
            _ => {}
        }
    }
    let own = quote!(<#name as __ods::OpVerifier>::verify);
    match (checks.is_empty(), op.has_verifier) {
        (true, false) => None,
        (true, true) => Some(own),
        (false, has_own) => {
            let last = if has_own {
                quote!(#own(ctx, ir, op))
            } else {
                quote!(Ok(()))
            };
            Some(
                quote!(|ctx: &__ods::Context, ir: &__ods::Ir, op: __ods::OpId| -> Result<(), __ods::OpError> {
                    #(#checks)*
                    #last
                }),
            )
        }
    }
}
