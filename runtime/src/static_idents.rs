//! A per-thread cache of the identifiers of `'static` strings (names from
//! op specs and the like, looked up for every op parsed, verified or
//! printed): a small direct-mapped table keyed by the context's id and the
//! string's address and length, which a `'static` string keeps for the
//! whole run, so an entry never goes stale.

use std::cell::Cell;

use crate::context::Ident;

/// Entries in each thread's table (a power of two).
const SLOTS: usize = 512;

/// One cached identifier: (context id, address, length, identifier).
type Entry = (u64, usize, usize, Ident);

thread_local! {
    static TABLE: [Cell<Entry>; SLOTS] = const {
        [const { Cell::new((0, 0, 0, Ident(0))) }; SLOTS]
    };
}

/// The identifier of `text` in the context `context`, from the cache or
/// else from `intern` (then cached).
#[inline]
pub(crate) fn lookup(context: u64, text: &'static str, intern: impl FnOnce() -> Ident) -> Ident {
    let address = text.as_ptr() as usize;
    let slot = (address.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40 ^ text.len()) & (SLOTS - 1);
    TABLE.with(|table| {
        let (id, at, len, ident) = table[slot].get();
        if id == context && at == address && len == text.len() {
            return ident;
        }
        let ident = intern();
        table[slot].set((context, address, text.len(), ident));
        ident
    })
}

#[cfg(test)]
mod tests {
    use crate::Context;

    #[test]
    fn static_idents_are_the_context_idents() {
        let a = Context::new();
        let b = Context::new();
        b.ident("other");
        for name in ["x", "alignment", "sym_name", "x"] {
            assert_eq!(a.static_ident(name), a.ident(name));
            assert_eq!(b.static_ident(name), b.ident(name));
            assert_eq!(a.ident_str(a.static_ident(name)), name);
        }
        assert_ne!(a.static_ident("x"), b.static_ident("x"));
    }
}
