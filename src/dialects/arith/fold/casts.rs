//! Folders of the casts: integer extension and truncation (and their
//! chains), float extension and truncation when exact, conversions
//! between integers and floats, index casts and bitcasts of constants.

use super::support::{defining, element_or_self, int_width};
use crate::dialects::arith::*;
use crate::op_support::{
    self, ApFloat, ApInt, AttrKind, Attribute, Context, DenseElements, Ir, OpFoldResult, OpFolder,
    OpId, RoundingMode as FloatRounding, Type, TypeKind, Value,
    const_fold::{FoldElement, const_fold_cast},
};

/// The result of a cast op, its type and the element type.
fn result_types(ctx: &Context, ir: &Ir, out: Value) -> (Type, Type) {
    let ty = ir.value_type(out);
    (ty, element_or_self(ctx, ty))
}

/// Folds the constant `operand` to `result_type` with `compute`.
fn cast<E: FoldElement, R: FoldElement>(
    ctx: &Context,
    operand: Option<Attribute>,
    result_type: Type,
    compute: impl FnMut(&E) -> Option<R>,
) -> Option<OpFoldResult> {
    const_fold_cast(ctx, operand, result_type, compute).map(OpFoldResult::Attribute)
}

/// Makes `op` take `value` as its only operand (a fold in place).
fn set_input(ir: &mut Ir, op: OpId, value: Value) {
    ir.set_operands(op, &[value]);
}

impl OpFolder for ExtUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: ExtUIOpFoldAdaptor) -> Option<OpFoldResult> {
        // extui(extui(x)) -> extui(x)
        if let Some(inner) = defining::<ExtUIOp>(ctx, ir, self.r#in(ctx, ir)) {
            let source = inner.r#in(ctx, ir);
            set_input(ir, self.0, source);
            return Some(self.out(ctx, ir).into());
        }
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| Some(x.zext(width)))
    }
}

impl OpFolder for ExtSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: ExtSIOpFoldAdaptor) -> Option<OpFoldResult> {
        // extsi(extsi(x)) -> extsi(x)
        if let Some(inner) = defining::<ExtSIOp>(ctx, ir, self.r#in(ctx, ir)) {
            let source = inner.r#in(ctx, ir);
            set_input(ir, self.0, source);
            return Some(self.out(ctx, ir).into());
        }
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| Some(x.sext(width)))
    }
}

impl OpFolder for TruncIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: TruncIOpFoldAdaptor) -> Option<OpFoldResult> {
        let input = self.r#in(ctx, ir);
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let extended = defining::<ExtUIOp>(ctx, ir, input)
            .map(|e| e.r#in(ctx, ir))
            .or_else(|| defining::<ExtSIOp>(ctx, ir, input).map(|e| e.r#in(ctx, ir)));
        if let Some(source) = extended {
            let source_element = element_or_self(ctx, ir.value_type(source));
            // trunci(extui(x)) -> trunci(x) when x is wider.
            if int_width(ctx, source_element) > int_width(ctx, element) {
                set_input(ir, self.0, source);
                return Some(self.out(ctx, ir).into());
            }
            // trunci(extui(x)) -> x
            if source_element == element {
                return Some(source.into());
            }
        }
        // trunci(trunci(x)) -> trunci(x)
        if let Some(inner) = defining::<TruncIOp>(ctx, ir, input) {
            let source = inner.r#in(ctx, ir);
            set_input(ir, self.0, source);
            return Some(self.out(ctx, ir).into());
        }
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| Some(x.trunc(width)))
    }
}

/// `value` in format `to` rounded as `mode`, when nothing is lost (MLIR's
/// `convertFloatValue`).
fn convert_exact(value: &ApFloat, to: Type, ctx: &Context, mode: FloatRounding) -> Option<ApFloat> {
    value.convert_exact(ctx.float_semantics(to)?, mode)
}

impl OpFolder for ExtFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: ExtFOpFoldAdaptor) -> Option<OpFoldResult> {
        let out = self.out(ctx, ir);
        // extf(truncf(x)) -> x when both contract.
        if let Some(trunc) = defining::<TruncFOp>(ctx, ir, self.r#in(ctx, ir)) {
            let source = trunc.r#in(ctx, ir);
            let contract = |flags: Option<FastMathFlags>| {
                flags.is_some_and(|f| f.contains(FastMathFlags::contract))
            };
            if ir.value_type(source) == ir.value_type(out)
                && contract(trunc.fastmath(ctx, ir))
                && contract(self.fastmath(ctx, ir))
            {
                return Some(source.into());
            }
        }
        let (ty, element) = result_types(ctx, ir, out);
        cast(ctx, a.r#in(), ty, |x: &ApFloat| {
            convert_exact(x, element, ctx, FloatRounding::NearestTiesToEven)
        })
    }
}

/// LLVM's rounding mode of an arith rounding mode.
fn rounding(mode: Option<RoundingMode>) -> FloatRounding {
    match mode {
        None | Some(RoundingMode::to_nearest_even) => FloatRounding::NearestTiesToEven,
        Some(RoundingMode::downward) => FloatRounding::TowardNegative,
        Some(RoundingMode::upward) => FloatRounding::TowardPositive,
        Some(RoundingMode::toward_zero) => FloatRounding::TowardZero,
        Some(RoundingMode::to_nearest_away) => FloatRounding::NearestTiesToAway,
    }
}

impl OpFolder for TruncFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: TruncFOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let mode = rounding(self.roundingmode(ctx, ir));
        cast(ctx, a.r#in(), ty, |x: &ApFloat| {
            convert_exact(x, element, ctx, mode)
        })
    }
}

impl OpFolder for UIToFPOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: UIToFPOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let semantics = ctx.float_semantics(element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| {
            Some(ApFloat::from_int(semantics, x, false))
        })
    }
}

impl OpFolder for SIToFPOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: SIToFPOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let semantics = ctx.float_semantics(element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| {
            Some(ApFloat::from_int(semantics, x, true))
        })
    }
}

impl OpFolder for FPToUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: FPToUIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApFloat| x.to_int(width, false))
    }
}

impl OpFolder for FPToSIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: FPToSIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApFloat| x.to_int(width, true))
    }
}

impl OpFolder for IndexCastOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: IndexCastOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| Some(x.sext(width)))
    }
}

impl OpFolder for IndexCastUIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: IndexCastUIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        let width = int_width(ctx, element)?;
        cast(ctx, a.r#in(), ty, |x: &ApInt| Some(x.resize(width)))
    }
}

impl OpFolder for BitcastOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: BitcastOpFoldAdaptor) -> Option<OpFoldResult> {
        let operand = a.r#in()?;
        let (ty, element) = result_types(ctx, ir, self.out(ctx, ir));
        match ctx.attr_kind(operand) {
            // Dense elements keep their bits under the new element type.
            AttrKind::DenseElements {
                ty: operand_type,
                elements: DenseElements::Bits(bits),
                ..
            } => {
                let new_type =
                    op_support::same_shape_with_element_type(ctx, *operand_type, element);
                Some(ctx.dense_bits_attr(new_type, bits.clone()).into())
            }
            _ if matches!(
                ctx.type_kind(ty),
                TypeKind::Vector { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
            ) =>
            {
                None
            }
            AttrKind::Integer { value, .. } if ctx.is_integer(ty) => {
                Some(value.scalar_attr(ctx, ty).into())
            }
            AttrKind::Integer { value, .. } => bits_as(ctx, ty, value.low_u128(), value.width()),
            AttrKind::Float { ty: from, bits } => {
                bits_as(ctx, ty, *bits, ctx.int_or_float_width(*from)?)
            }
            _ => None,
        }
    }
}

/// `bits` (of `width` bits) as a constant of the scalar type `ty`.
fn bits_as(ctx: &Context, ty: Type, bits: u128, width: u32) -> Option<OpFoldResult> {
    let attr = match ctx.type_kind(ty) {
        TypeKind::Float(semantics) => ApFloat::from_bits(*semantics, bits).scalar_attr(ctx, ty),
        TypeKind::Index => ApInt::from_u128(64, bits).scalar_attr(ctx, ty),
        TypeKind::Integer { .. } => ApInt::from_u128(width, bits).scalar_attr(ctx, ty),
        _ => return None,
    };
    Some(attr.into())
}
