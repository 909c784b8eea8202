//! What a pass keeps between its runs on several ops (MLIR builds such
//! state in `Pass::initialize`, as the canonicalizer builds its pattern
//! set once): one value of the body's choosing, made on the first run. A
//! copy of the pass for another thread starts without it.

use std::any::Any;
use std::fmt;

/// A pass's state kept between runs.
#[derive(Default)]
pub struct PassCache(Option<Box<dyn Any + Send>>);

impl PassCache {
    /// The kept value, made by `init` on first use (or when a value of
    /// another type was kept).
    pub fn get_or_init<T: Any + Send>(&mut self, init: impl FnOnce() -> T) -> &mut T {
        if !self.0.as_ref().is_some_and(|b| b.is::<T>()) {
            self.0 = Some(Box::new(init()));
        }
        self.0
            .as_mut()
            .and_then(|b| b.downcast_mut::<T>())
            .expect("the value was just made")
    }
}

impl Clone for PassCache {
    /// A copy starts empty: its state is made again where it runs.
    fn clone(&self) -> Self {
        PassCache(None)
    }
}

impl fmt::Debug for PassCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() {
            "PassCache(kept)"
        } else {
            "PassCache(empty)"
        })
    }
}
