//! Conversion patterns (MLIR's `ConversionPattern` and
//! `OpConversionPattern`): rewrite patterns that receive, beside the op,
//! its operands as already converted (the adaptor's values: the values
//! replacing them, materialized to the types the pattern's type converter
//! gives), and change the IR through a [`ConversionPatternRewriter`].

use crate::rewrite::pattern::{MatchResult, PatternBenefit, TypedOp};
use crate::storage::ir::{OpId, Value};

use super::rewriter::ConversionPatternRewriter;
use super::type_converter::TypeConverter;

/// A conversion pattern over ops of any kind.
pub trait ConversionPattern: Send + Sync {
    /// The name of the op it matches, `None` for any op.
    fn root(&self) -> Option<&str>;

    /// The pattern's benefit (higher is tried first).
    fn benefit(&self) -> PatternBenefit {
        1
    }

    /// A name for debugging.
    fn debug_name(&self) -> &'static str {
        std::any::type_name::<Self>()
    }

    /// The type converter giving the types of the adaptor's operands
    /// (`None`: the operands are the values replacing them, as they are).
    fn type_converter(&self) -> Option<&TypeConverter> {
        None
    }

    /// Whether the pattern may apply to ops it created itself (MLIR's
    /// `hasBoundedRewriteRecursion`); otherwise it is tried once per op
    /// stack.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }

    /// Matches `op` and rewrites it; `operands` are its converted
    /// operands. `None` when it does not match (changes are undone).
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult;
}

/// A conversion pattern over ops of one kind, given as its op struct.
pub trait OpConversionPattern: Send + Sync {
    /// The op it matches.
    type Op: TypedOp;

    /// The pattern's benefit.
    fn benefit(&self) -> PatternBenefit {
        1
    }

    /// The type converter of the operands.
    fn type_converter(&self) -> Option<&TypeConverter> {
        None
    }

    /// Matches `op` and rewrites it, `operands` converted.
    fn match_and_rewrite(
        &self,
        op: Self::Op,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult;
}

impl<P: OpConversionPattern> ConversionPattern for P {
    fn root(&self) -> Option<&str> {
        Some(P::Op::NAME)
    }

    fn benefit(&self) -> PatternBenefit {
        OpConversionPattern::benefit(self)
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        OpConversionPattern::type_converter(self)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let typed = P::Op::from_op(rewriter.context(), rewriter.ir(), op)?;
        OpConversionPattern::match_and_rewrite(self, typed, operands, rewriter)
    }
}

/// The patterns of one conversion.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        ConversionPatternSet::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl ConversionPattern + 'static) {
        self.patterns.push(Box::new(pattern));
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn ConversionPattern>) {
        self.patterns.push(pattern);
    }

    /// The patterns for ops named `name`, best first (equal benefits in
    /// the order they were added; those for any op after those for the
    /// name).
    pub fn patterns_for(&self, name: &str) -> Vec<&dyn ConversionPattern> {
        let mut found: Vec<(usize, &dyn ConversionPattern)> = self
            .patterns
            .iter()
            .enumerate()
            .filter(|(_, p)| p.root().is_none_or(|root| root == name))
            .map(|(i, p)| (i, p.as_ref()))
            .collect();
        found.sort_by_key(|&(i, p)| (std::cmp::Reverse(p.benefit()), p.root().is_none(), i));
        found.into_iter().map(|(_, p)| p).collect()
    }

    /// How many patterns there are.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}
