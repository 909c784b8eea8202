//! Where the elements of a region lie (seed 002): element `i` of a region
//! of `width` elements per row is in row `i / width`, column `i % width`;
//! a row starts `vstride` elements after the one before it, and its
//! elements are `stride` apart. The start index is in bytes. A start that
//! is a vector (multi-indirect) gives each row its own start and the
//! vertical stride is not used: the rows are where their offsets say
//! (vc's `CMRegion::getSubregion` picks the row's offset and adds only the
//! column's stride). The region lowering of `--genx-emulate`, the folders
//! and the canonicalizations read regions through this module.

use dialectic::op_support::{Context, Ir, OpId};
use dialectic::{TypeKind, Value};

use crate::regions::constant_int;
use crate::types::{vector_element, vector_length};

/// A region op's shape: the constant vertical stride, width and stride,
/// and its execution size (the number of elements it reads or writes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionShape {
    /// Elements between the starts of two rows.
    pub vstride: i64,
    /// Elements per row.
    pub width: i64,
    /// Elements between two elements of a row.
    pub stride: i64,
    /// Elements of the region.
    pub size: i64,
}

impl RegionShape {
    /// The shape of `size` elements in rows of `width`; a single element
    /// is one row whatever its width (real IR writes the width of the
    /// vector around it). `None` when the width does not divide the size.
    pub fn new(vstride: i64, width: i64, stride: i64, size: i64) -> Option<RegionShape> {
        let width = if size == 1 { 1 } else { width };
        (width > 0 && size > 0 && size % width == 0).then_some(RegionShape {
            vstride,
            width,
            stride,
            size,
        })
    }

    /// The number of rows.
    pub fn rows(&self) -> i64 {
        self.size / self.width
    }

    /// The row of element `i`.
    pub fn row(&self, i: i64) -> i64 {
        i / self.width
    }

    /// The distance of element `i` from the start of its row.
    pub fn column_offset(&self, i: i64) -> i64 {
        (i % self.width) * self.stride
    }

    /// The distance of element `i` from the start of the region (a
    /// region with one start).
    pub fn offset(&self, i: i64) -> i64 {
        self.row(i) * self.vstride + self.column_offset(i)
    }

    /// The element indices of a region starting at element `first`.
    pub fn indices_from(&self, first: i64) -> Vec<i64> {
        (0..self.size).map(|i| first + self.offset(i)).collect()
    }

    /// The element indices of a region whose row `r` starts at element
    /// `row_firsts[r]` (multi-indirect).
    pub fn indices_from_rows(&self, row_firsts: &[i64]) -> Option<Vec<i64>> {
        (0..self.size)
            .map(|i| Some(row_firsts.get(self.row(i) as usize)? + self.column_offset(i)))
            .collect()
    }

    /// Whether the region is every element of a vector of `length`, in
    /// order.
    pub fn is_whole(&self, first: i64, length: i64) -> bool {
        self.size == length && self.indices_from(first).into_iter().eq(0..length)
    }
}

/// Where the region operands of a region op are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionOperands {
    /// The vector read from, or the old value written into.
    pub vector: usize,
    /// The new value of a write.
    pub new_value: Option<usize>,
    /// The vertical stride (width and stride follow it).
    pub vstride: usize,
    /// The start index, in bytes.
    pub start: usize,
    /// The mask of a write.
    pub mask: Option<usize>,
}

/// The region operands of `genx.<mnemonic>`, for the ops with a region.
pub fn region_operands(mnemonic: &str) -> Option<RegionOperands> {
    match mnemonic {
        "rdregioni" | "rdregionf" => Some(RegionOperands {
            vector: 0,
            new_value: None,
            vstride: 1,
            start: 4,
            mask: None,
        }),
        "wrregioni" | "wrregionf" | "wrconstregion" => Some(RegionOperands {
            vector: 0,
            new_value: Some(1),
            vstride: 2,
            start: 5,
            mask: Some(7),
        }),
        _ => None,
    }
}

/// The number of elements of a vector type, 1 for a scalar.
pub fn element_count(ctx: &Context, ty: dialectic::Type) -> i64 {
    vector_length(ctx, ty).unwrap_or(1)
}

/// The size in bytes of the elements of a scalar or vector type (`None`
/// below a byte).
pub fn element_bytes(ctx: &Context, ty: dialectic::Type) -> Option<i64> {
    let element = vector_element(ctx, ty).unwrap_or(ty);
    let bits = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => i64::from(*width),
        TypeKind::Float(_) => i64::from(ctx.int_or_float_width(element)?),
        _ => return None,
    };
    (bits >= 8 && bits % 8 == 0).then_some(bits / 8)
}

/// A region op as its constant operands describe it.
#[derive(Clone, Copy, Debug)]
pub struct RegionAccess {
    /// Which operands are which.
    pub operands: RegionOperands,
    /// The shape.
    pub shape: RegionShape,
    /// The size in bytes of the vector's elements.
    pub element_bytes: i64,
    /// The start index, in bytes.
    pub start: Value,
}

impl RegionAccess {
    /// The region of op `op` (`genx.<mnemonic>`), when its vertical
    /// stride, width and stride are constants and its shape is valid.
    pub fn of(ctx: &Context, ir: &Ir, op: OpId, mnemonic: &str) -> Option<RegionAccess> {
        let operands = region_operands(mnemonic)?;
        let values: Vec<Value> = ir.operands(op).collect();
        let parameter = |k: usize| constant_int(ctx, ir, values[operands.vstride + k]);
        let [vstride, width, stride] = [parameter(0)?, parameter(1)?, parameter(2)?]
            .map(|v| i64::try_from(v).unwrap_or(i64::MAX));
        let elements_of = match operands.new_value {
            Some(new_value) => ir.value_type(values[new_value]),
            None => ir.value_type(ir.results(op).next()?),
        };
        let size = element_count(ctx, elements_of);
        Some(RegionAccess {
            operands,
            shape: RegionShape::new(vstride, width, stride, size)?,
            element_bytes: element_bytes(ctx, ir.value_type(values[operands.vector]))?,
            start: values[operands.start],
        })
    }

    /// The first element, when the start index is a constant scalar that
    /// is a multiple of the element size.
    pub fn constant_first(&self, ctx: &Context, ir: &Ir) -> Option<i64> {
        if vector_length(ctx, ir.value_type(self.start)).is_some() {
            return None;
        }
        let start = i64::try_from(constant_int(ctx, ir, self.start)?).ok()?;
        (start % self.element_bytes == 0).then_some(start / self.element_bytes)
    }

    /// The element indices, when the start index is constant.
    pub fn constant_indices(&self, ctx: &Context, ir: &Ir) -> Option<Vec<i64>> {
        Some(self.shape.indices_from(self.constant_first(ctx, ir)?))
    }
}
