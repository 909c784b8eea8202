//! The `cf` dialect: unstructured control flow, generated from
//! `defs/cf.td`, with the Rust hooks the `.td` declares: the verifier of
//! `cf.switch` and its `custom<SwitchOpCases>` directive (the `default:`
//! and `value:` lines of the case list), the successor constant operands
//! select (`BranchOpInterface`; the operands forwarded to each successor
//! are generated from the operand names), the effect of `cf.assert`
//! (it writes: it may abort the program), and the canonicalizations of
//! the ops ([`canonicalize`]).

mod canonicalize;

use dialectic_runtime::attributes::DenseElements;
use dialectic_runtime::ods::{DirectiveArg, pred::typed_attr_type};
use dialectic_runtime::parse::lexer::TokenKind;
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::{OpPrinter, type_to_string};
use dialectic_runtime::types::TypeKind;
use dialectic_runtime::{AttrKind, Attribute, BlockId, Context, Ir, OpId, Type, Value};

use crate::interfaces::{
    BranchOpInterface, MemoryEffect, MemoryEffectInstance, MemoryEffectOpInterface,
};
use crate::op_support::{self, OpError, OpVerifier};

crate::dialect!("defs/cf.td");

impl MemoryEffectOpInterface for AssertOp {
    /// Writes: the op may abort the program, so it must stay where it is.
    fn effects(&self, _: &Context, _: &Ir) -> Vec<MemoryEffectInstance> {
        vec![MemoryEffectInstance::new(MemoryEffect::Write)]
    }
}

/// The value of a constant integer operand, as bits.
fn constant_bits(ctx: &Context, operand: Option<&Option<Attribute>>) -> Option<u128> {
    match ctx.attr_kind((*operand?)?) {
        AttrKind::Integer { value, .. } => Some(value.low_u128()),
        _ => None,
    }
}

impl BranchOpInterface for BranchOp {
    /// Always the destination.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        _: &[Option<Attribute>],
    ) -> Option<BlockId> {
        Some(self.dest(ctx, ir))
    }
}

impl BranchOpInterface for CondBranchOp {
    /// The true destination for a constant true condition, the false one
    /// for false.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let condition = constant_bits(ctx, operands.first())?;
        Some(if condition & 1 == 1 {
            self.true_dest(ctx, ir)
        } else {
            self.false_dest(ctx, ir)
        })
    }
}

impl BranchOpInterface for SwitchOp {
    /// The case destination whose value is the constant flag, else the
    /// default one; the default one when there are no cases.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        ir: &Ir,
        operands: &[Option<Attribute>],
    ) -> Option<BlockId> {
        let Some(values) = op_support::inherent_or_discardable(ctx, ir, self.0, "case_values")
        else {
            return Some(self.default_destination(ctx, ir));
        };
        let flag = constant_bits(ctx, operands.first())?;
        let case = case_values(ctx, values).iter().position(|&v| v == flag);
        Some(match case {
            Some(i) => op_support::successor_at(ir, self.0, i + 1),
            None => self.default_destination(ctx, ir),
        })
    }
}

impl OpVerifier for SwitchOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let switch = SwitchOp(op);
        let values = op_support::inherent_or_discardable(ctx, ir, op, "case_values");
        let destinations = switch.case_destinations(ctx, ir);
        let Some(values) = values else {
            return if destinations.is_empty() {
                Ok(())
            } else {
                Err(format!(
                    "number of case values (0) should match number of case destinations ({})",
                    destinations.len()
                )
                .into())
            };
        };
        let Some(flag) = ir.operands(op).next() else {
            return Ok(());
        };
        let flag_type = ir.value_type(flag);
        let values_type = typed_attr_type(ctx, values);
        let element = values_type.and_then(|t| ctx.element_type(t));
        if let Some(element) = element
            && element != flag_type
        {
            return Err(format!(
                "'flag' type ('{}') should match case value type ('{}')",
                type_to_string(ctx, flag_type),
                type_to_string(ctx, element)
            )
            .into());
        }
        let count = values_type
            .and_then(|t| ctx.shape(t))
            .map_or(0, |s| s.iter().product::<i64>().max(0) as usize);
        if count != destinations.len() {
            return Err(format!(
                "number of case values ({count}) should match number of case destinations ({})",
                destinations.len()
            )
            .into());
        }
        Ok(())
    }
}

/// The values of an integer elements attribute, zero-extended (as MLIR's
/// `getLimitedValue` prints them).
fn case_values(ctx: &Context, attr: Attribute) -> Vec<u128> {
    let AttrKind::DenseElements {
        ty,
        splat,
        elements: DenseElements::Bits(bits),
    } = ctx.attr_kind(attr)
    else {
        return Vec::new();
    };
    let count = ctx
        .shape(*ty)
        .map_or(1, |s| s.iter().product::<i64>().max(0) as usize);
    if *splat {
        vec![bits.first().copied().unwrap_or(0); count]
    } else {
        bits.clone()
    }
}

/// MLIR's `printSwitchOpCases`: `default: ^bb1(...)` and one `value:
/// ^bbN(...)` line per case.
fn print_switch_op_cases(p: &mut OpPrinter<'_>, _op: OpId, args: &[DirectiveArg<Value>]) {
    let [
        _,
        default,
        default_operands,
        _,
        values,
        destinations,
        operands,
        _,
    ] = args
    else {
        return;
    };
    let Some(default) = default.successors().first().copied() else {
        return;
    };
    p.out().push_str("  default: ");
    p.print_successor_and_use_list(default, &default_operands.operands());
    let Some(values) = values.attribute() else {
        return;
    };
    let DirectiveArg::OperandGroups(groups) = operands else {
        return;
    };
    let destinations = destinations.successors();
    for (i, value) in case_values(p.context(), values).iter().enumerate() {
        let (Some(&destination), Some(group)) = (destinations.get(i), groups.get(i)) else {
            return;
        };
        p.out().push(',');
        p.print_newline();
        p.out().push_str(&format!("  {value}: "));
        p.print_successor_and_use_list(destination, group);
    }
    p.print_newline();
}

/// `(operands : types)` after a successor, if a `(` is next.
fn parse_successor_operands<'s>(
    p: &mut OpParser<'_, 's>,
) -> PResult<(Vec<UnresolvedOperand<'s>>, Vec<Type>)> {
    if !p.eat(TokenKind::LParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list()?;
    let types = p.parse_colon_type_list()?;
    p.expect(TokenKind::RParen, "expected ')'")?;
    Ok((operands, types))
}

/// MLIR's `parseSwitchOpCases`.
fn parse_switch_op_cases<'s>(
    p: &mut OpParser<'_, 's>,
    args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
) -> PResult<bool> {
    let flag_type = args.first().and_then(|a| a.types().first().copied());
    p.parse_keyword("default")?;
    p.expect(TokenKind::Colon, "expected ':'")?;
    let default = p.parse_successor()?;
    let (default_operands, default_types) = parse_successor_operands(p)?;
    let mut values = Vec::new();
    let mut destinations = Vec::new();
    let mut groups = Vec::new();
    let mut type_groups = Vec::new();
    while p.eat(TokenKind::Comma) {
        values.push(p.parse_integer()?);
        p.expect(TokenKind::Colon, "expected ':'")?;
        destinations.push(p.parse_successor()?);
        let (operands, types) = parse_successor_operands(p)?;
        groups.push(operands);
        type_groups.push(types);
    }
    let ctx = p.context();
    let case_values = match flag_type {
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
        Some(DirectiveArg::Successor(Some(default))),
        Some(DirectiveArg::Operands(default_operands)),
        Some(DirectiveArg::Types(default_types)),
        Some(DirectiveArg::Attribute(case_values)),
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
