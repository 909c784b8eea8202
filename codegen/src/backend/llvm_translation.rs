//! The LLVM IR translation backend: for each op with an `llvmBuilder`, a
//! Rust function that binds the op's operands, attributes and results to
//! the snippet's `$name` placeholders, runs the snippet and maps the
//! results; and `llvm_builder`, the function of an op by name.
//!
//! The functions call LLVM's C API, which the dialect crate does not link:
//! they are compiled in the translation crate, which provides
//! `crate::builder_support` (the names snippets use: the safe wrappers of
//! LLVM's C API among them, so a snippet is safe Rust, as the crate's
//! `#![deny(unsafe_code)]` requires). So the dialect's
//! expansion carries them as the body of an exported `macro_rules!`
//! (`llvm_dialect_translation!` for the `llvm` dialect) that the
//! translation crate invokes: the `.td` is read and modelled once per
//! build, by `dialect!`, and the translation crate still only depends on
//! the dialect crate. `crate` in the body names the invoking crate.
//!
//! Placeholders: `$operand` (an `AnyValue`, or a `Vec` of them for an
//! optional or variadic group), `$attribute` (an `Option<Attribute>`),
//! `$result` (an `AnyValue` the snippet assigns), `$_builder` (the
//! translation's `Builder`), `$_resultType` (the LLVM type of the first result),
//! `$_translation` (the `ModuleTranslation`) and `$_op` (the `OpId`).
//! None is left in the body, so the `macro_rules!` sees no metavariable.
//!
//! For each op calling an LLVM intrinsic (`llvmIntrinsicName`), an entry
//! of `intrinsic_spec`, the table the translation crate's
//! `crate::intrinsic_call` reads to build the call: no per-op code. The
//! body also carries the importer's table of the op each LLVM instruction
//! becomes (`instruction_op`, see [`super::llvm_import`]).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::op::{OpDef, ValueKind};
use crate::model::{LLVMIntrinsicDef, Model};

/// The `macro_rules!` carrying the translation of the model's ops, or
/// nothing when no op has an `llvmBuilder` or calls an intrinsic.
pub fn generate(model: &Model) -> TokenStream {
    let translates = model
        .ops
        .iter()
        .any(|op| op.llvm_builder.is_some() || op.llvm_intrinsic.is_some());
    let Some(dialect) = model.dialects.first().filter(|_| translates) else {
        return TokenStream::new();
    };
    let name = format_ident!(
        "{}_dialect_translation",
        dialect.name.replace(['.', '-'], "_")
    );
    let doc = format!(
        " The LLVM IR translation of the `{}` dialect's ops, generated from their \
         `llvmBuilder` and `llvmIntrinsicName`: invoked once by the translation \
         crate, whose `crate::builder_support` provides the names the snippets use.",
        dialect.name
    );
    let items = translation_items(model);
    quote! {
        #[doc = #doc]
        // `crate` is meant to name the invoking crate, not this one.
        #[allow(clippy::crate_in_macro_def)]
        #[macro_export]
        macro_rules! #name {
            () => { #items };
        }
    }
}

/// The translation functions of the model's ops that have an `llvmBuilder`,
/// `llvm_builder`, `intrinsic_spec` and the importer's `instruction_op`.
fn translation_items(model: &Model) -> TokenStream {
    let mut functions = Vec::new();
    let mut arms = Vec::new();
    for op in &model.ops {
        let Some(snippet) = &op.llvm_builder else {
            continue;
        };
        let fn_name = format_ident!("translate_{}", op.name.replace(['.', '-'], "_"));
        let body = match function_body(op, snippet) {
            Ok(body) => body,
            Err(message) => quote!(::core::compile_error!(#message);),
        };
        let doc = format!(" Translates `{}` ({}).", op.name, op.place);
        functions.push(quote! {
            #[doc = #doc]
            #[allow(unused_variables, unused_mut, clippy::all)]
            pub fn #fn_name(__t: &mut ModuleTranslation<'_>, __op: OpId) -> TranslateResult<()> {
                #body
            }
        });
        let name = &op.name;
        arms.push(quote!(#name => Some(#fn_name)));
    }
    let intrinsics = intrinsic_specs(model);
    let import_table = super::llvm_import::generate(model);
    quote! {
        #[allow(unused_imports)]
        use crate::builder_support::*;

        #(#functions)*

        #intrinsics

        #import_table

        /// The generated translation of the op named `name`, if its `.td`
        /// gives an `llvmBuilder`.
        pub fn llvm_builder(name: &str) -> Option<fn(&mut ModuleTranslation<'_>, OpId) -> TranslateResult<()>> {
            match name {
                #(#arms,)*
                _ => None,
            }
        }
    }
}

/// `intrinsic_spec`: the intrinsic call of each op declaring one.
fn intrinsic_specs(model: &Model) -> TokenStream {
    let mut arms = Vec::new();
    for op in &model.ops {
        let Some(intrinsic) = &op.llvm_intrinsic else {
            continue;
        };
        let LLVMIntrinsicDef {
            name,
            num_results,
            overloaded_results,
            overloaded_operands,
            imm_arg_positions,
            imm_arg_attr_names,
            requires_access_group,
            requires_alias_analysis,
            requires_fastmath,
            has_custom_translation,
        } = intrinsic;
        let op_name = &op.name;
        arms.push(quote! {
            #op_name => Some(&crate::intrinsic_call::IntrinsicSpec {
                intrinsic: #name,
                num_results: #num_results,
                overloaded_results: &[#(#overloaded_results),*],
                overloaded_operands: &[#(#overloaded_operands),*],
                imm_arg_positions: &[#(#imm_arg_positions),*],
                imm_arg_attr_names: &[#(#imm_arg_attr_names),*],
                requires_access_group: #requires_access_group,
                requires_alias_analysis: #requires_alias_analysis,
                requires_fastmath: #requires_fastmath,
                has_custom_translation: #has_custom_translation,
            })
        });
    }
    quote! {
        /// The LLVM intrinsic the op named `name` calls, if it calls one.
        pub fn intrinsic_spec(name: &str) -> Option<&'static crate::intrinsic_call::IntrinsicSpec> {
            match name {
                #(#arms,)*
                _ => None,
            }
        }
    }
}

/// The bindings, the snippet and the result mappings of one op.
fn function_body(op: &OpDef, snippet: &str) -> Result<TokenStream, String> {
    let mut bindings = Vec::new();
    let variadic: Vec<bool> = op
        .operands
        .iter()
        .map(|o| o.kind != ValueKind::Single)
        .collect();
    let grouped = variadic.contains(&true);
    if grouped {
        bindings.push(quote!(let __groups = __t.operand_groups(__op, &[#(#variadic),*])?;));
    }
    let mut names: Vec<(String, String)> = Vec::new();
    for (i, operand) in op.operands.iter().enumerate() {
        let local = format_ident!("__{}", operand.name);
        if !grouped {
            // Single operands only: operand `i` is the `i`th.
            bindings.push(quote!(let #local = __t.operand(__op, #i)?;));
        } else if operand.kind == ValueKind::Single {
            bindings.push(quote!(let #local = __t.lookup_value(__op, __groups[#i][0])?;));
        } else {
            bindings.push(quote!(let #local = __groups[#i].iter().map(|&v| __t.lookup_value(__op, v)).collect::<TranslateResult<Vec<_>>>()?;));
        }
        names.push((operand.name.clone(), local.to_string()));
    }
    // Attributes are looked up by name: only those the snippet uses.
    for attr in op.attributes.iter().filter(|a| mentions(snippet, &a.name)) {
        let local = format_ident!("__{}", attr.name);
        let name = &attr.name;
        bindings.push(quote!(let #local = __t.attr(__op, #name);));
        names.push((attr.name.clone(), local.to_string()));
    }
    let mut mappings = Vec::new();
    for (i, result) in op.results.iter().enumerate() {
        if result.kind != ValueKind::Single {
            return Err(format!(
                "the `llvmBuilder` of `{}` cannot name the variadic result `{}`",
                op.name, result.name
            ));
        }
        let local = format_ident!("__{}", result.name);
        if snippet.contains(&format!("${}", result.name)) {
            bindings.push(quote!(let #local: AnyValue<'_>;));
            mappings.push(quote!(__t.map_result(__op, #i, #local);));
        }
        names.push((result.name.clone(), local.to_string()));
    }
    if snippet.contains("$_resultType") {
        bindings.push(quote!(let __result_type = { let __ty = __t.ir.value_type(__t.ir.result(__op, 0)); __t.llvm_type(__op, __ty)? };));
    }
    bindings.push(quote!(let __builder = __t.builder();));
    let code = substitute(op, snippet, &names)?;
    let code: TokenStream = code
        .parse()
        .map_err(|_| format!("the `llvmBuilder` of `{}` is not valid Rust", op.name))?;
    Ok(quote! {
        #(#bindings)*
        { #code }
        #(#mappings)*
        Ok(())
    })
}

/// Whether `snippet` names `$name` (not only a longer name it begins).
fn mentions(snippet: &str, name: &str) -> bool {
    let placeholder = format!("${name}");
    snippet.match_indices(&placeholder).any(|(pos, _)| {
        !snippet[pos + placeholder.len()..]
            .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// `snippet` with every `$name` replaced by the local bound to it.
fn substitute(op: &OpDef, snippet: &str, names: &[(String, String)]) -> Result<String, String> {
    let mut out = String::with_capacity(snippet.len());
    let mut rest = snippet;
    while let Some(pos) = rest.find('$') {
        out.push_str(&rest[..pos]);
        let after = &rest[pos + 1..];
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..len];
        let replacement = match name {
            "_builder" => "__builder",
            "_resultType" => "__result_type",
            "_translation" => "__t",
            "_op" => "__op",
            _ => names
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, local)| local.as_str())
                .ok_or_else(|| format!("the `llvmBuilder` of `{}` names `${name}`, which is no operand, attribute or result of the op", op.name))?,
        };
        out.push_str(replacement);
        rest = &after[len..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::mentions;

    #[test]
    fn mentions_a_placeholder_only_as_a_whole_name() {
        let snippet = "$res = f($lhs, $rhs_x, enum_bits($_translation, $flags));";
        assert!(mentions(snippet, "lhs"));
        assert!(mentions(snippet, "flags"));
        assert!(mentions(snippet, "res"));
        assert!(!mentions(snippet, "rhs"));
        assert!(!mentions(snippet, "lh"));
        assert!(!mentions(snippet, "fastmathFlags"));
    }
}
