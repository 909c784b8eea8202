//! Building the test dialect's ops, and the type checks the test passes
//! make, in one place.

use dialectic::storage::builder::OpBuilder;
use dialectic::storage::float::FloatSemantics;
use dialectic::storage::ir::Location;
use dialectic::{Context, OperationState, Type, TypeKind, Value};

/// Builds `"name"(inputs) : (...) -> ty` at the builder's insertion point.
pub fn build(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    name: &str,
    inputs: &[Value],
    ty: Type,
    loc: Location,
) -> Value {
    let mut state = OperationState::new(ctx, name, loc);
    state.operands = inputs.to_vec();
    state.result_types = vec![ty];
    let op = builder.create(state);
    builder.ir().result(op, 0)
}

/// The float semantics of `ty`, if it is a float.
pub fn float(ctx: &Context, ty: Type) -> Option<FloatSemantics> {
    match ctx.type_kind(ty) {
        TypeKind::Float(semantics) => Some(*semantics),
        _ => None,
    }
}

/// The width of `ty`, if it is an integer.
pub fn integer(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

pub fn is_f64(ctx: &Context, ty: Type) -> bool {
    float(ctx, ty) == Some(FloatSemantics::F64)
}

pub fn is_f32(ctx: &Context, ty: Type) -> bool {
    float(ctx, ty) == Some(FloatSemantics::F32)
}
