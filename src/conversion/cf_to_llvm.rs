//! Lowering `cf` to the LLVM dialect (MLIR's `ControlFlowToLLVM`, pass
//! `convert-cf-to-llvm`): `cf.br`, `cf.cond_br` and `cf.switch` become
//! `llvm.br`, `llvm.cond_br` and `llvm.switch` with the same successors and
//! properties over the converted operands, when the operands passed to
//! each successor have the types of its block arguments (a conversion of
//! the enclosing function converts those first). The lowerings are data:
//! `defs/conversion/ControlFlowToLLVM.td`. `cf.assert` becomes a branch to
//! a block that prints its message and aborts ([`super::assert_to_llvm`]).

use std::sync::Arc;

use dialectic_runtime::pass::{PassResult, PassRun};
use dialectic_runtime::rewrite::conversion::{ConversionPatternSet, TypeConverter};
use dialectic_runtime::{Context, Ir, OpId};

use super::assert_to_llvm::LowerAssert;
use super::config::run_llvm_lowering;
use super::one_to_one::populate_one_to_one_patterns;
use crate::pass_hooks::PassBody;

/// The table of `defs/conversion/ControlFlowToLLVM.td`.
mod table {
    crate::dialect!("defs/conversion/ControlFlowToLLVM.td");
}

/// Adds the cf lowerings to `patterns` (MLIR's
/// `populateControlFlowToLLVMConversionPatterns`).
pub fn populate_cf_to_llvm_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    populate_one_to_one_patterns(table::ONE_TO_ONE_CONVERSIONS, converter, patterns);
    patterns.add(LowerAssert);
}

impl PassBody for crate::transforms::ConvertControlFlowToLlvmPass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let bitwidth = self.options.index_bitwidth;
        run_llvm_lowering(ctx, ir, op, run, bitwidth, populate_cf_to_llvm_patterns)
    }
}
