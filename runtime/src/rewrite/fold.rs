//! Folding one op (MLIR's `Operation::fold`): the op's folder sees the
//! constant values of its operands ([`FoldOperands`], the data of MLIR's
//! `FoldAdaptor`) and gives, per result, an existing value or an attribute
//! ([`OpFoldResult`]); or it updates the op in place. When it does not
//! fold, or folds in place, the folds of the op's traits are tried.

use std::ops::Range;

use smallvec::SmallVec;

use crate::attributes::Attribute;
use crate::context::Context;
use crate::ir::{Ir, OpId, Value};
use crate::registry::OpTraits;

use super::pattern_set::RewritePatternSet;
use super::trait_folds::fold_traits;

/// What folding gives for one result (MLIR's `OpFoldResult`): a value that
/// replaces it, or a constant to materialize in its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpFoldResult {
    /// An existing value.
    Value(Value),
    /// A constant value.
    Attribute(Attribute),
}

impl From<Value> for OpFoldResult {
    fn from(value: Value) -> Self {
        OpFoldResult::Value(value)
    }
}

impl From<Attribute> for OpFoldResult {
    fn from(attr: Attribute) -> Self {
        OpFoldResult::Attribute(attr)
    }
}

impl OpFoldResult {
    /// The value, if the result is one.
    pub fn as_value(self) -> Option<Value> {
        match self {
            OpFoldResult::Value(v) => Some(v),
            OpFoldResult::Attribute(_) => None,
        }
    }

    /// The attribute, if the result is one.
    pub fn as_attribute(self) -> Option<Attribute> {
        match self {
            OpFoldResult::Attribute(a) => Some(a),
            OpFoldResult::Value(_) => None,
        }
    }
}

/// The constant values of an op's operands (`None` where an operand is not
/// a constant), and where each of its operand groups lies among them: what
/// a folder's adaptor reads (MLIR's `FoldAdaptor`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FoldOperands {
    values: SmallVec<[Option<Attribute>; 4]>,
    groups: SmallVec<[Range<usize>; 4]>,
}

impl FoldOperands {
    /// The constants `values`, grouped by `groups` (ranges of `values`).
    pub fn new(
        values: impl IntoIterator<Item = Option<Attribute>>,
        groups: Vec<Range<usize>>,
    ) -> Self {
        FoldOperands {
            values: values.into_iter().collect(),
            groups: groups.into_iter().collect(),
        }
    }

    /// The constants of `op`'s operands, grouped as its registered spec
    /// groups them (one group of all operands without a spec).
    fn of(ctx: &Context, ir: &Ir, op: OpId, values: Vec<Option<Attribute>>) -> Self {
        let spec = ctx.op_definition(ir.op_name(op)).and_then(|d| d.spec);
        let groups = match spec {
            Some(spec) => (0..spec.operands.len())
                .map(|g| crate::ods::operand_group(spec, ctx, ir, op, g))
                .collect(),
            None => std::iter::once(0..values.len()).collect(),
        };
        FoldOperands::new(values, groups)
    }

    /// Every operand's constant, in operand order.
    pub fn operands(&self) -> &[Option<Attribute>] {
        &self.values
    }

    /// The constant of operand `index`.
    pub fn operand(&self, index: usize) -> Option<Attribute> {
        self.values.get(index).copied().flatten()
    }

    /// The constants of operand group `group`.
    pub fn group(&self, group: usize) -> &[Option<Attribute>] {
        self.groups
            .get(group)
            .and_then(|r| self.values.get(r.clone()))
            .unwrap_or(&[])
    }

    /// The constant of the first operand of group `group` (the operand of
    /// a single or optional group).
    pub fn first_of_group(&self, group: usize) -> Option<Attribute> {
        self.group(group).first().copied().flatten()
    }
}

/// An op's folder: given the constants of its operands, the fold of each
/// result (`Some(results)`), an update in place (`Some` of no results), or
/// no fold (`None`).
pub type FoldHook = fn(&Context, &mut Ir, OpId, FoldOperands) -> Option<Vec<OpFoldResult>>;

/// The value a `ConstantLike` op holds (what its folder returns).
pub type ConstantValueHook = fn(&Context, &Ir, OpId) -> Option<Attribute>;

/// Adds an op's canonicalization patterns to a set (MLIR's
/// `getCanonicalizationPatterns`).
pub type CanonicalizationPatternsHook = fn(&mut RewritePatternSet, &Context);

/// The constant `value` holds, if a `ConstantLike` op defines it (MLIR's
/// `m_Constant`).
pub fn constant_value(ctx: &Context, ir: &Ir, value: Value) -> Option<Attribute> {
    let op = ir.defining_op(value)?;
    let definition = ctx.op_definition(ir.op_name(op))?;
    if !definition.traits.contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    (definition.constant_value?)(ctx, ir, op)
}

/// Folds `op` with the constants its operands hold (MLIR's
/// `Operation::fold`): `Some` of one fold per result, `Some` of none when
/// the op was updated in place, `None` when it does not fold.
pub fn fold_op(ctx: &Context, ir: &mut Ir, op: OpId) -> Option<Vec<OpFoldResult>> {
    let constants = ir
        .operands(op)
        .map(|v| constant_value(ctx, ir, v))
        .collect();
    fold_op_with(ctx, ir, op, constants)
}

/// Folds `op` given the constants of its operands (`None` where an operand
/// is not known to be constant).
pub fn fold_op_with(
    ctx: &Context,
    ir: &mut Ir,
    op: OpId,
    constants: Vec<Option<Attribute>>,
) -> Option<Vec<OpFoldResult>> {
    let definition = ctx.op_definition(ir.op_name(op))?;
    if let Some(value) = definition.constant_value {
        return value(ctx, ir, op).map(|attr| vec![OpFoldResult::Attribute(attr)]);
    }
    let own = definition.fold.and_then(|hook| {
        hook(
            ctx,
            ir,
            op,
            FoldOperands::of(ctx, ir, op, constants.clone()),
        )
    });
    if let Some(results) = &own {
        let in_place = results.is_empty()
            || (ir.num_results(op) == 1
                && results.as_slice() == [OpFoldResult::Value(ir.result(op, 0))]);
        if !in_place {
            return own;
        }
    }
    if let Some(results) = fold_traits(ir, op, definition.traits, &constants) {
        return Some(results);
    }
    own.map(|_| Vec::new())
}
