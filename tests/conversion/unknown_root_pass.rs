//! The conversion behind `mlir-opt-19 --test-legalize-unknown-root-patterns`:
//! the test dialect is illegal, and one pattern for any op erases the ops
//! of the test dialect.

use dialectic::rewrite::MatchResult;
use dialectic::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    apply_partial_conversion,
};
use dialectic::storage::diagnostics::Diagnostic;
use dialectic::{Context, Ir, OpId, Value};

struct EraseTestOps;

impl ConversionPattern for EraseTestOps {
    fn root(&self) -> Option<&str> {
        None
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let name = rewriter.context().ident_str(rewriter.ir().op_name(op));
        if !name.starts_with("test.") {
            return None;
        }
        rewriter.erase_op(op);
        Some(())
    }
}

/// The pass, on one function.
pub fn run(ctx: &Context, ir: &mut Ir, op: OpId, diags: &mut Vec<Diagnostic>) -> bool {
    let mut target = ConversionTarget::new();
    target.add_illegal_dialect("test");
    let mut patterns = ConversionPatternSet::new();
    patterns.add(EraseTestOps);
    match apply_partial_conversion(
        ctx,
        ir,
        &[op],
        &target,
        &patterns,
        &super::opt_run::config(),
    ) {
        Ok(_) => true,
        Err(d) => {
            diags.push(d);
            false
        }
    }
}
