//! The `func` dialect's answer to the inliner (MLIR's
//! `FuncInlinerInterface`): calls, regions and ops of the dialect may be
//! inlined, and `func.return` ends an inlined function: it gives the call's
//! results when the body had one block, and becomes a `cf.br` to the
//! continuation block otherwise.

use crate::interfaces::{DialectInlinerInterface, ValueMapping};
use crate::op_support::{BlockId, Context, Ir, OpId, OperationState, RegionId, Value};

use super::ReturnOp;

impl DialectInlinerInterface for super::FuncDialect {
    fn is_legal_to_inline_call(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _call: OpId,
        _callable: OpId,
        _would_be_cloned: bool,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionId,
        _src: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpId,
        _dest: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        true
    }

    fn handle_terminator_with_continuation(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        continuation: BlockId,
    ) {
        if ctx.ident_str(ir.op_name(op)) != ReturnOp::NAME {
            return;
        }
        let mut branch = OperationState::new(ctx, "cf.br", ir.op_loc(op));
        branch.operands = ir.operands(op).collect();
        branch.successors = vec![continuation];
        let branch = ir.create_op(branch);
        let block = ir
            .op_parent_block(op)
            .expect("an inlined terminator is in a block");
        ir.insert_op(block, Some(op), branch);
        ir.erase_op(op).expect("a terminator has no results");
    }

    fn handle_terminator_replacing(
        &self,
        _ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        values_to_replace: &[Value],
    ) {
        let returned: Vec<Value> = ir.operands(op).collect();
        for (&old, new) in values_to_replace.iter().zip(returned) {
            ir.replace_all_uses_with(old, new);
        }
    }
}
