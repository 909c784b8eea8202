//! `branch_weights` of `cond_br`, `switch`, `call` and `invoke` as the
//! `!prof !{!"branch_weights", i32 w...}` node of the instruction.

use crate::llvm::AnyValue;
use dialectic::{AttrKind, OpId};

use super::nodes;
use crate::module_translation::ModuleTranslation;

/// Attaches the branch weights of `op`, if any, to `inst`.
pub fn attach_branch_weights<'a>(t: &ModuleTranslation<'a>, op: OpId, inst: AnyValue<'a>) {
    let Some(AttrKind::DenseArray { values, .. }) =
        t.attr(op, "branch_weights").map(|a| t.ctx.attr_kind(a))
    else {
        return;
    };
    let ctx = t.llvm_context();
    let mut operands = vec![nodes::string(ctx, b"branch_weights")];
    operands.extend(values.iter().map(|&w| nodes::int(ctx, 32, w as u32 as u64)));
    nodes::attach(ctx, inst, "prof", nodes::tuple(ctx, &operands));
}
