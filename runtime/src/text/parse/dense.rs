//! Parsing `dense<...>` elements attributes: nested literal lists, splats,
//! complex and string elements, and the hex form.

use super::lexer::{Token, TokenKind};
use super::{OpParser, PResult, ParseError};
use crate::storage::attributes::{AttrKind, Attribute, DenseElements};
use crate::storage::float;
use crate::storage::types::{DYNAMIC, Signedness, Type, TypeKind};

/// One element as written: a scalar token (with sign) or a complex pair.
enum Literal {
    Scalar {
        negative: bool,
        tok: Token,
    },
    Complex {
        re: (bool, Token),
        im: (bool, Token),
    },
}

struct TensorLiteral {
    /// `None` for a splat (no brackets).
    shape: Option<Vec<i64>>,
    elements: Vec<Literal>,
    /// The hex string form.
    hex: Option<Token>,
}

impl<'a, 's> OpParser<'a, 's> {
    pub(super) fn parse_dense_elements(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "expected '<' after 'dense'")?;
        let literal = if self.at(TokenKind::Greater) {
            TensorLiteral {
                shape: Some(vec![0]),
                elements: Vec::new(),
                hex: None,
            }
        } else {
            self.parse_tensor_literal()?
        };
        self.expect(TokenKind::Greater, "expected '>'")?;
        let type_loc = self.tok.start;
        self.expect(TokenKind::Colon, "expected ':'")?;
        let ty = self.parse_type()?;
        let (shape, element) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => (shape.clone(), *element),
            _ => {
                return Err(ParseError::new(
                    type_loc,
                    "elements literal must be a ranked shaped type",
                ));
            }
        };
        if shape.contains(&DYNAMIC) {
            return Err(ParseError::new(
                type_loc,
                "elements literal type must have static shape",
            ));
        }
        let num: i64 = shape.iter().product();
        if let Some(hex) = literal.hex {
            return self.dense_from_hex(ty, element, num, hex, type_loc);
        }
        match &literal.shape {
            Some(lit_shape) if *lit_shape != shape && !(lit_shape == &vec![0] && num == 0) => {
                return Err(ParseError::new(
                    type_loc,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        join_dims(lit_shape),
                        join_dims(&shape)
                    ),
                ));
            }
            None if literal.elements.len() != 1 => unreachable!("splat literal has one element"),
            _ => {}
        }
        let splat_literal = literal.shape.is_none();
        let elements = self.convert_dense_elements(element, &literal.elements)?;
        Ok(self.make_dense(ty, elements, splat_literal || num == 1))
    }

    /// Interns a dense attribute, detecting splats as MLIR does.
    fn make_dense(&self, ty: Type, elements: DenseElements, known_splat: bool) -> Attribute {
        let (splat, elements) = match elements {
            DenseElements::Bits(bits) => {
                let per = if self.is_complex_element(ty) { 2 } else { 1 };
                let is_splat = known_splat
                    || (!bits.is_empty() && bits.chunks(per).all(|c| c == &bits[..per]));
                if is_splat && !bits.is_empty() {
                    (true, DenseElements::Bits(bits[..per].to_vec()))
                } else {
                    (false, DenseElements::Bits(bits))
                }
            }
            DenseElements::Strings(strs) => {
                let is_splat =
                    known_splat || (!strs.is_empty() && strs.iter().all(|s| s == &strs[0]));
                if is_splat && !strs.is_empty() {
                    (true, DenseElements::Strings(vec![strs[0].clone()]))
                } else {
                    (false, DenseElements::Strings(strs))
                }
            }
        };
        self.ctx.intern_attr(AttrKind::DenseElements {
            ty,
            splat,
            elements,
        })
    }

    fn is_complex_element(&self, ty: Type) -> bool {
        self.ctx
            .element_type(ty)
            .is_some_and(|e| matches!(self.ctx.type_kind(e), TypeKind::Complex(_)))
    }

    fn parse_tensor_literal(&mut self) -> PResult<TensorLiteral> {
        if self.at(TokenKind::String) && self.tok_text().starts_with("\"0x") {
            let tok = self.tok;
            self.bump();
            return Ok(TensorLiteral {
                shape: None,
                elements: Vec::new(),
                hex: Some(tok),
            });
        }
        let mut elements = Vec::new();
        if !self.at(TokenKind::LSquare) {
            elements.push(self.parse_dense_element()?);
            return Ok(TensorLiteral {
                shape: None,
                elements,
                hex: None,
            });
        }
        let shape = self.parse_literal_list(&mut elements)?;
        Ok(TensorLiteral {
            shape: Some(shape),
            elements,
            hex: None,
        })
    }

    /// Parses `[...]` recursively; returns the shape of this list.
    fn parse_literal_list(&mut self, out: &mut Vec<Literal>) -> PResult<Vec<i64>> {
        self.nested(|p| {
            let open = p.tok.start;
            p.bump();
            let mut size = 0i64;
            let mut inner: Option<Vec<i64>> = None;
            let mut first = true;
            p.comma_list_until(TokenKind::RSquare, |p| {
                let shape = if p.at(TokenKind::LSquare) {
                    p.parse_literal_list(out)?
                } else {
                    out.push(p.parse_dense_element()?);
                    Vec::new()
                };
                if first {
                    inner = Some(shape);
                    first = false;
                } else if inner.as_ref() != Some(&shape) {
                    return Err(ParseError::new(
                        open,
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
                size += 1;
                Ok(())
            })?;
            p.expect(TokenKind::RSquare, "expected ']'")?;
            let mut shape = vec![size];
            shape.extend(inner.unwrap_or_default());
            Ok(shape)
        })
    }

    fn parse_signed_scalar(&mut self) -> PResult<(bool, Token)> {
        let negative = self.eat(TokenKind::Minus);
        let tok = self.tok;
        match tok.kind {
            TokenKind::Integer | TokenKind::Float => {}
            TokenKind::BareIdent if !negative && matches!(self.tok_text(), "true" | "false") => {}
            TokenKind::String if !negative => {}
            _ => return Err(self.wrong_token("expected element literal of primitive type")),
        }
        self.bump();
        Ok((negative, tok))
    }

    fn parse_dense_element(&mut self) -> PResult<Literal> {
        if self.eat(TokenKind::LParen) {
            let re = self.parse_signed_scalar()?;
            self.expect(TokenKind::Comma, "expected ','")?;
            let im = self.parse_signed_scalar()?;
            self.expect(TokenKind::RParen, "expected ')'")?;
            return Ok(Literal::Complex { re, im });
        }
        let (negative, tok) = self.parse_signed_scalar()?;
        Ok(Literal::Scalar { negative, tok })
    }

    fn convert_dense_elements(
        &mut self,
        element: Type,
        lits: &[Literal],
    ) -> PResult<DenseElements> {
        let kind = self.ctx.type_kind(element).clone();
        let is_string_type = !matches!(
            kind,
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if is_string_type {
            let mut strs = Vec::with_capacity(lits.len());
            for l in lits {
                match l {
                    Literal::Scalar {
                        negative: false,
                        tok,
                    } if tok.kind == TokenKind::String => {
                        let t = self.text(*tok).as_bytes();
                        strs.push(super::lexer::unescape(&t[1..t.len() - 1]).into_boxed_slice());
                    }
                    Literal::Scalar { tok, .. } | Literal::Complex { re: (_, tok), .. } => {
                        return Err(ParseError::new(
                            tok.start,
                            "expected string token, got ".to_string() + self.text(*tok),
                        ));
                    }
                }
            }
            return Ok(DenseElements::Strings(strs));
        }
        let mut bits = Vec::with_capacity(lits.len());
        for l in lits {
            match (l, &kind) {
                (Literal::Complex { re, im }, TypeKind::Complex(inner)) => {
                    bits.push(self.scalar_bits(*inner, *re)?);
                    bits.push(self.scalar_bits(*inner, *im)?);
                }
                (Literal::Scalar { tok, .. }, TypeKind::Complex(_)) => {
                    return Err(ParseError::new(
                        tok.start,
                        "complex element types must be specified as a pair of values",
                    ));
                }
                (Literal::Complex { re: (_, tok), .. }, _) => {
                    return Err(ParseError::new(
                        tok.start,
                        "unexpected complex element for a non-complex type",
                    ));
                }
                (Literal::Scalar { negative, tok }, _) => {
                    bits.push(self.scalar_bits(element, (*negative, *tok))?)
                }
            }
        }
        Ok(DenseElements::Bits(bits))
    }

    fn scalar_bits(&self, element: Type, (negative, tok): (bool, Token)) -> PResult<u128> {
        let text = self.text(tok);
        match self.ctx.type_kind(element) {
            TypeKind::Integer { .. } | TypeKind::Index => {
                let width = self.ctx.int_or_float_width(element).unwrap_or(64);
                if width > 128 {
                    return Err(ParseError::new(
                        tok.start,
                        "dense integer elements wider than 128 bits are not supported",
                    ));
                }

                let unsigned = matches!(
                    self.ctx.type_kind(element),
                    TypeKind::Integer {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                if negative && unsigned {
                    return Err(ParseError::new(
                        tok.start,
                        "expected unsigned integer elements, but parsed negative value",
                    ));
                }
                match tok.kind {
                    TokenKind::BareIdent => {
                        if width != 1 {
                            return Err(ParseError::new(
                                tok.start,
                                "expected i1 type for 'true' or 'false' values",
                            ));
                        }
                        Ok((text == "true") as u128)
                    }
                    TokenKind::Float => Err(ParseError::new(
                        tok.start,
                        "expected integer elements, but parsed floating-point",
                    )),
                    TokenKind::String => Err(ParseError::new(
                        tok.start,
                        "expected integer elements, but parsed string",
                    )),
                    _ => {
                        let value = self.attribute_apint(element, negative, text);
                        let out_of_range =
                            || ParseError::new(tok.start, "integer constant out of range for type");
                        Ok(value.ok_or_else(out_of_range)?.low_u128())
                    }
                }
            }
            TypeKind::Float(sem) => {
                let r = match tok.kind {
                    TokenKind::Float => float::parse_decimal_literal(*sem, text, negative),
                    TokenKind::Integer if text.starts_with("0x") => {
                        float::parse_hex_literal(*sem, text, negative)
                    }
                    // Decimal integers and booleans: MLIR reports them
                    // where the parser stands (after the type).
                    TokenKind::Integer | TokenKind::BareIdent => {
                        return Err(ParseError::new(
                            self.tok.start,
                            "expected floating-point elements, but parsed integer",
                        ));
                    }
                    _ => Err("expected floating-point elements, but parsed string".to_string()),
                };
                r.map_err(|m| ParseError::new(tok.start, m))
            }
            _ => Err(ParseError::new(tok.start, "unexpected element type")),
        }
    }

    fn dense_from_hex(
        &mut self,
        ty: Type,
        element: Type,
        num: i64,
        hex: Token,
        loc: u32,
    ) -> PResult<Attribute> {
        let body = &self.text(hex)[3..self.text(hex).len() - 1];
        if !body.len().is_multiple_of(2) || !body.bytes().all(|c| c.is_ascii_hexdigit()) {
            return Err(ParseError::new(
                hex.start,
                "expected string containing hex digits starting with `0x`",
            ));
        }
        let bytes: Vec<u8> = (0..body.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&body[i..i + 2], 16).unwrap_or(0))
            .collect();
        let (scalar, parts) = match self.ctx.type_kind(element) {
            TypeKind::Complex(inner) => (*inner, 2usize),
            _ => (element, 1usize),
        };
        let Some(width) = self.ctx.int_or_float_width(scalar) else {
            return Err(ParseError::new(
                loc,
                "expected integer, float or complex element type for hex data",
            ));
        };
        let invalid =
            || ParseError::new(loc, "elements hex data size is invalid for provided type");
        if width == 1 {
            if bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xff) {
                return Ok(self.make_dense(
                    ty,
                    DenseElements::Bits(vec![(bytes[0] != 0) as u128]),
                    true,
                ));
            }
            if bytes.len() as i64 * 8 != (num + 7) / 8 * 8 {
                return Err(invalid());
            }
            let bits = (0..num as usize)
                .map(|i| ((bytes[i / 8] >> (i % 8)) & 1) as u128)
                .collect();
            return Ok(self.make_dense(ty, DenseElements::Bits(bits), num == 1));
        }
        let elt_bytes = (width as usize).div_ceil(8);
        if elt_bytes > 16 {
            return Err(invalid());
        }
        let per = elt_bytes * parts;
        let splat = bytes.len() == per;
        if !splat && bytes.len() as i64 != per as i64 * num {
            return Err(invalid());
        }
        let bits = bytes
            .chunks(elt_bytes)
            .map(|c| c.iter().rev().fold(0u128, |acc, &b| (acc << 8) | b as u128))
            .collect();
        Ok(self.make_dense(ty, DenseElements::Bits(bits), splat || num == 1))
    }
}

fn join_dims(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
