//! What folders and patterns ask of constants, as MLIR's matchers do
//! (`m_ConstantInt`, `m_Zero`, `m_One`, `m_OneFloat`, `m_NaNFloat`, ...):
//! an integer or float attribute, or a splat of one, read as an [`ApInt`]
//! or an [`ApFloat`].

use crate::storage::apint::ApInt;
use crate::storage::attributes::{AttrKind, Attribute, DenseElements};
use crate::storage::context::Context;
use crate::storage::float::ApFloat;
use crate::storage::ir::{Ir, Value};
use crate::storage::types::{Type, TypeKind};

use super::fold::constant_value;

/// The bit width of integer elements of type `ty` (`index` is 64 bits).
fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The value of an integer attribute or of a splat of integers (MLIR's
/// `m_ConstantInt`).
pub fn int_value(ctx: &Context, attr: Attribute) -> Option<ApInt> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::DenseElements {
            ty,
            splat: true,
            elements: DenseElements::Bits(bits),
        } => {
            let width = int_width(ctx, ctx.element_type(*ty)?)?;
            Some(ApInt::from_u128(width, *bits.first()?))
        }
        _ => None,
    }
}

/// The value of a float attribute or of a splat of floats.
pub fn float_value(ctx: &Context, attr: Attribute) -> Option<ApFloat> {
    match ctx.attr_kind(attr) {
        AttrKind::Float { ty, bits } => Some(ApFloat::from_bits(ctx.float_semantics(*ty)?, *bits)),
        AttrKind::DenseElements {
            ty,
            splat: true,
            elements: DenseElements::Bits(bits),
        } => {
            let semantics = ctx.float_semantics(ctx.element_type(*ty)?)?;
            Some(ApFloat::from_bits(semantics, *bits.first()?))
        }
        _ => None,
    }
}

fn int_matches(ctx: &Context, attr: Option<Attribute>, test: impl Fn(&ApInt) -> bool) -> bool {
    attr.and_then(|a| int_value(ctx, a))
        .is_some_and(|v| test(&v))
}

fn float_matches(ctx: &Context, attr: Option<Attribute>, test: impl Fn(ApFloat) -> bool) -> bool {
    attr.and_then(|a| float_value(ctx, a)).is_some_and(test)
}

/// An integer (or splat) zero (`m_Zero`).
pub fn is_zero_int(ctx: &Context, attr: Option<Attribute>) -> bool {
    int_matches(ctx, attr, ApInt::is_zero)
}

/// An integer (or splat) one (`m_One`).
pub fn is_one_int(ctx: &Context, attr: Option<Attribute>) -> bool {
    int_matches(ctx, attr, ApInt::is_one)
}

/// An integer (or splat) with every bit set (`m_AllOnes`).
pub fn is_all_ones_int(ctx: &Context, attr: Option<Attribute>) -> bool {
    int_matches(ctx, attr, ApInt::is_all_ones)
}

/// A float (or splat) exactly `1.0` (`m_OneFloat`).
pub fn is_one_float(ctx: &Context, attr: Option<Attribute>) -> bool {
    float_matches(ctx, attr, ApFloat::is_exactly_one)
}

/// A float (or splat) `+0.0` (`m_PosZeroFloat`).
pub fn is_pos_zero_float(ctx: &Context, attr: Option<Attribute>) -> bool {
    float_matches(ctx, attr, |f| f.is_zero() && !f.is_negative())
}

/// A float (or splat) `-0.0` (`m_NegZeroFloat`).
pub fn is_neg_zero_float(ctx: &Context, attr: Option<Attribute>) -> bool {
    float_matches(ctx, attr, |f| f.is_zero() && f.is_negative())
}

/// A float (or splat) NaN (`m_NaNFloat`).
pub fn is_nan_float(ctx: &Context, attr: Option<Attribute>) -> bool {
    float_matches(ctx, attr, ApFloat::is_nan)
}

/// A float (or splat) `+inf` (`m_PosInfFloat`).
pub fn is_pos_inf_float(ctx: &Context, attr: Option<Attribute>) -> bool {
    float_matches(ctx, attr, |f| f.is_infinity() && !f.is_negative())
}

/// A float (or splat) `-inf` (`m_NegInfFloat`).
pub fn is_neg_inf_float(ctx: &Context, attr: Option<Attribute>) -> bool {
    float_matches(ctx, attr, |f| f.is_infinity() && f.is_negative())
}

/// The integer (or splat) constant `value` holds
/// (`matchPattern(value, m_ConstantInt(&v))`).
pub fn constant_int(ctx: &Context, ir: &Ir, value: Value) -> Option<ApInt> {
    int_value(ctx, constant_value(ctx, ir, value)?)
}

/// The float (or splat) constant `value` holds.
pub fn constant_float(ctx: &Context, ir: &Ir, value: Value) -> Option<ApFloat> {
    float_value(ctx, constant_value(ctx, ir, value)?)
}
