//! Parsing `loc(...)` locations, including trailing locations on ops that
//! name an alias defined later in the file.

use super::error::{PResult, ParseError};
use super::lexer::TokenKind;
use super::parser::OpParser;
use super::ssa_state::LocTarget;
use crate::storage::attributes::{AttrKind, Attribute, LocationKind};

/// A location written in the text (`loc(...)`): known, or an alias
/// (`#loc3`, at a byte offset) defined later in the file.
#[derive(Clone, Copy, Debug)]
pub enum LocationSpecifier<'s> {
    /// The location.
    Location(Attribute),
    /// An alias not defined yet.
    Alias(&'s str, u32),
}

impl<'a, 's> OpParser<'a, 's> {
    /// `loc(...)` as an attribute.
    pub(super) fn parse_location_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        // A location used as a value prints with a `#loc` alias, even the
        // unknown location interned before any parsing.
        self.ctx
            .has_aliasable
            .store(true, std::sync::atomic::Ordering::Relaxed);
        Ok(loc)
    }

    /// The part inside `loc(...)`.
    pub(crate) fn parse_location_instance(&mut self) -> PResult<Attribute> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::HashIdent => {
                let tok = self.tok;
                let a = self.parse_attribute()?;
                if !self.ctx.is_location(a) {
                    return Err(ParseError::new(
                        tok.start,
                        "expected location, but found '".to_string() + self.text(tok) + "'",
                    ));
                }
                Ok(a)
            }
            TokenKind::String => {
                let s = self.string_value();
                self.bump();
                if self.at(TokenKind::Colon) {
                    self.bump();
                    let line =
                        self.parse_u32_token("expected integer line number in FileLineColLoc")?;
                    self.expect(TokenKind::Colon, "expected ':' in FileLineColLoc")?;
                    let col =
                        self.parse_u32_token("expected integer column number in FileLineColLoc")?;
                    let file = self.ctx.ident(&String::from_utf8_lossy(&s));
                    return Ok(self.ctx.intern_attr(AttrKind::Location(
                        LocationKind::FileLineCol { file, line, col },
                    )));
                }
                let child = if self.eat(TokenKind::LParen) {
                    let c = self.parse_location_instance()?;
                    self.expect(
                        TokenKind::RParen,
                        "expected ')' after child location of NameLoc",
                    )?;
                    c
                } else {
                    self.ctx.unknown_loc()
                };
                Ok(self.ctx.intern_attr(AttrKind::Location(LocationKind::Name {
                    name: s.into(),
                    child,
                })))
            }
            TokenKind::BareIdent => match self.tok_text() {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.eat_keyword("at") {
                        return Err(self.wrong_token("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(self
                        .ctx
                        .intern_attr(AttrKind::Location(LocationKind::CallSite {
                            callee,
                            caller,
                        })))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(TokenKind::Less) {
                        let m = self.parse_attribute()?;
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    self.comma_list_until(TokenKind::RSquare, |p| {
                        locs.push(p.parse_location_instance()?);
                        Ok(())
                    })?;
                    self.expect(TokenKind::RSquare, "expected ']' in fused location")?;
                    Ok(self.fused_loc(locs, metadata))
                }
                _ => Err(self.wrong_token("expected location instance")),
            },
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    /// MLIR's `FusedLoc::get`: drops unknown locations and duplicates, flattens
    /// nested fused locations with the same metadata, and collapses trivial cases.
    fn fused_loc(&self, locs: Vec<Attribute>, metadata: Option<Attribute>) -> Attribute {
        let mut flat: Vec<Attribute> = Vec::new();
        for l in locs {
            match self.ctx.attr_kind(l) {
                AttrKind::Location(LocationKind::Unknown) => {}
                AttrKind::Location(LocationKind::Fused {
                    locations,
                    metadata: m,
                }) if *m == metadata => {
                    for &inner in locations {
                        if !flat.contains(&inner) {
                            flat.push(inner);
                        }
                    }
                }
                _ => {
                    if !flat.contains(&l) {
                        flat.push(l);
                    }
                }
            }
        }
        if metadata.is_none() {
            match flat.len() {
                0 => return self.ctx.unknown_loc(),
                1 => return flat[0],
                _ => {}
            }
        }
        self.ctx
            .intern_attr(AttrKind::Location(LocationKind::Fused {
                locations: flat,
                metadata,
            }))
    }

    fn parse_u32_token(&mut self, msg: &str) -> PResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token(msg));
        }
        let v = self
            .tok_text()
            .parse::<u32>()
            .map_err(|_| self.error_here(msg))?;
        self.bump();
        Ok(v)
    }

    /// An optional trailing `loc(...)`; an alias not yet defined is recorded
    /// and filled in at the end of the file.
    pub(crate) fn parse_optional_trailing_location(
        &mut self,
        target: LocTarget,
    ) -> PResult<Option<Attribute>> {
        match self.parse_optional_location_specifier()? {
            None => Ok(None),
            Some(LocationSpecifier::Location(loc)) => Ok(Some(loc)),
            Some(LocationSpecifier::Alias(name, offset)) => {
                self.ssa.deferred_locs.push((target, name, offset));
                Ok(None)
            }
        }
    }

    /// `loc(...)` if it is next (MLIR's `parseOptionalLocationSpecifier`),
    /// as written after an op or an argument: a location, or an alias
    /// defined later in the file.
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<LocationSpecifier<'s>>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        if self.at(TokenKind::HashIdent) {
            let tok = self.tok;
            let name = &self.text(tok)[1..];
            if !name.contains('.') && !self.aliases.attrs.contains_key(name) {
                self.bump();
                self.expect(TokenKind::RParen, "expected ')' in location")?;
                return Ok(Some(LocationSpecifier::Alias(name, tok.start)));
            }
        }
        let loc = self.parse_location_instance()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok(Some(LocationSpecifier::Location(loc)))
    }

    /// Gives `value` (a block argument) the location `loc`; an alias is
    /// filled in at the end of the file.
    pub fn set_value_location(
        &mut self,
        value: crate::storage::ir::Value,
        loc: LocationSpecifier<'s>,
    ) {
        match loc {
            LocationSpecifier::Location(l) => self.ir.set_value_loc(value, l),
            LocationSpecifier::Alias(name, offset) => {
                self.ssa
                    .deferred_locs
                    .push((LocTarget::Value(value), name, offset))
            }
        }
    }

    /// Fills in trailing locations that named aliases defined later.
    pub(crate) fn resolve_deferred_locations(&mut self) -> PResult<()> {
        let deferred = std::mem::take(&mut self.ssa.deferred_locs);
        for (target, name, offset) in deferred {
            let Some(&loc) = self.aliases.attrs.get(name) else {
                return Err(ParseError::new(
                    offset,
                    "operation location alias was never defined",
                ));
            };
            if !self.ctx.is_location(loc) {
                return Err(ParseError::new(
                    offset,
                    format!(
                        "expected location, but found '{}'",
                        self.attr_to_string(loc)
                    ),
                ));
            }
            match target {
                LocTarget::Op(op) => self.ir.set_op_loc(op, loc),
                LocTarget::Value(v) => self.ir.set_value_loc(v, loc),
            }
        }
        Ok(())
    }

    pub(crate) fn attr_to_string(&self, attr: Attribute) -> String {
        crate::text::print::attr_to_string(self.ctx, attr)
    }
}
