//! Bodies of mutable types (MLIR's `TypeTrait::IsMutable`): a type uniqued
//! by a key alone (an identified `!llvm.struct<"name", ...>` is uniqued by
//! its name) whose body is set later, once. Setting it again with the same
//! body is accepted, with another body refused, so that recursive types can
//! be built (the type exists, and can be named inside its own body, before
//! its body is known). The table is in the context and is as thread-safe as
//! the interner: a body is set atomically and never changes afterwards.

use parking_lot::RwLock;
use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::dialect::Param;
use crate::types::Type;

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

/// Why a body could not be set: the type already has another one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyAlreadySet;

impl Context {
    /// Whether the mutable type `ty` has a body (cheap when no type has one).
    pub fn has_type_body(&self, ty: Type) -> bool {
        self.type_bodies
            .any
            .load(std::sync::atomic::Ordering::Acquire)
            && self.type_bodies.index.read().contains_key(&ty)
    }

    /// The body of the mutable type `ty`, if one was set.
    pub fn type_body(&self, ty: Type) -> Option<&[Param]> {
        let i = *self.type_bodies.index.read().get(&ty)?;
        Some(&self.type_bodies.bodies[i as usize])
    }

    /// Sets the body of the mutable type `ty`, once: succeeds if `ty` had
    /// no body or already had exactly this one, fails if it has another.
    pub fn set_type_body(&self, ty: Type, body: Vec<Param>) -> Result<(), BodyAlreadySet> {
        let mut index = self.type_bodies.index.write();
        if let Some(&i) = index.get(&ty) {
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
}
