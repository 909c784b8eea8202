//! A thread-safe uniquing table: equal values get the same `u32` index, so
//! handles compare by identity. Lookups by index take no lock; uniquing
//! locks one of several shards of the index (chosen by the value's hash),
//! so that threads interning at once rarely wait for each other.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxBuildHasher;

/// How many shards the index has (a power of two).
const SHARDS: usize = 16;

/// One shard of the index, on a cache line of its own.
#[repr(align(128))]
#[derive(Default)]
struct Shard(Mutex<HashTable<u32>>);

/// The shard of a hash: bits that neither the table's bucket index (the
/// low bits) nor its control bytes (the top seven) use.
#[inline]
fn shard_of(hash: u64) -> usize {
    (hash >> 40) as usize & (SHARDS - 1)
}

/// Uniques values of `T`; indices are dense and stable for the table's life.
pub struct Interner<T> {
    /// Each value with a byte of flags computed once when it is added.
    items: boxcar::Vec<(T, u8)>,
    shards: [Shard; SHARDS],
}

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            shards: Default::default(),
        }
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// Returns the index of `value`, adding it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        self.intern_flagged(value, |_| 0)
    }

    /// Like [`Interner::intern`]; a new value gets the flags `flags` computes.
    pub fn intern_flagged(&self, value: T, flags: impl FnOnce(&T) -> u8) -> u32 {
        let hash = FxBuildHasher.hash_one(&value);
        let mut table = self.shards[shard_of(hash)].0.lock();
        if let Some(&i) = table.find(hash, |&i| self.items[i as usize].0 == value) {
            return i;
        }
        let f = flags(&value);
        let i = self.items.push((value, f)) as u32;
        table.insert_unique(hash, i, |&j| {
            FxBuildHasher.hash_one(&self.items[j as usize].0)
        });
        i
    }

    /// The flags of the value at `index`.
    #[inline]
    pub fn flags(&self, index: u32) -> u8 {
        self.items[index as usize].1
    }

    /// Returns the index of the value equal to `key`, building it with `make` if it is new.
    pub fn intern_by<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let hash = FxBuildHasher.hash_one(key);
        let mut table = self.shards[shard_of(hash)].0.lock();
        if let Some(&i) = table.find(hash, |&i| self.items[i as usize].0.borrow() == key) {
            return i;
        }
        let i = self.items.push((make(key), 0)) as u32;
        table.insert_unique(hash, i, |&j| {
            FxBuildHasher.hash_one(self.items[j as usize].0.borrow())
        });
        i
    }

    /// The value at `index`.
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize].0
    }
}
