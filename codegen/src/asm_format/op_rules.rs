//! The rules of an op format (the parsing half of MLIR 19's
//! `OpFormatParser`): what `$name` names among the op's operands,
//! attributes, properties, regions, results and successors, where each
//! directive may appear, and what the format has bound so far.
//!
//! Binding happens as the [`parse`](super::parse) grammar reads the format,
//! so the binding rules (a value is bound once, `ref` needs a prior
//! binding, `type(...)` of a value once, ...) are checked in format order
//! and the first error is the one mlir-tblgen reports. The checks that need
//! the whole format live in [`check`](super::check) and
//! [`types`](super::types).

use super::ast::{AsmFormat, Element, ElementKind, OptionalGroup, VarTarget, Variable};
use super::check;
use super::lexer::TokenKind;
use super::parse::{Context, FormatRules, PResult, Parser};
use super::subject::FormatSubject;

/// The parser of an op format (of text `'t`, of an op borrowed for `'a`).
pub(super) type OpParser<'t, 'a> = Parser<'t, OpRules<'a>>;

/// The op a format describes and what the format has bound so far.
pub(super) struct OpRules<'a> {
    /// The op.
    pub(super) sig: &'a FormatSubject<'a>,
    /// What is bound.
    pub(super) bound: Bindings,
}

impl<'a> OpRules<'a> {
    /// The rules of a format of `sig`, with nothing bound.
    pub(super) fn new(sig: &'a FormatSubject<'a>) -> Self {
        OpRules {
            sig,
            bound: Bindings::new(sig),
        }
    }
}

/// What the format has bound so far (MLIR's `OpFormatParser` fields).
#[derive(Debug, Default)]
pub(super) struct Bindings {
    /// `attr-dict` (or `attr-dict-with-keyword`) was seen.
    pub has_attr_dict: bool,
    /// `prop-dict` was seen.
    pub has_prop_dict: bool,
    /// The `regions` directive was seen.
    pub all_regions: bool,
    /// The `successors` directive was seen.
    pub all_successors: bool,
    /// The `operands` directive was seen.
    pub all_operands: bool,
    /// `type(operands)` was seen.
    pub all_operand_types: bool,
    /// `type(results)` was seen.
    pub all_result_types: bool,
    /// Per operand: its type is in the format.
    pub seen_operand_types: Vec<bool>,
    /// Per result: its type is in the format.
    pub seen_result_types: Vec<bool>,
    /// Bound attribute indices in binding order.
    pub seen_attrs: Vec<usize>,
    /// Per operand: bound by a variable.
    pub seen_operands: Vec<bool>,
    /// Per region: bound by a variable.
    pub seen_regions: Vec<bool>,
    /// Per successor: bound by a variable.
    pub seen_successors: Vec<bool>,
    /// Per property: bound by a variable.
    pub seen_properties: Vec<bool>,
}

impl Bindings {
    fn new(sig: &FormatSubject<'_>) -> Self {
        Bindings {
            seen_operand_types: vec![false; sig.operands.len()],
            seen_result_types: vec![false; sig.results.len()],
            seen_operands: vec![false; sig.operands.len()],
            seen_regions: vec![false; sig.regions.len()],
            seen_successors: vec![false; sig.successors.len()],
            seen_properties: vec![false; sig.properties.len()],
            ..Bindings::default()
        }
    }
}

impl FormatRules for OpRules<'_> {
    type Output = AsmFormat;

    fn variable(
        p: &mut OpParser<'_, '_>,
        loc: usize,
        name: &str,
        ctx: Context,
    ) -> PResult<VarTarget> {
        let sig = p.rules.sig;
        if let Some(i) = sig.attributes.iter().position(|a| a.name == name) {
            if ctx == Context::Type {
                return p.error(
                    loc,
                    "attributes cannot be used as children to a `type` directive",
                );
            }
            let seen = p.rules.bound.seen_attrs.contains(&i);
            if ctx == Context::Ref {
                if !seen {
                    return p.error(
                        loc,
                        format!("attribute '{name}' must be bound before it is referenced"),
                    );
                }
            } else if seen {
                return p.error(loc, format!("attribute '{name}' is already bound"));
            } else {
                p.rules.bound.seen_attrs.push(i);
            }
            return Ok(VarTarget::Attribute(i));
        }

        if let Some(i) = sig.properties.iter().position(|p| p == name) {
            if ctx != Context::Custom && ctx != Context::Ref {
                return p.error(
                    loc,
                    "properties currently only supported in `custom` directive",
                );
            }
            if ctx == Context::Ref {
                if !p.rules.bound.seen_properties[i] {
                    return p.error(
                        loc,
                        format!("property '{name}' must be bound before it is referenced"),
                    );
                }
            } else if std::mem::replace(&mut p.rules.bound.seen_properties[i], true) {
                return p.error(loc, format!("property '{name}' is already bound"));
            }
            return Ok(VarTarget::Property(i));
        }

        let binds = matches!(ctx, Context::TopLevel | Context::Custom);
        let bound = &mut p.rules.bound;
        if let Some(i) = sig.operands.iter().position(|o| o.name == name) {
            // Short-circuits like MLIR: after `operands` nothing is marked.
            if binds && (bound.all_operands || std::mem::replace(&mut bound.seen_operands[i], true))
            {
                return p.error(loc, format!("operand '{name}' is already bound"));
            }
            if ctx == Context::Ref && !bound.seen_operands[i] {
                return p.error(
                    loc,
                    format!("operand '{name}' must be bound before it is referenced"),
                );
            }
            return Ok(VarTarget::Operand(i));
        }

        if let Some(i) = sig.regions.iter().position(|r| r.name == name) {
            // Short-circuits like MLIR: after `regions` nothing is marked.
            if binds && (bound.all_regions || std::mem::replace(&mut bound.seen_regions[i], true)) {
                return p.error(loc, format!("region '{name}' is already bound"));
            }
            match ctx {
                Context::TopLevel | Context::Custom => {}
                Context::Ref if !bound.seen_regions[i] => {
                    return p.error(
                        loc,
                        format!("region '{name}' must be bound before it is referenced"),
                    );
                }
                // MLIR 19 also rejects a `ref` of a bound region here.
                _ => return p.error(loc, "regions can only be used at the top level"),
            }
            return Ok(VarTarget::Region(i));
        }

        if let Some(i) = sig.results.iter().position(|r| r.name == name) {
            if ctx != Context::Type {
                return p.error(
                    loc,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
            return Ok(VarTarget::Result(i));
        }

        if let Some(i) = sig.successors.iter().position(|s| s.name == name) {
            // Short-circuits like MLIR: after `successors` nothing is marked.
            if binds
                && (bound.all_successors || std::mem::replace(&mut bound.seen_successors[i], true))
            {
                return p.error(loc, format!("successor '{name}' is already bound"));
            }
            match ctx {
                Context::TopLevel | Context::Custom => {}
                Context::Ref if !bound.seen_successors[i] => {
                    return p.error(
                        loc,
                        format!("successor '{name}' must be bound before it is referenced"),
                    );
                }
                // MLIR 19 also rejects a `ref` of a bound successor here.
                _ => return p.error(loc, "successors can only be used at the top level"),
            }
            return Ok(VarTarget::Successor(i));
        }

        p.error(
            loc,
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    fn directive(
        p: &mut OpParser<'_, '_>,
        loc: usize,
        kind: TokenKind,
        ctx: Context,
    ) -> PResult<()> {
        let bound = &mut p.rules.bound;
        match kind {
            TokenKind::KwCustom | TokenKind::KwQualified | TokenKind::KwOIList => Ok(()),
            TokenKind::KwRef => Ok(()),
            TokenKind::KwAttrDict | TokenKind::KwAttrDictWithKeyword => {
                if ctx == Context::Type {
                    return p.error(
                        loc,
                        "'attr-dict' directive can only be used as a top-level directive",
                    );
                }
                if ctx == Context::Ref {
                    if !bound.has_attr_dict {
                        return p.error(
                            loc,
                            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        );
                    }
                } else {
                    if bound.has_attr_dict {
                        return p.error(loc, "'attr-dict' directive has already been seen");
                    }
                    bound.has_attr_dict = true;
                }
                Ok(())
            }
            TokenKind::KwPropDict => {
                if ctx == Context::Type {
                    return p.error(
                        loc,
                        "'prop-dict' directive can only be used as a top-level directive",
                    );
                }
                if ctx == Context::Ref {
                    // mlir-tblgen aborts with `LLVM ERROR: 'ref' of 'prop-dict' unsupported`.
                    return p.error(loc, "'ref' of 'prop-dict' unsupported");
                }
                if bound.has_prop_dict {
                    return p.error(loc, "'prop-dict' directive has already been seen");
                }
                bound.has_prop_dict = true;
                Ok(())
            }
            TokenKind::KwFunctionalType => {
                if ctx != Context::TopLevel {
                    return p.error(
                        loc,
                        "'functional-type' is only valid as a top-level directive",
                    );
                }
                Ok(())
            }
            TokenKind::KwType => {
                if ctx == Context::Type {
                    return p.error(loc, "'type' cannot be used as a child of another `type`");
                }
                Ok(())
            }
            TokenKind::KwOperands => {
                match ctx {
                    Context::Ref if !bound.all_operands => {
                        return p.error(
                            loc,
                            "'ref' of 'operands' is not bound by a prior 'operands' directive",
                        );
                    }
                    Context::TopLevel | Context::Custom => {
                        if bound.all_operands || bound.seen_operands.contains(&true) {
                            return p.error(loc, "'operands' directive creates overlap in format");
                        }
                        bound.all_operands = true;
                    }
                    _ => {}
                }
                Ok(())
            }
            TokenKind::KwResults => {
                if ctx != Context::Type {
                    return p.error(
                        loc,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    );
                }
                Ok(())
            }
            TokenKind::KwRegions => match ctx {
                Context::Type => p.error(loc, "'regions' is only valid as a top-level directive"),
                Context::Ref if !bound.all_regions => p.error(
                    loc,
                    "'ref' of 'regions' is not bound by a prior 'regions' directive",
                ),
                Context::Ref => Ok(()),
                _ => {
                    if bound.all_regions || bound.seen_regions.contains(&true) {
                        return p.error(loc, "'regions' directive creates overlap in format");
                    }
                    bound.all_regions = true;
                    Ok(())
                }
            },
            TokenKind::KwSuccessors => match ctx {
                Context::Type => {
                    p.error(loc, "'successors' is only valid as a top-level directive")
                }
                Context::Ref if !bound.all_successors => p.error(
                    loc,
                    "'ref' of 'successors' is not bound by a prior 'successors' directive",
                ),
                Context::Ref => Ok(()),
                _ => {
                    if bound.all_successors || bound.seen_successors.contains(&true) {
                        return p.error(loc, "'successors' directive creates overlap in format");
                    }
                    bound.all_successors = true;
                    Ok(())
                }
            },
            _ => p.error(loc, "unsupported directive kind"),
        }
    }

    fn qualify(p: &mut OpParser<'_, '_>, loc: usize, arg: &mut Element) -> PResult<()> {
        match &mut arg.kind {
            ElementKind::Variable(
                v @ Variable {
                    target: VarTarget::Attribute(_),
                    ..
                },
            ) => v.qualified = true,
            ElementKind::Type { qualified, .. } => *qualified = true,
            _ => {
                return p.error(
                    loc,
                    "'qualified' directive expects an attribute or a `type` directive",
                );
            }
        }
        Ok(())
    }

    fn custom_arguments(p: &mut OpParser<'_, '_>, loc: usize, args: &[Element]) -> PResult<()> {
        check::verify_custom_directive_arguments(p, loc, args)
    }

    fn type_argument(
        p: &mut OpParser<'_, '_>,
        loc: usize,
        arg: &Element,
        is_ref: bool,
    ) -> PResult<()> {
        let b = &p.rules.bound;
        let problem: Option<String> = match &arg.kind {
            ElementKind::Literal(_) => {
                Some("'type' directive operand expects variable or directive operand".into())
            }
            ElementKind::Variable(Variable {
                target: target @ (VarTarget::Operand(_) | VarTarget::Result(_)),
                name,
                ..
            }) => {
                let seen = match *target {
                    VarTarget::Operand(i) => b.all_operand_types || b.seen_operand_types[i],
                    VarTarget::Result(i) => b.all_result_types || b.seen_result_types[i],
                    _ => false,
                };
                if !is_ref && seen {
                    Some(format!("'type' of '{name}' is already bound"))
                } else if is_ref && !seen {
                    Some(format!(
                        "'ref' of 'type(${name})' is not bound by a prior 'type' directive"
                    ))
                } else {
                    None
                }
            }
            ElementKind::Operands => {
                if !is_ref && (b.all_operand_types || b.seen_operand_types.contains(&true)) {
                    Some("'operands' 'type' is already bound".into())
                } else if is_ref && !b.all_operand_types {
                    Some(
                        "'ref' of 'type(operands)' is not bound by a prior 'type' directive".into(),
                    )
                } else {
                    None
                }
            }
            ElementKind::Results => {
                if !is_ref && (b.all_result_types || b.seen_result_types.contains(&true)) {
                    Some("'results' 'type' is already bound".into())
                } else if is_ref && !b.all_result_types {
                    Some("'ref' of 'type(results)' is not bound by a prior 'type' directive".into())
                } else {
                    None
                }
            }
            _ => Some("invalid argument to 'type' directive".into()),
        };
        if let Some(message) = problem {
            return p.error(loc, message);
        }
        let b = &mut p.rules.bound;
        match &arg.kind {
            ElementKind::Variable(Variable {
                target: VarTarget::Operand(i),
                ..
            }) => b.seen_operand_types[*i] = true,
            ElementKind::Variable(Variable {
                target: VarTarget::Result(i),
                ..
            }) => b.seen_result_types[*i] = true,
            ElementKind::Operands => b.all_operand_types = true,
            ElementKind::Results => b.all_result_types = true,
            _ => {}
        }
        Ok(())
    }

    fn oilist_element(p: &mut OpParser<'_, '_>, loc: usize, element: &Element) -> PResult<()> {
        check::verify_oilist_parsing_element(p, element, loc)
    }

    fn optional_group(p: &mut OpParser<'_, '_>, loc: usize, group: &OptionalGroup) -> PResult<()> {
        let then_anchor = (!group.inverted).then_some(group.anchor);
        check::verify_optional_group_elements(p, loc, &group.then_elements, then_anchor)?;
        check::verify_optional_group_elements(p, loc, &group.else_elements, None)
    }

    fn is_unit_attribute(&self, target: VarTarget) -> bool {
        matches!(target, VarTarget::Attribute(i) if self.sig.attributes[i].is_unit)
    }

    fn finish(p: &mut OpParser<'_, '_>, loc: usize, elements: Vec<Element>) -> PResult<AsmFormat> {
        check::verify(p, loc, elements)
    }
}
