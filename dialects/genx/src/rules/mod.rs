//! The body of `genx-check-backend-rules` (`defs/genx/Passes.td`): the
//! rules seed 002 ("LLVM IR for the GenX backend") sets on the IR the
//! backend accepts, each in its module, checked over a module in program
//! order and reported as an error on the op that breaks it (so that
//! `--verify-diagnostics` cases name their place). The pass fails when
//! any rule is broken, as a verifier does, and changes nothing.

pub mod gen_types;
pub mod intrinsics;
pub mod kernel_metadata;
pub mod linkage;
pub mod memory;

use dialectic::op_support::{PassBody, PassFailed, PassResult, PassRun};
use dialectic::{Context, Ir, OpError, OpId};

use crate::passes::{CheckBackendRules, CheckBackendRulesOptions};

/// The violations of the rules in `module`, in program order: each op
/// with what it breaks.
pub fn check_module(
    ctx: &Context,
    ir: &Ir,
    module: OpId,
    options: &CheckBackendRulesOptions,
) -> Vec<(OpId, OpError)> {
    let mut violations = Vec::new();
    let mut stack = vec![module];
    while let Some(op) = stack.pop() {
        if op != module {
            for error in check_op(ctx, ir, op, options) {
                violations.push((op, error));
            }
        }
        for &region in ir.regions(op).iter().rev() {
            let blocks: Vec<_> = ir.blocks_of(region).collect();
            for block in blocks.into_iter().rev() {
                let ops: Vec<OpId> = ir.ops_of(block).collect();
                stack.extend(ops.into_iter().rev());
            }
        }
    }
    violations
}

/// What `op` breaks.
fn check_op(ctx: &Context, ir: &Ir, op: OpId, options: &CheckBackendRulesOptions) -> Vec<OpError> {
    let mut errors = Vec::new();
    match ctx.ident_str(ir.op_name(op)) {
        "llvm.func" => {
            linkage::check_function(ctx, ir, op, options, &mut errors);
            if linkage::is_kernel(ctx, ir, op, options) {
                kernel_metadata::check(ctx, ir, op, options, &mut errors);
            }
            // An intrinsic's declaration has the types its spec gives it;
            // the values passed to it are checked where they are made.
            if !is_intrinsic_declaration(ctx, ir, op) {
                check_signature(ctx, ir, op, options, &mut errors);
            }
        }
        "llvm.mlir.global" if !options.allow_globals => errors.push(linkage::global_error()),
        "llvm.load" | "llvm.store" if !options.allow_memory_access => {
            errors.extend(memory::check_access(ctx, ir, op));
        }
        _ => {}
    }
    errors.extend(intrinsics::check(ctx, ir, op, &options.allowed_intrinsics));
    check_values(ctx, ir, op, options, &mut errors);
    errors
}

/// Whether `func` declares an intrinsic (`llvm.genx.rdregioni.v4i32...`).
fn is_intrinsic_declaration(ctx: &Context, ir: &Ir, func: OpId) -> bool {
    let name = dialectic::op_support::inherent_or_discardable(ctx, ir, func, "sym_name")
        .and_then(|a| dialectic::op_support::string_of(ctx, a));
    name.is_some_and(|n| n.starts_with("llvm."))
        && ir
            .regions(func)
            .first()
            .is_none_or(|&body| ir.region_is_empty(body))
}

/// The argument and result types of function `func`'s signature.
fn check_signature(
    ctx: &Context,
    ir: &Ir,
    func: OpId,
    options: &CheckBackendRulesOptions,
    errors: &mut Vec<OpError>,
) {
    let Some((params, result)) = crate::kernel::function_signature(ctx, ir, func) else {
        return;
    };
    for (index, &ty) in params.iter().enumerate() {
        if !gen_types::is_allowed(ctx, ty, options) {
            let what = gen_types::not_gen_type(ctx, ty);
            errors.push(OpError::op_error(format!("argument #{index} {what}")));
        }
    }
    if let Some(ty) = result
        && !gen_types::is_allowed(ctx, ty, options)
    {
        let what = gen_types::not_gen_type(ctx, ty);
        errors.push(OpError::op_error(format!("result {what}")));
    }
}

/// The types of `op`'s results and of the arguments of the blocks of its
/// regions after the entry block of a function (whose arguments are the
/// signature's).
fn check_values(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    options: &CheckBackendRulesOptions,
    errors: &mut Vec<OpError>,
) {
    let name = ctx.ident_str(ir.op_name(op));
    // An intrinsic returning several values returns a struct of them.
    let returns_several = name.starts_with("genx.")
        || name.starts_with("llvm.intr.")
        || (name == "llvm.call" && intrinsics::calls_intrinsic(ctx, ir, op));
    for (index, result) in ir.results(op).enumerate() {
        let ty = ir.value_type(result);
        let allowed = gen_types::is_allowed(ctx, ty, options)
            || (returns_several && gen_types::is_struct_of_allowed(ctx, ty, options))
            || memory::is_static_alloca(ctx, ir, op);
        if !allowed {
            let what = gen_types::not_gen_type(ctx, ty);
            errors.push(OpError::op_error(format!("result #{index} {what}")));
        }
    }
    let is_function = name == "llvm.func";
    for (region_index, &region) in ir.regions(op).iter().enumerate() {
        for (block_index, block) in ir.blocks_of(region).enumerate() {
            if is_function && block_index == 0 {
                continue;
            }
            for (index, &argument) in ir.block_arguments(block).iter().enumerate() {
                let ty = ir.value_type(argument);
                if !gen_types::is_allowed(ctx, ty, options) {
                    let what = gen_types::not_gen_type(ctx, ty);
                    let place = if ir.regions(op).len() > 1 {
                        format!("block #{block_index} of region #{region_index}")
                    } else {
                        format!("block #{block_index}")
                    };
                    errors.push(OpError::op_error(format!(
                        "argument #{index} of {place} {what}"
                    )));
                }
            }
        }
    }
}

impl PassBody for CheckBackendRules {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let violations = check_module(ctx, ir, op, &self.options);
        run.preserve_all();
        if violations.is_empty() {
            return Ok(());
        }
        for (at, error) in violations {
            run.emit_op_error(ctx, ir, at, error);
        }
        Err(PassFailed)
    }
}
