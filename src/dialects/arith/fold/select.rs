//! The folder of `arith.select`: equal alternatives, a constant condition
//! (a scalar or splat, or element by element), the boolean select of
//! `true` and `false`, and a select on the (in)equality of its two
//! alternatives.

use super::support::defining;
use crate::dialects::arith::*;
use crate::op_support::{
    AttrKind, Attribute, Context, DenseElements, Ir, OpFoldResult, OpFolder,
    matchers::{is_one_int, is_zero_int},
};

/// The elements of a dense attribute of integers or floats, a splat
/// repeated `count` times.
fn dense_bits(ctx: &Context, attr: Attribute, count: usize) -> Option<Vec<u128>> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseElements {
            splat,
            elements: DenseElements::Bits(bits),
            ..
        } => Some(if *splat {
            vec![*bits.first()?; count]
        } else {
            bits.clone()
        }),
        _ => None,
    }
}

impl OpFolder for SelectOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: SelectOpFoldAdaptor) -> Option<OpFoldResult> {
        let (true_value, false_value) = (self.true_value(ctx, ir), self.false_value(ctx, ir));
        if true_value == false_value {
            return Some(true_value.into());
        }
        // select true, x, y -> x; select false, x, y -> y
        if is_one_int(ctx, a.condition()) {
            return Some(true_value.into());
        }
        if is_zero_int(ctx, a.condition()) {
            return Some(false_value.into());
        }
        let condition = self.condition(ctx, ir);
        let result = self.result(ctx, ir);
        // select x, true, false -> x
        if ir.value_type(result) == ctx.i1_type()
            && is_one_int(ctx, a.true_value())
            && is_zero_int(ctx, a.false_value())
        {
            return Some(condition.into());
        }
        // select (cmpi eq, x, y), x, y -> y; with ne -> x
        if let Some(cmp) = defining::<CmpIOp>(ctx, ir, condition) {
            let predicate = cmp.predicate(ctx, ir);
            if matches!(predicate, CmpIPredicate::eq | CmpIPredicate::ne) {
                let (l, r) = (cmp.lhs(ctx, ir), cmp.rhs(ctx, ir));
                if (l == true_value && r == false_value) || (r == true_value && l == false_value) {
                    return Some(
                        if predicate == CmpIPredicate::ne {
                            true_value
                        } else {
                            false_value
                        }
                        .into(),
                    );
                }
            }
        }
        // Element by element, over a constant condition that is no splat.
        let (mask, on_true, on_false) = (a.condition()?, a.true_value()?, a.false_value()?);
        let AttrKind::DenseElements { ty: mask_type, .. } = ctx.attr_kind(mask) else {
            return None;
        };
        let count = ctx.shape(*mask_type)?.iter().product::<i64>();
        let count = usize::try_from(count).ok()?;
        let mask = dense_bits(ctx, mask, count)?;
        let on_true_type = match ctx.attr_kind(on_true) {
            AttrKind::DenseElements { ty, .. } => *ty,
            _ => return None,
        };
        let (t, f) = (
            dense_bits(ctx, on_true, count)?,
            dense_bits(ctx, on_false, count)?,
        );
        if mask.len() != count || t.len() != count || f.len() != count {
            return None;
        }
        let bits = (0..count)
            .map(|i| if mask[i] & 1 == 1 { t[i] } else { f[i] })
            .collect();
        Some(ctx.dense_bits_attr(on_true_type, bits).into())
    }
}
