//! A thread-safe uniquing table: equal values get the same `u32` index, so
//! handles compare by identity. Lookups by index take no lock; uniquing
//! first looks in a per-thread table of recently interned values (checked
//! by equality, so it can never answer wrong), and only then locks one of
//! several shards of the index (chosen by the value's hash). Threads that
//! intern the same common values over and over (every op's `i32`) thus
//! share no lock and write no shared memory for them.

use std::borrow::Borrow;
use std::cell::Cell;
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

/// Entries in each thread's table of recently interned values (a power of two).
const RECENT: usize = 4096;

thread_local! {
    /// (interner address, hash, index) of values recently interned by this
    /// thread, by hash. On the heap: a thread's static thread-locals take
    /// room from its stack.
    static RECENTLY_INTERNED: Box<[Cell<(usize, u64, u32)>]> =
        (0..RECENT).map(|_| Cell::new((0, 0, 0))).collect();
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

    /// The index this thread recently interned a value of hash `hash` at,
    /// if any (the value there may differ: check).
    #[inline]
    fn recent(&self, hash: u64) -> Option<u32> {
        let me = self as *const Self as usize;
        let slot = (hash >> 20) as usize & (RECENT - 1);
        RECENTLY_INTERNED.with(|recent| {
            let (who, h, i) = recent[slot].get();
            (who == me && h == hash).then_some(i)
        })
    }

    #[inline]
    fn remember(&self, hash: u64, index: u32) {
        let me = self as *const Self as usize;
        let slot = (hash >> 20) as usize & (RECENT - 1);
        RECENTLY_INTERNED.with(|recent| recent[slot].set((me, hash, index)));
    }

    /// Like [`Interner::intern`]; a new value gets the flags `flags` computes.
    pub fn intern_flagged(&self, value: T, flags: impl FnOnce(&T) -> u8) -> u32 {
        self.intern_returning(value, flags).0
    }

    /// Like [`Interner::intern_flagged`], and hands `value` back when an
    /// equal value was already there (so a caller can reuse its buffers).
    pub fn intern_returning(&self, value: T, flags: impl FnOnce(&T) -> u8) -> (u32, Option<T>) {
        let hash = FxBuildHasher.hash_one(&value);
        if let Some(i) = self.recent(hash)
            && self.items.get(i as usize).is_some_and(|(v, _)| *v == value)
        {
            return (i, Some(value));
        }
        let mut table = self.shards[shard_of(hash)].0.lock();
        let (i, unused) = match table.find(hash, |&i| self.items[i as usize].0 == value) {
            Some(&i) => (i, Some(value)),
            None => {
                let f = flags(&value);
                let i = self.items.push((value, f)) as u32;
                table.insert_unique(hash, i, |&j| {
                    FxBuildHasher.hash_one(&self.items[j as usize].0)
                });
                (i, None)
            }
        };
        drop(table);
        self.remember(hash, i);
        (i, unused)
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
        if let Some(i) = self.recent(hash)
            && self
                .items
                .get(i as usize)
                .is_some_and(|(v, _)| v.borrow() == key)
        {
            return i;
        }
        let mut table = self.shards[shard_of(hash)].0.lock();
        let i = match table.find(hash, |&i| self.items[i as usize].0.borrow() == key) {
            Some(&i) => i,
            None => {
                let i = self.items.push((make(key), 0)) as u32;
                table.insert_unique(hash, i, |&j| {
                    FxBuildHasher.hash_one(self.items[j as usize].0.borrow())
                });
                i
            }
        };
        drop(table);
        self.remember(hash, i);
        i
    }

    /// The value at `index`.
    #[inline]
    pub fn get(&self, index: u32) -> &T {
        &self.items[index as usize].0
    }
}
