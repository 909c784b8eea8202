//! Terminators: the case list of `llvm.switch` (`custom<SwitchOpCases>`)
//! and its verifier, and the verifier of `llvm.return` against the
//! enclosing `llvm.func`.

use dialectic_runtime::attributes::DenseElements;
use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::parse::lexer::TokenKind;
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::OpPrinter;
use dialectic_runtime::types::TypeKind;
use dialectic_runtime::{AttrKind, Attribute, Context, Ir, OpId, Type, Value};

use super::super::{LLVMFunctionType, LLVMVoidType, ReturnOp, SwitchOp};
use crate::op_support::{self, OpError, OpVerifier};

/// The name of the function op `llvm.return` checks against.
const FUNC: &str = "llvm.func";

/// The values of an integer elements attribute as unsigned numbers of the
/// element width (as MLIR prints the case values), and the element type.
fn case_values(ctx: &Context, attr: Attribute) -> Option<(Vec<u128>, Type)> {
    let AttrKind::DenseElements {
        ty,
        splat,
        elements: DenseElements::Bits(bits),
    } = ctx.attr_kind(attr)
    else {
        return None;
    };
    let element = ctx.element_type(*ty)?;
    let count = ctx
        .shape(*ty)
        .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    let values = if *splat {
        vec![bits.first().copied().unwrap_or(0); count]
    } else {
        bits.clone()
    };
    Some((values, element))
}

/// MLIR's `printSwitchOpCases`: `[`, one `value: ^bb(...)` line per case,
/// `]`.
pub(crate) fn print_switch_op_cases(
    p: &mut OpPrinter<'_>,
    _op: OpId,
    args: &[DirectiveArg<Value>],
) {
    let [_, values, destinations, operands, _] = args else {
        return;
    };
    p.out().push('[');
    p.print_newline();
    let Some((values, _)) = values.attribute().and_then(|v| case_values(p.context(), v)) else {
        p.out().push(']');
        return;
    };
    let groups = match operands {
        DirectiveArg::OperandGroups(groups) => groups.clone(),
        _ => Vec::new(),
    };
    let destinations = destinations.successors();
    for (i, value) in values.iter().enumerate() {
        let (Some(&destination), Some(group)) = (destinations.get(i), groups.get(i)) else {
            break;
        };
        if i > 0 {
            p.out().push(',');
            p.print_newline();
        }
        p.out().push_str(&format!("  {value}: "));
        p.print_successor_and_use_list(destination, group);
    }
    p.print_newline();
    p.out().push(']');
}

/// MLIR's `parseSwitchOpCases`: `[` then cases `value: ^bb(%a : i32)`
/// separated by commas, `]`; the values become a vector of the flag type.
pub(crate) fn parse_switch_op_cases<'s>(
    p: &mut OpParser<'_, 's>,
    args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
) -> PResult<bool> {
    let flag_type = args.first().and_then(|a| a.types().first().copied());
    p.expect(TokenKind::LSquare, "expected '['")?;
    let mut values = Vec::new();
    let mut destinations = Vec::new();
    let mut groups = Vec::new();
    let mut type_groups = Vec::new();
    if !p.eat(TokenKind::RSquare) {
        loop {
            values.push(p.parse_integer()?);
            p.expect(TokenKind::Colon, "expected ':'")?;
            destinations.push(p.parse_successor()?);
            let (mut operands, mut types) = (Vec::new(), Vec::new());
            if p.eat(TokenKind::LParen) {
                operands = p.parse_operand_list()?;
                types = p.parse_colon_type_list()?;
                p.expect(TokenKind::RParen, "expected ')'")?;
            }
            groups.push(operands);
            type_groups.push(types);
            if !p.eat(TokenKind::Comma) {
                break;
            }
        }
        p.expect(TokenKind::RSquare, "expected ']'")?;
    }
    let ctx = p.context();
    let attr = match flag_type {
        Some(flag) if !values.is_empty() => {
            let width = ctx.int_or_float_width(flag).unwrap_or(64);
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            let bits: Vec<u128> = values.iter().map(|&v| (v as i128 as u128) & mask).collect();
            let splat = bits.iter().all(|&b| b == bits[0]);
            let ty = ctx.intern_type(TypeKind::Vector {
                shape: vec![values.len() as i64],
                scalable: vec![false],
                element: flag,
            });
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                splat,
                elements: DenseElements::Bits(if splat { vec![bits[0]] } else { bits }),
            }))
        }
        _ => None,
    };
    let parsed = [
        None,
        Some(DirectiveArg::Attribute(attr)),
        Some(DirectiveArg::Successors(destinations)),
        Some(DirectiveArg::OperandGroups(groups)),
        Some(DirectiveArg::TypeGroups(type_groups)),
    ];
    for (slot, value) in args.iter_mut().zip(parsed) {
        if let Some(value) = value {
            *slot = value;
        }
    }
    Ok(true)
}

impl OpVerifier for SwitchOp {
    /// MLIR's `SwitchOp::verify`: one case value per case destination, one
    /// branch weight per successor, case values of the flag's type.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let switch = SwitchOp(op);
        let destinations = switch.case_destinations(ctx, ir).len();
        let values = switch
            .case_values(ctx, ir)
            .and_then(|v| case_values(ctx, v));
        if values.as_ref().map_or(0, |(v, _)| v.len()) != destinations {
            return Err(
                "expects number of case values to match number of case destinations".into(),
            );
        }
        if let Some(weights) = switch.branch_weights(ctx, ir) {
            let weights = match ctx.attr_kind(weights) {
                AttrKind::DenseArray { values, .. } => values.len(),
                _ => 0,
            };
            let successors = ir.successors(op).len();
            if weights != successors {
                return Err(OpError::error(format!(
                    "expects number of branch weights to match number of successors: {weights} vs {successors}"
                )));
            }
        }
        if let (Some((_, element)), Some(flag)) = (values, ir.operands(op).next())
            && ir.value_type(flag) != element
        {
            return Err(OpError::error(
                "expects case value type to match condition value type",
            ));
        }
        Ok(())
    }
}

/// The closest `llvm.func` enclosing `op` (MLIR's `getParentOfType`).
fn enclosing_function(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
    let mut parent = ir.parent_op(op);
    while let Some(p) = parent {
        if ctx.ident_str(ir.op_name(p)) == FUNC {
            return Some(p);
        }
        parent = ir.parent_op(p);
    }
    None
}

impl OpVerifier for ReturnOp {
    /// MLIR's `ReturnOp::verify`: the operand matches the result type of
    /// the enclosing `llvm.func` (none for `void`).
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(function) = enclosing_function(ctx, ir, op) else {
            return Ok(());
        };
        let Some(expected) =
            op_support::inherent_or_discardable(ctx, ir, function, "function_type")
                .and_then(|a| op_support::type_of(ctx, a))
                .and_then(|t| LLVMFunctionType::return_type(ctx, t))
        else {
            return Ok(());
        };
        let arg = ir.operands(op).next();
        let message = match arg {
            Some(_) if LLVMVoidType::is(ctx, expected) => "expected no operands",
            None if LLVMVoidType::is(ctx, expected) => return Ok(()),
            None => "expected 1 operand",
            Some(arg) if ir.value_type(arg) != expected => "mismatching result types",
            Some(_) => return Ok(()),
        };
        Err(OpError::op_error(message).note_at(ir.op_loc(function), "when returning from function"))
    }
}
