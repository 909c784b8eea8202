//! Pieces the hand-written forms of the module-level and call ops share:
//! enum keywords before the symbol (`internal`, `fastcc`, `tail`), the
//! attribute dictionary without default fast-math flags, the operand list
//! in parentheses, and attributes of a given kind.

use super::{FastmathFlags, FastmathFlagsAttr};
use crate::op_support::{
    self, Attribute, Context, EnumSpec, NamedAttribute, OpId, OpParser, OpPrinter, ParseError,
    ParsedOp, TokenKind, UnresolvedOperand,
};

/// The value of the enum case whose keyword is next, consumed (MLIR's
/// `parseOptionalLLVMKeyword`); `None` when no keyword of `spec` is next.
pub fn parse_optional_enum_keyword(p: &mut OpParser<'_, '_>, spec: &EnumSpec) -> Option<i64> {
    if !p.at(TokenKind::BareIdent) {
        return None;
    }
    let text = p.tok_text();
    let case = spec
        .cases
        .iter()
        .find(|c| !c.name.is_empty() && c.name == text)?;
    p.bump();
    Some(case.value)
}

/// `(%a, %b)`: operands in parentheses (MLIR's `parseOperandList` with
/// `Delimiter::Paren`).
pub fn parse_paren_operand_list<'s>(
    p: &mut OpParser<'_, 's>,
) -> Result<Vec<UnresolvedOperand<'s>>, ParseError> {
    p.expect(TokenKind::LParen, "expected '(' in operand list")?;
    let mut operands = Vec::new();
    if p.eat(TokenKind::RParen) {
        return Ok(operands);
    }
    loop {
        operands.push(p.parse_operand()?);
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen, "expected ')' in operand list")?;
    Ok(operands)
}

/// An attribute that must satisfy `is_kind`, named `name` in `state`
/// (MLIR's typed `parseAttribute(result, name, attrs)`): `invalid kind of
/// attribute specified` otherwise.
pub fn parse_attribute_of_kind(
    p: &mut OpParser<'_, '_>,
    state: &mut ParsedOp,
    name: &str,
    is_kind: impl Fn(&Context, Attribute) -> bool,
) -> Result<Attribute, ParseError> {
    let ctx = p.context();
    let at = p.current_offset();
    let attr = p.parse_attribute_with_type(None)?;
    if !is_kind(ctx, attr) {
        return Err(p.emit_error(at, "invalid kind of attribute specified"));
    }
    state.attributes.push((ctx.ident(name), attr));
    Ok(attr)
}

/// Whether `attr` is the default (empty) fast-math flags.
fn is_default_fastmath(ctx: &Context, attr: Attribute) -> bool {
    FastmathFlagsAttr::value(ctx, attr) == Some(FastmathFlags::none)
}

/// ` {...}` with the op's attributes but `elided` and default fast-math
/// flags (MLIR's `printOptionalAttrDict(processFMFAttr(getAttrs()))`).
pub fn print_attr_dict_without_default_fastmath(p: &mut OpPrinter<'_>, op: OpId, elided: &[&str]) {
    let (ctx, ir) = (p.context(), p.ir());
    let shown: Vec<NamedAttribute> = op_support::all_attributes(ctx, ir, op)
        .into_iter()
        .filter(|&(name, value)| {
            let name = ctx.ident_str(name);
            let default_fastmath = name == "fastmathFlags" && is_default_fastmath(ctx, value);
            !default_fastmath && !elided.contains(&name)
        })
        .collect();
    p.print_optional_attr_dict(&shown, &[]);
}
