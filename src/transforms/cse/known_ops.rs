//! The ops `cse` has seen on its way down the dominator tree, in nested
//! scopes, found again by what they compute.

use rustc_hash::FxHashMap;

use dialectic_runtime::{Context, Ir, OpId};

use super::equivalence::{are_equivalent, op_hash};

/// The ops seen so far on the way down the dominator tree, by hash, in
/// nested scopes (MLIR's `ScopedHashTable`): a lookup finds the latest
/// equal op, and closing a scope forgets what was inserted in it.
#[derive(Default)]
pub(super) struct KnownOps {
    table: FxHashMap<u64, Vec<OpId>>,
    scopes: Vec<Vec<u64>>,
}

impl KnownOps {
    pub(super) fn open_scope(&mut self) {
        self.scopes.push(Vec::new());
    }

    pub(super) fn close_scope(&mut self) {
        for hash in self.scopes.pop().unwrap_or_default().into_iter().rev() {
            if let Some(ops) = self.table.get_mut(&hash) {
                ops.pop();
                if ops.is_empty() {
                    self.table.remove(&hash);
                }
            }
        }
    }

    pub(super) fn lookup(&self, ctx: &Context, ir: &Ir, op: OpId) -> Option<OpId> {
        let candidates = self.table.get(&op_hash(ctx, ir, op))?;
        candidates
            .iter()
            .rev()
            .copied()
            .find(|&known| are_equivalent(ctx, ir, known, op))
    }

    pub(super) fn insert(&mut self, ctx: &Context, ir: &Ir, op: OpId) {
        let hash = op_hash(ctx, ir, op);
        self.table.entry(hash).or_default().push(op);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push(hash);
        }
    }
}
