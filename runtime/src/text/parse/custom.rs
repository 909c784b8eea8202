//! Primitives for custom assembly forms: what a hand-written parser or a
//! `custom<...>` directive of a declarative format reads, each as MLIR's
//! `OpAsmParser` reads it (same acceptance, same messages).

use super::lexer::{Token, TokenKind};
use super::ops::UnresolvedOperand;
use super::{OpParser, PResult};
use crate::storage::attributes::{Attribute, NamedAttribute};
use crate::storage::ir::{BlockId, Location, OperationState, RegionId, Value};
use crate::storage::op_traits::OpTraits;
use crate::storage::types::Type;

impl<'a, 's> OpParser<'a, 's> {
    /// The byte offset of the current token (MLIR's `getCurrentLocation`).
    pub fn current_offset(&self) -> u32 {
        self.tok.start
    }

    /// The IR being built (to create blocks or ops while parsing a form).
    pub fn ir_mut(&mut self) -> &mut crate::storage::ir::Ir {
        self.ir
    }

    /// `%name` if one is next (MLIR's `parseOptionalOperand`).
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'s>>> {
        if !self.at(TokenKind::PercentIdent) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    /// Zero or more comma-separated operands without delimiters (MLIR's
    /// `parseOperandList` with `Delimiter::None`): empty unless an `%name`
    /// is next.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'s>>> {
        let mut operands = Vec::new();
        if !self.at(TokenKind::PercentIdent) {
            return Ok(operands);
        }
        loop {
            operands.push(self.parse_operand()?);
            if !self.eat(TokenKind::Comma) {
                return Ok(operands);
            }
        }
    }

    /// Resolves operands to values of `types`, one type per operand (MLIR's
    /// `resolveOperands`); a count mismatch is reported at `offset` as "N
    /// operands present, but expected M".
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'s>],
        types: &[Type],
        offset: u32,
    ) -> PResult<Vec<Value>> {
        let mut values = Vec::with_capacity(operands.len());
        self.resolve_operands_into(operands, types, offset, &mut values)?;
        Ok(values)
    }

    /// Like [`OpParser::resolve_operands`], appending the values to `out`.
    pub(crate) fn resolve_operands_into(
        &mut self,
        operands: &[UnresolvedOperand<'s>],
        types: &[Type],
        offset: u32,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            return Err(self.emit_error(
                offset,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        out.reserve(operands.len());
        for (o, t) in operands.iter().zip(types) {
            out.push(self.resolve_operand(*o, *t)?);
        }
        Ok(())
    }

    /// One or more comma-separated types without delimiters (MLIR's
    /// `parseTypeList`).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.eat(TokenKind::Comma) {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// `: type, type` (MLIR's `parseColonTypeList`).
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.parse_type_list()
    }

    /// A type if the current token starts one (MLIR's `parseOptionalType`).
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if !self.at_type_start() {
            return Ok(None);
        }
        self.parse_type().map(Some)
    }

    /// `^bb` if one is next (MLIR's `parseOptionalSuccessor`).
    pub fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if !self.at(TokenKind::CaretIdent) {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }

    /// `^bb` with optional operands `(%a, %b : i32, i64)`, resolved (MLIR's
    /// `parseSuccessorAndUseList`).
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<Value>)> {
        let block = self.parse_successor()?;
        let mut values = Vec::new();
        if self.eat(TokenKind::LParen) {
            if self.at(TokenKind::PercentIdent) {
                let operands = self.parse_operand_list()?;
                self.expect(TokenKind::Colon, "expected ':' in operand list")?;
                let types = self.parse_type_list()?;
                if operands.len() != types.len() {
                    return Err(self.error_here(format!(
                        "expected {} types to match operand list",
                        operands.len()
                    )));
                }
                for (o, t) in operands.into_iter().zip(types) {
                    values.push(self.resolve_operand(o, t)?);
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to close argument list")?;
        }
        Ok((block, values))
    }

    /// Whether the current token is a keyword (a bare identifier).
    pub fn at_any_keyword(&self) -> bool {
        self.at(TokenKind::BareIdent)
    }

    /// Consumes a keyword if one is next and, when `allowed` is not empty,
    /// it is one of `allowed` (MLIR's `parseOptionalKeyword`).
    pub fn parse_optional_keyword(&mut self, allowed: &[&str]) -> Option<&'s str> {
        if !self.at(TokenKind::BareIdent) {
            return None;
        }
        let text = self.tok_text();
        if !allowed.is_empty() && !allowed.contains(&text) {
            return None;
        }
        self.bump();
        Some(text)
    }

    /// The keyword `keyword` (MLIR's `parseKeyword`): "expected 'kw'" at the
    /// current token otherwise.
    pub fn parse_keyword(&mut self, keyword: &str) -> PResult<()> {
        if self.eat_keyword(keyword) {
            Ok(())
        } else {
            Err(self.emit_error_here(format!("expected '{keyword}'")))
        }
    }

    /// A string literal if one is next, decoded.
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.at(TokenKind::String) {
            return None;
        }
        let value = self.string_value();
        self.bump();
        Some(value)
    }

    /// An integer, optionally negative (MLIR's `parseInteger` into an
    /// `int64_t`): "expected integer value" or "integer value too large".
    /// As MLIR, `true` and `false` are integers too, and values up to
    /// 2^64 - 1 wrap to negative ones.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        self.parse_integer_of_width(64)
    }

    /// Whether an integer (MLIR's `parseOptionalInteger`: a literal,
    /// `-` then a literal, `true` or `false`) is next.
    pub fn at_integer(&self) -> bool {
        self.at(TokenKind::Integer)
            || self.at(TokenKind::Minus)
            || self.at_keyword("true")
            || self.at_keyword("false")
    }

    /// An integer read into a signed integer of `bits` bits (MLIR's
    /// `parseInteger<IntT>`, with its acceptance: the literal as the
    /// `APInt` MLIR's lexer makes of it, converted to `IntT` and back).
    pub fn parse_integer_of_width(&mut self, bits: u32) -> PResult<i64> {
        let start = self.tok;
        if let Some(keyword) = self.parse_optional_keyword(&["true", "false"]) {
            // A 1-bit APInt: `true` sign-extends to -1.
            return Ok(-i64::from(keyword == "true"));
        }
        // As MLIR's `parseOptionalInteger`, a `-` stays consumed when no
        // literal follows, and a literal that does not fit is consumed and
        // reported where the integer starts.
        let negative = self.eat(TokenKind::Minus);
        if !self.at(TokenKind::Integer) {
            return Err(self.emit_error_here("expected integer value"));
        }
        let value = integer_literal_as(self.tok_text(), negative, bits);
        self.bump();
        value.ok_or_else(|| self.emit_error(start.start, "integer value too large"))
    }

    /// An integer read into an unsigned integer type of `bits` bits, or a
    /// `bool` when `boolean` (MLIR's `parseInteger<IntT>` with its
    /// acceptance: `true`, `false`, and negative literals that convert
    /// back; "integer value too large" where the integer starts).
    pub fn parse_unsigned_of_width(&mut self, bits: u32, boolean: bool) -> PResult<u64> {
        let start = self.tok;
        let (value, width) = if let Some(keyword) = self.parse_optional_keyword(&["true", "false"])
        {
            (u128::from(keyword == "true"), 1)
        } else {
            let negative = self.eat(TokenKind::Minus);
            if !self.at(TokenKind::Integer) {
                return Err(self.emit_error_here("expected integer value"));
            }
            let literal = literal_apint(self.tok_text(), negative);
            self.bump();
            let Some(literal) = literal else {
                return Err(self.emit_error(start.start, "integer value too large"));
            };
            literal
        };
        unsigned_literal_as(value, width, bits, boolean)
            .ok_or_else(|| self.emit_error(start.start, "integer value too large"))
    }

    /// ` {a = 1, b}` if a `{` is next (MLIR's `parseOptionalAttrDict`);
    /// duplicate names are errors.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<Vec<NamedAttribute>> {
        if !self.at(TokenKind::LBrace) {
            return Ok(Vec::new());
        }
        self.parse_named_attr_list()
    }

    /// Appends `from` (a list the parser gave, such as
    /// [`OpParser::parse_optional_attr_dict`]'s) to `to`, and keeps the
    /// emptied vector for the parser to hand out again.
    pub fn append_attributes(
        &mut self,
        to: &mut Vec<NamedAttribute>,
        mut from: Vec<NamedAttribute>,
    ) {
        if to.is_empty() {
            std::mem::swap(to, &mut from);
        } else {
            to.extend_from_slice(&from);
        }
        self.spare.give_attributes(from);
    }

    /// `attributes {a = 1}` if the keyword is next (MLIR's
    /// `parseOptionalAttrDictWithKeyword`).
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<Vec<NamedAttribute>> {
        if !self.eat_keyword("attributes") {
            return Ok(Vec::new());
        }
        self.parse_named_attr_list()
    }

    /// An attribute whose type is known (a buildable value type): integers
    /// and floats then take no `: type` (MLIR's `parseAttribute(attr, type)`).
    pub fn parse_attribute_with_type(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_of(ty))
    }

    /// Whether the current token can start an attribute, as MLIR's
    /// `parseOptionalAttribute` decides (the keyword attributes, literals,
    /// `#`, `@`, `[`, `{`, `-`, or a type).
    pub fn at_attribute_start(&self) -> bool {
        match self.tok.kind {
            TokenKind::AtIdent
            | TokenKind::Float
            | TokenKind::Integer
            | TokenKind::HashIdent
            | TokenKind::LBrace
            | TokenKind::LSquare
            | TokenKind::Minus
            | TokenKind::String => true,
            TokenKind::BareIdent => {
                matches!(
                    self.tok_text(),
                    "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "false"
                        | "loc"
                        | "sparse"
                        | "true"
                        | "unit"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        }
    }

    /// An attribute if the current token starts one (MLIR's
    /// `parseOptionalAttribute`).
    pub fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>> {
        if !self.at_attribute_start() {
            return Ok(None);
        }
        self.parse_attribute_with_type(ty).map(Some)
    }

    /// `@name` (MLIR's `parseSymbolName`), as the name's bytes.
    pub fn parse_symbol_name(&mut self) -> PResult<Vec<u8>> {
        match self.parse_optional_symbol_name() {
            Some(name) => Ok(name),
            None => Err(self.emit_error_here("expected valid '@'-identifier for symbol name")),
        }
    }

    /// `@name` if one is next.
    pub fn parse_optional_symbol_name(&mut self) -> Option<Vec<u8>> {
        if !self.at(TokenKind::AtIdent) {
            return None;
        }
        let name = self.symbol_name_bytes();
        self.bump();
        Some(name)
    }

    /// Puts a zero-width `mnemonic` token before the current one, so that a
    /// dialect's parse hook (which expects to stand on the mnemonic and
    /// consumes it with [`OpParser::bump`]) can parse the parameters of a
    /// stripped attribute or type (`<nsw>` for `#arith.overflow<nsw>`).
    fn stand_on_implicit_mnemonic(&mut self) {
        let start = self.tok.start;
        self.lex.reset_to(start);
        self.tok = Token {
            kind: TokenKind::BareIdent,
            start,
            end: start,
        };
    }

    /// A dialect attribute written stripped of `#dialect.mnemonic` (`<nsw>`),
    /// or in full when a `#` token is next (MLIR's
    /// `parseCustomAttributeWithFallback`). The dialect's attribute hook
    /// parses the stripped form: it gets `mnemonic` as its argument and
    /// stands on a zero-width token it consumes with `bump`.
    pub fn parse_custom_attribute_with_fallback(
        &mut self,
        dialect: &str,
        mnemonic: &str,
        ty: Option<Type>,
    ) -> PResult<Attribute> {
        if self.at(TokenKind::HashIdent) {
            return self.parse_attribute_with_type(ty);
        }
        let hook = self
            .ctx
            .dialect_definition(self.ctx.ident(dialect))
            .and_then(|d| d.parse_attribute);
        let Some(hook) = hook else {
            return Err(self.error_here(format!(
                "dialect '{dialect}' registers no parser for attribute '{mnemonic}'"
            )));
        };
        self.stand_on_implicit_mnemonic();
        self.nested(|p| hook(p, mnemonic))
    }

    /// A dialect type written stripped of `!dialect.mnemonic`, or in full
    /// when a `!` token is next (MLIR's `parseCustomTypeWithFallback`); see
    /// [`OpParser::parse_custom_attribute_with_fallback`].
    pub fn parse_custom_type_with_fallback(
        &mut self,
        dialect: &str,
        mnemonic: &str,
    ) -> PResult<Type> {
        if self.at(TokenKind::ExclamationIdent) || self.at_type_start() {
            return self.parse_type();
        }
        let hook = self
            .ctx
            .dialect_definition(self.ctx.ident(dialect))
            .and_then(|d| d.parse_type);
        let Some(hook) = hook else {
            return Err(self.error_here(format!(
                "dialect '{dialect}' registers no parser for type '{mnemonic}'"
            )));
        };
        self.stand_on_implicit_mnemonic();
        self.nested(|p| hook(p, mnemonic))
    }

    /// A region if a `{` is next (MLIR's `parseOptionalRegion`).
    pub fn parse_optional_region(&mut self, isolated: bool) -> PResult<Option<RegionId>> {
        if !self.at(TokenKind::LBrace) {
            return Ok(None);
        }
        self.parse_region(isolated).map(Some)
    }

    /// Gives an empty region its block (MLIR's `emplaceBlock` for
    /// `SingleBlock` ops).
    pub fn ensure_region_block(&mut self, region: RegionId) {
        if self.ir.region_is_empty(region) {
            let block = self.ir.create_block();
            self.ir.append_block(region, block);
        }
    }

    /// Ends the region's last block with a `terminator` op (no operands,
    /// results or attributes, at `loc`) unless it already ends with a
    /// terminator, giving an empty region a block first (MLIR's
    /// `ensureTerminator` for `SingleBlockImplicitTerminator` ops).
    pub fn ensure_region_terminator(&mut self, region: RegionId, terminator: &str, loc: Location) {
        self.ensure_region_block(region);
        let Some(last_block) = self.ir.blocks_of(region).last() else {
            return;
        };
        let ends_with_terminator = self.ir.last_op(last_block).is_some_and(|op| {
            self.ctx
                .op_traits(self.ir.op_name(op))
                .is_some_and(|t| t.contains(OpTraits::TERMINATOR))
        });
        if !ends_with_terminator {
            let state = OperationState::new(self.ctx, terminator, loc);
            let op = self.ir.create_op(state);
            self.ir.append_op(last_block, op);
        }
    }
}

/// The `APInt` MLIR's lexer makes of an integer literal (`-` before it
/// when `negative`): four bits per significant digit (one more when the
/// top one is set), negated for `-`; its value and bit width.
fn literal_apint(text: &str, negative: bool) -> Option<(u128, u32)> {
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(hex) => (hex, 16),
        None => (text, 10),
    };
    let digits = digits.trim_start_matches('0');
    if digits.is_empty() {
        return Some((0, 1));
    }
    let mut width = 4 * u32::try_from(digits.len()).ok()?;
    if width > 128 {
        return None;
    }
    let magnitude = u128::from_str_radix(digits, radix).ok()?;
    if magnitude >> (width - 1) & 1 == 1 {
        width += 1;
    }
    if width > 128 {
        return None;
    }
    let value = if negative {
        magnitude.wrapping_neg() & width_mask(width)
    } else {
        magnitude
    };
    Some((value, width))
}

fn width_mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `value` (an `APInt` of `width` bits) sign-extended or truncated to
/// `bits` bits (`sextOrTrunc`), as its low bits.
fn sext_or_trunc(value: u128, width: u32, bits: u32) -> u128 {
    if width >= bits {
        value & width_mask(bits)
    } else if value >> (width - 1) & 1 == 1 {
        (value | !width_mask(width)) & width_mask(bits)
    } else {
        value
    }
}

/// What MLIR's `parseInteger` gives for an unsigned integer type of `bits`
/// bits (`sizeof(IntT) * CHAR_BIT`), or a `bool` when `boolean`: the literal
/// converted and compared back with the `APInt` it was read as.
fn unsigned_literal_as(value: u128, width: u32, bits: u32, boolean: bool) -> Option<u64> {
    let low = sext_or_trunc(value, width, bits.clamp(1, 64)) as u64;
    let result = if boolean { u64::from(low != 0) } else { low };
    let back = if width <= 64 {
        u128::from(result) & width_mask(width)
    } else {
        u128::from(result)
    };
    (back == value).then_some(result)
}

/// The value MLIR's `parseInteger<IntT>` gives a literal for a signed
/// integer of `bits` bits, if it accepts it. The lexer makes an `APInt` of
/// four bits per significant digit (one more when the top one is set),
/// negated for `-`; the value converted to `IntT` must convert back to that
/// `APInt` (so 64-bit integers take values up to 2^64 - 1, wrapped).
fn integer_literal_as(text: &str, negative: bool, bits: u32) -> Option<i64> {
    let (value, width) = literal_apint(text, negative)?;
    // `sextOrTrunc` to `bits`, as a signed integer.
    let bits = bits.clamp(1, 64);
    let low = sext_or_trunc(value, width, bits);
    let shift = 128 - bits;
    let result = ((low << shift) as i128 >> shift) as i64;
    // Back to an `APInt` of the literal's width.
    let back = u128::from(result as u64);
    let back = if width <= 64 {
        back & width_mask(width)
    } else {
        back
    };
    (back == value).then_some(result)
}

#[cfg(test)]
mod integer_literal_tests {
    use super::{integer_literal_as, literal_apint, unsigned_literal_as};

    #[test]
    fn literals_convert_as_mlir_parse_integer_does() {
        // 64 bits: values up to 2^64 - 1 wrap; short negatives fit.
        assert_eq!(
            integer_literal_as("18446744073709551615", false, 64),
            Some(-1)
        );
        assert_eq!(
            integer_literal_as("18446744068709551616", false, 64),
            Some(-5_000_000_000)
        );
        assert_eq!(integer_literal_as("18446744073709551616", false, 64), None);
        assert_eq!(
            integer_literal_as("5000000000", true, 64),
            Some(-5_000_000_000)
        );
        assert_eq!(
            integer_literal_as("1000000000000000", true, 64),
            Some(-1_000_000_000_000_000)
        );
        assert_eq!(integer_literal_as("10000000000000000", true, 64), None);
        assert_eq!(integer_literal_as("9223372036854775808", true, 64), None);
        assert_eq!(
            integer_literal_as("0000000000000000001", true, 64),
            Some(-1)
        );
        assert_eq!(integer_literal_as("0x10", false, 64), Some(16));
        assert_eq!(integer_literal_as("000", false, 64), Some(0));
        // 32 bits: no wrapping.
        assert_eq!(
            integer_literal_as("2147483647", false, 32),
            Some(i64::from(i32::MAX))
        );
        assert_eq!(
            integer_literal_as("2147483648", true, 32),
            Some(i64::from(i32::MIN))
        );
        assert_eq!(integer_literal_as("4294967295", false, 32), None);
        assert_eq!(integer_literal_as("2147483649", true, 32), None);
        assert_eq!(integer_literal_as("8", false, 32), Some(8));
    }

    /// Checked against MLIR 19's `parseInteger` into `uint32_t` and `bool`
    /// (the `fmt` dialect's tests run both).
    #[test]
    fn unsigned_and_bool_literals_convert_as_mlir_does() {
        let unsigned = |text: &str, negative: bool, bits: u32, boolean: bool| {
            let (value, width) = literal_apint(text, negative)?;
            unsigned_literal_as(value, width, bits, boolean)
        };
        assert_eq!(
            unsigned("4294967295", false, 32, false),
            Some(4_294_967_295)
        );
        assert_eq!(unsigned("4294967296", false, 32, false), None);
        // `-1` is an `APInt` of four bits, all set: it converts back.
        assert_eq!(unsigned("1", true, 32, false), Some(4_294_967_295));
        assert_eq!(unsigned("4294967296", true, 32, false), None);
        assert_eq!(unsigned("1", false, 8, true), Some(1));
        assert_eq!(unsigned("0", false, 8, true), Some(0));
        assert_eq!(unsigned("2", false, 8, true), None);
        assert_eq!(unsigned("1", true, 8, true), None);
        // `true` is a one-bit `APInt`.
        assert_eq!(unsigned_literal_as(1, 1, 32, false), Some(4_294_967_295));
        assert_eq!(unsigned_literal_as(1, 1, 8, true), Some(1));
    }
}
