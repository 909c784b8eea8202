//! The memory intrinsics as `mem2reg` sees them (MLIR 19): `llvm.intr.memset`
//! of exactly a slot holding a byte-multiple integer stores the byte
//! repeated over it; `llvm.intr.memcpy`, `llvm.intr.memmove` and
//! `llvm.intr.memcpy.inline` of exactly a slot's size store what a load of
//! the source gives, and when the slot is the source, become a store of its
//! content into the destination. Volatile ones, those of another length and
//! copies of a slot onto itself stay.

use crate::interfaces::promotable::{
    DataLayout, DeletionKind, MemorySlot, PromotableMemOpInterface,
};
use crate::op_support::{Context, Ir, OpId, OperandId, TypeKind, Value, constant_value, matchers};
use crate::storage::builder::InsertionPoint;

use super::super::{
    AtomicOrdering, LoadOp, MemcpyInlineOp, MemcpyOp, MemmoveOp, MemsetOp, OrOp, StoreOp, ZExtOp,
};
use super::conversions::Emitter;

/// Whether the intrinsic's `isVolatile` flag is set.
fn is_volatile(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    crate::op_support::inherent_or_discardable(ctx, ir, op, "isVolatile")
        .and_then(|attr| crate::op_support::bool_of(ctx, attr))
        .unwrap_or(false)
}

/// The length of a memory intrinsic when it is a constant of at most 64
/// bits (MLIR's `getStaticMemIntrLen`): the `len` operand, or the `len`
/// attribute of `llvm.intr.memcpy.inline`.
fn static_length(ctx: &Context, ir: &Ir, op: OpId) -> Option<u64> {
    let attr = if crate::op_support::is_op(ctx, ir, op, MemcpyInlineOp::NAME) {
        crate::op_support::inherent_or_discardable(ctx, ir, op, "len")?
    } else {
        constant_value(ctx, ir, ir.operand(op, 2))?
    };
    let value = matchers::int_value(ctx, attr)?;
    if value.width() > 64 {
        return None;
    }
    value.to_u64()
}

/// Whether `len` bytes are exactly the slot's content.
fn covers_slot(ctx: &Context, ir: &Ir, op: OpId, slot: &MemorySlot, layout: &DataLayout) -> bool {
    let size = layout.type_size(ctx, slot.elem_type);
    static_length(ctx, ir, op).is_some_and(|len| Some(len) == size)
}

impl PromotableMemOpInterface for MemsetOp {
    fn loads_from(&self, _ctx: &Context, _ir: &Ir, _slot: &MemorySlot) -> bool {
        false
    }

    fn stores_to(&self, _ctx: &Context, ir: &Ir, slot: &MemorySlot) -> bool {
        ir.operand(self.0, 0) == slot.ptr
    }

    /// The byte repeated over the slot's integer: zero-extended, then
    /// or-ed with itself shifted by 8, 16, 32, ... bits.
    fn stored(
        &self,
        ctx: &Context,
        ir: &mut Ir,
        slot: &MemorySlot,
        at: InsertionPoint,
        _reaching_def: Value,
        _layout: &DataLayout,
    ) -> Value {
        let byte = ir.operand(self.0, 1);
        let width = match ctx.type_kind(slot.elem_type) {
            TypeKind::Integer { width, .. } => *width,
            _ => return byte,
        };
        if width == 8 {
            return byte;
        }
        let loc = ir.op_loc(self.0);
        let mut emitter = Emitter::new(ctx, ir, at, loc);
        let mut current = emitter.value(ZExtOp::NAME, &[byte], slot.elem_type);
        let mut covered = 8u32;
        while covered < width {
            let shift = emitter.int_constant(slot.elem_type, u128::from(covered));
            let shifted = emitter.shl(current, shift, false);
            current = emitter.value(OrOp::NAME, &[current, shifted], slot.elem_type);
            covered *= 2;
        }
        current
    }

    /// A non-volatile memset of exactly a slot of a byte-multiple integer.
    fn can_uses_be_removed(
        &self,
        ctx: &Context,
        ir: &Ir,
        slot: &MemorySlot,
        _blocking_uses: &[OperandId],
        _new_blocking_uses: &mut Vec<OperandId>,
        layout: &DataLayout,
    ) -> bool {
        let byte_multiple = matches!(
            ctx.type_kind(slot.elem_type),
            TypeKind::Integer { width, .. } if *width > 0 && width % 8 == 0
        );
        byte_multiple && !is_volatile(ctx, ir, self.0) && covers_slot(ctx, ir, self.0, slot, layout)
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

/// The copies: operands `dst`, `src` first.
macro_rules! copy_promotable {
    ($($op:ty),*) => {$(
        impl PromotableMemOpInterface for $op {
            fn loads_from(&self, _ctx: &Context, ir: &Ir, slot: &MemorySlot) -> bool {
                ir.operand(self.0, 1) == slot.ptr
            }

            fn stores_to(&self, _ctx: &Context, ir: &Ir, slot: &MemorySlot) -> bool {
                ir.operand(self.0, 0) == slot.ptr
            }

            /// A load of the slot's type from the source.
            fn stored(
                &self,
                ctx: &Context,
                ir: &mut Ir,
                slot: &MemorySlot,
                at: InsertionPoint,
                _reaching_def: Value,
                _layout: &DataLayout,
            ) -> Value {
                let source = ir.operand(self.0, 1);
                let loc = ir.op_loc(self.0);
                let mut emitter = Emitter::new(ctx, ir, at, loc);
                let ordering = AtomicOrdering::not_atomic.to_attr(ctx);
                let load = emitter.create(
                    LoadOp::NAME,
                    &[source],
                    Some(slot.elem_type),
                    Some(vec![("ordering", ordering)]),
                );
                emitter.builder.ir().result(load, 0)
            }

            /// A non-volatile copy of exactly the slot's size between two
            /// distinct pointers.
            fn can_uses_be_removed(
                &self,
                ctx: &Context,
                ir: &Ir,
                slot: &MemorySlot,
                _blocking_uses: &[OperandId],
                _new_blocking_uses: &mut Vec<OperandId>,
                layout: &DataLayout,
            ) -> bool {
                ir.operand(self.0, 0) != ir.operand(self.0, 1)
                    && !is_volatile(ctx, ir, self.0)
                    && covers_slot(ctx, ir, self.0, slot, layout)
            }

            /// Copying out of the slot becomes a store of its content.
            fn remove_blocking_uses(
                &self,
                ctx: &Context,
                ir: &mut Ir,
                slot: &MemorySlot,
                _blocking_uses: &[OperandId],
                reaching_def: Value,
                _layout: &DataLayout,
            ) -> DeletionKind {
                if self.loads_from(ctx, ir, slot) {
                    let destination = ir.operand(self.0, 0);
                    let loc = ir.op_loc(self.0);
                    let at = super::after(ir, self.0);
                    let ordering = AtomicOrdering::not_atomic.to_attr(ctx);
                    Emitter::new(ctx, ir, at, loc).create(
                        StoreOp::NAME,
                        &[reaching_def, destination],
                        None,
                        Some(vec![("ordering", ordering)]),
                    );
                }
                DeletionKind::Delete
            }
        }
    )*};
}

copy_promotable!(MemcpyOp, MemmoveOp, MemcpyInlineOp);
