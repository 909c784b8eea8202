//! Predicates, constraints and type transforms as Rust constants: each
//! distinct constraint is emitted once per expansion and op specs refer to
//! it; each distinct type transform becomes one function.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::model::{Constraint, OpPred, Pred, Signedness, TypeTransform, ValueProperty};

use super::names::upper_snake;
use super::snippets;

/// Whether a predicate applies to a type or an attribute (a `RustPred`
/// binds `self_` to one or the other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A type.
    Type,
    /// An attribute.
    Attr,
}

/// A predicate as a `Pred` constant expression.
pub fn pred(p: &Pred, subject: Subject) -> TokenStream {
    let boxed = |p: &Pred, s: Subject| {
        let inner = pred(p, s);
        quote!(&#inner)
    };
    let list = |ps: &[Pred], s: Subject| {
        let items = ps.iter().map(|p| pred(p, s));
        quote!(&[#(#items),*])
    };
    let str_lit = |s: &str| quote!(#s);
    match p {
        Pred::True => quote!(__ods::Pred::True),
        Pred::And(ps) => {
            let l = list(ps, subject);
            quote!(__ods::Pred::And(#l))
        }
        Pred::Or(ps) => {
            let l = list(ps, subject);
            quote!(__ods::Pred::Or(#l))
        }
        Pred::Not(p) => {
            let b = boxed(p, subject);
            quote!(__ods::Pred::Not(#b))
        }
        Pred::IntegerType { width, signedness } => {
            let s = match signedness {
                Signedness::Any => quote!(Any),
                Signedness::Signless => quote!(Signless),
                Signedness::Signed => quote!(Signed),
                Signedness::Unsigned => quote!(Unsigned),
            };
            let width = proc_macro2::Literal::u32_unsuffixed(*width);
            quote!(__ods::Pred::IntegerType { width: #width, signedness: __ods::SignednessReq::#s })
        }
        Pred::IndexType => quote!(__ods::Pred::IndexType),
        Pred::FloatType(None) => quote!(__ods::Pred::FloatType(None)),
        Pred::FloatType(Some(kind)) => {
            let variant = format_ident!(
                "{}",
                crate::model::constraint::float_variant(kind).unwrap_or("F32")
            );
            quote!(__ods::Pred::FloatType(Some(__ods::FloatSemantics::#variant)))
        }
        Pred::NoneType => quote!(__ods::Pred::NoneType),
        Pred::FunctionType => quote!(__ods::Pred::FunctionType),
        Pred::ComplexType(e) => {
            let b = boxed(e, Subject::Type);
            quote!(__ods::Pred::ComplexType(#b))
        }
        Pred::VectorType(e) => {
            let b = boxed(e, Subject::Type);
            quote!(__ods::Pred::VectorType { element: #b, any_rank: true })
        }
        Pred::TensorType(e) => {
            let b = boxed(e, Subject::Type);
            quote!(__ods::Pred::TensorType(#b))
        }
        Pred::MemRefType(e) => {
            let b = boxed(e, Subject::Type);
            quote!(__ods::Pred::MemRefType(#b))
        }
        Pred::ShapedType => quote!(__ods::Pred::ShapedType),
        Pred::HasRank => quote!(__ods::Pred::HasRank),
        Pred::HasStaticShape => quote!(__ods::Pred::HasStaticShape),
        Pred::RankAtLeast(n) => {
            let n = proc_macro2::Literal::u32_unsuffixed(*n);
            quote!(__ods::Pred::RankAtLeast(#n))
        }
        Pred::ElementType(e) => {
            let b = boxed(e, Subject::Type);
            quote!(__ods::Pred::ElementType(#b))
        }
        Pred::DialectType { dialect, mnemonic } => {
            let (d, m) = (str_lit(dialect), str_lit(mnemonic));
            quote!(__ods::Pred::DialectType { dialect: #d, mnemonic: #m })
        }
        Pred::DialectTypeParam { index, pred } => {
            let b = boxed(pred, Subject::Type);
            quote!(__ods::Pred::DialectTypeParam { index: #index, pred: #b })
        }
        Pred::IntegerAttr(t) => {
            let b = boxed(t, Subject::Type);
            quote!(__ods::Pred::IntegerAttr(#b))
        }
        Pred::FloatAttr(t) => {
            let b = boxed(t, Subject::Type);
            quote!(__ods::Pred::FloatAttr(#b))
        }
        Pred::StringAttr => quote!(__ods::Pred::StringAttr),
        Pred::UnitAttr => quote!(__ods::Pred::UnitAttr),
        Pred::BoolAttr => quote!(__ods::Pred::BoolAttr),
        Pred::TypeAttr(t) => {
            let b = boxed(t, Subject::Type);
            quote!(__ods::Pred::TypeAttr(#b))
        }
        Pred::ArrayAttr(e) => {
            let b = boxed(e, Subject::Attr);
            quote!(__ods::Pred::ArrayAttr(#b))
        }
        Pred::DictionaryAttr => quote!(__ods::Pred::DictionaryAttr),
        Pred::SymbolRefAttr => quote!(__ods::Pred::SymbolRefAttr),
        Pred::FlatSymbolRefAttr => quote!(__ods::Pred::FlatSymbolRefAttr),
        Pred::DenseArrayAttr(e) => {
            let b = boxed(e, Subject::Type);
            quote!(__ods::Pred::DenseArrayAttr(#b))
        }
        Pred::ElementsAttr => quote!(__ods::Pred::ElementsAttr),
        Pred::TypedAttr => quote!(__ods::Pred::TypedAttr),
        Pred::TupleType => quote!(__ods::Pred::TupleType),
        Pred::AttrType(t) => {
            let b = boxed(t, Subject::Type);
            quote!(__ods::Pred::AttrType(#b))
        }
        Pred::LocationAttr => quote!(__ods::Pred::LocationAttr),
        Pred::DialectAttr { dialect, mnemonic } => {
            let (d, m) = (str_lit(dialect), str_lit(mnemonic));
            quote!(__ods::Pred::DialectAttr { dialect: #d, mnemonic: #m })
        }
        Pred::IntMin(n) => {
            let n = proc_macro2::Literal::i64_unsuffixed(*n);
            quote!(__ods::Pred::IntMin(#n))
        }
        Pred::IntMax(n) => {
            let n = proc_macro2::Literal::i64_unsuffixed(*n);
            quote!(__ods::Pred::IntMax(#n))
        }
        Pred::IntPowerOf2 => quote!(__ods::Pred::IntPowerOf2),
        Pred::IntOneOf(values) => {
            let values = values
                .iter()
                .map(|v| proc_macro2::Literal::i64_unsuffixed(*v));
            quote!(__ods::Pred::IntOneOf(&[#(#values),*]))
        }
        Pred::IntBitsIn(mask) => {
            let mask = proc_macro2::Literal::u64_unsuffixed(*mask);
            quote!(__ods::Pred::IntBitsIn(#mask))
        }
        Pred::ArrayCount(n) => {
            let n = proc_macro2::Literal::u64_unsuffixed(*n);
            quote!(__ods::Pred::ArrayCount(#n))
        }
        Pred::ArrayMinCount(n) => {
            let n = proc_macro2::Literal::u64_unsuffixed(*n);
            quote!(__ods::Pred::ArrayMinCount(#n))
        }
        Pred::Rust(code) => {
            let code = snippets::tokens(code);
            let variant = match subject {
                Subject::Type => quote!(Type),
                Subject::Attr => quote!(Attr),
            };
            quote!(__ods::Pred::Rust(|ctx: &__ods::Context, subject: __ods::Subject| {
                let _ = ctx;
                match subject {
                    __ods::Subject::#variant(self_) => { #code }
                    _ => false,
                }
            }))
        }
    }
}

/// An op predicate as an `OpPred` constant expression.
pub fn op_pred(p: &OpPred) -> TokenStream {
    match p {
        OpPred::And(ps) => {
            let items = ps.iter().map(op_pred);
            quote!(__ods::OpPred::And(&[#(#items),*]))
        }
        OpPred::Or(ps) => {
            let items = ps.iter().map(op_pred);
            quote!(__ods::OpPred::Or(&[#(#items),*]))
        }
        OpPred::Not(p) => {
            let inner = op_pred(p);
            quote!(__ods::OpPred::Not(&#inner))
        }
        OpPred::TypeIs(name, c) => {
            let inner = constraint_value(c, Subject::Type);
            quote!(__ods::OpPred::TypeIs(#name, &#inner))
        }
        OpPred::AllMatch(names, property) => {
            let p = value_property(*property);
            quote!(__ods::OpPred::AllMatch(&[#(#names),*], #p))
        }
    }
}

/// A value property.
pub fn value_property(p: ValueProperty) -> TokenStream {
    match p {
        ValueProperty::Type => quote!(__ods::ValueProperty::Type),
        ValueProperty::Shape => quote!(__ods::ValueProperty::Shape),
        ValueProperty::ElementType => quote!(__ods::ValueProperty::ElementType),
        ValueProperty::Rank => quote!(__ods::ValueProperty::Rank),
        ValueProperty::TensorShape => quote!(__ods::ValueProperty::TensorShape),
    }
}

/// A constraint as a `Constraint` constant expression.
pub fn constraint_value(c: &Constraint, subject: Subject) -> TokenStream {
    let p = pred(&c.pred, subject);
    let summary = &c.summary;
    quote!(__ods::Constraint { pred: #p, summary: #summary })
}

/// A Rust expression over `ctx` building a type from a builder call.
pub fn type_builder(call: &str) -> TokenStream {
    let call = snippets::tokens(call);
    quote!(|ctx: &__ods::Context| -> __ods::Type { #call })
}

/// The constraints and type transforms of an expansion, each emitted once.
#[derive(Default)]
pub struct ConstraintTable {
    constraints: Vec<(String, TokenStream, String)>,
    transforms: Vec<(String, TokenStream)>,
    formats: Vec<(String, TokenStream)>,
}

impl ConstraintTable {
    /// The name of the constant holding `c` (emitting it on first use).
    pub fn constraint(&mut self, c: &Constraint, subject: Subject) -> TokenStream {
        let value = constraint_value(c, subject);
        let key = value.to_string();
        if let Some((name, _, _)) = self.constraints.iter().find(|(_, _, k)| *k == key) {
            let id = format_ident!("{}", name);
            return quote!(#id);
        }
        let base = if c.def_name.starts_with("anonymous_") || c.def_name.is_empty() {
            "CONSTRAINT".to_string()
        } else {
            upper_snake(&c.def_name)
        };
        let base = format!("__{base}");
        let mut name = base.clone();
        let mut n = 1;
        while self.constraints.iter().any(|(other, _, _)| *other == name) {
            name = format!("{base}_{n}");
            n += 1;
        }
        let id = format_ident!("{}", name);
        self.constraints.push((name, value, key));
        quote!(#id)
    }

    /// The name of the function computing `t` (emitting it on first use).
    pub fn transform(&mut self, t: &TypeTransform) -> TokenStream {
        let body = match t {
            TypeTransform::SameShapeWithElementType(b) => {
                let element = snippets::tokens(b);
                quote!(__ods::same_shape_with_element_type(ctx, self_, #element))
            }
            TypeTransform::FunctionInputs => quote!(__ods::function_inputs(ctx, self_)),
            TypeTransform::FunctionResults => quote!(__ods::function_results(ctx, self_)),
            TypeTransform::Rust(code) => snippets::tokens(code),
        };
        let key = body.to_string();
        let index = match self.transforms.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                self.transforms.push((key, body));
                self.transforms.len() - 1
            }
        };
        let id = format_ident!("__type_transform_{}", index);
        quote!(#id)
    }

    /// The name of the constant holding an assembly format (emitted once
    /// for all the ops that share it).
    pub fn format(&mut self, value: TokenStream) -> TokenStream {
        let key = value.to_string();
        let index = match self.formats.iter().position(|(k, _)| *k == key) {
            Some(i) => i,
            None => {
                self.formats.push((key, value));
                self.formats.len() - 1
            }
        };
        let id = format_ident!("__FORMAT_{}", index);
        quote!(#id)
    }

    /// The constants and functions, in first-use order.
    pub fn items(&self) -> TokenStream {
        let constraints = self.constraints.iter().map(|(name, value, _)| {
            let id = format_ident!("{}", name);
            quote! {
                const #id: __ods::Constraint = #value;
            }
        });
        let transforms = self.transforms.iter().enumerate().map(|(i, (_, body))| {
            let id = format_ident!("__type_transform_{}", i);
            quote! {
                fn #id(ctx: &__ods::Context, self_: __ods::Type) -> __ods::Type {
                    let _ = ctx;
                    #body
                }
            }
        });
        let formats = self.formats.iter().enumerate().map(|(i, (_, value))| {
            let id = format_ident!("__FORMAT_{}", i);
            quote! {
                const #id: __ods::FormatSpec = #value;
            }
        });
        quote! {
            #(#constraints)*
            #(#transforms)*
            #(#formats)*
        }
    }
}
