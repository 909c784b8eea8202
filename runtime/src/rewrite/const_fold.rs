//! Constant folding of scalar and element-wise operations (MLIR's
//! `CommonFolders.h`): an operation on integer or float attributes of one
//! type, on splats (the result is a splat), or on dense elements (the
//! operation is applied element by element); and the zero of a type
//! (MLIR's `Builder::getZeroAttr`).

use crate::storage::apint::ApInt;
use crate::storage::attributes::{AttrKind, Attribute, DenseElements};
use crate::storage::context::Context;
use crate::storage::float::ApFloat;
use crate::storage::types::{Type, TypeKind};

/// A kind of element folding works on: integers ([`ApInt`]) or floats
/// ([`ApFloat`]).
pub trait FoldElement: Sized + Clone {
    /// The value of a scalar attribute of this kind.
    fn from_scalar(ctx: &Context, attr: Attribute) -> Option<Self>;
    /// An element of type `element` stored as `bits` in dense elements.
    fn from_bits(ctx: &Context, element: Type, bits: u128) -> Option<Self>;
    /// The element's bits, as dense elements store them.
    fn to_bits(&self) -> u128;
    /// A scalar attribute of type `ty` holding the value.
    fn scalar_attr(&self, ctx: &Context, ty: Type) -> Attribute;
}

impl FoldElement for ApInt {
    fn from_scalar(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_kind(attr) {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            _ => None,
        }
    }

    fn from_bits(ctx: &Context, element: Type, bits: u128) -> Option<Self> {
        let width = match ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => return None,
        };
        Some(ApInt::from_u128(width, bits))
    }

    fn to_bits(&self) -> u128 {
        self.low_u128()
    }

    fn scalar_attr(&self, ctx: &Context, ty: Type) -> Attribute {
        ctx.intern_attr(AttrKind::Integer {
            ty,
            value: self.clone(),
        })
    }
}

impl FoldElement for ApFloat {
    fn from_scalar(ctx: &Context, attr: Attribute) -> Option<Self> {
        match ctx.attr_kind(attr) {
            AttrKind::Float { ty, bits } => {
                Some(ApFloat::from_bits(ctx.float_semantics(*ty)?, *bits))
            }
            _ => None,
        }
    }

    fn from_bits(ctx: &Context, element: Type, bits: u128) -> Option<Self> {
        Some(ApFloat::from_bits(ctx.float_semantics(element)?, bits))
    }

    fn to_bits(&self) -> u128 {
        self.bits()
    }

    fn scalar_attr(&self, ctx: &Context, ty: Type) -> Attribute {
        ctx.intern_attr(AttrKind::Float {
            ty,
            bits: self.bits(),
        })
    }
}

/// The type of a typed attribute (integer, float, elements).
pub fn attr_type(ctx: &Context, attr: Attribute) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::DenseElements { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// The elements of a dense elements attribute: its type, whether it is a
/// splat, and the elements (one for a splat).
fn elements<E: FoldElement>(ctx: &Context, attr: Attribute) -> Option<(Type, bool, Vec<E>)> {
    let AttrKind::DenseElements {
        ty,
        splat,
        elements: DenseElements::Bits(bits),
    } = ctx.attr_kind(attr)
    else {
        return None;
    };
    let element = ctx.element_type(*ty)?;
    let values = bits
        .iter()
        .map(|&b| E::from_bits(ctx, element, b))
        .collect::<Option<Vec<E>>>()?;
    Some((*ty, *splat, values))
}

/// How many elements a statically shaped type has.
fn num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = ctx.shape(ty)?;
    shape
        .iter()
        .try_fold(1usize, |n, &d| usize::try_from(d).ok().map(|d| n * d))
}

/// `values` as `n` elements (a splat repeated).
fn expand<E: Clone>(values: Vec<E>, splat: bool, n: usize) -> Vec<E> {
    match (splat, values.first()) {
        (true, Some(v)) => vec![v.clone(); n],
        _ => values,
    }
}

/// Folds a binary operation (MLIR's `constFoldBinaryOp`): both operands
/// scalars of one type, splats of one type, or elements of one type. The
/// result has `result_type`, or the operands' type when `None`; `compute`
/// returning `None` (for any element) fails the fold.
pub fn const_fold_binary<E: FoldElement, R: FoldElement>(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_type: Option<Type>,
    mut compute: impl FnMut(&E, &E) -> Option<R>,
) -> Option<Attribute> {
    let (lhs, rhs) = (lhs?, rhs?);
    if let (Some(a), Some(b)) = (E::from_scalar(ctx, lhs), E::from_scalar(ctx, rhs)) {
        let ty = attr_type(ctx, lhs)?;
        if Some(ty) != attr_type(ctx, rhs) {
            return None;
        }
        return Some(compute(&a, &b)?.scalar_attr(ctx, result_type.unwrap_or(ty)));
    }
    let (ty, lhs_splat, a) = elements::<E>(ctx, lhs)?;
    let (rhs_ty, rhs_splat, b) = elements::<E>(ctx, rhs)?;
    if ty != rhs_ty {
        return None;
    }
    let result_type = result_type.unwrap_or(ty);
    if lhs_splat && rhs_splat {
        let r = compute(a.first()?, b.first()?)?;
        return Some(ctx.dense_bits_attr(result_type, vec![r.to_bits()]));
    }
    let n = num_elements(ctx, ty)?;
    let (a, b) = (expand(a, lhs_splat, n), expand(b, rhs_splat, n));
    let bits = a
        .iter()
        .zip(&b)
        .map(|(x, y)| compute(x, y).map(|r| r.to_bits()))
        .collect::<Option<Vec<u128>>>()?;
    Some(ctx.dense_bits_attr(result_type, bits))
}

/// Folds a unary operation whose result has the operand's type (MLIR's
/// `constFoldUnaryOp`).
pub fn const_fold_unary<E: FoldElement>(
    ctx: &Context,
    operand: Option<Attribute>,
    compute: impl FnMut(&E) -> Option<E>,
) -> Option<Attribute> {
    let ty = attr_type(ctx, operand?)?;
    const_fold_cast(ctx, operand, ty, compute)
}

/// Folds a cast to `result_type` (MLIR's `constFoldCastOp`): a scalar, a
/// splat (to a statically shaped result) or elements.
pub fn const_fold_cast<E: FoldElement, R: FoldElement>(
    ctx: &Context,
    operand: Option<Attribute>,
    result_type: Type,
    mut compute: impl FnMut(&E) -> Option<R>,
) -> Option<Attribute> {
    let operand = operand?;
    if let Some(a) = E::from_scalar(ctx, operand) {
        return Some(compute(&a)?.scalar_attr(ctx, result_type));
    }
    let (_, splat, values) = elements::<E>(ctx, operand)?;
    if splat {
        num_elements(ctx, result_type)?;
        let r = compute(values.first()?)?;
        return Some(ctx.dense_bits_attr(result_type, vec![r.to_bits()]));
    }
    let bits = values
        .iter()
        .map(|x| compute(x).map(|r| r.to_bits()))
        .collect::<Option<Vec<u128>>>()?;
    Some(ctx.dense_bits_attr(result_type, bits))
}

/// The zero of `ty` (MLIR's `Builder::getZeroAttr`): `0` of an integer or
/// `index`, `0.0` of a float, a splat of either for a vector or a
/// statically shaped tensor; `None` for other types (MLIR 19 makes a
/// `dense` attribute of a dynamically shaped tensor, which no parser
/// reads back).
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::Float(_) => Some(ctx.intern_attr(AttrKind::Float { ty, bits: 0 })),
        TypeKind::Index => Some(ApInt::zero(64).scalar_attr(ctx, ty)),
        TypeKind::Integer { width, .. } => Some(ApInt::zero(*width).scalar_attr(ctx, ty)),
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            zero_attr(ctx, *element)?;
            num_elements(ctx, ty)?;
            Some(ctx.dense_bits_attr(ty, vec![0]))
        }
        _ => None,
    }
}
