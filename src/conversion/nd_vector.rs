//! Ops over vectors of two or more dimensions, lowered one innermost
//! vector at a time (MLIR's `handleMultidimensionalVectors`): such a
//! vector converts to nested `!llvm.array`s of one-dimensional vectors,
//! and an op over it becomes, for each position of the outer dimensions
//! in row-major order, `llvm.extractvalue`s of its operands, the op on
//! the extracted vectors, and an `llvm.insertvalue` into the result
//! (which starts as `llvm.mlir.undef`).

use dialectic_runtime::rewrite::conversion::{ConversionPatternRewriter, TypeConverter};
use dialectic_runtime::{AttrKind, Attribute, Context, Type, TypeKind, Value};

use super::llvm_ops::{create, result, undef};

/// The shape of an n-D vector type (`None` for other types and for
/// one-dimensional vectors).
pub fn nd_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, .. } if shape.len() >= 2 => Some(shape),
        _ => None,
    }
}

/// The one-dimensional vector an n-D vector type unrolls to: its last
/// dimension, of the converted element type.
pub fn innermost_vector(ctx: &Context, converter: &TypeConverter, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape,
            scalable,
            element,
        } if shape.len() >= 2 => {
            let element = converter.convert_type(ctx, *element)?;
            Some(ctx.intern_type(TypeKind::Vector {
                shape: vec![*shape.last()?],
                scalable: scalable.last().map(|&s| vec![s]).unwrap_or_default(),
                element,
            }))
        }
        _ => None,
    }
}

/// `array<i64: ...>` of a position in nested arrays.
fn position_attr(ctx: &Context, position: &[i64]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(64),
        values: position.iter().map(|&i| i as u128).collect(),
    })
}

/// The positions of the outer dimensions of `shape` (all but the last),
/// in row-major order.
fn outer_positions(shape: &[i64]) -> Vec<Vec<i64>> {
    let outer = &shape[..shape.len() - 1];
    let mut positions = vec![Vec::new()];
    for &size in outer {
        positions = positions
            .into_iter()
            .flat_map(|p| {
                (0..size).map(move |i| {
                    let mut next = p.clone();
                    next.push(i);
                    next
                })
            })
            .collect();
    }
    positions
}

/// Unrolls an op whose result has the n-D vector type `result_nd` (which
/// converts to `result_llvm`): `build` makes the op on the one-dimensional
/// vectors extracted from `operands` at each position, giving its value
/// of type `result_1d`. The assembled value, or `None` when the shape
/// does not unroll.
pub fn unroll(
    rewriter: &mut ConversionPatternRewriter<'_>,
    result_nd: Type,
    result_llvm: Type,
    result_1d: Type,
    operands: &[Value],
    mut build: impl FnMut(&mut ConversionPatternRewriter<'_>, Type, &[Value]) -> Option<Value>,
) -> Option<Value> {
    let ctx = rewriter.context();
    let shape = nd_shape(ctx, result_nd)?.to_vec();
    let mut assembled = undef(rewriter, result_llvm);
    for position in outer_positions(&shape) {
        let at = position_attr(ctx, &position);
        let mut extracted = Vec::with_capacity(operands.len());
        for &operand in operands {
            let ty = extracted_type(ctx, rewriter.ir().value_type(operand), position.len())?;
            let op = create(
                rewriter,
                "llvm.extractvalue",
                &[operand],
                &[ty],
                vec![("position", at)],
            );
            extracted.push(result(rewriter, op));
        }
        let value = build(rewriter, result_1d, &extracted)?;
        let op = create(
            rewriter,
            "llvm.insertvalue",
            &[assembled, value],
            &[result_llvm],
            vec![("position", at)],
        );
        assembled = result(rewriter, op);
    }
    Some(assembled)
}

/// The type `depth` levels into nested `!llvm.array`s.
fn extracted_type(ctx: &Context, ty: Type, depth: usize) -> Option<Type> {
    let mut ty = ty;
    for _ in 0..depth {
        ty = crate::dialects::llvm::LLVMArrayType::element_type(ctx, ty)?;
    }
    Some(ty)
}
