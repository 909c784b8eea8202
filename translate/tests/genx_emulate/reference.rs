//! Seed 002's region formulas, written for the tests alone (no code shared
//! with the lowering or the folder): element `i` of a region is in row
//! `i / width` and column `i % width`; with one start, its index is
//! `start / element size + row * vstride + column * stride`; with one
//! start per row (multi-indirect), `offset[row] / element size + column *
//! stride`. A single element is one row whatever the width. A write puts
//! the new value's elements at those indices in order, where the mask is
//! set; predicate regions are contiguous from a start in elements.

/// Where a region starts, in bytes.
#[derive(Clone, Debug)]
pub enum Start {
    /// One start for the whole region.
    Bytes(i64),
    /// One start per row.
    RowBytes(Vec<i64>),
}

/// A region: its parameters, in elements, and its start.
#[derive(Clone, Debug)]
pub struct Region {
    pub vstride: i64,
    pub width: i64,
    pub stride: i64,
    pub start: Start,
}

/// The indices of the `size` elements of `region` in a vector of
/// elements `element_bytes` long.
pub fn indices(region: &Region, size: usize, element_bytes: i64) -> Vec<usize> {
    let width = if size == 1 { 1 } else { region.width as usize };
    (0..size)
        .map(|i| {
            let (row, column) = (i / width, (i % width) as i64);
            let index = match &region.start {
                Start::Bytes(bytes) => {
                    bytes / element_bytes + row as i64 * region.vstride + column * region.stride
                }
                Start::RowBytes(offsets) => offsets[row] / element_bytes + column * region.stride,
            };
            index as usize
        })
        .collect()
}

/// The elements a read of `region` gives.
pub fn read(vector: &[u64], region: &Region, size: usize, element_bytes: i64) -> Vec<u64> {
    indices(region, size, element_bytes)
        .into_iter()
        .map(|i| vector[i])
        .collect()
}

/// The vector a write of `new` into `region` of `old` gives, element `i`
/// written where `mask[i]` is set.
pub fn write(
    old: &[u64],
    new: &[u64],
    region: &Region,
    element_bytes: i64,
    mask: &[bool],
) -> Vec<u64> {
    let mut result = old.to_vec();
    for (i, index) in indices(region, new.len(), element_bytes)
        .into_iter()
        .enumerate()
    {
        if mask[i] {
            result[index] = new[i];
        }
    }
    result
}

/// `rdpredregion`: `size` elements from element `start`.
pub fn read_predicate(vector: &[u64], start: usize, size: usize) -> Vec<u64> {
    vector[start..start + size].to_vec()
}

/// `wrpredregion` (no `predicate`) and `wrpredpredregion`: `new` written
/// from element `start`, where the predicate of the result's element is
/// set.
pub fn write_predicate(
    old: &[u64],
    new: &[u64],
    start: usize,
    predicate: Option<&[u64]>,
) -> Vec<u64> {
    let mut result = old.to_vec();
    for (i, &value) in new.iter().enumerate() {
        if predicate.is_none_or(|p| p[start + i] != 0) {
            result[start + i] = value;
        }
    }
    result
}
