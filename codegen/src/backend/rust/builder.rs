//! Typed builders: per op a builder struct whose type parameters record
//! which required fields are set, so that building without one does not
//! compile, and the error names the field (each required field has a
//! marker trait with `#[diagnostic::on_unimplemented]`). Values of a
//! static type take a `TypedValue<T>`, attributes take their Rust value.
//! Result types the arguments determine are computed, segment sizes too.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::model::{ArgRef, AttrArg, AttrValueKind, OpDef, ResultTypeSource, ValueKind};

use super::attr_values;
use super::constraints::ConstraintTable;
use super::format::usize_lit;
use super::names::{camel_case, ident};
use super::op_names::OpNames;
use super::snippets;

/// A required field: its builder type parameter and marker trait.
struct Required {
    param: Ident,
    marker: Ident,
    message: String,
    setter: String,
}

/// The name of `op`'s typed builder (`AddIOpBuilder`), which `builder()`
/// of the op's struct starts.
pub fn builder_name(op: &OpDef) -> Ident {
    format_ident!("{}Builder", op.rust_name)
}

/// The builder of `op` (nothing when `skipDefaultBuilders`), and the
/// functions of its `.td` builders with bodies.
pub fn builder_items(op: &OpDef, names: &OpNames, table: &mut ConstraintTable) -> TokenStream {
    let custom = custom_builders(op);
    if op.skip_default_builders {
        return custom;
    }
    let name = format_ident!("{}", op.rust_name);
    let builder = builder_name(op);
    let full = &op.name;

    // Which fields are required, in declaration order.
    let mut required: Vec<Required> = Vec::new();
    let mut require = |what: &str, field: &str, setter: &str| {
        let camel = camel_case(setter);
        required.push(Required {
            param: format_ident!("{}State", camel),
            marker: format_ident!("{}Has{}", op.rust_name, camel),
            message: format!("missing required {what} `{field}` of `{full}`"),
            setter: setter.to_string(),
        });
    };
    let segment_attrs: Vec<&str> = op
        .operands
        .iter()
        .filter_map(|o| match &o.kind {
            ValueKind::VariadicOfVariadic { segment_attr } => Some(segment_attr.as_str()),
            _ => None,
        })
        .collect();
    for arg in &op.arguments {
        match *arg {
            ArgRef::Operand(i) if op.operands[i].kind == ValueKind::Single => {
                require("operand", &op.operands[i].name, &names.operands[i]);
            }
            ArgRef::Attribute(i) => {
                let a = &op.attributes[i];
                if !a.may_be_absent() && !segment_attrs.contains(&a.name.as_str()) {
                    require("attribute", &a.name, &names.attributes[i]);
                }
            }
            _ => {}
        }
    }
    for (i, r) in op.results.iter().enumerate() {
        if r.kind == ValueKind::Single && op.result_types.get(i) == Some(&ResultTypeSource::Given) {
            require("result type", &r.name, &names.result_types[i]);
        }
    }
    for (i, s) in op.successors.iter().enumerate() {
        if !s.variadic {
            require("successor", &s.name, &names.successors[i]);
        }
    }

    let params: Vec<&Ident> = required.iter().map(|r| &r.param).collect();
    let unset = params.iter().map(|p| quote!(#p = __ods::Unset));
    let marker_items = required.iter().map(|r| {
        let (marker, message) = (&r.marker, &r.message);
        let label = format!("call `.{}(...)` before `.build(...)`", r.setter);
        quote! {
            __ods::required_field!(#marker, #message, #label);
            impl #marker for __ods::Set {}
        }
    });

    // Setters.
    let mut setters = TokenStream::new();
    let set_state = |param: Option<&Ident>| -> TokenStream {
        match param {
            None => quote!(Self),
            Some(p) => {
                let args = params.iter().map(|q| {
                    if *q == p {
                        quote!(__ods::Set)
                    } else {
                        quote!(#q)
                    }
                });
                quote!(#builder<'c, #(#args),*>)
            }
        }
    };
    let param_of = |setter: &str| {
        required
            .iter()
            .find(|r| r.setter == setter)
            .map(|r| &r.param)
    };
    for (index, o) in op.operands.iter().enumerate() {
        let f = ident(&names.operands[index]);
        let i = usize_lit(index);
        let doc = format!(" Sets operand `{}` ({}).", o.name, o.constraint.summary);
        let value_ty = match &o.rust_type {
            Some(t) => {
                let t = snippets::tokens(t);
                quote!(__ods::TypedValue<#t>)
            }
            None => quote!(impl Into<__ods::Value>),
        };
        let item_ty = match &o.rust_type {
            Some(t) => {
                let t = snippets::tokens(t);
                quote!(__ods::TypedValue<#t>)
            }
            None => quote!(impl Into<__ods::Value>),
        };
        let (arg, set) = match &o.kind {
            ValueKind::Single | ValueKind::Optional => (
                quote!(value: #value_ty),
                quote!(self.0.set_operand(#i, value.into())),
            ),
            ValueKind::Variadic => (
                quote!(values: impl IntoIterator<Item = #item_ty>),
                quote!(self.0.set_operands(#i, values.into_iter().map(Into::into))),
            ),
            ValueKind::VariadicOfVariadic { .. } => (
                quote!(groups: impl IntoIterator<Item = Vec<__ods::Value>>),
                quote!(self.0.set_operand_groups(#i, groups)),
            ),
        };
        let ret = set_state(param_of(&names.operands[index]));
        setters.extend(quote! {
            #[doc = #doc]
            pub fn #f(mut self, #arg) -> #ret {
                #set;
                #builder(self.0, __ods::PhantomData)
            }
        });
    }
    for (i, a) in op.attributes.iter().enumerate() {
        if segment_attrs.contains(&a.name.as_str()) {
            continue;
        }
        let ret = set_state(param_of(&names.attributes[i]));
        setters.extend(attribute_setter(a, i, names, &builder, ret));
    }
    for (index, r) in op.results.iter().enumerate() {
        if op.result_types.get(index) != Some(&ResultTypeSource::Given) {
            continue;
        }
        let f = ident(&names.result_types[index]);
        let ret = set_state(param_of(&names.result_types[index]));
        let i = usize_lit(index);
        let doc = format!(
            " Sets the type of result `{}` ({}).",
            r.name, r.constraint.summary
        );
        let (arg, set) = match r.kind {
            ValueKind::Single | ValueKind::Optional => (
                quote!(ty: __ods::Type),
                quote!(self.0.set_result_type(#i, ty)),
            ),
            _ => (
                quote!(types: impl IntoIterator<Item = __ods::Type>),
                quote!(self.0.set_result_types(#i, types)),
            ),
        };
        setters.extend(quote! {
            #[doc = #doc]
            pub fn #f(mut self, #arg) -> #ret {
                #set;
                #builder(self.0, __ods::PhantomData)
            }
        });
    }
    for (index, r) in op.regions.iter().enumerate() {
        let f = ident(&names.regions[index]);
        let i = usize_lit(index);
        let doc = format!(
            " Gives region `{}` (an empty one is made otherwise).",
            r.name
        );
        let (arg, set) = if r.variadic {
            (
                quote!(regions: impl IntoIterator<Item = __ods::RegionId>),
                quote!(self.0.set_regions(#i, regions)),
            )
        } else {
            (
                quote!(region: __ods::RegionId),
                quote!(self.0.set_regions(#i, [region])),
            )
        };
        setters.extend(quote! {
            #[doc = #doc]
            pub fn #f(mut self, #arg) -> Self {
                #set;
                self
            }
        });
    }
    for (index, s) in op.successors.iter().enumerate() {
        let f = ident(&names.successors[index]);
        let doc = format!(" Sets successor `{}`.", s.name);
        let ret = set_state(param_of(&names.successors[index]));
        let i = usize_lit(index);
        let (arg, set) = if s.variadic {
            (
                quote!(blocks: impl IntoIterator<Item = __ods::BlockId>),
                quote!(self.0.set_successors(#i, blocks)),
            )
        } else {
            (
                quote!(block: __ods::BlockId),
                quote!(self.0.set_successors(#i, [block])),
            )
        };
        setters.extend(quote! {
            #[doc = #doc]
            pub fn #f(mut self, #arg) -> #ret {
                #set;
                #builder(self.0, __ods::PhantomData)
            }
        });
    }

    // Result types the arguments determine, in dependency order.
    let mut inferred = TokenStream::new();
    let mut done = vec![false; op.results.len()];
    for _ in 0..op.results.len() {
        for (i, source) in op.result_types.iter().enumerate() {
            if done[i] {
                continue;
            }
            let (value, transform) = match source {
                ResultTypeSource::Given => {
                    done[i] = true;
                    continue;
                }
                ResultTypeSource::Buildable(call) => {
                    let call = snippets::tokens(call);
                    (quote!(Some(#call)), None)
                }
                ResultTypeSource::Argument(ArgRef::Operand(j), t) => {
                    let j = usize_lit(*j);
                    (quote!(s.operand_type(builder.ir(), #j)), t.as_ref())
                }
                ResultTypeSource::Argument(ArgRef::Attribute(j), t) => {
                    let j = usize_lit(*j);
                    (quote!(s.attribute_type(#j)), t.as_ref())
                }
                ResultTypeSource::Result(j, t) => {
                    if !done[*j] {
                        continue;
                    }
                    let j = usize_lit(*j);
                    (quote!(s.result_type(#j)), t.as_ref())
                }
            };
            let value = match transform {
                Some(t) => {
                    let f = table.transform(t);
                    quote!(#value.map(|t| #f(ctx, t)))
                }
                None => value,
            };
            let index = usize_lit(i);
            inferred.extend(quote! {
                let ty = #value.unwrap_or_else(|| ctx.none_type());
                s.set_result_type(#index, ty);
            });
            done[i] = true;
        }
    }
    let bounds = required.iter().map(|r| {
        let (p, m) = (&r.param, &r.marker);
        quote!(#p: #m)
    });
    let where_clause = if required.is_empty() {
        quote!()
    } else {
        quote!(where #(#bounds),*)
    };
    let required_list = if required.is_empty() {
        String::new()
    } else {
        let fields: Vec<String> = required.iter().map(|r| format!("`{}`", r.setter)).collect();
        format!(" set the required {} and", fields.join(", "))
    };
    let builder_doc = format!(
        " Builds a [`{}`] (`{full}`):{required_list} call [`build`](Self::build).",
        op.rust_name
    );
    let uses_ctx = !inferred.is_empty();
    let ctx_binding = if uses_ctx {
        quote!(let ctx = s.ctx();)
    } else {
        quote!()
    };
    let all_params = quote!(#(#params),*);
    let build_body = if uses_ctx {
        quote! {
            let mut s = self.0;
            #ctx_binding
            #inferred
            #name(s.build(builder))
        }
    } else {
        quote!(#name(self.0.build(builder)))
    };
    quote! {
        #custom
        #(#marker_items)*

        #[doc = #builder_doc]
        #[must_use]
        pub struct #builder<'c, #(#unset),*>(
            __ods::OpBuildState<'c>,
            __ods::PhantomData<(#(#params,)*)>,
        );

        impl<'c, #all_params> #builder<'c, #all_params> {
            #setters

            __ods::builder_methods!();

            /// Creates the op at `builder`'s insertion point.
            pub fn build(self, builder: &mut __ods::OpBuilder<'_>) -> #name #where_clause {
                #build_body
            }
        }
    }
}

fn attribute_setter(
    a: &AttrArg,
    index: usize,
    names: &OpNames,
    builder: &Ident,
    ret: TokenStream,
) -> TokenStream {
    let f = ident(&names.attributes[index]);
    let i = usize_lit(index);
    let doc = format!(" Sets attribute `{}` ({}).", a.name, a.constraint.summary);
    let (param, convert) = attr_values::to_attr(a);
    if matches!(a.kind, AttrValueKind::Unit) {
        return quote! {
            #[doc = #doc]
            pub fn #f(mut self, value: bool) -> #ret {
                if value {
                    let ctx = self.0.ctx();
                    self.0.set_attribute(#i, #convert);
                } else {
                    self.0.clear_attribute(#i);
                }
                #builder(self.0, __ods::PhantomData)
            }
        };
    }
    let bind_ctx = if convert.to_string().contains("ctx") {
        quote!(let ctx = self.0.ctx();)
    } else {
        quote!()
    };
    quote! {
        #[doc = #doc]
        pub fn #f(mut self, value: #param) -> #ret {
            #bind_ctx
            let attr = #convert;
            self.0.set_attribute(#i, attr);
            #builder(self.0, __ods::PhantomData)
        }
    }
}

/// The `.td` builders that have a Rust body, as functions on the op.
fn custom_builders(op: &OpDef) -> TokenStream {
    let name = format_ident!("{}", op.rust_name);
    let fns = op.builders.iter().filter(|b| b.body.is_some()).map(|b| {
        let fn_name = if b.params.is_empty() {
            format_ident!("build_default")
        } else {
            let joined: Vec<String> = b.params.iter().map(|(n, _)| n.clone()).collect();
            format_ident!("build_with_{}", joined.join("_"))
        };
        let params = b.params.iter().map(|(n, t)| {
            let n = ident(n);
            let t = snippets::tokens(t);
            quote!(#n: #t)
        });
        let body = snippets::tokens(b.body.as_deref().unwrap_or(""));
        let doc = format!(" The `.td` builder of `{}` taking {}.", op.name,
            if b.params.is_empty() { "no parameters".to_string() } else {
                b.params.iter().map(|(n, _)| format!("`{n}`")).collect::<Vec<_>>().join(", ")
            });
        quote! {
            #[doc = #doc]
            pub fn #fn_name(ctx: &__ods::Context, builder: &mut __ods::OpBuilder<'_>, #(#params),*) -> Self {
                let mut state = __ods::OperationState::new(ctx, Self::NAME, ctx.unknown_loc());
                #body
                Self(builder.create(state))
            }
        }
    });
    let fns: Vec<TokenStream> = fns.collect();
    if fns.is_empty() {
        return quote!();
    }
    quote! {
        impl #name {
            #(#fns)*
        }
    }
}
