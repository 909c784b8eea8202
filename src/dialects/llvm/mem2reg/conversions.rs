//! The casts `mem2reg` builds when a load or a store of the LLVM dialect
//! accesses a slot with another type than the slot's (MLIR 19's
//! conversion sequences of `LLVMMemorySlot.cpp`): same-sized values are
//! bitcast (pointers address-space cast, or converted through integers),
//! a narrower load takes the low bits (the high ones on a big-endian
//! target) and a narrower store replaces them, masking the rest.

use crate::interfaces::promotable::DataLayout;
use crate::op_support::{
    Context, Ir, Location, OpBuilder, OpId, OperationState, Type, TypeKind, Value,
};
use crate::storage::builder::InsertionPoint;
use dialectic_runtime::rewrite::create_or_fold;

use super::super::types::llvm_type;
use super::super::{
    AddrSpaceCastOp, AndOp, BitcastOp, ConstantOp, IntToPtrOp, IntegerOverflowFlags,
    IntegerOverflowFlagsAttr, LShrOp, OrOp, PtrToIntOp, ShlOp, TruncOp, ZExtOp,
};

/// Builds ops at one place, each at one location.
pub(super) struct Emitter<'c, 'i> {
    pub(super) ctx: &'c Context,
    pub(super) builder: OpBuilder<'i>,
    pub(super) loc: Location,
}

impl<'c, 'i> Emitter<'c, 'i> {
    pub(super) fn new(ctx: &'c Context, ir: &'i mut Ir, at: InsertionPoint, loc: Location) -> Self {
        let mut builder = OpBuilder::new(ir);
        builder.set_insertion_point(at);
        Emitter { ctx, builder, loc }
    }

    fn state(&self, name: &str, operands: &[Value], result: Option<Type>) -> OperationState {
        let mut state = OperationState::new(self.ctx, name, self.loc);
        state.operands.extend_from_slice(operands);
        state.result_types.extend(result);
        state
    }

    /// Builds an op and returns it.
    pub(super) fn create(
        &mut self,
        name: &str,
        operands: &[Value],
        result: Option<Type>,
        properties: Option<Vec<(&str, crate::Attribute)>>,
    ) -> OpId {
        let mut state = self.state(name, operands, result);
        if let Some(properties) = properties {
            let entries = properties
                .into_iter()
                .map(|(key, attr)| (self.ctx.ident(key), attr))
                .collect();
            state.properties = Some(self.ctx.dictionary_attr(entries));
        }
        self.builder.create(state)
    }

    /// Builds an op with one result and returns the result.
    pub(super) fn value(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let op = self.create(name, operands, Some(result), None);
        self.builder.ir().result(op, 0)
    }

    /// Builds an op with one result and folds it (MLIR's `createOrFold`).
    fn folded(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let state = self.state(name, operands, Some(result));
        create_or_fold(self.ctx, &mut self.builder, |b| b.create(state))[0]
    }

    /// `llvm.mlir.constant` of an integer type, from its low bits.
    pub(super) fn int_constant(&mut self, ty: Type, bits: u128) -> Value {
        let width = self.ctx.int_or_float_width(ty).unwrap_or(64);
        let value = if width < 128 && bits >> (width - 1) & 1 == 1 {
            (bits & ((1u128 << width) - 1)) as i128 - (1i128 << width)
        } else {
            bits as i128
        };
        let attr = self.ctx.integer_attr(ty, value);
        let op = self.create(ConstantOp::NAME, &[], Some(ty), Some(vec![("value", attr)]));
        self.builder.ir().result(op, 0)
    }

    /// `llvm.shl` without overflow flags.
    pub(super) fn shl(&mut self, lhs: Value, rhs: Value, folded: bool) -> Value {
        let ty = self.builder.ir().value_type(lhs);
        let flags = IntegerOverflowFlagsAttr::get(self.ctx, IntegerOverflowFlags::none);
        let mut state = self.state(ShlOp::NAME, &[lhs, rhs], Some(ty));
        state.properties = Some(
            self.ctx
                .dictionary_attr(vec![(self.ctx.ident("overflowFlags"), flags)]),
        );
        if folded {
            create_or_fold(self.ctx, &mut self.builder, |b| b.create(state))[0]
        } else {
            let op = self.builder.create(state);
            self.builder.ir().result(op, 0)
        }
    }

    fn ty(&mut self, value: Value) -> Type {
        self.builder.ir().value_type(value)
    }

    /// `value` as an integer of its size (MLIR's `castToSameSizedInt`).
    fn same_sized_int(&mut self, value: Value, layout: &DataLayout) -> Value {
        let ty = self.ty(value);
        if matches!(self.ctx.type_kind(ty), TypeKind::Integer { .. }) {
            return value;
        }
        let bits = layout.type_size_in_bits(self.ctx, ty).unwrap_or(0);
        let int = self.ctx.integer_type(bits as u32);
        if is_pointer(self.ctx, ty) {
            self.folded(PtrToIntOp::NAME, &[value], int)
        } else {
            self.folded(BitcastOp::NAME, &[value], int)
        }
    }

    /// An integer `value` as `target`, of its size.
    fn int_to_same_sized(&mut self, value: Value, target: Type) -> Value {
        if self.ty(value) == target {
            return value;
        }
        if is_pointer(self.ctx, target) {
            self.folded(IntToPtrOp::NAME, &[value], target)
        } else {
            self.folded(BitcastOp::NAME, &[value], target)
        }
    }

    /// `value` as the same-sized `target` (MLIR's `castSameSizedTypes`).
    fn same_sized(&mut self, value: Value, target: Type, layout: &DataLayout) -> Value {
        let source = self.ty(value);
        if source == target {
            return value;
        }
        if is_pointer(self.ctx, source) && is_pointer(self.ctx, target) {
            return self.folded(AddrSpaceCastOp::NAME, &[value], target);
        }
        let int = self.same_sized_int(value, layout);
        self.int_to_same_sized(int, target)
    }

    /// What a load of `target` reads from a slot holding `value` (MLIR's
    /// `createExtractAndCast`).
    pub(super) fn extract_and_cast(
        &mut self,
        value: Value,
        target: Type,
        layout: &DataLayout,
    ) -> Value {
        let source = self.ty(value);
        let source_bits = layout.type_size_in_bits(self.ctx, source).unwrap_or(0);
        let target_bits = layout.type_size_in_bits(self.ctx, target).unwrap_or(0);
        if source_bits == target_bits {
            return self.same_sized(value, target, layout);
        }
        let mut replacement = self.same_sized_int(value, layout);
        if layout.is_big_endian() {
            let shift = self.int_constant(source, u128::from(source_bits - target_bits));
            let ty = self.ty(value);
            replacement = self.folded(LShrOp::NAME, &[value, shift], ty);
        }
        let narrow = self.ctx.integer_type(target_bits as u32);
        replacement = self.value(TruncOp::NAME, &[replacement], narrow);
        self.int_to_same_sized(replacement, target)
    }

    /// What a slot holding `reaching` holds once `value` is stored at its
    /// start (MLIR's `createInsertAndCast`).
    pub(super) fn insert_and_cast(
        &mut self,
        value: Value,
        reaching: Value,
        layout: &DataLayout,
    ) -> Value {
        let slot_ty = self.ty(reaching);
        let value_bits = layout
            .type_size_in_bits(self.ctx, self.ty(value))
            .unwrap_or(0);
        let slot_bits = layout.type_size_in_bits(self.ctx, slot_ty).unwrap_or(0);
        if value_bits == slot_bits {
            return self.same_sized(value, slot_ty, layout);
        }
        let def_int = self.same_sized_int(reaching, layout);
        let mut value_int = self.same_sized_int(value, layout);
        let int_ty = self.ty(def_int);
        value_int = self.folded(ZExtOp::NAME, &[value_int], int_ty);
        let difference = slot_bits - value_bits;
        if layout.is_big_endian() {
            let shift = self.int_constant(int_ty, u128::from(difference));
            value_int = self.shl(value_int, shift, true);
        }
        let low_bits = |n: u64| {
            if n >= 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            }
        };
        let mask = if layout.is_big_endian() {
            low_bits(difference)
        } else {
            !low_bits(value_bits) & low_bits(slot_bits)
        };
        let mask = self.int_constant(int_ty, mask);
        let masked = self.folded(AndOp::NAME, &[def_int, mask], int_ty);
        let combined = self.folded(OrOp::NAME, &[masked, value_int], int_ty);
        self.int_to_same_sized(combined, slot_ty)
    }
}

/// Whether `ty` is an `!llvm.ptr`.
pub(super) fn is_pointer(ctx: &Context, ty: Type) -> bool {
    llvm_type(ctx, ty).is_some_and(|(mnemonic, _)| mnemonic == "ptr")
}

/// Whether values of `ty` may be cast (MLIR's
/// `isSupportedTypeForConversion`): not aggregates, not vectors of pointers
/// nor scalable vectors.
fn is_convertible(ctx: &Context, ty: Type) -> bool {
    if llvm_type(ctx, ty).is_some_and(|(mnemonic, _)| matches!(mnemonic, "struct" | "array")) {
        return false;
    }
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            element, scalable, ..
        } => !is_pointer(ctx, *element) && !scalable.iter().any(|&s| s),
        _ => true,
    }
}

/// Whether a value of `source` can become one of `target` by casts and a
/// truncation (`narrowing`) or by casts and an insertion (MLIR's
/// `areConversionCompatible`).
pub(super) fn are_conversion_compatible(
    ctx: &Context,
    layout: &DataLayout,
    target: Type,
    source: Type,
    narrowing: bool,
) -> bool {
    if target == source {
        return true;
    }
    if !is_convertible(ctx, target) || !is_convertible(ctx, source) {
        return false;
    }
    let (Some(target_size), Some(source_size)) =
        (layout.type_size(ctx, target), layout.type_size(ctx, source))
    else {
        return false;
    };
    if is_pointer(ctx, target) && is_pointer(ctx, source) {
        return target_size == source_size;
    }
    if narrowing {
        target_size <= source_size
    } else {
        target_size >= source_size
    }
}
