//! A thread-safe uniquing table: equal values get the same `u32` index, so
//! handles compare by identity. Lookups by index take no lock.

use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};

use hashbrown::HashTable;
use parking_lot::Mutex;
use rustc_hash::FxBuildHasher;

/// Uniques values of `T`; indices are dense and stable for the table's life.
pub struct Interner<T> {
    items: boxcar::Vec<T>,
    index: Mutex<HashTable<u32>>,
}

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Interner { items: boxcar::Vec::new(), index: Mutex::new(HashTable::new()) }
    }
}

impl<T: Hash + Eq> Interner<T> {
    /// Returns the index of `value`, adding it if it is new.
    pub fn intern(&self, value: T) -> u32 {
        let hash = FxBuildHasher.hash_one(&value);
        let mut table = self.index.lock();
        if let Some(&i) = table.find(hash, |&i| self.items[i as usize] == value) {
            return i;
        }
        let i = self.items.push(value) as u32;
        table.insert_unique(hash, i, |&j| FxBuildHasher.hash_one(&self.items[j as usize]));
        i
    }

    /// Returns the index of the value equal to `key`, building it with `make` if it is new.
    pub fn intern_by<Q>(&self, key: &Q, make: impl FnOnce(&Q) -> T) -> u32
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let hash = FxBuildHasher.hash_one(key);
        let mut table = self.index.lock();
        if let Some(&i) = table.find(hash, |&i| self.items[i as usize].borrow() == key) {
            return i;
        }
        let i = self.items.push(make(key)) as u32;
        table.insert_unique(hash, i, |&j| FxBuildHasher.hash_one(self.items[j as usize].borrow()));
        i
    }

    /// The value at `index`.
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize]
    }

    /// How many distinct values the table holds.
    pub fn len(&self) -> usize {
        self.items.count()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}
