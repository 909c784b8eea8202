//! Lowering `cf` to the LLVM dialect (MLIR's `ControlFlowToLLVM`, pass
//! `convert-cf-to-llvm`): `cf.br`, `cf.cond_br` and `cf.switch` become
//! `llvm.br`, `llvm.cond_br` and `llvm.switch` with the same successors and
//! properties over the converted operands, when the operands passed to
//! each successor have the types of its block arguments (a conversion of
//! the enclosing function converts those first).

use std::sync::Arc;

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, TypeConverter,
    apply_partial_conversion,
};
use dialectic_runtime::rewrite::successor_operands;
use dialectic_runtime::{Context, Ir, OpId, OperationState, Value};

use super::llvm_ops::split_attributes;
use super::llvm_target::llvm_conversion_target;
use super::llvm_type_converter::llvm_type_converter;
use crate::pass_hooks::PassBody;

/// The branch lowerings: cf op, LLVM op.
pub const BRANCHES: &[(&str, &str)] = &[
    ("cf.br", "llvm.br"),
    ("cf.cond_br", "llvm.cond_br"),
    ("cf.switch", "llvm.switch"),
];

/// A branch to the LLVM branch of the same shape.
pub struct LowerBranch {
    /// The cf op.
    pub from: &'static str,
    /// The LLVM op.
    pub to: &'static str,
    /// The type converter.
    pub converter: Arc<TypeConverter>,
}

impl ConversionPattern for LowerBranch {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let successors: Vec<_> = ir.successors(op).collect();
        for (index, &successor) in successors.iter().enumerate() {
            let range = successor_operands(ctx, ir, op, index)?;
            let passed = operands.get(range)?;
            let arguments = ir.block_arguments(successor);
            if passed.len() != arguments.len()
                || passed
                    .iter()
                    .zip(arguments)
                    .any(|(&v, &a)| ir.value_type(v) != ir.value_type(a))
            {
                return None;
            }
        }
        let mut state = OperationState::new(ctx, self.to, ir.op_loc(op));
        state.operands = operands.to_vec();
        state.successors = successors;
        let all = ir
            .op_properties(op)
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default()
            .into_iter()
            .chain(ctx.dictionary_entries(ir.op_attributes(op)).iter().copied());
        let (properties, discardable) = split_attributes(ctx, self.to, all);
        state.properties = (!properties.is_empty()).then(|| ctx.dictionary_attr(properties));
        state.attributes = ctx.dictionary_attr(discardable);
        let new_op = rewriter.create(state);
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
}

/// Adds the cf lowerings to `patterns` (MLIR's
/// `populateControlFlowToLLVMConversionPatterns`).
pub fn populate_cf_to_llvm_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    for &(from, to) in BRANCHES {
        patterns.add(LowerBranch {
            from,
            to,
            converter: converter.clone(),
        });
    }
}

impl PassBody for crate::transforms::ConvertControlFlowToLlvmPass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        // MLIR's pass does not read the data layout: 64 unless asked.
        let bitwidth = if self.options.index_bitwidth == 0 {
            64
        } else {
            self.options.index_bitwidth
        };
        let converter = Arc::new(llvm_type_converter(bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_cf_to_llvm_patterns(&converter, &mut patterns);
        apply_partial_conversion(ctx, ir, &[op], &llvm_conversion_target(), &patterns)
            .map(|_| ())
            .map_err(|d| {
                run.emit(d);
                PassFailed
            })
    }
}
