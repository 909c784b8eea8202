//! A per-thread memory of the attribute dictionaries already found valid
//! for an op spec. Dictionaries are uniqued, and what the attribute checks
//! of the verifier look at is only the spec and the dictionaries (the
//! property storage, the discardable attributes), so a pair that passed
//! once passes again: the ops of a large module, which repeat the same few
//! dictionaries, are checked once per distinct pair. Only successes are
//! remembered (a failure is checked again, to report it). A small
//! direct-mapped table keyed by the context's id, the spec's address and
//! the two dictionaries; an entry is exact, so a collision only costs a
//! check.

use std::cell::Cell;

use super::spec::OpSpec;
use crate::storage::attributes::Attribute;
use crate::storage::context::Context;

/// Entries in each thread's table (a power of two).
const SLOTS: usize = 1024;

/// Which check an entry records.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Check {
    /// The conversion of the property storage ([`super::verify::check_properties`]).
    Properties,
    /// The declared attributes' presence and constraints.
    Attributes,
}

/// (context id, spec address and check, property storage, discardable
/// attributes).
type Entry = (u64, usize, u32, u32);

thread_local! {
    /// On the heap: a thread's static thread-locals take room from its stack.
    static VALID: Box<[Cell<Entry>]> = (0..SLOTS).map(|_| Cell::new((0, 0, 0, 0))).collect();
}

/// The key of a spec and a check: the spec's address with the check in
/// its lowest bit (specs are aligned to more than one byte).
fn spec_key(spec: &'static OpSpec, check: Check) -> usize {
    spec as *const OpSpec as usize | (check == Check::Attributes) as usize
}

fn slot(key: usize, properties: u32, discardable: u32) -> usize {
    let h = (key as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(properties).wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
        .wrapping_add(u64::from(discardable).wrapping_mul(0x1656_67B1_9E37_79F9));
    (h >> 40) as usize & (SLOTS - 1)
}

/// Runs `check` on the dictionaries unless they already passed it for
/// `spec` on this thread; remembers a success.
pub(crate) fn checked<E>(
    ctx: &Context,
    spec: &'static OpSpec,
    which: Check,
    properties: Option<Attribute>,
    discardable: Attribute,
    check: impl FnOnce() -> Result<(), E>,
) -> Result<(), E> {
    let key = spec_key(spec, which);
    // Handles are below `u32::MAX`, which stands for "no properties".
    let props = properties.map_or(u32::MAX, |p| p.0);
    let entry = (ctx.id(), key, props, discardable.0);
    let at = slot(key, props, discardable.0);
    if VALID.with(|table| table[at].get() == entry) {
        return Ok(());
    }
    check()?;
    VALID.with(|table| table[at].set(entry));
    Ok(())
}
