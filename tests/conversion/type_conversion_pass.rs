//! The conversion behind `mlir-opt-19 --test-legalize-type-conversion`,
//! written again on Dialectic's framework: floats other than f64 widen to
//! f64 and integers are dropped (a one-to-zero conversion); the source
//! materializations cast f64 back to any type but f16, produce i32 and i64
//! from nothing, and cast integers to integers. Producers convert their
//! result type, a rewrite pattern turns `another_type_producer` into a
//! producer, a pattern converts the body's types then fails (its changes
//! undone), and functions get their signatures converted.

use std::sync::Arc;

use dialectic::rewrite::MatchResult;
use dialectic::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    TypeConverter, apply_partial_conversion,
};
use dialectic::storage::diagnostics::Diagnostic;
use dialectic::storage::float::FloatSemantics;
use dialectic::{Context, Ir, OpId, Type, Value};

use super::function_signature::{FunctionSignature, function_type};
use super::test_ops::{build, float, integer, is_f32, is_f64};

fn converter() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_type_conversion(|ctx, ty| {
        Some(match float(ctx, ty) {
            Some(FloatSemantics::F64) => Some(ty),
            Some(FloatSemantics::BF16 | FloatSemantics::F16 | FloatSemantics::F32) => {
                Some(ctx.f64_type())
            }
            _ => None,
        })
    });
    converter.add_conversion(|ctx, ty, _| integer(ctx, ty).map(|_| true));
    converter.add_source_materialization(|ctx, builder, ty, inputs, loc| {
        let input_types: Vec<Type> = inputs.iter().map(|&v| builder.ir().value_type(v)).collect();
        let one_input = |check: &dyn Fn(&Context, Type) -> bool| {
            input_types.len() == 1 && check(ctx, input_types[0])
        };
        if float(ctx, ty) != Some(FloatSemantics::F16) && one_input(&is_f64) {
            return Some(build(ctx, builder, "test.cast", inputs, ty, loc));
        }
        if matches!(integer(ctx, ty), Some(32 | 64)) && inputs.is_empty() {
            return Some(build(ctx, builder, "test.type_producer", &[], ty, loc));
        }
        if integer(ctx, ty).is_some() && one_input(&|ctx, t| integer(ctx, t).is_some()) {
            return Some(build(ctx, builder, "test.cast", inputs, ty, loc));
        }
        None
    });
    converter
}

/// A producer of a float gets an f64 result, of an i16 an i64 one.
struct ConvertProducer(Arc<TypeConverter>);

impl ConversionPattern for ConvertProducer {
    fn root(&self) -> Option<&str> {
        Some("test.type_producer")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ty = rewriter.ir().value_type(rewriter.ir().result(op, 0));
        let new_type = if float(ctx, ty).is_some() {
            ctx.f64_type()
        } else if integer(ctx, ty) == Some(16) {
            ctx.integer_type(64)
        } else {
            return None;
        };
        replace_with_producer(rewriter, op, new_type);
        Some(())
    }
}

/// `another_type_producer` becomes a producer of the same type (a plain
/// rewrite: no type converter).
struct AnotherProducer;

impl ConversionPattern for AnotherProducer {
    fn root(&self) -> Option<&str> {
        Some("test.another_type_producer")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ty = rewriter.ir().value_type(rewriter.ir().result(op, 0));
        replace_with_producer(rewriter, op, ty);
        Some(())
    }
}

fn replace_with_producer(rewriter: &mut ConversionPatternRewriter<'_>, op: OpId, ty: Type) {
    let ctx = rewriter.context();
    let loc = rewriter.ir().op_loc(op);
    let value = build(
        ctx,
        &mut rewriter.builder(),
        "test.type_producer",
        &[],
        ty,
        loc,
    );
    rewriter.replace_op(op, &[value]);
}

/// Converts the types of the op's region, then fails.
struct SignatureConversionUndo(Arc<TypeConverter>);

impl ConversionPattern for SignatureConversionUndo {
    fn root(&self) -> Option<&str> {
        Some("test.signature_conversion_undo")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let region = rewriter.ir().regions(op)[0];
        let _ = rewriter.convert_region_types(region, None);
        None
    }
}

/// The pass: a partial conversion of the op it runs on.
pub fn run(ctx: &Context, ir: &mut Ir, op: OpId, diags: &mut Vec<Diagnostic>) -> bool {
    let converter = Arc::new(converter());
    let mut target = ConversionTarget::new();
    target.add_dynamically_legal_op("test.type_producer", |ctx, ir, op| {
        let ty = ir.value_type(ir.result(op, 0));
        Some(is_f64(ctx, ty) || integer(ctx, ty) == Some(64))
    });
    let for_functions = converter.clone();
    target.add_dynamically_legal_op("func.func", move |ctx, ir, op| {
        let (inputs, results) = function_type(ctx, ir, op)?;
        let body_legal = ir.regions(op).iter().all(|&region| {
            ir.blocks_of(region).all(|block| {
                for_functions.are_legal(
                    ctx,
                    ir.block_arguments(block).iter().map(|&a| ir.value_type(a)),
                )
            })
        });
        Some(for_functions.are_legal(ctx, inputs.into_iter().chain(results)) && body_legal)
    });
    target.add_dynamically_legal_op("test.cast", |ctx, ir, op| {
        let input = ir.operands(op).next()?;
        Some(is_f64(ctx, ir.value_type(input)) && is_f32(ctx, ir.value_type(ir.result(op, 0))))
    });
    let mut patterns = ConversionPatternSet::new();
    patterns.add(ConvertProducer(converter.clone()));
    patterns.add(SignatureConversionUndo(converter.clone()));
    patterns.add(AnotherProducer);
    patterns.add(FunctionSignature(converter.clone()));
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
