//! Seed 002's rule on memory: "Load and store instructions are allowed
//! only to load/store from/to a static alloca, i.e. ones that are removed
//! by a mem2reg pass". A static alloca is an `llvm.alloca` in the entry
//! block of its function whose element count is a constant; its pointer
//! is then the one pointer value the Gen types admit.

use dialectic::op_support::{inherent_or_discardable, integer_of};
use dialectic::storage::ir::ValueOwner;
use dialectic::{Context, Ir, OpError, OpId, Value};

/// Whether `op` is a static alloca.
pub fn is_static_alloca(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    if ctx.ident_str(ir.op_name(op)) != "llvm.alloca" {
        return false;
    }
    let Some(block) = ir.op_parent_block(op) else {
        return false;
    };
    let in_entry_block = ir
        .block_parent(block)
        .and_then(|region| ir.entry_block(region))
        == Some(block)
        && ir
            .block_parent_op(block)
            .is_some_and(|parent| ctx.ident_str(ir.op_name(parent)) == "llvm.func");
    let constant_size = ir.operands(op).next().is_some_and(|size| {
        defining_op(ir, size).is_some_and(|def| {
            ctx.ident_str(ir.op_name(def)) == "llvm.mlir.constant"
                && inherent_or_discardable(ctx, ir, def, "value")
                    .and_then(|value| integer_of(ctx, value))
                    .is_some()
        })
    });
    in_entry_block && constant_size
}

/// The op defining `value`, if it is a result.
fn defining_op(ir: &Ir, value: Value) -> Option<OpId> {
    match ir.value_owner(value) {
        ValueOwner::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// The error of `op` when it is a load or store whose address is not a
/// static alloca.
pub fn check_access(ctx: &Context, ir: &Ir, op: OpId) -> Option<OpError> {
    let (address, verb) = match ctx.ident_str(ir.op_name(op)) {
        "llvm.load" => (ir.operands(op).next()?, "loads from"),
        "llvm.store" => (ir.operands(op).nth(1)?, "stores to"),
        _ => return None,
    };
    if defining_op(ir, address).is_some_and(|def| is_static_alloca(ctx, ir, def)) {
        return None;
    }
    Some(OpError::op_error(format!(
        "{verb} memory that is not a static alloca; the GenX backend loads and stores only on allocas that mem2reg removes"
    )))
}
