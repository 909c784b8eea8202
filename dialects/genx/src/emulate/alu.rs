//! The ALU intrinsics `--genx-emulate` lowers, each to the LLVM-dialect
//! ops of the same meaning on scalars and vectors:
//!
//! * `smax`, `umax`, `smin`, `umin` to `llvm.intr.smax`..., `fmax` and
//!   `fmin` to `llvm.intr.maxnum` and `llvm.intr.minnum` (a NaN operand
//!   gives the other one, as the hardware's `max`/`min` do), when the
//!   result has the operands' type;
//! * `absi` to `llvm.intr.abs` (the most negative value stays itself) and
//!   `absf` to `llvm.intr.fabs` (a `.td` one-to-one conversion);
//! * `sat` (clamp a float to [0, 1], NaN to 0) to `maxnum` then `minnum`;
//! * the mixed-type `{s,u}{s,u}add.sat`, `{s,u}{s,u}add3.sat`,
//!   `{s,u}{s,u}mul` and `{s,u}{s,u}mul.sat`, the first letter the
//!   signedness of the result, the second that of the operands (vc's
//!   naming): the operands are extended to an integer wide enough for
//!   the exact result, the operation done there, the result clamped to
//!   the range of the result type (the `.sat` ones) and truncated to it.
//!   Operands and result may have different widths; the exact product of
//!   two 64-bit operands does not fit the widest integer used (128 bits),
//!   so the multiplications take operands of up to 32 bits, as the table
//!   says.

use dialectic::op_support::bool_attr;
use dialectic::runtime::rewrite::MatchResult;
use dialectic::runtime::rewrite::conversion::{ConversionPattern, ConversionPatternRewriter};
use dialectic::{OpId, Value};

use super::build::{
    arith, binary, build_op, element_width, float_binary, float_constant, int_constant, is_float,
    with_element,
};
use crate::types::vector_length;

/// The operand and result types of `op` are all one type.
fn one_type(rewriter: &ConversionPatternRewriter<'_>, op: OpId, operands: &[Value]) -> bool {
    let ir = rewriter.ir();
    let ty = ir.value_type(ir.result(op, 0));
    operands.iter().all(|&v| ir.value_type(v) == ty)
}

/// `genx.smax` and its kin to the LLVM intrinsic `target`.
pub struct LowerMinMax {
    /// The genx op.
    pub source: &'static str,
    /// The LLVM intrinsic op.
    pub target: &'static str,
}

impl ConversionPattern for LowerMinMax {
    fn root(&self) -> Option<&str> {
        Some(self.source)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        if !one_type(rewriter, op, operands) {
            return None;
        }
        let ty = rewriter.ir().value_type(operands[0]);
        let value = if is_float(rewriter, ty) {
            float_binary(rewriter, self.target, operands[0], operands[1])
        } else {
            binary(rewriter, self.target, operands[0], operands[1])
        };
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `genx.absi` to `llvm.intr.abs`, the most negative value kept.
pub struct LowerAbsInt;

impl ConversionPattern for LowerAbsInt {
    fn root(&self) -> Option<&str> {
        Some("genx.absi")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        if !one_type(rewriter, op, operands) {
            return None;
        }
        let ty = rewriter.ir().value_type(operands[0]);
        // The most negative value is its own absolute value, not poison.
        let poison = bool_attr(rewriter.context(), false);
        let value = build_op(
            rewriter,
            "llvm.intr.abs",
            &[operands[0]],
            ty,
            vec![("is_int_min_poison", poison)],
        );
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `genx.sat`: a float clamped to [0, 1], NaN to 0.
pub struct LowerSaturate;

impl ConversionPattern for LowerSaturate {
    fn root(&self) -> Option<&str> {
        Some("genx.sat")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ty = rewriter.ir().value_type(operands[0]);
        if !one_type(rewriter, op, operands) || !is_float(rewriter, ty) {
            return None;
        }
        let zero = float_constant(rewriter, ty, false);
        let one = float_constant(rewriter, ty, true);
        let above = float_binary(rewriter, "llvm.intr.maxnum", operands[0], zero);
        let value = float_binary(rewriter, "llvm.intr.minnum", above, one);
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// The operation of a mixed-type intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operation {
    /// `*add.sat`, `*add3.sat`: the sum of the operands.
    Add,
    /// `*mul`, `*mul.sat`: the product.
    Mul,
}

/// A mixed-type add or mul: `genx.<r><o><operation>[.sat]`.
pub struct LowerMixed {
    /// The genx op.
    pub source: String,
    /// The operation.
    pub operation: Operation,
    /// Whether the result is signed.
    pub signed_result: bool,
    /// Whether the operands are signed.
    pub signed_operands: bool,
    /// Whether the result saturates (otherwise it wraps).
    pub saturate: bool,
}

/// The smallest power of two at least `bits` (and at least 8).
fn power_of_two_at_least(bits: u32) -> u32 {
    bits.max(8).next_power_of_two()
}

impl ConversionPattern for LowerMixed {
    fn root(&self) -> Option<&str> {
        Some(&self.source)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let result_type = ir.value_type(ir.result(op, 0));
        let operand_type = ir.value_type(operands[0]);
        if operands.iter().any(|&v| ir.value_type(v) != operand_type)
            || vector_length(ctx, result_type) != vector_length(ctx, operand_type)
            || is_float(rewriter, operand_type)
            || is_float(rewriter, result_type)
        {
            return None;
        }
        let operand_width = element_width(rewriter, operand_type)?;
        let result_width = element_width(rewriter, result_type)?;
        let exact = match self.operation {
            Operation::Add => operand_width.max(result_width) + operands.len() as u32,
            Operation::Mul => (2 * operand_width + 1).max(result_width + 1),
        };
        let wide = power_of_two_at_least(exact);
        if wide > 128 {
            return None;
        }
        let wide_type = with_element(rewriter, operand_type, ctx.integer_type(wide));
        let extend = if self.signed_operands {
            "llvm.sext"
        } else {
            "llvm.zext"
        };
        let mut extended = operands.to_vec();
        if wide > operand_width {
            for value in &mut extended {
                *value = build_op(rewriter, extend, &[*value], wide_type, Vec::new());
            }
        }
        let name = match self.operation {
            Operation::Add => "llvm.add",
            Operation::Mul => "llvm.mul",
        };
        let mut value = extended[0];
        for &next in &extended[1..] {
            value = arith(rewriter, name, value, next);
        }
        if self.saturate {
            value = clamp(rewriter, value, self.signed_result, result_width);
        }
        if wide > result_width {
            value = build_op(rewriter, "llvm.trunc", &[value], result_type, Vec::new());
        }
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `value` (of a type wider than `width` bits) clamped to the range of a
/// `width`-bit integer of the signedness given.
fn clamp(
    rewriter: &mut ConversionPatternRewriter<'_>,
    value: Value,
    signed: bool,
    width: u32,
) -> Value {
    let ty = rewriter.ir().value_type(value);
    let (low, high) = if signed {
        let half = 1i128 << (width - 1);
        (-half, half - 1)
    } else {
        (0, (1i128 << width) - 1)
    };
    let low = int_constant(rewriter, ty, low);
    let high = int_constant(rewriter, ty, high);
    let above = binary(rewriter, "llvm.intr.smax", value, low);
    binary(rewriter, "llvm.intr.smin", above, high)
}

/// Every mixed-type add and mul, by its genx op name.
pub fn mixed_patterns() -> Vec<LowerMixed> {
    let mut patterns = Vec::new();
    for (operation, name, saturate) in [
        (Operation::Add, "add.sat", true),
        (Operation::Add, "add3.sat", true),
        (Operation::Mul, "mul", false),
        (Operation::Mul, "mul.sat", true),
    ] {
        for (prefix, signed_result, signed_operands) in [
            ("ss", true, true),
            ("su", true, false),
            ("us", false, true),
            ("uu", false, false),
        ] {
            patterns.push(LowerMixed {
                source: format!("genx.{prefix}{name}"),
                operation,
                signed_result,
                signed_operands,
                saturate,
            });
        }
    }
    patterns
}
