//! Lowering `arith` to the LLVM dialect (MLIR's `ArithToLLVM`, pass
//! `convert-arith-to-llvm`): each op becomes the LLVM op (or intrinsic)
//! of the same meaning over the converted operands and result types, its
//! overflow and fast-math flags carried over; index casts become
//! extensions, truncations or nothing by the widths involved; the extended
//! additions and multiplications expand into a few LLVM ops. Scalars and
//! one-dimensional vectors are lowered; ops over other types stay.

use std::sync::Arc;

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, TypeConverter,
    apply_partial_conversion,
};
use dialectic_runtime::{Attribute, Context, Ir, OpId, Type, TypeKind, Value};

use super::llvm_ops::{self, create, fastmath, overflow, result};
use super::llvm_target::llvm_conversion_target;
use super::llvm_type_converter::llvm_type_converter;
use crate::dialects::arith::{FastMathFlags, FastMathFlagsAttr, IntegerOverflowFlagsAttr};
use crate::dialects::llvm::FastmathFlags as LlvmFastmathFlags;
use crate::dialects::llvm::LLVMStructType;
use crate::op_support::{inherent_or_discardable, integer_of};
use crate::pass_hooks::PassBody;

/// Which attributes of the arith op carry over, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrRule {
    /// None: the LLVM op has no properties.
    None,
    /// `overflowFlags` (`#arith.overflow` to `#llvm.overflow`).
    Overflow,
    /// `fastmath` to `fastmathFlags` (`#llvm.fastmath<none>` when unset).
    FastMath,
    /// `predicate`, whose values the two dialects number alike.
    Predicate,
    /// `fastmath` and `predicate`.
    FastMathPredicate,
}

/// The one-to-one lowerings: arith op, LLVM op, attribute rule.
pub const ONE_TO_ONE: &[(&str, &str, AttrRule)] = &[
    ("arith.addi", "llvm.add", AttrRule::Overflow),
    ("arith.subi", "llvm.sub", AttrRule::Overflow),
    ("arith.muli", "llvm.mul", AttrRule::Overflow),
    ("arith.shli", "llvm.shl", AttrRule::Overflow),
    ("arith.divsi", "llvm.sdiv", AttrRule::None),
    ("arith.divui", "llvm.udiv", AttrRule::None),
    ("arith.remsi", "llvm.srem", AttrRule::None),
    ("arith.remui", "llvm.urem", AttrRule::None),
    ("arith.andi", "llvm.and", AttrRule::None),
    ("arith.ori", "llvm.or", AttrRule::None),
    ("arith.xori", "llvm.xor", AttrRule::None),
    ("arith.shrsi", "llvm.ashr", AttrRule::None),
    ("arith.shrui", "llvm.lshr", AttrRule::None),
    ("arith.maxsi", "llvm.intr.smax", AttrRule::None),
    ("arith.maxui", "llvm.intr.umax", AttrRule::None),
    ("arith.minsi", "llvm.intr.smin", AttrRule::None),
    ("arith.minui", "llvm.intr.umin", AttrRule::None),
    ("arith.addf", "llvm.fadd", AttrRule::FastMath),
    ("arith.subf", "llvm.fsub", AttrRule::FastMath),
    ("arith.mulf", "llvm.fmul", AttrRule::FastMath),
    ("arith.divf", "llvm.fdiv", AttrRule::FastMath),
    ("arith.remf", "llvm.frem", AttrRule::FastMath),
    ("arith.negf", "llvm.fneg", AttrRule::FastMath),
    ("arith.maximumf", "llvm.intr.maximum", AttrRule::FastMath),
    ("arith.minimumf", "llvm.intr.minimum", AttrRule::FastMath),
    ("arith.maxnumf", "llvm.intr.maxnum", AttrRule::FastMath),
    ("arith.minnumf", "llvm.intr.minnum", AttrRule::FastMath),
    ("arith.cmpi", "llvm.icmp", AttrRule::Predicate),
    ("arith.cmpf", "llvm.fcmp", AttrRule::FastMathPredicate),
    ("arith.select", "llvm.select", AttrRule::FastMath),
    ("arith.extsi", "llvm.sext", AttrRule::None),
    ("arith.extui", "llvm.zext", AttrRule::None),
    ("arith.trunci", "llvm.trunc", AttrRule::None),
    ("arith.extf", "llvm.fpext", AttrRule::None),
    ("arith.truncf", "llvm.fptrunc", AttrRule::None),
    ("arith.sitofp", "llvm.sitofp", AttrRule::None),
    ("arith.uitofp", "llvm.uitofp", AttrRule::None),
    ("arith.fptosi", "llvm.fptosi", AttrRule::None),
    ("arith.fptoui", "llvm.fptoui", AttrRule::None),
    ("arith.bitcast", "llvm.bitcast", AttrRule::None),
];

/// The names of the arith attributes a rule consumes (the others are
/// passed through as they are).
const CONSUMED: &[&str] = &["overflowFlags", "fastmath", "predicate", "roundingmode"];

impl AttrRule {
    /// The LLVM op's properties for `op`.
    fn properties(self, ctx: &Context, ir: &Ir, op: OpId) -> Vec<(&'static str, Attribute)> {
        let fastmath_bits = || {
            inherent_or_discardable(ctx, ir, op, "fastmath")
                .and_then(|a| FastMathFlagsAttr::value(ctx, a))
                .map_or(0, llvm_fastmath_bits)
        };
        let predicate = || {
            let attr = inherent_or_discardable(ctx, ir, op, "predicate")?;
            let value = integer_of(ctx, attr)?;
            Some(ctx.integer_attr(ctx.integer_type(64), value))
        };
        match self {
            AttrRule::None => Vec::new(),
            AttrRule::Overflow => {
                let bits = inherent_or_discardable(ctx, ir, op, "overflowFlags")
                    .and_then(|a| IntegerOverflowFlagsAttr::value(ctx, a))
                    .map_or(0, |f| f.bits());
                vec![("overflowFlags", overflow(ctx, bits))]
            }
            AttrRule::FastMath => vec![("fastmathFlags", fastmath(ctx, fastmath_bits()))],
            AttrRule::Predicate => predicate().map(|p| ("predicate", p)).into_iter().collect(),
            AttrRule::FastMathPredicate => {
                let mut props = vec![("fastmathFlags", fastmath(ctx, fastmath_bits()))];
                props.extend(predicate().map(|p| ("predicate", p)));
                props
            }
        }
    }
}

/// The LLVM fast-math bits of arith's flags: the two enums name the same
/// flags but number them differently, so each flag is carried by name.
fn llvm_fastmath_bits(flags: FastMathFlags) -> u32 {
    let llvm_cases = LlvmFastmathFlags::SPEC.cases;
    FastMathFlags::SPEC
        .cases
        .iter()
        .filter(|case| {
            !case.group && case.value != 0 && flags.bits() & case.value as u32 == case.value as u32
        })
        .filter_map(|case| llvm_cases.iter().find(|c| c.name == case.name && !c.group))
        .fold(0, |bits, case| bits | case.value as u32)
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

/// Whether every value is of an LLVM-compatible type already.
fn all_legal(converter: &TypeConverter, ctx: &Context, ir: &Ir, values: &[Value]) -> bool {
    converter.are_legal(ctx, values.iter().map(|&v| ir.value_type(v)))
}

/// One arith op to one LLVM op (MLIR's `VectorConvertToLLVMPattern`).
pub struct OneToOne {
    /// The arith op.
    pub from: &'static str,
    /// The LLVM op.
    pub to: &'static str,
    /// How attributes carry over.
    pub rule: AttrRule,
    /// The type converter.
    pub converter: Arc<TypeConverter>,
}

impl ConversionPattern for OneToOne {
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
        if !all_legal(&self.converter, ctx, ir, operands) {
            return None;
        }
        // A rounding mode asks for a constrained intrinsic, not lowered here.
        if inherent_or_discardable(ctx, ir, op, "roundingmode").is_some() {
            return None;
        }
        let results = converted_results(&self.converter, ctx, ir, op)?;
        let properties = self.rule.properties(ctx, ir, op);
        let passed: Vec<_> = ctx
            .dictionary_entries(ir.op_attributes(op))
            .iter()
            .filter(|(name, _)| !CONSUMED.contains(&ctx.ident_str(*name)))
            .copied()
            .collect();
        let new_op = create(rewriter, self.to, operands, &results, properties);
        if !passed.is_empty() {
            let attrs = ctx.dictionary_attr(passed);
            rewriter.ir_mut().set_op_attributes(new_op, attrs);
        }
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
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

/// The width of an integer type or of a vector's integer elements.
fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(element_type(ctx, ty)) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
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
        let source_bits = element_width(ctx, ir.value_type(input))?;
        let target_bits = element_width(ctx, ty)?;
        if source_bits == target_bits {
            rewriter.replace_op(op, &[input]);
            return Some(());
        }
        let name = if target_bits < source_bits {
            "llvm.trunc"
        } else {
            self.extension
        };
        let new_op = create(rewriter, name, &[input], &[ty], Vec::new());
        rewriter.replace_op_with_op(op, new_op);
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
        if !all_legal(&self.0, ctx, ir, operands) {
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
    for &(from, to, rule) in ONE_TO_ONE {
        patterns.add(OneToOne {
            from,
            to,
            rule,
            converter: converter.clone(),
        });
    }
    patterns.add(LowerConstant(converter.clone()));
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
        // MLIR's pass does not read the data layout: 64 unless asked.
        let bitwidth = if self.options.index_bitwidth == 0 {
            64
        } else {
            self.options.index_bitwidth
        };
        let converter = Arc::new(llvm_type_converter(bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_arith_to_llvm_patterns(&converter, &mut patterns);
        apply_partial_conversion(ctx, ir, &[op], &llvm_conversion_target(), &patterns)
            .map(|_| ())
            .map_err(|d| {
                run.emit(d);
                PassFailed
            })
    }
}
