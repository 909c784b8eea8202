//! The verifiers of the casts that check more than their operand and
//! result constraints: `bitcast` (pointers only to pointers of the same
//! address space and vector shape) and the integer extensions `sext` and
//! `zext` (to a wider integer of the same shape).

use super::super::LLVMPointerType;
use super::super::compat::{is_compatible_vector_type, vector_num_elements};
use super::element_type_or_self;
use crate::dialects::llvm::{BitcastOp, SExtOp, ZExtOp};
use crate::op_support::{Context, Ir, OpError, OpId, OpVerifier, Type};

/// The operand and result types of a one-operand, one-result op.
fn arg_and_result(ir: &Ir, op: OpId) -> Option<(Type, Type)> {
    let arg = ir.operands(op).next()?;
    let res = ir.results(op).next()?;
    Some((ir.value_type(arg), ir.value_type(res)))
}

impl OpVerifier for BitcastOp {
    /// MLIR's `BitcastOp::verify`.
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some((arg, res)) = arg_and_result(ir, op) else {
            return Ok(());
        };
        let source = LLVMPointerType::address_space(ctx, element_type_or_self(ctx, arg));
        let result = LLVMPointerType::address_space(ctx, element_type_or_self(ctx, res));
        let (source, result) = match (source, result) {
            (None, None) => return Ok(()),
            (Some(s), Some(r)) => (s, r),
            _ => return Err("can only cast pointers from and to pointers".into()),
        };
        let is_vector = |ty: Type| is_compatible_vector_type(ctx, ty);
        if is_vector(res) && !is_vector(arg) {
            return Err("cannot cast pointer to vector of pointers".into());
        }
        if !is_vector(res) && is_vector(arg) {
            return Err("cannot cast vector of pointers to pointer".into());
        }
        if source != result {
            return Err(
                "cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead"
                    .into(),
            );
        }
        Ok(())
    }
}

/// MLIR's `verifyExtOp`: scalars or vectors of as many elements on both
/// sides, the result's integers wider than the operand's.
fn verify_extension(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
    let Some((arg, res)) = arg_and_result(ir, op) else {
        return Ok(());
    };
    if is_compatible_vector_type(ctx, arg) {
        if !is_compatible_vector_type(ctx, res) {
            return Err(OpError::error(
                "input type is a vector but output type is an integer",
            ));
        }
        if vector_num_elements(ctx, arg) != vector_num_elements(ctx, res) {
            return Err(OpError::error(
                "input and output vectors are of incompatible shape",
            ));
        }
    } else if is_compatible_vector_type(ctx, res) {
        return Err(OpError::error(
            "input type is an integer but output type is a vector",
        ));
    }
    let width = |ty: Type| ctx.int_or_float_width(element_type_or_self(ctx, ty));
    if let (Some(input), Some(output)) = (width(arg), width(res))
        && output <= input
    {
        return Err(OpError::error(
            "integer width of the output type is smaller or equal to the integer width of the input type",
        ));
    }
    Ok(())
}

impl OpVerifier for SExtOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        verify_extension(ctx, ir, op)
    }
}

impl OpVerifier for ZExtOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        verify_extension(ctx, ir, op)
    }
}
