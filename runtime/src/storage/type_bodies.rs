//! Bodies of mutable types (MLIR's `TypeTrait::IsMutable`): a type uniqued
//! by a key alone (an identified `!llvm.struct<"name", ...>` is uniqued by
//! its name) whose body is set later, once. Setting it again with the same
//! body is accepted, with another body refused, so that recursive types can
//! be built (the type exists, and can be named inside its own body, before
//! its body is known). The table is in the context and is as thread-safe as
//! the interner: a body is set atomically and never changes afterwards.
//!
//! A parse that runs ahead of the text before it (a chunk parsed on a
//! thread, see `parse::parallel`) must not set bodies that text may set
//! first: while [`Context::speculate_type_bodies`] runs, the bodies it sets
//! are seen by its own thread only, and what it found missing is noted. The
//! parse in text order later commits them with
//! [`Context::commit_type_bodies`], which refuses (setting nothing) if the
//! bodies set in between disagree with what the chunk saw.

use std::cell::RefCell;

use parking_lot::RwLock;
use rustc_hash::FxHashMap;

use crate::storage::context::Context;
use crate::storage::dialect_symbol::Param;
use crate::storage::types::Type;

/// The bodies set so far, by type.
#[derive(Default)]
pub(crate) struct TypeBodies {
    /// Where each type's body is in `bodies`.
    index: RwLock<FxHashMap<Type, u32>>,
    /// The bodies; an element never moves once pushed, so references to it
    /// live as long as the context.
    bodies: boxcar::Vec<Box<[Param]>>,
    /// Whether any body was set.
    any: std::sync::atomic::AtomicBool,
}

/// What a speculative parse did with the type bodies, to be committed in
/// text order.
#[derive(Debug, Default)]
pub struct TypeBodyLog {
    /// The context it belongs to (its address).
    context: usize,
    /// The bodies it set, by type (where they are in the context's store).
    set: FxHashMap<Type, u32>,
    /// Each type it looked at without finding a body in the context, in
    /// order, with the body it had set before looking (if it had).
    first_seen: Vec<(Type, Option<u32>)>,
}

impl TypeBodyLog {
    /// Whether the parse touched no body the context did not have.
    pub fn is_empty(&self) -> bool {
        self.first_seen.is_empty()
    }
}

thread_local! {
    /// The log of the speculative parse running on this thread, if any.
    static SPECULATION: RefCell<Option<TypeBodyLog>> = const { RefCell::new(None) };
}

/// Why a body could not be set: the type already has another one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyAlreadySet;

impl Context {
    /// Whether the mutable type `ty` has a body (cheap when no type has one).
    pub fn has_type_body(&self, ty: Type) -> bool {
        let committed = self
            .type_bodies
            .any
            .load(std::sync::atomic::Ordering::Acquire)
            && self.type_bodies.index.read().contains_key(&ty);
        committed || self.with_speculation(|log| log.set.contains_key(&ty)) == Some(true)
    }

    /// The body of the mutable type `ty`, if one was set.
    pub fn type_body(&self, ty: Type) -> Option<&[Param]> {
        let i = self.body_index(ty)?;
        Some(&self.type_bodies.bodies[i as usize])
    }

    /// Sets the body of the mutable type `ty`, once: succeeds if `ty` had
    /// no body or already had exactly this one, fails if it has another.
    pub fn set_type_body(&self, ty: Type, body: Vec<Param>) -> Result<(), BodyAlreadySet> {
        let speculating = self.with_speculation(|_| ()).is_some();
        let existing = if speculating {
            self.committed_body_index(ty).or_else(|| {
                self.with_speculation(|log| log.set.get(&ty).copied())
                    .flatten()
            })
        } else {
            self.committed_body_index(ty)
        };
        if let Some(i) = existing {
            return if *self.type_bodies.bodies[i as usize] == *body {
                Ok(())
            } else {
                Err(BodyAlreadySet)
            };
        }
        if speculating {
            let i = self.type_bodies.bodies.push(body.into_boxed_slice()) as u32;
            self.with_speculation(|log| {
                log.set.insert(ty, i);
                if !log.first_seen.iter().any(|&(t, _)| t == ty) {
                    log.first_seen.push((ty, Some(i)));
                }
            });
            return Ok(());
        }
        let mut index = self.type_bodies.index.write();
        if let Some(&i) = index.get(&ty) {
            // Set by another thread since `body_index` looked.
            return if *self.type_bodies.bodies[i as usize] == *body {
                Ok(())
            } else {
                Err(BodyAlreadySet)
            };
        }
        let i = self.type_bodies.bodies.push(body.into_boxed_slice()) as u32;
        index.insert(ty, i);
        self.type_bodies
            .any
            .store(true, std::sync::atomic::Ordering::Release);
        Ok(())
    }

    /// Where the body of `ty` is in the store: the context's, else (in a
    /// speculative parse) the one this thread set, noting the miss.
    fn body_index(&self, ty: Type) -> Option<u32> {
        if let Some(i) = self.committed_body_index(ty) {
            return Some(i);
        }
        self.with_speculation(|log| {
            let own = log.set.get(&ty).copied();
            if !log.first_seen.iter().any(|&(t, _)| t == ty) {
                log.first_seen.push((ty, own));
            }
            own
        })
        .flatten()
    }

    /// Where the body of `ty` is in the store, if the context has one.
    fn committed_body_index(&self, ty: Type) -> Option<u32> {
        if !self
            .type_bodies
            .any
            .load(std::sync::atomic::Ordering::Acquire)
        {
            return None;
        }
        self.type_bodies.index.read().get(&ty).copied()
    }

    /// Runs `f` on the log of this thread's speculative parse of this
    /// context, if one is running.
    fn with_speculation<R>(&self, f: impl FnOnce(&mut TypeBodyLog) -> R) -> Option<R> {
        let me = self as *const Context as usize;
        SPECULATION.with_borrow_mut(|s| s.as_mut().filter(|log| log.context == me).map(f))
    }

    /// Runs `f` (a parse ahead of the text before it) with the bodies it
    /// sets kept to this thread, and returns its log of them.
    pub fn speculate_type_bodies<R>(&self, f: impl FnOnce() -> R) -> (R, TypeBodyLog) {
        let log = TypeBodyLog {
            context: self as *const Context as usize,
            ..Default::default()
        };
        let outer = SPECULATION.replace(Some(log));
        // Restore the outer state even if `f` panics.
        struct Restore(Option<Option<TypeBodyLog>>);
        impl Drop for Restore {
            fn drop(&mut self) {
                if let Some(outer) = self.0.take() {
                    SPECULATION.set(outer);
                }
            }
        }
        let mut restore = Restore(Some(outer));
        let result = f();
        let outer = restore.0.take().unwrap_or_default();
        let log = SPECULATION.replace(outer).unwrap_or_default();
        (result, log)
    }

    /// Commits the bodies a speculative parse set, once the text before it
    /// is parsed: refuses, setting nothing, if a type it found without a
    /// body has one now (other than the one it set itself first).
    pub fn commit_type_bodies(&self, log: TypeBodyLog) -> bool {
        if log.first_seen.is_empty() {
            return true;
        }
        let mut index = self.type_bodies.index.write();
        for &(ty, own_first) in &log.first_seen {
            let Some(&now) = index.get(&ty) else {
                continue;
            };
            let agrees = own_first.is_some_and(|own| {
                self.type_bodies.bodies[own as usize] == self.type_bodies.bodies[now as usize]
            });
            if !agrees {
                return false;
            }
        }
        for (ty, i) in log.set {
            index.entry(ty).or_insert(i);
        }
        self.type_bodies
            .any
            .store(true, std::sync::atomic::Ordering::Release);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_is_set_once() {
        let ctx = Context::new();
        let ty = ctx.integer_type(7);
        assert_eq!(ctx.type_body(ty), None);
        let body = vec![Param::Int(1), Param::Bool(true)];
        assert_eq!(ctx.set_type_body(ty, body.clone()), Ok(()));
        assert_eq!(ctx.set_type_body(ty, body.clone()), Ok(()));
        assert_eq!(
            ctx.set_type_body(ty, vec![Param::Int(2)]),
            Err(BodyAlreadySet)
        );
        assert_eq!(ctx.type_body(ty), Some(&body[..]));
    }

    #[test]
    fn one_of_several_threads_sets_the_body() {
        let ctx = Context::new();
        let ty = ctx.integer_type(9);
        let won: usize = std::thread::scope(|s| {
            let workers: Vec<_> = (0..4)
                .map(|i| {
                    let ctx = &ctx;
                    s.spawn(move || ctx.set_type_body(ty, vec![Param::Int(i)]).is_ok())
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or(false) as usize)
                .sum()
        });
        assert_eq!(won, 1);
        assert!(matches!(ctx.type_body(ty), Some([Param::Int(_)])));
    }

    #[test]
    fn speculative_bodies_are_committed_if_nothing_disagrees() {
        let ctx = Context::new();
        let (a, b, c) = (
            ctx.integer_type(3),
            ctx.integer_type(5),
            ctx.integer_type(6),
        );
        ctx.set_type_body(c, vec![Param::Int(3)]).expect("set");
        let (seen, log) = ctx.speculate_type_bodies(|| {
            assert_eq!(ctx.set_type_body(a, vec![Param::Int(1)]), Ok(()));
            assert_eq!(ctx.type_body(a), Some(&[Param::Int(1)][..]));
            assert!(ctx.has_type_body(a));
            assert_eq!(ctx.type_body(c), Some(&[Param::Int(3)][..]));
            ctx.type_body(b).is_none()
        });
        assert!(seen);
        // Nothing is visible outside the speculation before the commit.
        assert_eq!(ctx.type_body(a), None);
        assert!(!ctx.has_type_body(a));
        // `a` got the same body in between: fine.
        ctx.set_type_body(a, vec![Param::Int(1)]).expect("set");
        assert!(ctx.commit_type_bodies(log));
        assert_eq!(ctx.type_body(a), Some(&[Param::Int(1)][..]));
        assert_eq!(ctx.type_body(b), None);
    }

    #[test]
    fn a_speculation_that_missed_a_body_set_since_is_refused() {
        let ctx = Context::new();
        let (a, b) = (ctx.integer_type(3), ctx.integer_type(5));
        let ((), log) = ctx.speculate_type_bodies(|| {
            assert_eq!(ctx.set_type_body(a, vec![Param::Int(1)]), Ok(()));
            assert_eq!(ctx.type_body(b), None);
        });
        ctx.set_type_body(b, vec![Param::Int(2)]).expect("set");
        assert!(!ctx.commit_type_bodies(log));
        assert_eq!(ctx.type_body(a), None);
        let ((), log) = ctx.speculate_type_bodies(|| {
            assert_eq!(ctx.set_type_body(a, vec![Param::Int(1)]), Ok(()));
        });
        ctx.set_type_body(a, vec![Param::Int(7)]).expect("set");
        assert!(!ctx.commit_type_bodies(log));
        assert_eq!(ctx.type_body(a), Some(&[Param::Int(7)][..]));
    }
}
