//! Folders of the comparisons: equal operands, constants (constants move
//! to the right, swapping the predicate), extended booleans against zero,
//! and float comparisons with a NaN.

use std::cmp::Ordering;

use super::support::{bool_attr_like, defining, i1_same_shape};
use crate::dialects::arith::*;
use crate::op_support::{
    self, ApFloat, ApInt, AttrKind, Attribute, Context, FloatOrdering, Ir, OpFoldResult, OpFolder,
    Type, TypeKind, Value,
    const_fold::{attr_type, const_fold_binary},
    matchers::is_zero_int,
};

/// `lhs pred rhs` (MLIR's `applyCmpPredicate` of integers).
pub(crate) fn compare_ints(predicate: CmpIPredicate, lhs: &ApInt, rhs: &ApInt) -> bool {
    let (u, s) = (lhs.ucmp(rhs), lhs.scmp(rhs));
    match predicate {
        CmpIPredicate::eq => u == Ordering::Equal,
        CmpIPredicate::ne => u != Ordering::Equal,
        CmpIPredicate::slt => s == Ordering::Less,
        CmpIPredicate::sle => s != Ordering::Greater,
        CmpIPredicate::sgt => s == Ordering::Greater,
        CmpIPredicate::sge => s != Ordering::Less,
        CmpIPredicate::ult => u == Ordering::Less,
        CmpIPredicate::ule => u != Ordering::Greater,
        CmpIPredicate::ugt => u == Ordering::Greater,
        CmpIPredicate::uge => u != Ordering::Less,
    }
}

/// Whether `pred` holds of equal operands.
fn holds_for_equal(predicate: CmpIPredicate) -> bool {
    matches!(
        predicate,
        CmpIPredicate::eq
            | CmpIPredicate::sle
            | CmpIPredicate::sge
            | CmpIPredicate::ule
            | CmpIPredicate::uge
    )
}

/// The predicate comparing the operands the other way round (not its
/// negation: `eq` stays `eq`).
fn swapped(predicate: CmpIPredicate) -> CmpIPredicate {
    match predicate {
        CmpIPredicate::slt => CmpIPredicate::sgt,
        CmpIPredicate::sgt => CmpIPredicate::slt,
        CmpIPredicate::sle => CmpIPredicate::sge,
        CmpIPredicate::sge => CmpIPredicate::sle,
        CmpIPredicate::ult => CmpIPredicate::ugt,
        CmpIPredicate::ugt => CmpIPredicate::ult,
        CmpIPredicate::ule => CmpIPredicate::uge,
        CmpIPredicate::uge => CmpIPredicate::ule,
        CmpIPredicate::eq => CmpIPredicate::eq,
        CmpIPredicate::ne => CmpIPredicate::ne,
    }
}

/// The width of an integer or a vector of integers (MLIR's
/// `getIntegerWidth`).
fn integer_width(ctx: &Context, ty: Type) -> Option<u32> {
    let element = match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    };
    match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

impl OpFolder for CmpIOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: CmpIOpFoldAdaptor) -> Option<OpFoldResult> {
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        let predicate = self.predicate(ctx, ir);
        let result_type = ir.value_type(self.result(ctx, ir));
        // cmpi(pred, x, x)
        if lhs == rhs {
            return bool_attr_like(ctx, result_type, holds_for_equal(predicate)).map(Into::into);
        }
        if is_zero_int(ctx, a.rhs()) {
            // extsi(x : i1) != 0 -> x, extui(x : i1) != 0 -> x
            let extended: Option<Value> = defining::<ExtSIOp>(ctx, ir, lhs)
                .map(|e| e.r#in(ctx, ir))
                .or_else(|| defining::<ExtUIOp>(ctx, ir, lhs).map(|e| e.r#in(ctx, ir)));
            if let Some(source) = extended
                && integer_width(ctx, ir.value_type(source)) == Some(1)
                && predicate == CmpIPredicate::ne
            {
                return Some(source.into());
            }
        }
        // A constant moves to the right.
        if a.lhs().is_some() && a.rhs().is_none() {
            let spec = CmpIOp::SPEC;
            let swapped_predicate = swapped(predicate).to_attr(ctx);
            op_support::set_attr(spec, ctx, ir, self.0, "predicate", swapped_predicate);
            ir.set_operands(self.0, &[rhs, lhs]);
            return Some(self.result(ctx, ir).into());
        }
        let lhs_type = attr_type(ctx, a.lhs()?)?;
        const_fold_binary(
            ctx,
            a.lhs(),
            a.rhs(),
            Some(i1_same_shape(ctx, lhs_type)),
            |x: &ApInt, y: &ApInt| {
                Some(ApInt::from_u128(
                    1,
                    u128::from(compare_ints(predicate, x, y)),
                ))
            },
        )
        .map(Into::into)
    }
}

/// `lhs pred rhs` (MLIR's `applyCmpPredicate` of floats).
pub(crate) fn compare_floats(predicate: CmpFPredicate, lhs: ApFloat, rhs: ApFloat) -> bool {
    let order = lhs.compare(rhs);
    let (unordered, less, equal, greater) = (
        order == FloatOrdering::Unordered,
        order == FloatOrdering::Less,
        order == FloatOrdering::Equal,
        order == FloatOrdering::Greater,
    );
    match predicate {
        CmpFPredicate::AlwaysFalse => false,
        CmpFPredicate::OEQ => equal,
        CmpFPredicate::OGT => greater,
        CmpFPredicate::OGE => greater || equal,
        CmpFPredicate::OLT => less,
        CmpFPredicate::OLE => less || equal,
        CmpFPredicate::ONE => !unordered && !equal,
        CmpFPredicate::ORD => !unordered,
        CmpFPredicate::UEQ => unordered || equal,
        CmpFPredicate::UGT => unordered || greater,
        CmpFPredicate::UGE => unordered || greater || equal,
        CmpFPredicate::ULT => unordered || less,
        CmpFPredicate::ULE => unordered || less || equal,
        CmpFPredicate::UNE => !equal,
        CmpFPredicate::UNO => unordered,
        CmpFPredicate::AlwaysTrue => true,
    }
}

/// The value of a scalar float attribute.
fn scalar_float(ctx: &Context, attr: Option<Attribute>) -> Option<ApFloat> {
    match ctx.attr_kind(attr?) {
        AttrKind::Float { ty, bits } => Some(ApFloat::from_bits(ctx.float_semantics(*ty)?, *bits)),
        _ => None,
    }
}

impl OpFolder for CmpFOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: CmpFOpFoldAdaptor) -> Option<OpFoldResult> {
        let (mut lhs, mut rhs) = (scalar_float(ctx, a.lhs()), scalar_float(ctx, a.rhs()));
        // A NaN makes the comparison unordered, whatever the other operand.
        if let Some(l) = lhs.filter(|l| l.is_nan()) {
            rhs = Some(l);
        }
        if let Some(r) = rhs.filter(|r| r.is_nan()) {
            lhs = Some(r);
        }
        let holds = compare_floats(self.predicate(ctx, ir), lhs?, rhs?);
        Some(ctx.integer_attr(ctx.i1_type(), i128::from(holds)).into())
    }
}
