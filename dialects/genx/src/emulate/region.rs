//! The region ops lowered to LLVM-dialect vector ops. A region whose
//! elements are all known (constant start index) is one
//! `llvm.shufflevector` (a read picks its elements; a write widens the new
//! value to the old one's length and picks, per element of the result,
//! the old element or the new one written there), a variable mask one
//! `llvm.select` over the mask spread to the written elements by a shuffle
//! of its own. A region with a variable start index (a scalar, or one
//! offset per row) is unrolled into one `llvm.extractelement` and one
//! `llvm.insertelement` per element at indices computed from the start
//! (`start / element size` plus the element's place in the region, see
//! [`crate::layout`]); a masked element writes back the old element
//! instead of the new one. Unrolling keeps the vector in registers: there
//! is no stack copy and no loop, at the cost of code as long as the
//! region. Byte offsets are unsigned (zero-extended to `i32`). The
//! predicate region ops (`rdpredregion`, `wrpredregion`,
//! `wrpredpredregion`) take a start in elements and contiguous elements;
//! `wrpredpredregion`'s last operand, as wide as the old value, selects
//! per element of the result between the write and the old value.

use dialectic::OpId;
use dialectic::Value;
use dialectic::conversion::llvm_ops::undef;
use dialectic::runtime::rewrite::MatchResult;
use dialectic::runtime::rewrite::conversion::{ConversionPattern, ConversionPatternRewriter};

use super::build::{
    Rewriter, arith, binary, element_of, extract, i32_constant, insert, int_constant, select,
    shuffle, to_i32,
};
use crate::layout::RegionAccess;
use crate::regions::constant_int;
use crate::types::{vector_length, vector_of};

/// The index of one element of a region: known, or computed (an `i32`).
#[derive(Clone, Copy, Debug)]
enum Index {
    Known(i64),
    Computed(Value),
}

/// The indices, when all are known.
fn known_indices(indices: &[Index]) -> Option<Vec<i64>> {
    indices
        .iter()
        .map(|i| match i {
            Index::Known(k) => Some(*k),
            Index::Computed(_) => None,
        })
        .collect()
}

/// The index as an `i32` value.
fn index_value(rewriter: Rewriter<'_, '_>, index: Index) -> Value {
    match index {
        Index::Known(k) => i32_constant(rewriter, k),
        Index::Computed(v) => v,
    }
}

/// `base + offset`, an `i32`.
fn offset_from(rewriter: Rewriter<'_, '_>, base: Value, offset: i64) -> Value {
    if offset == 0 {
        return base;
    }
    let offset = i32_constant(rewriter, offset);
    arith(rewriter, "llvm.add", base, offset)
}

/// A byte offset (any integer) as an element index (an `i32`).
fn element_index(rewriter: Rewriter<'_, '_>, bytes: Value, element_bytes: i64) -> Value {
    let bytes = to_i32(rewriter, bytes);
    if element_bytes == 1 {
        return bytes;
    }
    let size = i32_constant(rewriter, element_bytes);
    binary(rewriter, "llvm.udiv", bytes, size)
}

/// The indices of the elements of a region op's region.
fn region_indices(rewriter: Rewriter<'_, '_>, access: &RegionAccess) -> Option<Vec<Index>> {
    let ctx = rewriter.context();
    if let Some(indices) = access.constant_indices(ctx, rewriter.ir()) {
        return Some(indices.into_iter().map(Index::Known).collect());
    }
    let shape = access.shape;
    let start_type = rewriter.ir().value_type(access.start);
    match vector_length(ctx, start_type) {
        None => {
            let base = element_index(rewriter, access.start, access.element_bytes);
            Some(
                (0..shape.size)
                    .map(|i| Index::Computed(offset_from(rewriter, base, shape.offset(i))))
                    .collect(),
            )
        }
        Some(rows) if rows == shape.rows() => {
            let mut row_starts = Vec::new();
            for row in 0..rows {
                let position = i32_constant(rewriter, row);
                let bytes = extract(rewriter, access.start, position);
                row_starts.push(element_index(rewriter, bytes, access.element_bytes));
            }
            Some(
                (0..shape.size)
                    .map(|i| {
                        let base = row_starts[shape.row(i) as usize];
                        Index::Computed(offset_from(rewriter, base, shape.column_offset(i)))
                    })
                    .collect(),
            )
        }
        Some(_) => None,
    }
}

/// The indices `start`, `start + 1`, ... of `count` contiguous elements
/// from a start in elements.
fn contiguous_indices(rewriter: Rewriter<'_, '_>, start: Value, count: i64) -> Vec<Index> {
    if let Some(first) = constant_int(rewriter.context(), rewriter.ir(), start) {
        return (0..count).map(|i| Index::Known(first as i64 + i)).collect();
    }
    let base = to_i32(rewriter, start);
    (0..count)
        .map(|i| Index::Computed(offset_from(rewriter, base, i)))
        .collect()
}

/// The elements of `vector` at `indices`, as a value of `result_type` (a
/// scalar for a single element of scalar type).
fn read(
    rewriter: Rewriter<'_, '_>,
    vector: Value,
    indices: &[Index],
    result_type: dialectic::Type,
) -> Value {
    if vector_length(rewriter.context(), result_type).is_none() {
        let index = index_value(rewriter, indices[0]);
        return extract(rewriter, vector, index);
    }
    let known = known_indices(indices);
    let length = vector_length(rewriter.context(), rewriter.ir().value_type(vector)).unwrap_or(1);
    if let Some(known) = known.filter(|k| k.iter().all(|&i| (0..length).contains(&i))) {
        return shuffle(rewriter, vector, vector, &known);
    }
    let mut result = undef(rewriter, result_type);
    for (i, &index) in indices.iter().enumerate() {
        let index = index_value(rewriter, index);
        let element = extract(rewriter, vector, index);
        let position = i32_constant(rewriter, i as i64);
        result = insert(rewriter, result, element, position);
    }
    result
}

/// Which elements of a write are written.
#[derive(Clone, Copy, Debug)]
enum Mask {
    /// Every element (the constant `i1 1`).
    All,
    /// Every element or none, by a scalar `i1`.
    Scalar(Value),
    /// Element `i` when bit `i` of an `i1` vector is set.
    Vector(Value),
}

/// `vector` (of `n` elements) made `length` long; the elements after
/// `n` are copies of the first, never read.
fn widen(rewriter: Rewriter<'_, '_>, vector: Value, n: i64, length: i64) -> Value {
    if n == length {
        return vector;
    }
    let mask: Vec<i64> = (0..length).map(|k| if k < n { k } else { 0 }).collect();
    shuffle(rewriter, vector, vector, &mask)
}

/// `old` with the elements of `new` written at `indices` where `mask`
/// says, element after element (a later element overwrites an earlier
/// one at the same index).
fn write(
    rewriter: Rewriter<'_, '_>,
    old: Value,
    new: Value,
    indices: &[Index],
    mask: Mask,
) -> Value {
    let ctx = rewriter.context();
    let length = vector_length(ctx, rewriter.ir().value_type(old)).unwrap_or(1);
    let new_is_vector = vector_length(ctx, rewriter.ir().value_type(new)).is_some();
    let n = indices.len() as i64;
    let known = known_indices(indices);
    let fits = |k: &Vec<i64>| {
        new_is_vector
            && n <= length
            && k.iter().all(|&i| (0..length).contains(&i))
            && distinct_or_unmasked(k, mask)
    };
    if let Some(known) = known.filter(fits) {
        let widened = widen(rewriter, new, n, length);
        let mut picks: Vec<i64> = (0..length).collect();
        for (i, &index) in known.iter().enumerate() {
            picks[index as usize] = length + i as i64;
        }
        let written = shuffle(rewriter, old, widened, &picks);
        return match mask {
            Mask::All => written,
            Mask::Scalar(m) => select(rewriter, m, written, old),
            Mask::Vector(m) => {
                let widened_mask = widen(rewriter, m, n, length);
                let i1 = ctx.integer_type(1);
                let falses = int_constant(rewriter, vector_of(ctx, length, i1), 0);
                let mut spread: Vec<i64> = vec![length; length as usize];
                for (i, &index) in known.iter().enumerate() {
                    spread[index as usize] = i as i64;
                }
                let spread = shuffle(rewriter, widened_mask, falses, &spread);
                select(rewriter, spread, written, old)
            }
        };
    }
    let mut result = old;
    for (i, &index) in indices.iter().enumerate() {
        let mut value = if new_is_vector {
            let position = i32_constant(rewriter, i as i64);
            extract(rewriter, new, position)
        } else {
            new
        };
        let index = index_value(rewriter, index);
        if let Mask::Vector(m) = mask {
            let position = i32_constant(rewriter, i as i64);
            let enabled = extract(rewriter, m, position);
            let kept = extract(rewriter, result, index);
            value = select(rewriter, enabled, value, kept);
        }
        result = insert(rewriter, result, value, index);
    }
    match mask {
        Mask::Scalar(m) => select(rewriter, m, result, old),
        Mask::All | Mask::Vector(_) => result,
    }
}

/// Whether one shuffle can write elements at `indices`: under a vector
/// mask, two elements written at one index need the element-wise order.
fn distinct_or_unmasked(indices: &[i64], mask: Mask) -> bool {
    if !matches!(mask, Mask::Vector(_)) {
        return true;
    }
    let mut seen = std::collections::BTreeSet::new();
    indices.iter().all(|i| seen.insert(*i))
}

/// The mnemonic of a genx op (`genx.rdregioni` → `rdregioni`).
fn mnemonic(rewriter: &ConversionPatternRewriter<'_>, op: OpId) -> String {
    let ctx = rewriter.context();
    let name = ctx.ident_str(rewriter.ir().op_name(op));
    name.strip_prefix("genx.").unwrap_or(name).to_string()
}

/// `rdregioni` and `rdregionf`: the region's elements.
pub struct LowerRegionRead(pub &'static str);

impl ConversionPattern for LowerRegionRead {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let access = RegionAccess::of(
            rewriter.context(),
            rewriter.ir(),
            op,
            &mnemonic(rewriter, op),
        )?;
        let result = rewriter.ir().result(op, 0);
        let result_type = rewriter.ir().value_type(result);
        let vector = operands[access.operands.vector];
        let vector_type = rewriter.ir().value_type(vector);
        if element_of(rewriter, result_type) != element_of(rewriter, vector_type) {
            return None;
        }
        let indices = region_indices(rewriter, &access)?;
        let value = read(rewriter, vector, &indices, result_type);
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `wrregioni`, `wrregionf` and `wrconstregion`: the old value with the
/// region written where the mask says.
pub struct LowerRegionWrite(pub &'static str);

impl ConversionPattern for LowerRegionWrite {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let access = RegionAccess::of(
            rewriter.context(),
            rewriter.ir(),
            op,
            &mnemonic(rewriter, op),
        )?;
        let old = operands[access.operands.vector];
        let new = operands[access.operands.new_value?];
        let old_type = rewriter.ir().value_type(old);
        let new_type = rewriter.ir().value_type(new);
        if element_of(rewriter, old_type) != element_of(rewriter, new_type) {
            return None;
        }
        let mask_value = operands[access.operands.mask?];
        let mask =
            if vector_length(rewriter.context(), rewriter.ir().value_type(mask_value)).is_some() {
                Mask::Vector(mask_value)
            } else {
                match constant_int(rewriter.context(), rewriter.ir(), mask_value) {
                    Some(0) => {
                        rewriter.replace_op(op, &[old]);
                        return Some(());
                    }
                    Some(_) => Mask::All,
                    None => Mask::Scalar(mask_value),
                }
            };
        let indices = region_indices(rewriter, &access)?;
        let value = write(rewriter, old, new, &indices, mask);
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `rdpredregion`: contiguous predicate elements from a start in elements.
pub struct LowerPredicateRead;

impl ConversionPattern for LowerPredicateRead {
    fn root(&self) -> Option<&str> {
        Some("genx.rdpredregion")
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let result_type = rewriter.ir().value_type(rewriter.ir().result(op, 0));
        let count = vector_length(rewriter.context(), result_type).unwrap_or(1);
        let indices = contiguous_indices(rewriter, operands[1], count);
        let value = read(rewriter, operands[0], &indices, result_type);
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}

/// `wrpredregion` and `wrpredpredregion`: contiguous predicate elements
/// written from a start in elements; `wrpredpredregion` keeps the old
/// element where its predicate (as wide as the old value) is not set.
pub struct LowerPredicateWrite(pub &'static str);

impl ConversionPattern for LowerPredicateWrite {
    fn root(&self) -> Option<&str> {
        Some(self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let (old, new) = (operands[0], operands[1]);
        let new_type = rewriter.ir().value_type(new);
        let count = vector_length(rewriter.context(), new_type).unwrap_or(1);
        let indices = contiguous_indices(rewriter, operands[2], count);
        let mut value = write(rewriter, old, new, &indices, Mask::All);
        if let Some(&predicate) = operands.get(3) {
            value = select(rewriter, predicate, value, old);
        }
        rewriter.replace_op(op, &[value]);
        Some(())
    }
}
