//! What the parser knows about SSA names while it parses: the values and
//! blocks named in each isolated scope, the placeholders of values used
//! before their definition, and the trailing locations that name an alias
//! defined later.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::name_key::NameKey;
use crate::storage::ir::{BlockId, Value};

/// Where a forward-referenced location alias must be filled in.
#[derive(Clone, Copy, Debug)]
pub(crate) enum LocTarget {
    Op(crate::storage::ir::OpId),
    Value(crate::storage::ir::Value),
}

#[derive(Clone, Copy)]
pub(super) struct ValueEntry {
    pub(super) value: Option<Value>,
    pub(super) offset: u32,
}

/// Names visible in one isolated scope, with the names each nested region defined.
#[derive(Default)]
pub(super) struct IsolatedScope<'s> {
    pub(super) values: FxHashMap<NameKey<'s>, SmallVec<[ValueEntry; 1]>>,
    pub(super) definitions_per_region: Vec<Vec<NameKey<'s>>>,
}

pub(super) struct BlockEntry {
    pub(super) block: BlockId,
    pub(super) offset: u32,
    /// Still only referenced, not defined.
    pub(super) forward: bool,
}

/// SSA and block name state while parsing.
#[derive(Default)]
pub(crate) struct SsaState<'s> {
    pub(super) scopes: Vec<IsolatedScope<'s>>,
    pub(super) placeholders: FxHashMap<Value, u32>,
    pub(super) blocks: Vec<FxHashMap<NameKey<'s>, BlockEntry>>,
    pub(crate) deferred_locs: Vec<(LocTarget, &'s str, u32)>,
}
