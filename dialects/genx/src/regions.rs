//! What seed 002 says of regions, checked by the verifiers of the region
//! ops (`rdregioni`/`rdregionf` read a region of a vector,
//! `wrregioni`/`wrregionf` write one): the vertical stride, width and
//! stride are constants; the execution size (the elements of the region:
//! the read's result, the written value) is a multiple of the width, which
//! makes `execution size / width` rows; a constant start index, in bytes,
//! is a multiple of the element size and the region lies inside its vector;
//! a variable start index that is a vector has one offset per row; a write's
//! mask is as wide as the written value, or the scalar `i1` shorthand. A
//! single element (a scalar, or a 1-vector) is one row whatever the width
//! (real IR gives it the width of the vector it comes from). A
//! single element (a scalar, or a 1-vector) is one row whatever the width
//! (real IR gives it the width of the vector it comes from).

use dialectic::op_support::{Context, Ir, OpId, inherent_or_discardable, integer_of};
use dialectic::{Type, TypeKind, Value};

use crate::types::{vector_element, vector_length};

/// The operands of a region op: where its region parameters are.
struct RegionOperands {
    /// The vector the region is in (read from, or its old value).
    vector: usize,
    /// The vertical stride; width and stride follow it.
    vstride: usize,
    /// The start index, in bytes.
    start: usize,
    /// The mask of a write.
    mask: Option<usize>,
}

fn operands_of(mnemonic: &str) -> Option<RegionOperands> {
    match mnemonic {
        "rdregioni" | "rdregionf" => Some(RegionOperands {
            vector: 0,
            vstride: 1,
            start: 4,
            mask: None,
        }),
        "wrregioni" | "wrregionf" => Some(RegionOperands {
            vector: 0,
            vstride: 2,
            start: 5,
            mask: Some(7),
        }),
        _ => None,
    }
}

/// The integer a value is, when a constant op defines it.
pub fn constant_int(ctx: &Context, ir: &Ir, value: Value) -> Option<i128> {
    let op = ir.defining_op(value)?;
    let name = ctx.ident_str(ir.op_name(op));
    if name != "llvm.mlir.constant" && name != "arith.constant" {
        return None;
    }
    integer_of(ctx, inherent_or_discardable(ctx, ir, op, "value")?)
}

/// The number of elements of a vector type, 1 for a scalar.
fn elements(ctx: &Context, ty: Type) -> i64 {
    vector_length(ctx, ty).unwrap_or(1)
}

/// The size in bytes of the elements of `ty` (`None` below a byte).
fn element_bytes(ctx: &Context, ty: Type) -> Option<i64> {
    let element = vector_element(ctx, ty).unwrap_or(ty);
    let bits = match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => i64::from(*width),
        TypeKind::Float(_) => i64::from(ctx.int_or_float_width(element)?),
        _ => return None,
    };
    (bits >= 8).then_some(bits / 8)
}

/// Checks the region of region op `op` (`genx.<mnemonic>`); other ops pass.
pub fn verify_region(ctx: &Context, ir: &Ir, op: OpId, mnemonic: &str) -> Result<(), String> {
    let Some(at) = operands_of(mnemonic) else {
        return Ok(());
    };
    let operands: Vec<Value> = ir.operands(op).collect();
    let ty = |i: usize| ir.value_type(operands[i]);
    let execution_size = match at.mask {
        None => ir
            .results(op)
            .next()
            .map_or(1, |r| elements(ctx, ir.value_type(r))),
        Some(_) => elements(ctx, ty(1)),
    };
    let mut parameters = [0i128; 3];
    for (k, name) in ["vstride", "width", "stride"].into_iter().enumerate() {
        parameters[k] = constant_int(ctx, ir, operands[at.vstride + k])
            .ok_or_else(|| format!("{name} (operand #{}) must be a constant", at.vstride + k))?;
    }
    let [vstride, mut width, stride] = parameters;
    // A single element is a region whatever its width says: Intel's
    // compiler writes scalars with the width of the vector around them.
    if execution_size == 1 {
        width = 1;
    }
    if width <= 0 || i128::from(execution_size) % width != 0 {
        return Err(format!(
            "execution size {execution_size} must be a multiple of the width {width}"
        ));
    }
    let rows = i128::from(execution_size) / width;
    let start_type = ty(at.start);
    if let Some(offsets) = vector_length(ctx, start_type) {
        if i128::from(offsets) != rows {
            return Err(format!(
                "the offset vector has {offsets} elements, but the region has {rows} rows (one offset per row)"
            ));
        }
    } else if let Some(start) = constant_int(ctx, ir, operands[at.start]) {
        let vector_type = ty(at.vector);
        if let Some(size) = element_bytes(ctx, vector_type).map(i128::from) {
            if start % size != 0 {
                return Err(format!(
                    "start index {start} must be a multiple of the element size ({size} bytes)"
                ));
            }
            let first = start / size;
            let last = first + (rows - 1) * vstride + (width - 1) * stride;
            let length = i128::from(elements(ctx, vector_type));
            if first < 0 || last >= length || last < first.min(last) {
                return Err(format!(
                    "the region (elements {first} to {last}) must lie inside the vector of {length} elements"
                ));
            }
        }
    }
    if let Some(mask) = at.mask {
        let mask_type = ty(mask);
        let scalar_i1 = ctx.integer_type(1) == mask_type;
        let vector_i1 = vector_element(ctx, mask_type) == Some(ctx.integer_type(1))
            && vector_length(ctx, mask_type) == Some(execution_size);
        if !scalar_i1 && !vector_i1 {
            return Err(format!(
                "mask must be i1 or vector<{execution_size}xi1>, but got '{}'",
                dialectic::op_support::type_to_string(ctx, mask_type)
            ));
        }
    }
    Ok(())
}
