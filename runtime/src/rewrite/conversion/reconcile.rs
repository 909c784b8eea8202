//! Folding chains of `builtin.unrealized_conversion_cast` (MLIR's
//! `reconcileUnrealizedCasts`): a cast whose results end up cast back to
//! types some earlier cast in its chain started from is replaced by that
//! cast's inputs, and casts left unused go; casts still needed stay.

use rustc_hash::FxHashSet;

use crate::storage::context::Context;
use crate::storage::ir::{Ir, OpId, Value};
use crate::storage::types::Type;

/// The name of the cast op.
pub const UNREALIZED_CONVERSION_CAST: &str = "builtin.unrealized_conversion_cast";

/// Folds the casts of `casts` (and the casts feeding them) as far as they
/// go, erasing those that become unused; returns those of `casts` left.
pub fn reconcile_unrealized_casts(ctx: &Context, ir: &mut Ir, casts: &[OpId]) -> Vec<OpId> {
    let cast_name = ctx.ident(UNREALIZED_CONVERSION_CAST);
    let is_cast = |ir: &Ir, op: OpId| !ir.is_erased(op) && ir.op_name(op) == cast_name;
    let mut worklist = SetVector::default();
    for &cast in casts {
        worklist.insert(cast);
    }
    let mut erased = FxHashSet::default();
    let enqueue_inputs = |ir: &Ir, cast: OpId, worklist: &mut SetVector| {
        for input in ir.operands(cast) {
            if let Some(def) = ir.defining_op(input)
                && is_cast(ir, def)
            {
                worklist.insert(def);
            }
        }
    };
    // The cast defining all of `cast`'s inputs, in order, if one does.
    let input_cast = |ir: &Ir, cast: OpId| -> Option<OpId> {
        let inputs: Vec<Value> = ir.operands(cast).collect();
        let def = ir.defining_op(*inputs.first()?)?;
        if !is_cast(ir, def) || ir.results(def).collect::<Vec<_>>() != inputs {
            return None;
        }
        Some(def)
    };
    while let Some(cast) = worklist.pop() {
        if ir.results(cast).all(|r| ir.use_empty(r)) {
            enqueue_inputs(ir, cast, &mut worklist);
            erased.insert(cast);
            ir.force_erase_op(cast);
            continue;
        }
        let result_types: Vec<Type> = ir.results(cast).map(|r| ir.value_type(r)).collect();
        let mut next = Some(cast);
        while let Some(candidate) = next {
            let input_types: Vec<Type> = ir.operands(candidate).map(|v| ir.value_type(v)).collect();
            if input_types == result_types {
                enqueue_inputs(ir, cast, &mut worklist);
                let inputs: Vec<Value> = ir.operands(candidate).collect();
                let results: Vec<Value> = ir.results(cast).collect();
                for (result, input) in results.into_iter().zip(inputs) {
                    ir.replace_all_uses_with(result, input);
                }
                erased.insert(cast);
                ir.force_erase_op(cast);
                break;
            }
            next = input_cast(ir, candidate);
        }
    }
    casts
        .iter()
        .copied()
        .filter(|cast| !erased.contains(cast))
        .collect()
}

/// A stack that holds each op once at a time (LLVM's `SetVector` as a
/// worklist).
#[derive(Default)]
struct SetVector {
    items: Vec<OpId>,
    present: FxHashSet<OpId>,
}

impl SetVector {
    fn insert(&mut self, op: OpId) {
        if self.present.insert(op) {
            self.items.push(op);
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        let op = self.items.pop()?;
        self.present.remove(&op);
        Some(op)
    }
}
