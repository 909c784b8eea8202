//! The LLVM-dialect ops the emulation builds, over a conversion rewriter:
//! constants (scalars and splats of any integer or float width), element
//! extraction and insertion, shuffles, selects, casts and the integer and
//! float intrinsics, each with the properties MLIR's builders give it.

use dialectic::conversion::llvm_ops::{constant, create, result};
use dialectic::op_support::{bool_attr, float_attr};
use dialectic::runtime::rewrite::conversion::ConversionPatternRewriter;
use dialectic::{AttrKind, Attribute, Type, TypeKind, Value};

use crate::types::{vector_element, vector_length, vector_of};

/// The rewriter the emulation patterns build with.
pub type Rewriter<'r, 'a> = &'r mut ConversionPatternRewriter<'a>;

/// The element type of a scalar or vector type.
pub fn element_of(rewriter: &ConversionPatternRewriter<'_>, ty: Type) -> Type {
    vector_element(rewriter.context(), ty).unwrap_or(ty)
}

/// `ty` with its elements of type `element` (a scalar stays a scalar).
pub fn with_element(rewriter: &ConversionPatternRewriter<'_>, ty: Type, element: Type) -> Type {
    let ctx = rewriter.context();
    match vector_length(ctx, ty) {
        Some(length) => vector_of(ctx, length, element),
        None => element,
    }
}

/// The width in bits of the elements of an integer or float type.
pub fn element_width(rewriter: &ConversionPatternRewriter<'_>, ty: Type) -> Option<u32> {
    let element = element_of(rewriter, ty);
    rewriter.context().int_or_float_width(element)
}

/// Whether the elements of `ty` are floats.
pub fn is_float(rewriter: &ConversionPatternRewriter<'_>, ty: Type) -> bool {
    let element = element_of(rewriter, ty);
    matches!(rewriter.context().type_kind(element), TypeKind::Float(_))
}

/// The constant integer `value` of type `ty` (a splat for a vector).
pub fn int_constant(rewriter: Rewriter<'_, '_>, ty: Type, value: i128) -> Value {
    let ctx = rewriter.context();
    let attr = match vector_length(ctx, ty) {
        Some(_) => {
            let width = element_width(rewriter, ty).unwrap_or(64);
            let mask = if width >= 128 {
                u128::MAX
            } else {
                (1u128 << width) - 1
            };
            ctx.dense_bits_attr(ty, vec![value as u128 & mask])
        }
        None if ctx.integer_type(1) == ty => bool_attr(ctx, value != 0),
        None => ctx.integer_attr(ty, value),
    };
    constant(rewriter, ty, attr)
}

/// The constant `i32` `value`.
pub fn i32_constant(rewriter: Rewriter<'_, '_>, value: i64) -> Value {
    let ty = rewriter.context().integer_type(32);
    int_constant(rewriter, ty, i128::from(value))
}

/// The bits of 0.0 and 1.0 in a float format of `width` bits.
fn float_bits(width: u32, one: bool) -> u128 {
    if !one {
        return 0;
    }
    match width {
        16 => 0x3C00,
        32 => 0x3F80_0000,
        _ => 0x3FF0_0000_0000_0000,
    }
}

/// The constant 0.0 or 1.0 of the float type `ty` (a splat for a vector).
pub fn float_constant(rewriter: Rewriter<'_, '_>, ty: Type, one: bool) -> Value {
    let ctx = rewriter.context();
    let attr = match vector_length(ctx, ty) {
        Some(_) => {
            let width = element_width(rewriter, ty).unwrap_or(64);
            ctx.dense_bits_attr(ty, vec![float_bits(width, one)])
        }
        None => float_attr(ctx, ty, if one { 1.0 } else { 0.0 }),
    };
    constant(rewriter, ty, attr)
}

/// A one-result op `name` over `operands`.
pub fn build_op(
    rewriter: Rewriter<'_, '_>,
    name: &str,
    operands: &[Value],
    ty: Type,
    properties: Vec<(&str, Attribute)>,
) -> Value {
    let op = create(rewriter, name, operands, &[ty], properties);
    result(rewriter, op)
}

/// `llvm.extractelement vector[index]`.
pub fn extract(rewriter: Rewriter<'_, '_>, vector: Value, index: Value) -> Value {
    let ty = rewriter.ir().value_type(vector);
    let element = element_of(rewriter, ty);
    build_op(
        rewriter,
        "llvm.extractelement",
        &[vector, index],
        element,
        Vec::new(),
    )
}

/// `llvm.insertelement value, vector[index]`.
pub fn insert(rewriter: Rewriter<'_, '_>, vector: Value, value: Value, index: Value) -> Value {
    let ty = rewriter.ir().value_type(vector);
    build_op(
        rewriter,
        "llvm.insertelement",
        &[vector, value, index],
        ty,
        Vec::new(),
    )
}

/// `llvm.shufflevector v1, v2 [mask]`: element `k` of the result is
/// element `mask[k]` of `v1` followed by `v2`.
pub fn shuffle(rewriter: Rewriter<'_, '_>, v1: Value, v2: Value, mask: &[i64]) -> Value {
    let ctx = rewriter.context();
    let ty = rewriter.ir().value_type(v1);
    let element = element_of(rewriter, ty);
    let result_ty = vector_of(ctx, mask.len() as i64, element);
    let mask_attr = ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(32),
        values: mask.iter().map(|&m| m as u32 as u128).collect(),
    });
    build_op(
        rewriter,
        "llvm.shufflevector",
        &[v1, v2],
        result_ty,
        vec![("mask", mask_attr)],
    )
}

/// `llvm.select condition, if_true, if_false`.
pub fn select(
    rewriter: Rewriter<'_, '_>,
    condition: Value,
    if_true: Value,
    if_false: Value,
) -> Value {
    let ctx = rewriter.context();
    let ty = rewriter.ir().value_type(if_true);
    let none = dialectic::conversion::llvm_ops::fastmath(ctx, 0);
    build_op(
        rewriter,
        "llvm.select",
        &[condition, if_true, if_false],
        ty,
        vec![("fastmathFlags", none)],
    )
}

/// `value` as an `i32`: zero-extended or truncated.
pub fn to_i32(rewriter: Rewriter<'_, '_>, value: Value) -> Value {
    let ty = rewriter.ir().value_type(value);
    let i32_type = rewriter.context().integer_type(32);
    match element_width(rewriter, ty) {
        Some(32) => value,
        Some(w) if w < 32 => build_op(rewriter, "llvm.zext", &[value], i32_type, Vec::new()),
        _ => build_op(rewriter, "llvm.trunc", &[value], i32_type, Vec::new()),
    }
}

/// An integer binary op without flags (`llvm.udiv`, `llvm.intr.smax`...).
pub fn binary(rewriter: Rewriter<'_, '_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let ty = rewriter.ir().value_type(lhs);
    build_op(rewriter, name, &[lhs, rhs], ty, Vec::new())
}

/// An integer binary op with `overflowFlags` none (`llvm.add`, ...).
pub fn arith(rewriter: Rewriter<'_, '_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let ctx = rewriter.context();
    let ty = rewriter.ir().value_type(lhs);
    let none = dialectic::conversion::llvm_ops::overflow(ctx, 0);
    build_op(
        rewriter,
        name,
        &[lhs, rhs],
        ty,
        vec![("overflowFlags", none)],
    )
}

/// A float binary intrinsic with `fastmathFlags` none (`llvm.intr.maxnum`).
pub fn float_binary(rewriter: Rewriter<'_, '_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let ctx = rewriter.context();
    let ty = rewriter.ir().value_type(lhs);
    let none = dialectic::conversion::llvm_ops::fastmath(ctx, 0);
    build_op(
        rewriter,
        name,
        &[lhs, rhs],
        ty,
        vec![("fastmathFlags", none)],
    )
}
