//! The constant ops `sccp` replaces values with: one per region constants
//! go to, dialect, value and type, made at the start of that region's
//! entry block with an unknown location (MLIR's `OperationFolder` as SCCP
//! uses it).

use rustc_hash::FxHashMap;

use dialectic_runtime::rewrite::materialize_constant;
use dialectic_runtime::storage::builder::{InsertionPoint, OpBuilder};
use dialectic_runtime::storage::ir::Location;
use dialectic_runtime::storage::op_traits::OpTraits;
use dialectic_runtime::{Attribute, BlockId, Context, Ident, Ir, OpId, RegionId, Type, Value};

use super::analysis::{ConstantLattice, dialect_of};

/// The constant ops made so far, one per insertion region, dialect, value
/// and type (MLIR's `OperationFolder` as SCCP uses it).
#[derive(Default)]
pub(super) struct ConstantCache {
    known: FxHashMap<(RegionId, Ident, Attribute, Type), OpId>,
}

impl ConstantCache {
    /// Replaces `value` (used in `block`) by a constant op if it was found
    /// constant; whether it was.
    pub(super) fn replace(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        values: &FxHashMap<Value, ConstantLattice>,
        block: BlockId,
        value: Value,
    ) -> bool {
        let Some(&ConstantLattice::Constant(attr, dialect)) = values.get(&value) else {
            return false;
        };
        let ty = ir.value_type(value);
        let Some(constant) = self.get_or_create(ctx, ir, block, dialect, attr, ty) else {
            return false;
        };
        let replacement = ir.result(constant, 0);
        ir.replace_all_uses_with(value, replacement);
        true
    }

    /// The constant op for `attr` of type `ty` made by `dialect`, at the
    /// start of the entry block of the region constants used in `block`
    /// belong to.
    fn get_or_create(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        block: BlockId,
        dialect: Ident,
        attr: Attribute,
        ty: Type,
    ) -> Option<OpId> {
        let region = insertion_region(ctx, ir, block)?;
        if let Some(&known) = self.known.get(&(region, dialect, attr, ty)) {
            return Some(known);
        }
        let entry = ir.entry_block(region)?;
        let point = match ir.first_op(entry) {
            Some(first) => InsertionPoint::Before(first),
            None => InsertionPoint::End(entry),
        };
        let constant = {
            let mut builder = OpBuilder::new(ir);
            builder.set_insertion_point(point);
            materialize_constant(
                ctx,
                &mut builder,
                ctx.ident_str(dialect),
                attr,
                ty,
                Location::Attr(ctx.unknown_loc()),
            )?
        };
        let made_by = ctx.ident(dialect_of(ctx.ident_str(ir.op_name(constant))));
        if made_by != dialect {
            if let Some(&existing) = self.known.get(&(region, made_by, attr, ty)) {
                ir.erase_op(constant).ok()?;
                self.known.insert((region, dialect, attr, ty), existing);
                return Some(existing);
            }
            self.known.insert((region, made_by, attr, ty), constant);
        }
        self.known.insert((region, dialect, attr, ty), constant);
        Some(constant)
    }
}

/// The region constants used in `block` go to: the first one going
/// outwards whose op is isolated from above (or unregistered) or is not
/// in a block (MLIR's `getInsertionRegion`).
fn insertion_region(ctx: &Context, ir: &Ir, mut block: BlockId) -> Option<RegionId> {
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
