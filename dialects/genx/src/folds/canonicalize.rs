//! The Rust the region ops' canonicalization rules
//! (`defs/genx/Canonicalization.td`) name: when a read reads what a write
//! just wrote, when a write or a read covers its whole vector, and the
//! one region that a constant region of a constant 1D region is (element
//! `k` of the outer read is element `first₁ + stride₁ · index₂(k)` of the
//! vector, which is the outer region with its strides multiplied by
//! `stride₁` and its start moved to `first₁ + stride₁ · first₂`).

use dialectic::op_support::{Context, Ir, OpId, OperationState, PatternRewriter, Value};

use super::folders::constant_bits;
use crate::layout::{RegionAccess, element_count};
use crate::regions::constant_int;
use crate::types::vector_length;

/// The region of region op `op`.
fn access(ctx: &Context, ir: &Ir, op: OpId) -> Option<RegionAccess> {
    let name = ctx.ident_str(ir.op_name(op));
    RegionAccess::of(ctx, ir, op, name.strip_prefix("genx.")?)
}

/// Whether write `op` writes every element of its region: its mask is
/// the constant `i1 1` or a constant vector of ones.
fn unmasked(ctx: &Context, ir: &Ir, op: OpId, access: &RegionAccess) -> bool {
    let Some(mask_index) = access.operands.mask else {
        return false;
    };
    let Some(mask) = ir.operands(op).nth(mask_index) else {
        return false;
    };
    let mask_type = ir.value_type(mask);
    if vector_length(ctx, mask_type).is_none() {
        return constant_int(ctx, ir, mask).is_some_and(|m| m != 0);
    }
    let Some(definition) = ir.defining_op(mask) else {
        return false;
    };
    dialectic::op_support::inherent_or_discardable(ctx, ir, definition, "value")
        .and_then(|attr| constant_bits(ctx, attr, mask_type))
        .is_some_and(|bits| bits.iter().all(|&b| b != 0))
}

/// The op defining `value` (the rules bind ops by their results).
fn op_of(ir: &Ir, value: Value) -> Option<OpId> {
    ir.defining_op(value)
}

/// Whether the read defining `read` reads, unmasked, exactly the region
/// the write defining `write` wrote, as a value of the type written: the
/// same constant elements, or the same variable start with the same shape.
pub fn reads_what_was_written(ctx: &Context, ir: &Ir, read: Value, write: Value) -> bool {
    let (Some(read), Some(write)) = (op_of(ir, read), op_of(ir, write)) else {
        return false;
    };
    let (Some(r), Some(w)) = (access(ctx, ir, read), access(ctx, ir, write)) else {
        return false;
    };
    let Some(new_value) = w.operands.new_value.and_then(|i| ir.operands(write).nth(i)) else {
        return false;
    };
    if ir.value_type(ir.result(read, 0)) != ir.value_type(new_value)
        || !unmasked(ctx, ir, write, &w)
    {
        return false;
    }
    match (r.constant_indices(ctx, ir), w.constant_indices(ctx, ir)) {
        (Some(read_indices), Some(written_indices)) => read_indices == written_indices,
        (None, None) => {
            let rows_alike = r.shape.rows() == 1 || r.shape.vstride == w.shape.vstride;
            r.start == w.start
                && rows_alike
                && (r.shape.width, r.shape.stride, r.shape.size)
                    == (w.shape.width, w.shape.stride, w.shape.size)
        }
        _ => false,
    }
}

/// Whether region op `op` covers every element of its vector in order.
fn covers_whole_vector(ctx: &Context, ir: &Ir, op: OpId, access: &RegionAccess) -> bool {
    let Some(vector) = ir.operands(op).nth(access.operands.vector) else {
        return false;
    };
    let length = element_count(ctx, ir.value_type(vector));
    access
        .constant_first(ctx, ir)
        .is_some_and(|first| access.shape.is_whole(first, length))
}

/// Whether the write defining `write` writes, unmasked, every element of
/// its vector in order with a value of the vector's type.
pub fn writes_whole_vector(ctx: &Context, ir: &Ir, write: Value) -> bool {
    let Some(write) = op_of(ir, write) else {
        return false;
    };
    let Some(w) = access(ctx, ir, write) else {
        return false;
    };
    let operands: Vec<Value> = ir.operands(write).collect();
    ir.value_type(operands[0]) == ir.value_type(operands[1])
        && unmasked(ctx, ir, write, &w)
        && covers_whole_vector(ctx, ir, write, &w)
}

/// Whether the read defining `read` reads every element of its vector in
/// order, as a value of the vector's type.
pub fn reads_whole_vector(ctx: &Context, ir: &Ir, read: Value) -> bool {
    let Some(read) = op_of(ir, read) else {
        return false;
    };
    let Some(r) = access(ctx, ir, read) else {
        return false;
    };
    let Some(vector) = ir.operands(read).next() else {
        return false;
    };
    ir.value_type(ir.result(read, 0)) == ir.value_type(vector)
        && covers_whole_vector(ctx, ir, read, &r)
}

/// The vstride, width, stride and start (in bytes) of the one read that
/// `outer`, a read of constant start from the result of `inner`, a read
/// of a 1D region of constant start, makes; `None` when they do not
/// make one (or its start does not fit the start's type).
fn chained_region(ctx: &Context, ir: &Ir, outer: Value, inner: Value) -> Option<[i64; 4]> {
    let (outer, inner) = (op_of(ir, outer)?, op_of(ir, inner)?);
    let (o, i) = (access(ctx, ir, outer)?, access(ctx, ir, inner)?);
    if i.shape.rows() != 1 || o.element_bytes != i.element_bytes {
        return None;
    }
    let (first_outer, first_inner) = (o.constant_first(ctx, ir)?, i.constant_first(ctx, ir)?);
    let stride = i.shape.stride;
    let start = (first_inner + stride * first_outer) * i.element_bytes;
    let start_width = ctx.int_or_float_width(ir.value_type(o.start))?;
    if start_width < 64 && start >= 1 << (start_width - 1) {
        return None;
    }
    Some([
        stride * o.shape.vstride,
        o.shape.width,
        stride * o.shape.stride,
        start,
    ])
}

/// Whether `outer` and `inner` chain into one read.
pub fn chainable_reads(ctx: &Context, ir: &Ir, outer: Value, inner: Value) -> bool {
    chained_region(ctx, ir, outer, inner).is_some()
}

/// Parameter `k` (vstride, width, stride, start) of the read that chained
/// reads make, as a new constant (`i32`, the start of the outer start's
/// type); the rule's constraint has checked that they make one.
pub fn chained_parameter(
    rewriter: &mut PatternRewriter<'_>,
    outer: Value,
    inner: Value,
    k: usize,
) -> Value {
    let ctx = rewriter.context();
    let ir = rewriter.ir();
    let parameters = chained_region(ctx, ir, outer, inner).unwrap_or_default();
    let outer_op = op_of(ir, outer);
    let start = outer_op.and_then(|op| ir.operands(op).nth(4));
    let ty = match (k, start) {
        (3, Some(start)) => ir.value_type(start),
        _ => ctx.integer_type(32),
    };
    let loc = outer_op.map_or_else(|| ctx.unknown_loc().into(), |op| ir.op_loc(op));
    let mut state = OperationState::new(ctx, "llvm.mlir.constant", loc);
    state.result_types.push(ty);
    let value = ctx.integer_attr(ty, i128::from(parameters[k]));
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("value"), value)]));
    let constant = rewriter.create(state);
    rewriter.ir().result(constant, 0)
}
