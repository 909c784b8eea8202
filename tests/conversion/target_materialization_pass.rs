//! The conversion behind `mlir-opt-19
//! --test-target-materialization-with-no-uses`: i16 converts to i64, every
//! other type to itself; `test.type_changer` is illegal and replaced by
//! its operand as the pattern sees it, converted (a target
//! materialization, `test.cast`, where the type changes).

use std::sync::Arc;

use dialectic::rewrite::MatchResult;
use dialectic::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter, apply_partial_conversion,
};
use dialectic::storage::diagnostics::Diagnostic;
use dialectic::{Context, Ir, OpId, Value};

use super::test_ops::{build, integer};

struct ForwardOperand(Arc<TypeConverter>);

impl ConversionPattern for ForwardOperand {
    fn root(&self) -> Option<&str> {
        Some("test.type_changer")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        rewriter.replace_op(op, operands);
        Some(())
    }
}

/// The pass: a partial conversion of the op it runs on.
pub fn run(ctx: &Context, ir: &mut Ir, op: OpId, diags: &mut Vec<Diagnostic>) -> bool {
    let mut converter = TypeConverter::new();
    converter.add_type_conversion(|_, ty| Some(Some(ty)));
    converter.add_type_conversion(|ctx, ty| {
        let width = integer(ctx, ty)?;
        Some(Some(if width == 16 {
            ctx.integer_type(64)
        } else {
            ty
        }))
    });
    converter.add_target_materialization(|ctx, builder, ty, inputs, loc| {
        Some(build(ctx, builder, "test.cast", inputs, ty, loc))
    });
    let mut target = ConversionTarget::new();
    target.add_illegal_op("test.type_changer");
    let mut patterns = ConversionPatternSet::new();
    patterns.add(ForwardOperand(Arc::new(converter)));
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
