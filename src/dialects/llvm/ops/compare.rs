//! The custom form of `llvm.icmp` and `llvm.fcmp`: the predicate as a
//! string, the operands, the attributes and the operand type
//! (`llvm.icmp "slt" %a, %b : i32`); the result type is `i1` of the
//! operands' shape.

use super::super::compat::is_compatible_type;
use super::super::{FCmpOp, FCmpPredicate, ICmpOp, ICmpPredicate};
use super::attr_dict::{all_attributes, print_attr_dict_without_default_fastmath};
use super::i1_same_shape;
use crate::op_support::{
    self, AttrKind, Attribute, OpAssembly, OpId, OpParser, OpPrinter, ParseError, ParsedOp,
    TokenKind,
};

/// The name of the predicate attribute.
const PREDICATE: &str = "predicate";

/// MLIR's `ICmpOp::print`/`FCmpOp::print`: the predicate's case string
/// comes from `case_name`.
fn print_cmp(p: &mut OpPrinter<'_>, op: OpId, name: &str, case_name: fn(i64) -> Option<String>) {
    let (ctx, ir) = (p.context(), p.ir());
    let attrs = all_attributes(ctx, ir, op);
    let predicate = attrs
        .iter()
        .find(|(n, _)| ctx.ident_str(*n) == PREDICATE)
        .and_then(|&(_, v)| op_support::int_enum_of(ctx, v))
        .and_then(case_name);
    let operands: Vec<_> = ir.operands(op).collect();
    let (Some(predicate), [lhs, rhs]) = (predicate, operands.as_slice()) else {
        p.print_generic_op(op);
        return;
    };
    op_support::print_op_name(p, op, name);
    p.out().push_str(" \"");
    p.out().push_str(&predicate);
    p.out().push_str("\" ");
    p.print_value(*lhs);
    p.out().push_str(", ");
    p.print_value(*rhs);
    print_attr_dict_without_default_fastmath(p, &attrs, &[PREDICATE]);
    p.out().push_str(" : ");
    p.print_type(ir.value_type(*lhs));
}

/// MLIR's `parseCmpOp`: the predicate string becomes the enum's integer
/// attribute (`symbolize` gives its value).
fn parse_cmp(
    p: &mut OpParser<'_, '_>,
    state: &mut ParsedOp,
    symbolize: fn(&str) -> Option<i64>,
) -> Result<(), ParseError> {
    let predicate_at = p.current_offset();
    let predicate: Attribute = p.parse_attribute_with_type(None)?;
    let ctx = p.context();
    let predicate = match ctx.attr_kind(predicate) {
        AttrKind::String { value, .. } => String::from_utf8_lossy(value),
        _ => return Err(p.emit_error(predicate_at, "invalid kind of attribute specified")),
    };
    let lhs = p.parse_operand()?;
    p.expect(TokenKind::Comma, "expected ','")?;
    let rhs = p.parse_operand()?;
    let attributes = p.parse_optional_attr_dict()?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let type_at = p.current_offset();
    let ty = p.parse_type()?;
    let lhs = p.resolve_operand(lhs, ty)?;
    let rhs = p.resolve_operand(rhs, ty)?;
    let Some(value) = symbolize(&predicate) else {
        return Err(p.emit_error(
            predicate_at,
            format!("'{predicate}' is an incorrect value of the 'predicate' attribute"),
        ));
    };
    if !is_compatible_type(ctx, ty) {
        return Err(p.emit_error(type_at, "expected LLVM dialect-compatible type"));
    }
    state.operands.extend([lhs, rhs]);
    p.append_attributes(&mut state.attributes, attributes);
    state
        .attributes
        .retain(|(n, _)| ctx.ident_str(*n) != PREDICATE);
    state.attributes.push((
        ctx.ident(PREDICATE),
        op_support::int_enum_attr(ctx, 64, value),
    ));
    state.result_types.push(i1_same_shape(ctx, ty));
    Ok(())
}

impl OpAssembly for ICmpOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        print_cmp(p, op, Self::NAME, |v| {
            ICmpPredicate::from_bits(v).map(|c| c.as_str().to_string())
        });
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        parse_cmp(p, state, |s| {
            s.parse::<ICmpPredicate>().ok().map(|c| c.bits())
        })
    }
}

impl OpAssembly for FCmpOp {
    fn print(p: &mut OpPrinter<'_>, op: OpId) {
        print_cmp(p, op, Self::NAME, |v| {
            FCmpPredicate::from_bits(v).map(|c| c.as_str().to_string())
        });
    }

    fn parse(p: &mut OpParser<'_, '_>, state: &mut ParsedOp) -> Result<(), ParseError> {
        parse_cmp(p, state, |s| {
            s.parse::<FCmpPredicate>().ok().map(|c| c.bits())
        })
    }
}
