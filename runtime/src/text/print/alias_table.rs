//! The aliases of one printed output, once collected ([`super::aliases`]):
//! which types and attributes print as an alias and under which name, in
//! the order their definitions print, and the numbering of `distinct`
//! attributes. The symbol printer reads it.

use rustc_hash::FxHashMap;

use crate::storage::attributes::Attribute;
use crate::storage::types::Type;

/// A printed alias name: `#map`, `#map1`, `!tuple`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AliasName {
    pub(super) sigil: char,
    pub(super) prefix: &'static str,
    pub(super) index: u32,
}

impl AliasName {
    /// Writes the alias name.
    pub fn write(&self, out: &mut String) {
        out.push(self.sigil);
        out.push_str(self.prefix);
        if self.index > 0 {
            super::names::push_u32(out, self.index);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Symbol {
    Type(Type),
    Attr(Attribute),
}

/// The aliases of one printed module.
#[derive(Default)]
pub struct Aliases {
    pub(super) types: FxHashMap<Type, AliasName>,
    pub(super) attrs: FxHashMap<Attribute, AliasName>,
    /// Aliased symbols in print order, with whether they may go at the end.
    pub(super) ordered: Vec<(Symbol, AliasName, bool)>,
    /// The numbers of the distinct attributes printed so far.
    pub(super) distinct: DistinctIds,
}

impl Aliases {
    /// The numbering of distinct attributes in this output.
    pub fn distinct_ids(&self) -> &DistinctIds {
        &self.distinct
    }

    /// The alias of a type, if it has one.
    #[inline]
    pub fn type_alias(&self, ty: Type) -> Option<AliasName> {
        if self.types.is_empty() {
            None
        } else {
            self.types.get(&ty).copied()
        }
    }

    /// The alias of an attribute, if it has one.
    #[inline]
    pub fn attr_alias(&self, attr: Attribute) -> Option<AliasName> {
        if self.attrs.is_empty() {
            None
        } else {
            self.attrs.get(&attr).copied()
        }
    }
}

/// Numbers distinct attributes in print order (`distinct[0]<>`, ...).
#[derive(Default)]
pub struct DistinctIds(parking_lot::Mutex<FxHashMap<Attribute, u64>>);

impl DistinctIds {
    /// The number of `attr`, given on first request.
    pub fn id(&self, attr: Attribute) -> u64 {
        let mut ids = self.0.lock();
        let next = ids.len() as u64;
        *ids.entry(attr).or_insert(next)
    }
}
