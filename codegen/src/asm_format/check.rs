//! The structural checks of a format, ported from MLIR 19's
//! `OpFormatParser`: what may appear in optional groups, `custom` arguments
//! and `oilist` clauses, and the whole-format verification run after parsing
//! (`attr-dict` present, everything bound, format ambiguities, types
//! resolvable).
//!
//! All errors of the whole-format verification point at the first token of
//! the format, like mlir-tblgen's.

use super::ast::{AsmFormat, Element, ElementKind, VarTarget, Variable};
use super::op_rules::OpParser;
use super::parse::{Failed, PResult};
use super::spacing;
use super::types;

/// Check the elements of one branch of an optional group (MLIR's
/// `verifyOptionalGroupElements`). `anchor` is the index of the anchor when
/// it is in this branch.
pub(super) fn verify_optional_group_elements(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    elements: &[Element],
    anchor: Option<usize>,
) -> PResult<()> {
    for (i, element) in elements.iter().enumerate() {
        verify_optional_group_element(p, loc, element, anchor == Some(i))?;
    }
    Ok(())
}

fn verify_optional_group_element(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    element: &Element,
    is_anchor: bool,
) -> PResult<()> {
    let sig = p.rules.sig;
    match &element.kind {
        ElementKind::Variable(Variable { target, .. }) => match *target {
            VarTarget::Attribute(i) => {
                if is_anchor && !sig.attributes[i].may_be_absent() {
                    return p.error(
                        loc,
                        "only optional or default-valued attributes can be used to anchor an \
                         optional group",
                    );
                }
                Ok(())
            }
            VarTarget::Operand(i) => {
                if !sig.operands[i].kind.is_variable_length() {
                    return p.error(
                        loc,
                        "only variable length operands can be used within an optional group",
                    );
                }
                Ok(())
            }
            VarTarget::Result(i) => {
                if !sig.results[i].kind.is_variable_length() {
                    return p.error(
                        loc,
                        "only variable length results can be used within an optional group",
                    );
                }
                Ok(())
            }
            VarTarget::Region(_) => Ok(()),
            VarTarget::Property(_) | VarTarget::Successor(_) | VarTarget::Parameter(_) => {
                not_in_optional_group(p, loc)
            }
        },
        ElementKind::Type { arg, .. } => verify_optional_group_element(p, loc, arg, false),
        ElementKind::FunctionalType { inputs, results } => {
            verify_optional_group_element(p, loc, inputs, false)?;
            verify_optional_group_element(p, loc, results, false)
        }
        ElementKind::Custom { args, .. } => {
            if !is_anchor {
                return Ok(());
            }
            // Every argument of an anchoring custom directive is a potential
            // anchor.
            for arg in args {
                if matches!(arg.kind, ElementKind::Ref(_)) {
                    continue;
                }
                verify_optional_group_element(p, loc, arg, true)?;
            }
            Ok(())
        }
        ElementKind::Literal(_) | ElementKind::Whitespace(_) | ElementKind::Optional(_) => {
            if is_anchor {
                return p.error(
                    loc,
                    "only variables and types can be used to anchor an optional group",
                );
            }
            Ok(())
        }
        _ => not_in_optional_group(p, loc),
    }
}

fn not_in_optional_group(p: &mut OpParser<'_, '_>, loc: usize) -> PResult<()> {
    p.error(
        loc,
        "only literals, types, and variables can be used within an optional group",
    )
}

/// Check the arguments of a `custom` directive (MLIR's
/// `verifyCustomDirectiveArguments`); errors point at the `custom` keyword.
pub(super) fn verify_custom_directive_arguments(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    args: &[Element],
) -> PResult<()> {
    for arg in args {
        let allowed = match &arg.kind {
            ElementKind::Variable(v) => !matches!(v.target, VarTarget::Result(_)),
            ElementKind::AttrDict { .. }
            | ElementKind::PropDict
            | ElementKind::Ref(_)
            | ElementKind::String(_)
            | ElementKind::Type { .. } => true,
            _ => false,
        };
        if !allowed {
            return p.error(
                loc,
                "only variables and types may be used as parameters to a custom directive",
            );
        }
        if let ElementKind::Type { arg: inner, .. } = &arg.kind {
            let is_value = matches!(
                inner.kind,
                ElementKind::Variable(Variable {
                    target: VarTarget::Operand(_) | VarTarget::Result(_),
                    ..
                })
            );
            if !is_value {
                return p.error(
                    loc,
                    "type directives within a custom directive may only refer to variables",
                );
            }
        }
    }
    Ok(())
}

/// The variables in an element, as MLIR's `collect` finds them (through
/// custom directives, optional groups, functional types and oilists, but not
/// through `type` or `ref`).
pub(super) fn collect_variables<'e>(element: &'e Element, out: &mut Vec<&'e Variable>) {
    match &element.kind {
        ElementKind::Variable(v) => out.push(v),
        ElementKind::Custom { args, .. } => {
            for arg in args {
                collect_variables(arg, out);
            }
        }
        ElementKind::Optional(group) => {
            for e in group.then_elements.iter().chain(&group.else_elements) {
                collect_variables(e, out);
            }
        }
        ElementKind::FunctionalType { inputs, results } => {
            collect_variables(inputs, out);
            collect_variables(results, out);
        }
        ElementKind::OIList(clauses) => {
            for clause in clauses {
                for e in &clause.elements {
                    collect_variables(e, out);
                }
            }
        }
        _ => {}
    }
}

/// Check an element of an `oilist` clause (MLIR's
/// `verifyOIListParsingElement`); errors point at the `oilist` keyword.
pub(super) fn verify_oilist_parsing_element(
    p: &mut OpParser<'_, '_>,
    element: &Element,
    loc: usize,
) -> PResult<()> {
    let sig = p.rules.sig;
    let mut vars = Vec::new();
    collect_variables(element, &mut vars);
    for var in vars {
        let message = match var.target {
            VarTarget::Attribute(i) if !sig.attributes[i].may_be_absent() => {
                "only optional attributes can be used in an oilist parsing group"
            }
            VarTarget::Operand(i) if !sig.operands[i].kind.is_variable_length() => {
                "only variable length operands can be used within an oilist parsing group"
            }
            VarTarget::Result(i) if !sig.results[i].kind.is_variable_length() => {
                "only variable length results can be used within an oilist parsing group"
            }
            VarTarget::Attribute(_)
            | VarTarget::Operand(_)
            | VarTarget::Result(_)
            | VarTarget::Region(_) => continue,
            VarTarget::Property(_) | VarTarget::Successor(_) | VarTarget::Parameter(_) => {
                "only literals, types, and variables can be used within an oilist group"
            }
        };
        return p.error(loc, message);
    }
    Ok(())
}

/// The whole-format verification (MLIR's `OpFormatParser::verify`), then the
/// type resolution and the printer spacing.
pub(super) fn verify(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    mut elements: Vec<Element>,
) -> PResult<AsmFormat> {
    if !p.rules.bound.has_attr_dict {
        return p.error(
            loc,
            "'attr-dict' directive not found in custom assembly format",
        );
    }
    let resolvers = types::collect_resolvers(p);

    verify_attribute_colon_type(p, loc, &elements)?;
    verify_attr_dict_region(p, loc, &elements)?;
    let sig = p.rules.sig;
    let inferred_attributes = sig
        .operands
        .iter()
        .enumerate()
        .filter(|(i, _)| p.rules.bound.seen_operands[*i])
        .filter_map(|(_, o)| match &o.kind {
            crate::model::ValueKind::VariadicOfVariadic { segment_attr } => {
                Some(segment_attr.clone())
            }
            _ => None,
        })
        .collect();

    let mut format = AsmFormat {
        elements: Vec::new(),
        operand_types: Vec::new(),
        result_types: Vec::new(),
        buildable_types: Vec::new(),
        used_attributes: p.rules.bound.seen_attrs.clone(),
        inferred_attributes,
        all_operands: p.rules.bound.all_operands,
        all_operand_types: p.rules.bound.all_operand_types,
        all_result_types: p.rules.bound.all_result_types,
        all_regions: p.rules.bound.all_regions,
        all_successors: p.rules.bound.all_successors,
        infers_result_types: false,
        has_prop_dict: p.rules.bound.has_prop_dict,
    };
    types::verify_results(p, loc, &resolvers, &mut format)?;
    types::verify_operands(p, loc, &resolvers, &mut format)?;
    verify_regions(p, loc)?;
    verify_successors(p, loc)?;
    verify_oilist_elements(p, loc, &elements)?;

    spacing::assign(&mut elements);
    format.elements = elements;
    Ok(format)
}

fn verify_regions(p: &mut OpParser<'_, '_>, loc: usize) -> PResult<()> {
    if p.rules.bound.all_regions {
        return Ok(());
    }
    let sig = p.rules.sig;
    if let Some(i) = p.rules.bound.seen_regions.iter().position(|s| !s) {
        let name = &sig.regions[i].name;
        return p.error_note(
            loc,
            format!("region #{i}, named '{name}', not found"),
            format!("suggest adding a '${name}' directive to the custom assembly format"),
        );
    }
    Ok(())
}

fn verify_successors(p: &mut OpParser<'_, '_>, loc: usize) -> PResult<()> {
    if p.rules.bound.all_successors {
        return Ok(());
    }
    let sig = p.rules.sig;
    if let Some(i) = p.rules.bound.seen_successors.iter().position(|s| !s) {
        let name = &sig.successors[i].name;
        return p.error_note(
            loc,
            format!("successor #{i}, named '{name}', not found"),
            format!("suggest adding a '${name}' directive to the custom assembly format"),
        );
    }
    Ok(())
}

/// Adjacent `oilist`s must not share clause keywords, nor an `oilist` and
/// the literal right after it.
fn verify_oilist_elements(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    elements: &[Element],
) -> PResult<()> {
    let mut prohibited: Vec<String> = Vec::new();
    for element in elements {
        match &element.kind {
            ElementKind::OIList(clauses) => {
                let spellings: Vec<String> = clauses
                    .iter()
                    .map(|c| clause_spelling(&c.keyword))
                    .collect();
                if !prohibited.is_empty()
                    && let Some(s) = spellings.iter().find(|s| prohibited.contains(s))
                {
                    return p.error(
                        loc,
                        format!(
                            "format ambiguity because {s} is used in two adjacent oilist elements."
                        ),
                    );
                }
                prohibited.extend(spellings);
            }
            ElementKind::Literal(lit) => {
                if prohibited.contains(&lit.spelling) {
                    return p.error(
                        loc,
                        format!(
                            "format ambiguity because {} is used both in oilist element and the \
                             adjacent literal.",
                            lit.spelling
                        ),
                    );
                }
                prohibited.clear();
            }
            _ => prohibited.clear(),
        }
    }
    Ok(())
}

/// The spelling of an oilist clause keyword (a whitespace literal spells as
/// its text, as the C++ reads it).
pub(super) fn clause_spelling(keyword: &Element) -> String {
    match &keyword.kind {
        ElementKind::Literal(l) => l.spelling.clone(),
        ElementKind::Whitespace(w) => match w {
            super::ast::Whitespace::Space => " ".into(),
            super::ast::Whitespace::NoSpace => String::new(),
            super::ast::Whitespace::Newline => "\\n".into(),
        },
        _ => String::new(),
    }
}

/// MLIR's `isOptionallyParsed`: may the parser skip this element?
fn is_optionally_parsed(p: &OpParser<'_, '_>, element: &Element) -> bool {
    let sig = p.rules.sig;
    match &element.kind {
        ElementKind::Variable(v) => match v.target {
            VarTarget::Attribute(i) => sig.attributes[i].may_be_absent(),
            VarTarget::Operand(i) => sig.operands[i].kind.is_variable_length(),
            VarTarget::Successor(i) => sig.successors[i].variadic,
            VarTarget::Region(i) => sig.regions[i].variadic,
            _ => false,
        },
        ElementKind::Whitespace(_) | ElementKind::AttrDict { .. } => true,
        _ => false,
    }
}

/// Outcome of scanning a range: `Some(true)` a closing valid element was
/// found, `None` the end was reached; an invalid element is an `Err`.
type Scan = PResult<Option<bool>>;

/// MLIR's `checkRangeForElement`: scan `range` for an element `is_invalid`
/// rejects, skipping optionally parsed elements and looking into optional
/// groups. `guard` (the first element of a then-branch) counts as required.
fn check_range(
    p: &mut OpParser<'_, '_>,
    base: &Element,
    is_invalid: &dyn Fn(&mut OpParser<'_, '_>, &Element, &Element) -> bool,
    range: &[Element],
    guard: Option<&Element>,
) -> Scan {
    for element in range {
        if is_invalid(p, base, element) {
            return Err(Failed);
        }
        if let ElementKind::Optional(group) = &element.kind {
            check_range(
                p,
                base,
                is_invalid,
                &group.then_elements,
                group.then_elements.first(),
            )?;
            check_range(p, base, is_invalid, &group.else_elements, None)?;
            continue;
        }
        let is_guard = guard.is_some_and(|g| std::ptr::eq(g, element));
        if !is_guard && is_optionally_parsed(p, element) {
            continue;
        }
        return Ok(Some(true));
    }
    Ok(None)
}

/// MLIR's `verifyAdjacentElements`: for every base element, scan what can
/// follow it. Returns a base whose scan reached the end of `elements`.
fn verify_adjacent<'e>(
    p: &mut OpParser<'_, '_>,
    is_base: &dyn Fn(&OpParser<'_, '_>, &Element) -> bool,
    is_invalid: &dyn Fn(&mut OpParser<'_, '_>, &Element, &Element) -> bool,
    elements: &'e [Element],
) -> PResult<Option<&'e Element>> {
    for (i, element) in elements.iter().enumerate() {
        let base = if is_base(p, element) {
            element
        } else if let ElementKind::Optional(group) = &element.kind {
            let then_result = verify_adjacent(p, is_base, is_invalid, &group.then_elements)?;
            let else_result = verify_adjacent(p, is_base, is_invalid, &group.else_elements)?;
            match then_result.or(else_result) {
                Some(b) => b,
                None => continue,
            }
        } else {
            continue;
        };
        if check_range(p, base, is_invalid, &elements[i + 1..], None)?.is_none() {
            return Ok(Some(base));
        }
    }
    Ok(None)
}

/// A `:` literal must not follow an attribute printed with the generic
/// attribute printer (whose optional `: type` suffix would swallow it).
fn verify_attribute_colon_type(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    elements: &[Element],
) -> PResult<()> {
    let is_base = |p: &OpParser<'_, '_>, e: &Element| match &e.kind {
        ElementKind::Variable(Variable {
            target: VarTarget::Attribute(i),
            qualified,
            ..
        }) => {
            let attr = &p.rules.sig.attributes[*i];
            attr.value_type.is_none() && (*qualified || attr.generic_storage)
        }
        _ => false,
    };
    let is_invalid = move |p: &mut OpParser<'_, '_>, base: &Element, e: &Element| {
        let is_colon = matches!(&e.kind, ElementKind::Literal(l) if l.spelling == ":");
        if is_colon {
            let name = match &base.kind {
                ElementKind::Variable(v) => v.name.clone(),
                _ => String::new(),
            };
            p.errors.push(super::error::FormatError::new(
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{name}` which \
                     does not have a buildable type"
                ),
                loc,
            ));
        }
        is_colon
    };
    verify_adjacent(p, &is_base, &is_invalid, elements).map(|_| ())
}

/// A region must not follow `attr-dict` (both may start with `{`).
fn verify_attr_dict_region(
    p: &mut OpParser<'_, '_>,
    loc: usize,
    elements: &[Element],
) -> PResult<()> {
    let is_base = |_: &OpParser<'_, '_>, e: &Element| {
        matches!(
            e.kind,
            ElementKind::AttrDict {
                with_keyword: false
            }
        )
    };
    let is_invalid = move |p: &mut OpParser<'_, '_>, _: &Element, e: &Element| match &e.kind {
        ElementKind::Variable(Variable {
            target: VarTarget::Region(_),
            name,
            ..
        }) => {
            p.errors.push(super::error::FormatError::with_note(
                format!(
                    "format ambiguity caused by `attr-dict` directive followed by region `{name}`"
                ),
                loc,
                "try using `attr-dict-with-keyword` instead",
            ));
            true
        }
        _ => false,
    };
    verify_adjacent(p, &is_base, &is_invalid, elements).map(|_| ())
}
