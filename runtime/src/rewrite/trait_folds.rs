//! The folds traits imply (MLIR's `foldTrait` of `Commutative`,
//! `Idempotent`, `Involution` and `CastOpInterface`), tried in that order
//! when an op's own folder does not fold it or updates it in place.

use crate::storage::attributes::Attribute;
use crate::storage::ir::{Ir, OpId};
use crate::storage::op_traits::OpTraits;

use super::fold_result::OpFoldResult;

/// The first fold of `op`'s traits that applies: `Some` of no results for
/// an update in place, of one result otherwise.
pub(crate) fn fold_traits(
    ir: &mut Ir,
    op: OpId,
    traits: OpTraits,
    constants: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    if traits.contains(OpTraits::COMMUTATIVE) && fold_commutative(ir, op, constants) {
        return Some(Vec::new());
    }
    if traits.contains(OpTraits::IDEMPOTENT)
        && let Some(value) = fold_idempotent(ir, op)
    {
        return Some(vec![value]);
    }
    if traits.contains(OpTraits::INVOLUTION)
        && let Some(value) = fold_involution(ir, op)
    {
        return Some(vec![value]);
    }
    if traits.contains(OpTraits::CAST_OP_INTERFACE) {
        return fold_identity_cast(ir, op);
    }
    None
}

/// A cast whose result types are its operand types folds to its operands
/// (`foldCastInterfaceOp`).
fn fold_identity_cast(ir: &Ir, op: OpId) -> Option<Vec<OpFoldResult>> {
    if ir.num_operands(op) == 0 || ir.num_operands(op) != ir.num_results(op) {
        return None;
    }
    let same = ir
        .operands(op)
        .zip(ir.results(op))
        .all(|(o, r)| ir.value_type(o) == ir.value_type(r));
    same.then(|| ir.operands(op).map(OpFoldResult::Value).collect())
}

/// Moves the constant operands after the others, keeping both in order
/// (`foldCommutative`); whether anything moved.
fn fold_commutative(ir: &mut Ir, op: OpId, constants: &[Option<Attribute>]) -> bool {
    let operands: Vec<_> = ir.operands(op).collect();
    if operands.len() < 2 || constants.len() != operands.len() {
        return false;
    }
    let (mut others, mut constant): (Vec<_>, Vec<_>) = (Vec::new(), Vec::new());
    for (&value, c) in operands.iter().zip(constants) {
        if c.is_some() {
            constant.push(value);
        } else {
            others.push(value);
        }
    }
    others.extend(constant);
    if others == operands {
        return false;
    }
    ir.set_operands(op, &others);
    true
}

/// `op(op(x)) -> op(x)` for one operand, `op(x, x) -> x` for two
/// (`foldIdempotent`).
fn fold_idempotent(ir: &Ir, op: OpId) -> Option<OpFoldResult> {
    match ir.num_operands(op) {
        1 => {
            let operand = ir.operand(op, 0);
            let inner = ir.defining_op(operand)?;
            (ir.op_name(inner) == ir.op_name(op)).then_some(OpFoldResult::Value(operand))
        }
        2 => {
            let lhs = ir.operand(op, 0);
            (lhs == ir.operand(op, 1)).then_some(OpFoldResult::Value(lhs))
        }
        _ => None,
    }
}

/// `op(op(x)) -> x` (`foldInvolution`).
fn fold_involution(ir: &Ir, op: OpId) -> Option<OpFoldResult> {
    if ir.num_operands(op) == 0 {
        return None;
    }
    let inner = ir.defining_op(ir.operand(op, 0))?;
    (ir.op_name(inner) == ir.op_name(op) && ir.num_operands(inner) > 0)
        .then(|| OpFoldResult::Value(ir.operand(inner, 0)))
}
