//! One-to-one conversions declared in `.td` (`OneToOneConversion` of
//! `defs/ConversionBase.td`): the table entry the generated code holds,
//! and the conversion pattern one entry makes: the target op over the
//! converted operands, with converted result types, the same successors,
//! and the attributes carried over by the entry's rule.

use std::sync::Arc;

use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, TypeConverter,
};
use dialectic_runtime::rewrite::successor_operands;
use dialectic_runtime::storage::attributes::NamedAttribute;
use dialectic_runtime::{Attribute, Context, Ir, OpId, OperationState, Type, Value};

use super::llvm_ops::{fastmath, overflow, split_attributes};
use super::nd_vector;
use crate::dialects::arith::{FastMathFlags, FastMathFlagsAttr, IntegerOverflowFlagsAttr};
use crate::dialects::llvm::FastmathFlags as LlvmFastmathFlags;
use crate::op_support::{inherent_or_discardable, integer_of};

/// How the attributes of the source op carry over (the rules of
/// `defs/ConversionBase.td`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrRule {
    /// The target has no properties; discardable attributes pass through.
    None,
    /// `overflowFlags` to `overflowFlags`.
    Overflow,
    /// `fastmath` to `fastmathFlags`, each flag by name.
    FastMath,
    /// `predicate`, numbered alike in both dialects.
    Predicate,
    /// `fastmath` and `predicate`.
    FastMathPredicate,
    /// Every attribute, the target's own as properties; the operands
    /// passed to each successor must have its argument types.
    Branch,
}

/// One entry of a generated `ONE_TO_ONE_CONVERSIONS` table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OneToOneConversion {
    /// The op converted.
    pub source: &'static str,
    /// The op it becomes.
    pub target: &'static str,
    /// How attributes carry over.
    pub rule: AttrRule,
    /// The `.td` place of the entry.
    pub place: &'static str,
}

/// The source op's attributes the rules consume (the others pass through).
const CONSUMED: &[&str] = &["overflowFlags", "fastmath", "predicate", "roundingmode"];

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

/// All attributes of `op`: its properties, then its discardable ones.
fn all_attributes(ctx: &Context, ir: &Ir, op: OpId) -> Vec<NamedAttribute> {
    ir.op_properties(op)
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default()
        .into_iter()
        .chain(ctx.dictionary_entries(ir.op_attributes(op)).iter().copied())
        .collect()
}

impl AttrRule {
    /// The target op's properties and discardable attributes for `op`.
    fn attributes(
        self,
        ctx: &Context,
        ir: &Ir,
        op: OpId,
        target: &str,
    ) -> (Vec<NamedAttribute>, Vec<NamedAttribute>) {
        if self == AttrRule::Branch {
            return split_attributes(ctx, target, all_attributes(ctx, ir, op));
        }
        let passed = ctx
            .dictionary_entries(ir.op_attributes(op))
            .iter()
            .filter(|(name, _)| !CONSUMED.contains(&ctx.ident_str(*name)))
            .copied()
            .collect();
        let fastmath_flags = || {
            let bits = inherent_or_discardable(ctx, ir, op, "fastmath")
                .and_then(|a| FastMathFlagsAttr::value(ctx, a))
                .map_or(0, llvm_fastmath_bits);
            ("fastmathFlags", fastmath(ctx, bits))
        };
        let predicate = || {
            let attr = inherent_or_discardable(ctx, ir, op, "predicate")?;
            let value = integer_of(ctx, attr)?;
            Some(("predicate", ctx.integer_attr(ctx.integer_type(64), value)))
        };
        let properties: Vec<(&str, Attribute)> = match self {
            AttrRule::None | AttrRule::Branch => Vec::new(),
            AttrRule::Overflow => {
                let bits = inherent_or_discardable(ctx, ir, op, "overflowFlags")
                    .and_then(|a| IntegerOverflowFlagsAttr::value(ctx, a))
                    .map_or(0, |f| f.bits());
                vec![("overflowFlags", overflow(ctx, bits))]
            }
            AttrRule::FastMath => vec![fastmath_flags()],
            AttrRule::Predicate => predicate().into_iter().collect(),
            AttrRule::FastMathPredicate => {
                let mut properties = vec![fastmath_flags()];
                properties.extend(predicate());
                properties
            }
        };
        let properties = properties
            .into_iter()
            .map(|(name, value)| (ctx.ident(name), value))
            .collect();
        (properties, passed)
    }
}

/// The pattern of one table entry (MLIR's `VectorConvertToLLVMPattern`
/// and the branch lowerings).
pub struct OneToOnePattern {
    /// The entry.
    pub conversion: &'static OneToOneConversion,
    /// The type converter of the operands and results.
    pub converter: Arc<TypeConverter>,
}

/// Whether the operands `op` passes to each successor have the types of
/// the successor's arguments.
fn successor_types_match(ctx: &Context, ir: &Ir, op: OpId, operands: &[Value]) -> Option<bool> {
    for (index, successor) in ir.successors(op).enumerate() {
        let passed = operands.get(successor_operands(ctx, ir, op, index)?)?;
        let arguments = ir.block_arguments(successor);
        if passed.len() != arguments.len()
            || passed
                .iter()
                .zip(arguments)
                .any(|(&v, &a)| ir.value_type(v) != ir.value_type(a))
        {
            return Some(false);
        }
    }
    Some(true)
}

impl ConversionPattern for OneToOnePattern {
    fn root(&self) -> Option<&str> {
        Some(self.conversion.source)
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }

    fn debug_name(&self) -> &'static str {
        self.conversion.place
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        if !self
            .converter
            .are_legal(ctx, operands.iter().map(|&v| ir.value_type(v)))
        {
            return None;
        }
        // A rounding mode asks for a constrained intrinsic, not lowered here.
        if inherent_or_discardable(ctx, ir, op, "roundingmode").is_some() {
            return None;
        }
        if self.conversion.rule == AttrRule::Branch
            && !successor_types_match(ctx, ir, op, operands)?
        {
            return None;
        }
        let results: Vec<Type> = ir
            .results(op)
            .map(|r| self.converter.convert_type(ctx, ir.value_type(r)))
            .collect::<Option<_>>()?;
        let (properties, discardable) =
            self.conversion
                .rule
                .attributes(ctx, ir, op, self.conversion.target);
        let properties = (!properties.is_empty()).then(|| ctx.dictionary_attr(properties));
        let discardable = ctx.dictionary_attr(discardable);
        let successors: Vec<_> = ir.successors(op).collect();
        let target = self.conversion.target;
        // Without a location of its own, the op takes the rewriter's: that
        // of the op being converted.
        let build = |rewriter: &mut ConversionPatternRewriter<'_>,
                     operands: &[Value],
                     results: Vec<Type>| {
            let mut state = OperationState::new(ctx, target, ctx.unknown_loc());
            state.operands = operands.to_vec();
            state.result_types = results;
            state.successors = successors.clone();
            state.properties = properties;
            state.attributes = discardable;
            rewriter.create(state)
        };
        // An op over n-D vectors is made once per innermost vector (MLIR
        // looks at the first operand: a select on a scalar condition
        // selects whole arrays).
        if let [result] = ir.results(op).collect::<Vec<_>>()[..]
            && nd_vector::nd_shape(ctx, ir.value_type(result)).is_some()
            && ir.num_operands(op) > 0
            && nd_vector::nd_shape(ctx, ir.value_type(ir.operand(op, 0))).is_some()
        {
            let result_nd = ir.value_type(result);
            let result_1d = nd_vector::innermost_vector(ctx, &self.converter, result_nd)?;
            let value = nd_vector::unroll(
                rewriter,
                result_nd,
                results[0],
                result_1d,
                operands,
                |rewriter, ty, extracted| {
                    let op = build(rewriter, extracted, vec![ty]);
                    Some(rewriter.ir().result(op, 0))
                },
            )?;
            rewriter.replace_op(op, &[value]);
            return Some(());
        }
        let new_op = build(rewriter, operands, results);
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
}

/// Adds a pattern for each entry of `table`.
pub fn populate_one_to_one_patterns(
    table: &'static [OneToOneConversion],
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    for conversion in table {
        patterns.add(OneToOnePattern {
            conversion,
            converter: converter.clone(),
        });
    }
}
