//! What IR values were translated to: a table indexed by the handle's
//! arena index, null where nothing is mapped (a vector, not a hash map: one
//! translation maps nearly every value of the module).

use std::marker::PhantomData;

use dialectic::{BlockId, Value};

use crate::llvm::AnyValue;

/// An IR handle with a dense arena index.
pub trait ArenaHandle: Copy {
    /// The arena index of the handle.
    fn arena_index(self) -> usize;
}

impl ArenaHandle for Value {
    fn arena_index(self) -> usize {
        self.as_usize()
    }
}

impl ArenaHandle for BlockId {
    fn arena_index(self) -> usize {
        self.as_usize()
    }
}

/// What a table holds: a handle with a null, which marks an empty slot.
pub trait TableEntry: Copy {
    /// The empty slot.
    fn null() -> Self;
    /// Whether this is the empty slot.
    fn is_null(self) -> bool;
}

impl<T> TableEntry for *mut T {
    fn null() -> Self {
        std::ptr::null_mut()
    }

    fn is_null(self) -> bool {
        <*mut T>::is_null(self)
    }
}

impl TableEntry for AnyValue<'_> {
    fn null() -> Self {
        AnyValue::null()
    }

    fn is_null(self) -> bool {
        AnyValue::is_null(self)
    }
}

/// A map from handles `K` to LLVM objects `T` (never null).
pub struct HandleTable<K, T> {
    slots: Vec<T>,
    key: PhantomData<K>,
}

impl<K: ArenaHandle, T: TableEntry> Default for HandleTable<K, T> {
    fn default() -> Self {
        HandleTable {
            slots: Vec::new(),
            key: PhantomData,
        }
    }
}

impl<K: ArenaHandle, T: TableEntry> HandleTable<K, T> {
    /// Maps `key` to `object` (a null `object` unmaps it).
    pub fn insert(&mut self, key: K, object: T) {
        let index = key.arena_index();
        if index >= self.slots.len() {
            let len = (index + 1).max(self.slots.len() * 2).max(64);
            self.slots.resize(len, T::null());
        }
        self.slots[index] = object;
    }

    /// What `key` is mapped to.
    pub fn get(&self, key: K) -> Option<T> {
        self.slots
            .get(key.arena_index())
            .copied()
            .filter(|p| !p.is_null())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dialectic::{Context, Ir};

    #[test]
    fn maps_handles_to_objects() {
        let ctx = Context::new();
        dialectic::dialects::register_all(&ctx);
        let mut ir = Ir::new();
        let source = "llvm.func @f(%a: i32, %b: i32) {\n  llvm.return\n}\n";
        let module =
            dialectic::text::parse::parse_source(&ctx, &mut ir, "t", source).expect("parses");
        let module_body = ir.entry_block(ir.regions(module)[0]).expect("a body");
        let function = ir.ops_of(module_body).next().expect("a function");
        let entry = ir
            .entry_block(ir.regions(function)[0])
            .expect("an entry block");
        let args = ir.block_arguments(entry).to_vec();
        let mut table: HandleTable<Value, *mut u8> = HandleTable::default();
        let (mut x, mut y) = (1u8, 2u8);
        assert_eq!(table.get(args[1]), None);
        table.insert(args[1], &mut y as *mut u8);
        assert_eq!(table.get(args[1]), Some(&mut y as *mut u8));
        assert_eq!(table.get(args[0]), None);
        table.insert(args[0], &mut x as *mut u8);
        assert_eq!(table.get(args[0]), Some(&mut x as *mut u8));
        table.insert(args[0], std::ptr::null_mut());
        assert_eq!(table.get(args[0]), None);
    }
}
