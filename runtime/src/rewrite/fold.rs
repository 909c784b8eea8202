//! Folding one op (MLIR's `Operation::fold`): the op's folder sees the
//! constant values of its operands ([`FoldOperands`], the data of MLIR's
//! `FoldAdaptor`) and gives, per result, an existing value or an attribute
//! ([`OpFoldResult`]); or it updates the op in place. When it does not
//! fold, or folds in place, the folds of the op's traits are tried.

use crate::storage::attributes::Attribute;
use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId, Value};
use crate::storage::op_traits::OpTraits;

use smallvec::SmallVec;

use crate::ods::OpSpec;
use crate::ods::segments::{self, Side};

use super::fold_result::{FoldOperands, OpFoldResult};
use super::trait_folds::fold_traits;

impl FoldOperands {
    /// The constants of `op`'s operands, grouped as its registered spec
    /// groups them (one group of all operands without a spec).
    pub(super) fn of(
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        spec: Option<&OpSpec>,
        values: &[Option<Attribute>],
    ) -> Self {
        let groups = match spec {
            // The segment sizes are read once for all groups.
            Some(spec) => segments::groups(spec, ctx, ir, op, Side::Operands),
            None => std::iter::once(0..values.len()).collect(),
        };
        FoldOperands::from_parts(values.iter().copied().collect(), groups)
    }
}

/// The constant `value` holds, if a `ConstantLike` op defines it (MLIR's
/// `m_Constant`).
pub fn constant_value(ctx: &Context, ir: &Ir, value: Value) -> Option<Attribute> {
    let op = ir.defining_op(value)?;
    // The traits are at hand without the definition: most values are not
    // constants, so ask them first.
    if !ctx
        .op_traits(ir.op_name(op))?
        .contains(OpTraits::CONSTANT_LIKE)
    {
        return None;
    }
    (ctx.op_definition(ir.op_name(op))?.constant_value?)(ctx, ir, op)
}

/// Folds `op` with the constants its operands hold (MLIR's
/// `Operation::fold`): `Some` of one fold per result, `Some` of none when
/// the op was updated in place, `None` when it does not fold.
pub fn fold_op(ctx: &Context, ir: &mut Ir, op: OpId) -> Option<Vec<OpFoldResult>> {
    // Most ops have nothing that could fold them: say so before gathering
    // the constants of their operands.
    let definition = ctx.op_definition(ir.op_name(op))?;
    let folding_traits = [
        OpTraits::COMMUTATIVE,
        OpTraits::IDEMPOTENT,
        OpTraits::INVOLUTION,
        OpTraits::CAST_OP_INTERFACE,
    ];
    if definition.constant_value.is_none()
        && definition.fold.is_none()
        && !folding_traits
            .iter()
            .any(|&t| definition.traits.contains(t))
    {
        return None;
    }
    let constants: SmallVec<[Option<Attribute>; 4]> = ir
        .operands(op)
        .map(|v| constant_value(ctx, ir, v))
        .collect();
    fold_op_with(ctx, ir, op, &constants)
}

/// Folds `op` given the constants of its operands (`None` where an operand
/// is not known to be constant).
pub fn fold_op_with(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    let definition = ctx.op_definition(ir.op_name(op))?;
    if let Some(value) = definition.constant_value {
        return value(ctx, ir, op).map(|attr| vec![OpFoldResult::Attribute(attr)]);
    }
    let own = definition.fold.and_then(|hook| {
        hook(
            ctx,
            ir,
            op,
            FoldOperands::of(ctx, ir, op, definition.spec, constants),
        )
    });
    if let Some(results) = &own {
        let in_place = results.is_empty()
            || (ir.num_results(op) == 1
                && results.as_slice() == [OpFoldResult::Value(ir.result(op, 0))]);
        if !in_place {
            return own;
        }
    }
    if let Some(results) = fold_traits(ir, op, definition.traits, constants) {
        return Some(results);
    }
    own.map(|_| Vec::new())
}
