//! The declarative assembly format as a static `FormatSpec`: the checked
//! format's elements, each with mlir-tblgen's spacing and MLIR's way of
//! printing its attribute or type, and how the parser gets every operand
//! and result type.

use std::collections::BTreeSet;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::asm_format::def_format::DefItem;
use crate::asm_format::facts::{ElidedName, FormatFacts};
use crate::asm_format::{self, AsmFormat, Element, ElementKind, TypeSource, VarTarget};
use crate::model::{AttrOrTypeDef, AttrValueKind, OpDef, Pred, Trait, ValueKind};

use super::constraints::{ConstraintTable, type_builder};

/// The marker type of `custom<Name>` (`NameDirective`), for which the
/// dialect module implements `CustomFormatDirective` (op formats) or
/// `CustomParamsDirective` (type and attribute formats).
pub fn directive_marker(name: &str) -> proc_macro2::Ident {
    format_ident!("{}Directive", name)
}

/// The marker types of the custom directives the formats use (the ops',
/// the types' and the attributes'), one per directive name, in name order.
pub fn directive_markers(ops: &[OpDef], defs: &[AttrOrTypeDef]) -> TokenStream {
    fn collect_def<'e>(items: &'e [DefItem], names: &mut BTreeSet<&'e str>) {
        for item in items {
            match item {
                DefItem::Custom { name, .. } => {
                    names.insert(name);
                }
                DefItem::Optional {
                    then_items,
                    else_items,
                    ..
                } => {
                    collect_def(then_items, names);
                    collect_def(else_items, names);
                }
                _ => {}
            }
        }
    }
    fn collect<'e>(elements: &'e [Element], names: &mut BTreeSet<&'e str>) {
        for e in elements {
            match &e.kind {
                ElementKind::Custom { name, args } => {
                    names.insert(name);
                    collect(args, names);
                }
                ElementKind::Optional(g) => {
                    collect(&g.then_elements, names);
                    collect(&g.else_elements, names);
                }
                ElementKind::OIList(clauses) => {
                    for c in clauses {
                        collect(&c.elements, names);
                    }
                }
                _ => {}
            }
        }
    }
    let mut names = BTreeSet::new();
    for op in ops {
        if let Some((_, format)) = &op.assembly_format {
            collect(&format.elements, &mut names);
        }
    }
    for def in defs {
        if let Some(items) = &def.format {
            collect_def(items, &mut names);
        }
    }
    let markers = names.into_iter().map(|name| {
        let marker = directive_marker(name);
        let doc = format!(
            " `custom<{name}>` of the assembly formats: the dialect module implements `CustomFormatDirective` (op formats) or `CustomParamsDirective` (type and attribute formats) for it (MLIR's `print{name}`/`parse{name}`)."
        );
        quote! {
            #[doc = #doc]
            pub struct #marker;
        }
    });
    quote!(#(#markers)*)
}

/// The `FormatSpec` expression of `op`'s format.
pub fn format_spec(op: &OpDef, format: &AsmFormat, table: &mut ConstraintTable) -> TokenStream {
    let elements = elements(op, &format.elements, table);
    let operand_types: Vec<TokenStream> = format
        .operand_types
        .iter()
        .map(|r| resolution(op, r, table))
        .collect();
    let result_types: Vec<TokenStream> = format
        .result_types
        .iter()
        .map(|r| resolution(op, r, table))
        .collect();
    let infer = if format.infers_result_types {
        let name = format_ident!("{}", op.rust_name);
        quote!(Some(<#name as __ods::OpInferResultTypes>::infer_result_types))
    } else {
        quote!(None)
    };
    let facts = facts(op, format);
    quote! {
        __ods::FormatSpec {
            elements: #elements,
            operand_types: &[#(#operand_types),*],
            result_types: &[#(#result_types),*],
            infer_result_types: #infer,
            facts: #facts,
        }
    }
}

/// The `FormatFacts` of `op`'s format, as the checker found them
/// ([`FormatFacts::of`]).
fn facts(op: &OpDef, format: &AsmFormat) -> TokenStream {
    let FormatFacts {
        all_operands,
        all_operand_types,
        all_result_types,
        all_regions,
        all_successors,
        prop_dict,
        bound_attrs,
        inferred_segments,
        elided,
        printed,
        value_dependent,
    } = FormatFacts::of(op, format);
    // The segment size names are the runtime's (`segments`), named once.
    let elided = elided.iter().map(|name| match name {
        ElidedName::OperandSegmentSizes => quote!(__ods::segments::OPERAND_SEGMENT_SIZES),
        ElidedName::ResultSegmentSizes => quote!(__ods::segments::RESULT_SEGMENT_SIZES),
        ElidedName::Attribute(name) => quote!(#name),
    });
    let bound = bound_attrs.iter().map(|&i| usize_lit(i));
    let inferred = inferred_segments.iter().map(|(i, name)| {
        let i = usize_lit(*i);
        quote!((#i, #name))
    });
    let list = |items: &[usize]| {
        let items = items.iter().map(|&i| usize_lit(i));
        quote!(&[#(#items),*])
    };
    let (printed_operands, printed_operand_types, printed_result_types) = (
        list(&printed.operands),
        list(&printed.operand_types),
        list(&printed.result_types),
    );
    let (printed_attrs, printed_regions, printed_successors) = (
        list(&printed.attrs),
        list(&printed.regions),
        list(&printed.successors),
    );
    let value_dependent = list(&value_dependent);
    quote! {
        __ods::FormatFacts {
            all_operands: #all_operands,
            all_operand_types: #all_operand_types,
            all_result_types: #all_result_types,
            all_regions: #all_regions,
            all_successors: #all_successors,
            prop_dict: #prop_dict,
            bound_attrs: &[#(#bound),*],
            inferred_segments: &[#(#inferred),*],
            elided: &[#(#elided),*],
            printed: __ods::PrintedGroups {
                operands: #printed_operands,
                operand_types: #printed_operand_types,
                result_types: #printed_result_types,
                attrs: #printed_attrs,
                regions: #printed_regions,
                successors: #printed_successors,
            },
            value_dependent: #value_dependent,
        }
    }
}

fn resolution(
    op: &OpDef,
    r: &asm_format::TypeResolution,
    table: &mut ConstraintTable,
) -> TokenStream {
    match r {
        asm_format::TypeResolution::Format | asm_format::TypeResolution::InferTypeOpInterface => {
            quote!(__ods::TypeResolution::Format)
        }
        asm_format::TypeResolution::Buildable { builder, .. } => {
            let b = type_builder(builder);
            quote!(__ods::TypeResolution::Buildable(#b))
        }
        asm_format::TypeResolution::Inferred {
            source, via_trait, ..
        } => {
            let transform = match op.traits.get(*via_trait) {
                Some(Trait::TypesMatchWith { transform, .. }) => {
                    let f = table.transform(transform);
                    quote!(Some(#f))
                }
                _ => quote!(None),
            };
            match source {
                TypeSource::Operand(i) => {
                    let i = usize_lit(*i);
                    quote!(__ods::TypeResolution::FromOperand(#i, #transform))
                }
                TypeSource::Result(i) => {
                    let i = usize_lit(*i);
                    quote!(__ods::TypeResolution::FromResult(#i, #transform))
                }
                TypeSource::Attribute(i) => {
                    let i = usize_lit(*i);
                    quote!(__ods::TypeResolution::FromAttribute(#i, #transform))
                }
            }
        }
    }
}

/// A slice of elements.
fn elements(op: &OpDef, elements: &[Element], table: &mut ConstraintTable) -> TokenStream {
    let items = elements.iter().map(|e| element(op, e, table));
    quote!(&[#(#items),*])
}

/// `n` without a type suffix.
pub fn usize_lit(n: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(n)
}

fn type_ref(arg: &Element) -> TokenStream {
    match &arg.kind {
        ElementKind::Variable(v) => match v.target {
            VarTarget::Operand(i) => {
                let i = usize_lit(i);
                quote!(__ods::FormatTypeRef::Operand(#i))
            }
            VarTarget::Result(i) => {
                let i = usize_lit(i);
                quote!(__ods::FormatTypeRef::Result(#i))
            }
            _ => quote!(__ods::FormatTypeRef::Operands),
        },
        ElementKind::Results => quote!(__ods::FormatTypeRef::Results),
        _ => quote!(__ods::FormatTypeRef::Operands),
    }
}

/// How a single type prints: stripped of `!dialect.mnemonic` when the
/// constraint is one dialect type with a mnemonic and not `qualified`.
fn type_style(op: &OpDef, arg: &Element, qualified: bool) -> TokenStream {
    let value = match &arg.kind {
        ElementKind::Variable(v) => match v.target {
            VarTarget::Operand(i) => op.operands.get(i),
            VarTarget::Result(i) => op.results.get(i),
            _ => None,
        },
        _ => None,
    };
    let Some(v) = value else {
        return quote!(__ods::TypeStyle::Full);
    };
    if qualified
        || matches!(
            v.kind,
            ValueKind::Variadic | ValueKind::VariadicOfVariadic { .. }
        )
    {
        return quote!(__ods::TypeStyle::Full);
    }
    match v.constraint.pred.head() {
        Pred::DialectType { dialect, mnemonic } if !mnemonic.is_empty() => {
            quote!(__ods::TypeStyle::Stripped { dialect: #dialect, mnemonic: #mnemonic })
        }
        _ => quote!(__ods::TypeStyle::Full),
    }
}

/// How an attribute variable prints, as mlir-tblgen decides it.
fn attr_style(op: &OpDef, index: usize, qualified: bool) -> TokenStream {
    let Some(attr) = op.attributes.get(index) else {
        return quote!(__ods::AttrStyle::Full);
    };
    match &attr.kind {
        AttrValueKind::IntEnum(class) => {
            let class = format_ident!("{}", class);
            return quote!(__ods::AttrStyle::Enum(&#class::SPEC));
        }
        AttrValueKind::SymbolName => return quote!(__ods::AttrStyle::SymbolName),
        _ => {}
    }
    if attr.value_type.is_some() {
        return quote!(__ods::AttrStyle::WithoutType);
    }
    if qualified || attr.generic_storage {
        return quote!(__ods::AttrStyle::Full);
    }
    match &attr.kind {
        AttrValueKind::DialectEnum {
            dialect, mnemonic, ..
        } => quote!(__ods::AttrStyle::Stripped { dialect: #dialect, mnemonic: #mnemonic }),
        _ => match attr.constraint.pred.head() {
            Pred::DialectAttr { dialect, mnemonic } if !mnemonic.is_empty() => {
                quote!(__ods::AttrStyle::Stripped { dialect: #dialect, mnemonic: #mnemonic })
            }
            // Dense integer arrays have their own syntax in formats
            // (`DenseI64ArrayAttr::parse`/`print`): `[1, 2]`.
            Pred::DenseArrayAttr(element) => match element.head() {
                Pred::IntegerType { width, .. } if *width > 0 => {
                    let width = proc_macro2::Literal::u32_unsuffixed(*width);
                    quote!(__ods::AttrStyle::DenseArray { width: #width })
                }
                _ => quote!(__ods::AttrStyle::Full),
            },
            _ => quote!(__ods::AttrStyle::Full),
        },
    }
}

/// What an element of a type or attribute format becomes in an op format,
/// where the format checker never lets one through.
fn type_or_attr_only() -> TokenStream {
    quote!(::core::compile_error!(
        "a type or attribute format element in an op format"
    ))
}

fn element(op: &OpDef, e: &Element, table: &mut ConstraintTable) -> TokenStream {
    let space = e.space_before;
    match &e.kind {
        ElementKind::Literal(l) => {
            let text = &l.spelling;
            quote!(__ods::fmt::lit(#text, #space))
        }
        ElementKind::Whitespace(w) => match w {
            asm_format::Whitespace::Space => quote!(__ods::fmt::SPACE),
            asm_format::Whitespace::NoSpace => quote!(__ods::fmt::NO_SPACE),
            asm_format::Whitespace::Newline => quote!(__ods::fmt::NEWLINE),
        },
        ElementKind::String(s) => quote!(__ods::FormatElement::String(#s)),
        ElementKind::Variable(v) => match v.target {
            VarTarget::Operand(index) => {
                let index = usize_lit(index);
                quote!(__ods::fmt::operand(#index, #space))
            }
            VarTarget::Attribute(index) | VarTarget::Property(index) => {
                let style = attr_style(op, index, v.qualified);
                let index = usize_lit(index);
                quote!(__ods::fmt::attr(#index, #space, #style))
            }
            VarTarget::Region(index) => {
                let index = usize_lit(index);
                quote!(__ods::fmt::region(#index, #space))
            }
            VarTarget::Successor(index) => {
                let index = usize_lit(index);
                quote!(__ods::fmt::successor(#index, #space))
            }
            VarTarget::Result(i) => {
                // A result appears only as a type argument; as an element it
                // stands for its type.
                let i = usize_lit(i);
                quote!(__ods::fmt::result_type(#i, #space))
            }
            // The op format rules reject these while checking the format.
            VarTarget::Parameter(_) => type_or_attr_only(),
        },
        ElementKind::Params | ElementKind::Struct(_) => type_or_attr_only(),
        ElementKind::AttrDict {
            with_keyword: false,
        } => quote!(__ods::fmt::ATTR_DICT),
        ElementKind::AttrDict { with_keyword: true } => quote!(__ods::fmt::ATTR_DICT_WITH_KEYWORD),
        ElementKind::PropDict => quote!(__ods::FormatElement::PropDict),
        ElementKind::Operands => quote!(__ods::FormatElement::Operands { space_before: #space }),
        ElementKind::Results => quote!(__ods::FormatElement::Type {
            arg: __ods::FormatTypeRef::Results,
            space_before: #space,
            style: __ods::TypeStyle::Full,
        }),
        ElementKind::Regions => quote!(__ods::FormatElement::Regions { space_before: #space }),
        ElementKind::Successors => {
            quote!(__ods::FormatElement::Successors { space_before: #space })
        }
        ElementKind::Type { arg, qualified } => {
            let style = type_style(op, arg, *qualified);
            let full = style.to_string() == quote!(__ods::TypeStyle::Full).to_string();
            let target = match &arg.kind {
                ElementKind::Variable(v) if full => Some(v.target),
                _ => None,
            };
            match target {
                Some(VarTarget::Operand(i)) => {
                    let i = usize_lit(i);
                    quote!(__ods::fmt::operand_type(#i, #space))
                }
                Some(VarTarget::Result(i)) => {
                    let i = usize_lit(i);
                    quote!(__ods::fmt::result_type(#i, #space))
                }
                _ => {
                    let r = type_ref(arg);
                    quote!(__ods::fmt::types(#r, #space, #style))
                }
            }
        }
        ElementKind::FunctionalType { inputs, results } => {
            let (i, r) = (type_ref(inputs), type_ref(results));
            quote!(__ods::FormatElement::FunctionalType { inputs: #i, results: #r, space_before: #space })
        }
        ElementKind::Custom { name, args } => {
            let args = elements(op, args, table);
            let marker = directive_marker(name);
            quote!(__ods::FormatElement::Custom {
                directive: &__ods::CustomDirective {
                    name: #name,
                    args: #args,
                    print: <#marker as __ods::CustomFormatDirective>::print,
                    parse: <#marker as __ods::CustomFormatDirective>::parse,
                },
                space_before: #space,
            })
        }
        ElementKind::Ref(inner) => {
            let inner = element(op, inner, table);
            quote!(__ods::FormatElement::Ref(&#inner))
        }
        ElementKind::OIList(clauses) => {
            let clauses = clauses.iter().map(|c| {
                let (keyword, space) = match &c.keyword.kind {
                    ElementKind::Literal(l) => (l.spelling.clone(), c.keyword.space_before),
                    _ => (String::new(), c.keyword.space_before),
                };
                let elems = elements(op, &c.elements, table);
                let unit = match c.unit_attr {
                    Some(i) => {
                        let i = usize_lit(i);
                        quote!(Some(#i))
                    }
                    None => quote!(None),
                };
                quote!(__ods::OIListClause {
                    keyword: #keyword,
                    space_before: #space,
                    elements: #elems,
                    unit_attr: #unit,
                })
            });
            quote!(__ods::FormatElement::OIList(&[#(#clauses),*]))
        }
        ElementKind::Optional(g) => {
            let then = elements(op, &g.then_elements, table);
            let els = elements(op, &g.else_elements, table);
            let (anchor, inverted, elide) = (usize_lit(g.anchor), g.inverted, g.elide_anchor);
            quote!(__ods::FormatElement::Optional(&__ods::OptionalGroup {
                then_elements: #then,
                else_elements: #els,
                anchor: #anchor,
                inverted: #inverted,
                elide_anchor: #elide,
            }))
        }
    }
}
