//! The integer ranges of the results of the integer ops
//! (`InferIntRangeInterface`, as MLIR's arith implements it): the
//! arithmetic of [`crate::interfaces::int_range_inference`] applied with
//! each op's overflow flags, the constants' values, the casts' widths and
//! the comparisons' predicates.

use crate::interfaces::int_range_inference::{self as infer, CmpPredicate, OverflowFlags};
use crate::interfaces::{ConstantIntRanges, InferIntRangeInterface, IntegerValueRange};
use crate::op_support::{self, ApInt, AttrKind, Context, DenseElements, Ir, OpId, Value};

use super::*;

/// The no-wrap flags of an op's `overflowFlags`.
fn overflow_flags(flags: IntegerOverflowFlags) -> OverflowFlags {
    OverflowFlags {
        nsw: flags.contains(IntegerOverflowFlags::nsw),
        nuw: flags.contains(IntegerOverflowFlags::nuw),
    }
}

/// The op's only result.
fn result(ir: &Ir, op: OpId) -> Option<Value> {
    ir.results(op).next()
}

/// The width of the ranges of `value`.
fn width(ctx: &Context, ir: &Ir, value: Value) -> u32 {
    ConstantIntRanges::storage_width(ctx, ir.value_type(value))
}

macro_rules! binary {
    ($($op:ident => |$this:ident, $ctx:ident, $ir:ident, $lhs:ident, $rhs:ident| $range:expr;)*) => {$(
        impl InferIntRangeInterface for $op {
            fn infer_result_ranges(
                &self,
                ctx: &Context,
                ir: &Ir,
                arg_ranges: &[ConstantIntRanges],
                set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                let ($this, $ctx, $ir) = (self, ctx, ir);
                let ([$lhs, $rhs], Some(result)) = (arg_ranges, result(ir, self.0)) else {
                    return;
                };
                set_result_range(result, $range);
            }
        }
    )*};
}

binary! {
    AddIOp => |op, ctx, ir, l, r| infer::infer_add(l, r, overflow_flags(op.overflow_flags(ctx, ir)));
    SubIOp => |op, ctx, ir, l, r| infer::infer_sub(l, r, overflow_flags(op.overflow_flags(ctx, ir)));
    MulIOp => |op, ctx, ir, l, r| infer::infer_mul(l, r, overflow_flags(op.overflow_flags(ctx, ir)));
    ShLIOp => |op, ctx, ir, l, r| infer::infer_shl(l, r, overflow_flags(op.overflow_flags(ctx, ir)));
    DivUIOp => |_op, _ctx, _ir, l, r| infer::infer_div_u(l, r);
    DivSIOp => |_op, _ctx, _ir, l, r| infer::infer_div_s(l, r);
    CeilDivUIOp => |_op, _ctx, _ir, l, r| infer::infer_ceil_div_u(l, r);
    CeilDivSIOp => |_op, _ctx, _ir, l, r| infer::infer_ceil_div_s(l, r);
    FloorDivSIOp => |_op, _ctx, _ir, l, r| infer::infer_floor_div_s(l, r);
    RemUIOp => |_op, _ctx, _ir, l, r| infer::infer_rem_u(l, r);
    RemSIOp => |_op, _ctx, _ir, l, r| infer::infer_rem_s(l, r);
    AndIOp => |_op, _ctx, _ir, l, r| infer::infer_and(l, r);
    OrIOp => |_op, _ctx, _ir, l, r| infer::infer_or(l, r);
    XOrIOp => |_op, _ctx, _ir, l, r| infer::infer_xor(l, r);
    ShRUIOp => |_op, _ctx, _ir, l, r| infer::infer_shr_u(l, r);
    ShRSIOp => |_op, _ctx, _ir, l, r| infer::infer_shr_s(l, r);
    MaxSIOp => |_op, _ctx, _ir, l, r| infer::infer_max_s(l, r);
    MaxUIOp => |_op, _ctx, _ir, l, r| infer::infer_max_u(l, r);
    MinSIOp => |_op, _ctx, _ir, l, r| infer::infer_min_s(l, r);
    MinUIOp => |_op, _ctx, _ir, l, r| infer::infer_min_u(l, r);
}

/// How a cast changes the width of the ranges.
#[derive(Clone, Copy)]
enum Cast {
    /// Zero extension.
    ZeroExtend,
    /// Sign extension.
    SignExtend,
    /// Truncation.
    Truncate,
    /// Extends as the first, truncates or keeps the width otherwise
    /// (`index_cast`: sign extension; `index_castui`: zero extension).
    ToWidth(bool),
}

macro_rules! casts {
    ($($op:ident => $cast:expr;)*) => {$(
        impl InferIntRangeInterface for $op {
            fn infer_result_ranges(
                &self,
                ctx: &Context,
                ir: &Ir,
                arg_ranges: &[ConstantIntRanges],
                set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
            ) {
                let (Some(input), Some(operand), Some(result)) =
                    (arg_ranges.first(), ir.operands(self.0).next(), result(ir, self.0))
                else {
                    return;
                };
                let (from, to) = (width(ctx, ir, operand), width(ctx, ir, result));
                let range = match $cast {
                    Cast::ZeroExtend => infer::ext_u_range(input, to),
                    Cast::SignExtend => infer::ext_s_range(input, to),
                    Cast::Truncate if to == 0 => return,
                    Cast::Truncate => infer::trunc_range(input, to),
                    Cast::ToWidth(signed) if from < to => {
                        if signed {
                            infer::ext_s_range(input, to)
                        } else {
                            infer::ext_u_range(input, to)
                        }
                    }
                    Cast::ToWidth(_) if from > to => infer::trunc_range(input, to),
                    Cast::ToWidth(_) => input.clone(),
                };
                set_result_range(result, range);
            }
        }
    )*};
}

casts! {
    ExtUIOp => Cast::ZeroExtend;
    ExtSIOp => Cast::SignExtend;
    TruncIOp => Cast::Truncate;
    IndexCastOp => Cast::ToWidth(true);
    IndexCastUIOp => Cast::ToWidth(false);
}

impl InferIntRangeInterface for ConstantOp {
    /// The value of an integer constant; for an elements constant, the
    /// range of its elements.
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        ir: &Ir,
        _: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let (Some(value), Some(result)) = (
            op_support::inherent_or_discardable(ctx, ir, self.0, "value"),
            result(ir, self.0),
        ) else {
            return;
        };
        match ctx.attr_kind(value) {
            AttrKind::Integer { value, .. } => {
                set_result_range(result, ConstantIntRanges::constant(value.clone()));
            }
            AttrKind::DenseElements {
                ty,
                elements: DenseElements::Bits(bits),
                ..
            } => {
                let width = ctx
                    .element_type(*ty)
                    .map_or(0, |e| ConstantIntRanges::storage_width(ctx, e));
                if width == 0 {
                    return;
                }
                let ranges = bits
                    .iter()
                    .map(|&b| ConstantIntRanges::constant(ApInt::from_u128(width, b)))
                    .reduce(|a, b| a.range_union(&b));
                if let Some(ranges) = ranges {
                    set_result_range(result, ranges);
                }
            }
            _ => {}
        }
    }
}

impl InferIntRangeInterface for CmpIOp {
    /// `true` or `false` when the operand ranges decide the comparison,
    /// either otherwise.
    fn infer_result_ranges(
        &self,
        ctx: &Context,
        ir: &Ir,
        arg_ranges: &[ConstantIntRanges],
        set_result_range: &mut dyn FnMut(Value, ConstantIntRanges),
    ) {
        let ([lhs, rhs], Some(result)) = (arg_ranges, result(ir, self.0)) else {
            return;
        };
        let predicate = match self.predicate(ctx, ir) {
            CmpIPredicate::eq => CmpPredicate::Eq,
            CmpIPredicate::ne => CmpPredicate::Ne,
            CmpIPredicate::slt => CmpPredicate::Slt,
            CmpIPredicate::sle => CmpPredicate::Sle,
            CmpIPredicate::sgt => CmpPredicate::Sgt,
            CmpIPredicate::sge => CmpPredicate::Sge,
            CmpIPredicate::ult => CmpPredicate::Ult,
            CmpIPredicate::ule => CmpPredicate::Ule,
            CmpIPredicate::ugt => CmpPredicate::Ugt,
            CmpIPredicate::uge => CmpPredicate::Uge,
        };
        let (min, max) = match infer::evaluate_pred(predicate, lhs, rhs) {
            Some(true) => (1, 1),
            Some(false) => (0, 0),
            None => (0, 1),
        };
        set_result_range(
            result,
            ConstantIntRanges::from_unsigned(ApInt::from_u128(1, min), ApInt::from_u128(1, max)),
        );
    }
}

impl InferIntRangeInterface for SelectOp {
    /// The chosen operand's range when the condition is known, the union
    /// of both otherwise (every value if one is unknown).
    fn infer_result_ranges_from_optional(
        &self,
        ctx: &Context,
        ir: &Ir,
        arg_ranges: &[IntegerValueRange],
        set_result_range: &mut dyn FnMut(Value, IntegerValueRange),
    ) {
        let ([condition, if_true, if_false], Some(result)) = (arg_ranges, result(ir, self.0))
        else {
            return;
        };
        match condition
            .value()
            .and_then(ConstantIntRanges::constant_value)
        {
            Some(c) if c.is_zero() => set_result_range(result, if_false.clone()),
            Some(_) => set_result_range(result, if_true.clone()),
            None if if_true.is_uninitialized() || if_false.is_uninitialized() => {
                set_result_range(
                    result,
                    IntegerValueRange::max_range(ctx, ir.value_type(result)),
                );
            }
            None => set_result_range(result, if_true.join(if_false)),
        }
    }
}
