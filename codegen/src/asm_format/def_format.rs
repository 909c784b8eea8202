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

use super::cursor::{Cursor, Failed, LiteralText, PResult};
use super::error::FormatError;
use super::lexer::TokenKind;

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
    let mut parser = DefParser {
        c: Cursor::new(text),
        def_name,
        params,
        seen: vec![false; params.len()],
    };
    let loc = parser.cur.start;
    let mut elements = Vec::new();
    while parser.cur.kind != TokenKind::Eof {
        match parser.parse_element(Ctx::TopLevel) {
            Ok(e) => elements.push(e),
            Err(Failed) => return Err(parser.c.errors),
        }
    }
    if parser.verify(loc, &elements).is_err() || !parser.errors.is_empty() {
        return Err(parser.c.errors);
    }
    let mut spacing = Spacing {
        emit_space: true,
        last_punctuation: false,
    };
    Ok(spacing.items(&elements, params))
}

/// Where an element is parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    Ref,
    Struct,
}

/// A parsed element before spacing.
#[derive(Clone, Debug)]
enum El {
    Literal(String),
    Whitespace(String),
    Param {
        index: usize,
        qualified: bool,
    },
    Params(Vec<usize>),
    Struct(Vec<usize>),
    Custom {
        name: String,
        args: Vec<El>,
    },
    Ref(usize),
    Str(String),
    Optional {
        then_els: Vec<El>,
        else_els: Vec<El>,
        anchor: Box<El>,
        inverted: bool,
    },
}

/// The parser of a type or attribute format: the op format parser's core
/// ([`Cursor`]) with this language's elements and binding rules.
struct DefParser<'a> {
    /// The shared core: tokens, errors, nesting.
    c: Cursor<'a>,
    def_name: &'a str,
    params: &'a [DefParam],
    seen: Vec<bool>,
}

impl<'a> std::ops::Deref for DefParser<'a> {
    type Target = Cursor<'a>;

    fn deref(&self) -> &Cursor<'a> {
        &self.c
    }
}

impl std::ops::DerefMut for DefParser<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.c
    }
}

impl DefParser<'_> {
    fn optional(&self, index: usize) -> bool {
        self.params.get(index).is_some_and(|p| p.optional)
    }

    fn parse_element(&mut self, ctx: Ctx) -> PResult<El> {
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

    fn parse_literal(&mut self, ctx: Ctx) -> PResult<El> {
        Ok(match self.literal(ctx == Ctx::TopLevel)?.1 {
            LiteralText::Whitespace(ws) => El::Whitespace(ws),
            LiteralText::Literal(text) => El::Literal(text),
        })
    }

    fn parse_string(&mut self, ctx: Ctx) -> PResult<El> {
        Ok(El::Str(self.string(ctx == Ctx::Custom)?.1))
    }

    fn parse_variable(&mut self, ctx: Ctx) -> PResult<El> {
        let (offset, name) = self.variable();
        let Some(index) = self.params.iter().position(|p| p.name == name) else {
            let message = format!("{} has no parameter named '{name}'", self.def_name);
            return self.error(offset, message);
        };
        if ctx != Ctx::Ref {
            if self.seen[index] {
                return self.error(offset, format!("duplicate parameter '{name}'"));
            }
            self.seen[index] = true;
        } else if !self.seen[index] {
            return self.error(
                offset,
                format!("parameter '{name}' must be bound before it is referenced"),
            );
        }
        Ok(El::Param {
            index,
            qualified: false,
        })
    }

    fn parse_directive(&mut self, ctx: Ctx) -> PResult<El> {
        let tok = self.cur;
        let loc = tok.start;
        self.consume();
        match tok.kind {
            TokenKind::KwCustom => self.parse_custom(loc, ctx),
            TokenKind::KwQualified => self.parse_qualified(loc, ctx),
            TokenKind::KwParams => self.parse_params(loc, ctx),
            TokenKind::KwStruct => self.parse_struct(loc, ctx),
            TokenKind::KwRef => self.parse_ref(loc, ctx),
            _ => self.error(loc, "unsupported directive kind"),
        }
    }

    fn parse_qualified(&mut self, loc: usize, ctx: Ctx) -> PResult<El> {
        self.parse_token(TokenKind::LParen, "expected '(' before argument list")?;
        let var = self.parse_element(ctx)?;
        let El::Param { index, .. } = var else {
            return self.error(loc, "`qualified` argument list expected a variable");
        };
        self.parse_token(TokenKind::RParen, "expected ')' after argument list")?;
        Ok(El::Param {
            index,
            qualified: true,
        })
    }

    fn parse_params(&mut self, loc: usize, ctx: Ctx) -> PResult<El> {
        if ctx != Ctx::TopLevel && ctx != Ctx::Struct {
            return self.error(
                loc,
                "`params` can only be used at the top-level context or within a `struct` directive",
            );
        }
        let mut indices = Vec::new();
        for (i, p) in self.params.iter().enumerate() {
            if self.seen[i] {
                let message = format!("`params` captures duplicate parameter: {}", p.name);
                return self.error(loc, message);
            }
            indices.push(i);
        }
        for i in &indices {
            self.seen[*i] = true;
        }
        Ok(El::Params(indices))
    }

    fn parse_struct(&mut self, loc: usize, ctx: Ctx) -> PResult<El> {
        if ctx != Ctx::TopLevel {
            return self.error(loc, "`struct` can only be used at the top-level context");
        }
        self.parse_token(
            TokenKind::LParen,
            "expected '(' before `struct` argument list",
        )?;
        let first = self.parse_element(Ctx::Struct);
        let indices = match first {
            Ok(El::Params(indices)) => indices,
            Ok(El::Param { index, .. }) => {
                let mut indices = vec![index];
                while self.cur.kind == TokenKind::Comma {
                    self.consume();
                    match self.parse_element(Ctx::Struct) {
                        Ok(El::Param { index, .. }) => indices.push(index),
                        _ => {
                            return self
                                .error(loc, "expected a variable in `struct` argument list");
                        }
                    }
                }
                indices
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
        Ok(El::Struct(indices))
    }

    fn parse_ref(&mut self, loc: usize, ctx: Ctx) -> PResult<El> {
        if ctx != Ctx::Custom {
            return self.error(loc, "'ref' is only valid within a `custom` directive");
        }
        self.parse_token(TokenKind::LParen, "expected '('")?;
        let child = self.parse_element(Ctx::Ref)?;
        self.parse_token(TokenKind::RParen, "expeced ')'")?;
        match child {
            El::Param { index, .. } => Ok(El::Ref(index)),
            _ => self.error(loc, "expected a variable in `ref` directive"),
        }
    }

    fn parse_custom(&mut self, loc: usize, ctx: Ctx) -> PResult<El> {
        if ctx != Ctx::TopLevel {
            return self.error(loc, "'custom' is only valid as a top-level directive");
        }
        self.parse_token(TokenKind::Less, "expected '<' before custom directive name")?;
        let name = self.parse_token(
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
            args.push(self.parse_element(Ctx::Custom)?);
            if self.cur.kind != TokenKind::Comma {
                break;
            }
            self.consume();
        }
        self.parse_token(
            TokenKind::RParen,
            "expected ')' after custom directive parameters",
        )?;
        Ok(El::Custom {
            name: self.lexer.spelling(name),
            args,
        })
    }

    fn parse_optional_group(&mut self, ctx: Ctx) -> PResult<El> {
        let loc = self.cur.start;
        self.consume();
        if ctx != Ctx::TopLevel {
            return self.error(
                loc,
                "optional groups can only be used as top-level elements",
            );
        }
        let mut anchor: Option<El> = None;
        let then_els = self.parse_group_children(&mut anchor)?;
        self.consume();
        let inverted = anchor.is_none();
        let mut else_els = Vec::new();
        if self.cur.kind == TokenKind::Colon {
            self.consume();
            self.parse_token(
                TokenKind::LParen,
                "expected '(' to start else branch of optional group",
            )?;
            else_els = self.parse_group_children(&mut anchor)?;
            self.consume();
        }
        self.parse_token(TokenKind::Question, "expected '?' after optional group")?;
        let Some(anchor) = anchor else {
            return self.error(loc, "optional group has no anchor element");
        };
        self.verify_optional_group_elements(loc, &then_els, Some(&anchor))?;
        self.verify_optional_group_elements(loc, &else_els, None)?;
        let first = then_els.iter().find(|e| !matches!(e, El::Whitespace(_)));
        if !matches!(
            first,
            Some(El::Literal(_) | El::Param { .. } | El::Custom { .. })
        ) {
            return self.error(
                loc,
                "first parsable element of an optional group must be a literal, variable, or \
                 custom directive",
            );
        }
        Ok(El::Optional {
            then_els,
            else_els,
            anchor: Box::new(anchor),
            inverted,
        })
    }

    fn parse_group_children(&mut self, anchor: &mut Option<El>) -> PResult<Vec<El>> {
        let mut elements = Vec::new();
        loop {
            let element = self.parse_element(Ctx::TopLevel)?;
            if self.cur.kind == TokenKind::Caret {
                if anchor.is_some() {
                    return self.error_here(
                        "only one element can be marked as the anchor of an optional group",
                    );
                }
                *anchor = Some(element.clone());
                self.consume();
            }
            elements.push(element);
            if self.cur.kind == TokenKind::RParen {
                return Ok(elements);
            }
            if self.cur.kind == TokenKind::Eof {
                return self.error_here("expected ')' to end optional group");
            }
        }
    }

    fn verify_optional_group_elements(
        &mut self,
        loc: usize,
        elements: &[El],
        anchor: Option<&El>,
    ) -> PResult<()> {
        for el in elements {
            match el {
                El::Param { index, .. } if !self.optional(*index) => {
                    return self.error(loc, "parameters in an optional group must be optional");
                }
                El::Params(indices) if indices.iter().any(|&i| !self.optional(i)) => {
                    return self.error(
                        loc,
                        "`params` directive allowed in optional group only if all parameters are optional",
                    );
                }
                El::Struct(indices) if indices.iter().any(|&i| !self.optional(i)) => {
                    return self.error(
                        loc,
                        "`struct` is only allowed in an optional group if all captured parameters are optional",
                    );
                }
                El::Custom { args, .. }
                    if args.iter().any(
                        |a| matches!(a, El::Param { index, .. } if !self.optional(*index)),
                    ) =>
                {
                    return self.error(
                        loc,
                        "`custom` is only allowed in an optional group if all captured parameters are optional",
                    );
                }
                _ => {}
            }
        }
        if let Some(anchor) = anchor {
            match anchor {
                El::Param { .. } | El::Params(_) | El::Struct(_) => {}
                El::Custom { args, .. } => {
                    if !args.iter().any(|a| matches!(a, El::Param { .. })) {
                        return self.error(
                            loc,
                            "`custom` directive with no bound parameters cannot be used as optional group anchor",
                        );
                    }
                }
                _ => {
                    return self.error(
                        loc,
                        "optional group anchor must be a parameter or directive",
                    );
                }
            }
        }
        Ok(())
    }

    /// The checks on the whole format.
    fn verify(&mut self, loc: usize, elements: &[El]) -> PResult<()> {
        for (i, p) in self.params.iter().enumerate() {
            if !p.optional && !self.seen[i] {
                let message = format!("format is missing reference to parameter: {}", p.name);
                return self.error(loc, message);
            }
        }
        for pair in elements.windows(2) {
            if let (El::Struct(indices), El::Literal(text)) = (&pair[0], &pair[1])
                && text == ","
                && indices.iter().any(|&i| self.optional(i))
            {
                return self.error(
                    loc,
                    "`struct` directive with optional parameters cannot be followed by a comma literal",
                );
            }
        }
        Ok(())
    }
}

/// mlir-tblgen's printer spacing state (`shouldEmitSpace`,
/// `lastWasPunctuation`), decided at generation time.
struct Spacing {
    emit_space: bool,
    last_punctuation: bool,
}

impl Spacing {
    fn items(&mut self, elements: &[El], params: &[DefParam]) -> Vec<DefItem> {
        elements
            .iter()
            .filter_map(|e| self.item(e, params))
            .collect()
    }

    /// The space before a variable or directive, and the state after it.
    fn before_value(&mut self) -> bool {
        let space = self.emit_space || !self.last_punctuation;
        self.emit_space = true;
        self.last_punctuation = false;
        space
    }

    fn item(&mut self, element: &El, params: &[DefParam]) -> Option<DefItem> {
        Some(match element {
            El::Literal(text) => {
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
            El::Whitespace(value) => {
                self.emit_space = false;
                match value.as_str() {
                    " " => DefItem::Space,
                    "\\n" => DefItem::Newline,
                    _ => {
                        self.last_punctuation = true;
                        return None;
                    }
                }
            }
            El::Param { index, qualified } => DefItem::Param {
                index: *index,
                space: self.before_value(),
                qualified: *qualified,
            },
            El::Params(indices) | El::Struct(indices) => {
                let space = self.emit_space || !self.last_punctuation;
                if !indices.is_empty() {
                    self.emit_space = true;
                    self.last_punctuation = false;
                }
                let indices = indices.clone();
                if matches!(element, El::Struct(_)) {
                    DefItem::Struct { indices, space }
                } else {
                    DefItem::Params { indices, space }
                }
            }
            El::Custom { name, args } => DefItem::Custom {
                name: name.clone(),
                space: self.before_value(),
                args: args
                    .iter()
                    .filter_map(|a| match a {
                        El::Param { index, .. } => Some(CustomArg::Param(*index)),
                        El::Ref(index) => Some(CustomArg::Ref(*index)),
                        El::Str(s) => Some(CustomArg::String(s.clone())),
                        _ => None,
                    })
                    .collect(),
            },
            El::Optional {
                then_els,
                else_els,
                anchor,
                inverted,
            } => {
                let saved = (self.emit_space, self.last_punctuation);
                let then_items = self.items(then_els, params);
                (self.emit_space, self.last_punctuation) = saved;
                let else_items = self.items(else_els, params);
                let anchor = match anchor.as_ref() {
                    El::Param { index, .. } => vec![*index],
                    El::Params(indices) | El::Struct(indices) => indices.clone(),
                    El::Custom { args, .. } => args
                        .iter()
                        .filter_map(|a| match a {
                            El::Param { index, .. } => Some(*index),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                DefItem::Optional {
                    then_items,
                    else_items,
                    anchor,
                    inverted: *inverted,
                }
            }
            El::Ref(_) | El::Str(_) => return None,
        })
    }
}

#[cfg(test)]
#[path = "def_format_tests.rs"]
mod tests;
