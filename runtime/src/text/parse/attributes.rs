//! Parsing builtin attributes, attribute aliases and opaque dialect attributes.

use super::lexer::TokenKind;
use super::types::DialectSymbol;
use super::{OpParser, PResult, ParseError};
use crate::storage::apint::ApInt;
use crate::storage::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::storage::context::Ident;
use crate::storage::float;
use crate::storage::types::{DYNAMIC, Signedness, Type, TypeKind};

/// Up to how many names a dictionary is checked for duplicates by a scan
/// (beyond, by a hash set).
const SCANNED_NAMES: usize = 16;

impl<'a, 's> OpParser<'a, 's> {
    /// Parses any attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_of(None))
    }

    /// Parses an attribute whose type may already be known (as in dense
    /// elements); with `None` a trailing `: type` is accepted where MLIR does.
    pub(crate) fn parse_attribute_of(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::LSquare => self.parse_array_attr(),
            TokenKind::LBrace => self.parse_dictionary_attr(),
            TokenKind::HashIdent => self.parse_extended_attr(ty),
            TokenKind::Integer => self.parse_int_attr(ty, false),
            TokenKind::Float => self.parse_float_attr(ty, false),
            TokenKind::Minus => {
                self.bump();
                match self.tok.kind {
                    TokenKind::Integer => self.parse_int_attr(ty, true),
                    TokenKind::Float => self.parse_float_attr(ty, true),
                    _ => Err(self.wrong_token("expected constant integer or floating point value")),
                }
            }
            TokenKind::String => {
                let value = self.string_value();
                self.bump();
                let ty = self.trailing_type(ty, self.ctx.none_type())?;
                Ok(self.ctx.intern_attr(AttrKind::String {
                    value: value.into(),
                    ty,
                }))
            }
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::BareIdent => match self.tok_text() {
                "true" | "false" => {
                    let v = self.tok_text() == "true";
                    self.bump();
                    Ok(self.ctx.intern_attr(AttrKind::Integer {
                        ty: self.ctx.i1_type(),
                        value: ApInt::from_u128(1, v as u128),
                    }))
                }
                "unit" => {
                    self.bump();
                    Ok(self.ctx.unit_attr())
                }
                "affine_map" => self.parse_affine_attr(true),
                "affine_set" => self.parse_affine_attr(false),
                "array" => self.parse_dense_array(),
                "dense" => self.parse_dense_elements(),
                "strided" => self.parse_strided_layout(),
                "loc" => self.parse_location_attr(),
                "distinct" => self.parse_distinct_attr(),
                "dense_resource" | "sparse" => Err(self.error_here(format!(
                    "'{}' attributes are not supported yet",
                    self.tok_text()
                ))),
                _ => self.parse_type_attr(),
            },
            _ => self.parse_type_attr(),
        }
    }

    /// The type of a typed attribute: the one already known, else an optional
    /// `: type`, else `default`.
    fn trailing_type(&mut self, known: Option<Type>, default: Type) -> PResult<Type> {
        match known {
            Some(t) => Ok(t),
            None if self.eat(TokenKind::Colon) => self.parse_type(),
            None => Ok(default),
        }
    }

    fn parse_type_attr(&mut self) -> PResult<Attribute> {
        if !self.at_type_start() {
            return Err(self.wrong_token("expected attribute value"));
        }
        let t = self.parse_type()?;
        Ok(self.ctx.type_attr(t))
    }

    fn parse_array_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        let mut elems = self.spare.elements();
        self.comma_list_until(TokenKind::RSquare, |p| {
            elems.push(p.parse_attribute()?);
            Ok(())
        })?;
        self.expect(TokenKind::RSquare, "expected ',' or ']'")?;
        let array = self.ctx.array_attr_reusing(&mut elems);
        self.spare.give_elements(elems);
        Ok(array)
    }

    /// `{name = attr, name}`
    pub fn parse_dictionary_attr(&mut self) -> PResult<Attribute> {
        let mut entries = self.parse_named_attr_list()?;
        let dict = self.ctx.dictionary_attr_reusing(&mut entries);
        self.spare.give_attributes(entries);
        Ok(dict)
    }

    /// Parses `{...}` into a list of named attributes, rejecting duplicates.
    /// The list is one of the parser's spare vectors.
    pub fn parse_named_attr_list(&mut self) -> PResult<Vec<NamedAttribute>> {
        self.expect(TokenKind::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<NamedAttribute> = self.spare.attributes();
        // Names seen, once there are too many to scan.
        let mut seen: Option<rustc_hash::FxHashSet<Ident>> = None;
        self.comma_list_until(TokenKind::RBrace, |p| {
            let name_tok = p.tok;
            let ident = match p.tok.kind {
                TokenKind::String => {
                    let v = p.string_value();
                    if v.is_empty() {
                        return Err(p.error_here("expected valid attribute name"));
                    }
                    p.ctx.ident(&String::from_utf8_lossy(&v))
                }
                TokenKind::BareIdent => p.ctx.ident(p.tok_text()),
                _ => return Err(p.wrong_token("expected attribute name")),
            };
            p.bump();
            let duplicate = if entries.len() < SCANNED_NAMES {
                entries.iter().any(|&(n, _)| n == ident)
            } else {
                !seen
                    .get_or_insert_with(|| entries.iter().map(|&(n, _)| n).collect())
                    .insert(ident)
            };
            if duplicate {
                let name = p.ctx.ident_str(ident);
                return Err(ParseError::new(
                    name_tok.start,
                    format!("duplicate key '{name}' in dictionary attribute"),
                ));
            }
            let value = if p.eat(TokenKind::Equal) {
                p.parse_attribute()?
            } else {
                p.ctx.unit_attr()
            };
            entries.push((ident, value));
            Ok(())
        })?;
        self.expect(TokenKind::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let tok = self.tok;
        let name = &self.text(tok)[1..];
        if let Some(hook) = self.registered_symbol_hook(name, |d| d.definition().parse_attribute) {
            return self
                .parse_registered_symbol(tok, name, hook)
                .map(|(a, _)| a);
        }
        match self.parse_dialect_symbol(tok, name)? {
            DialectSymbol::Alias(alias) => self
                .aliases
                .attrs
                .get(alias)
                .copied()
                .ok_or_else(|| super::types::undefined_alias(tok, alias)),
            DialectSymbol::Dialect { dialect, data } => {
                self.check_dialect_allowed(tok, dialect)?;
                let ty = self.trailing_type(ty, self.ctx.none_type())?;
                let dialect = self.ctx.ident(dialect);
                Ok(self.ctx.intern_attr(AttrKind::Opaque {
                    dialect,
                    data: data.into(),
                    ty,
                }))
            }
        }
    }

    fn parse_int_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let tok = self.tok;
        let spelling = self.text(tok);
        self.bump();
        let ty = self.trailing_type(ty, self.ctx.i64_type())?;
        if let Some(sem) = self.ctx.float_semantics(ty) {
            let bits = float::parse_hex_literal(sem, spelling, negative).map_err(|m| {
                let e = ParseError::new(tok.start, m.clone());
                if m.starts_with("unexpected decimal") {
                    e.note(tok.start, "add a trailing dot to make the literal a float")
                } else {
                    e
                }
            })?;
            return Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }));
        }
        let value = self
            .int_attr_value(ty, negative, spelling)
            .map_err(|m| ParseError::new(tok.start, m))?;
        Ok(self.ctx.intern_attr(AttrKind::Integer { ty, value }))
    }

    /// An integer literal as an attribute of type `ty` (MLIR's
    /// `parseDecOrHexAttr`): an integer or index type, not negative when
    /// unsigned, in range.
    fn int_attr_value(&self, ty: Type, negative: bool, spelling: &str) -> Result<ApInt, String> {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { signedness, .. } => {
                if negative && *signedness == Signedness::Unsigned {
                    return Err(
                        "negative integer literal not valid for unsigned integer type".into(),
                    );
                }
            }
            TypeKind::Index => {}
            _ => return Err("integer literal not valid for specified type".into()),
        }
        self.attribute_apint(ty, negative, spelling)
            .ok_or_else(|| "integer constant out of range for attribute".into())
    }

    /// MLIR's `buildAttributeAPInt`: the literal at the width of `ty` (an
    /// integer or index type), `None` when it does not fit. A negative
    /// value fits when its negation has the sign bit set (so `-1 : ui8` is
    /// 255: the callers reject negative unsigned literals first where
    /// MLIR does); a positive one of a signed or index type when it does
    /// not.
    pub(crate) fn attribute_apint(
        &self,
        ty: Type,
        negative: bool,
        spelling: &str,
    ) -> Option<ApInt> {
        let (width, signedness) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => return None,
        };
        let raw = ApInt::parse_literal(spelling)?;
        if raw.active_bits() > width {
            return None;
        }
        let value = raw.resize(width);
        if width == 0 {
            return (!negative).then_some(value);
        }
        if negative {
            let value = value.negate();
            return value.sign_bit().then_some(value);
        }
        if signedness == Signedness::Signed && value.sign_bit() {
            return None;
        }
        Some(value)
    }

    fn parse_float_attr(&mut self, ty: Option<Type>, negative: bool) -> PResult<Attribute> {
        let spelling = self.tok_text();
        self.bump();
        let ty = self.trailing_type(ty, self.ctx.f64_type())?;
        let Some(sem) = self.ctx.float_semantics(ty) else {
            return Err(self.error_here("floating point value not valid for specified type"));
        };
        let bits = float::parse_decimal_literal(sem, spelling, negative)
            .map_err(|m| self.error_here(m))?;
        Ok(self.ctx.intern_attr(AttrKind::Float { ty, bits }))
    }

    /// The name of the current symbol token (`@foo` or `@"foo"`).
    pub fn symbol_name_bytes(&self) -> Vec<u8> {
        self.symbol_name()
    }

    /// The name of a symbol reference token (`@foo` or `@"foo"`).
    pub(crate) fn symbol_name(&self) -> Vec<u8> {
        let t = self.tok_text().as_bytes();
        if t.get(1) == Some(&b'"') {
            super::lexer::unescape(&t[2..t.len() - 1])
        } else {
            t[1..].to_vec()
        }
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name();
        self.bump();
        let mut nested = Vec::new();
        // `::` is two adjacent colons.
        while self.at(TokenKind::Colon)
            && self.src.as_bytes().get(self.tok.end as usize) == Some(&b':')
        {
            let first = self.tok.start;
            self.reset_to(first + 2);
            if !self.at(TokenKind::AtIdent) {
                return Err(self.wrong_token("expected nested symbol reference identifier"));
            }
            nested.push(self.symbol_name().into_boxed_slice());
            self.bump();
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef {
            root: root.into(),
            nested,
        }))
    }

    fn parse_affine_attr(&mut self, is_map: bool) -> PResult<Attribute> {
        self.bump();
        if !self.at(TokenKind::Less) {
            return Err(self.wrong_token(if is_map {
                "expected '<' in affine map"
            } else {
                "expected '<' in integer set"
            }));
        }
        let start = self.tok.end as usize;
        let text = &self.src[start..];
        let result = if is_map {
            crate::storage::affine::parse_affine_map(text).map(|(m, n)| (AttrKind::AffineMap(m), n))
        } else {
            crate::storage::affine::parse_integer_set(text)
                .map(|(s, n)| (AttrKind::IntegerSet(s), n))
        };
        match result {
            Ok((kind, consumed)) => {
                let end = (start + consumed) as u32;
                self.lex.skip_newlines_until(end);
                self.reset_to(end);
                Ok(self.ctx.intern_attr(kind))
            }
            Err((off, msg)) => Err(ParseError::new((start + off) as u32, msg)),
        }
    }

    /// `distinct[N]<attr>` or `distinct[N]<>`: the same `N` is the same
    /// attribute throughout the parse.
    fn parse_distinct_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        self.bump();
        self.expect(TokenKind::LSquare, "expected '[' after 'distinct'")?;
        if self.tok.kind != TokenKind::Integer {
            return Err(self.wrong_token("expected distinct ID"));
        }
        let text = self.tok_text();
        let id = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        self.bump();
        let Some(id) = id else {
            return Err(self.error_here("expected an unsigned 64-bit integer"));
        };
        self.expect(TokenKind::RSquare, "expected ']' to close distinct ID")?;
        self.expect(TokenKind::Less, "expected '<' after distinct ID")?;
        let referenced = if self.eat(TokenKind::Greater) {
            self.ctx.unit_attr()
        } else {
            let attr = self.parse_attribute().map_err(|e| {
                let here = self.tok.start;
                e.then_error(here, "expected attribute")
            })?;
            self.expect(
                TokenKind::Greater,
                "expected '>' to close distinct attribute",
            )?;
            attr
        };
        if let Some(&existing) = self.distinct_attrs.get(&id) {
            let AttrKind::Distinct {
                referenced: previous,
                ..
            } = *self.ctx.attr_kind(existing)
            else {
                return Ok(existing);
            };
            if previous != referenced {
                return Err(ParseError::new(
                    start,
                    format!(
                        "referenced attribute does not match previous definition: {}",
                        crate::text::print::attr_to_string(self.ctx, previous)
                    ),
                ));
            }
            return Ok(existing);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.distinct_attrs.insert(id, attr);
        Ok(attr)
    }

    fn parse_strided_layout(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<'")?;
        self.expect(TokenKind::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        self.comma_list_until(TokenKind::RSquare, |p| {
            strides
                .push(p.parse_optionally_dynamic_int("expected a 64-bit signed integer or '?'")?);
            Ok(())
        })?;
        self.expect(TokenKind::RSquare, "expected ']'")?;
        let mut offset = 0;
        if self.eat(TokenKind::Comma) {
            if !self.eat_keyword("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.expect(TokenKind::Colon, "expected ':' after 'offset'")?;
            offset =
                self.parse_optionally_dynamic_int("expected a 64-bit signed integer or '?'")?;
        }
        self.expect(TokenKind::Greater, "expected '>'")?;
        if strides.contains(&0) {
            return Err(self.error_here("strides must not be zero"));
        }
        Ok(self
            .ctx
            .intern_attr(AttrKind::StridedLayout { offset, strides }))
    }

    fn parse_optionally_dynamic_int(&mut self, msg: &str) -> PResult<i64> {
        if self.eat(TokenKind::Question) {
            return Ok(DYNAMIC);
        }
        let neg = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token(msg));
        }
        let v = parse_i64(self.tok_text(), neg).ok_or_else(|| self.error_here(msg))?;
        self.bump();
        Ok(v)
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'array'")?;
        let ty_loc = self.tok.start;
        let element = self.parse_type()?;
        let kind = self.ctx.type_kind(element).clone();
        let width = match &kind {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(s) => s.bit_width(),
            _ => {
                return Err(ParseError::new(
                    ty_loc,
                    "expected integer or float type, got: ".to_string()
                        + &self.type_to_string(element),
                ));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(ParseError::new(
                ty_loc,
                "element type bitwidth must be a multiple of 8",
            ));
        }
        let mut values = Vec::new();
        if self.eat(TokenKind::Colon) {
            loop {
                let neg = self.eat(TokenKind::Minus);
                let elt_loc = self.tok.start;
                let bits: u128 = match &kind {
                    TypeKind::Integer { width, .. }
                        if self.at_keyword("true") || self.at_keyword("false") =>
                    {
                        if *width != 1 {
                            return Err(
                                self.error_here("expected i1 type for 'true' or 'false' values")
                            );
                        }
                        let v = self.at_keyword("true");
                        self.bump();
                        v as u128
                    }
                    TypeKind::Integer { .. } => {
                        if !self.at(TokenKind::Integer) {
                            return Err(self.wrong_token("expected integer literal"));
                        }
                        let value = self.attribute_apint(element, neg, self.tok_text());
                        self.bump();
                        // MLIR reports it where the literal ends.
                        value
                            .ok_or_else(|| self.error_here("integer constant out of range"))?
                            .low_u128()
                    }
                    TypeKind::Float(sem) => {
                        let bits = if self.at(TokenKind::Float) {
                            float::parse_decimal_literal(*sem, self.tok_text(), neg)
                        } else if self.at(TokenKind::Integer) {
                            float::parse_hex_literal(*sem, self.tok_text(), neg)
                        } else {
                            return Err(self.wrong_token("expected float literal"));
                        }
                        .map_err(|m| ParseError::new(elt_loc, m))?;
                        self.bump();
                        bits
                    }
                    _ => unreachable!("checked above"),
                };
                values.push(bits);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.expect(
            TokenKind::Greater,
            "expected '>' to close an array attribute",
        )?;
        Ok(self
            .ctx
            .intern_attr(AttrKind::DenseArray { element, values }))
    }
}

/// Parses a decimal or hex literal as an `i64`, negated if asked.
pub(crate) fn parse_i64(text: &str, negative: bool) -> Option<i64> {
    let v: i128 = match text.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).ok()?,
        None => text.parse::<i128>().ok()?,
    };
    let v = if negative { -v } else { v };
    i64::try_from(v).ok()
}
