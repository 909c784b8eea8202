//! The `cf` dialect: unstructured control flow, generated from
//! `defs/cf.td`, with the Rust hooks the `.td` declares: the verifier of
//! `cf.switch` and its `custom<SwitchOpCases>` directive (the `default:`
//! and `value:` lines of the case list, from
//! [`crate::op_support::switch_cases`]), the successor constant operands
//! select (`BranchOpInterface`; the operands forwarded to each successor
//! are generated from the operand names), the effect of `cf.assert`
//! (it writes: it may abort the program), the canonicalizations of the
//! ops ([`canonicalize`]), and the dialect's answers to the inliner
//! (`inliner`).

mod canonicalize;
mod inliner;

use crate::interfaces::{
    BranchOpInterface, MemoryEffect, MemoryEffectInstance, MemoryEffectOpInterface,
};
use crate::op_support::{
    self, AttrKind, Attribute, BlockId, Context, CustomFormatDirective, DirectiveArg, Ir, OpError,
    OpId, OpParser, OpPrinter, OpVerifier, PResult, UnresolvedOperand, Value,
    pred::typed_attr_type,
    switch_cases::{self, case_values},
    type_to_string,
};

crate::dialect!("defs/cf.td");

/// `custom<SwitchOpCases>` of `cf.switch`: the case list after `default:`.
impl CustomFormatDirective for SwitchOpCasesDirective {
    fn print(p: &mut OpPrinter<'_>, op: OpId, args: &[DirectiveArg<Value>]) {
        switch_cases::print_after_default(p, op, args)
    }

    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        switch_cases::parse_after_default(p, args)
    }
}

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
        let case = case_values(ctx, values).and_then(|(v, _)| v.iter().position(|&v| v == flag));
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
