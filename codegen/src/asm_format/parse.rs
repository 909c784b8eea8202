//! The one parser of the format language, shared by op formats and by type
//! and attribute formats: a port of MLIR 19's `FormatParser` together with
//! the directive syntax of its two subclasses.
//!
//! The grammar (literals, whitespace, strings, variables, directives with
//! their arguments, `custom<Name>(...)`, optional groups with an anchor and
//! an else branch, `oilist` clauses, `struct(...)`, `params`,
//! `qualified(...)`, `ref(...)`) lives here alone and builds the
//! [`Element`] tree. What a variable names and which directive is allowed
//! where depends on the subject the format describes, so the parser asks
//! its [`FormatRules`] at the point where mlir-tblgen checks the same thing:
//! a variable as soon as it is read, a directive as soon as its keyword is
//! read, a directive's arguments when they are complete, an optional group
//! when both of its branches are. Checking in that order keeps the first
//! error the one mlir-tblgen reports. The rules of an op format are in
//! [`op_rules`](super::op_rules), those of a type or attribute format in
//! [`def_format`](super::def_format).

use super::ast::{
    Element, ElementKind, Literal, OIListClause, OptionalGroup, VarTarget, Variable, Whitespace,
};
use super::cursor::{Cursor, LiteralText};
use super::error::FormatError;
use super::lexer::TokenKind;

pub(super) use super::cursor::{Failed, PResult};

/// Where an element is being parsed; it decides what is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Context {
    /// The top level of the format or an optional group.
    TopLevel,
    /// An argument of a `custom` directive.
    Custom,
    /// The argument of a `type` (or `functional-type`) directive.
    Type,
    /// The argument of a `ref` directive.
    Ref,
    /// An argument of a `struct` directive.
    Struct,
}

/// What the subject of a format decides: the meaning of its variables,
/// the directives it allows and where, and the checks on the whole format
/// (MLIR's virtual hooks of `FormatParser`). Each hook records its error
/// through the parser it is given.
pub(super) trait FormatRules: Sized {
    /// What a checked format becomes.
    type Output;

    /// Resolve `$name`, read at `loc` in `ctx`, and bind it.
    fn variable(
        p: &mut Parser<'_, Self>,
        loc: usize,
        name: &str,
        ctx: Context,
    ) -> PResult<VarTarget>;

    /// Check the directive keyword `kind`, read at `loc` in `ctx`, before
    /// its arguments are parsed; binds what an argument-less directive
    /// binds. Rejects the directives the subject does not have.
    fn directive(
        p: &mut Parser<'_, Self>,
        loc: usize,
        kind: TokenKind,
        ctx: Context,
    ) -> PResult<()>;

    /// Mark the argument of `qualified(...)` at `loc` as qualified, or
    /// reject it.
    fn qualify(p: &mut Parser<'_, Self>, loc: usize, arg: &mut Element) -> PResult<()>;

    /// Check the arguments of the `custom` directive at `loc`.
    fn custom_arguments(p: &mut Parser<'_, Self>, loc: usize, args: &[Element]) -> PResult<()>;

    /// Check and bind the argument of the `type` (`is_ref`: `ref(type(...))`)
    /// or `functional-type` directive at `loc`.
    fn type_argument(
        p: &mut Parser<'_, Self>,
        loc: usize,
        arg: &Element,
        is_ref: bool,
    ) -> PResult<()>;

    /// Check an element of a clause of the `oilist` at `loc`.
    fn oilist_element(p: &mut Parser<'_, Self>, loc: usize, element: &Element) -> PResult<()>;

    /// Check the elements of the optional group at `loc`.
    fn optional_group(p: &mut Parser<'_, Self>, loc: usize, group: &OptionalGroup) -> PResult<()>;

    /// True if `target` is a unit attribute, whose presence an optional
    /// group or `oilist` clause stands for.
    fn is_unit_attribute(&self, target: VarTarget) -> bool;

    /// The checks on the whole format, whose first token is at `loc`, and
    /// what the format becomes.
    fn finish(
        p: &mut Parser<'_, Self>,
        loc: usize,
        elements: Vec<Element>,
    ) -> PResult<Self::Output>;
}

/// The parser state: the token stream and errors, and the subject's rules.
pub(super) struct Parser<'a, R> {
    /// The shared core: tokens, errors, nesting.
    c: Cursor<'a>,
    /// What the subject allows and what the format has bound so far.
    pub(super) rules: R,
}

impl<'a, R> std::ops::Deref for Parser<'a, R> {
    type Target = Cursor<'a>;

    fn deref(&self) -> &Cursor<'a> {
        &self.c
    }
}

impl<R> std::ops::DerefMut for Parser<'_, R> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.c
    }
}

/// An element of `kind` at `offset`; spacing is decided after checking.
fn element(kind: ElementKind, offset: usize) -> Element {
    Element {
        kind,
        offset,
        space_before: false,
    }
}

impl<'a, R: FormatRules> Parser<'a, R> {
    /// Parse `text` as a format of the subject `rules` describe, and check
    /// it. On failure the errors are mlir-tblgen's, in order.
    pub(super) fn run(text: &'a str, rules: R) -> Result<R::Output, Vec<FormatError>> {
        let mut p = Parser {
            c: Cursor::new(text),
            rules,
        };
        let loc = p.cur.start;
        let mut elements = Vec::new();
        while p.cur.kind != TokenKind::Eof {
            match p.parse_element(Context::TopLevel) {
                Ok(e) => elements.push(e),
                Err(Failed) => return Err(p.c.errors),
            }
        }
        match R::finish(&mut p, loc, elements) {
            Ok(output) if p.errors.is_empty() => Ok(output),
            _ => Err(p.c.errors),
        }
    }

    fn parse_element(&mut self, ctx: Context) -> PResult<Element> {
        self.enter()?;
        let element = match self.cur.kind {
            TokenKind::Literal => self.parse_literal(ctx),
            TokenKind::String => self.parse_string(ctx),
            TokenKind::Variable => self.parse_variable(ctx),
            k if k.is_keyword() => self.parse_directive(ctx),
            TokenKind::LParen => self.parse_optional_group(ctx),
            _ => self.error_here("expected literal, variable, directive, or optional group"),
        };
        self.leave();
        element
    }

    /// Parse a literal; any token is consumed (an `oilist` clause calls this
    /// on whatever comes next).
    fn parse_literal(&mut self, ctx: Context) -> PResult<Element> {
        let (loc, text) = self.literal(ctx == Context::TopLevel)?;
        let kind = match text {
            LiteralText::Whitespace(ws) => ElementKind::Whitespace(match ws.as_str() {
                "" => Whitespace::NoSpace,
                " " => Whitespace::Space,
                _ => Whitespace::Newline,
            }),
            LiteralText::Literal(spelling) => ElementKind::Literal(Literal {
                spelling,
                space_after: false,
            }),
        };
        Ok(element(kind, loc))
    }

    fn parse_string(&mut self, ctx: Context) -> PResult<Element> {
        let (loc, value) = self.string(ctx == Context::Custom)?;
        Ok(element(ElementKind::String(value), loc))
    }

    fn parse_variable(&mut self, ctx: Context) -> PResult<Element> {
        let (loc, name) = self.variable();
        let target = R::variable(self, loc, &name, ctx)?;
        let variable = Variable {
            name,
            target,
            qualified: false,
        };
        Ok(element(ElementKind::Variable(variable), loc))
    }

    fn parse_directive(&mut self, ctx: Context) -> PResult<Element> {
        let kind = self.cur.kind;
        let loc = self.cur.start;
        self.consume();
        R::directive(self, loc, kind, ctx)?;
        let directive = match kind {
            TokenKind::KwCustom => return self.parse_custom(loc, ctx),
            TokenKind::KwQualified => return self.parse_qualified(loc, ctx),
            TokenKind::KwRef => return self.parse_ref(loc, ctx),
            TokenKind::KwType => return self.parse_type(loc, ctx),
            TokenKind::KwFunctionalType => return self.parse_functional_type(loc),
            TokenKind::KwOIList => return self.parse_oilist(loc, ctx),
            TokenKind::KwStruct => return self.parse_struct(loc, ctx),
            TokenKind::KwAttrDict => ElementKind::AttrDict {
                with_keyword: false,
            },
            TokenKind::KwAttrDictWithKeyword => ElementKind::AttrDict { with_keyword: true },
            TokenKind::KwPropDict => ElementKind::PropDict,
            TokenKind::KwOperands => ElementKind::Operands,
            TokenKind::KwResults => ElementKind::Results,
            TokenKind::KwRegions => ElementKind::Regions,
            TokenKind::KwSuccessors => ElementKind::Successors,
            TokenKind::KwParams => ElementKind::Params,
            _ => return self.error(loc, "unsupported directive kind"),
        };
        Ok(element(directive, loc))
    }

    fn parse_optional_group(&mut self, ctx: Context) -> PResult<Element> {
        let loc = self.cur.start;
        self.consume();
        if ctx != Context::TopLevel {
            return self.error(
                loc,
                "optional groups can only be used as top-level elements",
            );
        }

        let mut then_elements = Vec::new();
        let mut else_elements = Vec::new();
        // (in the else branch, index)
        let mut anchor: Option<(bool, usize)> = None;
        self.parse_group_children(&mut then_elements, &mut anchor, false)?;
        self.consume();

        if self.cur.kind == TokenKind::Colon {
            self.consume();
            self.parse_token(
                TokenKind::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            self.parse_group_children(&mut else_elements, &mut anchor, true)?;
            self.consume();
        }
        self.parse_token(TokenKind::Question, "expected '?' after optional group")?;

        let Some((inverted, anchor)) = anchor else {
            return self.error(loc, "optional group has no anchor element");
        };
        let anchor_element = if inverted {
            &else_elements[anchor]
        } else {
            &then_elements[anchor]
        };
        let unit_anchor = match &anchor_element.kind {
            ElementKind::Variable(v) => self.rules.is_unit_attribute(v.target),
            _ => false,
        };
        let parse_start = |elements: &[Element]| {
            elements
                .iter()
                .position(|e| !matches!(e.kind, ElementKind::Whitespace(_)))
                .unwrap_or(elements.len())
        };
        let group = OptionalGroup {
            then_parse_start: parse_start(&then_elements),
            else_parse_start: parse_start(&else_elements),
            then_elements,
            else_elements,
            anchor,
            inverted,
            elide_anchor: unit_anchor && anchor != 0,
        };
        R::optional_group(self, loc, &group)?;

        let first_ok = group
            .then_elements
            .get(group.then_parse_start)
            .is_some_and(|e| {
                matches!(
                    e.kind,
                    ElementKind::Literal(_) | ElementKind::Variable(_) | ElementKind::Custom { .. }
                )
            });
        if !first_ok {
            return self.error(
                loc,
                "first parsable element of an optional group must be a literal, variable, or \
                 custom directive",
            );
        }
        Ok(element(ElementKind::Optional(group), loc))
    }

    /// Parse the elements of one branch of an optional group up to (not
    /// including) its `)`, noting the `^` anchor.
    fn parse_group_children(
        &mut self,
        elements: &mut Vec<Element>,
        anchor: &mut Option<(bool, usize)>,
        in_else: bool,
    ) -> PResult<()> {
        loop {
            let element = self.parse_element(Context::TopLevel)?;
            if self.cur.kind == TokenKind::Caret {
                if anchor.is_some() {
                    return self.error_here(
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
                *anchor = Some((in_else, elements.len()));
                self.consume();
            }
            elements.push(element);
            if self.cur.kind == TokenKind::RParen {
                return Ok(());
            }
        }
    }

    fn parse_custom(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx != Context::TopLevel {
            return self.error(loc, "'custom' is only valid as a top-level directive");
        }
        self.parse_token(TokenKind::Less, "expected '<' before custom directive name")?;
        let name_tok = self.parse_token(
            TokenKind::Identifier,
            "expected custom directive name identifier",
        )?;
        self.parse_token(
            TokenKind::Greater,
            "expected '>' after custom directive name",
        )?;
        self.parse_token(
            TokenKind::LParen,
            "expected '(' before custom directive parameters",
        )?;
        let mut args = Vec::new();
        loop {
            args.push(self.parse_element(Context::Custom)?);
            if self.cur.kind != TokenKind::Comma {
                break;
            }
            self.consume();
        }
        self.parse_token(
            TokenKind::RParen,
            "expected ')' after custom directive parameters",
        )?;
        R::custom_arguments(self, loc, &args)?;
        let name = self.lexer.spelling(name_tok);
        Ok(element(ElementKind::Custom { name, args }, loc))
    }

    fn parse_qualified(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let mut arg = self.parse_element(ctx)?;
        R::qualify(self, loc, &mut arg)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(arg)
    }

    fn parse_ref(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx != Context::Custom {
            return self.error(loc, "'ref' is only valid within a `custom` directive");
        }
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let arg = self.parse_element(Context::Ref)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(element(ElementKind::Ref(Box::new(arg)), loc))
    }

    fn parse_type(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let arg = self.parse_type_argument(loc, ctx == Context::Ref)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        let kind = ElementKind::Type {
            arg: Box::new(arg),
            qualified: false,
        };
        Ok(element(kind, loc))
    }

    fn parse_functional_type(&mut self, loc: usize) -> PResult<Element> {
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let inputs = self.parse_type_argument(loc, false)?;
        self.parse_token(TokenKind::Comma, "expected ',' after inputs argument")?;
        let results = self.parse_type_argument(loc, false)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        let kind = ElementKind::FunctionalType {
            inputs: Box::new(inputs),
            results: Box::new(results),
        };
        Ok(element(kind, loc))
    }

    fn parse_type_argument(&mut self, loc: usize, is_ref: bool) -> PResult<Element> {
        let arg = self.parse_element(Context::Type)?;
        R::type_argument(self, loc, &arg, is_ref)?;
        Ok(arg)
    }

    fn parse_oilist(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        self.parse_token(
            TokenKind::LParen,
            "expected '(' before oilist argument list",
        )?;
        let mut clauses = Vec::new();
        loop {
            let keyword = self.parse_literal(ctx)?;
            let mut elements = Vec::new();
            while !matches!(self.cur.kind, TokenKind::Pipe | TokenKind::RParen) {
                let element = self.parse_element(ctx)?;
                R::oilist_element(self, loc, &element)?;
                elements.push(element);
            }
            let unit_attr = match elements.as_slice() {
                [
                    Element {
                        kind: ElementKind::Variable(v),
                        ..
                    },
                ] if self.rules.is_unit_attribute(v.target) => match v.target {
                    VarTarget::Attribute(i) => Some(i),
                    _ => None,
                },
                _ => None,
            };
            clauses.push(OIListClause {
                keyword,
                elements,
                unit_attr,
            });
            let was_pipe = self.cur.kind == TokenKind::Pipe;
            self.consume();
            if !was_pipe {
                break;
            }
        }
        Ok(element(ElementKind::OIList(clauses), loc))
    }

    /// `struct(params)` or `struct($a, $b, ...)`.
    fn parse_struct(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx != Context::TopLevel {
            return self.error(loc, "`struct` can only be used at the top-level context");
        }
        self.parse_token(
            TokenKind::LParen,
            "expected '(' before `struct` argument list",
        )?;
        let first = self.parse_element(Context::Struct);
        let is_variable = |e: &PResult<Element>| {
            matches!(
                e,
                Ok(Element {
                    kind: ElementKind::Variable(_),
                    ..
                })
            )
        };
        let args = match first {
            Ok(
                e @ Element {
                    kind: ElementKind::Params,
                    ..
                },
            ) => vec![e],
            Ok(
                e @ Element {
                    kind: ElementKind::Variable(_),
                    ..
                },
            ) => {
                let mut args = vec![e];
                while self.cur.kind == TokenKind::Comma {
                    self.consume();
                    let next = self.parse_element(Context::Struct);
                    if !is_variable(&next) {
                        return self.error(loc, "expected a variable in `struct` argument list");
                    }
                    args.extend(next);
                }
                args
            }
            _ => {
                return self.error(
                    loc,
                    "`struct` argument list expected a variable or directive",
                );
            }
        };
        self.parse_token(
            TokenKind::RParen,
            "expected ')' at the end of an argument list",
        )?;
        Ok(element(ElementKind::Struct(args), loc))
    }
}
