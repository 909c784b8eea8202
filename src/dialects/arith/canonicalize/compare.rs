//! A float comparison of an integer converted to float with a float
//! constant done on the integers (MLIR's `CmpFIntToFPConst`, a C++
//! pattern), or decided outright when the constant is out of the
//! integers' range.

use super::support::{constant_attr, int_constant_op};
use crate::dialects::arith::fold::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    ApFloat, ApInt, AttrKind, FloatOrdering, MatchResult, OpId, OpRewritePattern, PatternRewriter,
    TypeKind,
};

/// `cmpf(sitofp(x) | uitofp(x), c)` as an integer comparison.
pub(super) struct CmpFIntToFPConst;

/// The integer predicate of a float one (ordered or not alike).
fn integer_predicate(predicate: CmpFPredicate, unsigned: bool) -> Option<CmpIPredicate> {
    use CmpFPredicate as F;
    use CmpIPredicate as I;
    Some(match predicate {
        F::UEQ | F::OEQ => I::eq,
        F::UGT | F::OGT => {
            if unsigned {
                I::ugt
            } else {
                I::sgt
            }
        }
        F::UGE | F::OGE => {
            if unsigned {
                I::uge
            } else {
                I::sge
            }
        }
        F::ULT | F::OLT => {
            if unsigned {
                I::ult
            } else {
                I::slt
            }
        }
        F::ULE | F::OLE => {
            if unsigned {
                I::ule
            } else {
                I::sle
            }
        }
        F::UNE | F::ONE => I::ne,
        _ => return None,
    })
}

/// Replaces `op` with the constant `value : i1`.
fn replace_with_bool(rewriter: &mut PatternRewriter<'_>, op: OpId, value: bool) -> MatchResult {
    let ctx = rewriter.context();
    let c = int_constant_op(
        rewriter,
        ctx.i1_type(),
        &ApInt::from_u128(1, u128::from(value)),
    );
    rewriter.replace_op(op, &[c]);
    Some(())
}

impl OpRewritePattern for CmpFIntToFPConst {
    type Op = CmpFOp;

    fn match_and_rewrite(&self, op: CmpFOp, rewriter: &mut PatternRewriter<'_>) -> MatchResult {
        let (ctx, ir) = (rewriter.context(), rewriter.ir());
        let rhs = match ctx.attr_kind(constant_attr(ctx, ir, op.rhs(ctx, ir))?) {
            AttrKind::Float { ty, bits } => ApFloat::from_bits(ctx.float_semantics(*ty)?, *bits),
            _ => return None,
        };
        if rhs.is_nan() {
            return None;
        }
        let semantics = rhs.semantics();
        let mantissa_width = ApFloat::precision(semantics) as i64;
        let lhs = op.lhs(ctx, ir);
        let (unsigned, int_value) = if let Some(si) = defining::<SIToFPOp>(ctx, ir, lhs) {
            (false, si.r#in(ctx, ir))
        } else if let Some(ui) = defining::<UIToFPOp>(ctx, ir, lhs) {
            (true, ui.r#in(ctx, ir))
        } else {
            return None;
        };
        let int_type = ir.value_type(int_value);
        let width = match ctx.type_kind(int_type) {
            TypeKind::Integer { width, .. } => *width,
            _ => return None,
        };
        let value_bits = i64::from(if unsigned { width } else { width - 1 });
        if i64::from(width) > mantissa_width {
            let exponent = rhs.ilogb();
            if exponent == i32::MAX {
                let max_exponent = ApFloat::largest(semantics, false).ilogb();
                if i64::from(max_exponent) < value_bits {
                    return None;
                }
            } else if mantissa_width <= i64::from(exponent) && i64::from(exponent) <= value_bits {
                return None;
            }
        }
        let mut predicate = match op.predicate(ctx, ir) {
            CmpFPredicate::ORD => return replace_with_bool(rewriter, op.0, true),
            CmpFPredicate::UNO => return replace_with_bool(rewriter, op.0, false),
            p => integer_predicate(p, unsigned)?,
        };
        let less = |a: ApFloat, b: ApFloat| a.compare(b) == FloatOrdering::Less;
        use CmpIPredicate as I;
        // Constants beyond the integers' range decide the comparison.
        let (max, min) = if unsigned {
            (ApInt::max_value(width), ApInt::zero(width))
        } else {
            (
                ApInt::signed_max_value(width),
                ApInt::signed_min_value(width),
            )
        };
        if less(ApFloat::from_int(semantics, &max, !unsigned), rhs) {
            let holds = matches!(predicate, I::ne | I::slt | I::sle | I::ult | I::ule);
            return replace_with_bool(rewriter, op.0, holds);
        }
        if less(rhs, ApFloat::from_int(semantics, &min, !unsigned)) {
            let holds = matches!(predicate, I::ne | I::sgt | I::sge | I::ugt | I::uge);
            return replace_with_bool(rewriter, op.0, holds);
        }
        let rhs_int = rhs.to_int(width, !unsigned)?;
        if !rhs.is_zero() {
            let back = ApFloat::from_int(semantics, &rhs_int, !unsigned);
            if back.compare(rhs) != FloatOrdering::Equal {
                let negative = rhs.is_negative();
                match predicate {
                    I::ne => return replace_with_bool(rewriter, op.0, true),
                    I::eq => return replace_with_bool(rewriter, op.0, false),
                    I::ule if negative => return replace_with_bool(rewriter, op.0, false),
                    I::sle if negative => predicate = I::slt,
                    I::ult if negative => return replace_with_bool(rewriter, op.0, false),
                    I::ult => predicate = I::ule,
                    I::slt if !negative => predicate = I::sle,
                    I::ugt if negative => return replace_with_bool(rewriter, op.0, true),
                    I::sgt if negative => predicate = I::sge,
                    I::uge if negative => return replace_with_bool(rewriter, op.0, true),
                    I::uge => predicate = I::ugt,
                    I::sge if !negative => predicate = I::sgt,
                    _ => {}
                }
            }
        }
        let c = int_constant_op(rewriter, int_type, &rhs_int);
        let new = CmpIOp::builder(ctx)
            .predicate(predicate)
            .lhs(int_value)
            .rhs(c)
            .build(&mut rewriter.builder());
        rewriter.replace_op_with_op(op.0, new.0);
        Some(())
    }
}
