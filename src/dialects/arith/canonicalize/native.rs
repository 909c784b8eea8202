//! The Rust that the arith rewrite rules (`defs/arith/Canonicalization.td`)
//! call from their native code calls and constraints: what MLIR's
//! `ArithOps.cpp` gives its rules (`addIntegerAttrs`, `mergeOverflowFlags`,
//! `invertPredicate`, `getIntOrSplatIntValue`, `getScalarOrElementWidth`).
//! The rules' constraints guarantee what these functions expect of their
//! arguments (an integer attribute where the rule matched `APIntAttr`).

use crate::dialects::arith::{CmpIPredicate, IntegerOverflowFlags};
use crate::op_support::{
    ApInt, Attribute, Context, Ir, TypeKind, Value,
    const_fold::{self, FoldElement},
    matchers,
};

/// The integer attribute of `f(a, b)` with the type of `result` (MLIR's
/// `applyToIntegerAttrs`).
fn apply(
    ctx: &Context,
    ir: &Ir,
    result: Value,
    a: Attribute,
    b: Attribute,
    f: fn(&ApInt, &ApInt) -> ApInt,
) -> Attribute {
    let value = |attr| {
        matchers::int_value(ctx, attr)
            .expect("the rule's constraint (`APIntAttr`) matched an integer attribute")
    };
    f(&value(a), &value(b)).scalar_attr(ctx, ir.value_type(result))
}

/// `a + b` (wrapping) as an attribute of the type of `result`.
pub(crate) fn add_int_attrs(
    ctx: &Context,
    ir: &Ir,
    result: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    apply(ctx, ir, result, a, b, ApInt::wrapping_add)
}

/// `a - b` (wrapping) as an attribute of the type of `result`.
pub(crate) fn sub_int_attrs(
    ctx: &Context,
    ir: &Ir,
    result: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    apply(ctx, ir, result, a, b, ApInt::wrapping_sub)
}

/// `a * b` (wrapping) as an attribute of the type of `result`.
pub(crate) fn mul_int_attrs(
    ctx: &Context,
    ir: &Ir,
    result: Value,
    a: Attribute,
    b: Attribute,
) -> Attribute {
    apply(ctx, ir, result, a, b, ApInt::wrapping_mul)
}

/// The zero of the type of `value` (MLIR's `getZeroAttr`).
pub(crate) fn zero_attr(ctx: &Context, ir: &Ir, value: Value) -> Attribute {
    const_fold::zero_attr(ctx, ir.value_type(value))
        .expect("arith values are integers or floats, or vectors or tensors of them")
}

/// The flags both ops have (MLIR's `mergeOverflowFlags`).
pub(crate) fn merge_overflow(
    a: IntegerOverflowFlags,
    b: IntegerOverflowFlags,
) -> IntegerOverflowFlags {
    IntegerOverflowFlags::from_bits(a.bits() & b.bits()).unwrap_or(IntegerOverflowFlags::none)
}

/// The predicate that holds exactly when `p` does not.
pub(crate) fn invert_predicate(p: CmpIPredicate) -> CmpIPredicate {
    match p {
        CmpIPredicate::eq => CmpIPredicate::ne,
        CmpIPredicate::ne => CmpIPredicate::eq,
        CmpIPredicate::slt => CmpIPredicate::sge,
        CmpIPredicate::sle => CmpIPredicate::sgt,
        CmpIPredicate::sgt => CmpIPredicate::sle,
        CmpIPredicate::sge => CmpIPredicate::slt,
        CmpIPredicate::ult => CmpIPredicate::uge,
        CmpIPredicate::ule => CmpIPredicate::ugt,
        CmpIPredicate::ugt => CmpIPredicate::ule,
        CmpIPredicate::uge => CmpIPredicate::ult,
    }
}

/// The value of an integer attribute or splat (MLIR's
/// `getIntOrSplatIntValue`).
pub(crate) fn int_or_splat(ctx: &Context, attr: Attribute) -> Option<ApInt> {
    matchers::int_value(ctx, attr)
}

/// The type of a typed attribute.
pub(crate) fn attr_type(ctx: &Context, attr: Attribute) -> Option<crate::op_support::Type> {
    crate::op_support::pred::typed_attr_type(ctx, attr)
}

/// The bit width of the elements of `value`'s type, 0 for `index` (MLIR's
/// `getScalarOrElementWidth`).
pub(crate) fn element_width(ctx: &Context, ir: &Ir, value: Value) -> u32 {
    let ty = ir.value_type(value);
    let element = ctx.element_type(ty).unwrap_or(ty);
    match ctx.type_kind(element) {
        TypeKind::Index => 0,
        _ => ctx.int_or_float_width(element).unwrap_or(0),
    }
}

/// Whether the constant `amount` is the number of bits a truncation from
/// `wide` to `narrow` drops.
pub(crate) fn truncation_matches_shift(
    ctx: &Context,
    ir: &Ir,
    wide: Value,
    narrow: Value,
    amount: Attribute,
) -> bool {
    let Some(c) = int_or_splat(ctx, amount) else {
        return false;
    };
    let dropped =
        i128::from(element_width(ctx, ir, wide)) - i128::from(element_width(ctx, ir, narrow));
    c.to_i128() == Some(dropped) || c.to_u64().map(i128::from) == Some(dropped)
}

/// Whether `product` is exactly twice as wide as `factor`: the bits a
/// shift by `factor`'s width leaves are then the high half of the product.
pub(crate) fn is_double_width(ctx: &Context, ir: &Ir, product: Value, factor: Value) -> bool {
    let width = element_width(ctx, ir, factor);
    width > 0 && element_width(ctx, ir, product) == 2 * width
}
