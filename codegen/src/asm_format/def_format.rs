//! The declarative format of a dialect type or attribute (`TypeDef` /
//! `AttrDef` `assemblyFormat`), parsed and checked as mlir-tblgen 19's
//! `AttrOrTypeFormatGen` does, with its messages, and with the printer's
//! spacing decided as its generator decides it.
//!
//! ```text
//! `<` struct(params) `>`
//! `<` $name `in` $directory `>`
//! (`<` $addressSpace^ `>`)?
//! `` $opcode ( `(` custom<ExpressionArg>(ref($opcode), $arguments)^ `)` ) : (``)?
//! ```
//!
//! Elements: literals, whitespace (`` ` ` ``, `` `` ``, `` `\n` ``),
//! `$param`, `qualified($param)`, `params`, `struct(params)` /
//! `struct($a, $b)`, `custom<Name>($a, ref($b), "string")` and optional
//! groups with an anchor (`^`) and an else branch.
//!
//! The format is read by the one format [`parse`](super::parse)r; this file
//! holds what differs from an op format: variables name parameters, only
//! `custom`, `qualified`, `ref`, `params` and `struct` are directives, and
//! the checks on optional groups and on the whole format are
//! `AttrOrTypeFormatGen`'s.

use super::ast::{Element, ElementKind, OptionalGroup, VarTarget, Variable, Whitespace};
use super::error::FormatError;
use super::lexer::TokenKind;
use super::parse::{Context, FormatRules, PResult, Parser};

/// What the format needs to know of a parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefParam {
    /// Its name.
    pub name: String,
    /// Optional or default-valued.
    pub optional: bool,
}

/// One element of a checked type or attribute format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DefItem {
    /// A keyword or punctuation, with a space printed before it.
    Literal {
        /// The text.
        text: String,
        /// A space before it.
        space: bool,
    },
    /// `` ` ` ``.
    Space,
    /// `` `\n` ``.
    Newline,
    /// `$name`.
    Param {
        /// The parameter.
        index: usize,
        /// A space before it.
        space: bool,
        /// `qualified($name)`.
        qualified: bool,
    },
    /// `params`.
    Params {
        /// The parameters, in order.
        indices: Vec<usize>,
        /// A space before them.
        space: bool,
    },
    /// `struct(...)`.
    Struct {
        /// The parameters, in order.
        indices: Vec<usize>,
        /// A space before them.
        space: bool,
    },
    /// `custom<Name>(args)`.
    Custom {
        /// `Name`.
        name: String,
        /// The arguments.
        args: Vec<CustomArg>,
        /// A space before it.
        space: bool,
    },
    /// `(...)?` or `(...) : (...)?`.
    Optional {
        /// The then branch.
        then_items: Vec<DefItem>,
        /// The else branch.
        else_items: Vec<DefItem>,
        /// The parameters of the anchor.
        anchor: Vec<usize>,
        /// The anchor is in the else branch.
        inverted: bool,
    },
}

/// An argument of a custom directive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomArg {
    /// `$name`: bound by the directive.
    Param(usize),
    /// `ref($name)`.
    Ref(usize),
    /// A string argument (Rust code handed to the directive).
    String(String),
}

/// Parses and checks `text`, the format of the definition `def_name`
/// with `params`. Errors are mlir-tblgen's, each at a byte offset of
/// `text`.
pub fn parse_def_format(
    text: &str,
    def_name: &str,
    params: &[DefParam],
) -> Result<Vec<DefItem>, Vec<FormatError>> {
    let rules = DefRules {
        def_name,
        params,
        seen: vec![false; params.len()],
    };
    Parser::run(text, rules)
}

/// The parser of a type or attribute format (of text `'t`, of a
/// definition borrowed for `'a`).
type DefParser<'t, 'a> = Parser<'t, DefRules<'a>>;

/// The definition a format describes and the parameters bound so far.
struct DefRules<'a> {
    /// The definition's record name (for messages).
    def_name: &'a str,
    /// Its parameters.
    params: &'a [DefParam],
    /// Per parameter: bound by the format.
    seen: Vec<bool>,
}

impl DefRules<'_> {
    fn optional(&self, index: usize) -> bool {
        self.params.get(index).is_some_and(|p| p.optional)
    }

    /// The parameters an element binds (through `params`, `struct` and
    /// `custom`), in order; `qualified` ones included, `ref`s not.
    fn bound_by(&self, element: &Element) -> Vec<usize> {
        match &element.kind {
            ElementKind::Variable(Variable {
                target: VarTarget::Parameter(i),
                ..
            }) => vec![*i],
            ElementKind::Params => (0..self.params.len()).collect(),
            ElementKind::Struct(args) | ElementKind::Custom { args, .. } => args
                .iter()
                .filter(|a| {
                    matches!(
                        a.kind,
                        ElementKind::Variable(_) | ElementKind::Params | ElementKind::Struct(_)
                    )
                })
                .flat_map(|a| self.bound_by(a))
                .collect(),
            _ => Vec::new(),
        }
    }
}

impl FormatRules for DefRules<'_> {
    type Output = Vec<DefItem>;

    fn variable(
        p: &mut DefParser<'_, '_>,
        loc: usize,
        name: &str,
        ctx: Context,
    ) -> PResult<VarTarget> {
        let rules = &mut p.rules;
        let Some(index) = rules.params.iter().position(|p| p.name == name) else {
            let message = format!("{} has no parameter named '{name}'", rules.def_name);
            return p.error(loc, message);
        };
        if ctx != Context::Ref {
            if rules.seen[index] {
                return p.error(loc, format!("duplicate parameter '{name}'"));
            }
            rules.seen[index] = true;
        } else if !rules.seen[index] {
            return p.error(
                loc,
                format!("parameter '{name}' must be bound before it is referenced"),
            );
        }
        Ok(VarTarget::Parameter(index))
    }

    fn directive(
        p: &mut DefParser<'_, '_>,
        loc: usize,
        kind: TokenKind,
        ctx: Context,
    ) -> PResult<()> {
        match kind {
            TokenKind::KwCustom
            | TokenKind::KwQualified
            | TokenKind::KwRef
            | TokenKind::KwStruct => Ok(()),
            TokenKind::KwParams => {
                if ctx != Context::TopLevel && ctx != Context::Struct {
                    return p.error(
                        loc,
                        "`params` can only be used at the top-level context or within a `struct` directive",
                    );
                }
                let rules = &mut p.rules;
                if let Some(i) = rules.seen.iter().position(|&seen| seen) {
                    let message = format!(
                        "`params` captures duplicate parameter: {}",
                        rules.params[i].name
                    );
                    return p.error(loc, message);
                }
                rules.seen.fill(true);
                Ok(())
            }
            _ => p.error(loc, "unsupported directive kind"),
        }
    }

    fn qualify(p: &mut DefParser<'_, '_>, loc: usize, arg: &mut Element) -> PResult<()> {
        let ElementKind::Variable(v) = &mut arg.kind else {
            return p.error(loc, "`qualified` argument list expected a variable");
        };
        v.qualified = true;
        Ok(())
    }

    fn custom_arguments(_: &mut DefParser<'_, '_>, _: usize, _: &[Element]) -> PResult<()> {
        Ok(())
    }

    fn type_argument(_: &mut DefParser<'_, '_>, _: usize, _: &Element, _: bool) -> PResult<()> {
        // `type` and `functional-type` are not directives of this language.
        Ok(())
    }

    fn oilist_element(_: &mut DefParser<'_, '_>, _: usize, _: &Element) -> PResult<()> {
        // `oilist` is not a directive of this language.
        Ok(())
    }

    /// mlir-tblgen checks the then branch with the anchor, wherever the
    /// anchor is, and the else branch without it.
    fn optional_group(p: &mut DefParser<'_, '_>, loc: usize, group: &OptionalGroup) -> PResult<()> {
        let anchor = if group.inverted {
            &group.else_elements[group.anchor]
        } else {
            &group.then_elements[group.anchor]
        };
        verify_optional_group_elements(p, loc, &group.then_elements, Some(anchor))?;
        verify_optional_group_elements(p, loc, &group.else_elements, None)
    }

    fn is_unit_attribute(&self, _: VarTarget) -> bool {
        false
    }

    fn finish(
        p: &mut DefParser<'_, '_>,
        loc: usize,
        elements: Vec<Element>,
    ) -> PResult<Vec<DefItem>> {
        let rules = &p.rules;
        if let Some(missing) = rules
            .params
            .iter()
            .zip(&rules.seen)
            .find(|(param, seen)| !param.optional && !**seen)
        {
            let message = format!(
                "format is missing reference to parameter: {}",
                missing.0.name
            );
            return p.error(loc, message);
        }
        for pair in elements.windows(2) {
            if let ElementKind::Struct(_) = &pair[0].kind
                && let ElementKind::Literal(literal) = &pair[1].kind
                && literal.spelling == ","
                && rules.bound_by(&pair[0]).iter().any(|&i| rules.optional(i))
            {
                return p.error(
                    loc,
                    "`struct` directive with optional parameters cannot be followed by a comma literal",
                );
            }
        }
        let mut spacing = Spacing {
            emit_space: true,
            last_punctuation: false,
        };
        Ok(spacing.items(&elements, &p.rules))
    }
}

/// AttrOrTypeFormatGen's `verifyOptionalGroupElements`: the parameters of an
/// optional group must be optional, and its anchor must bind one.
fn verify_optional_group_elements(
    p: &mut DefParser<'_, '_>,
    loc: usize,
    elements: &[Element],
    anchor: Option<&Element>,
) -> PResult<()> {
    for element in elements {
        let all_optional = p
            .rules
            .bound_by(element)
            .iter()
            .all(|&i| p.rules.optional(i));
        let message = match &element.kind {
            ElementKind::Variable(_) => "parameters in an optional group must be optional",
            ElementKind::Params => {
                "`params` directive allowed in optional group only if all parameters are optional"
            }
            ElementKind::Struct(_) => {
                "`struct` is only allowed in an optional group if all captured parameters are optional"
            }
            ElementKind::Custom { .. } => {
                "`custom` is only allowed in an optional group if all captured parameters are optional"
            }
            _ => continue,
        };
        if !all_optional {
            return p.error(loc, message);
        }
    }
    match anchor.map(|a| &a.kind) {
        None | Some(ElementKind::Variable(_) | ElementKind::Params | ElementKind::Struct(_)) => {
            Ok(())
        }
        Some(ElementKind::Custom { args, .. }) => {
            if !args
                .iter()
                .any(|a| matches!(a.kind, ElementKind::Variable(_)))
            {
                return p.error(
                    loc,
                    "`custom` directive with no bound parameters cannot be used as optional group anchor",
                );
            }
            Ok(())
        }
        Some(_) => p.error(
            loc,
            "optional group anchor must be a parameter or directive",
        ),
    }
}

/// mlir-tblgen's printer spacing state (`shouldEmitSpace`,
/// `lastWasPunctuation`), decided at generation time.
struct Spacing {
    emit_space: bool,
    last_punctuation: bool,
}

impl Spacing {
    fn items(&mut self, elements: &[Element], rules: &DefRules<'_>) -> Vec<DefItem> {
        elements
            .iter()
            .filter_map(|e| self.item(e, rules))
            .collect()
    }

    /// The space before a variable or directive, and the state after it.
    fn before_value(&mut self) -> bool {
        let space = self.emit_space || !self.last_punctuation;
        self.emit_space = true;
        self.last_punctuation = false;
        space
    }

    fn item(&mut self, element: &Element, rules: &DefRules<'_>) -> Option<DefItem> {
        Some(match &element.kind {
            ElementKind::Literal(literal) => {
                let text = &literal.spelling;
                let space = self.emit_space
                    && super::spacing::should_emit_space_before(text, self.last_punctuation);
                let first = text.chars().next().unwrap_or(' ');
                self.emit_space = text.len() != 1 || !"<({[".contains(first);
                self.last_punctuation = first != '_' && !first.is_ascii_alphabetic();
                DefItem::Literal {
                    text: text.clone(),
                    space,
                }
            }
            ElementKind::Whitespace(whitespace) => {
                self.emit_space = false;
                match whitespace {
                    Whitespace::Space => DefItem::Space,
                    Whitespace::Newline => DefItem::Newline,
                    Whitespace::NoSpace => {
                        self.last_punctuation = true;
                        return None;
                    }
                }
            }
            ElementKind::Variable(Variable {
                target: VarTarget::Parameter(index),
                qualified,
                ..
            }) => DefItem::Param {
                index: *index,
                space: self.before_value(),
                qualified: *qualified,
            },
            ElementKind::Params | ElementKind::Struct(_) => {
                let space = self.emit_space || !self.last_punctuation;
                let indices = rules.bound_by(element);
                if !indices.is_empty() {
                    self.emit_space = true;
                    self.last_punctuation = false;
                }
                if matches!(element.kind, ElementKind::Struct(_)) {
                    DefItem::Struct { indices, space }
                } else {
                    DefItem::Params { indices, space }
                }
            }
            ElementKind::Custom { name, args } => DefItem::Custom {
                name: name.clone(),
                space: self.before_value(),
                args: args.iter().filter_map(custom_arg).collect(),
            },
            ElementKind::Optional(group) => {
                let saved = (self.emit_space, self.last_punctuation);
                let then_items = self.items(&group.then_elements, rules);
                (self.emit_space, self.last_punctuation) = saved;
                let else_items = self.items(&group.else_elements, rules);
                let anchor = if group.inverted {
                    &group.else_elements[group.anchor]
                } else {
                    &group.then_elements[group.anchor]
                };
                DefItem::Optional {
                    then_items,
                    else_items,
                    anchor: rules.bound_by(anchor),
                    inverted: group.inverted,
                }
            }
            _ => return None,
        })
    }
}

/// An argument of a custom directive as the backend reads it.
fn custom_arg(arg: &Element) -> Option<CustomArg> {
    let parameter = |e: &Element| match e.kind {
        ElementKind::Variable(Variable {
            target: VarTarget::Parameter(i),
            ..
        }) => Some(i),
        _ => None,
    };
    match &arg.kind {
        ElementKind::Variable(_) => parameter(arg).map(CustomArg::Param),
        ElementKind::Ref(inner) => parameter(inner).map(CustomArg::Ref),
        ElementKind::String(s) => Some(CustomArg::String(s.clone())),
        _ => None,
    }
}

#[cfg(test)]
#[path = "def_format_tests.rs"]
mod tests;
