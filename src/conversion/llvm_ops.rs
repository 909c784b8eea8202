//! Building ops of the LLVM dialect from conversion patterns, with the
//! properties MLIR's builders give them (`fastmathFlags`, `overflowFlags`,
//! `CConv` and the rest at their defaults unless set), so that the generic
//! form prints as `mlir-opt-19` prints it.

use dialectic_runtime::rewrite::conversion::ConversionPatternRewriter;
use dialectic_runtime::storage::attributes::NamedAttribute;
use dialectic_runtime::{AttrKind, Attribute, Context, OpId, OperationState, Type, Value};

use crate::dialects::llvm::{
    FastmathFlags, FastmathFlagsAttr, IntegerOverflowFlags, IntegerOverflowFlagsAttr,
    LLVMStructType,
};

/// Creates op `name` at the rewriter's insertion point, at the location
/// of the op being converted.
pub fn create(
    rewriter: &mut ConversionPatternRewriter<'_>,
    name: &str,
    operands: &[Value],
    result_types: &[Type],
    properties: Vec<(&str, Attribute)>,
) -> OpId {
    let ctx = rewriter.context();
    // Without a location of its own, the op takes the rewriter's: that of
    // the op being converted.
    let mut state = OperationState::new(ctx, name, ctx.unknown_loc());
    state.operands = operands.to_vec();
    state.result_types = result_types.to_vec();
    if !properties.is_empty() {
        let entries = properties
            .into_iter()
            .map(|(name, value)| (ctx.ident(name), value))
            .collect();
        state.properties = Some(ctx.dictionary_attr(entries));
    }
    rewriter.create(state)
}

/// The single result of `op`.
pub fn result(rewriter: &ConversionPatternRewriter<'_>, op: OpId) -> Value {
    rewriter.ir().result(op, 0)
}

/// `#llvm.fastmath<...>` of the flag bits.
pub fn fastmath(ctx: &Context, bits: u32) -> Attribute {
    FastmathFlagsAttr::get(ctx, FastmathFlags(bits))
}

/// `#llvm.overflow<...>` of the flag bits.
pub fn overflow(ctx: &Context, bits: u32) -> Attribute {
    IntegerOverflowFlagsAttr::get(ctx, IntegerOverflowFlags(bits))
}

/// `array<i64: index>`, a position in an aggregate.
pub fn position(ctx: &Context, index: usize) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray {
        element: ctx.integer_type(64),
        values: vec![index as u128],
    })
}

/// `llvm.mlir.constant(value) : ty`.
pub fn constant(rewriter: &mut ConversionPatternRewriter<'_>, ty: Type, value: Attribute) -> Value {
    let op = create(
        rewriter,
        "llvm.mlir.constant",
        &[],
        &[ty],
        vec![("value", value)],
    );
    result(rewriter, op)
}

/// `llvm.mlir.undef : ty`.
pub fn undef(rewriter: &mut ConversionPatternRewriter<'_>, ty: Type) -> Value {
    let op = create(rewriter, "llvm.mlir.undef", &[], &[ty], Vec::new());
    result(rewriter, op)
}

/// `llvm.insertvalue value, container[index]`.
pub fn insert_value(
    rewriter: &mut ConversionPatternRewriter<'_>,
    container: Value,
    value: Value,
    index: usize,
) -> Value {
    let ctx = rewriter.context();
    let ty = rewriter.ir().value_type(container);
    let op = create(
        rewriter,
        "llvm.insertvalue",
        &[container, value],
        &[ty],
        vec![("position", position(ctx, index))],
    );
    result(rewriter, op)
}

/// `llvm.extractvalue container[index]`.
pub fn extract_value(
    rewriter: &mut ConversionPatternRewriter<'_>,
    container: Value,
    index: usize,
) -> Option<Value> {
    let ctx = rewriter.context();
    let ty = *LLVMStructType::body(ctx, rewriter.ir().value_type(container))?.get(index)?;
    let op = create(
        rewriter,
        "llvm.extractvalue",
        &[container],
        &[ty],
        vec![("position", position(ctx, index))],
    );
    Some(result(rewriter, op))
}

/// Packs `values` into a new struct of `ty` (undef, then one insertvalue
/// per value).
pub fn pack(rewriter: &mut ConversionPatternRewriter<'_>, ty: Type, values: &[Value]) -> Value {
    let mut packed = undef(rewriter, ty);
    for (index, &value) in values.iter().enumerate() {
        packed = insert_value(rewriter, packed, value, index);
    }
    packed
}

/// `entries` split as op `name` takes them: those it declares as
/// properties, and the discardable rest (MLIR moves an op's inherent
/// attributes into its properties when it is created).
pub fn split_attributes(
    ctx: &Context,
    name: &str,
    entries: impl IntoIterator<Item = NamedAttribute>,
) -> (Vec<NamedAttribute>, Vec<NamedAttribute>) {
    let spec = ctx.op_definition(ctx.ident(name)).and_then(|d| d.spec);
    entries.into_iter().partition(|&(attr_name, _)| {
        let attr_name = ctx.ident_str(attr_name);
        // The segment sizes of ops with several variadic operand groups
        // are always a property.
        attr_name == "operandSegmentSizes"
            || spec.is_some_and(|s| {
                s.attributes
                    .iter()
                    .any(|a| a.name == attr_name && a.property)
            })
    })
}
