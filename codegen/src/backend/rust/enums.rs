//! Enums and enum attributes: per enum a Rust type (an `enum` for integer
//! enums, a flags struct for bit enums) with `as_str`/`FromStr`,
//! `from_bits`/`bits`, the string form MLIR prints, and its attribute
//! conversions; per `EnumAttr` a type that makes and reads the dialect
//! attribute (`#arith.fastmath<fast>`).

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{EnumAttrDef, EnumDef, Model};

use super::docs;
use super::names::ident;

/// The Rust for one enum.
pub fn enum_items(e: &EnumDef) -> TokenStream {
    let name = format_ident!("{}", e.class_name);
    let doc = docs::doc_attrs(&e.summary, "", &e.place, &e.def_name);
    let class_name = &e.class_name;
    let width = proc_macro2::Literal::u32_unsuffixed(e.bitwidth);
    let bit_enum = e.is_bit_enum;
    let separator = &e.separator;
    let spec_cases = e.cases.iter().map(|c| {
        let text = &c.text;
        let value = proc_macro2::Literal::i64_unsuffixed(c.value);
        let group = c.is_group;
        quote!(__ods::EnumCase { name: #text, value: #value, group: #group })
    });
    let primary_groups = e.print_bit_enum_primary_groups;
    let spec = quote! {
        /// The enum as the assembly format engine reads it.
        pub const SPEC: __ods::EnumSpec = __ods::EnumSpec {
            name: #class_name,
            cases: &[#(#spec_cases),*],
            width: #width,
            bit_enum: #bit_enum,
            separator: #separator,
            primary_groups: #primary_groups,
        };
    };
    if e.is_bit_enum {
        bit_enum_items(e, &name, doc, spec)
    } else {
        int_enum_items(e, &name, doc, spec)
    }
}

fn int_enum_items(
    e: &EnumDef,
    name: &proc_macro2::Ident,
    doc: TokenStream,
    spec: TokenStream,
) -> TokenStream {
    let repr = if e.bitwidth == 32 {
        quote!(i32)
    } else {
        quote!(i64)
    };
    let width = proc_macro2::Literal::u32_unsuffixed(e.bitwidth);
    let variants = e.cases.iter().map(|c| {
        let v = ident(&c.symbol);
        let text = &c.text;
        let value = proc_macro2::Literal::i64_unsuffixed(c.value);
        let doc = format!(" `{text}`");
        quote!(#[doc = #doc] #v = #value)
    });
    let as_str = e.cases.iter().map(|c| {
        let v = ident(&c.symbol);
        let text = &c.text;
        quote!(Self::#v => #text)
    });
    let from_bits = e.cases.iter().map(|c| {
        let v = ident(&c.symbol);
        let value = proc_macro2::Literal::i64_unsuffixed(c.value);
        quote!(#value => Some(Self::#v))
    });
    let all = e.cases.iter().map(|c| {
        let v = ident(&c.symbol);
        quote!(Self::#v)
    });
    let n = e.cases.len();
    let class_name = &e.class_name;
    quote! {
        #doc
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(non_camel_case_types)]
        #[repr(#repr)]
        pub enum #name {
            #(#variants),*
        }

        impl #name {
            #spec
            /// Every case, in declaration order.
            pub const ALL: [Self; #n] = [#(#all),*];

            /// The keyword the case prints as.
            pub fn as_str(self) -> &'static str {
                match self {
                    #(#as_str),*
                }
            }

            /// The case of an integer value.
            pub fn from_bits(bits: #repr) -> Option<Self> {
                match bits {
                    #(#from_bits,)*
                    _ => None,
                }
            }

            /// The integer value.
            pub fn bits(self) -> #repr {
                self as #repr
            }

            /// The attribute holding the case (a signless integer).
            pub fn to_attr(self, ctx: &__ods::Context) -> __ods::Attribute {
                __ods::int_enum_attr(ctx, #width, self.bits() as i64)
            }

            /// The case an attribute holds.
            pub fn from_attr(ctx: &__ods::Context, attr: __ods::Attribute) -> Option<Self> {
                __ods::int_enum_of(ctx, attr)
                    .and_then(|v| #repr::try_from(v).ok())
                    .and_then(Self::from_bits)
            }
        }

        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::core::str::FromStr for #name {
            type Err = ::std::string::String;
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                Self::ALL
                    .into_iter()
                    .find(|c| c.as_str() == text)
                    .ok_or_else(|| ::std::format!("'{}' is no case of {}", text, #class_name))
            }
        }

        impl __ods::ParamValue for #name {
            fn to_param(self) -> __ods::Param {
                __ods::Param::Int(self.bits() as i64)
            }
            fn from_param(param: &__ods::Param) -> Option<Self> {
                match param {
                    __ods::Param::Int(v) => #repr::try_from(*v).ok().and_then(Self::from_bits),
                    _ => None,
                }
            }
        }
    }
}

fn bit_enum_items(
    e: &EnumDef,
    name: &proc_macro2::Ident,
    doc: TokenStream,
    spec: TokenStream,
) -> TokenStream {
    let (repr, width) = if e.bitwidth == 32 {
        (quote!(u32), proc_macro2::Literal::u32_unsuffixed(32))
    } else {
        (quote!(u64), proc_macro2::Literal::u32_unsuffixed(64))
    };
    let consts = e.cases.iter().map(|c| {
        let v = ident(&c.symbol);
        let value = proc_macro2::Literal::u64_unsuffixed(c.value as u64);
        let doc = format!(" `{}`", c.text);
        quote!(#[doc = #doc] pub const #v: Self = Self(#value);)
    });
    let valid = proc_macro2::Literal::u64_unsuffixed(e.valid_bits());
    let class_name = &e.class_name;
    let display = quote! {
        match Self::SPEC.stringify(self.0 as i64) {
            Some(text) => f.write_str(&text),
            None => ::core::write!(f, "{}", self.0),
        }
    };
    quote! {
        #doc
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct #name(pub #repr);

        #[allow(non_upper_case_globals)]
        impl #name {
            #(#consts)*
            #spec
            /// The bits the cases cover.
            pub const VALID_BITS: #repr = #valid;

            /// The flags of a value, if it sets no bit outside the cases.
            pub fn from_bits(bits: #repr) -> Option<Self> {
                (bits & !Self::VALID_BITS == 0).then_some(Self(bits))
            }

            /// The bits.
            pub fn bits(self) -> #repr {
                self.0
            }

            /// Whether every flag of `other` is set.
            pub fn contains(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }

            /// The attribute holding the flags (a signless integer).
            pub fn to_attr(self, ctx: &__ods::Context) -> __ods::Attribute {
                __ods::int_enum_attr(ctx, #width, self.0 as i64)
            }

            /// The flags an attribute holds.
            pub fn from_attr(ctx: &__ods::Context, attr: __ods::Attribute) -> Option<Self> {
                __ods::int_enum_of(ctx, attr)
                    .and_then(|v| #repr::try_from(v).ok())
                    .and_then(Self::from_bits)
            }
        }

        impl ::core::ops::BitOr for #name {
            type Output = Self;
            fn bitor(self, rhs: Self) -> Self {
                Self(self.0 | rhs.0)
            }
        }

        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                #display
            }
        }

        impl ::core::str::FromStr for #name {
            type Err = ::std::string::String;
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                Self::SPEC
                    .symbolize(text)
                    .and_then(|v| #repr::try_from(v).ok())
                    .map(Self)
                    .ok_or_else(|| ::std::format!("'{}' is no value of {}", text, #class_name))
            }
        }

        impl __ods::ParamValue for #name {
            fn to_param(self) -> __ods::Param {
                __ods::Param::Int(self.0 as i64)
            }
            fn from_param(param: &__ods::Param) -> Option<Self> {
                match param {
                    __ods::Param::Int(v) => #repr::try_from(*v).ok().and_then(Self::from_bits),
                    _ => None,
                }
            }
        }
    }
}

/// The Rust for one enum attribute: a type making and reading it.
pub fn enum_attr_items(a: &EnumAttrDef, model: &Model) -> TokenStream {
    let name = format_ident!("{}", a.rust_name());
    let class = format_ident!("{}", a.enum_class);
    let dialect = &a.dialect;
    let mnemonic = &a.mnemonic;
    let summary = format!(
        "`#{dialect}.{mnemonic}<...>`: [`{}`] as a dialect attribute",
        a.enum_class
    );
    let doc = docs::doc_attrs(&summary, &a.summary, &a.place, &a.def_name);
    let from_bits = match model.enum_named(&a.enum_class) {
        Some(e) if e.is_bit_enum && e.bitwidth == 32 => {
            quote!(u32::try_from(b).ok().and_then(#class::from_bits))
        }
        Some(e) if e.is_bit_enum => quote!(u64::try_from(b).ok().and_then(#class::from_bits)),
        Some(e) if e.bitwidth == 32 => quote!(i32::try_from(b).ok().and_then(#class::from_bits)),
        _ => quote!(b.try_into().ok().and_then(#class::from_bits)),
    };
    quote! {
        #doc
        #[derive(Clone, Copy, Debug)]
        pub struct #name;

        impl #name {
            /// The attribute's mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;

            /// The attribute holding `value`.
            pub fn get(ctx: &__ods::Context, value: #class) -> __ods::Attribute {
                __ods::dialect_enum_attr(ctx, #dialect, #mnemonic, value.bits() as i64)
            }

            /// The value an attribute holds, if it is this attribute.
            pub fn value(ctx: &__ods::Context, attr: __ods::Attribute) -> Option<#class> {
                __ods::dialect_enum_of(ctx, attr, #dialect, #mnemonic).and_then(|b| #from_bits)
            }
        }
    }
}
