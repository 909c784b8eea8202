//! Folding in the llvm dialect, as MLIR 19 folds: the constant ops fold to
//! their values (`llvm.mlir.constant` to its attribute,
//! `llvm.mlir.addressof` to the symbol, `llvm.mlir.undef`/`poison` to
//! `#llvm.undef`/`#llvm.poison`, `llvm.mlir.zero` to the builtin zero of
//! its type or `#llvm.zero`), which the dialect's constant materializer
//! turns back into ops; a `bitcast` or `addrspacecast` to the type it
//! casts from (or of a cast from that type) is the value cast; `icmp
//! eq|ne` of a value with itself is constant, and so is the comparison of
//! an `alloca` with the null pointer; `getelementptr` moves constant
//! indices into its attribute and folds a single zero index away; `or`,
//! `shl` and `zext` of constants are constants; `extractvalue` looks
//! through the `insertvalue`s, nested `extractvalue`s and constants its
//! aggregate comes from.

use super::*;
use crate::op_support::{
    self, ApInt, AttrKind, Attribute, Context, Ir, Location, OpBuilder, OpConstantValue,
    OpFoldResult, OpFolder, OpId, OperationState, Signedness, Type, TypeKind, Value,
    const_fold::{attr_type, zero_attr},
    segments,
};

impl OpConstantValue for ConstantOp {
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        op_support::inherent_or_discardable(ctx, ir, self.0, "value")
    }
}

impl OpConstantValue for AddressOfOp {
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        op_support::inherent_or_discardable(ctx, ir, self.0, "global_name")
    }
}

impl OpConstantValue for UndefOp {
    fn constant_value(self, ctx: &Context, _: &Ir) -> Option<Attribute> {
        Some(UndefAttr::get(ctx))
    }
}

impl OpConstantValue for PoisonOp {
    fn constant_value(self, ctx: &Context, _: &Ir) -> Option<Attribute> {
        Some(PoisonAttr::get(ctx))
    }
}

impl OpConstantValue for ZeroOp {
    /// The builtin zero of the type when there is one, `#llvm.zero`
    /// otherwise.
    fn constant_value(self, ctx: &Context, ir: &Ir) -> Option<Attribute> {
        let ty = ir.value_type(ir.result(self.0, 0));
        Some(zero_attr(ctx, ty).unwrap_or_else(|| ZeroAttr::get(ctx)))
    }
}

/// Whether `ty` is a type the llvm dialect uses (MLIR's
/// `isCompatibleType`): its own types, signless integers, floats, vectors
/// of those.
fn is_compatible_type(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeKind::Float(_) => true,
        TypeKind::Vector { element, .. } => is_compatible_type(ctx, *element),
        TypeKind::Dialect(symbol) => ctx.ident_str(symbol.dialect) == "llvm",
        _ => false,
    }
}

/// Builds the op holding `value` of type `ty`: `llvm.mlir.addressof` of a
/// symbol, `llvm.mlir.undef`, `poison` or `zero` of those attributes,
/// `llvm.mlir.constant` of an integer, float or elements attribute of
/// `ty` (MLIR's `LLVMDialect::materializeConstant`).
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let build = |builder: &mut OpBuilder<'_>, name: &str, property: Option<(&str, Attribute)>| {
        let mut state = OperationState::new(ctx, name, loc);
        state.result_types.push(ty);
        if let Some((key, attr)) = property {
            state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident(key), attr)]));
        }
        builder.create(state)
    };
    let is_pointer =
        matches!(ctx.type_kind(ty), TypeKind::Dialect(s) if ctx.ident_str(s.mnemonic) == "ptr");
    match ctx.attr_kind(value) {
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() && is_pointer => {
            return Some(build(
                builder,
                AddressOfOp::NAME,
                Some(("global_name", value)),
            ));
        }
        _ if UndefAttr::is(ctx, value) => return Some(build(builder, UndefOp::NAME, None)),
        _ if PoisonAttr::is(ctx, value) => return Some(build(builder, PoisonOp::NAME, None)),
        _ if ZeroAttr::is(ctx, value) => return Some(build(builder, ZeroOp::NAME, None)),
        _ => {}
    }
    let buildable = attr_type(ctx, value) == Some(ty)
        && is_compatible_type(ctx, ty)
        && matches!(
            ctx.attr_kind(value),
            AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
        );
    buildable.then(|| build(builder, ConstantOp::NAME, Some(("value", value))))
}

impl OpFolder for BitcastOp {
    /// `bitcast(x : T to T) -> x`, `bitcast(bitcast(x : T to U) to T) -> x`.
    fn fold(self, ctx: &Context, ir: &mut Ir, _: BitcastOpFoldAdaptor) -> Option<OpFoldResult> {
        let (arg, ty) = (self.arg(ctx, ir), ir.value_type(self.res(ctx, ir)));
        if ir.value_type(arg) == ty {
            return Some(arg.into());
        }
        let prev = BitcastOp::from_op(ctx, ir, ir.defining_op(arg)?)?;
        let source = prev.arg(ctx, ir);
        (ir.value_type(source) == ty).then(|| source.into())
    }
}

impl OpFolder for AddrSpaceCastOp {
    /// `addrspacecast(x : T to T) -> x`, and of a cast back to `T`.
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        _: AddrSpaceCastOpFoldAdaptor,
    ) -> Option<OpFoldResult> {
        let (arg, ty) = (self.arg(ctx, ir), ir.value_type(self.res(ctx, ir)));
        if ir.value_type(arg) == ty {
            return Some(arg.into());
        }
        let prev = AddrSpaceCastOp::from_op(ctx, ir, ir.defining_op(arg)?)?;
        let source = prev.arg(ctx, ir);
        (ir.value_type(source) == ty).then(|| source.into())
    }
}

/// `true`/`false` shaped like `ty` (MLIR's `getBoolAttribute`).
fn bool_like(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } => Some(ctx.dense_bits_attr(ty, vec![u128::from(value)])),
        TypeKind::Integer { .. } => Some(ctx.integer_attr(ty, i128::from(value))),
        _ => None,
    }
}

impl OpFolder for ICmpOp {
    fn fold(self, ctx: &Context, ir: &mut Ir, _: ICmpOpFoldAdaptor) -> Option<OpFoldResult> {
        let predicate = self.predicate(ctx, ir);
        if !matches!(predicate, ICmpPredicate::eq | ICmpPredicate::ne) {
            return None;
        }
        let (lhs, rhs) = (self.lhs(ctx, ir), self.rhs(ctx, ir));
        let ty = ir.value_type(self.res(ctx, ir));
        // icmp eq|ne x, x
        if lhs == rhs {
            return bool_like(ctx, ty, predicate == ICmpPredicate::eq).map(Into::into);
        }
        let defined_by = |v, name: &str| {
            ir.defining_op(v)
                .is_some_and(|d| ctx.ident_str(ir.op_name(d)) == name)
        };
        // icmp eq|ne alloca, null
        if defined_by(lhs, AllocaOp::NAME) && defined_by(rhs, ZeroOp::NAME) {
            return bool_like(ctx, ty, predicate == ICmpPredicate::ne).map(Into::into);
        }
        // icmp eq|ne null, alloca -> icmp eq|ne alloca, null
        if defined_by(lhs, ZeroOp::NAME) && defined_by(rhs, AllocaOp::NAME) {
            ir.set_operands(self.0, &[rhs, lhs]);
            return Some(self.res(ctx, ir).into());
        }
        None
    }
}

/// One index of a `getelementptr`: a constant, or an operand with the
/// constant it holds, if any.
enum GepIndex {
    Constant(i32),
    Operand(Value, Option<Attribute>),
}

impl OpFolder for GEPOp {
    /// `getelementptr %x[0]` of the result's type is `%x`; operand indices
    /// holding constants that fit in 32 bits become constant indices (an
    /// update in place).
    fn fold(self, ctx: &Context, ir: &mut Ir, operands: GEPOpFoldAdaptor) -> Option<OpFoldResult> {
        let raw = segments::dense_i32_values(ctx, self.raw_constant_indices(ctx, ir))?;
        let dynamic = self.dynamic_indices(ctx, ir);
        let constants = operands.dynamic_indices();
        let mut next = 0;
        let mut indices = Vec::with_capacity(raw.len());
        for &r in raw.iter() {
            if r == ops::DYNAMIC_INDEX {
                let value = *dynamic.get(next)?;
                indices.push(GepIndex::Operand(
                    value,
                    constants.get(next).copied().flatten(),
                ));
                next += 1;
            } else {
                indices.push(GepIndex::Constant(r));
            }
        }
        let as_integer = |attr: Option<Attribute>| match attr.map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => Some(value.clone()),
            _ => None,
        };
        let base = self.base(ctx, ir);
        if ir.value_type(base) == ir.value_type(self.res(ctx, ir)) && indices.len() == 1 {
            let zero = match &indices[0] {
                GepIndex::Constant(c) => *c == 0,
                GepIndex::Operand(_, attr) => as_integer(*attr).is_some_and(|v| v.is_zero()),
            };
            if zero {
                return Some(base.into());
            }
        }
        let mut changed = false;
        let mut new_raw = Vec::with_capacity(indices.len());
        let mut new_dynamic = Vec::new();
        for index in &indices {
            match index {
                GepIndex::Constant(c) => new_raw.push(*c),
                GepIndex::Operand(value, attr) => {
                    let fitting = as_integer(*attr)
                        .and_then(|v| v.to_i128())
                        .and_then(|v| i32::try_from(v).ok());
                    match fitting {
                        Some(c) => {
                            changed = true;
                            new_raw.push(c);
                        }
                        None => {
                            new_raw.push(ops::DYNAMIC_INDEX);
                            new_dynamic.push(*value);
                        }
                    }
                }
            }
        }
        if !changed {
            return None;
        }
        let mut new_operands = vec![base];
        new_operands.extend(new_dynamic);
        ir.set_operands(self.0, &new_operands);
        let raw_attr = ctx.intern_attr(AttrKind::DenseArray {
            element: ctx.integer_type(32),
            values: new_raw.iter().map(|&v| v as u32 as u128).collect(),
        });
        op_support::set_attr(GEPOp::SPEC, ctx, ir, self.0, "rawConstantIndices", raw_attr);
        Some(self.res(ctx, ir).into())
    }
}

/// The integer of a scalar integer attribute.
fn scalar_int(ctx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

impl OpFolder for OrOp {
    /// `or` of two scalar constants.
    fn fold(self, ctx: &Context, ir: &mut Ir, operands: OrOpFoldAdaptor) -> Option<OpFoldResult> {
        let (a, b) = (
            scalar_int(ctx, operands.lhs())?,
            scalar_int(ctx, operands.rhs())?,
        );
        let ty = ir.value_type(self.res(ctx, ir));
        Some(
            ctx.intern_attr(AttrKind::Integer {
                ty,
                value: a.or(&b),
            })
            .into(),
        )
    }
}

impl OpFolder for ShlOp {
    /// `shl` of two scalar constants, the amount less than the width.
    fn fold(self, ctx: &Context, ir: &mut Ir, operands: ShlOpFoldAdaptor) -> Option<OpFoldResult> {
        let amount = scalar_int(ctx, operands.rhs())?;
        let ty = ir.value_type(self.res(ctx, ir));
        let width = ctx.int_or_float_width(ty)?;
        if amount.to_u64().is_none_or(|a| a >= u64::from(width)) {
            return None;
        }
        let value = scalar_int(ctx, operands.lhs())?;
        Some(
            ctx.intern_attr(AttrKind::Integer {
                ty,
                value: value.shl(&amount),
            })
            .into(),
        )
    }
}

impl OpFolder for ZExtOp {
    /// `zext` of a scalar constant.
    fn fold(self, ctx: &Context, ir: &mut Ir, operands: ZExtOpFoldAdaptor) -> Option<OpFoldResult> {
        let value = scalar_int(ctx, operands.arg())?;
        let ty = ir.value_type(self.res(ctx, ir));
        let width = match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => *width,
            _ => return None,
        };
        Some(
            ctx.intern_attr(AttrKind::Integer {
                ty,
                value: value.zext(width),
            })
            .into(),
        )
    }
}

/// The `i64` values of a dense array attribute.
fn positions(ctx: &Context, attr: Attribute) -> Vec<i64> {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => values.iter().map(|&v| v as u64 as i64).collect(),
        _ => Vec::new(),
    }
}

impl OpFolder for ExtractValueOp {
    /// `extractvalue` of an `insertvalue` at the same position is the
    /// inserted value; at a disjoint position it reads the container
    /// inserted into instead (an update in place), through a chain of
    /// insertions.
    fn fold(
        self,
        ctx: &Context,
        ir: &mut Ir,
        _: ExtractValueOpFoldAdaptor,
    ) -> Option<OpFoldResult> {
        let position = positions(ctx, self.position(ctx, ir));
        let mut insert = InsertValueOp::from_op(ctx, ir, ir.defining_op(self.container(ctx, ir))?);
        let mut result = None;
        while let Some(op) = insert {
            let inserted_at = positions(ctx, op.position(ctx, ir));
            if position == inserted_at {
                return Some(op.value(ctx, ir).into());
            }
            let common = position.len().min(inserted_at.len());
            if position[..common] == inserted_at[..common] {
                return result;
            }
            let container = op.container(ctx, ir);
            ir.set_operands(self.0, &[container]);
            result = Some(self.res(ctx, ir).into());
            insert = ir
                .defining_op(container)
                .and_then(|d| InsertValueOp::from_op(ctx, ir, d));
        }
        result
    }
}
