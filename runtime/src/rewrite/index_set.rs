//! A set of arena indices as a bit vector: the driver's per-op and per-value
//! marks (liveness), where a hash set would hash every op of the module on
//! every iteration. Grows on insert, so handles made after it was created
//! (ops a pattern builds) fit too.

/// Arena indices (`OpId::as_usize`, `Value::as_usize`), one bit each.
#[derive(Default)]
pub(crate) struct IndexSet {
    words: Vec<u64>,
}

impl IndexSet {
    /// An empty set with room for indices below `capacity`.
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        IndexSet {
            words: vec![0; capacity.div_ceil(64)],
        }
    }

    /// Adds `index`; whether it was not in the set.
    #[inline]
    pub(crate) fn insert(&mut self, index: usize) -> bool {
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        if word >= self.words.len() {
            self.words.resize(word + 1, 0);
        }
        let fresh = self.words[word] & bit == 0;
        self.words[word] |= bit;
        fresh
    }

    /// Whether `index` is in the set.
    #[inline]
    pub(crate) fn contains(&self, index: usize) -> bool {
        self.words
            .get(index / 64)
            .is_some_and(|w| w & (1u64 << (index % 64)) != 0)
    }
}
