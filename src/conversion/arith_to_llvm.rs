//! Lowering `arith` to the LLVM dialect (MLIR's `ArithToLLVM`, pass
//! `convert-arith-to-llvm`): each op becomes the LLVM op (or intrinsic)
//! of the same meaning over the converted operands and result types, its
//! overflow and fast-math flags carried over (the one-to-one lowerings
//! declared in `defs/conversion/ArithToLLVM.td`); index casts become
//! extensions, truncations or nothing by the widths involved; the extended
//! additions and multiplications expand into a few LLVM ops. Scalars and
//! one-dimensional vectors are lowered; ops over other types stay.

use std::sync::Arc;

use dialectic_runtime::pass::{PassResult, PassRun};
use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, TypeConverter,
};
use dialectic_runtime::{Context, Ir, OpId, Type, TypeKind, Value};

use super::config::run_llvm_lowering;
use super::llvm_ops::{self, create, overflow, result};
use super::nd_vector;
use super::one_to_one::populate_one_to_one_patterns;
use crate::dialects::llvm::{LLVMArrayType, LLVMStructType};
use crate::op_support::inherent_or_discardable;
use crate::pass_hooks::PassBody;

/// The table of `defs/conversion/ArithToLLVM.td`.
mod table {
    crate::dialect!("defs/conversion/ArithToLLVM.td");
}

/// Converts the result types of `op`, each to one type.
fn converted_results(
    converter: &TypeConverter,
    ctx: &Context,
    ir: &Ir,
    op: OpId,
) -> Option<Vec<Type>> {
    ir.results(op)
        .map(|r| converter.convert_type(ctx, ir.value_type(r)))
        .collect()
}

/// Whether a result of `op` is an n-D vector.
fn has_nd_result(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.results(op)
        .any(|r| nd_vector::nd_shape(ctx, ir.value_type(r)).is_some())
}

/// Whether every value is of an LLVM-compatible type already.
fn all_legal(converter: &TypeConverter, ctx: &Context, ir: &Ir, values: &[Value]) -> bool {
    converter.are_legal(ctx, values.iter().map(|&v| ir.value_type(v)))
}

/// `arith.constant` to `llvm.mlir.constant` with the same value.
struct LowerConstant(Arc<TypeConverter>);

impl ConversionPattern for LowerConstant {
    fn root(&self) -> Option<&str> {
        Some("arith.constant")
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
        let ir = rewriter.ir();
        let value = inherent_or_discardable(ctx, ir, op, "value")?;
        let [ty] = converted_results(&self.0, ctx, ir, op)?[..] else {
            return None;
        };
        let constant = llvm_ops::constant(rewriter, ty, value);
        rewriter.replace_op(op, &[constant]);
        Some(())
    }
}

/// The element type of a scalar or vector type.
fn element_type(ctx: &Context, ty: Type) -> Type {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } => *element,
        _ => ty,
    }
}

/// The type inside nested `!llvm.array`s (an n-D vector's innermost
/// vector), or `ty` itself.
fn innermost(ctx: &Context, ty: Type) -> Type {
    let mut ty = ty;
    while let Some(element) = LLVMArrayType::element_type(ctx, ty) {
        ty = element;
    }
    ty
}

/// The width of an integer type or of a vector's integer elements.
fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(element_type(ctx, ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

/// `arith.truncf` with a rounding mode to
/// `llvm.intr.experimental.constrained.fptrunc` (MLIR's
/// `ConstrainedTruncFOpLowering`): the mode renumbered as LLVM numbers
/// it, exceptions ignored, the discardable attributes passed through.
struct LowerConstrainedTruncF(Arc<TypeConverter>);

/// arith's rounding modes (`to_nearest_even`, `downward`, `upward`,
/// `toward_zero`, `to_nearest_away`) as LLVM's `RoundingMode` numbers
/// them.
const LLVM_ROUNDING_MODES: [i128; 5] = [1, 3, 2, 0, 4];

impl ConversionPattern for LowerConstrainedTruncF {
    fn root(&self) -> Option<&str> {
        Some("arith.truncf")
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
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let mode = inherent_or_discardable(ctx, ir, op, "roundingmode")?;
        let mode = crate::op_support::integer_of(ctx, mode)?;
        let llvm_mode = *LLVM_ROUNDING_MODES.get(usize::try_from(mode).ok()?)?;
        let [ty] = converted_results(&self.0, ctx, ir, op)?[..] else {
            return None;
        };
        if !all_legal(&self.0, ctx, ir, operands) {
            return None;
        }
        // Every other attribute of the op, its own ones included, passes
        // through as a discardable one.
        let roundingmode = ctx.ident("roundingmode");
        let mut passed: Vec<_> = ir
            .op_properties(op)
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        passed.extend_from_slice(ctx.dictionary_entries(ir.op_attributes(op)));
        passed.retain(|&(name, _)| name != roundingmode);
        let attributes = ctx.dictionary_attr(passed);
        let i64 = ctx.integer_type(64);
        let new_op = create(
            rewriter,
            "llvm.intr.experimental.constrained.fptrunc",
            operands,
            &[ty],
            vec![
                ("fpExceptionBehavior", ctx.integer_attr(i64, 0)),
                ("roundingmode", ctx.integer_attr(i64, llvm_mode)),
            ],
        );
        rewriter.ir_mut().set_op_attributes(new_op, attributes);
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
}

/// `arith.index_cast` (signed) and `arith.index_castui`: the operand when
/// the widths agree, else a truncation or an extension.
struct LowerIndexCast {
    from: &'static str,
    extension: &'static str,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for LowerIndexCast {
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
        let [ty] = converted_results(&self.converter, ctx, ir, op)?[..] else {
            return None;
        };
        let input = *operands.first()?;
        let source_bits = element_width(ctx, innermost(ctx, ir.value_type(input)))?;
        let target_bits = element_width(ctx, innermost(ctx, ty))?;
        if source_bits == target_bits {
            rewriter.replace_op(op, &[input]);
            return Some(());
        }
        let name = if target_bits < source_bits {
            "llvm.trunc"
        } else {
            self.extension
        };
        let result_nd = ir.value_type(ir.result(op, 0));
        let value = if nd_vector::nd_shape(ctx, result_nd).is_some() {
            let result_1d = nd_vector::innermost_vector(ctx, &self.converter, result_nd)?;
            nd_vector::unroll(
                rewriter,
                result_nd,
                ty,
                result_1d,
                &[input],
                |rewriter, ty, extracted| {
                    let cast = create(rewriter, name, extracted, &[ty], Vec::new());
                    Some(result(rewriter, cast))
                },
            )?
        } else {
            let cast = create(rewriter, name, &[input], &[ty], Vec::new());
            result(rewriter, cast)
        };
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `arith.addui_extended`: `llvm.intr.uadd.with.overflow` and the two
/// fields of its result.
struct LowerAddUIExtended(Arc<TypeConverter>);

impl ConversionPattern for LowerAddUIExtended {
    fn root(&self) -> Option<&str> {
        Some("arith.addui_extended")
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
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        // As MLIR, n-D vectors are not lowered.
        if !all_legal(&self.0, ctx, ir, operands) || has_nd_result(ctx, ir, op) {
            return None;
        }
        let results = converted_results(&self.0, ctx, ir, op)?;
        let pair = LLVMStructType::get_literal(ctx, results, false);
        let with_overflow = create(
            rewriter,
            "llvm.intr.uadd.with.overflow",
            operands,
            &[pair],
            Vec::new(),
        );
        let with_overflow = result(rewriter, with_overflow);
        let sum = llvm_ops::extract_value(rewriter, with_overflow, 0)?;
        let overflowed = llvm_ops::extract_value(rewriter, with_overflow, 1)?;
        rewriter.replace_op(op, &[sum, overflowed]);
        Some(())
    }
}

/// `arith.mulsi_extended` and `arith.mului_extended` on scalars: multiply
/// in twice the width, the low half truncated, the high half shifted down
/// and truncated.
struct LowerMulExtended {
    from: &'static str,
    extension: &'static str,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for LowerMulExtended {
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
        let &[lhs, rhs] = operands else {
            return None;
        };
        let ty = ir.value_type(lhs);
        let TypeKind::Integer { width, .. } = *ctx.type_kind(ty) else {
            return None;
        };
        if !all_legal(&self.converter, ctx, ir, operands) {
            return None;
        }
        let wide = ctx.integer_type(width * 2);
        let lhs = create(rewriter, self.extension, &[lhs], &[wide], Vec::new());
        let lhs = result(rewriter, lhs);
        let rhs = create(rewriter, self.extension, &[rhs], &[wide], Vec::new());
        let rhs = result(rewriter, rhs);
        let product = create(
            rewriter,
            "llvm.mul",
            &[lhs, rhs],
            &[wide],
            vec![("overflowFlags", overflow(ctx, 0))],
        );
        let product = result(rewriter, product);
        let low = create(rewriter, "llvm.trunc", &[product], &[ty], Vec::new());
        let low = result(rewriter, low);
        let shift = llvm_ops::constant(rewriter, wide, ctx.integer_attr(wide, i128::from(width)));
        let high = create(
            rewriter,
            "llvm.lshr",
            &[product, shift],
            &[wide],
            Vec::new(),
        );
        let high = result(rewriter, high);
        let high = create(rewriter, "llvm.trunc", &[high], &[ty], Vec::new());
        let high = result(rewriter, high);
        rewriter.replace_op(op, &[low, high]);
        Some(())
    }
}

/// Adds the arith lowerings to `patterns` (MLIR's
/// `populateArithToLLVMConversionPatterns`).
pub fn populate_arith_to_llvm_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    populate_one_to_one_patterns(table::ONE_TO_ONE_CONVERSIONS, converter, patterns);
    patterns.add(LowerConstant(converter.clone()));
    patterns.add(LowerConstrainedTruncF(converter.clone()));
    for (from, extension) in [
        ("arith.index_cast", "llvm.sext"),
        ("arith.index_castui", "llvm.zext"),
    ] {
        patterns.add(LowerIndexCast {
            from,
            extension,
            converter: converter.clone(),
        });
    }
    patterns.add(LowerAddUIExtended(converter.clone()));
    for (from, extension) in [
        ("arith.mulsi_extended", "llvm.sext"),
        ("arith.mului_extended", "llvm.zext"),
    ] {
        patterns.add(LowerMulExtended {
            from,
            extension,
            converter: converter.clone(),
        });
    }
}

impl PassBody for crate::transforms::ConvertArithToLlvmPass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let bitwidth = self.options.index_bitwidth;
        run_llvm_lowering(ctx, ir, op, run, bitwidth, populate_arith_to_llvm_patterns)
    }
}
