//! Work whose results are used in order, done by the calling thread with
//! helper threads working ahead of it: helpers take the next items (a
//! window ahead of the caller) and keep their results; the caller goes
//! through the items in order, taking a helper's result when it is there
//! and otherwise computing the item itself. While the item it needs is
//! still being computed, the caller computes a later one; if that item's
//! helper does not get to run (a busy machine), the caller computes it
//! itself rather than wait. The printer uses this to print the ops of a
//! large module on threads and write their text in order.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use parking_lot::{Condvar, Mutex};

/// How long the caller waits for an item while no helper finishes anything
/// before it computes the item itself.
const STALL_TIMEOUT: Duration = Duration::from_millis(2);

enum Slot<T> {
    Open,
    Claimed,
    Done(T),
    /// The caller has it (or took it over).
    Taken,
}

struct Shared<T> {
    slots: Vec<Slot<T>>,
    /// The first item nobody took.
    next: usize,
    /// The first item the caller has not consumed.
    reached: usize,
}

/// Calls `consume` with the results of `work` for items `0..count`, in
/// order, computing them on the calling thread and up to `threads - 1`
/// helpers, which work at most `window` items ahead of the caller. Each
/// thread makes its own state with `state` and passes it to `work`.
pub fn in_order_with_helpers<S, T: Send>(
    count: usize,
    threads: usize,
    window: usize,
    state: impl Fn() -> S + Sync,
    work: impl Fn(&mut S, usize) -> T + Sync,
    mut consume: impl FnMut(T),
) {
    let shared = Mutex::new(Shared {
        slots: (0..count).map(|_| Slot::Open).collect(),
        next: 0,
        reached: 0,
    });
    let changed = Condvar::new();
    let stop = AtomicBool::new(false);
    let window = window.max(1);
    // Takes the next open item within the window.
    let claim = |s: &mut Shared<T>| {
        let i = s.next;
        if i >= count || i >= s.reached + window {
            return None;
        }
        s.next += 1;
        s.slots[i] = Slot::Claimed;
        Some(i)
    };
    let store = |s: &mut Shared<T>, i: usize, result: T| {
        if matches!(s.slots[i], Slot::Claimed) {
            s.slots[i] = Slot::Done(result);
        }
        changed.notify_all();
    };
    let help = || {
        let mut own = state();
        let mut s = shared.lock();
        while !stop.load(Ordering::Relaxed) && s.next < count {
            match claim(&mut s) {
                Some(i) => {
                    drop(s);
                    // A panicking helper gives its item back to the caller.
                    struct GiveBack<'m, T>(&'m Mutex<Shared<T>>, &'m Condvar, usize);
                    impl<T> Drop for GiveBack<'_, T> {
                        fn drop(&mut self) {
                            if std::thread::panicking() {
                                let mut s = self.0.lock();
                                if matches!(s.slots[self.2], Slot::Claimed) {
                                    s.slots[self.2] = Slot::Open;
                                }
                                self.1.notify_all();
                            }
                        }
                    }
                    let guard = GiveBack(&shared, &changed, i);
                    let result = work(&mut own, i);
                    std::mem::forget(guard);
                    s = shared.lock();
                    store(&mut s, i, result);
                }
                None => changed.wait(&mut s),
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.min(count) {
            // A helper that cannot be started leaves its share to the others.
            let _ = std::thread::Builder::new()
                .stack_size(crate::storage::threads::WORKER_STACK_BYTES)
                .spawn_scoped(scope, help);
        }
        // The helpers stop when the caller is done, even by a panic.
        struct Stop<'m>(&'m AtomicBool, &'m Condvar);
        impl Drop for Stop<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::Relaxed);
                self.1.notify_all();
            }
        }
        let _stop = Stop(&stop, &changed);
        let mut own = state();
        for i in 0..count {
            let mut s = shared.lock();
            s.reached = i + 1;
            s.next = s.next.max(i);
            let result = loop {
                match std::mem::replace(&mut s.slots[i], Slot::Taken) {
                    Slot::Done(result) => {
                        changed.notify_all();
                        break result;
                    }
                    Slot::Open | Slot::Taken => {
                        s.next = s.next.max(i + 1);
                        changed.notify_all();
                        drop(s);
                        break work(&mut own, i);
                    }
                    Slot::Claimed => {
                        s.slots[i] = Slot::Claimed;
                        if let Some(j) = claim(&mut s) {
                            drop(s);
                            let result = work(&mut own, j);
                            s = shared.lock();
                            store(&mut s, j, result);
                            continue;
                        }
                        let timed_out = changed.wait_for(&mut s, STALL_TIMEOUT).timed_out();
                        if timed_out && matches!(s.slots[i], Slot::Claimed) {
                            // Its helper does not get to run: do it here.
                            s.slots[i] = Slot::Taken;
                            drop(s);
                            break work(&mut own, i);
                        }
                    }
                }
            };
            consume(result);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_order_whatever_the_threads() {
        for threads in [1, 2, 4] {
            for window in [1, 3, 64] {
                let mut seen = Vec::new();
                in_order_with_helpers(
                    500,
                    threads,
                    window,
                    || 0usize,
                    |calls, i| {
                        *calls += 1;
                        // Uneven work.
                        let mut x = i as u64;
                        for _ in 0..(i % 7) * 1000 {
                            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                        }
                        (i, x)
                    },
                    |(i, _)| seen.push(i),
                );
                assert_eq!(seen, (0..500).collect::<Vec<_>>());
            }
        }
    }

    #[test]
    fn no_items_is_fine() {
        in_order_with_helpers(0, 4, 8, || (), |_, i| i, |_| panic!("no item"));
    }
}
