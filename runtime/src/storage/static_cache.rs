//! A per-thread cache of what a context gives for things that live as long
//! as the program: the identifiers of `'static` strings (names from op
//! specs, looked up for every op parsed, verified or printed), the
//! attributes that static functions build (the defaults of op
//! attributes) and attributes named by a `'static` string and a number
//! (enum attributes). A small direct-mapped table keyed by the context's id and
//! the key's address (and a string's length), which such a key keeps for
//! the whole run, so an entry never goes stale.

use std::cell::Cell;

/// Entries in each thread's table (a power of two).
const SLOTS: usize = 512;

/// One cached answer: (context id, address, length or [`BUILT`], handle).
type Entry = (u64, usize, usize, u32);

/// The length that marks an entry made by a builder function.
const BUILT: usize = usize::MAX;

thread_local! {
    /// On the heap: a thread's static thread-locals take room from its stack.
    static TABLE: Box<[Cell<Entry>]> = (0..SLOTS).map(|_| Cell::new((0, 0, 0, 0))).collect();
}

#[inline(always)]
fn cached(context: u64, address: usize, len: usize, compute: impl FnOnce() -> u32) -> u32 {
    let slot = (address.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40 ^ len) & (SLOTS - 1);
    TABLE.with(|table| {
        let (id, at, n, handle) = table[slot].get();
        if id == context && at == address && n == len {
            return handle;
        }
        let handle = compute();
        table[slot].set((context, address, len, handle));
        handle
    })
}

/// The handle of `text` in the context `context`, from the cache or else
/// from `intern` (then cached).
#[inline]
pub(crate) fn string(context: u64, text: &'static str, intern: impl FnOnce() -> u32) -> u32 {
    cached(context, text.as_ptr() as usize, text.len(), intern)
}

/// The handle made for a `'static` string and a number in the context
/// `context`, from the cache or else from `compute` (then cached). The
/// string's address is tagged with the top bit (which no address of the
/// program has), so these entries never answer for [`string`]'s.
#[inline]
pub(crate) fn keyed(
    context: u64,
    key: &'static str,
    number: i64,
    compute: impl FnOnce() -> u32,
) -> u32 {
    let tagged = key.as_ptr() as usize | 1 << (usize::BITS - 1);
    cached(context, tagged, number as usize, compute)
}

/// The handle the function at address `builder` gives in the context
/// `context`, from the cache or else from `compute` (then cached).
#[inline]
pub(crate) fn built(context: u64, builder: usize, compute: impl FnOnce() -> u32) -> u32 {
    cached(context, builder, BUILT, compute)
}

#[cfg(test)]
mod tests {
    use crate::Context;

    #[test]
    fn built_attributes_are_cached_per_context() {
        fn seven(ctx: &Context) -> crate::Attribute {
            ctx.integer_attr(ctx.i64_type(), 7)
        }
        let a = Context::new();
        let b = Context::new();
        b.string_attr(b"shifts the handles");
        assert_eq!(a.built_attr(seven), seven(&a));
        assert_eq!(b.built_attr(seven), seven(&b));
        assert_eq!(a.built_attr(seven), seven(&a));
    }

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
