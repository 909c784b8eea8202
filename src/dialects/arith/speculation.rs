//! Whether the divisions that may trap can be hoisted
//! (`ConditionallySpeculatable`, as MLIR's arith): when the divisor is a
//! constant that makes them defined: not zero, and not -1 for the signed
//! ones (`smin / -1` overflows).

use crate::interfaces::{ConditionallySpeculatable, Speculatability};
use crate::op_support::{self, ApInt, AttrKind, Context, DenseElements, Ir, Value};

use super::{CeilDivSIOp, CeilDivUIOp, ConstantOp, DivSIOp, DivUIOp};

/// The value of `value` if an `arith.constant` of an integer (or a splat
/// of one) defines it.
fn constant_int(ctx: &Context, ir: &Ir, value: Value) -> Option<ApInt> {
    let op = ir.defining_op(value)?;
    ConstantOp::from_op(ctx, ir, op)?;
    let attr = op_support::inherent_or_discardable(ctx, ir, op, "value")?;
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        AttrKind::DenseElements {
            ty,
            splat: true,
            elements: DenseElements::Bits(bits),
        } => {
            let width = ctx
                .element_type(*ty)
                .and_then(|e| ctx.int_or_float_width(e))?;
            Some(ApInt::from_u128(width, *bits.first()?))
        }
        _ => None,
    }
}

/// Speculatable when the divisor is a constant that is not zero (nor -1
/// when `signed`).
fn division(ctx: &Context, ir: &Ir, rhs: Value, signed: bool) -> Speculatability {
    let may_trap = |divisor: &ApInt| divisor.is_zero() || (signed && divisor.is_all_ones());
    match constant_int(ctx, ir, rhs) {
        Some(divisor) if !may_trap(&divisor) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

macro_rules! divisions {
    ($($op:ident => $signed:expr;)*) => {$(
        impl ConditionallySpeculatable for $op {
            fn speculatability(&self, ctx: &Context, ir: &Ir) -> Speculatability {
                division(ctx, ir, self.rhs(ctx, ir), $signed)
            }
        }
    )*};
}

divisions! {
    DivUIOp => false;
    CeilDivUIOp => false;
    DivSIOp => true;
    CeilDivSIOp => true;
}
