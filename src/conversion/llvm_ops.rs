//! Building ops of the LLVM dialect from conversion patterns, with the
//! properties MLIR's builders give them (`fastmathFlags`, `overflowFlags`,
//! `CConv` and the rest at their defaults unless set), so that the generic
//! form prints as `mlir-opt-19` prints it.

use dialectic_runtime::rewrite::conversion::ConversionPatternRewriter;
use dialectic_runtime::storage::attributes::NamedAttribute;
use dialectic_runtime::{AttrKind, Attribute, Context, OpId, OperationState, Type, Value};

use crate::dialects::llvm::{
    CConv, CConvAttr, FastmathFlags, FastmathFlagsAttr, IntegerOverflowFlags,
    IntegerOverflowFlagsAttr, LLVMStructType, TailCallKind, TailCallKindAttr,
};
use crate::op_support::flat_symbol_ref_attr;

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

/// The properties MLIR's builder gives an `llvm.func`.
fn func_properties(
    ctx: &Context,
    name: &str,
    ty: Type,
    linkage: Attribute,
) -> Vec<(&'static str, Attribute)> {
    vec![
        ("CConv", CConvAttr::get(ctx, CConv::C)),
        ("function_type", ctx.type_attr(ty)),
        ("linkage", linkage),
        ("sym_name", ctx.string_attr(name.as_bytes())),
        ("visibility_", ctx.integer_attr(ctx.integer_type(64), 0)),
    ]
}

/// Creates an `llvm.func` with an empty body and `attributes`.
pub fn create_function(
    rewriter: &mut ConversionPatternRewriter<'_>,
    name: &str,
    ty: Type,
    linkage: Attribute,
    attributes: Attribute,
) -> OpId {
    let ctx = rewriter.context();
    let region = rewriter.ir_mut().create_region();
    let mut entries: Vec<_> = func_properties(ctx, name, ty, linkage)
        .into_iter()
        .map(|(name, value)| (ctx.ident(name), value))
        .collect();
    // Attributes `llvm.func` declares (its visibility, argument
    // attributes) are properties, the others discardable.
    let (properties, discardable) = split_attributes(
        ctx,
        "llvm.func",
        ctx.dictionary_entries(attributes).to_vec(),
    );
    entries.extend(properties);
    let mut state = OperationState::new(ctx, "llvm.func", ctx.unknown_loc());
    state.properties = Some(ctx.dictionary_attr(entries));
    state.attributes = ctx.dictionary_attr(discardable);
    state.regions = vec![region];
    rewriter.create(state)
}

/// `llvm.call @callee(args)` returning `result` (if any).
pub fn call(
    rewriter: &mut ConversionPatternRewriter<'_>,
    callee: &str,
    args: &[Value],
    result: Option<Type>,
    attributes: Option<Attribute>,
) -> OpId {
    let ctx = rewriter.context();
    let mut properties = call_properties(ctx);
    properties.push(("callee", flat_symbol_ref_attr(ctx, callee)));
    properties.sort_by_key(|&(name, _)| name);
    let op = create(
        rewriter,
        "llvm.call",
        args,
        &result.into_iter().collect::<Vec<_>>(),
        properties,
    );
    if let Some(attributes) = attributes {
        rewriter.ir_mut().set_op_attributes(op, attributes);
    }
    op
}

/// The properties MLIR's builder gives every `llvm.call` (an indirect call
/// has only these).
pub fn call_properties(ctx: &Context) -> Vec<(&'static str, Attribute)> {
    vec![
        ("CConv", CConvAttr::get(ctx, CConv::C)),
        (
            "TailCallKind",
            TailCallKindAttr::get(ctx, TailCallKind::None),
        ),
        ("fastmathFlags", fastmath(ctx, 0)),
    ]
}
