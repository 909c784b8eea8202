//! The Rust hooks of the llvm dialect's intrinsic ops
//! (`defs/llvm/Intrinsics.td`): the verifiers of `llvm.intr.masked.gather`
//! and `llvm.intr.masked.scatter`, and the type computations the `.td`'s
//! predicates and type transforms name.

use super::compat::{ElementCount, vector_element_type, vector_num_elements, vector_type};
use super::{MaskedGatherOp, MaskedScatterOp};
use crate::op_support::{Context, Ir, OpError, OpId, OpVerifier, Type, type_to_string};

/// The size in bits of a pointer element of a vector (LLVM's default data
/// layout).
const POINTER_BITS: u64 = 64;

/// The size of a vector in bits, its minimum size for a scalable vector:
/// the number of elements times the width of an integer or float element
/// (pointers count 64 bits). 0 for types that are not vectors.
pub fn vector_bit_width(ctx: &Context, ty: Type) -> u64 {
    let (Some(count), Some(element)) = (vector_num_elements(ctx, ty), vector_element_type(ctx, ty))
    else {
        return 0;
    };
    let width = ctx
        .int_or_float_width(element)
        .map_or(POINTER_BITS, u64::from);
    count.min.saturating_mul(width)
}

/// The vector with the element type of `ty` and twice its elements
/// (scalable when `ty` is): the result type of `llvm.intr.vector.interleave2`
/// for operands of type `ty`. A type that is not a vector stays as it is.
pub fn twice_as_long(ctx: &Context, ty: Type) -> Type {
    let (Some(count), Some(element)) = (vector_num_elements(ctx, ty), vector_element_type(ctx, ty))
    else {
        return ty;
    };
    match u32::try_from(count.min.saturating_mul(2)) {
        Ok(doubled) => vector_type(ctx, element, doubled, count.scalable),
        Err(_) => ty,
    }
}

/// MLIR's `extractVectorElementType`: the element type of a vector, the
/// type itself otherwise.
fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    vector_element_type(ctx, ty).unwrap_or(ty)
}

/// The vector of pointers a masked gather or scatter with the lanes of
/// `lanes` takes (`ptrs`'s element type, `lanes`'s element count), when
/// `ptrs` is not it.
fn expected_pointers(ctx: &Context, ptrs: Type, lanes: Type) -> Option<Type> {
    let ElementCount { min, scalable } = vector_num_elements(ctx, lanes)?;
    let count = u32::try_from(min).ok()?;
    let expected = vector_type(ctx, element_type_or_self(ctx, ptrs), count, scalable);
    (expected != ptrs).then_some(expected)
}

/// The type of operand `index` of `op`.
fn operand_type(ir: &Ir, op: OpId, index: usize) -> Option<Type> {
    ir.operands(op).nth(index).map(|v| ir.value_type(v))
}

/// MLIR's message for a vector of pointers of the wrong length (the
/// operand numbers it gives are one more than the pointers' own).
fn wrong_pointers(ctx: &Context, number: usize, expected: Type) -> String {
    format!(
        "expected operand #{number} type to be '{}'",
        type_to_string(ctx, expected)
    )
}

impl OpVerifier for MaskedGatherOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let result = ir.results(op).next().map(|v| ir.value_type(v));
        let (Some(ptrs), Some(result)) = (operand_type(ir, op, 0), result) else {
            return Ok(());
        };
        match expected_pointers(ctx, ptrs, result) {
            Some(expected) => Err(wrong_pointers(ctx, 1, expected).into()),
            None => Ok(()),
        }
    }
}

impl OpVerifier for MaskedScatterOp {
    fn verify(ctx: &Context, ir: &Ir, op: OpId) -> Result<(), OpError> {
        let (Some(value), Some(ptrs)) = (operand_type(ir, op, 0), operand_type(ir, op, 1)) else {
            return Ok(());
        };
        match expected_pointers(ctx, ptrs, value) {
            Some(expected) => Err(wrong_pointers(ctx, 2, expected).into()),
            None => Ok(()),
        }
    }
}
