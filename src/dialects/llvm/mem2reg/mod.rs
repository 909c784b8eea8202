//! How the LLVM dialect's ops take part in `mem2reg` (the promotion half of
//! MLIR 19's `LLVMMemorySlot.cpp`): `llvm.alloca` allocates a promotable
//! slot (in the entry block only), `llvm.load` and `llvm.store` read and
//! write it (with casts when their type differs from the slot's, in
//! [`conversions`]), the memory intrinsics fill and copy it
//! ([`intrinsics`]), and casts, all-zero GEPs, lifetime and invariant
//! markers and the debug intrinsics only use the pointer and can let go of
//! it: `llvm.intr.dbg.declare` turns into `llvm.intr.dbg.value` of each
//! value stored, and `llvm.intr.dbg.value` of the pointer into one of
//! `llvm.mlir.undef`.

mod conversions;
mod intrinsics;

use crate::interfaces::promotable::{
    DataLayout, DeletionKind, MemorySlot, PromotableAllocationOpInterface,
    PromotableMemOpInterface, PromotableOpInterface,
};
use crate::op_support::{self, Context, Ir, OpId, OperandId, Value};
use crate::storage::builder::InsertionPoint;

use super::{
    AddrSpaceCastOp, AllocaOp, BitcastOp, DbgDeclareOp, DbgValueOp, GEPOp, InvariantEndOp,
    InvariantStartOp, LifetimeEndOp, LifetimeStartOp, LoadOp, StoreOp, UndefOp,
};
use conversions::{Emitter, are_conversion_compatible};

/// The GEP marker of a dynamic index among the raw constant indices.
const DYNAMIC_INDEX: i32 = i32::MIN;

impl PromotableAllocationOpInterface for AllocaOp {
    /// The allocated slot, if the alloca is in the entry block (one
    /// elsewhere may run several times).
    fn promotable_slots(&self, ctx: &Context, ir: &Ir) -> Vec<MemorySlot> {
        let in_entry = ir
            .op_parent_block(self.0)
            .is_some_and(|b| ir.is_entry_block(b));
        if !in_entry {
            return Vec::new();
        }
        let elem_type = op_support::inherent_or_discardable(ctx, ir, self.0, "elem_type")
            .and_then(|attr| op_support::type_of(ctx, attr));
        match elem_type {
            Some(elem_type) => vec![MemorySlot {
                ptr: ir.result(self.0, 0),
                elem_type,
            }],
            None => Vec::new(),
        }
    }

    /// `llvm.mlir.undef`.
    fn default_value(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        slot: &MemorySlot,
        at: InsertionPoint,
    ) -> Value {
        let loc = ir.op_loc(self.0);
        Emitter::new(ctx, ir, at, loc).value(UndefOp::NAME, &[], slot.elem_type)
    }

    /// A `llvm.intr.dbg.value` of the argument for each
    /// `llvm.intr.dbg.declare` of the slot.
    fn handle_block_argument(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        _slot: &MemorySlot,
        argument: Value,
        at: InsertionPoint,
    ) {
        for declare in dbg_declares_of(ctx, ir, ir.result(self.0, 0)) {
            build_dbg_value(ctx, ir, declare, argument, at);
        }
    }

    /// Erases the default value if unused, and the alloca.
    fn handle_promotion_complete(
        &self,
        _ctx: &Context,
        ir: &mut Ir,
        _slot: &MemorySlot,
        default_value: Option<Value>,
    ) -> Option<OpId> {
        if let Some(value) = default_value
            && ir.use_empty(value)
            && let Some(op) = ir.defining_op(value)
        {
            ir.force_erase_op(op);
        }
        ir.force_erase_op(self.0);
        None
    }
}

/// The `llvm.intr.dbg.declare` ops using `pointer`, most recent use first
/// (the order of MLIR's use lists).
fn dbg_declares_of(ctx: &Context, ir: &Ir, pointer: Value) -> Vec<OpId> {
    let mut users: Vec<OpId> = ir
        .uses(pointer)
        .map(|operand| ir.operand_owner(operand))
        .filter(|&user| op_support::is_op(ctx, ir, user, DbgDeclareOp::NAME))
        .collect();
    users.reverse();
    users
}

/// Builds, at `at`, a `llvm.intr.dbg.value` of `value` for the variable of
/// `declare`.
fn build_dbg_value(ctx: &Context, ir: &mut Ir, declare: OpId, value: Value, at: InsertionPoint) {
    let loc = ir.op_loc(declare);
    let properties = ir.op_properties(declare);
    let mut emitter = Emitter::new(ctx, ir, at, loc);
    let op = emitter.create(DbgValueOp::NAME, &[value], None, None);
    emitter.builder.ir().set_op_properties(op, properties);
}

/// Whether `op`'s `volatile_` flag is set.
fn is_volatile(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    op_support::inherent_or_discardable(ctx, ir, op, "volatile_").is_some()
}

impl PromotableMemOpInterface for LoadOp {
    fn loads_from(&self, _ctx: &Context, ir: &Ir, slot: &MemorySlot) -> bool {
        ir.operand(self.0, 0) == slot.ptr
    }

    fn stores_to(&self, _ctx: &Context, _ir: &Ir, _slot: &MemorySlot) -> bool {
        false
    }

    /// A load stores nothing: the content stays.
    fn stored(
        &self,
        _ctx: &Context,
        _ir: &mut Ir,
        _slot: &MemorySlot,
        _at: InsertionPoint,
        reaching_def: Value,
        _layout: &DataLayout,
    ) -> Value {
        reaching_def
    }

    /// A non-volatile load of the slot pointer itself, of a type the slot's
    /// content can be narrowed to.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &MemorySlot,
        blocking_uses: &[OperandId],
        _new_blocking_uses: &mut Vec<OperandId>,
        layout: &DataLayout,
    ) -> bool {
        let [blocking] = blocking_uses else {
            return false;
        };
        ir.operand_value(*blocking) == slot.ptr
            && ir.operand(self.0, 0) == slot.ptr
            && are_conversion_compatible(
                ctx,
                layout,
                ir.value_type(ir.result(self.0, 0)),
                slot.elem_type,
                true,
            )
            && !is_volatile(ctx, ir, self.0)
    }

    /// Replaces the loaded value by the slot's content, cast.
    fn remove_blocking_uses(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        _slot: &MemorySlot,
        _blocking_uses: &[OperandId],
        reaching_def: Value,
        layout: &DataLayout,
    ) -> DeletionKind {
        let result = ir.result(self.0, 0);
        let ty = ir.value_type(result);
        let loc = ir.op_loc(self.0);
        let at = after(ir, self.0);
        let replacement = Emitter::new(ctx, ir, at, loc).extract_and_cast(reaching_def, ty, layout);
        ir.replace_all_uses_with(result, replacement);
        DeletionKind::Delete
    }
}

impl PromotableMemOpInterface for StoreOp {
    fn loads_from(&self, _ctx: &Context, _ir: &Ir, _slot: &MemorySlot) -> bool {
        false
    }

    fn stores_to(&self, _ctx: &Context, ir: &Ir, slot: &MemorySlot) -> bool {
        ir.operand(self.0, 1) == slot.ptr
    }

    /// The stored value, cast into the slot's content.
    fn stored(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        _slot: &MemorySlot,
        at: InsertionPoint,
        reaching_def: Value,
        layout: &DataLayout,
    ) -> Value {
        let value = ir.operand(self.0, 0);
        let loc = ir.op_loc(self.0);
        Emitter::new(ctx, ir, at, loc).insert_and_cast(value, reaching_def, layout)
    }

    /// A non-volatile store into (not of) the slot pointer, of a type the
    /// slot's content can hold.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &MemorySlot,
        blocking_uses: &[OperandId],
        _new_blocking_uses: &mut Vec<OperandId>,
        layout: &DataLayout,
    ) -> bool {
        let [blocking] = blocking_uses else {
            return false;
        };
        let value = ir.operand(self.0, 0);
        ir.operand_value(*blocking) == slot.ptr
            && ir.operand(self.0, 1) == slot.ptr
            && value != slot.ptr
            && are_conversion_compatible(ctx, layout, slot.elem_type, ir.value_type(value), false)
            && !is_volatile(ctx, ir, self.0)
    }

    fn remove_blocking_uses(
        &self,
        _ctx: &Context,
        _ir: &mut Ir,
        _slot: &MemorySlot,
        _blocking_uses: &[OperandId],
        _reaching_def: Value,
        _layout: &DataLayout,
    ) -> DeletionKind {
        DeletionKind::Delete
    }
}

/// Makes every use of `op`'s results blocking (an op that goes away takes
/// its users' uses with it).
fn forward_to_users(ir: &Ir, op: OpId, new_blocking_uses: &mut Vec<OperandId>) -> bool {
    for result in ir.results(op) {
        new_blocking_uses.extend(ir.uses(result));
    }
    true
}

/// Ops that only pass the pointer on: they can go when their users can.
macro_rules! forwarding_promotable {
    ($($op:ty),*) => {$(
        impl PromotableOpInterface for $op {
            fn can_uses_be_removed(
                &self,
                _ctx: &Context,
                ir: &Ir,
                _blocking_uses: &[OperandId],
                new_blocking_uses: &mut Vec<OperandId>,
                _layout: &DataLayout,
            ) -> bool {
                forward_to_users(ir, self.0, new_blocking_uses)
            }

            fn remove_blocking_uses(
                &self,
                _ctx: &Context,
                _ir: &mut Ir,
                _blocking_uses: &[OperandId],
                _at: InsertionPoint,
            ) -> DeletionKind {
                DeletionKind::Delete
            }
        }
    )*};
}

forwarding_promotable!(BitcastOp, AddrSpaceCastOp);

/// Markers that say something of the memory without reading it: they go.
macro_rules! erasable_promotable {
    ($($op:ty),*) => {$(
        impl PromotableOpInterface for $op {
            fn can_uses_be_removed(
                &self,
                _ctx: &Context,
                _ir: &Ir,
                _blocking_uses: &[OperandId],
                _new_blocking_uses: &mut Vec<OperandId>,
                _layout: &DataLayout,
            ) -> bool {
                true
            }

            fn remove_blocking_uses(
                &self,
                _ctx: &Context,
                _ir: &mut Ir,
                _blocking_uses: &[OperandId],
                _at: InsertionPoint,
            ) -> DeletionKind {
                DeletionKind::Delete
            }
        }
    )*};
}

erasable_promotable!(
    LifetimeStartOp,
    LifetimeEndOp,
    InvariantStartOp,
    InvariantEndOp
);

impl PromotableOpInterface for GEPOp {
    /// A GEP whose indices are all constant zeros is the pointer itself.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        ir: &Ir,
        _blocking_uses: &[OperandId],
        new_blocking_uses: &mut Vec<OperandId>,
        _layout: &DataLayout,
    ) -> bool {
        let all_zero = op_support::inherent_or_discardable(ctx, ir, self.0, "rawConstantIndices")
            .and_then(|attr| dense_i32_values(ctx, attr))
            .is_some_and(|indices| indices.iter().all(|&i| i == 0 && i != DYNAMIC_INDEX));
        all_zero && forward_to_users(ir, self.0, new_blocking_uses)
    }

    fn remove_blocking_uses(
        &self,
        _ctx: &Context,
        _ir: &mut Ir,
        _blocking_uses: &[OperandId],
        _at: InsertionPoint,
    ) -> DeletionKind {
        DeletionKind::Delete
    }
}

/// The values of an `array<i32: ...>` attribute.
fn dense_i32_values(ctx: &Context, attr: crate::Attribute) -> Option<Vec<i32>> {
    match ctx.attr_kind(attr) {
        crate::AttrKind::DenseArray { values, .. } => {
            Some(values.iter().map(|&bits| bits as u32 as i32).collect())
        }
        _ => None,
    }
}

impl PromotableOpInterface for DbgDeclareOp {
    fn can_uses_be_removed(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _blocking_uses: &[OperandId],
        _new_blocking_uses: &mut Vec<OperandId>,
        _layout: &DataLayout,
    ) -> bool {
        true
    }

    fn remove_blocking_uses(
        &self,
        _ctx: &Context,
        _ir: &mut Ir,
        _blocking_uses: &[OperandId],
        _at: InsertionPoint,
    ) -> DeletionKind {
        DeletionKind::Delete
    }

    fn requires_replaced_values(&self, _ctx: &Context, _ir: &Ir) -> bool {
        true
    }

    /// A `llvm.intr.dbg.value` of each stored value, after its store.
    fn visit_replaced_values(&self, ctx: &Context, ir: &mut Ir, definitions: &[(OpId, Value)]) {
        for &(store, value) in definitions {
            let at = after(ir, store);
            build_dbg_value(ctx, ir, self.0, value, at);
        }
    }
}

impl PromotableOpInterface for DbgValueOp {
    /// Only the described value can be dropped.
    fn can_uses_be_removed(
        &self,
        _ctx: &Context,
        ir: &Ir,
        blocking_uses: &[OperandId],
        _new_blocking_uses: &mut Vec<OperandId>,
        _layout: &DataLayout,
    ) -> bool {
        matches!(blocking_uses, [only] if ir.operand_value(*only) == ir.operand(self.0, 0))
    }

    /// Describes `llvm.mlir.undef` instead, which keeps the variable known
    /// to the debugger as optimized out.
    fn remove_blocking_uses(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        _blocking_uses: &[OperandId],
        _at: InsertionPoint,
    ) -> DeletionKind {
        let value = ir.operand(self.0, 0);
        let ty = ir.value_type(value);
        let loc = ir.value_loc(value);
        let undef = Emitter::new(ctx, ir, InsertionPoint::Before(self.0), loc).value(
            UndefOp::NAME,
            &[],
            ty,
        );
        let mut operands: Vec<Value> = ir.operands(self.0).collect();
        operands[0] = undef;
        ir.set_operands(self.0, &operands);
        DeletionKind::Keep
    }
}

/// The insertion point just after `op`.
pub(super) fn after(ir: &Ir, op: OpId) -> InsertionPoint {
    match ir.next_op(op) {
        Some(next) => InsertionPoint::Before(next),
        None => match ir.op_parent_block(op) {
            Some(block) => InsertionPoint::End(block),
            None => InsertionPoint::Detached,
        },
    }
}
