//! Terminators: the case list of `llvm.switch` (`custom<SwitchOpCases>`,
//! the bracketed form of [`dialectic_runtime::ods::switch_cases`]) and its
//! verifier, and the verifier of `llvm.return` against the
//! enclosing `llvm.func`.

use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::ods::switch_cases::{self, case_values};
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::OpPrinter;
use dialectic_runtime::{AttrKind, Context, Ir, OpId, Value};

use super::super::{LLVMFunctionType, LLVMVoidType, ReturnOp, SwitchOp, SwitchOpCasesDirective};
use crate::op_support::{self, CustomFormatDirective, OpError, OpVerifier};

/// `custom<SwitchOpCases>` of `llvm.switch`: the bracketed case list.
impl CustomFormatDirective for SwitchOpCasesDirective {
    fn print(p: &mut OpPrinter<'_>, op: OpId, args: &[DirectiveArg<Value>]) {
        switch_cases::print_bracketed(p, op, args)
    }

    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        switch_cases::parse_bracketed(p, args)
    }
}

/// The name of the function op `llvm.return` checks against.
const FUNC: &str = "llvm.func";

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
