//! Names from the text as keys of the parser's tables (SSA value and block
//! names, keyword types, op names): the first eight bytes packed into a
//! word, so that hashing a name takes a multiplication or two and comparing
//! two names (most are short: `%12`, `^bb3`, `i32`) one word compare; longer
//! names compare the rest of their bytes too.

use std::hash::{Hash, Hasher};

/// A name of the text, keyed by its packed head.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NameKey<'s> {
    head: u64,
    text: &'s str,
}

impl<'s> NameKey<'s> {
    /// The key of `text`.
    #[inline]
    pub(crate) fn new(text: &'s str) -> Self {
        let bytes = text.as_bytes();
        let mut head = [0u8; 8];
        let n = bytes.len().min(8);
        head[..n].copy_from_slice(&bytes[..n]);
        NameKey {
            head: u64::from_le_bytes(head),
            text,
        }
    }
}

impl PartialEq for NameKey<'_> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.head == other.head
            && self.text.len() == other.text.len()
            && (self.text.len() <= 8 || self.text.as_bytes()[8..] == other.text.as_bytes()[8..])
    }
}

impl Eq for NameKey<'_> {}

impl Hash for NameKey<'_> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.head);
        state.write_usize(self.text.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_equal_exactly_when_their_text_is() {
        let names = [
            "%0",
            "%00",
            "%arg0",
            "%12345678",
            "%123456789",
            "%123456780",
            "i32",
            "",
        ];
        for a in names {
            for b in names {
                assert_eq!(NameKey::new(a) == NameKey::new(b), a == b, "{a} {b}");
            }
        }
    }
}
