//! The type and attribute aliases a parse has defined so far.

use rustc_hash::FxHashMap;

use crate::storage::attributes::Attribute;
use crate::storage::types::Type;

/// The type and attribute aliases defined so far (`!x = ...`, `#x = ...`),
/// shared with the threads that parse chunks ahead.
#[derive(Clone, Default)]
pub(crate) struct AliasTable<'s> {
    pub(super) types: FxHashMap<&'s str, Type>,
    pub(super) attrs: FxHashMap<&'s str, Attribute>,
}
