//! The GenX dialect's constant materializer (MLIR's
//! `Dialect::materializeConstant`): a folded region op's value, an
//! integer, float or elements attribute of the op's result type, becomes
//! an `llvm.mlir.constant` (GenX IR is LLVM IR; its constants are the
//! `llvm` dialect's).

use dialectic::op_support::const_fold::attr_type;
use dialectic::op_support::{
    AttrKind, Attribute, Context, Location, OpBuilder, OpId, OperationState, Type,
};

/// Builds `llvm.mlir.constant(value) : ty`, when `value` is an integer,
/// float or elements attribute of type `ty`.
pub fn materialize_constant(
    ctx: &Context,
    builder: &mut OpBuilder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let buildable = attr_type(ctx, value) == Some(ty)
        && matches!(
            ctx.attr_kind(value),
            AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
        );
    if !buildable {
        return None;
    }
    let mut state = OperationState::new(ctx, "llvm.mlir.constant", loc);
    state.result_types.push(ty);
    state.properties = Some(ctx.dictionary_attr(vec![(ctx.ident("value"), value)]));
    Some(builder.create(state))
}
