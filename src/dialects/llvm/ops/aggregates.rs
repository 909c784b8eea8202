//! Aggregates and vectors: the type directives of `extractvalue`,
//! `insertvalue` (the member type at a position, which the format leaves
//! out) and `shufflevector` (the result vector type), and their verifiers.

use dialectic_runtime::ods::DirectiveArg;
use dialectic_runtime::parse::{OpParser, PResult, UnresolvedOperand};
use dialectic_runtime::print::OpPrinter;
use dialectic_runtime::{AttrKind, Attribute, Context, Ir, OpId, Type, Value};

use super::super::compat::{
    is_compatible_type, is_compatible_vector_type, is_scalable_vector_type, vector_element_type,
    vector_type,
};
use super::super::{
    ExtractValueOp, InsertExtractValueElementTypeDirective, InsertValueOp, LLVMArrayType,
    LLVMStructType, ShuffleTypeDirective, ShuffleVectorOp,
};
use super::quoted;
use crate::op_support::{CustomFormatDirective, OpError, OpVerifier};

/// The values of a dense array attribute, sign-extended from its element
/// width.
fn dense_array_values(ctx: &Context, attr: Attribute) -> Vec<i64> {
    let AttrKind::DenseArray { element, values } = ctx.attr_kind(attr) else {
        return Vec::new();
    };
    let width = ctx.int_or_float_width(*element).unwrap_or(64);
    values
        .iter()
        .map(|&v| {
            let shift = 128 - width.clamp(1, 128);
            ((v << shift) as i128 >> shift) as i64
        })
        .collect()
}

/// MLIR's `getInsertExtractValueElementType`: the member of `container`
/// at `position`, or the message of why there is none.
fn member_type(ctx: &Context, container: Type, position: &[i64]) -> Result<Type, String> {
    if !is_compatible_type(ctx, container) {
        return Err(format!(
            "expected LLVM IR Dialect type, got {}",
            quoted(ctx, container)
        ));
    }
    let mut ty = container;
    for &index in position {
        let members: Vec<Type> = if let Some(n) = LLVMArrayType::num_elements(ctx, ty) {
            let element = LLVMArrayType::element_type(ctx, ty).unwrap_or(ty);
            if index < 0 || index as u64 >= n {
                return Err(format!("position out of bounds: {index}"));
            }
            ty = element;
            continue;
        } else if LLVMStructType::is(ctx, ty) {
            LLVMStructType::body(ctx, ty).unwrap_or_default().to_vec()
        } else {
            return Err(format!(
                "expected LLVM IR structure/array type, got: {}",
                quoted(ctx, ty)
            ));
        };
        match usize::try_from(index).ok().and_then(|i| members.get(i)) {
            Some(&member) => ty = member,
            None => return Err(format!("position out of bounds: {index}")),
        }
    }
    Ok(ty)
}

impl CustomFormatDirective for InsertExtractValueElementTypeDirective {
    /// Prints nothing: the member type follows from the container type.
    fn print(_p: &mut OpPrinter<'_>, _op: OpId, _args: &[DirectiveArg<Value>]) {}

    /// MLIR's `parseInsertExtractValueElementType`: the member type of the
    /// container type at the position parsed before.
    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        let ctx = p.context();
        let [value, container, position] = args else {
            return Ok(false);
        };
        let (Some(container), Some(position)) =
            (container.types().first().copied(), position.attribute())
        else {
            return Ok(false);
        };
        let member = member_type(ctx, container, &dense_array_values(ctx, position))
            .map_err(|m| p.emit_error(p.current_offset(), m))?;
        *value = DirectiveArg::Type(Some(member));
        Ok(true)
    }
}

/// The container's member type at the op's position, or the error.
fn op_member_type(ctx: &Context, ir: &Ir, op: OpId, position: Attribute) -> Result<Type, OpError> {
    let Some(container) = ir.operands(op).next() else {
        return Err("expected a container operand".into());
    };
    let container = ir.value_type(container);
    member_type(ctx, container, &dense_array_values(ctx, position)).map_err(OpError::from)
}

impl OpVerifier for ExtractValueOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let member = op_member_type(ctx, ir, op, ExtractValueOp(op).position(ctx, ir))?;
        let (Some(container), Some(result)) = (ir.operands(op).next(), ir.results(op).next())
        else {
            return Ok(());
        };
        let result = ir.value_type(result);
        if result != member {
            return Err(format!(
                "Type mismatch: extracting from {} should produce {} but this op returns {}",
                quoted(ctx, ir.value_type(container)),
                quoted(ctx, member),
                quoted(ctx, result)
            )
            .into());
        }
        Ok(())
    }
}

impl OpVerifier for InsertValueOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let member = op_member_type(ctx, ir, op, InsertValueOp(op).position(ctx, ir))?;
        let operands: Vec<Value> = ir.operands(op).collect();
        let [container, value] = operands.as_slice() else {
            return Ok(());
        };
        let value = ir.value_type(*value);
        if value != member {
            return Err(format!(
                "Type mismatch: cannot insert {} into {}",
                quoted(ctx, value),
                quoted(ctx, ir.value_type(*container))
            )
            .into());
        }
        Ok(())
    }
}

impl CustomFormatDirective for ShuffleTypeDirective {
    /// Prints nothing: the result type follows from `v1`'s type and the mask.
    fn print(_p: &mut OpPrinter<'_>, _op: OpId, _args: &[DirectiveArg<Value>]) {}

    /// MLIR's `parseShuffleType`: a vector of `v1`'s element type with as
    /// many elements as the mask, scalable if `v1` is.
    fn parse<'s>(
        p: &mut OpParser<'_, 's>,
        args: &mut [DirectiveArg<UnresolvedOperand<'s>>],
    ) -> PResult<bool> {
        let ctx = p.context();
        let [v1, result, mask] = args else {
            return Ok(false);
        };
        let Some(v1) = v1.types().first().copied() else {
            return Ok(false);
        };
        if !is_compatible_vector_type(ctx, v1) {
            return Err(p.emit_error(
                p.current_offset(),
                "expected an LLVM compatible vector type",
            ));
        }
        let count = mask
            .attribute()
            .map_or(0, |m| dense_array_values(ctx, m).len());
        let element = vector_element_type(ctx, v1).unwrap_or(v1);
        let count = u32::try_from(count).unwrap_or(u32::MAX);
        *result = DirectiveArg::Type(Some(vector_type(
            ctx,
            element,
            count,
            is_scalable_vector_type(ctx, v1),
        )));
        Ok(true)
    }
}

impl OpVerifier for ShuffleVectorOp {
    /// Scalable vectors only shuffle as splats (an all-zero mask).
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let Some(v1) = ir.operands(op).next() else {
            return Ok(());
        };
        let mask = dense_array_values(ctx, ShuffleVectorOp(op).mask(ctx, ir));
        if is_scalable_vector_type(ctx, ir.value_type(v1)) && mask.iter().any(|&m| m != 0) {
            return Err("expected a splat operation for scalable vectors".into());
        }
        Ok(())
    }
}
