//! Building an op and folding it at once (MLIR's `OpBuilder::createOrFold`):
//! when the new op folds, its folded values replace it (constants are
//! materialized at the insertion point) and it is erased.

use crate::storage::builder::OpBuilder;
use crate::storage::context::Context;
use crate::storage::ir::{OpId, Value};

use super::fold::fold_op;
use super::fold_result::OpFoldResult;
use super::materialize::{dialect_of, materialize_constant};

/// Builds an op with `build` at `builder`'s insertion point, then folds
/// it: the folded values when it folds (the op is erased), its results
/// otherwise. A typed builder fits `build`:
/// `create_or_fold(ctx, b, |b| AddIOp::builder(ctx).lhs(x).rhs(y).build(b).0)`.
pub fn create_or_fold(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    build: impl FnOnce(&mut OpBuilder<'_>) -> OpId,
) -> Vec<Value> {
    let op = build(builder);
    let ir = builder.ir();
    let own_results: Vec<Value> = ir.results(op).collect();
    let is_constant = ctx
        .op_traits(ir.op_name(op))
        .is_some_and(|t| t.contains(crate::storage::op_traits::OpTraits::CONSTANT_LIKE));
    if is_constant {
        return own_results;
    }
    let Some(folded) = fold_op(ctx, ir, op) else {
        return own_results;
    };
    if folded.is_empty() {
        return own_results;
    }
    let dialect = dialect_of(ctx.ident_str(ir.op_name(op))).to_string();
    let loc = ir.op_loc(op);
    let mut values = Vec::with_capacity(folded.len());
    let mut materialized = Vec::new();
    for (fold, &result) in folded.iter().zip(&own_results) {
        match *fold {
            OpFoldResult::Value(v) => values.push(v),
            OpFoldResult::Attribute(attr) => {
                let ty = builder.ir().value_type(result);
                match materialize_constant(ctx, builder, &dialect, attr, ty, loc) {
                    Some(constant) => {
                        materialized.push(constant);
                        values.push(builder.ir().result(constant, 0));
                    }
                    None => {
                        for constant in materialized {
                            builder.ir().force_erase_op(constant);
                        }
                        return own_results;
                    }
                }
            }
        }
    }
    builder.ir().force_erase_op(op);
    values
}
