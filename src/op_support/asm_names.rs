//! Names in the printed form: result groups named after their `.td` names,
//! and op names as MLIR prints them where the op is.

use super::{Context, Ir, OpId, OpPrinter, OpSpec, result_group};

/// Names each result group after its `.td` name (ODS's generated
/// `getAsmResultNames` for ops with several named results).
pub fn name_result_groups(
    spec: &OpSpec,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    set: &mut dyn FnMut(usize, &str),
) {
    for (i, group) in spec.results.iter().enumerate() {
        let range = result_group(spec, ctx, ir, op, i);
        if !group.name.is_empty() && !range.is_empty() {
            set(range.start, group.name);
        }
    }
}

/// Prints `op`'s name as MLIR does where it is (without the prefix of the
/// default dialect there), for hand-written custom forms.
pub fn print_op_name(p: &mut OpPrinter<'_>, op: OpId, _name: &str) {
    p.print_op_name(op);
}
