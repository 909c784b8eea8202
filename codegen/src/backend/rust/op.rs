//! One op: its struct with typed accessors, its static `OpSpec` (operands,
//! attributes, results, regions, successors with their constraints,
//! traits, the assembly format, the hooks), its typed builder, and its
//! fold adaptor.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{AttrValueKind, Model, OpDef, Trait, ValueKind, ValueProperty};

use super::attr_values;
use super::builder;
use super::constraints::{ConstraintTable, Subject, op_pred, type_builder};
use super::docs;
use super::fold;
use super::format::{self, usize_lit};
use super::interface;
use super::names::{ident, upper_snake};
use super::op_names::OpNames;
use super::snippets;

/// The name of the static holding `op`'s spec.
pub fn spec_static(op: &OpDef) -> proc_macro2::Ident {
    format_ident!("__{}", upper_snake(&op.rust_name))
}

/// The Rust for one op.
pub fn op_items(model: &Model, op: &OpDef, table: &mut ConstraintTable) -> TokenStream {
    let names = OpNames::of(op);
    let name = format_ident!("{}", op.rust_name);
    let spec = spec_static(op);
    let full_name = &op.name;
    let doc = docs::doc_attrs(&op.summary, &op.description, &op.place, &op.def_name);
    let spec_value = spec_value(model, op, table);
    let accessors = accessors(op, &names);
    let extra = op
        .extra_class_declaration
        .as_deref()
        .map(snippets::tokens)
        .unwrap_or_default();
    let extra_definition = op
        .extra_class_definition
        .as_deref()
        .map(snippets::tokens)
        .unwrap_or_default();
    let builder = builder::builder_items(op, &names, table);
    let fold = fold::fold_items(op, &names);
    // `NAME`, `SPEC`, `from_op`, `builder()` and the `OpHandle` and
    // `TypedOp` impls are the same for every op but for these names.
    let builder_arg = if op.skip_default_builders {
        TokenStream::new()
    } else {
        let builder_name = builder::builder_name(op);
        quote!(, #builder_name)
    };
    let inherent = if accessors.is_empty() && extra.is_empty() {
        TokenStream::new()
    } else {
        quote! {
            impl #name {
                #accessors
                #extra
            }
        }
    };
    quote! {
        #doc
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct #name(pub __ods::OpId);

        static #spec: __ods::OpSpec = #spec_value;

        __ods::op_items!(#name, #full_name, #spec #builder_arg);

        #inherent

        #builder
        #fold
        #extra_definition
    }
}

/// The typed accessors.
fn accessors(op: &OpDef, names: &OpNames) -> TokenStream {
    let mut out = TokenStream::new();
    for (index, o) in op.operands.iter().enumerate() {
        let f = ident(&names.operands[index]);
        let i = usize_lit(index);
        let (ty, helper) = match o.kind {
            ValueKind::Single => (quote!(__ods::Value), quote!(operand)),
            ValueKind::Optional => (quote!(Option<__ods::Value>), quote!(optional_operand)),
            ValueKind::Variadic => (quote!(Vec<__ods::Value>), quote!(operands)),
            ValueKind::VariadicOfVariadic { .. } => {
                (quote!(Vec<Vec<__ods::Value>>), quote!(operand_groups))
            }
        };
        let doc = format!(" Operand `{}` ({}).", o.name, o.constraint.summary);
        out.extend(quote! {
            #[doc = #doc]
            pub fn #f(self, ctx: &__ods::Context, ir: &__ods::Ir) -> #ty {
                __ods::#helper(Self::SPEC, ctx, ir, self.0, #i)
            }
        });
    }
    for (index, a) in op.attributes.iter().enumerate() {
        let f = ident(&names.attributes[index]);
        let i = usize_lit(index);
        let value_type = attr_values::value_type(a);
        let convert = attr_values::from_attr(a);
        let get = quote!(__ods::attr(Self::SPEC, ctx, ir, self.0, #i).and_then(|attr| #convert));
        let doc = format!(" Attribute `{}` ({}).", a.name, a.constraint.summary);
        let item = if matches!(a.kind, AttrValueKind::Unit) {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &__ods::Context, ir: &__ods::Ir) -> bool {
                    __ods::attr(Self::SPEC, ctx, ir, self.0, #i).is_some()
                }
            }
        } else if let Some(default) = attr_values::default_value(a) {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &__ods::Context, ir: &__ods::Ir) -> #value_type {
                    #get.unwrap_or_else(|| #default)
                }
            }
        } else if a.optional {
            quote! {
                #[doc = #doc]
                pub fn #f(self, ctx: &__ods::Context, ir: &__ods::Ir) -> Option<#value_type> {
                    #get
                }
            }
        } else {
            let message = format!(
                "`{}` has no valid attribute `{}`: the op does not verify",
                op.name, a.name
            );
            quote! {
                #[doc = #doc]
                ///
                /// # Panics
                ///
                /// If the op does not verify.
                pub fn #f(self, ctx: &__ods::Context, ir: &__ods::Ir) -> #value_type {
                    #get.expect(#message)
                }
            }
        };
        out.extend(item);
    }
    for (index, r) in op.results.iter().enumerate() {
        let f = ident(&names.results[index]);
        let i = usize_lit(index);
        let (ty, helper) = match r.kind {
            ValueKind::Single => (quote!(__ods::Value), quote!(result)),
            ValueKind::Optional => (quote!(Option<__ods::Value>), quote!(optional_result)),
            _ => (quote!(Vec<__ods::Value>), quote!(results)),
        };
        let doc = format!(" Result `{}` ({}).", r.name, r.constraint.summary);
        out.extend(quote! {
            #[doc = #doc]
            pub fn #f(self, ctx: &__ods::Context, ir: &__ods::Ir) -> #ty {
                __ods::#helper(Self::SPEC, ctx, ir, self.0, #i)
            }
        });
    }
    for (index, r) in op.regions.iter().enumerate() {
        let f = ident(&names.regions[index]);
        let i = usize_lit(index);
        let doc = format!(" Region `{}` ({}).", r.name, r.summary);
        out.extend(if r.variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(self, _ctx: &__ods::Context, ir: &__ods::Ir) -> Vec<__ods::RegionId> {
                    __ods::regions_from(ir, self.0, #i)
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(self, _ctx: &__ods::Context, ir: &__ods::Ir) -> __ods::RegionId {
                    __ods::region_at(ir, self.0, #i)
                }
            }
        });
    }
    for (index, s) in op.successors.iter().enumerate() {
        let f = ident(&names.successors[index]);
        let i = usize_lit(index);
        let doc = format!(" Successor `{}`.", s.name);
        out.extend(if s.variadic {
            quote! {
                #[doc = #doc]
                pub fn #f(self, _ctx: &__ods::Context, ir: &__ods::Ir) -> Vec<__ods::BlockId> {
                    __ods::successors_from(ir, self.0, #i)
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                pub fn #f(self, _ctx: &__ods::Context, ir: &__ods::Ir) -> __ods::BlockId {
                    __ods::successor_at(ir, self.0, #i)
                }
            }
        });
    }
    out
}

/// The structural traits as an `OpTraits` constant expression.
fn op_traits(op: &OpDef) -> TokenStream {
    let mut bits = Vec::new();
    for t in &op.traits {
        let bit = match t {
            Trait::Native(n) => match n.as_str() {
                "Terminator" => Some(quote!(TERMINATOR)),
                "IsolatedFromAbove" => Some(quote!(ISOLATED_FROM_ABOVE)),
                "NoTerminator" => Some(quote!(NO_TERMINATOR)),
                "SingleBlock" => Some(quote!(SINGLE_BLOCK)),
                "SymbolTable" => Some(quote!(SYMBOL_TABLE)),
                "Symbol" => Some(quote!(SYMBOL)),
                "HasOnlyGraphRegion" => Some(quote!(GRAPH_REGION)),
                "NoRegionArguments" => Some(quote!(NO_REGION_ARGUMENTS)),
                "RecursiveMemoryEffects" => Some(quote!(RECURSIVE_MEMORY_EFFECTS)),
                "ConstantLike" => Some(quote!(CONSTANT_LIKE)),
                "Commutative" => Some(quote!(COMMUTATIVE)),
                "Idempotent" => Some(quote!(IDEMPOTENT)),
                "Involution" => Some(quote!(INVOLUTION)),
                "ReturnLike" => Some(quote!(RETURN_LIKE)),
                _ => None,
            },
            Trait::SingleBlockImplicitTerminator(_) => Some(quote!(SINGLE_BLOCK)),
            Trait::Interface { name, .. } if name == "CastOpInterface" => {
                Some(quote!(CAST_OP_INTERFACE))
            }
            _ => None,
        };
        if let Some(b) = bit {
            let text = b.to_string();
            if !bits.iter().any(|x: &TokenStream| x.to_string() == text) {
                bits.push(b);
            }
        }
    }
    let mut expr = quote!(__ods::OpTraits::NONE);
    for b in bits {
        expr = quote!(#expr.union(__ods::OpTraits::#b));
    }
    expr
}

/// The relational traits, in declaration order, then
/// `InferTypeOpInterface` when ODS adds it.
fn relations(op: &OpDef, table: &mut ConstraintTable) -> Vec<TokenStream> {
    let mut out = Vec::new();
    for t in &op.traits {
        let item = match t {
            Trait::Native(n) => match n.as_str() {
                "SameOperandsAndResultType"
                | "SameOperandsAndResultShape"
                | "SameTypeOperands"
                | "SameOperandsShape"
                | "SameOperandsElementType"
                | "SameOperandsAndResultElementType"
                | "Elementwise"
                | "SameVariadicOperandSize"
                | "SameVariadicResultSize"
                | "AttrSizedOperandSegments"
                | "AttrSizedResultSegments" => {
                    let v = format_ident!("{}", n);
                    Some(quote!(__ods::TraitSpec::#v))
                }
                _ => None,
            },
            Trait::HasParent(parents) => {
                Some(quote!(__ods::TraitSpec::HasParent(&[#(#parents),*])))
            }
            Trait::Interface { name, .. } if name == "BranchOpInterface" => {
                branch_operand_groups(op)
                    .map(|groups| quote!(__ods::TraitSpec::BranchOpInterface(&[#(#groups),*])))
            }
            Trait::SingleBlockImplicitTerminator(t) => {
                Some(quote!(__ods::TraitSpec::SingleBlockImplicitTerminator(#t)))
            }
            Trait::Pred {
                summary,
                pred,
                matched,
            } => {
                let variant = match matched {
                    Some((_, ValueProperty::Type)) => Some(quote!(AllTypesMatch)),
                    Some((_, ValueProperty::Shape)) => Some(quote!(AllShapesMatch)),
                    Some((_, ValueProperty::ElementType)) => Some(quote!(AllElementTypesMatch)),
                    Some((_, ValueProperty::Rank)) => Some(quote!(AllRanksMatch)),
                    _ => None,
                };
                match (variant, matched) {
                    (Some(v), Some((values, _))) => {
                        Some(quote!(__ods::TraitSpec::#v(&[#(#values),*], #summary)))
                    }
                    _ => {
                        let p = op_pred(pred);
                        Some(quote!(__ods::TraitSpec::PredOpTrait { summary: #summary, pred: #p }))
                    }
                }
            }
            Trait::TypesMatchWith {
                summary,
                lhs,
                rhs,
                transform,
            } => {
                let f = table.transform(transform);
                Some(quote!(__ods::TraitSpec::TypesMatchWith {
                    summary: #summary,
                    lhs: #lhs,
                    rhs: #rhs,
                    transform: #f,
                }))
            }
            _ => None,
        };
        out.extend(item);
    }
    if op.infers_result_types {
        out.push(quote!(__ods::TraitSpec::InferTypeOpInterface));
    }
    out
}

/// The operand groups a branch forwards to its successor groups, by the
/// ODS naming convention: the k-th operand group named `...Operands`
/// (`destOperands`, `trueDestOperands`, `defaultOperands`, `caseOperands`)
/// feeds the k-th successor group. `None` when the counts differ.
fn branch_operand_groups(op: &OpDef) -> Option<Vec<usize>> {
    let groups: Vec<usize> = op
        .operands
        .iter()
        .enumerate()
        .filter(|(_, o)| o.name.ends_with("Operands"))
        .map(|(i, _)| i)
        .collect();
    (groups.len() == op.successors.len()).then_some(groups)
}

/// The `OpSpec` of `op`.
fn spec_value(model: &Model, op: &OpDef, table: &mut ConstraintTable) -> TokenStream {
    let name = &op.name;
    let values = |table: &mut ConstraintTable, values: &[crate::model::Operand]| {
        let items: Vec<TokenStream> = values
            .iter()
            .map(|v| {
                let c = table.constraint(&v.constraint, Subject::Type);
                let n = &v.name;
                let base = match &v.kind {
                    ValueKind::Single => quote!(__ods::single(#n, &#c)),
                    ValueKind::Optional => quote!(__ods::optional(#n, &#c)),
                    ValueKind::Variadic => quote!(__ods::variadic(#n, &#c)),
                    ValueKind::VariadicOfVariadic { segment_attr } => {
                        quote!(__ods::variadic_of_variadic(#n, #segment_attr, &#c))
                    }
                };
                match &v.buildable_type {
                    Some(b) => {
                        let f = type_builder(b);
                        quote!(__ods::buildable(#base, #f))
                    }
                    None => base,
                }
            })
            .collect();
        items
    };
    let mut fields = vec![quote!(name: #name)];
    let operands = values(table, &op.operands);
    if !operands.is_empty() {
        fields.push(quote!(operands: &[#(#operands),*]));
    }
    if !op.attributes.is_empty() {
        let attrs = op.attributes.iter().map(|a| {
            let c = table.constraint(&a.constraint, Subject::Attr);
            let n = &a.name;
            let optional = a.may_be_absent();
            let property = a.property;
            let default = match attr_values::default_attr(a) {
                Some(f) => quote!(Some(#f)),
                None => quote!(None),
            };
            let value_type = match &a.value_type {
                Some(b) => {
                    let f = type_builder(b);
                    quote!(Some(#f))
                }
                None => quote!(None),
            };
            let storage = match &a.storage {
                Some(p) if a.property => {
                    let p = super::constraints::pred(p, Subject::Attr);
                    quote!(Some(#p))
                }
                _ => quote!(None),
            };
            let base = quote!(__ods::attribute(#n, &#c, #property, #optional));
            let mut extra = Vec::new();
            if default.to_string() != "None" {
                extra.push(quote!(default: #default));
            }
            if value_type.to_string() != "None" {
                extra.push(quote!(value_type: #value_type));
            }
            if storage.to_string() != "None" {
                extra.push(quote!(storage: #storage));
            }
            if extra.is_empty() {
                base
            } else {
                quote!(__ods::AttrSpec { #(#extra,)* ..#base })
            }
        });
        fields.push(quote!(attributes: &[#(#attrs),*]));
        let mut order: Vec<u16> = (0..op.attributes.len() as u16).collect();
        order.sort_by(|&a, &b| {
            op.attributes[a as usize]
                .name
                .cmp(&op.attributes[b as usize].name)
        });
        let order = order.into_iter().map(proc_macro2::Literal::u16_unsuffixed);
        fields.push(quote!(attribute_order: &[#(#order),*]));
    }
    let results = values(table, &op.results);
    if !results.is_empty() {
        fields.push(quote!(results: &[#(#results),*]));
    }
    if !op.regions.is_empty() {
        let regions = op.regions.iter().map(|r| {
            let n = &r.name;
            let summary = &r.summary;
            let variadic = r.variadic;
            let blocks = match r.blocks {
                Some(b) => quote!(Some(#b)),
                None => quote!(None),
            };
            if !variadic && r.blocks.is_none() {
                quote!(__ods::region(#n, #summary))
            } else {
                quote!(__ods::RegionSpec { name: #n, variadic: #variadic, blocks: #blocks, summary: #summary })
            }
        });
        fields.push(quote!(regions: &[#(#regions),*]));
    }
    if !op.successors.is_empty() {
        let successors = op.successors.iter().map(|s| {
            let n = &s.name;
            let variadic = s.variadic;
            if variadic {
                quote!(__ods::SuccessorSpec { name: #n, variadic: true })
            } else {
                quote!(__ods::successor(#n))
            }
        });
        fields.push(quote!(successors: &[#(#successors),*]));
    }
    let traits = op_traits(op);
    if traits.to_string() != quote!(__ods::OpTraits::NONE).to_string() {
        fields.push(quote!(traits: #traits));
    }
    let relations = relations(op, table);
    if !relations.is_empty() {
        fields.push(quote!(relations: &[#(#relations),*]));
    }
    if let Some((_, f)) = &op.assembly_format {
        let value = format::format_spec(op, f, table);
        let f = table.format(value);
        fields.push(quote!(format: Some(&#f)));
    }
    if !interface::op_interfaces(model, op).is_empty() {
        let interfaces = interface::op_interface_table(model, op);
        fields.push(quote!(interfaces: #interfaces));
    }
    let source = op.place.to_string();
    fields.push(quote!(source: #source));
    quote!(__ods::OpSpec { #(#fields,)* ..__ods::EMPTY_OP })
}
