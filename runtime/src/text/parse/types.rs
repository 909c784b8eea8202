//! Parsing builtin types, type aliases and opaque dialect types.

use super::lexer::TokenKind;
use super::name_key::NameKey;
use super::{OpParser, PResult, ParseError};
use crate::storage::attributes::{AttrKind, Attribute};
use crate::storage::float::FloatSemantics;
use crate::storage::registration::DialectRegistration;
use crate::storage::types::{DYNAMIC, Signedness, Type, TypeKind};

/// Widest integer type MLIR accepts.
const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

impl<'a, 's> OpParser<'a, 's> {
    /// Whether the current token can start a type.
    pub fn at_type_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::LParen | TokenKind::ExclamationIdent => true,
            TokenKind::BareIdent => {
                let t = self.tok_text();
                matches!(
                    t,
                    "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
                ) || FloatSemantics::from_keyword(t).is_some()
                    || int_keyword(t).is_some()
            }
            _ => false,
        }
    }

    /// `type ::= function-type | non-function-type`
    pub fn parse_type(&mut self) -> PResult<Type> {
        if self.at(TokenKind::LParen) {
            self.parse_function_type()
        } else {
            self.parse_non_function_type()
        }
    }

    /// `(inputs) -> results`
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        let mut inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "expected '->' in function type")?;
        let mut results = self.parse_function_result_types()?;
        let ty = self.ctx.function_type_reusing(&mut inputs, &mut results);
        self.spare.give_types(inputs);
        self.spare.give_types(results);
        Ok(ty)
    }

    /// `( type, ... )`, into one of the parser's spare vectors.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "expected '('")?;
        let mut types = self.spare.types();
        if self.eat(TokenKind::RParen) {
            return Ok(types);
        }
        loop {
            types.push(self.parse_type()?);
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(TokenKind::RParen, "expected ')'")?;
        Ok(types)
    }

    /// `type-list-parens | non-function-type`, into one of the parser's
    /// spare vectors.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(TokenKind::LParen) {
            return self.parse_type_list_parens();
        }
        let ty = self.parse_non_function_type()?;
        let mut types = self.spare.types();
        types.push(ty);
        Ok(types)
    }

    /// Any type but a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::ExclamationIdent => self.nested(|p| p.parse_extended_type()),
            TokenKind::BareIdent => {
                let text = self.tok_text();
                if let Some(&t) = self.keyword_types.get(&NameKey::new(text)) {
                    self.bump();
                    return Ok(t);
                }
                if let Some(sem) = FloatSemantics::from_keyword(text) {
                    let t = self.ctx.float_type(sem);
                    self.keyword_types.insert(NameKey::new(text), t);
                    self.bump();
                    return Ok(t);
                }
                if let Some((signedness, digits)) = int_keyword(text) {
                    let width = match digits.parse::<u32>() {
                        Ok(w) if w <= MAX_INT_WIDTH => w,
                        _ => {
                            return Err(self.error_here(format!(
                                "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                            )));
                        }
                    };
                    let t = self
                        .ctx
                        .intern_type(TypeKind::Integer { width, signedness });
                    self.keyword_types.insert(NameKey::new(text), t);
                    self.bump();
                    return Ok(t);
                }
                match text {
                    "index" => {
                        self.bump();
                        Ok(self.ctx.index_type())
                    }
                    "none" => {
                        self.bump();
                        Ok(self.ctx.none_type())
                    }
                    "complex" => self.nested(|p| p.parse_complex_type()),
                    "tuple" => self.nested(|p| p.parse_tuple_type()),
                    "vector" => self.nested(|p| p.parse_vector_type()),
                    "tensor" => self.nested(|p| p.parse_tensor_type()),
                    "memref" => self.nested(|p| p.parse_memref_type()),
                    _ => Err(self.wrong_token("expected non-function type")),
                }
            }
            _ => Err(self.wrong_token("expected non-function type")),
        }
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in complex type")?;
        let loc = self.tok.start;
        let elt = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(elt),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(ParseError::new(loc, "invalid element type for complex"));
        }
        self.expect(TokenKind::Greater, "expected '>' in complex type")?;
        Ok(self.ctx.intern_type(TypeKind::Complex(elt)))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tuple type")?;
        let mut types = Vec::new();
        if !self.eat(TokenKind::Greater) {
            loop {
                types.push(self.parse_type()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Greater, "expected '>' in tuple type")?;
        }
        Ok(self.ctx.intern_type(TypeKind::Tuple(types)))
    }

    /// Parses a dimension in a dimension list, splitting `0xf32` into `0`, `x`, `f32`.
    fn parse_integer_in_dimension_list(&mut self) -> PResult<i64> {
        let text = self.tok_text();
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            let off = self.tok.start + 1;
            self.reset_to(off);
            return Ok(0);
        }
        match text.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(v as i64)
            }
            _ => Err(self.error_here("invalid dimension")),
        }
    }

    /// Consumes the `x` that ends a dimension, splitting tokens like `x4xf32`.
    fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if self.tok.kind != TokenKind::BareIdent || !self.tok_text().starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        let off = self.tok.start + 1;
        self.reset_to(off);
        Ok(())
    }

    /// `(dim x)*` where a dim is an integer or `?` ([`DYNAMIC`]); MLIR's
    /// `parseDimensionList` with the trailing `x`.
    pub fn parse_dimension_list_ranked(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
        let mut dims = Vec::new();
        while matches!(self.tok.kind, TokenKind::Integer | TokenKind::Question) {
            if self.at(TokenKind::Question) {
                if !allow_dynamic {
                    return Err(self.error_here("expected static shape"));
                }
                self.bump();
                dims.push(DYNAMIC);
            } else {
                dims.push(self.parse_integer_in_dimension_list()?);
            }
            self.parse_x_in_dimension_list()?;
        }
        Ok(dims)
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            if self.at(TokenKind::LSquare) {
                self.bump();
                if !self.at(TokenKind::Integer) {
                    return Err(self.wrong_token("expected integer value"));
                }
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(true);
                self.expect(TokenKind::RSquare, "missing ']' closing scalable dimension")?;
            } else if self.at(TokenKind::Integer) {
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(false);
            } else {
                break;
            }
            self.parse_x_in_dimension_list()?;
        }
        let loc = self.tok.start;
        let element = self.parse_type()?;
        if shape.contains(&0) {
            return Err(ParseError::new(
                loc,
                "vector types must have positive constant sizes but got ".to_string()
                    + &dims_text(&shape),
            ));
        }
        if !matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect(_)
        ) {
            return Err(ParseError::new(
                loc,
                "vector elements must be int/index/float type but got ".to_string()
                    + &self.type_to_string(element),
            ));
        }
        self.expect(TokenKind::Greater, "expected '>' in vector type")?;
        Ok(self.ctx.intern_type(TypeKind::Vector {
            shape,
            scalable,
            element,
        }))
    }

    /// `*x` (unranked) or `(dim x)*` at the start of a tensor or memref type.
    fn parse_shape_prefix(&mut self) -> PResult<(bool, Vec<i64>)> {
        if self.eat(TokenKind::Star) {
            self.parse_x_in_dimension_list()?;
            return Ok((true, Vec::new()));
        }
        Ok((false, self.parse_dimension_list_ranked(true)?))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in tensor type")?;
        let (unranked, shape) = self.parse_shape_prefix()?;
        let loc = self.tok.start;
        let element = self.parse_type()?;
        let encoding = if self.eat(TokenKind::Comma) {
            let enc_loc = self.tok.start;
            let a = self.parse_attribute()?;
            if unranked {
                return Err(ParseError::new(
                    enc_loc,
                    "cannot apply encoding to unranked tensor",
                ));
            }
            Some(a)
        } else {
            None
        };
        self.expect(TokenKind::Greater, "expected '>' in tensor type")?;
        if !self.is_valid_tensor_element(element) {
            return Err(ParseError::new(loc, "invalid tensor element type"));
        }
        Ok(self.ctx.intern_type(if unranked {
            TypeKind::UnrankedTensor { element }
        } else {
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            }
        }))
    }

    fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.ctx.type_kind(ty),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect(_)
        )
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' in memref type")?;
        let (unranked, shape) = self.parse_shape_prefix()?;
        let loc = self.tok.start;
        let element = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(element),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect(_)
        ) {
            return Err(ParseError::new(loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        while self.eat(TokenKind::Comma) {
            let attr = self.parse_attribute()?;
            let is_layout = matches!(
                self.ctx.attr_kind(attr),
                AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. }
            );
            if !is_layout {
                if memory_space.is_some() {
                    return Err(self.error_here("multiple memory spaces specified in memref type"));
                }
                memory_space = Some(attr);
                continue;
            }
            if unranked {
                return Err(self.error_here("cannot have affine map for unranked memref type"));
            }
            if memory_space.is_some() {
                return Err(self.error_here("expected memory space to be last in memref type"));
            }
            layout = Some(attr);
        }
        self.expect(TokenKind::Greater, "expected '>' in memref type")?;
        // The identity affine map is the default layout, and `0` the default memory space.
        if let Some(l) = layout
            && let AttrKind::AffineMap(m) = self.ctx.attr_kind(l)
            && m.is_identity()
            && m.num_dims as usize == shape.len()
        {
            layout = None;
        }
        if let Some(ms) = memory_space
            && let AttrKind::Integer { value, .. } = self.ctx.attr_kind(ms)
            && value.is_zero()
        {
            memory_space = None;
        }
        Ok(self.ctx.intern_type(if unranked {
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            }
        } else {
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            }
        }))
    }

    /// `!alias`, `!dialect.name<...>` or `!dialect<...>`. A type written
    /// as a single token (`!llvm.ptr`, an alias) is remembered by its text,
    /// like the builtin keyword types.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let tok = self.tok;
        let text = self.text(tok);
        let alone = self.src.as_bytes().get(tok.end as usize) != Some(&b'<');
        if alone && let Some(&t) = self.keyword_types.get(&NameKey::new(text)) {
            self.bump();
            return Ok(t);
        }
        let name = &text[1..];
        if let Some(hook) = self.registered_symbol_hook(name, |d| d.definition().parse_type) {
            // A type with a body parsed before is known by its text.
            let written = match alone {
                true => None,
                false => self
                    .lex
                    .scan_balanced(tok.end)
                    .ok()
                    .map(|end| (end, &self.src[tok.start as usize..end as usize])),
            };
            if let Some((end, written)) = written
                && let Some(&ty) = self.bodied_types.get(written)
            {
                self.reset_to(end);
                return Ok(ty);
            }
            let (ty, within) = self.parse_registered_symbol(tok, name, hook)?;
            match written {
                _ if !within => {}
                None if alone => {
                    self.keyword_types.insert(NameKey::new(text), ty);
                }
                Some((_, written)) => {
                    self.bodied_types.insert(written, ty);
                }
                None => {}
            }
            return Ok(ty);
        }
        match self.parse_dialect_symbol(tok, name)? {
            DialectSymbol::Alias(alias) => {
                let ty = self
                    .aliases
                    .types
                    .get(alias)
                    .copied()
                    .ok_or_else(|| undefined_alias(tok, alias))?;
                self.keyword_types.insert(NameKey::new(text), ty);
                Ok(ty)
            }
            DialectSymbol::Dialect { dialect, data } => {
                self.check_dialect_allowed(tok, dialect)?;
                let dialect = self.ctx.ident(dialect);
                Ok(self.ctx.intern_type(TypeKind::Opaque {
                    dialect,
                    data: data.into(),
                }))
            }
        }
    }

    /// Splits `!foo.bar<...>`/`#foo.bar<...>` (current token `tok`, `name`
    /// without the sigil) into an alias or a dialect symbol, consuming any
    /// `<...>` body that follows without space.
    pub(crate) fn parse_dialect_symbol(
        &mut self,
        tok: super::lexer::Token,
        name: &'s str,
    ) -> PResult<DialectSymbol<'s>> {
        let body_follows = self.src.as_bytes().get(tok.end as usize) == Some(&b'<');
        let (dialect, pretty) = match name.split_once('.') {
            Some((d, _)) => (d, true),
            None => (name, false),
        };
        if !pretty && !body_follows {
            self.bump();
            return Ok(DialectSymbol::Alias(name));
        }
        let valid_namespace = dialect
            .bytes()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
            && dialect
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$');
        if !valid_namespace {
            return Err(ParseError::new(
                tok.start,
                format!("invalid dialect namespace '\"{dialect}\"'"),
            ));
        }
        let data_start = if pretty {
            tok.start as usize + 1 + dialect.len() + 1
        } else {
            tok.end as usize + 1
        };
        let end = if body_follows {
            self.lex.scan_balanced(tok.end).map_err(unbalanced_body)?
        } else {
            tok.end
        };
        let data_end = if pretty {
            end as usize
        } else {
            end as usize - 1
        };
        let data = &self.src[data_start..data_end];
        self.reset_to(end);
        Ok(DialectSymbol::Dialect { dialect, data })
    }

    /// The parse hook of a registered dialect for `name` (`dialect.mnemonic...`).
    pub(crate) fn registered_symbol_hook<H>(
        &mut self,
        name: &'s str,
        pick: impl FnOnce(&'static DialectRegistration) -> Option<H>,
    ) -> Option<H> {
        let (dialect, _) = name.split_once('.')?;
        let registration = self.op_names.resolve_dialect(self.ctx, dialect)?;
        pick(registration)
    }

    /// Hands `!dialect.mnemonic...` / `#dialect.mnemonic...` to the dialect:
    /// the parser is moved onto the mnemonic, which the hook consumes. As in
    /// MLIR, parsing goes on after the symbol (`mnemonic` and the `<...>`
    /// that follows it without space) wherever the hook stopped: text the
    /// hook left inside the symbol is ignored, text it read beyond is read
    /// again. Also tells whether the hook stopped within the symbol (so
    /// the value depends on the symbol's text alone).
    pub(crate) fn parse_registered_symbol<T>(
        &mut self,
        tok: super::lexer::Token,
        name: &'s str,
        hook: impl FnOnce(&mut Self, &str) -> PResult<T>,
    ) -> PResult<(T, bool)> {
        let end = if self.src.as_bytes().get(tok.end as usize) == Some(&b'<') {
            self.lex.scan_balanced(tok.end).map_err(unbalanced_body)?
        } else {
            tok.end
        };
        let dialect_len = name.find('.').unwrap_or(name.len());
        self.reset_to(tok.start + 1 + dialect_len as u32 + 1);
        if !self.at(TokenKind::BareIdent) {
            return Err(self.error_here("expected valid keyword"));
        }
        let mnemonic = self.tok_text();
        // A dialect's own parser reports its errors unprefixed, even inside
        // a custom op (MLIR's `DialectAsmParser`).
        let value = self.with_custom_op(None, |p| p.nested(|p| hook(p, mnemonic)))?;
        let stopped_at = self.tok.start;
        self.reset_to(end);
        // The hook read nothing past the symbol if it stopped at or before
        // the first token after it.
        Ok((value, stopped_at <= self.tok.start))
    }

    /// Renders a type as text (for messages).
    pub(crate) fn type_to_string(&self, ty: Type) -> String {
        crate::text::print::type_to_string(self.ctx, ty)
    }
}

/// The error for a dialect symbol whose `<...>` body does not balance.
fn unbalanced_body(e: super::lexer::UnbalancedBody) -> ParseError {
    ParseError::new(
        e.at,
        format!("unbalanced '{}' character in pretty dialect name", e.open),
    )
}

/// The error for `!name`/`#name` naming no alias.
pub(crate) fn undefined_alias(tok: super::lexer::Token, alias: &str) -> ParseError {
    ParseError::new(tok.end, format!("undefined symbol alias id '{alias}'"))
}

impl OpParser<'_, '_> {
    /// Types and attributes of dialects that are not registered need
    /// `--allow-unregistered-dialect`.
    pub(crate) fn check_dialect_allowed(
        &self,
        tok: super::lexer::Token,
        dialect: &str,
    ) -> PResult<()> {
        if self.ctx.allows_unregistered_dialects() {
            Ok(())
        } else {
            Err(ParseError::new(
                tok.start,
                format!("dialect '{dialect}' is unknown"),
            ))
        }
    }
}

/// What `!name`/`#name` turned out to be.
pub(crate) enum DialectSymbol<'s> {
    /// A reference to an alias.
    Alias(&'s str),
    /// A dialect symbol: namespace and data.
    Dialect { dialect: &'s str, data: &'s str },
}

fn int_keyword(text: &str) -> Option<(Signedness, &str)> {
    let (s, rest) = if let Some(r) = text.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = text.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = text.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|c| c.is_ascii_digit())).then_some((s, rest))
}

fn dims_text(shape: &[i64]) -> String {
    let parts: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    parts.join("x").to_string()
}
