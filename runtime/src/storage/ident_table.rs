//! A map from identifiers to things that live as long as the program (the
//! registered op and dialect definitions), read without locks: an
//! append-only vector indexed by the identifier, whose slots hold atomic
//! pointers. Threads that look a definition up for every op they parse,
//! verify or print share no lock and write no shared memory; registering
//! (rare) takes a lock.

use std::sync::atomic::{AtomicPtr, Ordering};

use parking_lot::Mutex;

use crate::storage::context::Ident;

/// Identifier → `&'static T`.
pub(crate) struct IdentTable<T: Sync + 'static> {
    slots: boxcar::Vec<AtomicPtr<T>>,
    /// Held while slots are added.
    grow: Mutex<()>,
}

impl<T: Sync + 'static> Default for IdentTable<T> {
    fn default() -> Self {
        IdentTable {
            slots: boxcar::Vec::new(),
            grow: Mutex::new(()),
        }
    }
}

impl<T: Sync + 'static> IdentTable<T> {
    /// What `ident` maps to.
    #[inline]
    pub(crate) fn get(&self, ident: Ident) -> Option<&'static T> {
        let ptr = self.slots.get(ident.0 as usize)?.load(Ordering::Acquire);
        // SAFETY: a non-null slot holds a `&'static T` stored by `insert`.
        unsafe { ptr.as_ref() }
    }

    /// Maps `ident` to `value` (replacing what it mapped to).
    pub(crate) fn insert(&self, ident: Ident, value: &'static T) {
        let i = ident.0 as usize;
        let _grow = self.grow.lock();
        while self.slots.count() <= i {
            self.slots.push(AtomicPtr::new(std::ptr::null_mut()));
        }
        self.slots[i].store(value as *const T as *mut T, Ordering::Release);
    }

    /// Everything mapped to, in identifier order.
    pub(crate) fn values(&self) -> impl Iterator<Item = &'static T> + '_ {
        self.slots.iter().filter_map(|(_, slot)| {
            // SAFETY: as in `get`.
            unsafe { slot.load(Ordering::Acquire).as_ref() }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_map_to_what_was_inserted_last() {
        let table: IdentTable<u32> = IdentTable::default();
        assert_eq!(table.get(Ident(3)), None);
        table.insert(Ident(3), Box::leak(Box::new(30)));
        table.insert(Ident(1), Box::leak(Box::new(10)));
        table.insert(Ident(3), Box::leak(Box::new(31)));
        assert_eq!(table.get(Ident(3)), Some(&31));
        assert_eq!(table.get(Ident(1)), Some(&10));
        assert_eq!(table.get(Ident(2)), None);
        assert_eq!(table.get(Ident(99)), None);
        assert_eq!(table.values().copied().collect::<Vec<_>>(), vec![10, 31]);
    }
}
