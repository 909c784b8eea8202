//! Uniquing and hoisting constants (MLIR's `OperationFolder`): within the
//! region constants belong to (the nearest one whose op is isolated from
//! above or is a top-level op), one constant op per dialect, value and
//! type, at the start of the region's entry block. The greedy driver hands
//! it every constant at the start of each iteration: a duplicate is
//! replaced by the constant already known, the first of its kind is moved
//! to the front of the entry block (after the constants already moved
//! there). A constant moved, or standing for others, no longer has one
//! place in the source: its location becomes `loc(unknown)` (MLIR 19's
//! `erasedFoldedLocation`).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::storage::attributes::Attribute;
use crate::storage::context::{Context, Ident};
use crate::storage::ir::{BlockId, Ir, OpId, RegionId, Value};
use crate::storage::op_traits::OpTraits;
use crate::storage::types::Type;

use super::materialize::dialect_of;
use super::rewriter::PatternRewriter;

/// A constant's identity: the dialect of its op, its value, its type.
type ConstantKey = (Ident, Attribute, Type);

/// The constants known per region.
#[derive(Default)]
pub struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstantKey, OpId>>,
    /// The constants the folder owns and the dialects they are known under.
    owned: FxHashMap<OpId, SmallVec<[Ident; 1]>>,
}

/// The region constants used in `block` belong to (MLIR's
/// `getInsertionRegion`): the first region going outwards whose op is
/// isolated from above (or unregistered) or is not in a block.
pub(crate) fn insertion_region(ctx: &Context, ir: &Ir, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = ir.block_parent(block)?;
        let parent = ir.region_parent(region)?;
        let isolated = ctx
            .op_traits(ir.op_name(parent))
            .is_none_or(|t| t.contains(OpTraits::ISOLATED_FROM_ABOVE));
        match ir.op_parent_block(parent) {
            Some(outer) if !isolated => block = outer,
            _ => return Some(region),
        }
    }
}

impl OperationFolder {
    /// A folder that knows no constant.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is a constant the folder owns.
    pub fn is_folder_owned_constant(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    /// Records the constant `op` holding `value` (MLIR's
    /// `insertKnownConstant`): false when a known constant of the same
    /// dialect, value and type replaced it (and it was erased), true when
    /// it is now known (moved to the front of its region's entry block
    /// unless it is there already or follows a constant the folder owns).
    pub fn insert_known_constant(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        op: OpId,
        value: Attribute,
    ) -> bool {
        let ctx = rewriter.context();
        let Some(op_block) = rewriter.ir().op_parent_block(op) else {
            return true;
        };
        if self.is_folder_owned_constant(op) {
            let ir = rewriter.ir();
            let front = ir.first_op(op_block);
            let after_owned = ir
                .prev_op(op)
                .is_some_and(|p| self.is_folder_owned_constant(p));
            if front != Some(op)
                && !after_owned
                && let Some(front) = front
            {
                rewriter.ir_mut().move_op_before(op, front);
                rewriter.ir_mut().set_op_loc(op, ctx.unknown_loc());
            }
            return true;
        }
        let ir = rewriter.ir();
        let Some(region) = insertion_region(ctx, ir, op_block) else {
            return true;
        };
        let Some(result) = ir.results(op).next() else {
            return true;
        };
        let dialect = ctx.ident(dialect_of(ctx.ident_str(ir.op_name(op))));
        let key = (dialect, value, ir.value_type(result));
        if let Some(&known) = self.scopes.get(&region).and_then(|s| s.get(&key)) {
            let replacements: Vec<Value> = rewriter.ir().results(known).collect();
            self.notify_removal(rewriter.context(), rewriter.ir(), op, value);
            rewriter.replace_op(op, &replacements);
            rewriter.ir_mut().set_op_loc(known, ctx.unknown_loc());
            return false;
        }
        let Some(insert_block) = ir.entry_block(region) else {
            return true;
        };
        let front = ir.first_op(insert_block);
        let after_owned = ir
            .prev_op(op)
            .is_some_and(|p| self.is_folder_owned_constant(p));
        if (op_block != insert_block || (front != Some(op) && !after_owned))
            && let Some(front) = front
        {
            rewriter.ir_mut().move_op_before(op, front);
            rewriter.ir_mut().set_op_loc(op, ctx.unknown_loc());
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.owned.entry(op).or_default().push(dialect);
        true
    }

    /// Forgets the constant `op` (holding `value`) if the folder owns it
    /// (MLIR's `notifyRemoval`).
    pub fn notify_removal(&mut self, ctx: &Context, ir: &Ir, op: OpId, value: Attribute) {
        let Some(dialects) = self.owned.remove(&op) else {
            return;
        };
        let (Some(block), Some(result)) = (ir.op_parent_block(op), ir.results(op).next()) else {
            return;
        };
        let Some(region) = insertion_region(ctx, ir, block) else {
            return;
        };
        if let Some(scope) = self.scopes.get_mut(&region) {
            for dialect in dialects {
                scope.remove(&(dialect, value, ir.value_type(result)));
            }
        }
    }
}
