//! The format parser: a port of MLIR 19's `FormatParser` and the parsing half
//! of `OpFormatParser`.
//!
//! Parsing and binding happen together, as in MLIR: every variable is
//! resolved when it is parsed, and the binding rules (a variable is bound
//! once, `ref` needs a prior binding, `type(...)` of a value once, ...) are
//! checked in format order, so the first error is the one mlir-tblgen
//! reports. The checks that need the whole format live in
//! [`check`](super::check) and [`types`](super::types).

use super::ast::{
    AsmFormat, Element, ElementKind, Literal, OIListClause, OptionalGroup, VarTarget, Variable,
    Whitespace,
};
use super::check;
use super::cursor::{Cursor, LiteralText};
use super::error::FormatError;
use super::lexer::TokenKind;
use super::subject::FormatSubject;

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

/// The parser state.
pub(super) struct Parser<'a> {
    /// The shared core: tokens, errors, nesting.
    c: Cursor<'a>,
    pub(super) sig: &'a FormatSubject<'a>,
    pub(super) bound: Bindings,
}

impl<'a> std::ops::Deref for Parser<'a> {
    type Target = Cursor<'a>;

    fn deref(&self) -> &Cursor<'a> {
        &self.c
    }
}

impl std::ops::DerefMut for Parser<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.c
    }
}

impl<'a> Parser<'a> {
    /// A parser for `text` checked against `sig`; lexes the first token.
    pub(super) fn new(text: &'a str, sig: &'a FormatSubject<'a>) -> Self {
        Parser {
            c: Cursor::new(text),
            sig,
            bound: Bindings::new(sig),
        }
    }

    /// Parse the whole format and check it.
    pub(super) fn parse(mut self) -> Result<AsmFormat, Vec<FormatError>> {
        let loc = self.cur.start;
        let mut elements = Vec::new();
        while self.cur.kind != TokenKind::Eof {
            match self.parse_element(Context::TopLevel) {
                Ok(e) => elements.push(e),
                Err(Failed) => return Err(self.c.errors),
            }
        }
        match check::verify(&mut self, loc, elements) {
            Ok(format) if self.errors.is_empty() => Ok(format),
            _ => Err(self.c.errors),
        }
    }

    fn element(kind: ElementKind, offset: usize) -> Element {
        Element {
            kind,
            offset,
            space_before: false,
        }
    }

    pub(super) fn parse_element(&mut self, ctx: Context) -> PResult<Element> {
        self.enter()?;
        let element = self.parse_element_inner(ctx);
        self.leave();
        element
    }

    fn parse_element_inner(&mut self, ctx: Context) -> PResult<Element> {
        match self.cur.kind {
            TokenKind::Literal => self.parse_literal(ctx),
            TokenKind::String => self.parse_string(ctx),
            TokenKind::Variable => self.parse_variable(ctx),
            k if k.is_keyword() => self.parse_directive(ctx),
            TokenKind::LParen => self.parse_optional_group(ctx),
            _ => self.error_here("expected literal, variable, directive, or optional group"),
        }
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
        Ok(Self::element(kind, loc))
    }

    fn parse_string(&mut self, ctx: Context) -> PResult<Element> {
        let (loc, value) = self.string(ctx == Context::Custom)?;
        Ok(Self::element(ElementKind::String(value), loc))
    }

    fn parse_variable(&mut self, ctx: Context) -> PResult<Element> {
        let (loc, name) = self.variable();
        self.parse_variable_impl(loc, name, ctx)
    }

    fn variable(name: String, target: VarTarget, loc: usize) -> Element {
        Self::element(
            ElementKind::Variable(Variable {
                name,
                target,
                qualified: false,
            }),
            loc,
        )
    }

    fn parse_variable_impl(&mut self, loc: usize, name: String, ctx: Context) -> PResult<Element> {
        let sig = self.sig;
        if let Some(i) = sig.attributes.iter().position(|a| a.name == name) {
            if ctx == Context::Type {
                return self.error(
                    loc,
                    "attributes cannot be used as children to a `type` directive",
                );
            }
            let seen = self.bound.seen_attrs.contains(&i);
            if ctx == Context::Ref {
                if !seen {
                    return self.error(
                        loc,
                        format!("attribute '{name}' must be bound before it is referenced"),
                    );
                }
            } else if seen {
                return self.error(loc, format!("attribute '{name}' is already bound"));
            } else {
                self.bound.seen_attrs.push(i);
            }
            return Ok(Self::variable(name, VarTarget::Attribute(i), loc));
        }

        if let Some(i) = sig.properties.iter().position(|p| *p == name) {
            if ctx != Context::Custom && ctx != Context::Ref {
                return self.error(
                    loc,
                    "properties currently only supported in `custom` directive",
                );
            }
            if ctx == Context::Ref {
                if !self.bound.seen_properties[i] {
                    return self.error(
                        loc,
                        format!("property '{name}' must be bound before it is referenced"),
                    );
                }
            } else if std::mem::replace(&mut self.bound.seen_properties[i], true) {
                return self.error(loc, format!("property '{name}' is already bound"));
            }
            return Ok(Self::variable(name, VarTarget::Property(i), loc));
        }

        if let Some(i) = sig.operands.iter().position(|o| o.name == name) {
            let binds = matches!(ctx, Context::TopLevel | Context::Custom);
            // Short-circuits like MLIR: after `operands` nothing is marked.
            if binds
                && (self.bound.all_operands
                    || std::mem::replace(&mut self.bound.seen_operands[i], true))
            {
                return self.error(loc, format!("operand '{name}' is already bound"));
            }
            if ctx == Context::Ref && !self.bound.seen_operands[i] {
                return self.error(
                    loc,
                    format!("operand '{name}' must be bound before it is referenced"),
                );
            }
            return Ok(Self::variable(name, VarTarget::Operand(i), loc));
        }

        if let Some(i) = sig.regions.iter().position(|r| r.name == name) {
            let binds = matches!(ctx, Context::TopLevel | Context::Custom);
            // Short-circuits like MLIR: after `regions` nothing is marked.
            if binds
                && (self.bound.all_regions
                    || std::mem::replace(&mut self.bound.seen_regions[i], true))
            {
                return self.error(loc, format!("region '{name}' is already bound"));
            }
            match ctx {
                Context::TopLevel | Context::Custom => {}
                Context::Ref if !self.bound.seen_regions[i] => {
                    return self.error(
                        loc,
                        format!("region '{name}' must be bound before it is referenced"),
                    );
                }
                // MLIR 19 also rejects a `ref` of a bound region here.
                _ => return self.error(loc, "regions can only be used at the top level"),
            }
            return Ok(Self::variable(name, VarTarget::Region(i), loc));
        }

        if let Some(i) = sig.results.iter().position(|r| r.name == name) {
            if ctx != Context::Type {
                return self.error(
                    loc,
                    "result variables can can only be used as a child to a 'type' directive",
                );
            }
            return Ok(Self::variable(name, VarTarget::Result(i), loc));
        }

        if let Some(i) = sig.successors.iter().position(|s| s.name == name) {
            let binds = matches!(ctx, Context::TopLevel | Context::Custom);
            // Short-circuits like MLIR: after `successors` nothing is marked.
            if binds
                && (self.bound.all_successors
                    || std::mem::replace(&mut self.bound.seen_successors[i], true))
            {
                return self.error(loc, format!("successor '{name}' is already bound"));
            }
            match ctx {
                Context::TopLevel | Context::Custom => {}
                Context::Ref if !self.bound.seen_successors[i] => {
                    return self.error(
                        loc,
                        format!("successor '{name}' must be bound before it is referenced"),
                    );
                }
                // MLIR 19 also rejects a `ref` of a bound successor here.
                _ => return self.error(loc, "successors can only be used at the top level"),
            }
            return Ok(Self::variable(name, VarTarget::Successor(i), loc));
        }

        self.error(
            loc,
            "expected variable to refer to an argument, region, result, or successor",
        )
    }

    fn parse_directive(&mut self, ctx: Context) -> PResult<Element> {
        let tok = self.cur;
        let loc = tok.start;
        self.consume();
        match tok.kind {
            TokenKind::KwCustom => self.parse_custom_directive(loc, ctx),
            TokenKind::KwPropDict => self.parse_prop_dict_directive(loc, ctx),
            TokenKind::KwAttrDict => self.parse_attr_dict_directive(loc, ctx, false),
            TokenKind::KwAttrDictWithKeyword => self.parse_attr_dict_directive(loc, ctx, true),
            TokenKind::KwFunctionalType => self.parse_functional_type_directive(loc, ctx),
            TokenKind::KwOperands => self.parse_operands_directive(loc, ctx),
            TokenKind::KwQualified => self.parse_qualified_directive(loc, ctx),
            TokenKind::KwRegions => self.parse_regions_directive(loc, ctx),
            TokenKind::KwResults => self.parse_results_directive(loc, ctx),
            TokenKind::KwSuccessors => self.parse_successors_directive(loc, ctx),
            TokenKind::KwRef => self.parse_ref_directive(loc, ctx),
            TokenKind::KwType => self.parse_type_directive(loc, ctx),
            TokenKind::KwOIList => self.parse_oilist_directive(loc, ctx),
            _ => self.error(loc, "unsupported directive kind"),
        }
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
        // (in else group, index)
        let mut anchor: Option<(bool, usize)> = None;
        self.parse_group_children(&mut then_elements, &mut anchor, false)?;
        self.consume();
        let inverted = anchor.is_none();

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

        let Some((in_else, anchor_index)) = anchor else {
            return self.error(loc, "optional group has no anchor element");
        };

        let then_anchor = (!in_else).then_some(anchor_index);
        check::verify_optional_group_elements(self, loc, &then_elements, then_anchor)?;
        check::verify_optional_group_elements(self, loc, &else_elements, None)?;

        let is_ws = |e: &Element| matches!(e.kind, ElementKind::Whitespace(_));
        let then_parse_start = then_elements
            .iter()
            .position(|e| !is_ws(e))
            .unwrap_or(then_elements.len());
        let else_parse_start = else_elements
            .iter()
            .position(|e| !is_ws(e))
            .unwrap_or(else_elements.len());
        let first_ok = then_elements.get(then_parse_start).is_some_and(|e| {
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

        let anchor_el = if in_else {
            &else_elements[anchor_index]
        } else {
            &then_elements[anchor_index]
        };
        let unit_anchor = match &anchor_el.kind {
            ElementKind::Variable(Variable {
                target: VarTarget::Attribute(i),
                ..
            }) => self.sig.attributes[*i].is_unit,
            _ => false,
        };
        Ok(Self::element(
            ElementKind::Optional(OptionalGroup {
                then_elements,
                else_elements,
                anchor: anchor_index,
                inverted,
                then_parse_start,
                else_parse_start,
                elide_anchor: unit_anchor && anchor_index != 0,
            }),
            loc,
        ))
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

    fn parse_custom_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
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
        check::verify_custom_directive_arguments(self, loc, &args)?;
        let name = self.lexer.spelling(name_tok);
        Ok(Self::element(ElementKind::Custom { name, args }, loc))
    }

    fn parse_attr_dict_directive(
        &mut self,
        loc: usize,
        ctx: Context,
        with_keyword: bool,
    ) -> PResult<Element> {
        if ctx == Context::Type {
            return self.error(
                loc,
                "'attr-dict' directive can only be used as a top-level directive",
            );
        }
        if ctx == Context::Ref {
            if !self.bound.has_attr_dict {
                return self.error(
                    loc,
                    "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                );
            }
        } else {
            if self.bound.has_attr_dict {
                return self.error(loc, "'attr-dict' directive has already been seen");
            }
            self.bound.has_attr_dict = true;
        }
        Ok(Self::element(ElementKind::AttrDict { with_keyword }, loc))
    }

    fn parse_prop_dict_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx == Context::Type {
            return self.error(
                loc,
                "'prop-dict' directive can only be used as a top-level directive",
            );
        }
        if ctx == Context::Ref {
            // mlir-tblgen aborts with `LLVM ERROR: 'ref' of 'prop-dict' unsupported`.
            return self.error(loc, "'ref' of 'prop-dict' unsupported");
        }
        if self.bound.has_prop_dict {
            return self.error(loc, "'prop-dict' directive has already been seen");
        }
        self.bound.has_prop_dict = true;
        Ok(Self::element(ElementKind::PropDict, loc))
    }

    fn parse_functional_type_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx != Context::TopLevel {
            return self.error(
                loc,
                "'functional-type' is only valid as a top-level directive",
            );
        }
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let inputs = self.parse_type_directive_operand(loc, false)?;
        self.parse_token(TokenKind::Comma, "expected ',' after inputs argument")?;
        let results = self.parse_type_directive_operand(loc, false)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(Self::element(
            ElementKind::FunctionalType {
                inputs: Box::new(inputs),
                results: Box::new(results),
            },
            loc,
        ))
    }

    fn parse_operands_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        match ctx {
            Context::Ref if !self.bound.all_operands => {
                return self.error(
                    loc,
                    "'ref' of 'operands' is not bound by a prior 'operands' directive",
                );
            }
            Context::TopLevel | Context::Custom => {
                if self.bound.all_operands || self.bound.seen_operands.contains(&true) {
                    return self.error(loc, "'operands' directive creates overlap in format");
                }
                self.bound.all_operands = true;
            }
            _ => {}
        }
        Ok(Self::element(ElementKind::Operands, loc))
    }

    fn parse_ref_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx != Context::Custom {
            return self.error(loc, "'ref' is only valid within a `custom` directive");
        }
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let arg = self.parse_element(Context::Ref)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(Self::element(ElementKind::Ref(Box::new(arg)), loc))
    }

    fn parse_regions_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        match ctx {
            Context::Type => {
                return self.error(loc, "'regions' is only valid as a top-level directive");
            }
            Context::Ref => {
                if !self.bound.all_regions {
                    return self.error(
                        loc,
                        "'ref' of 'regions' is not bound by a prior 'regions' directive",
                    );
                }
            }
            _ => {
                if self.bound.all_regions || self.bound.seen_regions.contains(&true) {
                    return self.error(loc, "'regions' directive creates overlap in format");
                }
                self.bound.all_regions = true;
            }
        }
        Ok(Self::element(ElementKind::Regions, loc))
    }

    fn parse_results_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx != Context::Type {
            return self.error(
                loc,
                "'results' directive can can only be used as a child to a 'type' directive",
            );
        }
        Ok(Self::element(ElementKind::Results, loc))
    }

    fn parse_successors_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        match ctx {
            Context::Type => {
                return self.error(loc, "'successors' is only valid as a top-level directive");
            }
            Context::Ref => {
                if !self.bound.all_successors {
                    return self.error(
                        loc,
                        "'ref' of 'successors' is not bound by a prior 'successors' directive",
                    );
                }
            }
            _ => {
                if self.bound.all_successors || self.bound.seen_successors.contains(&true) {
                    return self.error(loc, "'successors' directive creates overlap in format");
                }
                self.bound.all_successors = true;
            }
        }
        Ok(Self::element(ElementKind::Successors, loc))
    }

    fn parse_oilist_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
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
                check::verify_oilist_parsing_element(self, &element, loc)?;
                elements.push(element);
            }
            let unit_attr = match elements.as_slice() {
                [
                    Element {
                        kind:
                            ElementKind::Variable(Variable {
                                target: VarTarget::Attribute(i),
                                ..
                            }),
                        ..
                    },
                ] if self.sig.attributes[*i].is_unit => Some(*i),
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
        Ok(Self::element(ElementKind::OIList(clauses), loc))
    }

    fn parse_type_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        if ctx == Context::Type {
            return self.error(loc, "'type' cannot be used as a child of another `type`");
        }
        let is_ref = ctx == Context::Ref;
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let arg = self.parse_type_directive_operand(loc, is_ref)?;
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(Self::element(
            ElementKind::Type {
                arg: Box::new(arg),
                qualified: false,
            },
            loc,
        ))
    }

    fn parse_qualified_directive(&mut self, loc: usize, ctx: Context) -> PResult<Element> {
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let mut element = self.parse_element(ctx)?;
        match &mut element.kind {
            ElementKind::Variable(
                v @ Variable {
                    target: VarTarget::Attribute(_),
                    ..
                },
            ) => v.qualified = true,
            ElementKind::Type { qualified, .. } => *qualified = true,
            _ => {
                return self.error(
                    loc,
                    "'qualified' directive expects an attribute or a `type` directive",
                );
            }
        }
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(element)
    }

    fn parse_type_directive_operand(&mut self, loc: usize, is_ref: bool) -> PResult<Element> {
        let element = self.parse_element(Context::Type)?;
        let b = &self.bound;
        let problem: Option<String> = match &element.kind {
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
            return self.error(loc, message);
        }
        let b = &mut self.bound;
        match &element.kind {
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
        Ok(element)
    }
}
