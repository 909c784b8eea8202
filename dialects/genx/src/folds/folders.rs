//! The folders of `rdregioni`/`rdregionf`, `wrregioni`/`wrregionf` and
//! `wrconstregion`:
//! a read of a constant vector at a constant region is the constant of the
//! elements it reads; a write of a constant into a constant vector at a
//! constant region, under a constant mask, is the constant it gives. The
//! elements are where [`crate::layout`] puts them; a region outside its
//! vector does not fold.

use dialectic::op_support::{
    AttrKind, Attribute, Context, DenseElements, Ir, OpFoldResult, OpFolder, OpId, Type, TypeKind,
    integer_of,
};

use crate::layout::{RegionAccess, element_count};
use crate::types::{vector_element, vector_length};
use crate::{
    RdregionfOp, RdregionfOpFoldAdaptor, RdregioniOp, RdregioniOpFoldAdaptor, WrconstregionOp,
    WrconstregionOpFoldAdaptor, WrregionfOp, WrregionfOpFoldAdaptor, WrregioniOp,
    WrregioniOpFoldAdaptor,
};

/// The width in bits of the elements of `ty`.
fn element_width(ctx: &Context, ty: Type) -> Option<u32> {
    ctx.int_or_float_width(vector_element(ctx, ty).unwrap_or(ty))
}

/// The bits that keep an element of `width` bits.
fn width_mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1 << width) - 1
    }
}

/// The `length` elements of constant `attr` (of type `ty`) as bits.
pub fn constant_bits(ctx: &Context, attr: Attribute, ty: Type) -> Option<Vec<u128>> {
    let length = element_count(ctx, ty) as usize;
    let mask = width_mask(element_width(ctx, ty)?);
    let bits = match ctx.attr_kind(attr) {
        AttrKind::DenseElements {
            splat,
            elements: DenseElements::Bits(bits),
            ..
        } => match (splat, bits.len()) {
            (true, 1) => vec![bits[0]; length],
            (false, n) if n == length => bits.clone(),
            _ => return None,
        },
        AttrKind::Integer { value, .. } if length == 1 => vec![value.low_u128()],
        AttrKind::Float { bits, .. } if length == 1 => vec![*bits],
        _ => return None,
    };
    Some(bits.into_iter().map(|b| b & mask).collect())
}

/// The constant of type `ty` whose elements are `bits`.
fn constant_of(ctx: &Context, ty: Type, bits: Vec<u128>) -> Attribute {
    if vector_length(ctx, ty).is_some() {
        return ctx.dense_bits_attr(ty, bits);
    }
    match ctx.type_kind(ty) {
        TypeKind::Float(_) => ctx.intern_attr(AttrKind::Float { ty, bits: bits[0] }),
        _ => {
            let width = element_width(ctx, ty).unwrap_or(64);
            let shift = 128 - width;
            ctx.integer_attr(ty, ((bits[0] << shift) as i128) >> shift)
        }
    }
}

/// The mnemonic of a genx op.
fn mnemonic(ctx: &Context, ir: &Ir, op: OpId) -> String {
    let name = ctx.ident_str(ir.op_name(op));
    name.strip_prefix("genx.").unwrap_or(name).to_string()
}

/// The element indices of a region whose start is constant: one start,
/// or one per row (`start`, the constant of a vector start).
fn constant_indices(
    ctx: &Context,
    ir: &Ir,
    access: &RegionAccess,
    start: Option<Attribute>,
) -> Option<Vec<i64>> {
    let start_type = ir.value_type(access.start);
    if vector_length(ctx, start_type).is_none() {
        return access.constant_indices(ctx, ir);
    }
    let width = element_width(ctx, start_type)?;
    let shift = 128 - width;
    let row_firsts = constant_bits(ctx, start?, start_type)?
        .into_iter()
        .map(|bits| {
            let bytes = i64::try_from(((bits << shift) as i128) >> shift).ok()?;
            (bytes % access.element_bytes == 0).then_some(bytes / access.element_bytes)
        })
        .collect::<Option<Vec<i64>>>()?;
    access.shape.indices_from_rows(&row_firsts)
}

/// Folds a read of constant `vector` at a constant region.
fn fold_read(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    [vector, start]: [Option<Attribute>; 2],
) -> Option<OpFoldResult> {
    let access = RegionAccess::of(ctx, ir, op, &mnemonic(ctx, ir, op))?;
    let operand = ir.operands(op).next()?;
    let elements = constant_bits(ctx, vector?, ir.value_type(operand))?;
    let result_type = ir.value_type(ir.result(op, 0));
    let bits = constant_indices(ctx, ir, &access, start)?
        .into_iter()
        .map(|i| {
            usize::try_from(i)
                .ok()
                .and_then(|i| elements.get(i).copied())
        })
        .collect::<Option<Vec<u128>>>()?;
    Some(OpFoldResult::Attribute(constant_of(ctx, result_type, bits)))
}

/// Folds a write of constant `new` into constant `old` under constant
/// `mask` at a constant region.
fn fold_write(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    [old, new, start, mask]: [Option<Attribute>; 4],
) -> Option<OpFoldResult> {
    let access = RegionAccess::of(ctx, ir, op, &mnemonic(ctx, ir, op))?;
    let operands: Vec<_> = ir.operands(op).collect();
    let old_type = ir.value_type(operands[0]);
    let mut elements = constant_bits(ctx, old?, old_type)?;
    let written = constant_bits(ctx, new?, ir.value_type(operands[1]))?;
    let mask_type = ir.value_type(operands[7]);
    let enabled: Vec<bool> = match vector_length(ctx, mask_type) {
        Some(_) => constant_bits(ctx, mask?, mask_type)?
            .into_iter()
            .map(|b| b != 0)
            .collect(),
        None => vec![integer_of(ctx, mask?)? != 0; written.len()],
    };
    for (i, index) in constant_indices(ctx, ir, &access, start)?
        .into_iter()
        .enumerate()
    {
        let slot = elements.get_mut(usize::try_from(index).ok()?)?;
        if enabled[i] {
            *slot = written[i];
        }
    }
    Some(OpFoldResult::Attribute(constant_of(
        ctx, old_type, elements,
    )))
}

impl OpFolder for RdregioniOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: RdregioniOpFoldAdaptor) -> Option<OpFoldResult> {
        fold_read(ctx, ir, self.0, [a.arg0(), a.arg4()])
    }
}

impl OpFolder for RdregionfOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: RdregionfOpFoldAdaptor) -> Option<OpFoldResult> {
        fold_read(ctx, ir, self.0, [a.arg0(), a.arg4()])
    }
}

impl OpFolder for WrregioniOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: WrregioniOpFoldAdaptor) -> Option<OpFoldResult> {
        fold_write(ctx, ir, self.0, [a.arg0(), a.arg1(), a.arg5(), a.arg7()])
    }
}

impl OpFolder for WrregionfOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, a: WrregionfOpFoldAdaptor) -> Option<OpFoldResult> {
        fold_write(ctx, ir, self.0, [a.arg0(), a.arg1(), a.arg5(), a.arg7()])
    }
}

impl OpFolder for WrconstregionOp {
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        a: WrconstregionOpFoldAdaptor,
    ) -> Option<OpFoldResult> {
        fold_write(ctx, ir, self.0, [a.arg0(), a.arg1(), a.arg5(), a.arg7()])
    }
}
