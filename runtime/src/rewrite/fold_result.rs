//! What folding works with: the constants of an op's operands
//! ([`FoldOperands`], the data of MLIR's `FoldAdaptor`) and what a fold
//! gives for one result ([`OpFoldResult`]).

use std::ops::Range;

use smallvec::SmallVec;

use crate::storage::attributes::Attribute;
use crate::storage::ir::Value;

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

    /// The constants `values`, grouped by `groups`, as they are gathered.
    pub(crate) fn from_parts(
        values: SmallVec<[Option<Attribute>; 4]>,
        groups: SmallVec<[Range<usize>; 4]>,
    ) -> Self {
        FoldOperands { values, groups }
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
