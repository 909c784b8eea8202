//! What a parsed op's attribute list becomes once its inherent attributes
//! are moved into the property storage (by the property conversion of the
//! op's registration), remembered per parser. The split is a function of
//! the op's registration and the list as written, and the ops of a large module repeat the same few
//! lists (`{alignment = 8 : i64}` on every load), so each distinct pair is
//! worked out once.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;

use crate::storage::attributes::{Attribute, NamedAttribute};

/// How many lists a parser remembers.
const REMEMBERED: usize = 1024;

/// The property storage (if any) and the discardable attributes of an op.
pub(crate) type Split = (Option<Attribute>, Attribute);

/// One remembered list: the registration's address, the list, its split.
type Entry = (usize, Box<[NamedAttribute]>, Split);

/// The splits worked out so far.
#[derive(Default)]
pub(crate) struct InherentSplits {
    table: HashTable<Entry>,
}

fn hash(op: usize, attributes: &[NamedAttribute]) -> u64 {
    FxBuildHasher.hash_one((op, attributes))
}

impl InherentSplits {
    /// The split of `attributes` for the op registered at address `key`,
    /// if worked out before.
    pub(crate) fn get(&self, key: usize, attributes: &[NamedAttribute]) -> Option<Split> {
        self.table
            .find(hash(key, attributes), |(s, a, _)| {
                *s == key && **a == *attributes
            })
            .map(|&(_, _, split)| split)
    }

    /// Remembers the split of `attributes` (while there is room).
    pub(crate) fn insert(&mut self, key: usize, attributes: &[NamedAttribute], split: Split) {
        if self.table.len() >= REMEMBERED {
            return;
        }
        self.table.insert_unique(
            hash(key, attributes),
            (key, attributes.into(), split),
            |(s, a, _)| hash(*s, a),
        );
    }
}
