//! Passes as Rust: per pass its options struct (reading and printing
//! MLIR's `name{opt=value list=a,b}`), the enums its options name, its
//! statistics, the pass type with its static `PassInfo` (argument,
//! anchor, summary, `--help` lines of the options) and its `Pass` impl,
//! whose `run` calls the `PassBody` the dialect module writes; and one
//! `register_passes` for the file's collection. A missing body is a
//! compile error naming the pass type.

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::docs::dedent;
use super::names::{camel_case, ident, snake_case};
use crate::model::{
    Model, OptionDefault, OptionType, PassAnchor, PassDef, PassOption, PassStatistic,
};

/// The Rust type of a pass (`CSE` → `Cse`, `SymbolDCE` → `SymbolDce`):
/// runs of capitals read as one word, as Rust names acronyms.
pub fn pass_type_name(def_name: &str) -> String {
    camel_case(&snake_case(def_name))
}

/// The items of every pass of the model, the enums their options name,
/// and `register_passes` (nothing when the model declares no pass).
pub fn pass_items(model: &Model) -> TokenStream {
    if model.passes.is_empty() {
        return TokenStream::new();
    }
    let mut enums_done = BTreeSet::new();
    let mut enums = TokenStream::new();
    for pass in &model.passes {
        for option in &pass.options {
            if let OptionType::Enum { rust, .. } = &option.ty
                && enums_done.insert(rust.clone())
            {
                enums.extend(enum_items(option));
            }
        }
    }
    let passes = model.passes.iter().map(one_pass);
    let registrations = model.passes.iter().map(|p| {
        let ty = format_ident!("{}", pass_type_name(&p.def_name));
        quote!(registry.register::<#ty>();)
    });
    quote! {
        #enums
        #(#passes)*

        /// Registers every pass of this collection.
        pub fn register_passes(registry: &mut __ods::PassRegistry) {
            #(#registrations)*
        }
    }
}

/// The Rust type of an option's value.
fn value_type(option: &PassOption) -> TokenStream {
    let scalar = match &option.ty {
        OptionType::Bool => quote!(bool),
        OptionType::Int { rust, .. } => {
            let t = format_ident!("{}", rust);
            quote!(#t)
        }
        OptionType::String => quote!(::std::string::String),
        OptionType::Enum { rust, .. } => {
            let t = format_ident!("{}", rust);
            quote!(#t)
        }
    };
    if option.is_list {
        quote!(::std::vec::Vec<#scalar>)
    } else {
        scalar
    }
}

/// The default of an option as a Rust expression.
fn default_value(option: &PassOption) -> TokenStream {
    if option.is_list {
        return quote!(::std::vec::Vec::new());
    }
    match (&option.default, &option.ty) {
        (OptionDefault::TypeDefault, _) => quote!(::core::default::Default::default()),
        (OptionDefault::Bool(b), _) => quote!(#b),
        (OptionDefault::Int(v), OptionType::Int { rust, .. }) => {
            let literal: TokenStream = format!("{v}{rust}").parse().unwrap_or_default();
            literal
        }
        (OptionDefault::String(s), _) => quote!(::std::string::String::from(#s)),
        (OptionDefault::Enum(variant), OptionType::Enum { rust, .. }) => {
            let t = format_ident!("{}", rust);
            let v = format_ident!("{}", variant);
            quote!(#t::#v)
        }
        _ => quote!(::core::default::Default::default()),
    }
}

/// The enum an option names, with MLIR's reading and printing.
fn enum_items(option: &PassOption) -> TokenStream {
    let OptionType::Enum { rust, values } = &option.ty else {
        return TokenStream::new();
    };
    let ty = format_ident!("{}", rust);
    let doc = format!(" The values of the `{}` option.", option.argument);
    let variants = values.iter().enumerate().map(|(i, v)| {
        let name = format_ident!("{}", v.variant);
        let doc = format!(" `{}`: {}", v.argument, v.description);
        let default = (i == 0).then(|| quote!(#[default]));
        quote!(#[doc = #doc] #default #name,)
    });
    let parse_arms = values.iter().map(|v| {
        let name = format_ident!("{}", v.variant);
        let text = &v.argument;
        quote!(#text => ::core::result::Result::Ok(#ty::#name),)
    });
    let print_arms = values.iter().map(|v| {
        let name = format_ident!("{}", v.variant);
        let text = &v.argument;
        quote!(#ty::#name => #text,)
    });
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum #ty { #(#variants)* }

        impl __ods::OptionValue for #ty {
            fn parse_option(argument: &str, value: &str) -> ::core::result::Result<Self, __ods::OptionError> {
                match value {
                    #(#parse_arms)*
                    _ => ::core::result::Result::Err(__ods::OptionError::InvalidValue {
                        argument: argument.to_string(),
                        message: ::std::format!("Cannot find option named '{value}'!"),
                    }),
                }
            }

            fn print_option(&self, out: &mut ::std::string::String) {
                out.push_str(match self { #(#print_arms)* });
            }
        }
    }
}

/// The `--help` value name of an option (`long`, `string`, `value`).
fn help_value_name(option: &PassOption) -> &str {
    match &option.ty {
        OptionType::Bool if !option.is_list => "",
        OptionType::Bool => "bool",
        OptionType::Int { value_name, .. } => value_name,
        OptionType::String => "string",
        OptionType::Enum { .. } => "value",
    }
}

fn option_info(option: &PassOption) -> TokenStream {
    let argument = &option.argument;
    let value_name = help_value_name(option);
    let description = &option.description;
    let values = match &option.ty {
        OptionType::Enum { values, .. } => {
            let pairs = values.iter().map(|v| {
                let (a, d) = (&v.argument, &v.description);
                quote!((#a, #d))
            });
            quote!(&[#(#pairs),*])
        }
        _ => quote!(&[]),
    };
    quote! {
        __ods::OptionInfo {
            argument: #argument,
            value_name: #value_name,
            description: #description,
            values: #values,
        }
    }
}

fn statistic_info(statistic: &PassStatistic) -> TokenStream {
    let (name, description) = (&statistic.name, &statistic.description);
    quote!(__ods::StatisticInfo { name: #name, description: #description })
}

fn one_pass(pass: &PassDef) -> TokenStream {
    let type_name = pass_type_name(&pass.def_name);
    let ty = format_ident!("{}", type_name);
    let options_ty = format_ident!("{}Options", type_name);
    let statistics_ty = format_ident!("{}Statistics", type_name);
    let argument = &pass.argument;
    let def_name = &pass.def_name;
    let summary = &pass.summary;
    let description = dedent(&pass.description);
    let place = pass.place.to_string();

    let mut sorted: Vec<&PassOption> = pass.options.iter().collect();
    sorted.sort_by(|a, b| a.argument.cmp(&b.argument));

    let fields = pass.options.iter().map(|o| {
        let name = ident(&snake_case(&o.field_name));
        let ty = value_type(o);
        let doc = format!(" `{}`: {}", o.argument, o.description);
        quote!(#[doc = #doc] pub #name: #ty,)
    });
    let defaults = pass.options.iter().map(|o| {
        let name = ident(&snake_case(&o.field_name));
        let value = default_value(o);
        quote!(#name: #value,)
    });
    let set_option = if pass.options.is_empty() {
        quote! {
            let _ = value;
            ::core::result::Result::Err(__ods::OptionError::NoSuchOption(argument.to_string()))
        }
    } else {
        let arms = pass.options.iter().map(|o| {
            let name = ident(&snake_case(&o.field_name));
            let text = &o.argument;
            let read = if o.is_list {
                quote!(__ods::parse_list_option(argument, value)?)
            } else {
                quote!(__ods::OptionValue::parse_option(argument, value)?)
            };
            quote!(#text => self.#name = #read,)
        });
        quote! {
            match argument {
                #(#arms)*
                _ => return ::core::result::Result::Err(
                    __ods::OptionError::NoSuchOption(argument.to_string())
                ),
            }
            ::core::result::Result::Ok(())
        }
    };
    let prints = sorted.iter().enumerate().map(|(i, o)| {
        let name = ident(&snake_case(&o.field_name));
        let text = &o.argument;
        let separator = (i > 0).then(|| quote!(out.push(' ');));
        let print = if o.is_list {
            quote!(__ods::print_list_option(out, #text, &self.#name);)
        } else {
            quote!(__ods::print_option(out, #text, &self.#name);)
        };
        quote!(#separator #print)
    });
    let print_out = if pass.options.is_empty() {
        quote!(_out)
    } else {
        quote!(out)
    };

    let statistic_fields = pass.statistics.iter().map(|s| {
        let name = ident(&snake_case(&s.field_name));
        let doc = format!(" `{}`: {}", s.name, s.description);
        quote!(#[doc = #doc] pub #name: u64,)
    });
    let statistic_names: Vec<_> = pass
        .statistics
        .iter()
        .map(|s| ident(&snake_case(&s.field_name)))
        .collect();
    let statistic_indices = 0..pass.statistics.len();
    let statistics_methods = if pass.statistics.is_empty() {
        TokenStream::new()
    } else {
        quote! {
            fn statistics(&self) -> ::std::vec::Vec<u64> {
                ::std::vec![#(self.statistics.#statistic_names),*]
            }

            fn add_statistics(&mut self, values: &[u64]) {
                #(self.statistics.#statistic_names += values[#statistic_indices];)*
            }
        }
    };

    let anchor = match &pass.anchor {
        PassAnchor::AnyOp => quote!(__ods::PassAnchor::AnyOp),
        PassAnchor::Op(op) => quote!(__ods::PassAnchor::Op(#op)),
        PassAnchor::Interface(i) => quote!(__ods::PassAnchor::Interface(#i)),
    };
    let can_schedule = match &pass.anchor {
        PassAnchor::Interface(i) => {
            let interface = format_ident!("{}", i);
            quote! {
                fn can_schedule_on(&self, ctx: &__ods::Context, ir: &__ods::Ir, op: __ods::OpId) -> bool {
                    ctx.op_implements::<dyn #interface>(ir, op)
                }
            }
        }
        _ => TokenStream::new(),
    };
    let option_infos = sorted.iter().map(|o| option_info(o));
    let statistic_infos = pass.statistics.iter().map(statistic_info);
    let dialects = &pass.dependent_dialects;

    let pass_doc = format!(" The `{argument}` pass (`{def_name}`, {place}): {summary}.");
    let options_doc = format!(" The options of the `{argument}` pass.");
    let statistics_doc = format!(" The statistics of the `{argument}` pass.");
    quote! {
        #[doc = #options_doc]
        #[derive(Clone, Debug, PartialEq)]
        pub struct #options_ty { #(#fields)* }

        impl ::core::default::Default for #options_ty {
            fn default() -> Self {
                #options_ty { #(#defaults)* }
            }
        }

        impl __ods::PassOptions for #options_ty {
            fn set_option(&mut self, argument: &str, value: &str) -> ::core::result::Result<(), __ods::OptionError> {
                #set_option
            }

            fn print_options(&self, #print_out: &mut ::std::string::String) {
                #(#prints)*
            }
        }

        #[doc = #statistics_doc]
        #[derive(Clone, Debug, Default, PartialEq, Eq)]
        pub struct #statistics_ty { #(#statistic_fields)* }

        #[doc = #pass_doc]
        #[derive(Clone, Debug, Default)]
        pub struct #ty {
            /// The options it runs with.
            pub options: #options_ty,
            /// What it counted so far.
            pub statistics: #statistics_ty,
            /// What its body keeps between runs.
            pub cache: __ods::PassCache,
        }

        impl __ods::PassDefinition for #ty {
            type Options = #options_ty;

            const INFO: &'static __ods::PassInfo = &__ods::PassInfo {
                argument: #argument,
                name: #def_name,
                anchor: #anchor,
                summary: #summary,
                description: #description,
                options: &[#(#option_infos),*],
                statistics: &[#(#statistic_infos),*],
                dependent_dialects: &[#(#dialects),*],
            };

            fn with_options(options: #options_ty) -> Self {
                #ty {
                    options,
                    statistics: ::core::default::Default::default(),
                    cache: ::core::default::Default::default(),
                }
            }
        }

        impl __ods::Pass for #ty {
            fn info(&self) -> &'static __ods::PassInfo {
                <Self as __ods::PassDefinition>::INFO
            }

            fn print_options(&self, out: &mut ::std::string::String) {
                __ods::PassOptions::print_options(&self.options, out)
            }

            #can_schedule

            fn clone_pass(&self) -> ::std::boxed::Box<dyn __ods::Pass> {
                ::std::boxed::Box::new(<Self as __ods::PassDefinition>::with_options(self.options.clone()))
            }

            fn resolve_pipeline_options(
                &mut self,
                read_pipeline: &__ods::ReadPipeline<'_>,
            ) -> ::core::result::Result<(), __ods::OptionError> {
                <Self as __ods::PassBody>::resolve_pipeline_options(self, read_pipeline)
            }

            fn run(
                &mut self,
                ctx: &__ods::Context,
                ir: &mut __ods::Ir,
                op: __ods::OpId,
                run: &mut __ods::PassRun<'_>,
            ) -> __ods::PassResult {
                <Self as __ods::PassBody>::run_on(self, ctx, ir, op, run)
            }

            #statistics_methods
        }
    }
}
