//! What the arith patterns share: matching integer constants (MLIR's
//! `ConstantLikeMatcher APIntAttr`), making them, and the overflow flags
//! of two ops merged.

use crate::dialects::arith::{ConstantOp, IntegerOverflowFlags};
use crate::op_support::{
    ApInt, AttrKind, Attribute, Context, Ir, OpId, PatternRewriter, Type, TypeKind, Value,
    const_fold::FoldElement, constant_value, matchers,
};

/// The value of the scalar integer constant defining `value`.
pub(super) fn int_constant(ctx: &Context, ir: &Ir, value: Value) -> Option<ApInt> {
    match ctx.attr_kind(constant_value(ctx, ir, value)?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The value of the integer constant, or splat, defining `value` (MLIR's
/// `getIntOrSplatIntValue`).
pub(super) fn int_or_splat(ctx: &Context, ir: &Ir, value: Value) -> Option<ApInt> {
    matchers::constant_int(ctx, ir, value)
}

/// The attribute of the constant defining `value`.
pub(super) fn constant_attr(ctx: &Context, ir: &Ir, value: Value) -> Option<Attribute> {
    constant_value(ctx, ir, value)
}

/// Builds `arith.constant` of `value` (an integer of type `ty`) at the
/// rewriter's insertion point; its result.
pub(super) fn int_constant_op(
    rewriter: &mut PatternRewriter<'_>,
    ty: Type,
    value: &ApInt,
) -> Value {
    let ctx = rewriter.context();
    let attr = value.scalar_attr(ctx, ty);
    constant_op(rewriter, attr)
}

/// Builds `arith.constant attr` at the rewriter's insertion point; its
/// result.
pub(super) fn constant_op(rewriter: &mut PatternRewriter<'_>, attr: Attribute) -> Value {
    let ctx = rewriter.context();
    let op = ConstantOp::builder(ctx)
        .value(attr)
        .build(&mut rewriter.builder());
    op.result(ctx, rewriter.ir())
}

/// The flags both ops have (MLIR's `mergeOverflowFlags`).
pub(super) fn merge_overflow(
    a: IntegerOverflowFlags,
    b: IntegerOverflowFlags,
) -> IntegerOverflowFlags {
    IntegerOverflowFlags::from_bits(a.bits() & b.bits()).unwrap_or(IntegerOverflowFlags::none)
}

/// The bit width of the elements of `value`'s type (MLIR's
/// `getScalarOrElementWidth`).
pub(super) fn element_width(ctx: &Context, ir: &Ir, value: Value) -> Option<u32> {
    let ty = ir.value_type(value);
    let element = ctx.element_type(ty).unwrap_or(ty);
    match ctx.type_kind(element) {
        TypeKind::Index => None,
        _ => ctx.int_or_float_width(element),
    }
}

/// Gives the ops the rewrite builds the location MLIR's declarative
/// (DRR) patterns give theirs: the fusion of the locations of the first
/// matched ops, as the generated matcher records them (the root, then the
/// defining ops of matched operands, each after those matched inside it;
/// constants matched by value count), as many as the source pattern has
/// ops. `values` are the matched operands in that order: their defining
/// ops follow the root.
pub(super) fn set_declarative_loc(
    rewriter: &mut PatternRewriter<'_>,
    root: OpId,
    values: &[Value],
) {
    let ir = rewriter.ir();
    let ops: Vec<OpId> = std::iter::once(root)
        .chain(values.iter().filter_map(|&v| ir.defining_op(v)))
        .collect();
    let loc = rewriter.fused_loc(&ops);
    rewriter.set_loc(loc);
}
